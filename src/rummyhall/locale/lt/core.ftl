# Lietuvių: the messages of en/*.ftl (the English above each), written for this language.

# a bet is 1 to {limit} chips (RUM-7)
a-bet-is-1-to-limit-73d1c5 = statymas – nuo 1 iki { $limit ->
        [one] { $limit } žetono
        [few] { $limit } žetonų
       *[other] { $limit } žetonų
    } (RUM-7)

# a bid must be higher than the last: more than {bid}
a-bid-must-be-higher-than-d0cdf4 = pasiūlymas turi būti didesnis už ankstesnį: daugiau nei { $bid ->
        [one] { $bid } žetonas
        [few] { $bid } žetonai
       *[other] { $bid } žetonų
    }

# a card is written as text, like 'Ah' or '*', not {kind}
a-card-is-written-as-text-d36a7c = korta turi būti tekstas, pvz., 'Ah' arba '*', o ne { $kind }

# a card taken from the discard pile cannot be discarded in the same turn (LIV-10)
a-card-taken-from-the-discard-7d909c = iš numestų kortų krūvos paimtos kortos negalima numesti per tą patį ėjimą (LIV-10)

# a cut lifts between 1 and {most} cards
a-cut-lifts-between-1-and-78c55e = nukelti galima nuo 1 iki { $most ->
        [one] { $most } kortos
        [few] { $most } kortų
       *[other] { $most } kortų
    }

# a dealer holding a pay card may not exchange with the widow (RUM-6)
a-dealer-holding-a-pay-card-adde70 = dalytojas, turintis prizinę kortą, negali keisti rankos į našlę (RUM-6)

# a joker can be exchanged only in the turn you go down (LIV-15)
a-joker-can-be-exchanged-only-b5259c = džokerį pakeisti galima tik per tą ėjimą, kai išsidedate (LIV-15)

# a joker can only stand for a natural card, not {card}
a-joker-can-only-stand-for-ab8932 = džokeris gali atstoti tik tikrą kortą, o ne { $card }

# A joker on the table must say which card it stands for, like *9h
a-joker-on-the-table-must-41213a = Prie džokerio ant stalo turi būti nurodyta, kokią kortą jis atstoja, pvz., *9h

# a joker on the table must stay on the table
a-joker-on-the-table-must-9b0321 = džokeris ant stalo turi likti ant stalo

# a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)
a-joker-was-on-the-table-10305e = ant stalo buvęs džokeris dingo (džokeris niekada negrįžta į ranką, CAR-5)

# a list
a-list-f2f9b2 = sąrašas

# a meld must add at least one card from your hand (CAR-7)
a-meld-must-add-at-least-3edc42 = dėdami derinį turite padėti bent vieną kortą iš rankos (CAR-7)

# a poker hand has no jokers, but {card} is one
a-poker-hand-has-no-jokers-d3d86e = pokerio derinyje negali būti džokerių, o { $card } – džokeris

# a poker hand needs {low} to {high} cards, not {count}
a-poker-hand-needs-low-to-d7672a = pokerio derinį sudaro nuo { $low } iki { $high ->
        [one] { $high } kortos
        [few] { $high } kortų
       *[other] { $high } kortų
    }, o ne { $count }

# a raise is 1 to {limit} chips (RUM-7)
a-raise-is-1-to-limit-753fec = pakėlimas – nuo 1 iki { $limit ->
        [one] { $limit } žetono
        [few] { $limit } žetonų
       *[other] { $limit } žetonų
    } (RUM-7)

# a stacked deck must hold the 52 cards, each once
a-stacked-deck-must-hold-the-76d53c = paruoštoje kaladėje turi būti visos 52 kortos, kiekviena po vieną kartą

# a very large number
a-very-large-number-88929e = labai didelis skaičius

# ace of spades
ace-of-spades-ba5646 = pikų tūzas
    .genitive = pikų tūzo
    .accusative = pikų tūzą

# {action} is not a betting action
action-is-not-a-betting-action-4dfdb0 = { $action } nėra statymo veiksmas

# {action} is not a Carousel action
action-is-not-a-carousel-action-b42094 = { $action } nėra Karuselės veiksmas

# {action} is not a Liverpool action
action-is-not-a-liverpool-action-b38522 = { $action } nėra Liverpulio rummy veiksmas

# {action} is not a Rummoli action
action-is-not-a-rummoli-action-c4a6f5 = { $action } nėra Rummoli veiksmas

# {actor:seat} is playing
actor-is-playing-17d4c3 = { $actor } žaidžia

# {actor:seat} is playing a last turn (the draw pile is empty)
actor-is-playing-a-last-turn-e9bacc = { $actor } daro paskutinį ėjimą (traukimo krūva tuščia)

# {actor:seat} is to cut
actor-is-to-cut-a600fe = kaladę turi nukelti { $actor }

# {actor:seat} is to draw
actor-is-to-draw-d334e0 = traukti turi { $actor }

# {actor:seat} is to play a card
actor-is-to-play-a-card-b76855 = kortą turi žaisti { $actor }

# {actor:seat} may claim a pot
actor-may-claim-a-pot-4095d1 = { $actor } gali pasiimti banką

# {actor:seat} (the dealer) is deciding about the widow
actor-the-dealer-is-deciding-about-77c806 = { $actor } (dalytojas) sprendžia dėl našlės

# after the third draw the turn ends with no meld (CAR-6)
after-the-third-draw-the-turn-1f653b = po trečio traukimo ėjimas baigiasi be derinio (CAR-6)

# after this exchange only {card}, the card you took from the discard pile, would be left once the joker goes back, and it cannot be discarded this turn (LIV-10)
after-this-exchange-only-card-the-2508d7 = po šio pakeitimo, džokeriui grįžus ant stalo, liktų tik { $card } – korta, kurią paėmėte iš numestų kortų krūvos, o jos per šį ėjimą numesti negalima (LIV-10)

# all players but one are out of chips
all-players-but-one-are-out-d8e266 = žetonų liko tik vienam žaidėjui

# all {total} chips on the board are gathered into one pot
all-total-chips-on-the-board-064faf = visi lentos žetonai surenkami į vieną banką: iš viso { $total ->
        [one] { $total } žetonas
        [few] { $total } žetonai
       *[other] { $total } žetonų
    }

# an empty string is not a card
an-empty-string-is-not-a-4b824e = tuščia eilutė nėra korta

# an object
an-object-9ea397 = objektas

# bet
bet-60ae60 = statyti

# bets {amount}
bets-amount-14a833 = { $who } stato { $amount ->
        [one] { $amount } žetoną
        [few] { $amount } žetonus
       *[other] { $amount } žetonų
    }

