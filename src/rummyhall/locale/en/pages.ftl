# English, made from the sources by `make catalogs` (tools/catalogs.py): do not edit.

# A board of nine pots, a poker hand and a run of cards in suit: play out first to collect.
a-board-of-nine-pots-a-ea32b5 = A board of nine pots, a poker hand and a run of cards in suit: play out first to collect.

# a bot
a-bot-657078 = a bot

# a card room for Liverpool rummy, Carousel and Rummoli
a-card-room-for-liverpool-rummy-3bff47 = a card room for Liverpool rummy, Carousel and Rummoli

# a face-down card
a-face-down-card-3e8173 = a face-down card

# A first meld in a round needs a whole meld from your hand
a-first-meld-in-a-round-cced3e = A first meld in a round needs a whole meld from your hand

# (a hidden card)
a-hidden-card-7d58b8 = (a hidden card)

# a meld needs at least three cards
a-meld-needs-at-least-three-362385 = a meld needs at least three cards

# a message is a JSON object with a "type"
a-message-is-a-json-object-c1b31f = a message is a JSON object with a "type"

# a name may hold letters, digits, punctuation and spaces only
a-name-may-hold-letters-digits-acb22e = a name may hold letters, digits, punctuation and spaces only

# A new game with the same players is ready:
a-new-game-with-the-same-ba72ae = A new game with the same players is ready:

# a person (invite)
a-person-invite-363cc7 = a person (invite)

# A pot must be claimed before the next card is played
a-pot-must-be-claimed-before-9358ea = A pot must be claimed before the next card is played

# A raise puts in the {count} to call plus the raise.
a-raise-puts-in-the-count-59bdfe = A raise puts in the { $count } to call plus the raise.

# A round of limit betting
a-round-of-limit-betting-21411f = A round of limit betting

# a seat is still empty: wait for a player or give it to a bot
a-seat-is-still-empty-wait-1f95c1 = a seat is still empty: wait for a player or give it to a bot

# ace
ace-3c4a5d = ace

# {action} (b, Enter)
action-b-enter-5087c2 = { $action } (b, Enter)

# Add selected as a meld
add-selected-as-a-meld-13efad = Add selected as a meld

# all in
all-in-9dd61f = all in

# Allow a game of two
allow-a-game-of-two-948ff6 = Allow a game of two

# Allow hints
allow-hints-5629f1 = Allow hints

# An exact cut scores -50 for the cutter
an-exact-cut-scores-50-for-fa0ae9 = An exact cut scores -50 for the cutter

# …and {count} more (type it)
and-count-more-type-it-4b9f8d =
    { $count ->
        [one] …and { $count } more (type it)
       *[other] …and { $count } more (type them)
    }

# (anyone may take a free seat; untick to play with invited people only)
anyone-may-take-a-free-seat-9b8bc0 = (anyone may take a free seat; untick to play with invited people only)

# Asking the greedy bot…
asking-the-greedy-bot-7f1419 = Asking the greedy bot…

# At the table:
at-the-table-9fa865 = At the table:

# At this table
at-this-table-fe9421 = At this table

# away
away-54ea87 = away

# {away:seats} has not come back to play again yet: wait for them or give their seats to bots
away-has-not-come-back-to-f85226 = { $away } has not come back to play again yet: wait for them or give their seats to bots

# {away:seats} have not come back to play again yet: wait for them or give their seats to bots
away-have-not-come-back-to-dfd8cf = { $away } have not come back to play again yet: wait for them or give their seats to bots

# < back
back-f88b76 = < back

# Back to hand
back-to-hand-72b1e9 = Back to hand

# Back to the lobby
back-to-the-lobby-952b15 = Back to the lobby

# Bet
bet-c5b360 = Bet

# bet {count}
bet-count-07f27c = bet { $count }

# Bid
bid-b5d15c = Bid

# Bid for the widow ({cards:card}, unseen): more than {bid}, at most your {chips:chip}.
bid-for-the-widow-cards-unseen-76d80d =
    Bid for the widow ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, unseen): more than { $bid }, at most your { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }.

# bid for the widow, or pass.
bid-for-the-widow-or-pass-897fd8 = bid for the widow, or pass.

# book
book-c1948a = book

# Bots by kind
bots-by-kind-c240f2 = Bots by kind

# Bots' level
bots-level-e4b53b = Bots' level

# bots must be a list with one entry per seat: a level ({levels}), a bot ({bots}) or null for a person
bots-must-be-a-list-with-833832 = bots must be a list with one entry per seat: a level ({ $levels }), a bot ({ $bots }) or null for a person

# Buy (May I?) (b)
buy-may-i-b-fb430e = Buy (May I?) (b)

# By rank
by-rank-1f26a6 = By rank

# By suit
by-suit-85899b = By suit

# Call {count}, all in (c)
call-count-all-in-c-86e552 = Call { $count }, all in (c)

# Call {count} (c)
call-count-c-f775e7 = Call { $count } (c)

# Cancel
cancel-35afca = Cancel

# {card} cannot be laid off on meld m{id} now
card-cannot-be-laid-off-on-71748e = { $card } cannot be laid off on meld m{ $id } now

# {card} is your only legal card; playing it for you…
card-is-your-only-legal-card-ee5613 = { $card } is your only legal card; playing it for you…

# {card} on top
card-on-top-63b90a = { $card } on top

# {card} (playable)
card-playable-a35e47 = { $card } (playable)

# {card}, played by {name}
card-played-by-name-78d518 = { $card }, played by { $name }

# {card}, selected
card-selected-6a6c35 = { $card }, selected

# {card} was on the table: it stays on the table (only cards from your hand go back)
card-was-on-the-table-it-670864 = { $card } was on the table: it stays on the table (only cards from your hand go back)

# Carousel
carousel-d700f0 = Carousel

# Check (c)
check-c-2d0006 = Check (c)

# check or bet.
check-or-bet-d01247 = check or bet.

# (checking…)
checking-95ab0c = (checking…)

# Checking the draft…
checking-the-draft-9a3232 = Checking the draft…

# Chips
chips-9ef42a = Chips

# Chips each player starts with
chips-each-player-starts-with-0b194b = Chips each player starts with

# chips to {verb} ({min}-{max})
chips-to-verb-min-max-fe8f7f = chips to { $verb } ({ $min }-{ $max })

# choose a bot: {bots}
choose-a-bot-bots-2f3924 = choose a bot: { $bots }

# choose a game: {games}
choose-a-game-games-9b3835 = choose a game: { $games }

# Choose a game, name yourself and give any seats you like to bots. You get an invite link to send to the others.
choose-a-game-name-yourself-and-7e9ef1 = Choose a game, name yourself and give any seats you like to bots. You get an invite link to send to the others.

