# English, made from the sources by `make catalogs` (tools/catalogs.py): do not edit.

# a bet is 1 to {limit} chips (RUM-7)
a-bet-is-1-to-limit-73d1c5 = a bet is 1 to { $limit } chips (RUM-7)

# a bid must be higher than the last: more than {bid}
a-bid-must-be-higher-than-d0cdf4 = a bid must be higher than the last: more than { $bid }

# a card is written as text, like 'Ah' or '*', not {kind}
a-card-is-written-as-text-d36a7c = a card is written as text, like 'Ah' or '*', not { $kind }

# a card taken from the discard pile cannot be discarded in the same turn (LIV-10)
a-card-taken-from-the-discard-7d909c = a card taken from the discard pile cannot be discarded in the same turn (LIV-10)

# a cut lifts between 1 and {most} cards
a-cut-lifts-between-1-and-78c55e = a cut lifts between 1 and { $most } cards

# a dealer holding a pay card may not exchange with the widow (RUM-6)
a-dealer-holding-a-pay-card-adde70 = a dealer holding a pay card may not exchange with the widow (RUM-6)

# a joker can be exchanged only in the turn you go down (LIV-15)
a-joker-can-be-exchanged-only-b5259c = a joker can be exchanged only in the turn you go down (LIV-15)

# a joker can only stand for a natural card, not {card}
a-joker-can-only-stand-for-ab8932 = a joker can only stand for a natural card, not { $card }

# A joker on the table must say which card it stands for, like *9h
a-joker-on-the-table-must-41213a = A joker on the table must say which card it stands for, like *9h

# a joker on the table must stay on the table
a-joker-on-the-table-must-9b0321 = a joker on the table must stay on the table

# a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)
a-joker-was-on-the-table-10305e = a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)

# a list
a-list-f2f9b2 = a list

# a meld must add at least one card from your hand (CAR-7)
a-meld-must-add-at-least-3edc42 = a meld must add at least one card from your hand (CAR-7)

# a poker hand has no jokers, but {card} is one
a-poker-hand-has-no-jokers-d3d86e = a poker hand has no jokers, but { $card } is one

# a poker hand needs {low} to {high} cards, not {count}
a-poker-hand-needs-low-to-d7672a = a poker hand needs { $low } to { $high } cards, not { $count }

# a raise is 1 to {limit} chips (RUM-7)
a-raise-is-1-to-limit-753fec = a raise is 1 to { $limit } chips (RUM-7)

# a search bot needs at least one sample
a-search-bot-needs-at-least-76e5ca = a search bot needs at least one sample

# a search bot needs some time to think
a-search-bot-needs-some-time-59f89d = a search bot needs some time to think

# a stacked deck must hold the 52 cards, each once
a-stacked-deck-must-hold-the-76d53c = a stacked deck must hold the 52 cards, each once

# a very large number
a-very-large-number-88929e = a very large number

# ace of spades
ace-of-spades-ba5646 = ace of spades

# {action} is not a betting action
action-is-not-a-betting-action-4dfdb0 = { $action } is not a betting action

# {action} is not a Carousel action
action-is-not-a-carousel-action-b42094 = { $action } is not a Carousel action

# {action} is not a Liverpool action
action-is-not-a-liverpool-action-b38522 = { $action } is not a Liverpool action

# {action} is not a Rummoli action
action-is-not-a-rummoli-action-c4a6f5 = { $action } is not a Rummoli action

# {actor:seat} is playing
actor-is-playing-17d4c3 = { $actor } is playing

# {actor:seat} is playing a last turn (the draw pile is empty)
actor-is-playing-a-last-turn-e9bacc = { $actor } is playing a last turn (the draw pile is empty)

# {actor:seat} is to cut
actor-is-to-cut-a600fe = { $actor } is to cut

# {actor:seat} is to draw
actor-is-to-draw-d334e0 = { $actor } is to draw

# {actor:seat} is to play a card
actor-is-to-play-a-card-b76855 = { $actor } is to play a card

# {actor:seat} may claim a pot
actor-may-claim-a-pot-4095d1 = { $actor } may claim a pot

# {actor:seat} (the dealer) is deciding about the widow
actor-the-dealer-is-deciding-about-77c806 = { $actor } (the dealer) is deciding about the widow

# after the third draw the turn ends with no meld (CAR-6)
after-the-third-draw-the-turn-1f653b = after the third draw the turn ends with no meld (CAR-6)

# after this exchange only {card}, the card you took from the discard pile, would be left once the joker goes back, and it cannot be discarded this turn (LIV-10)
after-this-exchange-only-card-the-2508d7 = after this exchange only { $card }, the card you took from the discard pile, would be left once the joker goes back, and it cannot be discarded this turn (LIV-10)

