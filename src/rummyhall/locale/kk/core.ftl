# Қазақша: the messages of en/*.ftl (the English above each), written for this language.

# a bet is 1 to {limit} chips (RUM-7)
a-bet-is-1-to-limit-73d1c5 = ставка 1 фишкадан { $limit } фишкаға дейін болады (RUM-7)

# a bid must be higher than the last: more than {bid}
a-bid-must-be-higher-than-d0cdf4 = ұсыныс алдыңғысынан жоғары болуы керек: { $bid } фишкадан көп

# a card is written as text, like 'Ah' or '*', not {kind}
a-card-is-written-as-text-d36a7c = карта мәтінмен жазылады, мысалы 'Ah' немесе '*', ал бұл { $kind }

# a card taken from the discard pile cannot be discarded in the same turn (LIV-10)
a-card-taken-from-the-discard-7d909c = тасталған үймеден алынған картаны сол кезекте тастауға болмайды (LIV-10)

# a cut lifts between 1 and {most} cards
a-cut-lifts-between-1-and-78c55e = кескенде 1 картадан { $most } картаға дейін көтеруге болады

# a dealer holding a pay card may not exchange with the widow (RUM-6)
a-dealer-holding-a-pay-card-adde70 = қолында төлем картасы бар дилер қолын жесір қолға ауыстыра алмайды (RUM-6)

# a joker can be exchanged only in the turn you go down (LIV-15)
a-joker-can-be-exchanged-only-b5259c = джокерді тек карталарыңызды ашқан кезекте ауыстыруға болады (LIV-15)

# a joker can only stand for a natural card, not {card}
a-joker-can-only-stand-for-ab8932 = джокер тек жапайы емес картаны білдіре алады, ал { $card } ондай карта емес

# A joker on the table must say which card it stands for, like *9h
a-joker-on-the-table-must-41213a = Үстелдегі джокердің қай картаны білдіретіні жазылуы керек, мысалы *9h

# a joker on the table must stay on the table
a-joker-on-the-table-must-9b0321 = үстелдегі джокер үстелде қалуы керек

# a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)
a-joker-was-on-the-table-10305e = үстелде джокер болған, енді ол жоқ (джокер ешқашан қолға қайтпайды, CAR-5)

# a list
a-list-f2f9b2 = тізім

# a meld must add at least one card from your hand (CAR-7)
a-meld-must-add-at-least-3edc42 = жиынтық жайғанда үстелге қолыңыздан кемінде бір карта қосылуы керек (CAR-7)

# a poker hand has no jokers, but {card} is one
a-poker-hand-has-no-jokers-d3d86e = покер комбинациясында джокер болмайды, ал { $card } — джокер

# a poker hand needs {low} to {high} cards, not {count}
a-poker-hand-needs-low-to-d7672a = покер комбинациясына { $low }–{ $high } карта керек, ал мұнда { $count } карта

# a raise is 1 to {limit} chips (RUM-7)
a-raise-is-1-to-limit-753fec = көтеру 1 фишкадан { $limit } фишкаға дейін болады (RUM-7)

# a stacked deck must hold the 52 cards, each once
a-stacked-deck-must-hold-the-76d53c = алдын ала реттелген колодада 52 картаның әрқайсысы бір реттен болуы керек

# a very large number
a-very-large-number-88929e = өте үлкен сан

# ace of spades
ace-of-spades-ba5646 = пика тузы
    .genitive = пика тузының

# {action} is not a betting action
action-is-not-a-betting-action-4dfdb0 = { $action } — ставка жүрісі емес

# {action} is not a Carousel action
action-is-not-a-carousel-action-b42094 = { $action } — Карусельдің жүрісі емес

# {action} is not a Liverpool action
action-is-not-a-liverpool-action-b38522 = { $action } — Ливерпуль румиінің жүрісі емес

# {action} is not a Rummoli action
action-is-not-a-rummoli-action-c4a6f5 = { $action } — Руммолидің жүрісі емес

# {actor:seat} is playing
actor-is-playing-17d4c3 = { $actor } ойнап жатыр

# {actor:seat} is playing a last turn (the draw pile is empty)
actor-is-playing-a-last-turn-e9bacc = { $actor } соңғы кезегін ойнап жатыр (жабық үйме бос)

# {actor:seat} is to cut
actor-is-to-cut-a600fe = { $actor } кесуі керек

# {actor:seat} is to draw
actor-is-to-draw-d334e0 = { $actor } тартуы керек

# {actor:seat} is to play a card
actor-is-to-play-a-card-b76855 = { $actor } карта ойнауы керек

# {actor:seat} may claim a pot
actor-may-claim-a-pot-4095d1 = { $actor } банкті талап ете алады

# {actor:seat} (the dealer) is deciding about the widow
actor-the-dealer-is-deciding-about-77c806 = { $actor } (дилер) жесір қол туралы шешім қабылдап жатыр

# after the third draw the turn ends with no meld (CAR-6)
after-the-third-draw-the-turn-1f653b = үшінші тартудан кейін кезек жиынтық жаймай аяқталады (CAR-6)

# after this exchange only {card}, the card you took from the discard pile, would be left once the joker goes back, and it cannot be discarded this turn (LIV-10)
after-this-exchange-only-card-the-2508d7 = бұл ауыстырудан кейін джокер үстелге қайтқанда қолыңызда тек { $card } қалар еді — тасталған үймеден алған картаңыз, ал оны осы кезекте тастауға болмайды (LIV-10)

# all players but one are out of chips
all-players-but-one-are-out-d8e266 = бір ойыншыдан басқаларының бәрінің фишкасы таусылды

# all {total} chips on the board are gathered into one pot
all-total-chips-on-the-board-064faf = тақтадағы барлық { $total } фишка бір банкке жиналды

# an empty string is not a card
an-empty-string-is-not-a-4b824e = бос мәтін карта емес

# an object
an-object-9ea397 = объект