# Claim (m)
claim-m-68026e = Claim (m)

# claim the {pot} pot.
claim-the-pot-pot-4b343f = claim the { $pot } pot.

# Click a highlighted card in your hand (or move to it with the arrow keys and press Enter).
click-a-highlighted-card-in-your-4db7f9 = Click a highlighted card in your hand (or move to it with the arrow keys and press Enter).

# Click (or drag to) a highlighted meld to lay the selected card off; or discard it.
click-or-drag-to-a-highlighted-c01362 = Click (or drag to) a highlighted meld to lay the selected card off; or discard it.

# Close the rules
close-the-rules-d119dd = Close the rules

# clubs
clubs-a048ad = clubs

# Connecting…
connecting-4d2cf9 = Connecting…

# connection lost - reconnecting…
connection-lost-reconnecting-ab473e = connection lost - reconnecting…

# contract: {contract}
contract-contract-798c68 = contract: { $contract }

# Copy
copy-658f36 = Copy

# +{count} bet
count-bet-40b306 = +{ $count } bet

# {count} bought
count-bought-af6e1d = { $count } bought

# …{count} earlier
count-earlier-bed864 = …{ $count } earlier

# {count} round won
count-round-won-8279bd =
    { $count ->
        [one] { $count } round won
       *[other] { $count } rounds won
    }

# {count} table is waiting for players.
count-table-is-waiting-for-players-f8a399 =
    { $count ->
        [one] { $count } table is waiting for players.
       *[other] { $count } tables are waiting for players.
    }

# {count} to call: call, raise or fold.
count-to-call-call-raise-or-d0c3e7 = { $count } to call: call, raise or fold.

# Create the table
create-the-table-fc91bd = Create the table

# Cut
cut-58e258 = Cut

# Cut: lift how many cards? (exactly {count} earns -50)
cut-lift-how-many-cards-exactly-40e69b = Cut: lift how many cards? (exactly { $count } earns -50)

# Dead hand: {cards:card}, out of play (nobody took the widow).
dead-hand-cards-out-of-play-e93487 =
    Dead hand: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, out of play (nobody took the widow).

# Deal
deal-14c048 = Deal

# Deal {deal} is over: {winner}.
deal-deal-is-over-winner-80854d = Deal { $deal } is over: { $winner }.

# Deal {deal} of 7
deal-deal-of-7-e07ca7 = Deal { $deal } of 7

# dealer
dealer-6d12e3 = dealer

# Declare
declare-bfc88d = Declare

# diamonds
diamonds-25d77d = diamonds

# Discard · {count}
discard-count-d9c5b2 = Discard · { $count }

# discard pile, {count} card
discard-pile-count-card-966900 =
    { $count ->
        [one] discard pile, { $count } card
       *[other] discard pile, { $count } cards
    }

# discard the selected card (x)
discard-the-selected-card-x-36e4f9 = discard the selected card (x)

# Discard (x)
discard-x-ca9125 = Discard (x)

# down
down-3db9b9 = down

# Drag a card here to take it back.
drag-a-card-here-to-take-bc3761 = Drag a card here to take it back.

# draw a card (d)
draw-a-card-d-fbf7dd = draw a card (d)

# Draw pile · {count}
draw-pile-count-0c0bd0 = Draw pile · { $count }

# Draw pile: {count} card.
draw-pile-count-card-5bbd8d =
    { $count ->
        [one] Draw pile: { $count } card.
       *[other] Draw pile: { $count } cards.
    }

# draw pile, {count} card
draw-pile-count-card-855bf0 =
    { $count ->
        [one] draw pile, { $count } card
       *[other] draw pile, { $count } cards
    }

# Draw up to three cards, then meld by rearranging the whole table; knock with five points or less.
draw-up-to-three-cards-then-df158e = Draw up to three cards, then meld by rearranging the whole table; knock with five points or less.

# e.g. {move}
e-g-move-eda646 = e.g. { $move }

# eight
eight-d4fa84 = eight

# empty
empty-18a7be = empty

# {empty} seats are still empty: wait for players or give them to bots
empty-seats-are-still-empty-wait-031d7c = { $empty } seats are still empty: wait for players or give them to bots

# End a deal after this many turns (for simulations)
end-a-deal-after-this-many-256b6e = End a deal after this many turns (for simulations)

# End-of-game bonuses
end-of-game-bonuses-07ef7d = End-of-game bonuses

# Every card of your hand is in the draft: melding it goes out.
every-card-of-your-hand-is-2846d7 = Every card of your hand is in the draft: melding it goes out.

# Every finished game keeps its record: open one to replay it move by move.
every-finished-game-keeps-its-record-d84993 = Every finished game keeps its record: open one to replay it move by move.

# every move of the game
every-move-of-the-game-6dc380 = every move of the game

# every seat at this table is taken
every-seat-at-this-table-is-4decec = every seat at this table is taken

# Everyone is here: start the game.
everyone-is-here-start-the-game-ed6a09 = Everyone is here: start the game.

# Exchange for the widow (e)
exchange-for-the-widow-e-c15eda = Exchange for the widow (e)

# exchange your hand for the widow, or keep it.
exchange-your-hand-for-the-widow-45c175 = exchange your hand for the widow, or keep it.

# Final chips
final-chips-cf5302 = Final chips

# Final poker: a fresh deal, the widow ({cards:card}) dealt dead.
final-poker-a-fresh-deal-the-fe0a07 =
    Final poker: a fresh deal, the widow ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }) dealt dead.

# Final poker for the {pot} pot
final-poker-for-the-pot-pot-579b0f = Final poker for the { $pot } pot

# Final poker for the whole board
final-poker-for-the-whole-board-764086 = Final poker for the whole board

# Final score
final-score-c8fe9b = Final score

# Finished games
finished-games-610e3e = Finished games

# finished games
finished-games-93391f = finished games

# first move
first-move-f1a1b1 = first move

# {first} or {second}
first-or-second-9fa3e3 = { $first } or { $second }

# five
five-aeb443 = five

# Fold (f)
fold-f-8f55a1 = Fold (f)

# folded
folded-e36ec5 = folded

# For {low} to {high} players.
for-low-to-high-players-33d90f = For { $low } to { $high } players.

# For {low} to {high} players ({fewest} with “{option}”).
for-low-to-high-players-fewest-6a94aa = For { $low } to { $high } players ({ $fewest } with “{ $option }”).

# four
four-2f69f5 = four

# Four-colour deck
four-colour-deck-c53efc = Four-colour deck

# Game
game-c27623 = Game

# {game} - {count} player
game-count-player-1ed70b =
    { $count ->
        [one] { $game } - { $count } player
       *[other] { $game } - { $count } players
    }