# all players but one are out of chips
all-players-but-one-are-out-d8e266 = all players but one are out of chips

# all {total} chips on the board are gathered into one pot
all-total-chips-on-the-board-064faf = all { $total } chips on the board are gathered into one pot

# an empty string is not a card
an-empty-string-is-not-a-4b824e = an empty string is not a card

# an object
an-object-9ea397 = an object

# bet
bet-60ae60 = bet

# bets {amount}
bets-amount-14a833 = { $who } bets { $amount }

# bets {amount} (all in)
bets-amount-all-in-677faa = { $who } bets { $amount } (all in)

# bid
bid-50cac9 = bid

# bids {amount} for the widow
bids-amount-for-the-widow-e56ebe = { $who } bids { $amount } for the widow

# black
black-568f4b = black

# bought the discard
bought-the-discard-ef2b50 = { $who } bought the discard

# buy
buy-65d577 = buy

# buys the widow for {chips:chip}, paid to the dealer
buys-the-widow-for-chips-paid-2c89b9 =
    { $who } buys the widow for { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }, paid to the dealer

# call
call-b3f184 = call

# called rummy on {offender:seat}
called-rummy-on-offender-8a5695 = { $who } called rummy on { $offender }

# calls {paid}
calls-paid-8a3ae5 = { $who } calls { $paid }

# calls {paid} (all in)
calls-paid-all-in-bcb5d5 = { $who } calls { $paid } (all in)

# cannot pay the ante of {ante} and leaves with {chips:chip}
cannot-pay-the-ante-of-ante-d9e02d =
    { $who } cannot pay the ante of { $ante } and leaves with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# {card} appears more than once
card-appears-more-than-once-6f417f = { $card } appears more than once

# {card} does not fit m{meld} ({cards})
card-does-not-fit-m-meld-e0a9ac = { $card } does not fit m{ $meld } ({ $cards })

# {card} is not of the book's rank
card-is-not-of-the-book-ad772a = { $card } is not of the book's rank

# {card} was on the table and is missing (twice)
card-was-on-the-table-and-0ab223 = { $card } was on the table and is missing (twice)

# {card} was on the table and is missing
card-was-on-the-table-and-c98e48 = { $card } was on the table and is missing

# cards are given as text or a list of card texts, not {kind}
cards-are-given-as-text-or-323d27 = cards are given as text or a list of card texts, not { $kind }

# {cards}: {fault}
cards-fault-349db4 = { $cards }: { $fault }

# carousel
carousel-4f348a = carousel

# check
check-b3711c = check

# checks
checks-af0f65 = { $who } checks

# chose the stock; the discard is offered to buyers
chose-the-stock-the-discard-is-502b1a = { $who } chose the stock; the discard is offered to buyers

# claim
claim-bd2490 = claim

# {code} is not a card code
code-is-not-a-card-code-d30e9b = { $code } is not a card code

# {count} card
count-card-73c40e =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }

# {count} chip
count-chip-65816c =
    { $count ->
        [one] { $count } chip
       *[other] { $count } chips
    }

# {count} point
count-point-cfc302 =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }

# {count} round
count-round-39bf61 =
    { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }

# cut
cut-f6562d = cut

# cut {lifted} cards (aimed at {aim})
cut-lifted-cards-aimed-at-aim-d55276 = { $who } cut { $lifted } cards (aimed at { $aim })

# deal {deal} ({contract}), dealer {dealer:seat}
deal-deal-contract-dealer-dealer-d85318 = deal { $deal } ({ $contract }), dealer { $dealer }

# deal {deal} over: {why:sentence}; scores {scores}
deal-deal-over-why-scores-scores-5f7da4 = deal { $deal } over: { $why }; scores { $scores }

# dealt all 52 cards one at a time; the widow holds {widow}
dealt-all-52-cards-one-at-5335f3 = dealt all 52 cards one at a time; the widow holds { $widow }

# dealt {size} cards each; upcard
dealt-size-cards-each-upcard-ecd5d0 = dealt { $size } cards each; upcard

# did not claim the {pot} pot in time; its chips stay
did-not-claim-the-pot-pot-10f533 = { $who } did not claim the { $pot } pot in time; its chips stay

# discard
discard-f08641 = discard

# discarded
discarded-9a3f11 = { $who } discarded

# does not claim the {pot} pot; its chips stay
does-not-claim-the-pot-pot-75cf8a = { $who } does not claim the { $pot } pot; its chips stay

# draw
draw-a88bf4 = draw

# draw first (CAR-6)
draw-first-car-6-8ea97d = draw first (CAR-6)

# draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)
draw-knock-pass-meld-5h-6h-2b608c = draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)

# drew a penalty card
drew-a-penalty-card-d6ce28 = { $who } drew a penalty card