# bet
bet-60ae60 = ставка қою
    .dative = ставка қоюға

# bets {amount}
bets-amount-14a833 = { $who } { $amount } фишка ставка қойды

# bets {amount} (all in)
bets-amount-all-in-677faa = { $who } { $amount } фишка ставка қойды (ва-банк)

# bid
bid-50cac9 = ұсыныс жасау
    .dative = ұсыныс жасауға

# bids {amount} for the widow
bids-amount-for-the-widow-e56ebe = { $who } жесір қол үшін { $amount } фишка ұсынды

# black
black-568f4b = қара

# bought the discard
bought-the-discard-ef2b50 = { $who } тасталған картаны сатып алды

# buy
buy-65d577 = сатып алу
    .dative = сатып алуға

# buys the widow for {chips:chip}, paid to the dealer
buys-the-widow-for-chips-paid-2c89b9 = { $who } жесір қолды { $chips } фишкаға сатып алды, ақысы дилерге төленді

# call
call-b3f184 = теңестіру
    .dative = теңестіруге

# called rummy on {offender:seat}
called-rummy-on-offender-8a5695 = { $who } { $offender } ойыншысына «ромми» деп айтты

# calls {paid}
calls-paid-8a3ae5 = { $who } { $paid } фишка салып, теңестірді

# calls {paid} (all in)
calls-paid-all-in-bcb5d5 = { $who } { $paid } фишка салып, теңестірді (ва-банк)

# cannot pay the ante of {ante} and leaves with {chips:chip}
cannot-pay-the-ante-of-ante-d9e02d = { $who } { $ante } фишка анте төлей алмай, қалған { $chips } фишкасымен ойыннан шықты

# {card} appears more than once
card-appears-more-than-once-6f417f = { $card } бірнеше рет кездеседі

# {card} does not fit m{meld} ({cards})
card-does-not-fit-m-meld-e0a9ac = { $card } m{ $meld } жиынтығына сәйкес келмейді ({ $cards })

# {card} is not of the book's rank
card-is-not-of-the-book-ad772a = { $card } топтың номиналына сай емес

# {card} was on the table and is missing (twice)
card-was-on-the-table-and-0ab223 = { $card } үстелде болған, енді жоқ (екі данасы да)

# {card} was on the table and is missing
card-was-on-the-table-and-c98e48 = { $card } үстелде болған, енді жоқ

# cards are given as text or a list of card texts, not {kind}
cards-are-given-as-text-or-323d27 = карталар мәтінмен немесе карта мәтіндерінің тізімімен беріледі, { $kind } емес

# {cards}: {fault}
cards-fault-349db4 = { $cards }: { $fault }

# carousel
carousel-4f348a = Карусель
    .genitive = Карусельдің
    .dative = Карусельге
    .accusative = Каруселді
    .locative = Карусельде
    .ablative = Карусельден
    .instrumental = Карусельмен

# check
check-b3711c = чек
    .dative = чек айтуға

# checks
checks-af0f65 = { $who } чек айтты

# chose the stock; the discard is offered to buyers
chose-the-stock-the-discard-is-502b1a = { $who } жабық үймені таңдады; тасталған карта сатып алушыларға ұсынылады

# claim
claim-bd2490 = банкті талап ету
    .dative = банкті талап етуге

# {code} is not a card code
code-is-not-a-card-code-d30e9b = { $code } карта коды емес

# {count} card
count-card-73c40e =
    { $count ->
        [one] { $count } карта
       *[other] { $count } карта
    }

# {count} chip
count-chip-65816c =
    { $count ->
        [one] { $count } фишка
       *[other] { $count } фишка
    }

# {count} point
count-point-cfc302 =
    { $count ->
        [one] { $count } ұпай
       *[other] { $count } ұпай
    }

# {count} round
count-round-39bf61 =
    { $count ->
        [one] { $count } раунд
       *[other] { $count } раунд
    }

# cut
cut-f6562d = кесу
    .dative = кесуге

# cut {lifted} cards (aimed at {aim})
cut-lifted-cards-aimed-at-aim-d55276 = { $who } { $lifted } карта кесіп алды ({ $aim } карта көздеген еді)

# deal {deal} ({contract}), dealer {dealer:seat}
deal-deal-contract-dealer-dealer-d85318 = { $deal }-раунд ({ $contract }), дилер: { $dealer }

# deal {deal} over: {why:sentence}; scores {scores}
deal-deal-over-why-scores-scores-5f7da4 = { $deal }-раунд аяқталды: { $why }; ұпайлар: { $scores }

# dealt all 52 cards one at a time; the widow holds {widow}
dealt-all-52-cards-one-at-5335f3 = барлық 52 карта бір-бірден таратылды; жесір қолда { $widow } карта

# dealt {size} cards each; upcard
dealt-size-cards-each-upcard-ecd5d0 = әр ойыншыға { $size } картадан таратылды; ашық карта

# did not claim the {pot} pot in time; its chips stay
did-not-claim-the-pot-pot-10f533 = { $who } { $pot_genitive } банкін уақытында талап етпеді; фишкалары тақтада қалады

# discard
discard-f08641 = тастау
    .dative = карта тастауға

# discarded
discarded-9a3f11 = { $who } тастады

# does not claim the {pot} pot; its chips stay
does-not-claim-the-pot-pot-75cf8a = { $who } { $pot_genitive } банкін талап етпеді; фишкалары тақтада қалады

# draw
draw-a88bf4 = тарту
    .dative = карта тартуға

# draw first (CAR-6)
draw-first-car-6-8ea97d = алдымен карта тартыңыз (CAR-6)

# draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)
draw-knock-pass-meld-5h-6h-2b608c = draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (жаңа үстел толығымен, жиынтықтар | белгісімен бөлінеді)

# drew a penalty card
drew-a-penalty-card-d6ce28 = { $who } айып карта тартты

# drew a stock card as the price
drew-a-stock-card-as-the-5675e5 = { $who } баға ретінде жабық үймеден бір карта тартты