# {game} has no option {name}; its options are {known}
game-has-no-option-name-its-45d3cf = { $game } has no option { $name }; its options are { $known }

# {game} is for {low} to {high} players; for {count}, turn on the option "{option}" ({name})
game-is-for-low-to-high-03bdaa = { $game } is for { $low } to { $high } players; for { $count }, turn on the option "{ $option }" ({ $name })

# {game} is for {low} to {high} players, not {value}: choose fewer seats
game-is-for-low-to-high-28e64c = { $game } is for { $low } to { $high } players, not { $value }: choose fewer seats

# {game} is for {low} to {high} players, not {value}: choose more seats
game-is-for-low-to-high-ad8637 = { $game } is for { $low } to { $high } players, not { $value }: choose more seats

# Game over.
game-over-272134 = Game over.

# Game over
game-over-af2e74 = Game over

# Game over. {result}
game-over-result-5b33cc = Game over. { $result }

# {game}: the rules
game-the-rules-ce0c08 = { $game }: the rules

# {game}: the rules in short
game-the-rules-in-short-fb3d70 = { $game }: the rules in short

# give to a bot
give-to-a-bot-fbf177 = give to a bot

# Go down
go-down-cd2ff2 = Go down

# Go down: {contract}
go-down-contract-bdc5f8 = Go down: { $contract }

# Go to the lobby
go-to-the-lobby-b0d0cc = Go to the lobby

# go to the new table
go-to-the-new-table-9200fb = go to the new table

# go to your seat
go-to-your-seat-e8d907 = go to your seat

# greedy
greedy-8333b8 = greedy

# Hands
hands-a9d3f1 = Hands

# Hands compared, no betting
hands-compared-no-betting-f0ebbf = Hands compared, no betting

# hearts
hearts-a5d921 = hearts

# here
here-213b65 = here

# hidden card
hidden-card-5a11b0 = hidden card

# high bid {bid}
high-bid-bid-f0ca35 = high bid { $bid }

# Highest bid: {bid} by {name}.
highest-bid-bid-by-name-dd35ca = Highest bid: { $bid } by { $name }.

# Hint
hint-cbf455 = Hint

# hints are turned off at this table
hints-are-turned-off-at-this-0b43fc = hints are turned off at this table

# hints must be true (allowed) or false (turned off)
hints-must-be-true-allowed-or-7a0f6b = hints must be true (allowed) or false (turned off)

# House rule:
house-rule-a907ee = House rule:

# House rules
house-rules-60077b = House rules

# House rules: {rules}
house-rules-rules-fee989 = House rules: { $rules }

# How it works
how-it-works-d03ba4 = How it works

# How to rearrange the table
how-to-rearrange-the-table-0afeb8 = How to rearrange the table

# In hand
in-hand-35557b = In hand

# in meld {number}
in-meld-number-a7eac0 = in meld { $number }

# in meld {number}, from your hand
in-meld-number-from-your-hand-a3e69c = in meld { $number }, from your hand

# in your hand
in-your-hand-a7ac57 = in your hand

# Invite link:
invite-link-7501d7 = Invite link:

# is on or off (true or false)
is-on-or-off-true-or-0fc8e9 = is on or off (true or false)

# it is not your move; a hint is given when you have a move to make
it-is-not-your-move-a-38a10a = it is not your move; a hint is given when you have a move to make

# it is not your turn
it-is-not-your-turn-be7fc8 = it is not your turn

# jack
jack-2e53cc = jack

# Join
join-300253 = Join

# Join {names} at {game} ({count} seat free)
join-names-at-game-count-seat-684ca2 =
    { $count ->
        [one] Join { $names } at { $game } ({ $count } seat free)
       *[other] Join { $names } at { $game } ({ $count } seats free)
    }

# Join the table with your name.
join-the-table-with-your-name-85d98b = Join the table with your name.

# joker
joker-c98c2d = joker

# joker standing for {card}
joker-standing-for-card-7c7a79 = joker standing for { $card }

# Jokers and twos are wild
jokers-and-twos-are-wild-1c2902 = Jokers and twos are wild

# Keep my hand (k)
keep-my-hand-k-bb1071 = Keep my hand (k)

# keep your hand (you hold a pay card).
keep-your-hand-you-hold-a-17e217 = keep your hand (you hold a pay card).

# "{key}" ({moves}) is not a move you can make now
key-moves-is-not-a-move-01d674 = "{ $key }" ({ $moves }) is not a move you can make now

# Keys: k keep, e exchange, b amount box (Enter sends), p pass, c check or call, f fold, m claim, ← → move along your hand and Enter plays, / the command box, Esc leaves a box.
keys-k-keep-e-exchange-b-88a797 = Keys: k keep, e exchange, b amount box (Enter sends), p pass, c check or call, f fold, m claim, ← → move along your hand and Enter plays, / the command box, Esc leaves a box.

# king
king-da13e3 = king

# Knock (your hand is worth {points})
knock-your-hand-is-worth-points-6c79b7 = Knock (your hand is worth { $points })

# Language
language-9a73db = Language

# last move
last-move-cb1bd0 = last move

# last turn to come
last-turn-to-come-8cfb55 = last turn to come

# Lay it down anyway
lay-it-down-anyway-85d916 = Lay it down anyway

# lay it off
lay-it-off-80afe4 = lay it off

# lay it off at the {end} end
lay-it-off-at-the-end-55583e = lay it off at the { $end } end

# lay it off at the high end
lay-it-off-at-the-high-387ed3 = lay it off at the high end

# lay it off at the low end
lay-it-off-at-the-low-f22afa = lay it off at the low end

# Lay the selected card off here
lay-the-selected-card-off-here-ff7c3e = Lay the selected card off here

# lead your lowest card.
lead-your-lowest-card-8469ac = lead your lowest card.

# Left holding
left-holding-560d1e = Left holding

# Let it go (p)
let-it-go-p-897591 = Let it go (p)

# List it under Open tables
list-it-under-open-tables-323662 = List it under Open tables

