# The rules of the four presets, read in the Rules screen (game/ui/rules_screen.py).
# Each section is a title and a body; in a body, paragraphs are separated by a blank line and
# each paragraph is read as one utterance. A translation may use more or fewer paragraphs.
# The list of sections per preset is RULES_SECTIONS in rules_screen.py; some sections are
# shared by two presets (1000 milhas reuses several 1000 Miles sections). Big numbers are
# written { 1000 } so they take the language's number form; a preset named in a text is a
# reference to its name, { preset-1000_miles }.

## 1000 Miles

rules-1000_miles-1-title = The aim of the game
rules-1000_miles-1-body =
    Cover exactly one thousand miles before your opponents do, and stop them on the way.

    The game is scored in points. Every mile you cover is a point, and more points come from some of the cards you play and from the way you win a round.

    A match runs over several rounds and ends when someone reaches the score limit the table owner set beforehand, five thousand points unless they chose otherwise. Scores are checked at the end of each round, and the highest score wins. If two sides are tied at the top, another round is played.

rules-1000_miles-2-title = Players and teams
rules-1000_miles-2-body =
    On your own, two to six players play. In teams, four, six, eight or nine players play. Seven players never play: too many to play alone, and they make no equal teams.

    The team layouts are: four players, two teams of two; six players, two teams of three or three teams of two; eight players, two teams of four or four teams of two; nine players, three teams of three.

    In team play the whole team drives one car. The miles, the problems, the safeties, the count of 200 cards and the bonuses belong to the car. Each player keeps their own hand, which team-mates neither see nor play from. You never attack your own car.

    Teams are formed by choosing. The table owner hears the names of the others and takes team-mates one at a time, until the team is full. The choice then passes to a player not yet on a team; a computer player chooses at random. Only the names nobody has taken are offered. The last team is whoever is left. Around the table, seats alternate between the teams.

rules-1000_miles-3-title = The cards
rules-1000_miles-3-body =
    The deck holds 121 cards of four kinds: distance, attack, defense and safety.

    Distance cards move your car by their mileage: 25 miles, ten cards; 50 miles, ten cards; 75 miles, ten cards; 100 miles, twelve cards; 200 miles, four cards.

    Attack cards are played on an opponent's car. Red light stops the car, five cards. Speed limit allows only 25 and 50 miles but does not stop the car, four cards. Out of gas, flat tire and accident stop the car, three cards each. Counterflow turns the car around without stopping it, six cards.

    Defense cards each cure one attack. Green light cures a red light and starts your car at the beginning of a round, fourteen cards. End of speed limit, six cards. Gas cures out of gas, six cards. Spare tire cures a flat tire, six cards. Repairs cure an accident, six cards. End of counterflow, nine cards.

    Safety cards, one of each: right of way, extra tank, puncture proof and driving ace.

rules-1000_miles-4-title = Setting up a round
rules-1000_miles-4-body =
    The deck is shuffled, each player gets six cards, and the rest becomes the draw pile.

    Every car starts a round stopped: it needs a green light before it can move.

    Each new round, the first turn passes to the next player.

rules-1000_miles-5-title = A turn
rules-1000_miles-5-body =
    Your turn begins with six cards in your hand. First you draw a card, so you hold seven. No card is accepted from you before you have drawn.

    Then you play one card, or discard one, and your hand is back to six. The turn passes to the next player.

    You may always discard, even a card you could play.

    When the draw pile is empty and is not reshuffled, there is nothing to draw: you play or discard from your hand. A player whose hand is empty is skipped.

rules-1000_miles-6-title = Driving and arriving
rules-1000_miles-6-body =
    You play distance only while your car can drive: it has no breakdown and no red light, and it does not need a green light.

    The trip is exactly a thousand miles, not one more. A card that would take you past a thousand is refused: at 900 miles a 200 card is not accepted.

    Only two 200 cards per round. In team play the count belongs to the car, not to the player.

    Under a speed limit you keep moving, but only with 25 and 50 cards, until an end of speed limit.