# bets {amount} (all in)
bets-amount-all-in-677faa = { $who } stato { $amount ->
        [one] { $amount } žetoną
        [few] { $amount } žetonus
       *[other] { $amount } žetonų
    } (va bank)

# bid
bid-50cac9 = siūlyti

# bids {amount} for the widow
bids-amount-for-the-widow-e56ebe = { $who } už našlę siūlo { $amount ->
        [one] { $amount } žetoną
        [few] { $amount } žetonus
       *[other] { $amount } žetonų
    }

# black
black-568f4b = juoda
    .genitive = juodos
    .accusative = juodą

# bought the discard
bought-the-discard-ef2b50 = { $who } nupirko numestą kortą

# buy
buy-65d577 = pirkti

# buys the widow for {chips:chip}, paid to the dealer
buys-the-widow-for-chips-paid-2c89b9 = { $who } nuperka našlę už { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    } ir sumoka juos dalytojui

# call
call-b3f184 = išlyginti

# called rummy on {offender:seat}
called-rummy-on-offender-8a5695 = { $who } sušuko „rummy!“: { $offender } numetė kortą, kurią buvo galima pridėti

# calls {paid}
calls-paid-8a3ae5 = { $who } išlygina statymą ir įdeda { $paid ->
        [one] { $paid } žetoną
        [few] { $paid } žetonus
       *[other] { $paid } žetonų
    }

# calls {paid} (all in)
calls-paid-all-in-bcb5d5 = { $who } išlygina statymą ir įdeda { $paid ->
        [one] { $paid } žetoną
        [few] { $paid } žetonus
       *[other] { $paid } žetonų
    } (va bank)

# cannot pay the ante of {ante} and leaves with {chips:chip}
cannot-pay-the-ante-of-ante-d9e02d = { $who } negali sumokėti įnašo ({ $ante ->
        [one] { $ante } žetonas
        [few] { $ante } žetonai
       *[other] { $ante } žetonų
    }) ir išeina su { $chips ->
        [one] { $chips } žetonu
        [few] { $chips } žetonais
       *[other] { $chips } žetonų
    }

# {card} appears more than once
card-appears-more-than-once-6f417f = { $card } nurodyta daugiau nei kartą

# {card} does not fit m{meld} ({cards})
card-does-not-fit-m-meld-e0a9ac = { $card } netinka prie derinio m{ $meld } ({ $cards })

# {card} is not of the book's rank
card-is-not-of-the-book-ad772a = { $card } nėra to paties rango kaip rinkinys

# {card} was on the table and is missing (twice)
card-was-on-the-table-and-0ab223 = ant stalo buvusi korta { $card } dingo (du kartus)

# {card} was on the table and is missing
card-was-on-the-table-and-c98e48 = ant stalo buvusi korta { $card } dingo

# cards are given as text or a list of card texts, not {kind}
cards-are-given-as-text-or-323d27 = kortos turi būti tekstas arba kortų tekstų sąrašas, o ne { $kind }

# {cards}: {fault}
cards-fault-349db4 = { $cards }: { $fault }

# carousel
carousel-4f348a = Karuselė
    .genitive = Karuselės
    .dative = Karuselei
    .accusative = Karuselę
    .instrumental = Karusele
    .locative = Karuselėje

# check
check-b3711c = tikrinti

# checks
checks-af0f65 = { $who } tikrina

# chose the stock; the discard is offered to buyers
chose-the-stock-the-discard-is-502b1a = { $who } pasirinko traukimo krūvą; numesta korta siūloma pirkėjams

# claim
claim-bd2490 = pasiimti banką
    .genitive = pasiimti banko

# {code} is not a card code
code-is-not-a-card-code-d30e9b = { $code } nėra kortos kodas

# {count} card
count-card-73c40e =
    { $count ->
        [one] { $count } korta
        [few] { $count } kortos
       *[other] { $count } kortų
    }

# {count} chip
count-chip-65816c =
    { $count ->
        [one] { $count } žetonas
        [few] { $count } žetonai
       *[other] { $count } žetonų
    }

# {count} point
count-point-cfc302 =
    { $count ->
        [one] { $count } taškas
        [few] { $count } taškai
       *[other] { $count } taškų
    }

# {count} round
count-round-39bf61 =
    { $count ->
        [one] { $count } raundas
        [few] { $count } raundai
       *[other] { $count } raundų
    }

# cut
cut-f6562d = nukelti

# cut {lifted} cards (aimed at {aim})
cut-lifted-cards-aimed-at-aim-d55276 = { $who } nukėlė { $lifted ->
        [one] { $lifted } kortą
        [few] { $lifted } kortas
       *[other] { $lifted } kortų
    } (taikė į { $aim })

# deal {deal} ({contract}), dealer {dealer:seat}
deal-deal-contract-dealer-dealer-d85318 = dalijimas { $deal } ({ $contract }), dalija { $dealer }

# deal {deal} over: {why:sentence}; scores {scores}
deal-deal-over-why-scores-scores-5f7da4 = dalijimas { $deal } baigtas: { $why }; rezultatai: { $scores }

# dealt all 52 cards one at a time; the widow holds {widow}
dealt-all-52-cards-one-at-5335f3 = visos 52 kortos išdalytos po vieną; našlėje: { $widow }

# dealt {size} cards each; upcard
dealt-size-cards-each-upcard-ecd5d0 = kiekvienam išdalyta po { $size ->
        [one] { $size } kortą
        [few] { $size } kortas
       *[other] { $size } kortų
    }; atversta korta

# did not claim the {pot} pot in time; its chips stay
did-not-claim-the-pot-pot-10f533 = { $who } laiku nepasiėmė { $pot_genitive } banko; jo žetonai lieka lentoje

# discard
discard-f08641 = numesti

# discarded
discarded-9a3f11 = { $who } numetė

# does not claim the {pot} pot; its chips stay
does-not-claim-the-pot-pot-75cf8a = { $who } nesiima { $pot_genitive } banko; jo žetonai lieka lentoje

# draw
draw-a88bf4 = traukti

# draw first (CAR-6)
draw-first-car-6-8ea97d = pirmiausia traukite kortą (CAR-6)

# draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)
draw-knock-pass-meld-5h-6h-2b608c = draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (visas naujas stalas, deriniai atskiriami |)

# drew a penalty card
drew-a-penalty-card-d6ce28 = { $who } ištraukė baudos kortą

# drew a stock card as the price
drew-a-stock-card-as-the-5675e5 = { $who } kaip kainą paėmė kortą iš traukimo krūvos