# listed must be true (shown in the lobby's open tables) or false (invitation only)
listed-must-be-true-shown-in-eef25b = listed must be true (shown in the lobby's open tables) or false (invitation only)

# Liverpool rummy
liverpool-rummy-a910a0 = Liverpool rummy

# Loading the rules…
loading-the-rules-481cd8 = Loading the rules…

# Looking for tables waiting for players…
looking-for-tables-waiting-for-players-0c3f73 = Looking for tables waiting for players…

# lowest
lowest-e8b0cb = lowest

# may buy
may-buy-ca0eec = may buy

# “May I”: the first to ask gets the discard
may-i-the-first-to-ask-b821c1 = “May I”: the first to ask gets the discard

# Meld and go out (m)
meld-and-go-out-m-bbab97 = Meld and go out (m)

# Meld (m)
meld-m-04c43c = Meld (m)

# meld m{id}, {name}'s {kind}: {cards}
meld-m-id-name-s-kind-2d19bb = meld m{ $id }, { $name }'s { $kind }: { $cards }

# meld m{id}, your {kind}: {cards}
meld-m-id-your-kind-cards-a83027 = meld m{ $id }, your { $kind }: { $cards }

# Meld {number}
meld-number-0319b6 = Meld { $number }

# meld {number}
meld-number-8181de = meld { $number }

# melded
melded-42dd21 = melded

# messages are JSON text, not binary data
messages-are-json-text-not-binary-c1928c = messages are JSON text, not binary data

# More
more-4f34d9 = More

# Most buys per player in a deal (empty: no limit)
most-buys-per-player-in-a-107391 = Most buys per player in a deal (empty: no limit)

# Most chips in one bet or raise
most-chips-in-one-bet-or-a1e03d = Most chips in one bet or raise

# Most times the stock is rebuilt in a deal (empty: no limit)
most-times-the-stock-is-rebuilt-4b88cf = Most times the stock is rebuilt in a deal (empty: no limit)

# move {move} of {total}
move-move-of-total-3b1f75 = move { $move } of { $total }

# move must be a number
move-must-be-a-number-1f1a77 = move must be a number

# must be a whole number at most {high}
must-be-a-whole-number-at-5dee61 = must be a whole number at most { $high }

# must be a whole number at most {high} (or none)
must-be-a-whole-number-at-5f4edc = must be a whole number at most { $high } (or none)

# must be a whole number
must-be-a-whole-number-bcf505 = must be a whole number

# must be a whole number from {low} to {high}
must-be-a-whole-number-from-1f5078 = must be a whole number from { $low } to { $high }

# must be a whole number from {low} to {high} (or none)
must-be-a-whole-number-from-882eae = must be a whole number from { $low } to { $high } (or none)

# must be a whole number {low} or more
must-be-a-whole-number-low-c974b8 = must be a whole number { $low } or more

# must be a whole number {low} or more (or none)
must-be-a-whole-number-low-d1e927 = must be a whole number { $low } or more (or none)

# must be a whole number (or none)
must-be-a-whole-number-or-eab6bc = must be a whole number (or none)

# must be one of {choices}
must-be-one-of-choices-edb330 = must be one of { $choices }

# {name} (a {bot} bot is playing for them)
name-a-bot-bot-is-playing-69e78f = { $name } (a { $bot } bot is playing for them)

# {name}: {count} card
name-count-card-4f1792 =
    { $count ->
        [one] { $name }: { $count } card
       *[other] { $name }: { $count } cards
    }

# {name} is at the table; only an empty or abandoned seat can go to a bot
name-is-at-the-table-only-471bfb = { $name } is at the table; only an empty or abandoned seat can go to a bot

# {name} went out
name-went-out-ca4040 = { $name } went out

# {name} - winner
name-winner-c3f348 = { $name } - winner

# {name} won the {pot} pot: {chips:chip} (round {round}).
name-won-the-pot-pot-chips-8f83f0 =
    { $name } won the { $pot } pot: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } (round { $round }).

# {name} won the {pot} pot: {chips:chip}.
name-won-the-pot-pot-chips-ae7a03 =
    { $name } won the { $pot } pot: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }.

# New meld
new-meld-91f59e = New meld

# Next: {card} (the next card of the suit), held by {name}.
next-card-the-next-card-of-a3db41 = Next: { $card } (the next card of the suit), held by { $name }.

# next >
next-e0018d = next >

# next move (right arrow)
next-move-right-arrow-0ece7e = next move (right arrow)

# Next: {name}'s lowest card, to lead the Rummoli phase.
next-name-s-lowest-card-to-f8978f = Next: { $name }'s lowest card, to lead the Rummoli phase.

# Next: {name}'s lowest {colour} card.
next-name-s-lowest-colour-card-cd650d = Next: { $name }'s lowest { $colour } card.

# Next: your lowest card, to lead the Rummoli phase.
next-your-lowest-card-to-lead-82438b = Next: your lowest card, to lead the Rummoli phase.

# Next: your lowest {colour} card.
next-your-lowest-colour-card-22b66f = Next: your lowest { $colour } card.

# nine
nine-16266f = nine

# no
no-62366f = no

# No bid yet.
no-bid-yet-1b8b02 = No bid yet.

# No card played yet this round.
no-card-played-yet-this-round-c0d46e = No card played yet this round.

# no cards
no-cards-51515b = no cards

# No finished games yet.
no-finished-games-yet-e1fd7f = No finished games yet.

# No house rules: this table plays the standard rules.
no-house-rules-this-table-plays-918828 = No house rules: this table plays the standard rules.

# no limit
no-limit-1cdb8e = no limit

# No melds on the table yet.
no-melds-on-the-table-yet-e06cab = No melds on the table yet.

# No table is waiting for players right now. Start one below: listed tables show here for anyone to join.
no-table-is-waiting-for-players-3c117e = No table is waiting for players right now. Start one below: listed tables show here for anyone to join.

# none
none-ada7af = none

# not connected to the server; reconnecting…
not-connected-to-the-server-reconnecting-ed0cd3 = not connected to the server; reconnecting…

# Not ready to meld: {fault}.
not-ready-to-meld-fault-697e96 = Not ready to meld: { $fault }.

# not ready to meld: {fault}
not-ready-to-meld-fault-89f105 = not ready to meld: { $fault }

# ✗ not valid: {fault}
not-valid-fault-af58d4 = ✗ not valid: { $fault }

# Nothing to call
nothing-to-call-720fc2 = Nothing to call

# Nothing to do right now.
nothing-to-do-right-now-136f11 = Nothing to do right now.

# off
off-ab3a8a = off

# on
on-61342f = on

# On to deal {deal}
on-to-deal-deal-6a5b1f = On to deal { $deal }

# On to round {round}
on-to-round-round-9fd87c = On to round { $round }

# On to the final poker
on-to-the-final-poker-f5f56e = On to the final poker

# one
one-ba2719 = one

# one card
one-card-c4847f = one card

# One click: you and bots at a table, and the game starts at once.
one-click-you-and-bots-at-8889b9 = One click: you and bots at a table, and the game starts at once.

# only a player at this table can start the game
only-a-player-at-this-table-3779c5 = only a player at this table can start the game

# only a player at this table can give a seat to a bot
only-a-player-at-this-table-e5843b = only a player at this table can give a seat to a bot