# drew a stock card as the price
drew-a-stock-card-as-the-5675e5 = { $who } drew a stock card as the price

# drew card {draws} of this turn
drew-card-draws-of-this-turn-4c1947 = { $who } drew card { $draws } of this turn

# drew from the stock
drew-from-the-stock-b493e4 = { $who } drew from the stock

# Easy
easy-6c3311 = Easy

# exchange a joker
exchange-a-joker-77f93d = exchange a joker

# exchange a joker for a natural card
exchange-a-joker-for-a-natural-7b9c41 = exchange a joker for a natural card

# exchange with the widow
exchange-with-the-widow-e86b01 = exchange with the widow

# exchanged {card} for the joker in m{meld}
exchanged-card-for-the-joker-in-6d93d9 = { $who } exchanged { $card } for the joker in m{ $meld }

# exchanges their hand for the widow, unseen
exchanges-their-hand-for-the-widow-60d542 = { $who } exchanges their hand for the widow, unseen

# failed to go down ({fault:sentence}): {penalty} penalty points
failed-to-go-down-fault-penalty-239b09 = { $who } failed to go down ({ $fault }): { $penalty } penalty points

# {fault} (CAR-5)
fault-car-5-09d5f3 = { $fault } (CAR-5)

# {faults}
faults-8fe1e8 = { $faults }

# final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals
final-poker-for-what-chips-dealer-0f7c21 =
    final poker for { $what } ({ $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }): { $dealer } deals

# {first} and {second}
first-and-second-eedad6 = { $first } and { $second }

# float
float-a6c45d = float

# floats
floats-7d1fea = { $who } floats

# flush
flush-b2f3fe = flush

# fold
fold-2b5296 = fold

# folds
folds-ac02e0 = { $who } folds

# four of a kind
four-of-a-kind-81ebe9 = four of a kind

# full house
full-house-9706be = full house

# {game} has no option {option} (options: {known})
game-has-no-option-option-options-209a5b = { $game } has no option { $option } (options: { $known })

# {game} is for {low} to {high} players, not {players}
game-is-for-low-to-high-2e7654 = { $game } is for { $low } to { $high } players, not { $players }

# {game} is for {low} to {high} players, not {players}; for {players} players, turn on the option {option} ("{help}")
game-is-for-low-to-high-f9a035 = { $game } is for { $low } to { $high } players, not { $players }; for { $players } players, turn on the option { $option } ("{ $help }")

# game over: {result:sentence}
game-over-result-49a2a0 = game over: { $result }

# go down
go-down-704673 = go down

# goes out
goes-out-c1e402 = { $who } goes out

# Hard
hard-64efa7 = Hard

# has no chips left and leaves the game
has-no-chips-left-and-leaves-dbc896 = { $who } has no chips left and leaves the game

# high card
high-card-5c1408 = high card

# holds no {colour} card
holds-no-colour-card-92cafe = { $who } holds no { $colour } card

# in deal 7 you go down only with your whole hand, as three runs (LIV-17)
in-deal-7-you-go-down-eff502 = in deal 7 you go down only with your whole hand, as three runs (LIV-17)

# is the only player left who can pay the ante and takes the board
is-the-only-player-left-who-e257e5 = { $who } is the only player left who can pay the ante and takes the board

# it is {actor:seat}'s turn to bet
it-is-actor-s-turn-to-2849f4 = it is { $actor }'s turn to bet

# it is not your turn to {what}: {waiting:sentence}
it-is-not-your-turn-to-b35566 = it is not your turn to { $what }: { $waiting }

# it is not your turn to play: {waiting:sentence}
it-is-not-your-turn-to-f6489b = it is not your turn to play: { $waiting }

# it is not your turn: {waiting:sentence}
it-is-not-your-turn-waiting-b18c9f = it is not your turn: { $waiting }

# jack of diamonds
jack-of-diamonds-f7ff05 = jack of diamonds

# keep or exchange
keep-or-exchange-d8e01d = keep or exchange

# keep your hand
keep-your-hand-629874 = keep your hand

# keeps their hand; the widow is auctioned
keeps-their-hand-the-widow-is-3d047f = { $who } keeps their hand; the widow is auctioned

# {kind} bot
kind-bot-a31e9a = { $kind } bot

# king-ace of diamonds
king-ace-of-diamonds-92e569 = king-ace of diamonds

# king of hearts
king-of-hearts-20387c = king of hearts

# knocked with {value} points
knocked-with-value-points-14f478 = { $who } knocked with { $value } points

# {knocker:seat} knocked
knocker-knocked-c2cb2d = { $knocker } knocked

# laid off on m{meld}
laid-off-on-m-meld-0c7d76 = { $who } laid off on m{ $meld }

# lay off
lay-off-6a01ef = lay off