# drew card {draws} of this turn
drew-card-draws-of-this-turn-4c1947 = { $who } ištraukė { $draws ->
        [1] pirmąją
        [2] antrąją
        [3] trečiąją
       *[other] dar vieną
    } šio ėjimo kortą

# drew from the stock
drew-from-the-stock-b493e4 = { $who } paėmė kortą iš traukimo krūvos

# Easy
easy-6c3311 = Lengvas

# exchange a joker
exchange-a-joker-77f93d = pakeisti džokerį
    .genitive = pakeisti džokerio

# exchange a joker for a natural card
exchange-a-joker-for-a-natural-7b9c41 = pakeisti džokerį tikra korta
    .genitive = pakeisti džokerio tikra korta

# exchange with the widow
exchange-with-the-widow-e86b01 = keisti ranką į našlę
    .genitive = keisti rankos į našlę

# exchanged {card} for the joker in m{meld}
exchanged-card-for-the-joker-in-6d93d9 = { $who } padėjo { $card } vietoj džokerio derinyje m{ $meld } ir pasiėmė džokerį

# exchanges their hand for the widow, unseen
exchanges-their-hand-for-the-widow-60d542 = { $who } iškeičia savo ranką į našlę, kurios nematė

# failed to go down ({fault:sentence}): {penalty} penalty points
failed-to-go-down-fault-penalty-239b09 = { $who } bandė išsidėti, bet nepavyko ({ $fault }): { $penalty ->
        [one] { $penalty } baudos taškas
        [few] { $penalty } baudos taškai
       *[other] { $penalty } baudos taškų
    }

# {fault} (CAR-5)
fault-car-5-09d5f3 = { $fault } (CAR-5)

# {faults}
faults-8fe1e8 = { $faults }

# final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals
final-poker-for-what-chips-dealer-0f7c21 = paskutinis pokeris dėl { $what_genitive } ({ $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }): dalija { $dealer }

# {first} and {second}
first-and-second-eedad6 = { $first } ir { $second }

# float
float-a6c45d = likti be kortų

# floats
floats-7d1fea = { $who } lieka be kortų rankoje ir žaidžia toliau

# flush
flush-b2f3fe = flešas
    .genitive = flešo
    .accusative = flešą

# fold
fold-2b5296 = pasiduoti

# folds
folds-ac02e0 = { $who } pasiduoda

# four of a kind
four-of-a-kind-81ebe9 = karė
    .genitive = karės
    .accusative = karę

# full house
full-house-9706be = fulhausas
    .genitive = fulhauso
    .accusative = fulhausą

# {game} has no option {option} (options: {known})
game-has-no-option-option-options-209a5b = { $game } neturi parinkties { $option } (parinktys: { $known })

# {game} is for {low} to {high} players, not {players}
game-is-for-low-to-high-2e7654 = { $game_dative } reikia nuo { $low } iki { $high ->
        [one] { $high } žaidėjo
        [few] { $high } žaidėjų
       *[other] { $high } žaidėjų
    }, o ne { $players }

# {game} is for {low} to {high} players, not {players}; for {players} players, turn on the option {option} ("{help}")
game-is-for-low-to-high-f9a035 = { $game_dative } reikia nuo { $low } iki { $high ->
        [one] { $high } žaidėjo
        [few] { $high } žaidėjų
       *[other] { $high } žaidėjų
    }, o ne { $players }; jei žaidžia { $players ->
        [one] { $players } žaidėjas
        [few] { $players } žaidėjai
       *[other] { $players } žaidėjų
    }, įjunkite parinktį { $option } („{ $help }“)

# game over: {result:sentence}
game-over-result-49a2a0 = žaidimas baigtas: { $result }

# go down
go-down-704673 = išsidėti

# goes out
goes-out-c1e402 = { $who } išeina

# Hard
hard-64efa7 = Sunkus

# has no chips left and leaves the game
has-no-chips-left-and-leaves-dbc896 = { $who } nebeturi žetonų ir palieka žaidimą

# high card
high-card-5c1408 = aukščiausia korta
    .genitive = aukščiausios kortos
    .accusative = aukščiausią kortą

# holds no {colour} card
holds-no-colour-card-92cafe = { $who } neturi { $colour_genitive } kortos

# in deal 7 you go down only with your whole hand, as three runs (LIV-17)
in-deal-7-you-go-down-eff502 = 7 dalijime išsidedama tik visa ranka – trimis sekomis (LIV-17)

# is the only player left who can pay the ante and takes the board
is-the-only-player-left-who-e257e5 = { $who } vienintelis gali sumokėti įnašą ir pasiima visą lentą

# it is {actor:seat}'s turn to bet
it-is-actor-s-turn-to-2849f4 = dabar statyti turi { $actor }

# it is not your turn to {what}: {waiting:sentence}
it-is-not-your-turn-to-b35566 = dabar ne jūsų ėjimas, todėl negalite { $what_genitive }: { $waiting }

# it is not your turn to play: {waiting:sentence}
it-is-not-your-turn-to-f6489b = dabar ne jūsų ėjimas: { $waiting }

# it is not your turn: {waiting:sentence}
it-is-not-your-turn-waiting-b18c9f = dabar ne jūsų ėjimas: { $waiting }

# jack of diamonds
jack-of-diamonds-f7ff05 = būgnų valetas
    .genitive = būgnų valeto
    .accusative = būgnų valetą

# keep or exchange
keep-or-exchange-d8e01d = pasilikti arba keisti

# keep your hand
keep-your-hand-629874 = pasilikti savo ranką
    .genitive = pasilikti savo rankos

# keeps their hand; the widow is auctioned
keeps-their-hand-the-widow-is-3d047f = { $who } pasilieka savo ranką; našlė parduodama aukcione

# {kind} bot
kind-bot-a31e9a = { $kind } botas

# king-ace of diamonds
king-ace-of-diamonds-92e569 = būgnų karalius ir tūzas
    .genitive = būgnų karaliaus ir tūzo
    .accusative = būgnų karalių ir tūzą

# king of hearts
king-of-hearts-20387c = širdžių karalius
    .genitive = širdžių karaliaus
    .accusative = širdžių karalių

# knocked with {value} points
knocked-with-value-points-14f478 = { $who } pasibeldė (rankos vertė – { $value ->
        [one] { $value } taškas
        [few] { $value } taškai
       *[other] { $value } taškų
    })

# {knocker:seat} knocked
knocker-knocked-c2cb2d = { $knocker } pasibeldė