# Open tables
open-tables-a5cd3c = Open tables

# "{option}" ({name}) {allowed:sentence}, not {value}
option-name-allowed-not-value-dc71b1 = "{ $option }" ({ $name }) { $allowed }, not { $value }

# option {name}, default {default}
option-name-default-default-9e4b37 = option { $name }, default { $default }

# {option}: {value}
option-value-acbdb4 = { $option }: { $value }

# Options and house rules
options-and-house-rules-28fb68 = Options and house rules

# Options at this table
options-at-this-table-d0b20b = Options at this table

# out
out-ab1a36 = out

# out of the auction
out-of-the-auction-e77553 = out of the auction

# Paid
paid-f5240e = Paid

# Pass (end your turn)
pass-end-your-turn-c362c3 = Pass (end your turn)

# Pass (p)
pass-p-02f5f5 = Pass (p)

# Play again with the same players
play-again-with-the-same-players-6819b2 = Play again with the same players

# Play {game} now, against bots
play-game-now-against-bots-213020 = Play { $game } now, against bots

# Play my card for me when it is my only legal card
play-my-card-for-me-when-d1f449 = Play my card for me when it is my only legal card

# Play now
play-now-165252 = Play now

# play the next card, {card}.
play-the-next-card-card-05adef = play the next card, { $card }.

# play your lowest {colour} card.
play-your-lowest-colour-card-b4eb97 = play your lowest { $colour } card.

# Played {card} for you ({why}: your only legal card).
played-card-for-you-why-your-f7e9f6 = Played { $card } for you ({ $why }: your only legal card).

# Players
players-18dd36 = Players

# Playing {card} for you ({why}: your only legal card)…
playing-card-for-you-why-your-b48fd7 = Playing { $card } for you ({ $why }: your only legal card)…

# Points
points-a9f0a4 = Points

# Points for a lay-down that fails the contract
points-for-a-lay-down-that-7e4bce = Points for a lay-down that fails the contract

# {points} this deal
points-this-deal-c264a3 = { $points } this deal

# Poker betting: {chips:chip} in the pot, highest bet {bet} ({raises} of {most} raises); bets and raises are 1-{limit} chips.
poker-betting-chips-in-the-pot-262474 =
    Poker betting: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } in the pot, highest bet { $bet } ({ $raises } of { $most } raises); bets and raises are 1-{ $limit } chips.

# Poker
poker-c66945 = Poker

# Pot by pot, the smallest first
pot-by-pot-the-smallest-first-ebcd7f = Pot by pot, the smallest first

# {pot} pot: {chips:chip}
pot-pot-chips-30434e =
    { $pot } pot: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# {pot} pot: {chips:chip}; won by {won}
pot-pot-chips-won-by-won-09857f =
    { $pot } pot: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; won by { $won }

# Pots won
pots-won-9862eb = Pots won

# previous move (left arrow)
previous-move-left-arrow-452525 = previous move (left arrow)

# put cards from your hand on the table first (drag them to New meld, or select one and choose New meld)
put-cards-from-your-hand-on-3b42ff = put cards from your hand on the table first (drag them to New meld, or select one and choose New meld)

# Put here
put-here-5e92f7 = Put here

# put the selected card in meld {number}
put-the-selected-card-in-meld-908a5e = put the selected card in meld { $number }

# queen
queen-0fb740 = queen

# Raise by
raise-by-af22ba = Raise by

# random
random-144f0c = random

# {rank} of {suit}
rank-of-suit-ceb754 = { $rank } of { $suit }

# Ready to meld: you add {count} card.
ready-to-meld-you-add-count-645d10 =
    { $count ->
        [one] Ready to meld: you add { $count } card.
       *[other] Ready to meld: you add { $count } cards.
    }

# remove
remove-db9215 = remove

# Round
round-f4c753 = Round

# Round {round}
round-round-32e6ee = Round { $round }

# Round {round} is over: {why}.
round-round-is-over-why-836655 = Round { $round } is over: { $why }.

# Round {round} is over: {why}. Won by {winners}.
round-round-is-over-why-won-fbbf42 = Round { $round } is over: { $why }. Won by { $winners }.

# Round {round} of {rounds}
round-round-of-rounds-aadf24 = Round { $round } of { $rounds }

# Round {round} · the game ends at {count} point
round-round-the-game-ends-at-de5763 =
    { $count ->
        [one] Round { $round } · the game ends at { $count } point
       *[other] Round { $round } · the game ends at { $count } points
    }

# Rounds before the final poker (empty: until one player is left)
rounds-before-the-final-poker-empty-9dacc8 = Rounds before the final poker (empty: until one player is left)

# rule {rule}, in the rules (opens a new tab)
rule-rule-in-the-rules-opens-a72b21 = rule { $rule }, in the rules (opens a new tab)

# Rules
rules-428b2d = Rules

# Rummy! (that discard could be laid off) (r)
rummy-that-discard-could-be-laid-d793f9 = Rummy! (that discard could be laid off) (r)

# rummyhall - a card room for Liverpool rummy, Carousel and Rummoli
rummyhall-a-card-room-for-liverpool-174d50 = rummyhall - a card room for Liverpool rummy, Carousel and Rummoli

# rummyhall - finished games
rummyhall-finished-games-0db8a3 = rummyhall - finished games

# rummyhall - no such table
rummyhall-no-such-table-993d65 = rummyhall - no such table

# rummyhall - replay
rummyhall-replay-344563 = rummyhall - replay

# rummyhall - table
rummyhall-table-232fb2 = rummyhall - table

# run
run-2acd4e = run

# say how many players, as a whole number: {game} is for {low} to {high}
say-how-many-players-as-a-eeef18 = say how many players, as a whole number: { $game } is for { $low } to { $high }

# say which action, e.g. 'draw stock'
say-which-action-e-g-draw-99de3e = say which action, e.g. 'draw stock'

# say which action to check
say-which-action-to-check-9c89d4 = say which action to check

# Score sheet
score-sheet-08800a = Score sheet

# search
search-803328 = search

# Seat {seat}
seat-seat-d40f96 = Seat { $seat }

# Seats
seats-8f7063 = Seats

# select a card first (click it, or Enter on it), then the meld to put it in
select-a-card-first-click-it-32b662 = select a card first (click it, or Enter on it), then the meld to put it in

# Select cards in your hand, add them as a meld, repeat, then go down. Runs are read in order, lowest first.
select-cards-in-your-hand-add-712359 = Select cards in your hand, add them as a meld, repeat, then go down. Runs are read in order, lowest first.

# select one card of your hand first, then the meld to lay it off on
select-one-card-of-your-hand-0a174a = select one card of your hand first, then the meld to lay it off on