# drew card {draws} of this turn
drew-card-draws-of-this-turn-4c1947 = { $who } осы кезекте { $draws }-картаны тартты

# drew from the stock
drew-from-the-stock-b493e4 = { $who } жабық үймеден карта тартты

# Easy
easy-6c3311 = Оңай

# exchange a joker
exchange-a-joker-77f93d = джокерді ауыстыру
    .dative = джокерді ауыстыруға

# exchange a joker for a natural card
exchange-a-joker-for-a-natural-7b9c41 = джокерді жапайы емес картаға ауыстыру

# exchange with the widow
exchange-with-the-widow-e86b01 = қолды жесір қолға ауыстыру
    .dative = қолды жесір қолға ауыстыруға

# exchanged {card} for the joker in m{meld}
exchanged-card-for-the-joker-in-6d93d9 = { $who } m{ $meld } жиынтығындағы джокерді { $card } картасына ауыстырды

# exchanges their hand for the widow, unseen
exchanges-their-hand-for-the-widow-60d542 = { $who } қолын жесір қолға ауыстырды (жесір қолды көрмей)

# failed to go down ({fault:sentence}): {penalty} penalty points
failed-to-go-down-fault-penalty-239b09 = { $who } карталарын аша алмады ({ $fault }): { $penalty } айып ұпай

# {fault} (CAR-5)
fault-car-5-09d5f3 = { $fault } (CAR-5)

# {faults}
faults-8fe1e8 = { $faults }

# final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals
final-poker-for-what-chips-dealer-0f7c21 = { $what } үшін соңғы покер ({ $chips } фишка): { $dealer } таратады

# {first} and {second}
first-and-second-eedad6 = { $first } мен { $second }

# float
float-a6c45d = бос қолмен ойнау
    .dative = бос қолмен ойнауға

# floats
floats-7d1fea = { $who } барлық картасын жиынтықтарға қосты, бос қолмен ойнайды

# flush
flush-b2f3fe = флэш
    .accusative = флэшті

# fold
fold-2b5296 = қолды тастау
    .dative = қолды тастауға

# folds
folds-ac02e0 = { $who } қолын тастады

# four of a kind
four-of-a-kind-81ebe9 = каре
    .accusative = карені

# full house
full-house-9706be = фулл-хаус
    .accusative = фулл-хаусты

# {game} has no option {option} (options: {known})
game-has-no-option-option-options-209a5b = { $game_locative } { $option } деген параметр жоқ (параметрлері: { $known })

# {game} is for {low} to {high} players, not {players}
game-is-for-low-to-high-2e7654 = { $game } { $low }–{ $high } ойыншыға арналған, { $players } ойыншыға емес

# {game} is for {low} to {high} players, not {players}; for {players} players, turn on the option {option} ("{help}")
game-is-for-low-to-high-f9a035 = { $game } { $low }–{ $high } ойыншыға арналған, { $players } ойыншыға емес; { $players } ойыншымен ойнау үшін { $option } параметрін қосыңыз («{ $help }»)

# game over: {result:sentence}
game-over-result-49a2a0 = ойын аяқталды: { $result }

# go down
go-down-704673 = карталарды ашу
    .dative = карталарды ашуға

# goes out
goes-out-c1e402 = { $who } карталарынан құтылды

# Hard
hard-64efa7 = Қиын

# has no chips left and leaves the game
has-no-chips-left-and-leaves-dbc896 = { $who } фишкасы таусылып, ойыннан шықты

# high card
high-card-5c1408 = жоғары карта
    .accusative = жоғары картаны

# holds no {colour} card
holds-no-colour-card-92cafe = { $who } ойыншысында { $colour } карта жоқ

# in deal 7 you go down only with your whole hand, as three runs (LIV-17)
in-deal-7-you-go-down-eff502 = 7-раундта карталарды тек бүкіл қолыңызбен, үш тізбек етіп ашасыз (LIV-17)

# is the only player left who can pay the ante and takes the board
is-the-only-player-left-who-e257e5 = анте төлей алатын жалғыз ойыншы { $who } қалды, ол бүкіл тақтаны алады

# it is {actor:seat}'s turn to bet
it-is-actor-s-turn-to-2849f4 = ставка кезегі { $actor } ойыншысында

# it is not your turn to {what}: {waiting:sentence}
it-is-not-your-turn-to-b35566 = қазір { $what } кезегі сізде емес: { $waiting }

# it is not your turn to play: {waiting:sentence}
it-is-not-your-turn-to-f6489b = қазір ойнау кезегі сізде емес: { $waiting }

# it is not your turn: {waiting:sentence}
it-is-not-your-turn-waiting-b18c9f = қазір сіздің кезегіңіз емес: { $waiting }

# jack of diamonds
jack-of-diamonds-f7ff05 = ромб валеті
    .genitive = ромб валетінің

# keep or exchange
keep-or-exchange-d8e01d = қолды сақтау немесе ауыстыру
    .dative = қолды сақтауға немесе ауыстыруға

# keep your hand
keep-your-hand-629874 = қолды сақтау
    .dative = қолды сақтауға

# keeps their hand; the widow is auctioned
keeps-their-hand-the-widow-is-3d047f = { $who } қолын сақтап қалды; жесір қол аукционға шығарылады

# {kind} bot
kind-bot-a31e9a = { $kind } бот

# king-ace of diamonds
king-ace-of-diamonds-92e569 = ромб королі мен тузы
    .genitive = ромб королі мен тузының

# king of hearts
king-of-hearts-20387c = жүрек королі
    .genitive = жүрек королінің

# knocked with {value} points
knocked-with-value-points-14f478 = { $who } соқты, қолының құны { $value } ұпай

# {knocker:seat} knocked
knocker-knocked-c2cb2d = { $knocker } соқты

# laid off on m{meld}
laid-off-on-m-meld-0c7d76 = { $who } m{ $meld } жиынтығына карта қосты