# laid off on m{meld}
laid-off-on-m-meld-0c7d76 = { $who } pridėjo kortą prie derinio m{ $meld }

# lay off
lay-off-6a01ef = pridėti

# liverpool
liverpool-695ea3 = Liverpulio rummy
    .genitive = Liverpulio rummy
    .dative = Liverpulio rummy
    .accusative = Liverpulio rummy
    .instrumental = Liverpulio rummy
    .locative = Liverpulio rummy

# 1 book + 1 run
m-1-book-1-run-34a08e = 1 rinkinys + 1 seka

# 1 book + 2 runs
m-1-book-2-runs-67d500 = 1 rinkinys + 2 sekos

# 2 books
m-2-books-03e637 = 2 rinkiniai

# 2 books + 1 run
m-2-books-1-run-079f24 = 2 rinkiniai + 1 seka

# 2 runs
m-2-runs-e13ab3 = 2 sekos

# 3 books
m-3-books-cb2b37 = 3 rinkiniai

# 3 runs
m-3-runs-5fa123 = 3 sekos

# 7-8-9
m-7-8-9-45e942 = 7-8-9

# m{meld} holds no joker to exchange
m-meld-holds-no-joker-to-7cd634 = derinyje m{ $meld } nėra džokerio, kurį būtų galima pakeisti

# made an exact cut: 50 points off this deal
made-an-exact-cut-50-points-2eec82 = { $who } nukėlė tiksliai: šiame dalijime atimama 50 taškų

# Medium
medium-09be5f = Vidutinis

# meld {number} ({cards}): {fault}
meld-number-cards-fault-fe8abc = derinys { $number } ({ $cards }): { $fault }

# melded {placed:card} worth {value}
melded-placed-worth-value-45acf2 = { $who } padėjo { $placed ->
        [one] { $placed } kortą
        [few] { $placed } kortas
       *[other] { $placed } kortų
    } (vertė – { $value ->
        [one] { $value } taškas
        [few] { $value } taškai
       *[other] { $value } taškų
    })

# must play their lowest {colour} card
must-play-their-lowest-colour-card-b734e7 = { $who } turi žaisti žemiausią savo { $colour_accusative } kortą

# no action given (actions: {actions})
no-action-given-actions-actions-2e7a05 = veiksmas nenurodytas (veiksmai: { $actions })

# no joker in m{meld} stands for {card}
no-joker-in-m-meld-stands-0ab332 = derinyje m{ $meld } nė vienas džokeris neatstoja { $card }

# no meld could take the joker back (LIV-15)
no-meld-could-take-the-joker-934c96 = nė vienas derinys negali priimti džokerio atgal (LIV-15)

# nobody bids; the widow stays out of play
nobody-bids-the-widow-stays-out-9eb37a = niekas nesiūlo; našlė lieka nežaidžiama

# nobody bought the discard
nobody-bought-the-discard-9a2890 = niekas nenupirko numestos kortos

# nobody can pay the ante
nobody-can-pay-the-ante-7a396b = niekas negali sumokėti įnašo

# Not a book: a book needs at least two natural cards
not-a-book-a-book-needs-0e7f01 = Ne rinkinys: rinkinyje turi būti bent dvi tikros kortos

# Not a book: a book needs at least 3 cards, this has {count}
not-a-book-a-book-needs-28f3fb = Ne rinkinys: rinkinyje turi būti bent 3 kortos, o čia { $count ->
        [one] { $count } korta
        [few] { $count } kortos
       *[other] { $count } kortų
    }

# Not a book: {first} and {second} are different ranks
not-a-book-first-and-second-11e658 = Ne rinkinys: { $first } ir { $second } – skirtingų rangų

# Not a group: a group has 3 or 4 cards, this has {count}
not-a-group-a-group-has-653fc3 = Ne grupė: grupėje būna 3 arba 4 kortos, o čia { $count ->
        [one] { $count } korta
        [few] { $count } kortos
       *[other] { $count } kortų
    }

# Not a group: {first} and {second} are different ranks
not-a-group-first-and-second-2223db = Ne grupė: { $first } ir { $second } – skirtingų rangų

# Not a group: two cards of {suit} (a group's suits are all different)
not-a-group-two-cards-of-8d2bf5 = Ne grupė: dvi { $suit } kortos (grupėje visos kortos turi būti skirtingų masčių)

# Not a run: a run needs natural cards
not-a-run-a-run-needs-6b3655 = Ne seka: sekoje turi būti tikrų kortų

# Not a run: a run needs at least 4 cards, this has {count}
not-a-run-a-run-needs-70bfe6 = Ne seka: sekoje turi būti bent 4 kortos, o čia { $count ->
        [one] { $count } korta
        [few] { $count } kortos
       *[other] { $count } kortų
    }

# Not a run: {card} cannot stand {places} place(s) after {other}
not-a-run-card-cannot-stand-05a52c = Ne seka: { $card } negali būti { $places ->
        [one] { $places } vieta
        [few] { $places } vietomis
       *[other] { $places } vietų
    } toliau už { $other }

# Not a run
not-a-run-fd96f1 = Ne seka

# Not a run: {first} and {second} are of different suits
not-a-run-first-and-second-3c0f53 = Ne seka: { $first } ir { $second } – skirtingų masčių

# Not a run: it runs past the ace (K-A-2 turns the corner)
not-a-run-it-runs-past-537a8f = Ne seka: ji tęsiasi per tūzą (K-A-2 – „kampo pasukimas“)

# Not a run: K-A-2 turns the corner
not-a-run-k-a-2-3b7bc3 = Ne seka: K-A-2 – „kampo pasukimas“

# Not a run: the cards are not in sequence
not-a-run-the-cards-are-1b3fbc = Ne seka: kortos ne iš eilės

# Not a run: two wild cards within four places (each four cards need three natural ones)
not-a-run-two-wild-cards-fe3ec3 = Ne seka: dvi laisvosios kortos per keturias vietas (kiekvienose keturiose kortose turi būti trys tikros)

# Not a sequence: a sequence needs at least 3 cards, this has {count}
not-a-sequence-a-sequence-needs-fa554c = Ne seka: sekoje turi būti bent 3 kortos, o čia { $count ->
        [one] { $count } korta
        [few] { $count } kortos
       *[other] { $count } kortų
    }

# Not a sequence: K-A-2 turns the corner
not-a-sequence-k-a-2-992c45 = Ne seka: K-A-2 – „kampo pasukimas“

# Not a sequence: the cards are not all of one suit
not-a-sequence-the-cards-are-e10be5 = Ne seka: ne visos kortos vienos masties