# liverpool
liverpool-695ea3 = liverpool

# 1 book + 1 run
m-1-book-1-run-34a08e = 1 book + 1 run

# 1 book + 2 runs
m-1-book-2-runs-67d500 = 1 book + 2 runs

# 2 books
m-2-books-03e637 = 2 books

# 2 books + 1 run
m-2-books-1-run-079f24 = 2 books + 1 run

# 2 runs
m-2-runs-e13ab3 = 2 runs

# 3 books
m-3-books-cb2b37 = 3 books

# 3 runs
m-3-runs-5fa123 = 3 runs

# 7-8-9
m-7-8-9-45e942 = 7-8-9

# m{meld} holds no joker to exchange
m-meld-holds-no-joker-to-7cd634 = m{ $meld } holds no joker to exchange

# made an exact cut: 50 points off this deal
made-an-exact-cut-50-points-2eec82 = { $who } made an exact cut: 50 points off this deal

# Medium
medium-09be5f = Medium

# meld {number} ({cards}): {fault}
meld-number-cards-fault-fe8abc = meld { $number } ({ $cards }): { $fault }

# melded {placed:card} worth {value}
melded-placed-worth-value-45acf2 =
    { $who } melded { $placed ->
        [one] { $placed } card
       *[other] { $placed } cards
    } worth { $value }

# must play their lowest {colour} card
must-play-their-lowest-colour-card-b734e7 = { $who } must play their lowest { $colour } card

# {name} (you)
name-you-480ca9 = { $name } (you)

# no action given (actions: {actions})
no-action-given-actions-actions-2e7a05 = no action given (actions: { $actions })

# no joker in m{meld} stands for {card}
no-joker-in-m-meld-stands-0ab332 = no joker in m{ $meld } stands for { $card }

# no meld could take the joker back (LIV-15)
no-meld-could-take-the-joker-934c96 = no meld could take the joker back (LIV-15)

# nobody bids; the widow stays out of play
nobody-bids-the-widow-stays-out-9eb37a = nobody bids; the widow stays out of play

# nobody bought the discard
nobody-bought-the-discard-9a2890 = nobody bought the discard

# nobody can pay the ante
nobody-can-pay-the-ante-7a396b = nobody can pay the ante

# Not a book: a book needs at least two natural cards
not-a-book-a-book-needs-0e7f01 = Not a book: a book needs at least two natural cards

# Not a book: a book needs at least 3 cards, this has {count}
not-a-book-a-book-needs-28f3fb = Not a book: a book needs at least 3 cards, this has { $count }

# Not a book: {first} and {second} are different ranks
not-a-book-first-and-second-11e658 = Not a book: { $first } and { $second } are different ranks

# Not a group: a group has 3 or 4 cards, this has {count}
not-a-group-a-group-has-653fc3 = Not a group: a group has 3 or 4 cards, this has { $count }

# Not a group: {first} and {second} are different ranks
not-a-group-first-and-second-2223db = Not a group: { $first } and { $second } are different ranks