rules-1000_miles-7-title = Attacks
rules-1000_miles-7-body =
    When you play an attack you choose the car it lands on. Only the cars it may legally land on are offered, each with its miles. With only one such car, the attack lands on it directly.

    The same attack does not repeat: you cannot give a flat tire to a car that already has one.

    A car whose side has played the answering safety is out of reach of that attack until the end of the round, and is not offered.

    Attacking a stopped car depends on the accumulation of problems option. Off, the default: a stopped car cannot be attacked at all, and that includes the start of a round, before anyone has a green light. On: any car can be attacked in any state, problems pile up, and the car does not move until every one of them is solved.

rules-1000_miles-8-title = Defenses
rules-1000_miles-8-body =
    A defense is accepted only when it cures something your car has. A green light is also accepted when your car needs one to start.

    A breakdown takes two steps. After gas, a spare tire or repairs your car is still stopped: it needs a green light to move.

    A restriction takes one step. After an end of speed limit or an end of counterflow you carry on at once, because the car was never stopped.

    Repair before you start: a green light is refused while a breakdown is unsolved.

rules-1000_miles-9-title = Safeties
rules-1000_miles-9-body =
    Right of way protects from red lights and speed limits, and means your car never needs a green light again this round. Extra tank protects from out of gas. Puncture proof protects from flat tires. Driving ace protects from accidents and counterflow.

    A safety does three things at once: it cures its problem if your car has it, it protects your side for the rest of the round, and it gives you an extra turn: draw a card and play or discard again. It is worth 100 points. You may play it at any time in your turn, after drawing.

    A safety played in your turn against a breakdown cures it as its defense would: your car still needs a green light, unless it has right of way. Only the dirty trick spares the green light.

    Do not rush to play a safety: held in your hand, it may be worth 400 points with a dirty trick.

rules-1000_miles-10-title = The dirty trick
rules-1000_miles-10-body =
    When an attack lands on your car and you hold the safety that answers it, you may play that safety at once, even when it is not your turn.

    The attack is cancelled as if it had never landed, and goes to the discards: no breakdown to repair and no green light to wait for. The safety protects you as usual. You score 400 points: 100 for the safety and 300 for the trick.

    The window is short: it stays open until the next player draws or plays. With two players, the next player after an attack on you is you: your own draw closes it.

    After a dirty trick you draw a card to be back to six, then take a full turn: draw, then play or discard. Play continues from you, so players sitting between the attacker and you lose their turn.

    In team play, the safety in a team-mate's hand protects the whole car, so the trick may come from their hand.

    A safety not used in the window can still be played later as a normal safety.

rules-1000_miles-11-title = Counterflow
rules-1000_miles-11-body =
    Counterflow does not stop your car: it turns it around. While it lasts, every distance card you play is taken off your miles instead of added, and you lose the same number of points.

    You never go back past the start. At 50 miles, a 100 card leaves you at zero and costs only the 50 miles you had. A car on zero loses nothing.

    A 200 card played backwards still counts as one of your two 200 cards, and it costs you the bonus for arriving without a 200.

    While turned around, discard your distance cards rather than play them, until an end of counterflow comes. Driving ace protects from counterflow.

    Listen carefully: counterflow and end of counterflow make the same sound on purpose. Check your car's state when you hear it.

rules-1000_miles-12-title = How a round ends
rules-1000_miles-12-body =
    A round ends at once when a car reaches exactly a thousand miles. That car wins the round and its bonuses are counted; nobody takes another turn.

    With the reshuffle option on, the default, the spent cards are shuffled into a new draw pile whenever the pile runs out, so a round normally ends only when someone arrives. If the pile has been rebuilt twenty times in one round, it is not rebuilt again, so a round always ends. Safeties never return to the pile.

    With the reshuffle option off, once the pile is empty everyone plays out their hands. The round ends with no winner and no bonuses when every hand is empty.

rules-1000_miles-13-title = Scoring
rules-1000_miles-13-body =
    Counted as you go: every mile is a point, and under counterflow every mile lost costs a point. Every safety is worth 100 points. Every dirty trick is worth 300 more, so 400 in all.

    To the winner of the round, once for the car: arrival, 300 points for completing the trip. Coronation, 300 points if the draw pile was empty when you arrived. Hood, 500 points if every opponent was still on zero miles when you arrived. No 200s, 300 points for completing the trip without playing a single 200 card.

    Miles and points are not the same number. Miles are your place on the road: they start again at zero every round and stop at the trip. Points are your total for the match and are never reset.