# Not a sequence: the ranks are not consecutive
not-a-sequence-the-ranks-are-31586a = Ne seka: rangai ne iš eilės

# Not a sequence: two cards of rank {rank}
not-a-sequence-two-cards-of-c54c27 = Ne seka: dvi { $rank } rango kortos

# only the dealer ({dealer:seat}) may {what}
only-the-dealer-dealer-may-what-152738 = tai gali tik dalytojas ({ $dealer }): { $what }

# option {name} is true or false, not {value}
option-name-is-true-or-false-2c1d7d = parinkties { $name } reikšmė turi būti true arba false, o ne { $value }

# option {name} must be a whole number, not {value}
option-name-must-be-a-whole-ae1279 = parinkties { $name } reikšmė turi būti sveikasis skaičius, o ne { $value }

# option {name} must be at least {minimum}, not {value}
option-name-must-be-at-least-07dde7 = parinkties { $name } reikšmė turi būti ne mažesnė kaip { $minimum }, o ne { $value }

# option {name} must be at most {maximum}, not {value}
option-name-must-be-at-most-b3b856 = parinkties { $name } reikšmė turi būti ne didesnė kaip { $maximum }, o ne { $value }

# option {name} must be one of {allowed}, not {value}
option-name-must-be-one-of-96d2ed = parinkties { $name } reikšmė turi būti viena iš { $allowed }, o ne { $value }

# {out:seat} went out
out-went-out-1ecb03 = { $out } išėjo

# pair
pair-7c445a = pora
    .genitive = poros
    .accusative = porą

# pass
pass-7b7a73 = praleisti

# passed
passed-513cb7 = { $who } praleido

# passes
passes-623cd2 = { $who } praleidžia

# pays {paid:chip} for {cards:card} left
pays-paid-for-cards-left-0d9e8d = { $who } moka { $paid ->
        [one] { $paid } žetoną
        [few] { $paid } žetonus
       *[other] { $paid } žetonų
    } už { $cards ->
        [one] { $cards } likusią kortą
        [few] { $cards } likusias kortas
       *[other] { $cards } likusių kortų
    }

# pays {paid:chip} into the Rummoli pot for {cards:card}
pays-paid-into-the-rummoli-pot-2231b7 = { $who } moka { $paid ->
        [one] { $paid } žetoną
        [few] { $paid } žetonus
       *[other] { $paid } žetonų
    } į Rummoli banką už { $cards ->
        [one] { $cards } kortą
        [few] { $cards } kortas
       *[other] { $cards } kortų
    }

# picks up the widow; the hand given up is dead
picks-up-the-widow-the-hand-d31cc4 = { $who } pasiima našlę; atiduota ranka lieka nežaidžiama

# play a card
play-a-card-03b81e = žaisti kortą
    .genitive = žaisti kortos

# play
play-c2cbd8 = žaisti

# plays
plays-b6e521 = { $who } žaidžia

# Plays like a sensible card player, without stopping to think.
plays-like-a-sensible-card-player-e47c21 = Žaidžia kaip nuovokus kortų žaidėjas ir ėjimus daro iš karto.

# Plays simple moves with no plan: measured 50 to 300 Elo points below medium, depending on the game. Good for learning a game.
plays-simple-moves-with-no-plan-cf6bc4 = Daro paprastus ėjimus be jokio plano: matavimai rodo, kad, priklausomai nuo žaidimo, jo Elo reitingas 50–300 taškų žemesnis nei vidutinio lygio. Tinka žaidimui išmokti.

# poker
poker-f1f2c6 = pokeris
    .genitive = pokerio
    .accusative = pokerį

# poker: {opener:seat} opens the betting
poker-opener-opens-the-betting-5b6f91 = pokeris: statymus pradeda { $opener }

# pots are taken automatically in this game (strict_claims is off)
pots-are-taken-automatically-in-this-2c32d0 = šiame žaidime bankai pasiimami automatiškai (griežtas bankų pasiėmimas išjungtas)

# queen of clubs
queen-of-clubs-20e4ff = kryžių karalienė
    .genitive = kryžių karalienės
    .accusative = kryžių karalienę

# raise
raise-5ef9ed = pakelti

# raises by {amount} to {current}
raises-by-amount-to-current-086ba4 = { $who } pakelia { $amount ->
        [one] { $amount } žetonu
        [few] { $amount } žetonais
       *[other] { $amount } žetonų
    } iki { $current ->
        [one] { $current } žetono
        [few] { $current } žetonų
       *[other] { $current } žetonų
    }

# raises by {amount} to {current} (all in)
raises-by-amount-to-current-all-b8b824 = { $who } pakelia { $amount ->
        [one] { $amount } žetonu
        [few] { $amount } žetonais
       *[other] { $amount } žetonų
    } iki { $current ->
        [one] { $current } žetono
        [few] { $current } žetonų
       *[other] { $current } žetonų
    } (va bank)

# red
red-40f480 = raudona
    .genitive = raudonos
    .accusative = raudoną

# round {round}: {dealer:seat} deals; everyone antes {ante} chips
round-round-dealer-deals-everyone-antes-51e52c = { $round } raundas: dalija { $dealer }; visi įneša po { $ante ->
        [one] { $ante } žetoną
        [few] { $ante } žetonus
       *[other] { $ante } žetonų
    }

# round {round}: {dealer:seat} deals {size} cards each; {starter:seat} starts
round-round-dealer-deals-size-cards-5f066e = { $round } raundas: { $dealer } išdalija kiekvienam po { $size ->
        [one] { $size } kortą
        [few] { $size } kortas
       *[other] { $size } kortų
    }; pradeda { $starter }

# round {round} over: {why:sentence}
round-round-over-why-789d92 = { $round } raundas baigtas: { $why }

# round {round} over: {why:sentence}; {winners:seats} won; points {points}
round-round-over-why-winners-won-4696d4 = { $round } raundas baigtas: { $why }; laimėjo { $winners }; taškai: { $points }

# {rounds:round} played
rounds-played-6c0480 = sužaista { $rounds ->
        [one] { $rounds } raundas
        [few] { $rounds } raundai
       *[other] { $rounds } raundų
    }

# rummoli
rummoli-82112b = Rummoli
    .genitive = Rummoli
    .dative = Rummoli
    .accusative = Rummoli
    .instrumental = Rummoli
    .locative = Rummoli

# Rummoli
rummoli-b2ba07 = Rummoli

# say which end of m{meld}: layoff {card} m{meld} low|high
say-which-end-of-m-meld-3bf209 = nurodykite, prie kurio derinio m{ $meld } galo dėti: layoff { $card } m{ $meld } low|high