# Not a group: two cards of {suit} (a group's suits are all different)
not-a-group-two-cards-of-8d2bf5 = Not a group: two cards of { $suit } (a group's suits are all different)

# Not a run: a run needs natural cards
not-a-run-a-run-needs-6b3655 = Not a run: a run needs natural cards

# Not a run: a run needs at least 4 cards, this has {count}
not-a-run-a-run-needs-70bfe6 = Not a run: a run needs at least 4 cards, this has { $count }

# Not a run: {card} cannot stand {places} place(s) after {other}
not-a-run-card-cannot-stand-05a52c = Not a run: { $card } cannot stand { $places } place(s) after { $other }

# Not a run
not-a-run-fd96f1 = Not a run

# Not a run: {first} and {second} are of different suits
not-a-run-first-and-second-3c0f53 = Not a run: { $first } and { $second } are of different suits

# Not a run: it runs past the ace (K-A-2 turns the corner)
not-a-run-it-runs-past-537a8f = Not a run: it runs past the ace (K-A-2 turns the corner)

# Not a run: K-A-2 turns the corner
not-a-run-k-a-2-3b7bc3 = Not a run: K-A-2 turns the corner

# Not a run: the cards are not in sequence
not-a-run-the-cards-are-1b3fbc = Not a run: the cards are not in sequence

# Not a run: two wild cards within four places (each four cards need three natural ones)
not-a-run-two-wild-cards-fe3ec3 = Not a run: two wild cards within four places (each four cards need three natural ones)

# Not a sequence: a sequence needs at least 3 cards, this has {count}
not-a-sequence-a-sequence-needs-fa554c = Not a sequence: a sequence needs at least 3 cards, this has { $count }

# Not a sequence: K-A-2 turns the corner
not-a-sequence-k-a-2-992c45 = Not a sequence: K-A-2 turns the corner

# Not a sequence: the cards are not all of one suit
not-a-sequence-the-cards-are-e10be5 = Not a sequence: the cards are not all of one suit

# Not a sequence: the ranks are not consecutive
not-a-sequence-the-ranks-are-31586a = Not a sequence: the ranks are not consecutive

# Not a sequence: two cards of rank {rank}
not-a-sequence-two-cards-of-c54c27 = Not a sequence: two cards of rank { $rank }

# only the dealer ({dealer:seat}) may {what}
only-the-dealer-dealer-may-what-152738 = only the dealer ({ $dealer }) may { $what }

# option {name} is true or false, not {value}
option-name-is-true-or-false-2c1d7d = option { $name } is true or false, not { $value }

# option {name} must be a whole number, not {value}
option-name-must-be-a-whole-ae1279 = option { $name } must be a whole number, not { $value }

# option {name} must be at least {minimum}, not {value}
option-name-must-be-at-least-07dde7 = option { $name } must be at least { $minimum }, not { $value }

# option {name} must be at most {maximum}, not {value}
option-name-must-be-at-most-b3b856 = option { $name } must be at most { $maximum }, not { $value }

# option {name} must be one of {allowed}, not {value}
option-name-must-be-one-of-96d2ed = option { $name } must be one of { $allowed }, not { $value }

# {out:seat} went out
out-went-out-1ecb03 = { $out } went out

# pair
pair-7c445a = pair

# pass
pass-7b7a73 = pass

# passed
passed-513cb7 = { $who } passed

# passes
passes-623cd2 = { $who } passes

# pays {paid:chip} for {cards:card} left
pays-paid-for-cards-left-0d9e8d =
    { $who } pays { $paid ->
        [one] { $paid } chip
       *[other] { $paid } chips
    } for { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } left

# pays {paid:chip} into the Rummoli pot for {cards:card}
pays-paid-into-the-rummoli-pot-2231b7 =
    { $who } pays { $paid ->
        [one] { $paid } chip
       *[other] { $paid } chips
    } into the Rummoli pot for { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }

# picks up the widow; the hand given up is dead
picks-up-the-widow-the-hand-d31cc4 = { $who } picks up the widow; the hand given up is dead

# play a card
play-a-card-03b81e = play a card

# play
play-c2cbd8 = play

# Player
player-1c70fc = Player

# plays
plays-b6e521 = { $who } plays

# Plays like a sensible card player, without stopping to think.
plays-like-a-sensible-card-player-e47c21 = Plays like a sensible card player, without stopping to think.

# Plays simple moves with no plan: measured 50 to 300 Elo points below medium, depending on the game. Good for learning a game.
plays-simple-moves-with-no-plan-cf6bc4 = Plays simple moves with no plan: measured 50 to 300 Elo points below medium, depending on the game. Good for learning a game.

# poker
poker-f1f2c6 = poker

# poker: {opener:seat} opens the betting
poker-opener-opens-the-betting-5b6f91 = poker: { $opener } opens the betting

# pots are taken automatically in this game (strict_claims is off)
pots-are-taken-automatically-in-this-2c32d0 = pots are taken automatically in this game (strict_claims is off)

# queen of clubs
queen-of-clubs-20e4ff = queen of clubs

# raise
raise-5ef9ed = raise

# raises by {amount} to {current}
raises-by-amount-to-current-086ba4 = { $who } raises by { $amount } to { $current }

# raises by {amount} to {current} (all in)
raises-by-amount-to-current-all-b8b824 = { $who } raises by { $amount } to { $current } (all in)

# red
red-40f480 = red

# round {round}: {dealer:seat} deals; everyone antes {ante} chips
round-round-dealer-deals-everyone-antes-51e52c = round { $round }: { $dealer } deals; everyone antes { $ante } chips

# round {round}: {dealer:seat} deals {size} cards each; {starter:seat} starts
round-round-dealer-deals-size-cards-5f066e = round { $round }: { $dealer } deals { $size } cards each; { $starter } starts

# round {round} over: {why:sentence}
round-round-over-why-789d92 = round { $round } over: { $why }

# round {round} over: {why:sentence}; {winners:seats} won; points {points}
round-round-over-why-winners-won-4696d4 = round { $round } over: { $why }; { $winners } won; points { $points }

# {rounds:round} played
rounds-played-6c0480 =
    { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } played

# rummoli
rummoli-82112b = rummoli

# Rummoli
rummoli-b2ba07 = Rummoli

# say which end of m{meld}: layoff {card} m{meld} low|high
say-which-end-of-m-meld-3bf209 = say which end of m{ $meld }: layoff { $card } m{ $meld } low|high

# seat {seat}
seat-seat-bf466e = seat { $seat }

# shows a hand worth {value}
shows-a-hand-worth-value-3d2c75 = { $who } shows a hand worth { $value }

# shows {hand}
shows-hand-535f69 = { $who } shows { $hand }

# shrewd
shrewd-892106 = shrewd

# side pot {side}
side-pot-side-41f7e2 = side pot { $side }

# stalemate: nobody can play
stalemate-nobody-can-play-34a77f = stalemate: nobody can play

# stalemate; the Rummoli pot carries over
stalemate-the-rummoli-pot-carries-over-0e768c = stalemate; the Rummoli pot carries over

# straight
straight-28ff88 = straight

# straight flush
straight-flush-bf2bb1 = straight flush

# table meld {number} ({cards}) is not valid: {fault}
table-meld-number-cards-is-not-5b10cd = table meld { $number } ({ $cards }) is not valid: { $fault }

# ten of spades
ten-of-spades-b804d8 = ten of spades

# '{text}' is not an action (actions: {actions})
text-is-not-an-action-actions-cb4d5e = '{ $text }' is not an action (actions: { $actions })

# '{text}': {why:sentence}
text-why-d0363b = '{ $text }': { $why }

# that costs {amount} and you have only {stack} chips
that-costs-amount-and-you-have-ea10b9 = that costs { $amount } and you have only { $stack } chips

# that costs {to_call} to call plus {amount} and you have only {stack} chips
that-costs-to-call-to-call-0bfe44 = that costs { $to_call } to call plus { $amount } and you have only { $stack } chips

# the betting is capped: a bet and at most {most} raises (RUM-7)
the-betting-is-capped-a-bet-9e191f = the betting is capped: a bet and at most { $most } raises (RUM-7)

# the betting is over
the-betting-is-over-45aec2 = the betting is over

# the contract is {contract}: {need} melds, not {got}
the-contract-is-contract-need-melds-ea995c = the contract is { $contract }: { $need } melds, not { $got }

# the contract is {contract}, these melds make {books} book(s) and {runs} run(s)
the-contract-is-contract-these-melds-da328b = the contract is { $contract }, these melds make { $books } book(s) and { $runs } run(s)

# the dealer does not bid for the widow
the-dealer-does-not-bid-for-cf88cd = the dealer does not bid for the widow

# the discard is being offered to buyers
the-discard-is-being-offered-to-343e2a = the discard is being offered to buyers

# the discard pile is empty
the-discard-pile-is-empty-a24a80 = the discard pile is empty

# the draw pile is empty: meld or pass (CAR-12)
the-draw-pile-is-empty-meld-3650dd = the draw pile is empty: meld or pass (CAR-12)

# the draw pile is empty: meld, knock or pass (CAR-12)
the-draw-pile-is-empty-meld-75f5d4 = the draw pile is empty: meld, knock or pass (CAR-12)

# the draw pile ran out and everyone had a last turn
the-draw-pile-ran-out-and-0638e2 = the draw pile ran out and everyone had a last turn

# the game ends ({why:sentence}); the board is played for in a final poker round
the-game-ends-why-the-board-09472f = the game ends ({ $why }); the board is played for in a final poker round

# the game is over
the-game-is-over-9c7ef4 = the game is over

# the hands and the widow must hold the 52 cards, each once
the-hands-and-the-widow-must-1ba553 = the hands and the widow must hold the 52 cards, each once

# the joker {joker} can only change if the real {card} takes its place
the-joker-joker-can-only-change-6095ce = the joker { $joker } can only change if the real { $card } takes its place

# the joker you took must go back on the table first (LIV-15)
the-joker-you-took-must-go-41aaac = the joker you took must go back on the table first (LIV-15)

# the main pot
the-main-pot-d2743a = the main pot

# the number {number}
the-number-number-d21cb2 = the number { $number }

# the poker betting is on ({actor:seat} to act)
the-poker-betting-is-on-actor-e2276e = the poker betting is on ({ $actor } to act)

# the pot
the-pot-add312 = the pot

# the {pot} pot
the-pot-pot-727eae = the { $pot } pot

# the Rummoli phase starts with your lowest card: {cards} (RUM-9)
the-rummoli-phase-starts-with-your-b8bd42 = the Rummoli phase starts with your lowest card: { $cards } (RUM-9)

# the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)
the-stock-ran-out-after-being-8101c9 = the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)

