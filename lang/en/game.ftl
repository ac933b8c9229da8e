# Narration of play, status keys and refusals. $who is "you", "partner" (a team-mate: the
# listener's own car) or "other"; $victim is "you" (the listener's car) or "other"; $player is
# a player's name. A [partner] variant is optional: without it, [other] is said. A card argument such as $card holds the card's words from
# cards.ftl (usually its .a form), and $card_gender its .gender, for languages that agree
# words with it; $attack is the plain name, $attack_a the object form, $attack_gender.
# Numbers (miles, points, counts) are numbers, formatted in the language's form (see
# language.ini); a big number in the text itself is written { 1000 }.

## Cars and lists
car-you = you
    .start = You
car-your-team = your team
    .start = Your team
# A team other than the listener's, by its first player's name ("team Ana"), with three
# teams or more; with two, car-other-team. Who is in it is said at the round start.
car-team = team { $name }
    .start = Team { $name }
car-other-team = the other team
    .start = The other team
# A car a refusal could not name.
car-that = that car
    .start = That car
list-and = { $first } and { $last }

## Events
event-round-started = Round { $round }. { $who ->
    [you] You play first.
    [partner] Your partner { $player } plays first.
   *[other] { $player } plays first.
} Trip: { $trip } miles.
# At the round start beyond two players: the seats in turn order from the first player
# ($list: names, and turn-order-you for the listener).
event-turn-order = Turn order: { $list }.
turn-order-you = you
# Team games, at the round start: the listener's team-mates ($names joined with list-and)...
event-partners = { $count ->
    [one] Your partner: { $names }.
   *[other] Your partners: { $names }.
}
# ...and each other team, named as it will be later ($team), with its players.
event-team-members = { $team }: { $names }.
event-your-turn-draw = Your turn: draw.
event-your-turn = Your turn.
# Your turn to draw while you can still answer the attack on your car: drawing would close
# your own chance (not said for Classic's timed window, which no draw closes).
event-your-turn-trick = Your turn: D for the dirty trick, or draw.
# Also: $card_gender
event-you-drew = You draw { $card }.
event-reshuffled = Discards reshuffled: { $count ->
    [one] { $count } card
   *[other] { $count } cards
} in the pile.
event-pile-empty = The draw pile is empty.
event-pile-empty-final = The draw pile is empty for the rest of the round.
# Also: $card $card_a $card_gender
event-moved = { $who ->
    [you] You drive { $miles } miles, now at { $total }.
    [partner] Your partner { $player } drives { $miles } miles, now at { $total }.
   *[other] { $player } drives { $miles } miles, now at { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: { $miles }, at { $total }.
# Also: $card $card_a $card_gender
event-moved-back = { $who ->
    [you] Backwards! You lose { $miles } miles, now at { $total }.
    [partner] Backwards! Your partner { $player } loses { $miles } miles, now at { $total }.
   *[other] Backwards! { $player } loses { $miles } miles, now at { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: back { $miles }, at { $total }.
# $backwards is "yes" for counterflow (Mile by Mile: turn back), whose sound is the same as
# its cure's on purpose: the words must say the car now drives backwards.
# Also: $card_gender
event-attacked = { $who ->
    [you] You play { $card } on { $target }.
    [partner] Your partner { $player } plays { $card } on { $target }.
   *[other] { $player } plays { $card } on { $target }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}You are stopped.
       *[no] {""}
    }{ $backwards ->
        [yes] {" "}You are now driving backwards.
       *[no] {""}
    }
   *[other] {""}
}
# Other players' plays in short narration all take one form: the player, a colon, what.
# Also: $who $card_gender $victim $stopped $backwards
event-attacked-short = { $player }: { $card } on { $target }.
# $forwards is "yes" when the card ends counterflow (turn back): the car drives forwards
# again; $victim is "you" when it is the listener's car.
# Also: $card_gender
event-defended = { $who ->
    [you] You play { $card }.
    [partner] Your partner { $player } plays { $card }.
   *[other] { $player } plays { $card }.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}You drive forwards again.
       *[other] {" "}Forwards again.
    }
   *[no] {""}
}{ $stopped ->
    [yes] {" "}Still stopped.
   *[no] { $forwards ->
        [yes] {""}
       *[no] {" "}Rolling.
    }
}
# Also: $who $card_gender $stopped $victim $forwards
event-defended-short = { $player }: { $card }.
# $kind is "protection" for Mile by Mile's protections, else "safety": each deck's own word.
# $points is 0 where safeties score nothing (Mile by Mile). $forwards and $victim as in
# event-defended (the driving ace ends counterflow).
# Also: $card_gender
event-safety = { $kind ->
    [protection] Protection!
   *[safety] Safety!
} { $who ->
    [you] You play { $card }:
    [partner] Your partner { $player } plays { $card }:
   *[other] { $player } plays { $card }:
} { $points ->
    [0] another turn.
   *[other] { $points } points and another turn.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}You drive forwards again.
       *[other] {" "}Forwards again.
    }
   *[no] {""}
}
# Also: $who $card_gender $points $victim $forwards
event-safety-short = { $player }: { $kind ->
    [protection] protection
   *[safety] safety
}, { $card }.
# The attack on your car, when you hold the safety that answers it ($card, plain name).
# Also: $attack_a $attack_gender $card_a $card_gender
event-trick-chance = Dirty trick! Press D to answer the { $attack } with your { $card }.
# A dirty trick you could have played was not: the next draw or play closed its window.
event-trick-passed = The chance for a dirty trick has passed.
# $forwards and $victim as in event-defended (a trick against counterflow).
# Also: $card_gender $attack_a $attack_gender
event-trick = { $who ->
    [you] Dirty trick! You answer the { $attack } with { $card }: { $points } points.
    [partner] Dirty trick! Your partner { $player } answers the { $attack } with { $card }: { $points } points.
   *[other] Dirty trick! { $player } answers the { $attack } with { $card }: { $points } points.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}You drive forwards again.
       *[other] {""}
    }
   *[no] {""}
}
# Also: $who $card_gender $attack_a $attack_gender $points $victim $forwards
event-trick-short = { $player }: dirty trick, { $card } against the { $attack }.
# Also: $card_gender
event-discarded = { $who ->
    [you] You discard { $card }.
    [partner] Your partner { $player } discards { $card }.
   *[other] { $player } discards { $card }.
}
# Also: $who $card_gender
event-discarded-short = { $player }: discards { $card }.
# $card is the card's plain name. Also: $card_a $card_gender
event-wasted = { $who ->
    [you] Wasted: your { $card } is discarded. { $reason }
    [partner] Wasted: your partner { $player }'s { $card } is discarded. { $reason }
   *[other] Wasted: { $player }'s { $card } is discarded. { $reason }
}
# Also: $who $card_a $card_gender $reason
event-wasted-short = { $player }: wastes { $card }.
event-skipped-card = { $who ->
    [you] You lose this turn.
    [partner] Your partner { $player } loses a turn.
   *[other] { $player } loses a turn.
}
# Also: $who
event-skipped-card-short = { $player }: loses a turn.
event-skipped-empty = { $who ->
    [you] No cards left: you pass.
    [partner] Your partner { $player } has no cards and passes.
   *[other] { $player } has no cards and passes.
}
# Also: $who
event-skipped-empty-short = { $player }: no cards, passes.
# $victim is "you", "partner" or "other", for the player who loses a turn ($skipped).
event-skip-played = { $who ->
    [you] You play skip a turn:
    [partner] Your partner { $player } plays skip a turn:
   *[other] { $player } plays skip a turn:
} { $victim ->
    [you] you lose your next turn.
    [partner] your partner { $skipped } loses a turn.
   *[other] { $skipped } loses a turn.
}
# Also: $who $victim
event-skip-played-short = { $player }: skip a turn on { $skipped }.
# Also: $victim ("you" when the target is your car)
event-protections-removed = { $who ->
    [you] You remove
    [partner] Your partner { $player } removes
   *[other] { $player } removes
} { $count ->
    [one] the protection
   *[other] { $count } protections
} from { $target }.
# Also: $who $victim
event-protections-removed-short = { $player }: removes { $count ->
    [one] the protection
   *[other] { $count } protections
} from { $target }.
event-extension-offered = { $who ->
    [you] 700 miles! Stop here and finish the round, or go on to { 1000 }? Press Enter to choose.
    [partner] Your partner { $player } reached 700 miles and is choosing whether to go on. You may choose too: press Enter.
   *[other] { $player } reached 700 miles and is choosing whether to go on.
}
# Also: $who
event-extension-offered-short = { $player }: 700 miles, choosing.
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] You go on to { 1000 } miles.
        [partner] Your partner { $player } goes on to { 1000 } miles.
       *[other] { $player } goes on to { 1000 } miles.
    }
   *[no] { $who ->
        [you] You stop at 700 miles.
        [partner] Your partner { $player } stops at 700 miles.
       *[other] { $player } stops at 700 miles.
    }
}
# Also: $who
event-extension-chosen-short = { $player }: { $go_on ->
    [yes] goes on to { 1000 }.
   *[no] stops at 700.
}
event-round-no-winner = Round { $round } over, with no winner.
event-round-won = { $victim ->
    [you] You win round { $round }!
   *[other] { $winner } wins round { $round }.
}
event-match-won = { $victim ->
    [you] You win the match!
   *[other] { $winner } wins the match.
}

