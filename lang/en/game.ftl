# Narration of play, status keys and refusals. $who and $victim are "you" or "other";
# $player is a player's name. A card argument such as $card holds the card's words from
# cards.ftl (usually its .a form), and $card_gender its .gender, for languages that agree
# words with it; $attack is the plain name, $attack_a the object form, $attack_gender.
# Numbers (miles, points, counts) are numbers, formatted in the language's form (see
# language.ini); a big number in the text itself is written { 1000 }.

## Cars and lists
car-you = you
    .start = You
car-your-team = your team
    .start = Your team
car-team = the team of { $names }
    .start = The team of { $names }
list-and = { $first } and { $last }

## Events
event-round-started = Round { $round }. { $who ->
    [you] You play first.
   *[other] { $player } plays first.
} Trip: { $trip } miles.
event-your-turn-draw = Your turn: draw.
event-your-turn = Your turn.
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
   *[other] { $player } drives { $miles } miles, now at { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: { $miles }, at { $total }.
# Also: $card $card_a $card_gender
event-moved-back = { $who ->
    [you] Backwards! You lose { $miles } miles, now at { $total }.
   *[other] Backwards! { $player } loses { $miles } miles, now at { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: back { $miles }, at { $total }.
# Also: $card_gender
event-attacked = { $who ->
    [you] You play { $card } on { $target }.
   *[other] { $player } plays { $card } on { $target }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}You are stopped.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player }: { $card } on { $target }.
# Also: $card_gender
event-defended = { $who ->
    [you] You play { $card }.
   *[other] { $player } plays { $card }.
}{ $stopped ->
    [yes] {" "}Still stopped.
   *[no] {" "}Rolling.
}
# Also: $who $card_gender $stopped
event-defended-short = { $player }: { $card }.
# Also: $card_gender
event-safety = { $who ->
    [you] Safety! You play { $card }: { $points } points and another turn.
   *[other] Safety! { $player } plays { $card }: { $points } points and another turn.
}
# Also: $attack_a $attack_gender
event-trick-chance = Dirty trick! Press D to answer the { $attack }.
# Also: $card_gender $attack_a $attack_gender
event-trick = { $who ->
    [you] Dirty trick! You answer the { $attack } with { $card }: { $points } points. Your turn.
   *[other] Dirty trick! { $player } answers the { $attack } with { $card }: { $points } points.
}
# Also: $card_gender
event-discarded = { $who ->
    [you] You discard { $card }.
   *[other] { $player } discards { $card }.
}
# Also: $who $card $card_gender
event-discarded-short = { $player } discards.
# $card is the card's plain name. Also: $card_a $card_gender
event-wasted = { $who ->
    [you] Wasted: your { $card } is discarded. { $reason }
   *[other] Wasted: { $player }'s { $card } is discarded. { $reason }
}
event-skipped-card = { $who ->
    [you] You lose this turn.
   *[other] { $player } loses a turn.
}
event-skipped-empty = { $who ->
    [you] No cards left: you pass.
   *[other] { $player } has no cards and passes.
}
event-skip-played = { $who ->
    [you] You play skip a turn:
   *[other] { $player } plays skip a turn:
} { $victim ->
    [you] you lose your next turn.
   *[other] { $skipped } loses a turn.
}
# Also: $victim ("you" when the target is your car)
event-protections-removed = { $who ->
    [you] You remove
   *[other] { $player } removes
} { $count ->
    [one] the protection
   *[other] { $count } protections
} from { $target }.
event-extension-offered = { $who ->
    [you] 700 miles! Stop here and finish the round, or go on to { 1000 }? Press Enter to choose.
   *[other] { $player } reached 700 miles and is choosing whether to go on.
}
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] You go on to { 1000 } miles.
       *[other] { $player } goes on to { 1000 } miles.
    }
   *[no] { $who ->
        [you] You stop at 700 miles.
       *[other] { $player } stops at 700 miles.
    }
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
need-card = { $card }
need-nothing = no remedy left in this deck
need-miles = { $miles } miles to go
status-turn = { $who ->
    [you] Your turn.
   *[other] { $player }'s turn.
}
status-car = You are at { $miles } miles, { $left } to go. Problems: { $problems }. Next: { $need }. Safeties: { $safeties }. 200s played: { $two_hundreds }. { $direction ->
    [backwards] Driving backwards.
   *[forwards] Driving forwards.
}
status-game = Round { $round }, { $pile } cards in the pile, trip { $trip }.
status-other-car = { $car }: { $miles } miles, { $problems }{ $safeties ->
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
status-hand = { $count ->
    [0] Your hand is empty.
    [one] 1 card: { $cards }.
   *[other] { $count } cards: { $cards }.
}

## The play screen
play-resumed = Match resumed.
play-back = Back to the match.
play-next-round-prompt = Press Enter for the next round.
play-match-over-prompt = Press Enter to return to the menu.
play-trick-closed-by-draw = Your own draw closed the dirty trick window. Next time press D before drawing.
# $seconds: whole seconds before the held move is made (a dirty trick may still come)
play-held = { $seconds ->
    [one] You move in 1 second: a dirty trick may still come.
   *[other] You move in { $seconds } seconds: a dirty trick may still come.
}
play-hand-empty = Your hand is empty.
play-card = { $card }, { $position } of { $count }
play-no-card-number = No card { $number }: you hold { $count }.
play-target = { $car }, { $miles } miles
# $card is the card's plain name (its value in cards.ftl), as in a list.
play-confirm-discard-safety = Discard { $card }, a safety? It is worth 400 points in a dirty trick.
play-extension-question = 700 miles reached.
play-extension-go-on = Go on to { 1000 } miles
play-extension-stop = Stop at 700 and finish the round
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
help-play-f6 = each player's last play
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
reason-target_protected = That car is protected by a safety.
reason-target_has_it = That car already has it.
reason-target_stopped = That car is already stopped.
reason-no_protections = That car has no protections.
# Also: $go $go_gender
reason-needs_green_light = You need { $go_a } first.
# Also: $go $go_gender
reason-red_light = You are stopped: play { $go_a }.
reason-broken_down = You are broken down: repair first.
reason-speed_limit = Speed limit: only 25 and 50.
reason-past_trip = That would take you past the end of the trip.
reason-third_200 = Only two 200s a round.
reason-nothing_to_cure = Nothing for that card to cure.
# Also: $go $go_gender
reason-repair_first = Repair the breakdown first, then play { $go_a }.
reason-no_window = No dirty trick now.
reason-not_your_side = That attack was not on your car.
reason-not_the_answer = That safety does not answer the attack.
reason-window_open = Wait: a dirty trick window is open.
reason-window_not_timed = That window closes on the next draw.
reason-not_extension = There is nothing to choose now.
reason-extension_pending = Waiting for the choice at 700 miles.
reason-not_owner = Only the table owner deals the next round.
reason-unknown_action = That cannot be done.