# lay off
lay-off-6a01ef = қосу
    .dative = жиынтыққа карта қосуға

# liverpool
liverpool-695ea3 = Ливерпуль румиі
    .genitive = Ливерпуль румиінің
    .dative = Ливерпуль румиіне
    .accusative = Ливерпуль румиін
    .locative = Ливерпуль румиінде
    .ablative = Ливерпуль румиінен
    .instrumental = Ливерпуль румиімен

# 1 book + 1 run
m-1-book-1-run-34a08e = 1 топ + 1 тізбек

# 1 book + 2 runs
m-1-book-2-runs-67d500 = 1 топ + 2 тізбек

# 2 books
m-2-books-03e637 = 2 топ

# 2 books + 1 run
m-2-books-1-run-079f24 = 2 топ + 1 тізбек

# 2 runs
m-2-runs-e13ab3 = 2 тізбек

# 3 books
m-3-books-cb2b37 = 3 топ

# 3 runs
m-3-runs-5fa123 = 3 тізбек

# 7-8-9
m-7-8-9-45e942 = 7-8-9
    .genitive = 7-8-9

# m{meld} holds no joker to exchange
m-meld-holds-no-joker-to-7cd634 = m{ $meld } жиынтығында ауыстыратын джокер жоқ

# made an exact cut: 50 points off this deal
made-an-exact-cut-50-points-2eec82 = { $who } дәл кесті: осы раундта ұпайынан 50 ұпай шегеріледі

# Medium
medium-09be5f = Орташа

# meld {number} ({cards}): {fault}
meld-number-cards-fault-fe8abc = { $number }-жиынтық ({ $cards }): { $fault }

# melded {placed:card} worth {value}
melded-placed-worth-value-45acf2 = { $who } құны { $value } ұпай болатын { $placed } карта жайды

# must play their lowest {colour} card
must-play-their-lowest-colour-card-b734e7 = { $who } ең төмен { $colour } картасын ойнауы керек

# no action given (actions: {actions})
no-action-given-actions-actions-2e7a05 = жүріс көрсетілмеді (жүрістер: { $actions })

# no joker in m{meld} stands for {card}
no-joker-in-m-meld-stands-0ab332 = m{ $meld } жиынтығында { $card } картасын білдіретін джокер жоқ

# no meld could take the joker back (LIV-15)
no-meld-could-take-the-joker-934c96 = джокерді қайта қабылдай алатын жиынтық жоқ (LIV-15)

# nobody bids; the widow stays out of play
nobody-bids-the-widow-stays-out-9eb37a = ешкім ұсыныс жасамады; жесір қол ойынға қатыспайды

# nobody bought the discard
nobody-bought-the-discard-9a2890 = тасталған картаны ешкім сатып алмады

# nobody can pay the ante
nobody-can-pay-the-ante-7a396b = ешкім анте төлей алмайды

# Not a book: a book needs at least two natural cards
not-a-book-a-book-needs-0e7f01 = Топ емес: топта кемінде екі жапайы емес карта болуы керек

# Not a book: a book needs at least 3 cards, this has {count}
not-a-book-a-book-needs-28f3fb = Топ емес: топта кемінде 3 карта болуы керек, ал мұнда { $count } карта

# Not a book: {first} and {second} are different ranks
not-a-book-first-and-second-11e658 = Топ емес: { $first } мен { $second } номиналдары әртүрлі

# Not a group: a group has 3 or 4 cards, this has {count}
not-a-group-a-group-has-653fc3 = Топ емес: топта 3 немесе 4 карта болады, ал мұнда { $count } карта

# Not a group: {first} and {second} are different ranks
not-a-group-first-and-second-2223db = Топ емес: { $first } мен { $second } номиналдары әртүрлі

# Not a group: two cards of {suit} (a group's suits are all different)
not-a-group-two-cards-of-8d2bf5 = Топ емес: бір масттың ({ $suit }) екі картасы бар (топтағы карталардың масты әртүрлі болуы керек)

# Not a run: a run needs natural cards
not-a-run-a-run-needs-6b3655 = Тізбек емес: тізбекте жапайы емес карталар болуы керек

# Not a run: a run needs at least 4 cards, this has {count}
not-a-run-a-run-needs-70bfe6 = Тізбек емес: тізбекте кемінде 4 карта болуы керек, ал мұнда { $count } карта

# Not a run: {card} cannot stand {places} place(s) after {other}
not-a-run-card-cannot-stand-05a52c = Тізбек емес: { $card } картасы { $other } картасынан кейін { $places } орын қашықта тұра алмайды

# Not a run
not-a-run-fd96f1 = Тізбек емес

# Not a run: {first} and {second} are of different suits
not-a-run-first-and-second-3c0f53 = Тізбек емес: { $first } мен { $second } масттары әртүрлі

# Not a run: it runs past the ace (K-A-2 turns the corner)
not-a-run-it-runs-past-537a8f = Тізбек емес: ол тузден әрі асып кетеді (K-A-2 бұрылыс жасайды)

# Not a run: K-A-2 turns the corner
not-a-run-k-a-2-3b7bc3 = Тізбек емес: K-A-2 бұрылыс жасайды

# Not a run: the cards are not in sequence
not-a-run-the-cards-are-1b3fbc = Тізбек емес: карталар ретімен тұрған жоқ

# Not a run: two wild cards within four places (each four cards need three natural ones)
not-a-run-two-wild-cards-fe3ec3 = Тізбек емес: қатар тұрған төрт орынның ішінде екі жапайы карта бар (әр төрт картаның үшеуі жапайы емес болуы керек)

# Not a sequence: a sequence needs at least 3 cards, this has {count}
not-a-sequence-a-sequence-needs-fa554c = Тізбек емес: тізбекте кемінде 3 карта болуы керек, ал мұнда { $count } карта

# Not a sequence: K-A-2 turns the corner
not-a-sequence-k-a-2-992c45 = Тізбек емес: K-A-2 бұрылыс жасайды

