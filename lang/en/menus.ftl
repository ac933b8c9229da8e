# The menus around the game (game/ui/home.py, setup.py, team_picking.py, options_screen.py,
# pause.py, rules_screen.py). Rules texts are in rules.ftl; computer players' names and levels
# in bots.ftl.

## Presets (the four rule sets)

# The number in a name is a string, { "1000" }: a name keeps its digits in every language.
preset-1000_miles = { "1000" } Miles
preset-1000_milhas = { "1000" } milhas
preset-classic = Classic
preset-mile_by_mile = Mile by Mile

## Home screen

home-title = { preset-1000_miles }. Home.
home-play = Play
home-setup = Set up a table
home-resume = Resume the saved match
home-result = Result of the last match
home-result-said = The last match is over. It is put away; Play starts a new one.
home-rules = Rules
home-options = Options
home-quit = Quit
home-goodbye = Goodbye.
# $file is the name the damaged file was kept under.
home-save-damaged = The saved match is damaged and cannot be resumed. It was kept aside as { $file }. Nothing else was lost.
home-save-missing = There is no saved match any more.

## First start: the language

language-title = Choose your language.

## Table setup

setup-title = Set up a table.
setup-preset = Rules
setup-players = Players
# $count players; $teams_only says the count is only played in teams.
setup-players-value = { $count } players{ $teams_only ->
    [yes] , in teams
   *[no] {""}
}
setup-in-teams = Play in teams
setup-layout = Teams
# "2 teams of 3"
setup-layout-value = { $teams } teams of { $size }
setup-team-mates = Team-mates
setup-team-mates-none = not chosen yet, press Enter to choose
# One team in the list: "team 1: You and Ana". $names are the team's names, joined.
setup-team = team { $number }: { $names }
# Joins two names of a team: "You and Ana"; longer teams use commas before the last "and".
setup-names-and = { $first } and { $last }
setup-score-limit = Score limit
setup-score-value = { $value } points
setup-races = Races to win
setup-races-value = { $value ->
    [one] 1 race
   *[other] { $value } races
}
setup-trip = Trip
setup-trip-value = { $miles } miles
setup-accumulation = Accumulation of problems
setup-reshuffle = Reshuffle the discards
setup-counterflow = Counterflow cards
setup-remove-protections = Remove all protections card
# A computer player's item: "Computer player 2, Boris", then its level.
setup-bot = Computer player { $number }, { $name }
setup-bot-name-title = Choose a name for computer player { $number }.
setup-your-name = Your name: { $name }
setup-name-prompt = Your name
player-default-name = You
setup-start = Start the match
setup-level-easy = easy
setup-level-normal = normal
setup-level-hard = hard

## Refused table options (OptionsError codes); should never be heard

setup-error-unknown_preset = These rules are not known.
setup-error-unknown_option = That option does not exist.
setup-error-bad_value = That value is not allowed.
setup-error-players = These rules are not played with that many players.
setup-error-seven_players = Seven players is not possible: too many to play alone, and it makes no equal teams.
setup-error-teams_not_offered = Teams are not played with that many players.
setup-error-teams_layout = That many players do not make those teams.
setup-error-score_limit = The score limit must be between { 1000 } and { 500000 }.
setup-error-not_for_preset = That option is not part of these rules.
setup-error-races_to_win = Races to win must be between 1 and 10.
setup-error-trip = The trip must be { 1000 } or 700 miles.
setup-error-other = These table options are not allowed.

## Team picking

# $count: how many team-mates are still to choose.
picking-title = Choose your team-mates. { $count ->
    [one] One to choose.
   *[other] { $count } to choose.
}
picking-next = { $count ->
    [one] One more to choose.
   *[other] { $count } more to choose.
}
picking-you-take = You take { $name }.
picking-bot-takes = { $chooser } takes { $name }.
picking-left-over = { $names } make the last team.
picking-done = The teams are: { $teams }.
picking-cancelled = Team-mates not chosen.

## Options

opts-title = Options
opts-language = Language
opts-speech = Speech
opts-speech-rate = Speech rate
opts-speech-rate-default = the voice's own rate
opts-master-volume = Master volume
opts-cue-volume = Cue volume
opts-music = Music
opts-pace = Computer players' pace
# Seconds between two plays of computer players.
opts-pace-value = { $seconds ->
    [one] { $seconds } second between plays
   *[other] { $seconds } seconds between plays
}
opts-verbosity = Other players' plays
opts-verbosity-full = full sentences
opts-verbosity-short = short
opts-verbosity-sounds = sounds only
opts-trick-window = Time for a dirty trick against computer players
opts-trick-window-value = { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
opts-auto-draw = Draw automatically at the start of my turn
opts-trick-guard = Ask before drawing when I could play a dirty trick
opts-unused-keys = Say so when a key does nothing
opts-back = Back
# Settings with no item in the options, named when a damaged one is reset
setting-last-table = The last table set up
setting-player-name = Your name
setting-language-chosen = Language chosen at the first start
speech-choice-auto = Automatic
speech-choice-cytolk = Screen reader or SAPI
speech-choice-speechd = Speech Dispatcher (Linux speech)
speech-choice-prism = System speech
speech-choice-print = Print to the terminal
speech-choice-recorder = Recorder, for tests
speech-choice-none = No speech

## Pause menu

pause-title = Paused.
pause-resume = Resume the match
pause-options = Options
pause-rules = Rules
pause-leave = Leave the match
pause-leave-confirm = Leave the match? It stays saved: you can resume it from the home screen.
pause-stay = Staying in the match.

## Rules screen

rules-choose-preset = Rules. Choose the rules to read.
# The title of a rules book: "Rules of Classic."
rules-book-title = Rules of { $preset }. Up and down choose a section, Enter reads it, left and right read it paragraph by paragraph.
rules-end-of-section = End of the section.
rules-start-of-section = Start of the section.
help-rules-next-paragraph = read the next paragraph of the section
help-rules-previous-paragraph = read the previous paragraph of the section
help-rules-read = read the whole section