# the stock ran out and is not rebuilt (house rule reshuffles=0)
the-stock-ran-out-and-is-5624b9 = the stock ran out and is not rebuilt (house rule reshuffles=0)

# the stock ran out
the-stock-ran-out-f99f35 = the stock ran out

# the text {text}
the-text-text-c822af = the text { $text }

# the turn cap of {cap} was reached
the-turn-cap-of-cap-was-ef9c58 = the turn cap of { $cap } was reached

# the whole board
the-whole-board-4e3379 = the whole board

# the widow is being auctioned (waiting for {actors:seats})
the-widow-is-being-auctioned-waiting-cc97c5 = the widow is being auctioned (waiting for { $actors })

# there are {count} cards {card}; two packs hold two of each (CAR-1)
there-are-count-cards-card-two-9faa6f = there are { $count } cards { $card }; two packs hold two of each (CAR-1)

# there are more than two jokers; the game has two (CAR-1)
there-are-more-than-two-jokers-b9fa74 = there are more than two jokers; the game has two (CAR-1)

# there is already a bet of {current}: call, raise or fold
there-is-already-a-bet-of-8864e9 = there is already a bet of { $current }: call, raise or fold

# there is no bet to call; check instead
there-is-no-bet-to-call-46225d = there is no bet to call; check instead