rules-1000_miles-14-title = What the table owner chooses
rules-1000_miles-14-body =
    Score limit: the points that end the match, from { 1000 } to { 500000 }; { 5000 } is usual.

    Accumulation of problems: whether a stopped car may be attacked, with problems piling up. Off unless the table owner turns it on.

    Reshuffle the discards: whether spent cards return to the draw pile when it runs out. On unless the table owner turns it off.

    Play in teams: offered only with four, six, eight or nine players, followed by how many teams when the number of players allows two layouts.

    The table owner also chooses each computer player's level and name.

rules-1000_miles-15-title = Worth remembering
rules-1000_miles-15-body =
    Count the safeties. If you hold one and have heard two played, the last one is in somebody's hand, and attacking them with what it answers invites a dirty trick.

    The list of targets gives each car's miles: aim your attacks at whoever is closest to the trip.

    Your score can pass a thousand while the round is still going: safeties, dirty tricks and bonuses are points that move no miles.

## 1000 milhas

rules-1000_milhas-1-title = The aim of the game
rules-1000_milhas-1-body =
    { preset-1000_milhas } is the Brazilian game of the thousand miles. Complete exactly one thousand miles before your opponents, and stop them from doing it before you.

    As in real racing, you watch your fuel, tires go flat, accidents happen, and there are speed limits and plain red lights.

    A match runs over several rounds and ends when someone reaches the score limit, five thousand points unless the table owner chose otherwise. The highest score wins; a tie at the top plays another round.

    These rules are the { preset-1000_miles } rules with three differences: counterflow cards are an option, off unless the table owner turns them on; speed limit and counterflow may be played on a stopped car; and a round also ends when a hand is empty after the draw pile has run out.

    A player of the Portuguese rules will notice two more things. Reshuffling the discards, a variant there, is on here unless the table owner turns it off. And after a safety or a dirty trick you draw a card before you play again.

rules-1000_milhas-2-title = The cards
rules-1000_milhas-2-body =
    With counterflow cards, the deck holds 121 cards; without them, 106.

    Distance cards: 25 miles, ten cards; 50 miles, ten cards; 75 miles, ten cards; 100 miles, twelve cards; 200 miles, four cards.

    Attack cards: red light, five cards; speed limit, four cards; out of gas, flat tire and accident, three cards each; and with the option, counterflow, six cards.

    Defense cards: green light, fourteen cards; end of speed limit, gas, spare tire and repairs, six cards each; and with the option, end of counterflow, nine cards.

    Safety cards, one of each: right of way, extra tank, puncture proof and driving ace.

rules-1000_milhas-3-title = Attacks
rules-1000_milhas-3-body =
    When you play an attack you choose the car it lands on. Only the cars it may legally land on are offered, each with its miles. With only one such car, the attack lands on it directly.

    The same attack does not repeat, and a car whose side has played the answering safety is out of reach of that attack until the end of the round.

    A speed limit and a counterflow may be played on any car, even a stopped one.

    The other attacks depend on the accumulation of problems option. Off, the default: they cannot be played on a stopped car, and that includes the start of a round. On: any car can be attacked, problems pile up, and the car does not move until every one of them is solved.

rules-1000_milhas-4-title = Counterflow cards
rules-1000_milhas-4-body =
    An option of the table owner, off unless they turn it on, as in the Portuguese rules, where it is a variant. With it, six counterflow cards join the attacks and nine end of counterflow cards join the defenses.

    Counterflow does not stop your car: it turns it around. While it lasts, every distance card you play is taken off your miles instead of added, and you lose the same number of points. You never go back past the start.

    A 200 card played backwards still counts as one of your two 200 cards, and it costs you the bonus for arriving without a 200.

    Counterflow may be played at any time, even on a stopped car, like a speed limit. Driving ace protects from it. Counterflow and end of counterflow make the same sound: check your car's state.

rules-1000_milhas-5-title = How a round ends
rules-1000_milhas-5-body =
    A round ends at once when a car reaches exactly a thousand miles. That car wins the round and its bonuses are counted.

    With the reshuffle option on, the spent cards are shuffled into a new draw pile whenever it runs out. Safeties never return to the pile. If the pile has been rebuilt twenty times in one round, it is not rebuilt again. The Portuguese rules make reshuffling a variant; here it is on unless the table owner turns it off.

    With the reshuffle option off, as in the Portuguese rules without the variant, once the draw pile is empty players play from their hands without drawing, and the round ends as soon as any player's hand is empty, with no winner and no bonuses.