# seat {seat}
seat-seat-bf466e = { $seat } vieta

# shows a hand worth {value}
shows-a-hand-worth-value-3d2c75 = { $who } parodo ranką, kurios vertė { $value ->
        [one] { $value } taškas
        [few] { $value } taškai
       *[other] { $value } taškų
    }

# shows {hand}
shows-hand-535f69 = { $who } parodo { $hand_accusative }

# shrewd
shrewd-892106 = gudrus
    .genitive = gudraus
    .dative = gudriam
    .accusative = gudrų
    .instrumental = gudriu
    .locative = gudriame

# side pot {side}
side-pot-side-41f7e2 = šalutinis bankas { $side }
    .genitive = šalutinio banko { $side }

# stalemate: nobody can play
stalemate-nobody-can-play-34a77f = aklavietė: niekas negali žaisti

# stalemate; the Rummoli pot carries over
stalemate-the-rummoli-pot-carries-over-0e768c = aklavietė; Rummoli bankas lieka kitam raundui

# straight
straight-28ff88 = stritas
    .genitive = strito
    .accusative = stritą

# straight flush
straight-flush-bf2bb1 = stritflešas
    .genitive = stritflešo
    .accusative = stritflešą

# table meld {number} ({cards}) is not valid: {fault}
table-meld-number-cards-is-not-5b10cd = stalo derinys { $number } ({ $cards }) netinkamas: { $fault }

# ten of spades
ten-of-spades-b804d8 = pikų dešimtukas
    .genitive = pikų dešimtuko
    .accusative = pikų dešimtuką

# '{text}' is not an action (actions: {actions})
text-is-not-an-action-actions-cb4d5e = '{ $text }' nėra veiksmas (veiksmai: { $actions })

# '{text}': {why:sentence}
text-why-d0363b = '{ $text }': { $why }

# that costs {amount} and you have only {stack} chips
that-costs-amount-and-you-have-ea10b9 = tai kainuoja { $amount ->
        [one] { $amount } žetoną
        [few] { $amount } žetonus
       *[other] { $amount } žetonų
    }, o jūs turite tik { $stack ->
        [one] { $stack } žetoną
        [few] { $stack } žetonus
       *[other] { $stack } žetonų
    }

# that costs {to_call} to call plus {amount} and you have only {stack} chips
that-costs-to-call-to-call-0bfe44 = tai kainuoja { $to_call ->
        [one] { $to_call } žetoną
        [few] { $to_call } žetonus
       *[other] { $to_call } žetonų
    } išlyginti ir dar { $amount ->
        [one] { $amount } žetoną
        [few] { $amount } žetonus
       *[other] { $amount } žetonų
    }, o jūs turite tik { $stack ->
        [one] { $stack } žetoną
        [few] { $stack } žetonus
       *[other] { $stack } žetonų
    }

# the betting is capped: a bet and at most {most} raises (RUM-7)
the-betting-is-capped-a-bet-9e191f = statymai riboti: vienas statymas ir daugiausia { $most ->
        [one] { $most } pakėlimas
        [few] { $most } pakėlimai
       *[other] { $most } pakėlimų
    } (RUM-7)

# the betting is over
the-betting-is-over-45aec2 = statymai baigti

# the contract is {contract}: {need} melds, not {got}
the-contract-is-contract-need-melds-ea995c = kontraktas – { $contract }: reikia { $need ->
        [one] { $need } derinio
        [few] { $need } derinių
       *[other] { $need } derinių
    }, o ne { $got }

# the contract is {contract}, these melds make {books} book(s) and {runs} run(s)
the-contract-is-contract-these-melds-da328b = kontraktas – { $contract }, o šie deriniai sudaro { $books ->
        [one] { $books } rinkinį
        [few] { $books } rinkinius
       *[other] { $books } rinkinių
    } ir { $runs ->
        [one] { $runs } seką
        [few] { $runs } sekas
       *[other] { $runs } sekų
    }

# the dealer does not bid for the widow
the-dealer-does-not-bid-for-cf88cd = dalytojas nesiūlo už našlę

# the discard is being offered to buyers
the-discard-is-being-offered-to-343e2a = numesta korta siūloma pirkėjams

# the discard pile is empty
the-discard-pile-is-empty-a24a80 = numestų kortų krūva tuščia

# the draw pile is empty: meld or pass (CAR-12)
the-draw-pile-is-empty-meld-3650dd = traukimo krūva tuščia: dėkite derinį arba praleiskite (CAR-12)

# the draw pile is empty: meld, knock or pass (CAR-12)
the-draw-pile-is-empty-meld-75f5d4 = traukimo krūva tuščia: dėkite derinį, pasibelskite arba praleiskite (CAR-12)

# the draw pile ran out and everyone had a last turn
the-draw-pile-ran-out-and-0638e2 = traukimo krūva baigėsi, ir visi padarė paskutinį ėjimą

# the game ends ({why:sentence}); the board is played for in a final poker round
the-game-ends-why-the-board-09472f = žaidimas baigiasi ({ $why }); lentos žetonai sužaidžiami paskutiniame pokerio raunde

# the game is over
the-game-is-over-9c7ef4 = žaidimas baigtas

# the hands and the widow must hold the 52 cards, each once
the-hands-and-the-widow-must-1ba553 = rankose ir našlėje turi būti visos 52 kortos, kiekviena po vieną kartą

# the joker {joker} can only change if the real {card} takes its place
the-joker-joker-can-only-change-6095ce = džokerį { $joker } galima perkelti tik tada, kai jo vietą užima tikra korta { $card }

# the joker you took must go back on the table first (LIV-15)
the-joker-you-took-must-go-41aaac = paimtas džokeris pirma turi grįžti ant stalo (LIV-15)

# the main pot
the-main-pot-d2743a = pagrindinis bankas
    .genitive = pagrindinio banko

# the number {number}
the-number-number-d21cb2 = skaičius { $number }

# the poker betting is on ({actor:seat} to act)
the-poker-betting-is-on-actor-e2276e = vyksta pokerio statymai (ėjimas: { $actor })

# the pot
the-pot-add312 = bankas
    .genitive = banko

# the {pot} pot
the-pot-pot-727eae = { $pot_genitive } bankas
    .genitive = { $pot_genitive } banko

# the Rummoli phase starts with your lowest card: {cards} (RUM-9)
the-rummoli-phase-starts-with-your-b8bd42 = Rummoli etapą pradedate žemiausia savo korta: { $cards } (RUM-9)