# select one card to discard
select-one-card-to-discard-39b7a7 = select one card to discard

# Send
send-f28e14 = Send

# Setting up the new table…
setting-up-the-new-table-cba939 = Setting up the new table…

# seven
seven-3583ac = seven

# Seven deals, each with its contract of books and runs to lay down; buy discards out of turn.
seven-deals-each-with-its-contract-13bcc9 = Seven deals, each with its contract of books and runs to lay down; buy discards out of turn.

# showed
showed-0f0cdd = showed

# six
six-ca3007 = six

# something went wrong on the server; nothing was changed
something-went-wrong-on-the-server-971ff9 = something went wrong on the server; nothing was changed

# sort by rank
sort-by-rank-f75a4d = sort by rank

# sort by suit
sort-by-suit-19c3bb = sort by suit

# spades
spades-c2636d = spades

# Start a table
start-a-table-789389 = Start a table

# Start again
start-again-9a4684 = Start again

# Start the game
start-the-game-19b2d0 = Start the game

# Starting the game…
starting-the-game-157e88 = Starting the game…

# Stock · {count}
stock-count-8560c3 = Stock · { $count }

# stock, {count} card
stock-count-card-0eef5a =
    { $count ->
        [one] stock, { $count } card
       *[other] stock, { $count } cards
    }

# stock, {count} card: draw from it (s)
stock-count-card-draw-from-it-d4d271 =
    { $count ->
        [one] stock, { $count } card: draw from it (s)
       *[other] stock, { $count } cards: draw from it (s)
    }

# <strong>Send the invite link</strong> the table shows you. On a home network, the others open it on their own computers or phones (the server must listen on the network: <code>{command}</code>).
strong-send-the-invite-link-strong-f24f82 = <strong>Send the invite link</strong> the table shows you. On a home network, the others open it on their own computers or phones (the server must listen on the network: <code>{ $command }</code>).

# <strong>Start a table:</strong> choose the game, your seat's name, and who sits in the others: people you invite or bots.
strong-start-a-table-strong-choose-29b414 = <strong>Start a table:</strong> choose the game, your seat's name, and who sits in the others: people you invite or bots.

# <strong>Start</strong> once every seat is filled. When the game ends, <em>Play again</em> sets up a new table for the same players.
strong-start-strong-once-every-seat-f15825 = <strong>Start</strong> once every seat is filled. When the game ends, <em>Play again</em> sets up a new table for the same players.

# take it (d)
take-it-d-1121df = take it (d)

# take the joker (put this card in its place)
take-the-joker-put-this-card-09467b = take the joker (put this card in its place)

# {taken} of {count} seat taken
taken-of-count-seat-taken-8501c1 =
    { $count ->
        [one] { $taken } of { $count } seat taken
       *[other] { $taken } of { $count } seats taken
    }

# ten
ten-bd01f4 = ten

# "{text}" is not a card: write a rank and a suit, like 9h, Th (ten) or Qs
text-is-not-a-card-write-259e89 = "{ $text }" is not a card: write a rank and a suit, like 9h, Th (ten) or Qs

# that message
that-message-488a2c = that message

# that message is too long (the limit is {limit} bytes)
that-message-is-too-long-the-5cd7ce = that message is too long (the limit is { $limit } bytes)

# that move number is from the future; reload the page
that-move-number-is-from-the-a2d661 = that move number is from the future; reload the page

# that request
that-request-5ac68a = that request

# that request is too large
that-request-is-too-large-dd85b7 = that request is too large

# That was your third draw: knock (k) or pass (p).
that-was-your-third-draw-knock-2cfb95 = That was your third draw: knock (k) or pass (p).

# the action needs 'seq': the number of moves you have seen
the-action-needs-seq-the-number-e350fd = the action needs 'seq': the number of moves you have seen

# the card the joker stands for
the-card-the-joker-stands-for-19a9a6 = the card the joker stands for

# The discard {card} is for sale (price: a stock card).
the-discard-card-is-for-sale-ef21d7 = The discard { $card } is for sale (price: a stock card).

# the draft is still being checked: a moment
the-draft-is-still-being-checked-0ea311 = the draft is still being checked: a moment

# The draw pile is empty: this is your last turn. Meld (m) or pass (p).
the-draw-pile-is-empty-this-bf1f17 = The draw pile is empty: this is your last turn. Meld (m) or pass (p).

# The final poker
the-final-poker-486293 = The final poker

# The game ends when someone reaches this many points
the-game-ends-when-someone-reaches-af2ab7 = The game ends when someone reaches this many points

# the game has already started
the-game-has-already-started-fde3d0 = the game has already started

# the game has not started yet
the-game-has-not-started-yet-007f60 = the game has not started yet

# the game is not over yet: you can play again with the same players once it ends
the-game-is-not-over-yet-30d590 = the game is not over yet: you can play again with the same players once it ends

# the game's rules and this table's house rules (key: ?)
the-game-s-rules-and-this-49215a = the game's rules and this table's house rules (key: ?)

# The greedy bot would let this chance go (pass).
the-greedy-bot-would-let-this-87a3d6 = The greedy bot would let this chance go (pass).

# The greedy bot would play: {action}.
the-greedy-bot-would-play-action-9e63b9 = The greedy bot would play: { $action }.

# The highest bidder pays the dealer; a pass is final.
the-highest-bidder-pays-the-dealer-15b4e4 = The highest bidder pays the dealer; a pass is final.

# (the Hint button: what the greedy bot would do)
the-hint-button-what-the-greedy-830292 = (the Hint button: what the greedy bot would do)

# The joker stands for
the-joker-stands-for-acd061 = The joker stands for

# The joker you took must go back on the table this turn.
the-joker-you-took-must-go-ee241e = The joker you took must go back on the table this turn.

# The link is wrong, or the table was closed (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-03a896 = The link is wrong, or the table was closed (a table left waiting in the lobby with nobody at it is closed after a while).

# The link is wrong, or the table no longer exists (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-c9145c = The link is wrong, or the table no longer exists (a table left waiting in the lobby with nobody at it is closed after a while).

# the melds on the table
the-melds-on-the-table-e75ce6 = the melds on the table

# The open tables could not be fetched; trying again in a moment.
the-open-tables-could-not-be-ed6a6f = The open tables could not be fetched; trying again in a moment.

# the options must be an object of name: value, such as {example}
the-options-must-be-an-object-d4c768 = the options must be an object of name: value, such as { $example }

# The poker hand of each round
the-poker-hand-of-each-round-c2a8ae = The poker hand of each round