rules-1000_milhas-6-title = What the table owner chooses
rules-1000_milhas-6-body =
    Score limit: the points that end the match, from { 1000 } to { 500000 }; { 5000 } is usual.

    Accumulation of problems: whether a stopped car may be attacked with any attack, with problems piling up. Off unless the table owner turns it on.

    Reshuffle the discards: whether spent cards return to the draw pile when it runs out. On unless the table owner turns it off, though the Portuguese rules make it a variant.

    Counterflow cards: whether counterflow and end of counterflow are in the deck. Off unless the table owner turns them on.

    Play in teams: offered only with four, six, eight or nine players, followed by how many teams when the number allows two layouts. The table owner also chooses each computer player's level and name.

rules-1000_milhas-7-title = A turn
rules-1000_milhas-7-body =
    Your turn begins with six cards in your hand. First you draw a card, so you hold seven. No card is accepted from you before you have drawn.

    Then you play one card, or discard one, and your hand is back to six. The turn passes to the next player. You may always discard, even a card you could play.

    When the draw pile is empty and is not reshuffled, there is nothing to draw: you play or discard from your hand, and the round ends as soon as any player's hand is empty.

rules-1000_milhas-8-title = Safeties
rules-1000_milhas-8-body =
    Right of way protects from red lights and speed limits, and means your car never needs a green light again this round. Extra tank protects from out of gas. Puncture proof protects from flat tires. Driving ace protects from accidents and counterflow.

    A safety cures its problem if your car has it, protects your side for the rest of the round, and is worth 100 points. You may play it at any time in your turn, after drawing.

    After a safety you play again, but first you draw a card. The Portuguese rules let you play another card at once, without drawing; this game gives you a whole extra turn, draw then play or discard, as in { preset-1000_miles }.

    A safety played in your turn against a breakdown cures it as its defense would: your car still needs a green light, unless it has right of way. Only the dirty trick spares the green light.

    Do not rush to play a safety: held in your hand, it may be worth 400 points with a dirty trick.

rules-1000_milhas-9-title = The dirty trick
rules-1000_milhas-9-body =
    When an attack lands on your car and you hold the safety that answers it, you may play that safety at once, even when it is not your turn. The window stays open until the next player draws or plays; with two players that next player is you, so your own draw closes it.

    The attack is cancelled as if it had never landed: no breakdown to repair and no green light to wait for. The safety protects you as usual. You score 400 points: 100 for the safety and 300 for the trick.

    Then, where the Portuguese rules let you play another card at once, this game has you draw a card to be back to six, then take a whole turn: draw, then play or discard. Play continues from you, so players sitting between the attacker and you lose their turn.

    In team play, the safety in a team-mate's hand protects the whole car, so the trick may come from their hand. A safety not used in the window can still be played later as a normal safety.

## Classic

rules-classic-1-title = The aim of the game
rules-classic-1-body =
    Race to the end of the trip, and stop everyone else on the way.

    The trip is exactly { 1000 } miles with four players, and 700 miles otherwise, with the chance to go on to { 1000 }.

    The first side to reach { 5000 } points over several hands wins the match. If more than one side gets there in the same hand, the side with the most points wins; a tie at the top plays another hand.

rules-classic-2-title = Players and teams
rules-classic-2-body =
    Two to four players play on their own. Four players may also play as two teams of two, and six players always play as three teams of two.

    A team drives one car and shares its miles, problems, safeties and points; each player keeps a private hand. Teams are formed by choosing team-mates by name, as in { preset-1000_miles }, and seats alternate between the teams.

rules-classic-3-title = The cards
rules-classic-3-body =
    The deck holds 106 cards. The game uses the same card names for every set of rules.

    Distance: 25, 50 and 75 miles, ten cards each; 100 miles, twelve cards; 200 miles, four cards.

    Hazards: red light, five cards; speed limit, four cards; out of gas, flat tire and accident, three cards each.

    Remedies: green light, fourteen cards; end of speed limit, gas, spare tire and repairs, six cards each.

    Safeties, one of each: right of way, extra tank, puncture proof and driving ace.