## Round summary and scores
summary-bonus = { $car }: { $bonus }, { $points } points.
bonus-arrival = arrival
bonus-coronation = coronation
bonus-hood = hood
bonus-no_200s = no 200s
bonus-trip = trip completed
bonus-delayed_action = delayed action
bonus-shutout = shutout
bonus-safe_trip = safe trip
bonus-all_safeties = all four safeties
bonus-extension = extension
scores = Scores: { $list }.
# Mile by Mile counts races won, not points: the end of a race says these.
summary-races = Races won: { $list }.
score-points = { $car } { $points }
score-races = { $car } { $races ->
    [one] { $races } race
   *[other] { $races } races
}

## Status keys
status-none = none
# $go is the card that starts a car in this deck (green light, or Start in Mile by Mile).
# Also: $go_a $go_gender
status-needs-green = waiting for { $go_a }
status-no-problems = no problems
# In a car's state (F3), said first while it holds.
status-backwards-word = backwards
need-nothing = no remedy left in this deck
# $step is "draw" or "play" (drawn already, or nothing to draw): what the listener does now.
status-turn = { $who ->
    [you] { $step ->
        [draw] Your turn: draw.
       *[play] Your turn: play or discard.
    }
   *[other] { $player }'s turn.
}
# F2, your car, what matters first, in these sentences: status-backwards (while counterflow
# holds), then status-problems, or status-waiting, or status-rolling; status-miles;
# status-next (only when a card is needed); status-safeties; status-200s;
# status-forwards-again (only just after the cure); status-game; status-turn.
status-backwards = You are driving backwards.
status-problems = Problems: { $list }.
# Also: $go $go_gender
status-waiting = Waiting for { $go_a }.
status-rolling = No problems.
status-miles = You are at { $miles } miles, { $left } to go.
status-next = Next: { $need }.
status-safeties = Safeties: { $list }.
status-200s = 200s played: { $count }.
status-forwards-again = Driving forwards again.
status-game = Round { $round }, { $pile } cards in the pile, trip { $trip }.
# F3: one car; $problems starts with status-backwards-word while it holds.
status-other-car = { $car }: { $problems }, { $miles } miles{ $safeties ->
    [0] {""}
    [one] , 1 safety
   *[other] , { $safeties } safeties
}.
status-races = Races won: { $list }. First to { $target } wins.
status-scores = { $list }. Playing to { $limit }.
status-safeties-played = Safeties played: { $list }.
status-safeties-unseen = Not yet seen: { $list }.
# $list joins status-attack-seen items with semicolons.
status-attacks-seen = Attacks seen: { $list }.
# One attack in that list: its plain name, and how many of it were seen.
# Also: $card_a $card_gender
status-attack-seen = { $card }, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
status-discards = { $count ->
    [one] 1 spent card since the last shuffle.
   *[other] { $count } spent cards since the last shuffle.
}
status-no-plays = Nobody has played yet.
# F6 pressed again after the oldest of the last plays.
status-plays-end = No older plays. F6 again for the latest.
status-hand = { $count ->
    [0] Your hand is empty.
    [one] 1 card: { $cards }.
   *[other] { $count } cards: { $cards }.
}