# the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)
the-stock-ran-out-after-being-8101c9 = traukimo krūva baigėsi jau kartą ją atnaujinus, o daugiau neleidžiama (papildoma taisyklė reshuffles=1)

# the stock ran out and is not rebuilt (house rule reshuffles=0)
the-stock-ran-out-and-is-5624b9 = traukimo krūva baigėsi ir nebeatnaujinama (papildoma taisyklė reshuffles=0)

# the stock ran out
the-stock-ran-out-f99f35 = traukimo krūva baigėsi

# the text {text}
the-text-text-c822af = tekstas { $text }

# the turn cap of {cap} was reached
the-turn-cap-of-cap-was-ef9c58 = pasiekta ėjimų riba ({ $cap })

# the whole board
the-whole-board-4e3379 = visa lenta
    .genitive = visos lentos

# the widow is being auctioned (waiting for {actors:seats})
the-widow-is-being-auctioned-waiting-cc97c5 = vyksta našlės aukcionas (laukiama: { $actors })

# there are {count} cards {card}; two packs hold two of each (CAR-1)
there-are-count-cards-card-two-9faa6f = kortų { $card } yra { $count }; dviejose kaladėse kiekviena korta yra po du kartus (CAR-1)

# there are more than two jokers; the game has two (CAR-1)
there-are-more-than-two-jokers-b9fa74 = džokerių daugiau nei du, o žaidime jų yra tik du (CAR-1)

# there is already a bet of {current}: call, raise or fold
there-is-already-a-bet-of-8864e9 = jau yra statymas ({ $current ->
        [one] { $current } žetonas
        [few] { $current } žetonai
       *[other] { $current } žetonų
    }): išlyginkite, pakelkite arba pasiduokite

# there is no bet to call; check instead
there-is-no-bet-to-call-46225d = nėra statymo, kurį reikėtų išlyginti; tikrinkite

# there is no bet to fold to; check instead
there-is-no-bet-to-fold-c3fa45 = nėra statymo, dėl kurio reikėtų pasiduoti; tikrinkite

# there is no bet to raise: bet instead
there-is-no-bet-to-raise-20a9fb = nėra statymo, kurį būtų galima pakelti: statykite

# there is no discard to call rummy on (LIV-16)
there-is-no-discard-to-call-4a4259 = nėra numestos kortos, dėl kurios būtų galima šaukti „rummy“ (LIV-16)

# there is no knocking in the last turns, which have no draw (CAR-12)
there-is-no-knocking-in-the-a89b4d = per paskutinius ėjimus, kai kortos nebetraukiamos, belstis negalima (CAR-12)

# there is no laying off in deal 7
there-is-no-laying-off-in-8cad18 = 7 dalijime kortų pridėti negalima

# there is no meld m{meld} on the table
there-is-no-meld-m-meld-bab7ba = ant stalo nėra derinio m{ $meld }

# there is no seat {seat}
there-is-no-seat-seat-29e34b = nėra vietos nr. { $seat }

# Thinks for about {seconds} s before each move, playing out the ways the deal could go: measured 30 to 60 Elo points above medium, depending on the game.
thinks-for-about-seconds-s-before-45a123 = Prieš kiekvieną ėjimą galvoja apie { $seconds } s ir išbando, kaip galėtų klostytis dalijimas: matavimai rodo, kad, priklausomai nuo žaidimo, jo Elo reitingas 30–60 taškų aukštesnis nei vidutinio lygio.

# three of a kind
three-of-a-kind-760d8e = trejetas
    .genitive = trejeto
    .accusative = trejetą

# to go on without melding, draw again (CAR-6)
to-go-on-without-melding-draw-cb9be2 = jei norite tęsti nedėdami derinio, traukite dar kartą (CAR-6)

# {token} is not a card: a joker is '*' or '*' and a card, like '*9h'
token-is-not-a-card-a-a3309c = { $token } nėra korta: džokeris rašomas '*' arba '*' ir korta, pvz., '*9h'

# {token} is not a card: no rank
token-is-not-a-card-no-84b605 = { $token } nėra korta: nenurodytas rangas

# {token} is not a card: unknown rank {rank}
token-is-not-a-card-unknown-7f20cc = { $token } nėra korta: nežinomas rangas { $rank }

# {token} is not a card: unknown suit {suit} (use c d h s)
token-is-not-a-card-unknown-888e0a = { $token } nėra korta: nežinoma mastis { $suit } (rašykite c d h s)

# took the discard
took-the-discard-53d587 = { $who } paėmė numestą kortą

# took the discard back
took-the-discard-back-ac51e4 = { $who } paėmė numestą kortą atgal

# took the last card of the draw pile
took-the-last-card-of-the-524024 = { $who } paėmė paskutinę traukimo krūvos kortą

# two pair
two-pair-5b2483 = dvi poros
    .genitive = dviejų porų
    .accusative = dvi poras

# unknown game {name} (games: {games})
unknown-game-name-games-games-352b87 = nežinomas žaidimas { $name } (žaidimai: { $games })

# {verb} needs a whole number of chips, like '{verb} 3', not '{word}'
verb-needs-a-whole-number-of-f1f725 = po { $verb } reikia nurodyti sveiką žetonų skaičių, pvz., '{ $verb } 3', o ne '{ $word }'

# went down
went-down-6a5b96 = { $who } išsidėjo

# {went_out:seat} went out
went-out-went-out-12e192 = { $went_out } išėjo

# while floating you must draw from the stock (LIV-18)
while-floating-you-must-draw-from-855520 = likę be kortų rankoje privalote traukti iš traukimo krūvos (LIV-18)

# {winners:seats} {verb} with {best} chips
winners-verb-with-best-chips-18e2c9 = laimi { $winners } ({ $best ->
        [one] { $best } žetonas
        [few] { $best } žetonai
       *[other] { $best } žetonų
    })

# {winners:seats} {verb} with {best} points
winners-verb-with-best-points-80f081 = laimi { $winners } ({ $best ->
        [one] { $best } taškas
        [few] { $best } taškai
       *[other] { $best } taškų
    })

# {winners:seats} {verb} with {best} points, the lowest total
winners-verb-with-best-points-the-13a330 = laimi { $winners }: mažiausia suma – { $best ->
        [one] { $best } taškas
        [few] { $best } taškai
       *[other] { $best } taškų
    }

# wins {chips:chip} from {what:sentence}
wins-chips-from-what-154fe4 = { $who } laimi { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    } iš { $what_genitive }

# wins the {pot} pot: {chips:chip}
wins-the-pot-pot-chips-bcf72a = { $who } laimi { $pot_genitive } banką: { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    }