rules-classic-4-title = A turn
rules-classic-4-body =
    Your card for the turn is drawn for you at the start of your turn, so you hold seven cards.

    Then play one card or throw one away, so you always hold six. You may throw away a card you could play.

    When the draw pile is empty, there is nothing more to draw: everyone plays out the cards in their hands, and a player with no cards left is skipped.

rules-classic-5-title = Getting going
rules-classic-5-body =
    You need a green light before you can play distance. Every car starts each hand needing one.

    Nothing may take you past the end of the trip, and you may play only two 200 cards in a hand.

    Under a speed limit you may play only 25 and 50 miles until an end of speed limit.

rules-classic-6-title = Hazards and remedies
rules-classic-6-body =
    Hazards go on an opponent who is moving, never on a car that is already stopped, and never the same hazard twice.

    Red light is cured by a green light. Out of gas is cured by gas, then a green light. A flat tire is cured by a spare tire, then a green light. An accident is cured by repairs, then a green light. A speed limit is cured by an end of speed limit, and the car keeps moving.

    A green light is refused while a breakdown is not yet repaired.

rules-classic-7-title = Safeties
rules-classic-7-body =
    There is one of each safety. A safety protects your side for the rest of the hand, clears its hazard if it is on you, and gives you another turn. Each is worth 100 points.

    Right of way covers red light and speed limit, and with it you never need a green light again this hand. Extra tank covers out of gas. Puncture proof covers a flat tire. Driving ace covers an accident.

    A safety played in your turn against a breakdown clears it, but you still need a green light, unless you have right of way.

rules-classic-8-title = Countering: the dirty trick
rules-classic-8-body =
    When a hazard is played on your side and you hold its safety, play it straight back within five seconds, out of turn.

    The hazard is thrown away as if it never landed. You draw back up to six cards, and it is your turn next: players between the attacker and you lose their turn.

    A counter, which the game announces as a dirty trick, is worth 300 points more than the safety's 100.

rules-classic-9-title = How a hand and a match end
rules-classic-9-body =
    A hand ends when a side reaches exactly the end of the trip, or when the draw pile and every hand are empty. Scores are counted every hand, whether or not anyone finished.

    The match ends when a side reaches the score limit, { 5000 } points unless the table owner chose otherwise; the highest score wins.

    In Classic the discards are not reshuffled and problems do not pile up, unless the table owner chose otherwise.

rules-classic-10-title = Scoring
rules-classic-10-body =
    Every hand: each mile is a point; each safety, 100 points; all four safeties for one side, 300 more; each counter, 300 more.

    To the side that finishes the trip: finishing, 400 points; finishing after the draw pile ran out, 300 more; finishing without playing a 200 card, 300 more; finishing before anyone else moved a single mile, 500 more.

rules-classic-11-title = Going the distance
rules-classic-11-body =
    With two, three or six players the trip is 700 miles. The first side to reach 700 chooses: stop there, and the hand ends, or go on to { 1000 }.

    If the side goes on, the first side to reach { 1000 } scores the trip. If that is the side that chose to go on, it scores 200 more. If not, every other side scores 200 instead.

## Mile by Mile

rules-mile_by_mile-1-title = The aim of the game
rules-mile_by_mile-1-body =
    Be the first to reach the finish line, exactly. The trip is { 1000 } miles, or 700 if the table owner chose the short trip.

    The first car to reach the end of the trip wins the race. The match is won by the first player to win as many races as the table owner chose, one race unless they chose more, up to ten. No points are counted.

    Two to six players play, always on their own: Mile by Mile has no teams.

rules-mile_by_mile-2-title = The cards
rules-mile_by_mile-2-body =
    The deck holds 104 cards, or 105 with the remove all protections card.

    Distance: 25, 50 and 75 miles, ten cards each; 100 miles, twelve cards; 200 miles, four cards.

    Start, ten cards. Gas, spare tire, repairs, turn round and end of speed limit, four cards each.

    Stop, accident, turn back, out of gas, flat tire and speed limit, two cards each.

    Six protections, one card each: stop protection, gas protection, speed limit protection, accident protection, turn-back protection and tire protection.

    Skip a turn, ten cards. And if the table owner chose it, one remove all protections card.

rules-mile_by_mile-3-title = A turn
rules-mile_by_mile-3-body =
    At your turn you first draw a card, so you hold seven, then you use one card: play it or discard it. Then the turn moves to the next player.

    If the card you play cannot be used, it is not refused: it is discarded and your turn is over. For example, an out of gas played on a car that already has no gas is simply thrown away, and so is a start played while your car is broken down.