# Not a sequence: the cards are not all of one suit
not-a-sequence-the-cards-are-e10be5 = Тізбек емес: карталардың бәрі бір масттан емес

# Not a sequence: the ranks are not consecutive
not-a-sequence-the-ranks-are-31586a = Тізбек емес: номиналдар қатарынан келмейді

# Not a sequence: two cards of rank {rank}
not-a-sequence-two-cards-of-c54c27 = Тізбек емес: { $rank } номиналды екі карта бар

# only the dealer ({dealer:seat}) may {what}
only-the-dealer-dealer-may-what-152738 = { $what_dative } тек дилер ({ $dealer }) құқылы

# option {name} is true or false, not {value}
option-name-is-true-or-false-2c1d7d = { $name } параметрінің мәні true немесе false болады, { $value } емес

# option {name} must be a whole number, not {value}
option-name-must-be-a-whole-ae1279 = { $name } параметрінің мәні бүтін сан болуы керек, { $value } емес

# option {name} must be at least {minimum}, not {value}
option-name-must-be-at-least-07dde7 = { $name } параметрінің мәні кемінде { $minimum } болуы керек, { $value } емес

# option {name} must be at most {maximum}, not {value}
option-name-must-be-at-most-b3b856 = { $name } параметрінің мәні ең көбі { $maximum } болуы керек, { $value } емес

# option {name} must be one of {allowed}, not {value}
option-name-must-be-one-of-96d2ed = { $name } параметрінің мәні мыналардың бірі болуы керек: { $allowed }; { $value } емес

# {out:seat} went out
out-went-out-1ecb03 = { $out } карталарынан құтылды

# pair
pair-7c445a = пар
    .accusative = парды

# pass
pass-7b7a73 = пас
    .dative = пас айтуға

# passed
passed-513cb7 = { $who } пас айтты

# passes
passes-623cd2 = { $who } пас айтты

# pays {paid:chip} for {cards:card} left
pays-paid-for-cards-left-0d9e8d = { $who } қолында қалған { $cards } карта үшін { $paid } фишка төледі

# pays {paid:chip} into the Rummoli pot for {cards:card}
pays-paid-into-the-rummoli-pot-2231b7 = { $who } { $cards } карта үшін Руммоли банкіне { $paid } фишка төледі

# picks up the widow; the hand given up is dead
picks-up-the-widow-the-hand-d31cc4 = { $who } жесір қолды алды; тастаған қолы ойынға қатыспайды

# play a card
play-a-card-03b81e = карта ойнау
    .dative = карта ойнауға

# play
play-c2cbd8 = ойнау
    .dative = ойнауға

# plays
plays-b6e521 = { $who } карта ойнады

# Plays like a sensible card player, without stopping to think.
plays-like-a-sensible-card-player-e47c21 = Ақылды карта ойыншысы сияқты ойнайды, ойланып тұрмай бірден жүреді.

# Plays simple moves with no plan: measured 50 to 300 Elo points below medium, depending on the game. Good for learning a game.
plays-simple-moves-with-no-plan-cf6bc4 = Ешбір жоспарсыз қарапайым жүрістер жасайды: өлшеу бойынша ойынға байланысты орташа деңгейден 50–300 Elo ұпайға әлсіз. Ойынды үйренуге қолайлы.

# poker
poker-f1f2c6 = покер
    .genitive = покер

# poker: {opener:seat} opens the betting
poker-opener-opens-the-betting-5b6f91 = покер: ставканы { $opener } ашады

# pots are taken automatically in this game (strict_claims is off)
pots-are-taken-automatically-in-this-2c32d0 = бұл ойында банктер өзінен-өзі алынады («банкті талап ету міндетті» параметрі өшірулі)

# queen of clubs
queen-of-clubs-20e4ff = крест дамасы
    .genitive = крест дамасының

# raise
raise-5ef9ed = көтеру
    .dative = ставканы көтеруге

# raises by {amount} to {current}
raises-by-amount-to-current-086ba4 = { $who } ставканы { $amount } фишкаға көтеріп, { $current } фишкаға жеткізді

# raises by {amount} to {current} (all in)
raises-by-amount-to-current-all-b8b824 = { $who } ставканы { $amount } фишкаға көтеріп, { $current } фишкаға жеткізді (ва-банк)

# red
red-40f480 = қызыл

# round {round}: {dealer:seat} deals; everyone antes {ante} chips
round-round-dealer-deals-everyone-antes-51e52c = { $round }-раунд: { $dealer } таратады; әркім { $ante } фишкадан анте салады

# round {round}: {dealer:seat} deals {size} cards each; {starter:seat} starts
round-round-dealer-deals-size-cards-5f066e = { $round }-раунд: { $dealer } әр ойыншыға { $size } картадан таратады; { $starter } бастайды

# round {round} over: {why:sentence}
round-round-over-why-789d92 = { $round }-раунд аяқталды: { $why }

# round {round} over: {why:sentence}; {winners:seats} won; points {points}
round-round-over-why-winners-won-4696d4 = { $round }-раунд аяқталды: { $why }; жеңімпаз: { $winners }; ұпайлар: { $points }

# {rounds:round} played
rounds-played-6c0480 =
    { $rounds ->
        [one] { $rounds } раунд
       *[other] { $rounds } раунд
    } ойналды

# rummoli
rummoli-82112b = Руммоли
    .genitive = Руммолидің
    .dative = Руммолиге
    .accusative = Руммолиді
    .locative = Руммолиде
    .ablative = Руммолиден
    .instrumental = Руммолимен

# Rummoli
rummoli-b2ba07 = Руммоли
    .genitive = Руммоли
    .locative = Руммолиде

# say which end of m{meld}: layoff {card} m{meld} low|high
say-which-end-of-m-meld-3bf209 = m{ $meld } жиынтығының қай шетіне екенін көрсетіңіз: layoff { $card } m{ $meld } low|high

# seat {seat}
seat-seat-bf466e = { $seat }-орын