## The play screen
play-resumed = Match resumed.
play-back = Back to the match.
# Leaving a match for the home screen.
play-left = Match saved. Home.
play-next-round-prompt = Press Enter for the next round.
play-match-over-prompt = Press Enter to return to the menu.
# Space pressed while your own dirty trick is open: your draw would close it.
# Also: $card $card_a $card_gender
play-draw-past-trick = Space again to draw and give up the dirty trick.
# $seconds: whole seconds before the held move is made (a dirty trick may still come)
play-held = { $seconds ->
    [one] You move in 1 second: a dirty trick may still come.
   *[other] You move in { $seconds } seconds: a dirty trick may still come.
}
play-hand-empty = Your hand is empty.
play-card = { $card }, { $position } of { $count }
# A distance card while your car drives backwards: it would take you back to $total.
play-card-backwards = { $card }, { $position } of { $count }: backwards, to { $total }
play-no-card-number = No card { $number }: you hold { $count }.
play-target = { $car }, { $miles } miles
# $card is the card's plain name (its value in cards.ftl), as in a list.
play-confirm-discard-safety = Discard { $card }, a safety? It is worth 400 points in a dirty trick.
# No to that question.
play-safety-kept = Kept.
# Escape in the choice of a target.
play-target-cancelled = Not played: the card stays in your hand.
play-extension-question = 700 miles reached.
play-extension-go-on = Go on to { 1000 } miles
play-extension-stop = Stop at 700 and finish the round
# Escape in that choice.
play-extension-later = Not chosen yet: press Enter to choose.
help-play-previous = previous card
help-play-next = next card
help-play-first = first card
help-play-last = last card
# .keys names the keys of this line in F1 help, in place of one key: "1 to 7: go to that card in your hand".
help-play-number = go to that card in your hand
    .keys = 1 to 7