rules-mile_by_mile-4-title = Starting and driving
rules-mile_by_mile-4-body =
    Every car starts the race stopped and needs a start card before it can move.

    After a stop, an accident, a flat tire or running out of gas, the car is stopped: repair it first, then play a start to drive again.

    You must reach the finish exactly: a distance card that would take you past it cannot be used. There is no limit on 200 cards.

    Under a speed limit only 25 and 50 miles can be played, until an end of speed limit.

rules-mile_by_mile-5-title = Attacks
rules-mile_by_mile-5-body =
    Stop, accident, out of gas, flat tire, speed limit and turn back are played on an opponent's car, which you choose among the cars the attack can land on.

    Problems pile up: a car can be attacked even when it is already stopped, and it moves again only when every problem is solved. The same attack cannot be played twice on one car, and a car with the matching protection cannot receive it.

    Turn back turns a car around: its distance cards take it back towards the start instead of forward, never below zero.

rules-mile_by_mile-6-title = Remedies
rules-mile_by_mile-6-body =
    Gas cures out of gas, spare tire a flat tire, repairs an accident: after each, the car still needs a start.

    Start starts a stopped car once nothing else is wrong. Turn round cures turn back, and end of speed limit cures a speed limit; after those the car carries on at once.

rules-mile_by_mile-7-title = Protections
rules-mile_by_mile-7-body =
    Each protection cures its problem if your car has it, and protects you from it for the rest of the race. After playing a protection you get another turn: draw a card and use another.

    Stop protection: you never need a start again. Gas protection: you never run out of gas. Speed limit protection: nobody can limit your speed. Accident protection, turn-back protection and tire protection protect from their problems in the same way.

rules-mile_by_mile-8-title = Skip a turn and remove all protections
rules-mile_by_mile-8-body =
    Skip a turn: the next player loses their turn.

    Remove all protections, if the table owner put it in the deck: played on an opponent's car, it takes every protection off that car.

rules-mile_by_mile-9-title = How a race ends
rules-mile_by_mile-9-body =
    A race ends at once when a car reaches exactly the end of the trip; that car wins the race.

    When the draw pile runs out, the spent cards are shuffled into a new pile, so a race ends only when someone arrives. If the pile has been rebuilt twenty times in one race, it is not rebuilt again; then everyone plays out their hands, and the race ends with no winner when every hand is empty.

rules-mile_by_mile-10-title = Winning the match
rules-mile_by_mile-10-body =
    Races are played one after another, the first turn passing to the next player each race. The first player to win the number of races the table owner chose wins the match.

rules-mile_by_mile-11-title = What the table owner chooses
rules-mile_by_mile-11-body =
    Races to win: from 1 to 10; 1 unless the table owner chooses more.

    Trip: { 1000 } miles, or 700 for a shorter race.

    Remove all protections: whether the 105th card is in the deck. Off unless the table owner turns it on.

    Accumulation of problems and reshuffle of the discards are on in Mile by Mile; the table owner may switch them off. The table owner also chooses each computer player's level and name.

## Keys, the same for every set of rules

rules-common-keys-title = Keys
rules-common-keys-body =
    F1 speaks the keys of the screen you are on, at any time, in a match too.

    In a match: Left and Right arrows move through your hand, Home and End go to the first and last card, and the digits 1 to 7 go straight to a card. Space draws. Enter plays the card; Backspace, or Shift+Enter, discards it. D plays the dirty trick. H reads your whole hand. F2 tells your car and the game, F3 every car, F4 the scores, F5 the safeties and cards seen, F6 each player's last play. Escape opens the pause menu, where you can leave the match: it stays saved.

    In menus: Up and Down arrows move, Enter chooses, Escape goes back, Home and End go to the first and last item, and a letter jumps to the next item starting with it. Left and Right arrows change a value, Page Up and Page Down change it a lot.

    Comma and Period read older and newer messages; with Shift, the oldest and the newest. Ctrl+R repeats the last message. Ctrl alone silences speech.

    F7 and F8 lower and raise the volume of the sound cues; F9 and F10 lower and raise the master volume.

    In these rules: Up and Down choose a section, Enter reads the whole section, Right and Left read it paragraph by paragraph.
