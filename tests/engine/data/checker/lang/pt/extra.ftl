language-name = Português outra vez