# shows a hand worth {value}
shows-a-hand-worth-value-3d2c75 = { $who } қолын ашты, оның құны { $value } ұпай

# shows {hand}
shows-hand-535f69 = { $who } { $hand_accusative } көрсетті

# shrewd
shrewd-892106 = айлакер

# side pot {side}
side-pot-side-41f7e2 = { $side }-қосымша банк
    .ablative = { $side }-қосымша банктен

# stalemate: nobody can play
stalemate-nobody-can-play-34a77f = тығырық: ешкім ойнай алмайды

# stalemate; the Rummoli pot carries over
stalemate-the-rummoli-pot-carries-over-0e768c = тығырық; Руммоли банкі келесі раундқа қалады

# straight
straight-28ff88 = стрит
    .accusative = стритті

# straight flush
straight-flush-bf2bb1 = стрит-флэш
    .accusative = стрит-флэшті

# table meld {number} ({cards}) is not valid: {fault}
table-meld-number-cards-is-not-5b10cd = үстелдегі { $number }-жиынтық ({ $cards }) жарамсыз: { $fault }

# ten of spades
ten-of-spades-b804d8 = пика ондығы
    .genitive = пика ондығының

# '{text}' is not an action (actions: {actions})
text-is-not-an-action-actions-cb4d5e = '{ $text }' — жүріс емес (жүрістер: { $actions })

# '{text}': {why:sentence}
text-why-d0363b = '{ $text }': { $why }

# that costs {amount} and you have only {stack} chips
that-costs-amount-and-you-have-ea10b9 = бұл { $amount } фишка тұрады, ал сізде небәрі { $stack } фишка бар

# that costs {to_call} to call plus {amount} and you have only {stack} chips
that-costs-to-call-to-call-0bfe44 = бұл теңестіруге { $to_call } фишка және тағы { $amount } фишка тұрады, ал сізде небәрі { $stack } фишка бар

# the betting is capped: a bet and at most {most} raises (RUM-7)
the-betting-is-capped-a-bet-9e191f = ставкалар шектеулі: бір ставка және ең көбі { $most } рет көтеру (RUM-7)

# the betting is over
the-betting-is-over-45aec2 = ставкалар аяқталды

# the contract is {contract}: {need} melds, not {got}
the-contract-is-contract-need-melds-ea995c = контракт — { $contract }: { $need } жиынтық керек, ал мұнда { $got }

# the contract is {contract}, these melds make {books} book(s) and {runs} run(s)
the-contract-is-contract-these-melds-da328b = контракт — { $contract }, ал бұл жиынтықтардан { $books } топ пен { $runs } тізбек шығады

# the dealer does not bid for the widow
the-dealer-does-not-bid-for-cf88cd = дилер жесір қол үшін ұсыныс жасамайды

# the discard is being offered to buyers
the-discard-is-being-offered-to-343e2a = тасталған карта сатып алушыларға ұсынылып жатыр

# the discard pile is empty
the-discard-pile-is-empty-a24a80 = тасталған үйме бос

# the draw pile is empty: meld or pass (CAR-12)
the-draw-pile-is-empty-meld-3650dd = жабық үйме бос: жиынтық жайыңыз немесе пас айтыңыз (CAR-12)

# the draw pile is empty: meld, knock or pass (CAR-12)
the-draw-pile-is-empty-meld-75f5d4 = жабық үйме бос: жиынтық жайыңыз, соғыңыз немесе пас айтыңыз (CAR-12)

# the draw pile ran out and everyone had a last turn
the-draw-pile-ran-out-and-0638e2 = жабық үйме таусылды, әркім соңғы кезегін ойнады

# the game ends ({why:sentence}); the board is played for in a final poker round
the-game-ends-why-the-board-09472f = ойын аяқталады ({ $why }); тақтадағы фишкалар соңғы покер раундында ойналады

# the game is over
the-game-is-over-9c7ef4 = ойын аяқталды

# the hands and the widow must hold the 52 cards, each once
the-hands-and-the-widow-must-1ba553 = қолдарда және жесір қолда 52 картаның әрқайсысы бір реттен болуы керек

# the joker {joker} can only change if the real {card} takes its place
the-joker-joker-can-only-change-6095ce = { $joker } джокерін нағыз { $card } картасы оның орнын алғанда ғана өзгертуге болады

# the joker you took must go back on the table first (LIV-15)
the-joker-you-took-must-go-41aaac = алған джокеріңіз алдымен үстелге қайтуы керек (LIV-15)

# the main pot
the-main-pot-d2743a = негізгі банк
    .ablative = негізгі банктен

# the number {number}
the-number-number-d21cb2 = { $number } саны

# the poker betting is on ({actor:seat} to act)
the-poker-betting-is-on-actor-e2276e = покер ставкалары жүріп жатыр ({ $actor } кезегі)

# the pot
the-pot-add312 = банк
    .ablative = банктен

# the {pot} pot
the-pot-pot-727eae = { $pot_genitive } банкі
    .ablative = { $pot_genitive } банкінен

# the Rummoli phase starts with your lowest card: {cards} (RUM-9)
the-rummoli-phase-starts-with-your-b8bd42 = Руммоли кезеңі ең төмен картаңыздан басталады: { $cards } (RUM-9)

# the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)
the-stock-ran-out-after-being-8101c9 = жабық үйме бір рет қайта жасалғаннан кейін тағы таусылды, бұдан артық болмайды (келісілген ереже: reshuffles=1)

# the stock ran out and is not rebuilt (house rule reshuffles=0)
the-stock-ran-out-and-is-5624b9 = жабық үйме таусылды, ол қайта жасалмайды (келісілген ереже: reshuffles=0)

# the stock ran out
the-stock-ran-out-f99f35 = жабық үйме таусылды

# the text {text}
the-text-text-c822af = «{ $text }» мәтіні

# the turn cap of {cap} was reached
the-turn-cap-of-cap-was-ef9c58 = кезектер шегіне ({ $cap } кезек) жетті

