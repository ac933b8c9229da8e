"""Sound cue names: which sound file the game plays for what.

This module owns the *names* of the game's sound cues and nothing else: the mapping from each
card kind (the string ids used by the rules engine) to the cue played for that card, the cues
for play events, menus, online play and music, and a one-line English meaning for every cue. It is pure data
and imports nothing from pygame, sound_lib or the engine, so tools (``tools/make_sounds.py``)
and tests can use it without audio.

A cue name is a file name without its extension: the engine looks for ``sounds/<cue>.ogg``
(or ``.wav`` in a sound pack). ``CUE_MEANINGS`` is developer documentation used to generate
and verify ``sounds/README.md``; it is not player speech and is not translated.
"""

from __future__ import annotations

# Card kind id -> cue name. Counterflow and end of counterflow share one sound on purpose (the
# spoken card name tells them apart); Mile by Mile cards reuse the sound of the 1000 Miles card
# they behave like, except where they are new.
CARD_CUES: dict[str, str] = {
    # Distances: one family of engine/whoosh sounds that grows with the distance.
    "mile_25": "card_mile_25",
    "mile_50": "card_mile_50",
    "mile_75": "card_mile_75",
    "mile_100": "card_mile_100",
    "mile_200": "card_mile_200",
    # Attacks.
    "red_light": "card_red_light",
    "speed_limit": "card_speed_limit",
    "out_of_gas": "card_out_of_gas",
    "flat_tire": "card_flat_tire",
    "accident": "card_accident",
    "counterflow": "card_counterflow",
    # Defenses.
    "green_light": "card_green_light",
    "end_of_limit": "card_end_of_limit",
    "gas": "card_gas",
    "spare_tire": "card_spare_tire",
    "repairs": "card_repairs",
    "end_of_counterflow": "card_counterflow",
    # Safeties.
    "right_of_way": "card_right_of_way",
    "extra_tank": "card_extra_tank",
    "puncture_proof": "card_puncture_proof",
    "driving_ace": "card_driving_ace",
    # Mile by Mile preset.
    "stop": "card_red_light",
    "start": "card_green_light",
    "turn_back": "card_counterflow",
    "turn_round": "card_counterflow",
    "stop_protection": "card_right_of_way",
    "gas_protection": "card_extra_tank",
    "tire_protection": "card_puncture_proof",
    "accident_protection": "card_driving_ace",
    "limit_protection": "card_limit_protection",
    "turn_back_protection": "card_turn_back_protection",
    "skip_turn": "card_skip_turn",
    "remove_protections": "card_remove_protections",
}

# Every distinct card cue, each listed once, in table order.
CARD_CUE_NAMES: tuple[str, ...] = tuple(dict.fromkeys(CARD_CUES.values()))

PLAY_CUES: tuple[str, ...] = (
    "shuffle",
    "deal",
    "draw",
    "discard",
    "your_turn",
    "refused",
    "target",
    "trick_window",
    "trick",
    "blocked",
    "reshuffle",
    "pile_empty",
    "backwards",
    "arrival",
    "round_won",
    "round_lost",
    "match_won",
    "match_lost",
    "extension",
    "stopped",
    "skip",
)

MENU_CUES: tuple[str, ...] = (
    "menu_move",
    "menu_select",
    "menu_back",
    "menu_edge",
    "menu_toggle",
    "menu_value",
    "nothing_here",
)

ONLINE_CUES: tuple[str, ...] = (
    "chat",
    "person_arrived",
    "person_left",
    "connection_lost",
    "connection_back",
)

MUSIC_CUES: tuple[str, ...] = ("music_menu",)

# Every cue file name the code can ask for.
ALL_CUES: tuple[str, ...] = CARD_CUE_NAMES + PLAY_CUES + MENU_CUES + ONLINE_CUES + MUSIC_CUES