# there is no bet to fold to; check instead
there-is-no-bet-to-fold-c3fa45 = there is no bet to fold to; check instead

# there is no bet to raise: bet instead
there-is-no-bet-to-raise-20a9fb = there is no bet to raise: bet instead

# there is no discard to call rummy on (LIV-16)
there-is-no-discard-to-call-4a4259 = there is no discard to call rummy on (LIV-16)

# there is no knocking in the last turns, which have no draw (CAR-12)
there-is-no-knocking-in-the-a89b4d = there is no knocking in the last turns, which have no draw (CAR-12)

# there is no laying off in deal 7
there-is-no-laying-off-in-8cad18 = there is no laying off in deal 7

# there is no meld m{meld} on the table
there-is-no-meld-m-meld-bab7ba = there is no meld m{ $meld } on the table

# there is no seat {seat}
there-is-no-seat-seat-29e34b = there is no seat { $seat }

# Thinks for about {seconds} s before each move, playing out the ways the deal could go: measured 30 to 60 Elo points above medium, depending on the game.
thinks-for-about-seconds-s-before-45a123 = Thinks for about { $seconds } s before each move, playing out the ways the deal could go: measured 30 to 60 Elo points above medium, depending on the game.

# three of a kind
three-of-a-kind-760d8e = three of a kind

# to go on without melding, draw again (CAR-6)
to-go-on-without-melding-draw-cb9be2 = to go on without melding, draw again (CAR-6)

# {token} is not a card: a joker is '*' or '*' and a card, like '*9h'
token-is-not-a-card-a-a3309c = { $token } is not a card: a joker is '*' or '*' and a card, like '*9h'

# {token} is not a card: no rank
token-is-not-a-card-no-84b605 = { $token } is not a card: no rank

# {token} is not a card: unknown rank {rank}
token-is-not-a-card-unknown-7f20cc = { $token } is not a card: unknown rank { $rank }

# {token} is not a card: unknown suit {suit} (use c d h s)
token-is-not-a-card-unknown-888e0a = { $token } is not a card: unknown suit { $suit } (use c d h s)

# took the discard
took-the-discard-53d587 = { $who } took the discard

# took the discard back
took-the-discard-back-ac51e4 = { $who } took the discard back

# took the last card of the draw pile
took-the-last-card-of-the-524024 = { $who } took the last card of the draw pile

# two pair
two-pair-5b2483 = two pair

# unknown game {name} (games: {games})
unknown-game-name-games-games-352b87 = unknown game { $name } (games: { $games })

# {verb} needs a whole number of chips, like '{verb} 3', not '{word}'
verb-needs-a-whole-number-of-f1f725 = { $verb } needs a whole number of chips, like '{ $verb } 3', not '{ $word }'

# went down
went-down-6a5b96 = { $who } went down

# {went_out:seat} went out
went-out-went-out-12e192 = { $went_out } went out

# while floating you must draw from the stock (LIV-18)
while-floating-you-must-draw-from-855520 = while floating you must draw from the stock (LIV-18)

# {winners:seats} {verb} with {best} chips
winners-verb-with-best-chips-18e2c9 = { $winners } { $verb } with { $best } chips

# {winners:seats} {verb} with {best} points
winners-verb-with-best-points-80f081 = { $winners } { $verb } with { $best } points

# {winners:seats} {verb} with {best} points, the lowest total
winners-verb-with-best-points-the-13a330 = { $winners } { $verb } with { $best } points, the lowest total

# wins {chips:chip} from {what:sentence}
wins-chips-from-what-154fe4 =
    { $who } wins { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } from { $what }

# wins the {pot} pot: {chips:chip}
wins-the-pot-pot-chips-bcf72a =
    { $who } wins the { $pot } pot: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# won the poker phase and leads the Rummoli phase