# the whole board
the-whole-board-4e3379 = бүкіл тақта

# the widow is being auctioned (waiting for {actors:seats})
the-widow-is-being-auctioned-waiting-cc97c5 = жесір қол аукционда (кезек күтіп тұрғандар: { $actors })

# there are {count} cards {card}; two packs hold two of each (CAR-1)
there-are-count-cards-card-two-9faa6f = { $card } картасы { $count } рет кездеседі; екі колодада әр карта екі данадан ғана (CAR-1)

# there are more than two jokers; the game has two (CAR-1)
there-are-more-than-two-jokers-b9fa74 = джокер екеуден көп; ойында тек екі джокер бар (CAR-1)

# there is already a bet of {current}: call, raise or fold
there-is-already-a-bet-of-8864e9 = { $current } фишка ставка қойылған: теңестіріңіз, көтеріңіз немесе қолды тастаңыз

# there is no bet to call; check instead
there-is-no-bet-to-call-46225d = теңестіретін ставка жоқ; оның орнына чек айтыңыз

# there is no bet to fold to; check instead
there-is-no-bet-to-fold-c3fa45 = қолды тастауға себеп жоқ, ставка қойылмаған; оның орнына чек айтыңыз

# there is no bet to raise: bet instead
there-is-no-bet-to-raise-20a9fb = көтеретін ставка жоқ: оның орнына ставка қойыңыз

# there is no discard to call rummy on (LIV-16)
there-is-no-discard-to-call-4a4259 = «ромми» деп айтатын тасталған карта жоқ (LIV-16)

# there is no knocking in the last turns, which have no draw (CAR-12)
there-is-no-knocking-in-the-a89b4d = соңғы кезектерде карта тартылмайды, сондықтан соғуға болмайды (CAR-12)

# there is no laying off in deal 7
there-is-no-laying-off-in-8cad18 = 7-раундта жиынтықтарға карта қосылмайды

# there is no meld m{meld} on the table
there-is-no-meld-m-meld-bab7ba = үстелде m{ $meld } жиынтығы жоқ

# there is no seat {seat}
there-is-no-seat-seat-29e34b = { $seat }-орын жоқ

# Thinks for about {seconds} s before each move, playing out the ways the deal could go: measured 30 to 60 Elo points above medium, depending on the game.
thinks-for-about-seconds-s-before-45a123 = Әр жүріс алдында шамамен { $seconds } с ойланып, раунд қалай өрбуі мүмкін екенін ойнап көреді: өлшеу бойынша ойынға байланысты орташа деңгейден 30–60 Elo ұпайға күштірек.

# three of a kind
three-of-a-kind-760d8e = сет
    .accusative = сетті

# to go on without melding, draw again (CAR-6)
to-go-on-without-melding-draw-cb9be2 = жиынтық жаймай жалғастыру үшін тағы карта тартыңыз (CAR-6)

# {token} is not a card: a joker is '*' or '*' and a card, like '*9h'
token-is-not-a-card-a-a3309c = { $token } карта емес: джокер — '*' немесе '*' пен карта, мысалы '*9h'

# {token} is not a card: no rank
token-is-not-a-card-no-84b605 = { $token } карта емес: номинал жоқ

# {token} is not a card: unknown rank {rank}
token-is-not-a-card-unknown-7f20cc = { $token } карта емес: { $rank } деген номинал жоқ

# {token} is not a card: unknown suit {suit} (use c d h s)
token-is-not-a-card-unknown-888e0a = { $token } карта емес: { $suit } деген масть жоқ (c d h s жазыңыз)

# took the discard
took-the-discard-53d587 = { $who } тасталған картаны алды

# took the discard back
took-the-discard-back-ac51e4 = { $who } тасталған картаны қайта алды

# took the last card of the draw pile
took-the-last-card-of-the-524024 = { $who } жабық үйменің соңғы картасын алды

# two pair
two-pair-5b2483 = екі пар
    .accusative = екі парды

# unknown game {name} (games: {games})
unknown-game-name-games-games-352b87 = { $name } деген ойын жоқ (ойындар: { $games })

# {verb} needs a whole number of chips, like '{verb} 3', not '{word}'
verb-needs-a-whole-number-of-f1f725 = { $verb } жүрісіне фишканың бүтін саны керек, мысалы '{ $verb } 3', '{ $word }' емес

# went down
went-down-6a5b96 = { $who } карталарын ашты

# {went_out:seat} went out
went-out-went-out-12e192 = { $went_out } карталарынан құтылды

# while floating you must draw from the stock (LIV-18)
while-floating-you-must-draw-from-855520 = бос қолмен ойнағанда тек жабық үймеден тартасыз (LIV-18)

# {winners:seats} {verb} with {best} chips
winners-verb-with-best-chips-18e2c9 = { $winners } { $best } фишкамен жеңді

# {winners:seats} {verb} with {best} points
winners-verb-with-best-points-80f081 = { $winners } { $best } ұпаймен жеңді

# {winners:seats} {verb} with {best} points, the lowest total
winners-verb-with-best-points-the-13a330 = { $winners } { $best } ұпаймен жеңді, бұл ең төмен жалпы ұпай

# wins {chips:chip} from {what:sentence}
wins-chips-from-what-154fe4 = { $who } { $what_ablative } { $chips } фишка ұтып алды

# wins the {pot} pot: {chips:chip}
wins-the-pot-pot-chips-bcf72a = { $who } { $pot_genitive } банкін ұтып алды: { $chips } фишка

# won the poker phase and leads the Rummoli phase
won-the-poker-phase-and-leads-62021c = { $who } покер кезеңін ұтып, Руммоли кезеңін бастайды

# '{word}' is not a meld number; melds are m1, m2, ...
word-is-not-a-meld-number-a87b20 = '{ $word }' — жиынтық нөмірі емес; жиынтықтар: m1, m2, ...