CUE_MEANINGS: dict[str, str] = {
    # Cards.
    "card_mile_25": "25 miles played: a short, low engine rev and whoosh.",
    "card_mile_50": "50 miles played: a slightly longer, higher rev.",
    "card_mile_75": "75 miles played: a longer, brighter rev.",
    "card_mile_100": "100 miles played: a long, bright rev with a fast whoosh.",
    "card_mile_200": "200 miles played: the longest, highest, brightest rev, with a gear change.",
    "card_red_light": "Red light (or Stop) played: two stern falling beeps.",
    "card_speed_limit": "Speed limit played: an engine throb slowing down and falling.",
    "card_out_of_gas": "Out of gas played: an engine sputtering and dying.",
    "card_flat_tire": "Flat tire played: a pop and a falling hiss of air.",
    "card_accident": "Accident played: a crash of metal and glass.",
    "card_counterflow": (
        "Counterflow or end of counterflow (also Turn back, Turn round) played: an oncoming horn "
        "passing by; the spoken card name tells which."
    ),
    "card_green_light": "Green light (or Start) played: two bright rising beeps.",
    "card_end_of_limit": "End of limit played: a chord opening up with a throb speeding up.",
    "card_gas": "Gas played: fuel glugging into the tank, rising.",
    "card_spare_tire": "Spare tire played: three rising strokes of an air pump.",
    "card_repairs": "Repairs played: a ratchet wrench climbing, then two rising metal clinks.",
    "card_right_of_way": "Right of way (or Stop protection) played: a rising major bell arpeggio.",
    "card_extra_tank": "Extra tank (or Gas protection) played: wide rising bell fifths.",
    "card_puncture_proof": (
        "Puncture-proof (or Tire protection) played: glassy bell, two pings and a leap up."
    ),
    "card_driving_ace": "Driving ace (or Accident protection) played: a fast bell run upward.",
    "card_limit_protection": "Limit protection played: a double bell chord, long then short.",
    "card_turn_back_protection": "Turn back protection played: a bell turn figure ending high.",
    "card_skip_turn": "Skip turn played: a springy boing falling away.",
    "card_remove_protections": "Remove protections played: a bell chord breaking and falling.",
    # Play.
    "shuffle": "The deck is shuffled: a card riffle.",
    "deal": "Cards are dealt: four quick card flicks.",
    "draw": "A card is drawn: one card sliding off the pile.",
    "discard": "A card is discarded: a card slapped down.",
    "your_turn": "It is your turn: a friendly two-note marimba call.",
    "refused": "A play is refused: a soft low double bonk.",
    "target": "Choose a target: a sonar ping with echoes.",
    "trick_window": "The dirty-trick window opens: a bright high trill that cuts through speech.",
    "trick": "A dirty trick is played: a triumphant brass stab.",
    "blocked": "An attack is blocked by a safety: a thud bouncing off a metal ping.",
    "reshuffle": "The discard pile is reshuffled into the draw pile: a sweep and a riffle.",
    "pile_empty": "The draw pile is empty: two hollow knocks.",
    "backwards": "Driving backwards: a reversing beep.",
    "arrival": "A player reaches the goal distance: a pass-by whoosh and a finish-line bell.",
    "round_won": "You won the round: a short brass fanfare.",
    "round_lost": "You lost the round: a gentle falling phrase.",
    "match_won": "You won the match: a big fanfare with drums.",
    "match_lost": "You lost the match: a slow minor cadence.",
    "extension": "Classic extension question (stop at 700 or go on): a rising, unresolved call.",
    "stopped": "Your car was stopped: a brake squeal and a thud.",
    "skip": "A player's turn is skipped: tick, a swish over, tick.",
    # Menus.
    "menu_move": "Menu focus moved to another item: a short tick.",
    "menu_select": "Menu item activated: two quick rising notes.",
    "menu_back": "Menu closed or went back: two quick falling notes.",
    "menu_edge": "Menu focus hit the first or last item: a dull bump.",
    "menu_toggle": "A menu option was switched on or off: a click-clack switch.",
    "menu_value": "A menu value (volume, number) changed: a short pitched blip.",
    "nothing_here": (
        "A key with nothing on it on this screen: a soft, hollow blip gliding down, with a faint "
        "echo."
    ),
    # Online.
    "chat": "A chat line arrives: a soft bubble pop and a small high bell.",
    "person_arrived": "Someone arrives in the lobby: a soft knock and a rising pair of notes.",
    "person_left": "Someone leaves the lobby (or you are removed from a table): a falling pair.",
    "connection_lost": "The connection to the server is lost: a low falling buzz, cut short.",
    "connection_back": "The connection is back: a quick rising three-note chime.",
    # Music.
    "music_menu": "Menu music: a calm loop (about 27 s) of soft pads, piano and bass.",
}
