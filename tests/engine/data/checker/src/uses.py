"""A sample of code using message ids, for the checker test."""


def show(tr, say, N_):
    tr("greeting", name="Ana")
    say("farewell")
    tr("not-in-english")
    return N_("also-missing")
