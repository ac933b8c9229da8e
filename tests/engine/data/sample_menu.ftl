# The main menu and the options menu (game/ui/main_menu.py).

main-menu-title = 1000 Miles. Main menu.
main-menu-play = Play
main-menu-options = Options
main-menu-quit = Quit
play-not-available = Playing is not available yet.
goodbye = Goodbye.

options-title = Options
options-language = Language
options-speech = Speech
options-master-volume = Master volume
options-cue-volume = Cue volume
options-back = Back

speech-backend-auto = Automatic
speech-backend-cytolk = Screen reader or SAPI
speech-backend-prism = System speech
speech-backend-print = Print to the terminal
speech-backend-none = No speech