# won the poker phase and leads the Rummoli phase
won-the-poker-phase-and-leads-62021c = { $who } laimėjo pokerio etapą ir pradeda Rummoli etapą

# '{word}' is not a meld number; melds are m1, m2, ...
word-is-not-a-meld-number-a87b20 = '{ $word }' nėra derinio numeris; deriniai žymimi m1, m2, ...

# you already hold the highest bid ({bid})
you-already-hold-the-highest-bid-2bf815 = jūsų pasiūlymas ir taip didžiausias ({ $bid })

# you are already down
you-are-already-down-4a6da2 = jūs jau išsidėjote

# you can lay off only after going down (LIV-13)
you-can-lay-off-only-after-b4d510 = pridėti kortų galite tik išsidėję (LIV-13)

# you cannot bid {amount}: you have only {stack} chips
you-cannot-bid-amount-you-have-c75cf1 = negalite pasiūlyti { $amount ->
        [one] { $amount } žetono
        [few] { $amount } žetonų
       *[other] { $amount } žetonų
    }: turite tik { $stack ->
        [one] { $stack } žetoną
        [few] { $stack } žetonus
       *[other] { $stack } žetonų
    }

# you cannot call rummy on your own discard
you-cannot-call-rummy-on-your-f15484 = negalite šaukti „rummy“ dėl savo paties numestos kortos

# you cannot check: it costs {to_call} to call
you-cannot-check-it-costs-to-000908 = negalite tikrinti: išlyginti kainuoja { $to_call ->
        [one] { $to_call } žetoną
        [few] { $to_call } žetonus
       *[other] { $to_call } žetonų
    }

# you cannot go down leaving only {card}: a card taken from the discard pile cannot be discarded in the same turn, so keep another card in hand (LIV-10)
you-cannot-go-down-leaving-only-a7da39 = negalite išsidėti palikdami tik { $card }: iš numestų kortų krūvos paimtos kortos negalima numesti per tą patį ėjimą, tad pasilikite rankoje kitą kortą (LIV-10)

# you cannot lay off {card}: that would leave only {taken}, the card you took from the discard pile, which cannot be discarded this turn (LIV-10)
you-cannot-lay-off-card-that-d23273 = negalite pridėti { $card }: liktų tik { $taken } – korta, kurią paėmėte iš numestų kortų krūvos, o jos per šį ėjimą numesti negalima (LIV-10)

# you cannot pass: you are not bidding
you-cannot-pass-you-are-not-5d7d50 = negalite praleisti: jūs nedalyvaujate aukcione

# you cannot pass: you hold the highest bid
you-cannot-pass-you-hold-the-3da832 = negalite praleisti: jūsų pasiūlymas didžiausias

# you cannot {what} now: nothing is offered to buyers
you-cannot-what-now-nothing-is-1ef2e0 = dabar negalima { $what_genitive }: pirkėjams nieko nesiūloma

# you cannot {what} now: {waiting:sentence}
you-cannot-what-now-waiting-ca79db = dabar negalima { $what_genitive }: { $waiting }

# you do not hold a joker
you-do-not-hold-a-joker-009736 = neturite džokerio

# you do not hold {card}
you-do-not-hold-card-e54791 = neturite kortos { $card }

# you do not hold that many {card}
you-do-not-hold-that-many-edb88d = neturite tiek kortų { $card }

# you have already answered
you-have-already-answered-61fbbb = jūs jau atsakėte

# you have drawn three cards; your turn is over: knock or pass (CAR-6)
you-have-drawn-three-cards-your-f55fad = ištraukėte tris kortas; jūsų ėjimas baigtas: pasibelskite arba praleiskite (CAR-6)

# you have no pot to claim: a pot is claimed right after the card that wins it
you-have-no-pot-to-claim-638561 = neturite banko, kurį galėtumėte pasiimti: bankas pasiimamas iškart po jį laimėjusios kortos

# you have no pot to claim or let go
you-have-no-pot-to-claim-c2f045 = neturite banko, kurį galėtumėte pasiimti ar palikti

# you have passed and are out of this auction
you-have-passed-and-are-out-39d313 = praleidote ir šiame aukcione nebedalyvaujate

# you hold a pay card, so you may not bid for the widow (RUM-6)
you-hold-a-pay-card-so-8306e0 = turite prizinę kortą, todėl negalite siūlyti už našlę (RUM-6)

# you hold {count} {card}, not {wanted}
you-hold-count-card-not-wanted-17d938 = turite kortų { $card }: { $count }, o ne { $wanted }

# you hold {count} joker, not {wanted}
you-hold-count-joker-not-wanted-af4f6d = turite { $count ->
        [one] { $count } džokerį
        [few] { $count } džokerius
       *[other] { $count } džokerių
    }, o ne { $wanted }

# you hold the next card, {cards}, and must play it (RUM-9)
you-hold-the-next-card-cards-611cdd = turite kitą kortą ({ $cards }) ir privalote ją žaisti (RUM-9)

# you may knock only after drawing (CAR-8)
you-may-knock-only-after-drawing-8f3798 = belstis galima tik ištraukus kortą (CAR-8)

# you may knock only with {limit} points or less; your hand is worth {value} (CAR-8)
you-may-knock-only-with-limit-8c92c9 = belstis galima tik turint ne daugiau kaip { $limit ->
        [one] { $limit } tašką
        [few] { $limit } taškus
       *[other] { $limit } taškų
    }; jūsų rankos vertė – { $value ->
        [one] { $value } taškas
        [few] { $value } taškai
       *[other] { $value } taškų
    }

# you may not buy this discard
you-may-not-buy-this-discard-387877 = negalite pirkti šios numestos kortos

# you must play your lowest {colour} card: {cards} (RUM-9)
you-must-play-your-lowest-colour-0682d8 = privalote žaisti žemiausią savo { $colour_accusative } kortą: { $cards } (RUM-9)

# your first meld of the round must include a whole group or sequence made only of cards from your hand (initial_meld_from_hand, CAR-7)
your-first-meld-of-the-round-575652 = pirmajame šio raundo jūsų derinyje turi būti visa grupė ar seka vien iš jūsų rankos kortų (initial_meld_from_hand, CAR-7)

# a search bot needs at least one sample
a-search-bot-needs-at-least-76e5ca = paieškos botui reikia bent vieno bandinio

# a search bot needs some time to think
a-search-bot-needs-some-time-59f89d = paieškos botui reikia šiek tiek laiko pagalvoti

# {name} (you)
name-you-480ca9 = { $name } (jūs)

# Player
player-1c70fc = Žaidėjas