help-play-draw = draw a card
help-play-play = play the card, or continue after a round
help-play-discard = discard the card (also Shift+Enter)
help-play-trick = play the dirty trick
help-play-hand = read your whole hand
help-play-f2 = your car and the game
help-play-f3 = every car
help-play-f4 = scores
help-play-f5 = safeties and cards seen, for counting
help-play-f6 = the last plays, most recent first: press again for the one before
help-play-pause = pause menu

## Why a play is refused
reason-game_over = The match is over.
reason-round_over = The round is over: press Enter for the next one.
reason-not_your_turn = Not your turn.
reason-draw_first = Draw first: press Space.
reason-already_drew = You already drew.
reason-pile_empty = The pile is empty.
reason-not_in_hand = You do not hold that card.
reason-needs_target = Choose a car to attack.
reason-no_target_needed = That card takes no target.
reason-no_such_car = No such car.
reason-own_car = Never attack your own car.
# The target reasons name the car aimed at ($target, as a sentence starts) and the card
# ($card, $card_a: the attack).
# Also: $card $card_gender
reason-target_protected = { $target } is protected against { $card_a }.
# Also: $card_a $card_gender
reason-target_has_it = { $target } already has that attack: { $card }.
# Also: $card $card_a $card_gender
reason-target_stopped = { $target } is already stopped.
# Also: $card $card_a $card_gender
reason-no_protections = { $target } has no protections.
# Also: $go $go_gender
reason-needs_green_light = You need { $go_a } first.
# Also: $go $go_gender
reason-red_light = You are stopped: play { $go_a }.
# $family names the breakdown: "gas", "tire" or "accident" ("other" if unknown); $cure is
# the card of this deck that repairs it.
# Also: $cure $cure_gender $go $go_a $go_gender
reason-broken_down = { $family ->
    [gas] You are out of gas: play { $cure_a } first.
    [tire] You have a flat tire: play { $cure_a } first.
    [accident] You had an accident: play { $cure_a } first.
   *[other] You are broken down: repair first.
}
reason-speed_limit = Speed limit: only 25 and 50.
reason-past_trip = That would take you past the end of the trip.
reason-third_200 = Only two 200s a round.
reason-nothing_to_cure = Nothing for that card to cure.
# $family and $cure as in reason-broken_down.
# Also: $go $go_gender $cure $cure_gender
reason-repair_first = { $family ->
    [gas] You are out of gas: play { $cure_a } first, then { $go_a }.
    [tire] You have a flat tire: play { $cure_a } first, then { $go_a }.
    [accident] You had an accident: play { $cure_a } first, then { $go_a }.
   *[other] Repair the breakdown first, then play { $go_a }.
}
reason-no_window = No dirty trick now.
reason-not_your_side = That attack was not on your car.
reason-not_the_answer = That safety does not answer the attack.
reason-window_open = Wait: a dirty trick window is open.
reason-window_not_timed = That window closes on the next draw.
reason-not_extension = There is nothing to choose now.
reason-extension_pending = Waiting for the choice at 700 miles.
reason-not_owner = Only the table owner deals the next round.
reason-unknown_action = That cannot be done.