# The pot holds {pot:chip}; you have {chips:chip}.
the-pot-holds-pot-you-have-293124 =
    The pot holds { $pot ->
        [one] { $pot } chip
       *[other] { $pot } chips
    }; you have { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }.

# the record as text
the-record-as-text-c1d2b9 = the record as text

# the request must be a JSON object
the-request-must-be-a-json-d77953 = the request must be a JSON object

# the rules could not be loaded: {why}
the-rules-could-not-be-loaded-d26aed = the rules could not be loaded: { $why }

# The rules of each game: {liverpool}, {carousel}, {rummoli}.
the-rules-of-each-game-liverpool-baae22 = The rules of each game: { $liverpool }, { $carousel }, { $rummoli }.

# the rules: {option}
the-rules-option-d382c4 = the rules: { $option }

# The run ({cards:card} played)
the-run-cards-played-a11abc =
    The run ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } played)

# the server could not save that move; reload the page
the-server-could-not-save-that-5334fd = the server could not save that move; reload the page

# the server could not save that; nothing changed, try again in a moment
the-server-could-not-save-that-6a1912 = the server could not save that; nothing changed, try again in a moment

# the server could not save that move; nothing changed, try again in a moment
the-server-could-not-save-that-b0e3b5 = the server could not save that move; nothing changed, try again in a moment

# the server could not save the new table; try again in a moment
the-server-could-not-save-the-5845b1 = the server could not save the new table; try again in a moment

# the server could not save your seat at the new table; reload
the-server-could-not-save-your-382b38 = the server could not save your seat at the new table; reload

# the server lost track of this table; reload the page
the-server-lost-track-of-this-4703a4 = the server lost track of this table; reload the page

# the server's answer could not be read
the-server-s-answer-could-not-f6fd04 = the server's answer could not be read

# the server said no ({status})
the-server-said-no-status-0e6257 = the server said no ({ $status })

# The start of the game.
the-start-of-the-game-309532 = The start of the game.

# The summary is on the table: when you have read it, press “{button}”.
the-summary-is-on-the-table-619426 = The summary is on the table: when you have read it, press “{ $button }”.

# The table
the-table-3a108b = The table

# The table (as the server sends it)
the-table-as-the-server-sends-d3bace = The table (as the server sends it)

# the table has moved on since you decided (someone acted first); look at the new position and try again
the-table-has-moved-on-since-7092f4 = the table has moved on since you decided (someone acted first); look at the new position and try again

# the table is changing too fast; try again in a moment
the-table-is-changing-too-fast-0ec726 = the table is changing too fast; try again in a moment

# The table - your draft (nothing changes until you meld)
the-table-your-draft-nothing-changes-f5bb9d = The table - your draft (nothing changes until you meld)

# The whole board in one pot
the-whole-board-in-one-pot-14cb11 = The whole board in one pot

# there is no bot {value} for seat {seat}: choose a level ({levels}), a bot ({bots}) or null for a person
there-is-no-bot-value-for-0e7380 = there is no bot { $value } for seat { $seat }: choose a level ({ $levels }), a bot ({ $bots }) or null for a person

# there is no finished game with that id
there-is-no-finished-game-with-5436f0 = there is no finished game with that id

# there is no game {value}; choose a game: {games}
there-is-no-game-value-choose-6011e5 = there is no game { $value }; choose a game: { $games }

# there is no move to hint at: the game is not being played
there-is-no-move-to-hint-45e9d8 = there is no move to hint at: the game is not being played

# there is no such seat
there-is-no-such-seat-82a817 = there is no such seat

# there is no such table
there-is-no-such-table-588e15 = there is no such table

# There is no such table
there-is-no-such-table-73dbf8 = There is no such table

# there is nothing to bid, bet or raise now
there-is-nothing-to-bid-bet-3e444f = there is nothing to bid, bet or raise now

# there is nothing to undo in this turn
there-is-nothing-to-undo-in-f770d0 = there is nothing to undo in this turn

# (this address works only on this computer: to play across your network, open the page at the address the server printed)
this-address-works-only-on-this-7ca59e = (this address works only on this computer: to play across your network, open the page at the address the server printed)

# this browser's seat is not known at this table; you are watching
this-browser-s-seat-is-not-e18a9f = this browser's seat is not known at this table; you are watching

# This fails: {fault}. It would cost you {points:point}.
this-fails-fault-it-would-cost-a58bda =
    This fails: { $fault }. It would cost you { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

# this game has already started; you can watch it
this-game-has-already-started-you-fd323c = this game has already started; you can watch it

# this server cannot make new tables
this-server-cannot-make-new-tables-01468d = this server cannot make new tables

# This table no longer exists
this-table-no-longer-exists-922279 = This table no longer exists

# three
three-888603 = three

# {title} - the board
title-the-board-d9e635 = { $title } - the board

# to act
to-act-0fbbff = to act

# to bid
to-bid-8dfab9 = to bid

# To call: {chips:chip}
to-call-chips-731626 =
    To call: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# To meld, build the table in the draft and press Meld.
to-meld-build-the-table-in-7f3582 = To meld, build the table in the draft and press Meld.

# to play
to-play-f36266 = to play

# To rearrange: drag a card onto a meld or onto New meld, or select a card (click it, or Enter) and then choose Put here or New meld. Cards from your hand can go back until you meld.
to-rearrange-drag-a-card-onto-896758 = To rearrange: drag a card onto a meld or onto New meld, or select a card (click it, or Enter) and then choose Put here or New meld. Cards from your hand can go back until you meld.

# to start a new table, or ask for the invite link again.
to-start-a-new-table-or-34a98e = to start a new table, or ask for the invite link again.

# too many messages: a connection may send {rate} a second ({burst} at once); this one was ignored
too-many-messages-a-connection-may-aaea5c = too many messages: a connection may send { $rate } a second ({ $burst } at once); this one was ignored

# too many new tables from your address: at most {limit} every {window} seconds; try again in {wait} s
too-many-new-tables-from-your-e2ed96 = too many new tables from your address: at most { $limit } every { $window } seconds; try again in { $wait } s

# Total
total-ad066d = Total

# two
two-be2488 = two

# Type a move (Enter sends; / focuses):
type-a-move-enter-sends-focuses-5bfafc = Type a move (Enter sends; / focuses):

# type how many chips to {verb}, a whole number from {min} to {max}
type-how-many-chips-to-verb-8c11ee = type how many chips to { $verb }, a whole number from { $min } to { $max }

# type your name first: it is how the others see you at the table
type-your-name-first-it-is-20c515 = type your name first: it is how the others see you at the table

# Undo (u)
undo-u-a05418 = Undo (u)

# unknown message type {shown} (known: {known})
unknown-message-type-shown-known-known-fcbadb = unknown message type { $shown } (known: { $known })

# (usually {value})
usually-value-faa314 = (usually { $value })

# ✓ valid
valid-7ec805 = ✓ valid

# Waiting for every seat to be filled (send the invite link, or give seats to bots).
waiting-for-every-seat-to-be-8bb765 = Waiting for every seat to be filled (send the invite link, or give seats to bots).

# Waiting for {names}.
waiting-for-names-f02ed7 = Waiting for { $names }.

# Waiting for players
waiting-for-players-303013 = Waiting for players

# warning
warning-792112 = warning

# went out
went-out-ac3501 = went out

# {what} could not be read: it is not JSON
what-could-not-be-read-it-545e05 = { $what } could not be read: it is not JSON

# What happened
what-happened-b218d5 = What happened

# {what} holds text that is not valid Unicode
what-holds-text-that-is-not-72151e = { $what } holds text that is not valid Unicode

# {what} is nested too deeply (at most {depth} levels)
what-is-nested-too-deeply-at-016f6a = { $what } is nested too deeply (at most { $depth } levels)

# what the greedy bot would do in your place
what-the-greedy-bot-would-do-ecbe42 = what the greedy bot would do in your place

# Where on m{id}?
where-on-m-id-22fa01 = Where on m{ $id }?

# where to lay it off
where-to-lay-it-off-e9ee9a = where to lay it off

# Widow: {cards:card} face down. The dealer, {name}, may exchange their hand for it unseen, or keep it.
widow-cards-face-down-the-dealer-807cd5 =
    Widow: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } face down. The dealer, { $name }, may exchange their hand for it unseen, or keep it.