# you already hold the highest bid ({bid})
you-already-hold-the-highest-bid-2bf815 = ең жоғары ұсыныс онсыз да сіздікі ({ $bid } фишка)

# you are already down
you-are-already-down-4a6da2 = сіз карталарыңызды ашып қойғансыз

# you can lay off only after going down (LIV-13)
you-can-lay-off-only-after-b4d510 = жиынтықтарға карталарыңызды ашқаннан кейін ғана қоса аласыз (LIV-13)

# you cannot bid {amount}: you have only {stack} chips
you-cannot-bid-amount-you-have-c75cf1 = { $amount } фишка ұсына алмайсыз: сізде небәрі { $stack } фишка бар

# you cannot call rummy on your own discard
you-cannot-call-rummy-on-your-f15484 = өзіңіз тастаған картаға «ромми» деп айта алмайсыз

# you cannot check: it costs {to_call} to call
you-cannot-check-it-costs-to-000908 = чек айта алмайсыз: теңестіру үшін { $to_call } фишка керек

# you cannot go down leaving only {card}: a card taken from the discard pile cannot be discarded in the same turn, so keep another card in hand (LIV-10)
you-cannot-go-down-leaving-only-a7da39 = қолда тек { $card } картасын қалдырып, карталарды аша алмайсыз: тасталған үймеден алынған картаны сол кезекте тастауға болмайды, сондықтан қолыңызда басқа бір карта қалдырыңыз (LIV-10)

# you cannot lay off {card}: that would leave only {taken}, the card you took from the discard pile, which cannot be discarded this turn (LIV-10)
you-cannot-lay-off-card-that-d23273 = { $card } картасын қоса алмайсыз: қолыңызда тек { $taken } қалар еді — тасталған үймеден алған картаңыз, ал оны осы кезекте тастауға болмайды (LIV-10)

# you cannot pass: you are not bidding
you-cannot-pass-you-are-not-5d7d50 = пас айта алмайсыз: сіз аукционға қатыспайсыз

# you cannot pass: you hold the highest bid
you-cannot-pass-you-hold-the-3da832 = пас айта алмайсыз: ең жоғары ұсыныс сізде

# you cannot {what} now: nothing is offered to buyers
you-cannot-what-now-nothing-is-1ef2e0 = қазір { $what_dative } болмайды: сатып алушыларға ештеңе ұсынылмаған

# you cannot {what} now: {waiting:sentence}
you-cannot-what-now-waiting-ca79db = қазір { $what_dative } болмайды: { $waiting }

# you do not hold a joker
you-do-not-hold-a-joker-009736 = сізде джокер жоқ

# you do not hold {card}
you-do-not-hold-card-e54791 = сізде { $card } жоқ

# you do not hold that many {card}
you-do-not-hold-that-many-edb88d = сізде сонша { $card } картасы жоқ

# you have already answered
you-have-already-answered-61fbbb = сіз жауап беріп қойғансыз

# you have drawn three cards; your turn is over: knock or pass (CAR-6)
you-have-drawn-three-cards-your-f55fad = сіз үш карта тарттыңыз; кезегіңіз аяқталды: соғыңыз немесе пас айтыңыз (CAR-6)

# you have no pot to claim: a pot is claimed right after the card that wins it
you-have-no-pot-to-claim-638561 = талап ететін банкіңіз жоқ: банк оны ұтқызған картадан кейін бірден талап етіледі

# you have no pot to claim or let go
you-have-no-pot-to-claim-c2f045 = талап ететін не бас тартатын банкіңіз жоқ

# you have passed and are out of this auction
you-have-passed-and-are-out-39d313 = сіз пас айттыңыз, енді бұл аукционға қатыспайсыз

# you hold a pay card, so you may not bid for the widow (RUM-6)
you-hold-a-pay-card-so-8306e0 = сізде төлем картасы бар, сондықтан жесір қол үшін ұсыныс жасай алмайсыз (RUM-6)

# you hold {count} {card}, not {wanted}
you-hold-count-card-not-wanted-17d938 = сізде { $card } картасы { $wanted } емес, { $count } дана

# you hold {count} joker, not {wanted}
you-hold-count-joker-not-wanted-af4f6d = сізде джокер { $wanted } емес, { $count } дана

# you hold the next card, {cards}, and must play it (RUM-9)
you-hold-the-next-card-cards-611cdd = келесі карта ({ $cards }) сізде, оны ойнауыңыз керек (RUM-9)

# you may knock only after drawing (CAR-8)
you-may-knock-only-after-drawing-8f3798 = тек тартқаннан кейін соға аласыз (CAR-8)

# you may knock only with {limit} points or less; your hand is worth {value} (CAR-8)
you-may-knock-only-with-limit-8c92c9 = қолыңызда { $limit } ұпай не одан аз болғанда ғана соға аласыз; қолыңыздың құны { $value } ұпай (CAR-8)

# you may not buy this discard
you-may-not-buy-this-discard-387877 = бұл тасталған картаны сатып ала алмайсыз

# you must play your lowest {colour} card: {cards} (RUM-9)
you-must-play-your-lowest-colour-0682d8 = ең төмен { $colour } картаңызды ойнауыңыз керек: { $cards } (RUM-9)

# your first meld of the round must include a whole group or sequence made only of cards from your hand (initial_meld_from_hand, CAR-7)
your-first-meld-of-the-round-575652 = раундтағы алғашқы жиынтығыңызда тек қолыңыздағы карталардан құралған толық топ немесе тізбек болуы керек («алғашқы жиынтық қолдан» параметрі, CAR-7)

# a search bot needs at least one sample
a-search-bot-needs-at-least-76e5ca = іздеуші ботқа кемінде бір үлгі керек

# a search bot needs some time to think
a-search-bot-needs-some-time-59f89d = іздеуші ботқа ойлануға біраз уақыт керек

# {name} (you)
name-you-480ca9 = { $name } (сіз)

# Player
player-1c70fc = Ойыншы