won-the-poker-phase-and-leads-62021c = { $who } won the poker phase and leads the Rummoli phase

# '{word}' is not a meld number; melds are m1, m2, ...
word-is-not-a-meld-number-a87b20 = '{ $word }' is not a meld number; melds are m1, m2, ...

# you already hold the highest bid ({bid})
you-already-hold-the-highest-bid-2bf815 = you already hold the highest bid ({ $bid })

# you are already down
you-are-already-down-4a6da2 = you are already down

# you can lay off only after going down (LIV-13)
you-can-lay-off-only-after-b4d510 = you can lay off only after going down (LIV-13)

# you cannot bid {amount}: you have only {stack} chips
you-cannot-bid-amount-you-have-c75cf1 = you cannot bid { $amount }: you have only { $stack } chips

# you cannot call rummy on your own discard
you-cannot-call-rummy-on-your-f15484 = you cannot call rummy on your own discard

# you cannot check: it costs {to_call} to call
you-cannot-check-it-costs-to-000908 = you cannot check: it costs { $to_call } to call

# you cannot go down leaving only {card}: a card taken from the discard pile cannot be discarded in the same turn, so keep another card in hand (LIV-10)
you-cannot-go-down-leaving-only-a7da39 = you cannot go down leaving only { $card }: a card taken from the discard pile cannot be discarded in the same turn, so keep another card in hand (LIV-10)

# you cannot lay off {card}: that would leave only {taken}, the card you took from the discard pile, which cannot be discarded this turn (LIV-10)
you-cannot-lay-off-card-that-d23273 = you cannot lay off { $card }: that would leave only { $taken }, the card you took from the discard pile, which cannot be discarded this turn (LIV-10)

# you cannot pass: you are not bidding
you-cannot-pass-you-are-not-5d7d50 = you cannot pass: you are not bidding

# you cannot pass: you hold the highest bid
you-cannot-pass-you-hold-the-3da832 = you cannot pass: you hold the highest bid

# you cannot {what} now: nothing is offered to buyers
you-cannot-what-now-nothing-is-1ef2e0 = you cannot { $what } now: nothing is offered to buyers

# you cannot {what} now: {waiting:sentence}
you-cannot-what-now-waiting-ca79db = you cannot { $what } now: { $waiting }

# you do not hold a joker
you-do-not-hold-a-joker-009736 = you do not hold a joker

# you do not hold {card}
you-do-not-hold-card-e54791 = you do not hold { $card }

# you do not hold that many {card}
you-do-not-hold-that-many-edb88d = you do not hold that many { $card }

# you have already answered
you-have-already-answered-61fbbb = you have already answered

# you have drawn three cards; your turn is over: knock or pass (CAR-6)
you-have-drawn-three-cards-your-f55fad = you have drawn three cards; your turn is over: knock or pass (CAR-6)

# you have no pot to claim: a pot is claimed right after the card that wins it
you-have-no-pot-to-claim-638561 = you have no pot to claim: a pot is claimed right after the card that wins it

# you have no pot to claim or let go
you-have-no-pot-to-claim-c2f045 = you have no pot to claim or let go

# you have passed and are out of this auction
you-have-passed-and-are-out-39d313 = you have passed and are out of this auction

# you hold a pay card, so you may not bid for the widow (RUM-6)
you-hold-a-pay-card-so-8306e0 = you hold a pay card, so you may not bid for the widow (RUM-6)

# you hold {count} {card}, not {wanted}
you-hold-count-card-not-wanted-17d938 = you hold { $count } { $card }, not { $wanted }

# you hold {count} joker, not {wanted}
you-hold-count-joker-not-wanted-af4f6d = you hold { $count } joker, not { $wanted }

# you hold the next card, {cards}, and must play it (RUM-9)
you-hold-the-next-card-cards-611cdd = you hold the next card, { $cards }, and must play it (RUM-9)

# you may knock only after drawing (CAR-8)
you-may-knock-only-after-drawing-8f3798 = you may knock only after drawing (CAR-8)

# you may knock only with {limit} points or less; your hand is worth {value} (CAR-8)
you-may-knock-only-with-limit-8c92c9 = you may knock only with { $limit } points or less; your hand is worth { $value } (CAR-8)

# you may not buy this discard
you-may-not-buy-this-discard-387877 = you may not buy this discard

# you must play your lowest {colour} card: {cards} (RUM-9)
you-must-play-your-lowest-colour-0682d8 = you must play your lowest { $colour } card: { $cards } (RUM-9)

# your first meld of the round must include a whole group or sequence made only of cards from your hand (initial_meld_from_hand, CAR-7)
your-first-meld-of-the-round-575652 = your first meld of the round must include a whole group or sequence made only of cards from your hand (initial_meld_from_hand, CAR-7)