# Widow: {cards:card} face down, up for auction. {high} Still to bid: {names}.
widow-cards-face-down-up-for-ee4782 =
    Widow: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } face down, up for auction. { $high } Still to bid: { $names }.

# Widow taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-60785b =
    Widow taken by { $name }; the hand given up is dead ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, out of play).

# won
won-2be8f3 = won

# won the poker
won-the-poker-25fc87 = won the poker

# won: {won}
won-won-e49608 = won: { $won }

# yes
yes-4e9f35 = yes

# you
you-50b8d0 = you

# you are watching this table
you-are-watching-this-table-6db136 = you are watching this table

# you are watching this table; hints are for its players
you-are-watching-this-table-hints-d935e3 = you are watching this table; hints are for its players

# you are watching this table; join it to play
you-are-watching-this-table-join-b0fe1c = you are watching this table; join it to play

# you are watching this table; only its players can play again
you-are-watching-this-table-only-c4d50d = you are watching this table; only its players can play again

# You can make the contract ({contract}) from your hand: go down now, or discard.
you-can-make-the-contract-contract-9a61a9 = You can make the contract ({ $contract }) from your hand: go down now, or discard.

# you can only act for your own seat
you-can-only-act-for-your-ce62d4 = you can only act for your own seat

# you can only pass.
you-can-only-pass-c0af98 = you can only pass.

# you cannot give your own seat to a bot
you-cannot-give-your-own-seat-b67ac8 = you cannot give your own seat to a bot

# You could go down with:
you-could-go-down-with-ca4d9d = You could go down with:

# You deal, and you hold a pay card, so you keep your hand; the widow goes to auction.
you-deal-and-you-hold-a-0a6399 = You deal, and you hold a pay card, so you keep your hand; the widow goes to auction.

# You deal. Exchange your hand for the widow ({cards:card}, unseen), or keep it.
you-deal-exchange-your-hand-for-885c8c =
    You deal. Exchange your hand for the widow ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, unseen), or keep it.

# You have {chips:chip}, not enough to outbid {bid}: pass.
you-have-chips-not-enough-to-7fb08a =
    You have { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }, not enough to outbid { $bid }: pass.

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d), or knock (k).
you-have-drawn-draws-of-3-4e9884 = You have drawn { $draws } of 3 cards. Meld (m), or draw again (d), or knock (k).

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d).
you-have-drawn-draws-of-3-68ce05 = You have drawn { $draws } of 3 cards. Meld (m), or draw again (d).

# you held the next card
you-held-the-next-card-c284cc = you held the next card

# You hold a pay card, so you may not bid for the widow: pass.
you-hold-a-pay-card-so-af9902 = You hold a pay card, so you may not bid for the widow: pass.

# You may act now (or let it go).
you-may-act-now-or-let-90aa73 = You may act now (or let it go).

# (you sit in seat 1)
you-sit-in-seat-1-71d957 = (you sit in seat 1)

# You took {card} from the discard pile: it cannot go back there this turn.
you-took-card-from-the-discard-3e58af = You took { $card } from the discard pile: it cannot go back there this turn.

# You won the {pot} pot: claim it before the next card is played, or its chips stay.
you-won-the-pot-pot-claim-4c220f = You won the { $pot } pot: claim it before the next card is played, or its chips stay.

# Your hand · {cards:card} · {chips:chip}
your-hand-cards-chips-0951f4 =
    Your hand · { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } · { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# your hand (drag a card, or Shift+← / Shift+→, to move it)
your-hand-drag-a-card-or-a2d28e = your hand (drag a card, or Shift+← / Shift+→, to move it)

# your hand
your-hand-e448fc = your hand

# Your hand · score {points}
your-hand-score-points-bf5b37 = Your hand · score { $points }

# Your hand · score {points} · you deal
your-hand-score-points-you-deal-a1d1ca = Your hand · score { $points } · you deal

# Your hand (worth {points} points)
your-hand-worth-points-points-cb595e = Your hand (worth { $points } points)

# Your hand (worth {points} points - low enough to knock after drawing)
your-hand-worth-points-points-low-616a8a = Your hand (worth { $points } points - low enough to knock after drawing)

# your lowest card, to lead
your-lowest-card-to-lead-c3be03 = your lowest card, to lead

# your lowest {colour} card
your-lowest-colour-card-29e1d3 = your lowest { $colour } card

# Your move
your-move-3df6e2 = Your move

# Your move.
your-move-50a6fc = Your move.

# Your move: {what}
your-move-what-a7bfd2 = Your move: { $what }

# Your moves as text
your-moves-as-text-38cbfe = Your moves as text

# Your name
your-name-3a0663 = Your name

# Your poker hand: {hand}
your-poker-hand-hand-333b38 = Your poker hand: { $hand }

# Your turn: draw a card (click the draw pile, or press d).
your-turn-draw-a-card-click-488c0f = Your turn: draw a card (click the draw pile, or press d).

# Your turn: draw from the stock (s) or take the discard (d).
your-turn-draw-from-the-stock-16d206 = Your turn: draw from the stock (s) or take the discard (d).

# Yours
yours-2635ea = Yours

