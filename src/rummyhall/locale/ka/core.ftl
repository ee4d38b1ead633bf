# ქართული: the messages of en/*.ftl (the English above each), written for this language.

# a bet is 1 to {limit} chips (RUM-7)
a-bet-is-1-to-limit-73d1c5 = ფსონი არის 1-დან { $limit } ჟეტონამდე (RUM-7)

# a bid must be higher than the last: more than {bid}
a-bid-must-be-higher-than-d0cdf4 = შეთავაზება წინაზე მეტი უნდა იყოს: { $bid }-ზე მეტი

# a card is written as text, like 'Ah' or '*', not {kind}
a-card-is-written-as-text-d36a7c = კარტი იწერება ტექსტად, მაგალითად 'Ah' ან '*', და არა { $kind }

# a card taken from the discard pile cannot be discarded in the same turn (LIV-10)
a-card-taken-from-the-discard-7d909c = გადაგდებული კარტის გროვიდან აღებულ კარტს იმავე სვლაში ვერ გადააგდებთ (LIV-10)

# a cut lifts between 1 and {most} cards
a-cut-lifts-between-1-and-78c55e = გადაჭრა იღებს 1-დან { $most } კარტამდე

# a dealer holding a pay card may not exchange with the widow (RUM-6)
a-dealer-holding-a-pay-card-adde70 = საპრიზო კარტის მქონე დილერი ქვრივთან ვერ გაცვლის (RUM-6)

# a joker can be exchanged only in the turn you go down (LIV-15)
a-joker-can-be-exchanged-only-b5259c = ჯოკერის შეცვლა შეიძლება მხოლოდ იმ სვლაში, როცა შლით (LIV-15)

# a joker can only stand for a natural card, not {card}
a-joker-can-only-stand-for-ab8932 = ჯოკერს შეუძლია მხოლოდ ჩვეულებრივი კარტის შეცვლა, და არა { $card }

# A joker on the table must say which card it stands for, like *9h
a-joker-on-the-table-must-41213a = მაგიდაზე ჯოკერმა უნდა თქვას, რომელ კარტს წარმოადგენს, მაგალითად *9h

# a joker on the table must stay on the table
a-joker-on-the-table-must-9b0321 = მაგიდაზე მყოფი ჯოკერი მაგიდაზე უნდა დარჩეს

# a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)
a-joker-was-on-the-table-10305e = ჯოკერი მაგიდაზე იყო და აკლია (ჯოკერი ხელში არასდროს ბრუნდება, CAR-5)

# a list
a-list-f2f9b2 = სია

# a meld must add at least one card from your hand (CAR-7)
a-meld-must-add-at-least-3edc42 = კომბინაციამ უნდა დაამატოს მინიმუმ ერთი კარტი თქვენი ხელიდან (CAR-7)

# a poker hand has no jokers, but {card} is one
a-poker-hand-has-no-jokers-d3d86e = პოკერის კომბინაციაში ჯოკერი არ არის, { $card } კი ჯოკერია

# a poker hand needs {low} to {high} cards, not {count}
a-poker-hand-needs-low-to-d7672a = პოკერის ხელს სჭირდება { $low }-დან { $high }-მდე კარტი და არა { $count }

# a raise is 1 to {limit} chips (RUM-7)
a-raise-is-1-to-limit-753fec = აწევა არის 1-დან { $limit } ჟეტონამდე (RUM-7)

# a stacked deck must hold the 52 cards, each once
a-stacked-deck-must-hold-the-76d53c = წინასწარ დალაგებულ დასტაში უნდა იყოს 52 კარტი, თითო ერთხელ

# a very large number
a-very-large-number-88929e = ძალიან დიდი რიცხვი

# ace of spades
ace-of-spades-ba5646 = ყვავის ტუზი

# {action} is not a betting action
action-is-not-a-betting-action-4dfdb0 = { $action } ფსონის სვლა არ არის

# {action} is not a Carousel action
action-is-not-a-carousel-action-b42094 = { $action } კარუსელის სვლა არ არის

# {action} is not a Liverpool action
action-is-not-a-liverpool-action-b38522 = { $action } ლივერპულის სვლა არ არის

# {action} is not a Rummoli action
action-is-not-a-rummoli-action-c4a6f5 = { $action } რუმოლის სვლა არ არის

# {actor:seat} is playing
actor-is-playing-17d4c3 = { $actor } თამაშობს

# {actor:seat} is playing a last turn (the draw pile is empty)
actor-is-playing-a-last-turn-e9bacc = { $actor } თამაშობს ბოლო სვლას (ასაღები გროვა ცარიელია)

# {actor:seat} is to cut
actor-is-to-cut-a600fe = { $actor } ჭრის

# {actor:seat} is to draw
actor-is-to-draw-d334e0 = { $actor } იღებს

# {actor:seat} is to play a card
actor-is-to-play-a-card-b76855 = { $actor } უნდა ითამაშოს კარტი

# {actor:seat} may claim a pot
actor-may-claim-a-pot-4095d1 = { $actor } შეუძლია ბანკის მოთხოვნა

# {actor:seat} (the dealer) is deciding about the widow
actor-the-dealer-is-deciding-about-77c806 = { $actor } (დილერი) წყვეტს ქვრივის ბედს

# after the third draw the turn ends with no meld (CAR-6)
after-the-third-draw-the-turn-1f653b = მესამე აღების შემდეგ სვლა მთავრდება კომბინაციის გარეშე (CAR-6)

# after this exchange only {card}, the card you took from the discard pile, would be left once the joker goes back, and it cannot be discarded this turn (LIV-10)
after-this-exchange-only-card-the-2508d7 = ამ შეცვლის შემდეგ, ჯოკერის დაბრუნებისას დარჩებოდა მხოლოდ { $card }, გადაგდებული კარტის გროვიდან აღებული კარტი, რომელსაც ამ სვლაში ვერ გადააგდებთ (LIV-10)

# all players but one are out of chips
all-players-but-one-are-out-d8e266 = ერთის გარდა ყველა მოთამაშეს ჟეტონები გაუთავდა

# all {total} chips on the board are gathered into one pot
all-total-chips-on-the-board-064faf = დაფის ყველა { $total } ჟეტონი ერთ ბანკში გროვდება

# an empty string is not a card
an-empty-string-is-not-a-4b824e = ცარიელი სტრიქონი კარტი არ არის

# an object
an-object-9ea397 = ობიექტი

# bet
bet-60ae60 = ფსონი

# bets {amount}
bets-amount-14a833 = { $who } დებს { $amount }

# bets {amount} (all in)
bets-amount-all-in-677faa = { $who } დებს { $amount } (ვა-ბანკი)

# bid
bid-50cac9 = შეთავაზება

# bids {amount} for the widow
bids-amount-for-the-widow-e56ebe = { $who } ქვრივისთვის სთავაზობს { $amount }

# black
black-568f4b = შავი

# bought the discard
bought-the-discard-ef2b50 = { $who } იყიდა გადაგდებული კარტი

# buy
buy-65d577 = ყიდვა

# buys the widow for {chips:chip}, paid to the dealer
buys-the-widow-for-chips-paid-2c89b9 =
    { $who } ყიდულობს ქვრივს { $chips ->
        [one] { $chips } ჟეტონი
       *[other] { $chips } ჟეტონი
    }-ად, გადახდილი დილერისთვის

# call
call-b3f184 = გათანაბრება

# called rummy on {offender:seat}
called-rummy-on-offender-8a5695 = { $who } უთხრა რუმი მოთამაშეს { $offender }

# calls {paid}
calls-paid-8a3ae5 = { $who } ათანაბრებს { $paid }

# calls {paid} (all in)
calls-paid-all-in-bcb5d5 = { $who } ათანაბრებს { $paid } (ვა-ბანკი)

# cannot pay the ante of {ante} and leaves with {chips:chip}
cannot-pay-the-ante-of-ante-d9e02d =
    { $who } ვერ იხდის შესატანს { $ante } და მიდის { $chips ->
        [one] { $chips } ჟეტონი
       *[other] { $chips } ჟეტონი
    }-ით

# {card} appears more than once
card-appears-more-than-once-6f417f = { $card } ერთზე მეტჯერ გვხვდება

# {card} does not fit m{meld} ({cards})
card-does-not-fit-m-meld-e0a9ac = { $card } არ ერგება m{ $meld }-ს ({ $cards })

# {card} is not of the book's rank
card-is-not-of-the-book-ad772a = { $card } არ არის კომპლექტის რანგის

# {card} was on the table and is missing (twice)
card-was-on-the-table-and-0ab223 = { $card } მაგიდაზე იყო და აკლია (ორჯერ)

# {card} was on the table and is missing
card-was-on-the-table-and-c98e48 = { $card } მაგიდაზე იყო და აკლია

# cards are given as text or a list of card texts, not {kind}
cards-are-given-as-text-or-323d27 = კარტები მოიცემა ტექსტად ან კარტების ტექსტების სიად, და არა { $kind }

# {cards}: {fault}
cards-fault-349db4 = { $cards }: { $fault }

# check
check-b3711c = ჩეკი

# checks
checks-af0f65 = { $who } ამბობს ჩეკს

# chose the stock; the discard is offered to buyers
chose-the-stock-the-discard-is-502b1a = { $who } აირჩია ასაღები გროვა; გადაგდებული კარტი მყიდველებს ეთავაზება

# claim
claim-bd2490 = მოთხოვნა

# {code} is not a card code
code-is-not-a-card-code-d30e9b = { $code } კარტის კოდი არ არის

# {count} card
count-card-73c40e =
    { $count ->
        [one] { $count } კარტი
       *[other] { $count } კარტი
    }

# {count} chip
count-chip-65816c =
    { $count ->
        [one] { $count } ჟეტონი
       *[other] { $count } ჟეტონი
    }

# {count} point
count-point-cfc302 =
    { $count ->
        [one] { $count } ქულა
       *[other] { $count } ქულა
    }

# {count} round
count-round-39bf61 =
    { $count ->
        [one] { $count } რაუნდი
       *[other] { $count } რაუნდი
    }

# cut
cut-f6562d = გადაჭრა

# cut {lifted} cards (aimed at {aim})
cut-lifted-cards-aimed-at-aim-d55276 = { $who } გადაჭრა { $lifted } კარტი (მიზანი იყო { $aim })

# deal {deal} ({contract}), dealer {dealer:seat}
deal-deal-contract-dealer-dealer-d85318 = დარიგება { $deal } ({ $contract }), დილერი { $dealer }

# deal {deal} over: {why:sentence}; scores {scores}
deal-deal-over-why-scores-scores-5f7da4 = დარიგება { $deal } დასრულდა: { $why }; ანგარიში { $scores }

# dealt all 52 cards one at a time; the widow holds {widow}
dealt-all-52-cards-one-at-5335f3 = 52-ვე კარტი სათითაოდ დარიგდა; ქვრივში { $widow }

# dealt {size} cards each; upcard
dealt-size-cards-each-upcard-ecd5d0 = თითოეულს დაურიგდა { $size } კარტი; ღია კარტი

# did not claim the {pot} pot in time; its chips stay
did-not-claim-the-pot-pot-10f533 = { $who } დროულად არ მოითხოვა ბანკი { $pot }; მისი ჟეტონები რჩება

# discard
discard-f08641 = გადაგდება

# discarded
discarded-9a3f11 = { $who } გადააგდო

# does not claim the {pot} pot; its chips stay
does-not-claim-the-pot-pot-75cf8a = { $who } არ ითხოვს ბანკს { $pot }; მისი ჟეტონები რჩება

# draw
draw-a88bf4 = აღება

# draw first (CAR-6)
draw-first-car-6-8ea97d = ჯერ აიღეთ (CAR-6)

# draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)
draw-knock-pass-meld-5h-6h-2b608c = draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (მთელი ახალი მაგიდა, კომბინაციები გამოყოფილია |-ით)

# drew a penalty card
drew-a-penalty-card-d6ce28 = { $who } აიღო საჯარიმო კარტი

# drew a stock card as the price
drew-a-stock-card-as-the-5675e5 = { $who } ფასად აიღო კარტი ასაღები გროვიდან

# drew card {draws} of this turn
drew-card-draws-of-this-turn-4c1947 = { $who } აიღო ამ სვლის { $draws }-ე კარტი

# drew from the stock
drew-from-the-stock-b493e4 = { $who } აიღო ასაღები გროვიდან

# exchange a joker
exchange-a-joker-77f93d = ჯოკერის შეცვლა

# exchange a joker for a natural card
exchange-a-joker-for-a-natural-7b9c41 = ჯოკერი შეცვალეთ ნამდვილ კარტზე

# exchange with the widow
exchange-with-the-widow-e86b01 = ქვრივთან გაცვლა

# exchanged {card} for the joker in m{meld}
exchanged-card-for-the-joker-in-6d93d9 = { $who } გაცვალა { $card } ჯოკერზე m{ $meld }-ში

# exchanges their hand for the widow, unseen
exchanges-their-hand-for-the-widow-60d542 = { $who } უნახავად ცვლის თავის ხელს ქვრივზე

# failed to go down ({fault:sentence}): {penalty} penalty points
failed-to-go-down-fault-penalty-239b09 = { $who } ვერ გაშალა ({ $fault }): { $penalty } საჯარიმო ქულა

# {fault} (CAR-5)
fault-car-5-09d5f3 = { $fault } (CAR-5)

# {faults}
faults-8fe1e8 = { $faults }

# final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals
final-poker-for-what-chips-dealer-0f7c21 =
    ბოლო პოკერი: { $what } ({ $chips ->
        [one] { $chips } ჟეტონი
       *[other] { $chips } ჟეტონი
    }): არიგებს { $dealer }

# {first} and {second}
first-and-second-eedad6 = { $first } და { $second }

# float
float-a6c45d = ტივტივი

# floats
floats-7d1fea = { $who } ტივტივებს

# flush
flush-b2f3fe = ფლეში

# fold
fold-2b5296 = დაყრა

# folds
folds-ac02e0 = { $who } ყრის

# four of a kind
four-of-a-kind-81ebe9 = კარე

# full house
full-house-9706be = ფულ ჰაუსი

# {game} has no option {option} (options: {known})
game-has-no-option-option-options-209a5b = { $game }-ს არ აქვს პარამეტრი { $option } (პარამეტრები: { $known })

# {game} is for {low} to {high} players, not {players}
game-is-for-low-to-high-2e7654 = { $game } განკუთვნილია { $low }-დან { $high }-მდე მოთამაშისთვის, და არა { $players }-ისთვის

# {game} is for {low} to {high} players, not {players}; for {players} players, turn on the option {option} ("{help}")
game-is-for-low-to-high-f9a035 = { $game } განკუთვნილია { $low }-დან { $high }-მდე მოთამაშისთვის, და არა { $players }-ისთვის; { $players } მოთამაშისთვის ჩართეთ პარამეტრი { $option } („{ $help }“)

# game over: {result:sentence}
game-over-result-49a2a0 = თამაში დასრულდა: { $result }

# go down
go-down-704673 = გაშლა

# goes out
goes-out-c1e402 = { $who } გადის

# has no chips left and leaves the game
has-no-chips-left-and-leaves-dbc896 = { $who } ჟეტონები აღარ აქვს და ტოვებს თამაშს

# high card
high-card-5c1408 = მაღალი კარტი

# holds no {colour} card
holds-no-colour-card-92cafe = { $who } არ აქვს { $colour } კარტი

# in deal 7 you go down only with your whole hand, as three runs (LIV-17)
in-deal-7-you-go-down-eff502 = მე-7 დარიგებაში შლით მხოლოდ მთელი ხელით, სამ თანმიმდევრობად (LIV-17)

# is the only player left who can pay the ante and takes the board
is-the-only-player-left-who-e257e5 = { $who } ერთადერთი მოთამაშეა, ვისაც შესატანის გადახდა შეუძლია, და იღებს დაფას

# it is {actor:seat}'s turn to bet
it-is-actor-s-turn-to-2849f4 = ფსონის სვლა აქვს { $actor }-ს

# it is not your turn to {what}: {waiting:sentence}
it-is-not-your-turn-to-b35566 = { $what } თქვენი სვლა არ არის: { $waiting }

# it is not your turn to play: {waiting:sentence}
it-is-not-your-turn-to-f6489b = თამაში თქვენი სვლა არ არის: { $waiting }

# it is not your turn: {waiting:sentence}
it-is-not-your-turn-waiting-b18c9f = თქვენი სვლა არ არის: { $waiting }

# jack of diamonds
jack-of-diamonds-f7ff05 = აგურის ვალეტი

# keep or exchange
keep-or-exchange-d8e01d = დატოვება ან გაცვლა

# keep your hand
keep-your-hand-629874 = ხელის დატოვება

# keeps their hand; the widow is auctioned
keeps-their-hand-the-widow-is-3d047f = { $who } იტოვებს ხელს; ქვრივი აუქციონზე გადის

# {kind} bot
kind-bot-a31e9a = { $kind } ბოტი

# king-ace of diamonds
king-ace-of-diamonds-92e569 = აგურის მეფე და ტუზი

# king of hearts
king-of-hearts-20387c = გულის მეფე

# knocked with {value} points
knocked-with-value-points-14f478 = { $who } დააკაკუნა { $value } ქულით

# {knocker:seat} knocked
knocker-knocked-c2cb2d = { $knocker } დააკაკუნა

# laid off on m{meld}
laid-off-on-m-meld-0c7d76 = { $who } დაამატა m{ $meld }-ს

# lay off
lay-off-6a01ef = დამატება

# 1 book + 1 run
m-1-book-1-run-34a08e = 1 კომპლექტი + 1 თანმიმდევრობა

# 1 book + 2 runs
m-1-book-2-runs-67d500 = 1 კომპლექტი + 2 თანმიმდევრობა

# 2 books
m-2-books-03e637 = 2 კომპლექტი

# 2 books + 1 run
m-2-books-1-run-079f24 = 2 კომპლექტი + 1 თანმიმდევრობა

# 2 runs
m-2-runs-e13ab3 = 2 თანმიმდევრობა

# 3 books
m-3-books-cb2b37 = 3 კომპლექტი

# 3 runs
m-3-runs-5fa123 = 3 თანმიმდევრობა

# 7-8-9
m-7-8-9-45e942 = 7-8-9

# m{meld} holds no joker to exchange
m-meld-holds-no-joker-to-7cd634 = m{ $meld }-ში შესაცვლელი ჯოკერი არ არის

# made an exact cut: 50 points off this deal
made-an-exact-cut-50-points-2eec82 = { $who } ზუსტად გადაჭრა: ამ დარიგებაში მინუს 50 ქულა

# meld {number} ({cards}): {fault}
meld-number-cards-fault-fe8abc = კომბინაცია { $number } ({ $cards }): { $fault }

# melded {placed:card} worth {value}
melded-placed-worth-value-45acf2 =
    { $who } გაშალა { $placed ->
        [one] { $placed } კარტი
       *[other] { $placed } კარტი
    }, ღირებულებით { $value }

# must play their lowest {colour} card
must-play-their-lowest-colour-card-b734e7 = { $who } უნდა ითამაშოს ყველაზე დაბალი { $colour } კარტი

# no action given (actions: {actions})
no-action-given-actions-actions-2e7a05 = სვლა არ არის მითითებული (სვლები: { $actions })

# no joker in m{meld} stands for {card}
no-joker-in-m-meld-stands-0ab332 = m{ $meld }-ში არცერთი ჯოკერი არ წარმოადგენს { $card }-ს

# no meld could take the joker back (LIV-15)
no-meld-could-take-the-joker-934c96 = ვერცერთი კომბინაცია ვერ მიიღებს ჯოკერს უკან (LIV-15)

# nobody bids; the widow stays out of play
nobody-bids-the-widow-stays-out-9eb37a = არავინ სთავაზობს; ქვრივი თამაშგარეშე რჩება

# nobody bought the discard
nobody-bought-the-discard-9a2890 = გადაგდებული კარტი არავინ იყიდა

# nobody can pay the ante
nobody-can-pay-the-ante-7a396b = შესატანის გადახდა არავის შეუძლია

# Not a book: a book needs at least two natural cards
not-a-book-a-book-needs-0e7f01 = კომპლექტი არ არის: კომპლექტს სჭირდება მინიმუმ ორი ნამდვილი კარტი

# Not a book: a book needs at least 3 cards, this has {count}
not-a-book-a-book-needs-28f3fb = კომპლექტი არ არის: კომპლექტს სჭირდება მინიმუმ 3 კარტი, აქ არის { $count }

# Not a book: {first} and {second} are different ranks
not-a-book-first-and-second-11e658 = კომპლექტი არ არის: { $first } და { $second } სხვადასხვა რანგისაა

# Not a group: a group has 3 or 4 cards, this has {count}
not-a-group-a-group-has-653fc3 = ჯგუფი არ არის: ჯგუფში 3 ან 4 კარტია, აქ არის { $count }

# Not a group: {first} and {second} are different ranks
not-a-group-first-and-second-2223db = ჯგუფი არ არის: { $first } და { $second } სხვადასხვა რანგისაა

# Not a group: two cards of {suit} (a group's suits are all different)
not-a-group-two-cards-of-8d2bf5 = ჯგუფი არ არის: { $suit } მასტის ორი კარტი (ჯგუფის მასტები ყველა სხვადასხვაა)

# Not a run: a run needs natural cards
not-a-run-a-run-needs-6b3655 = თანმიმდევრობა არ არის: საჭიროა ნამდვილი კარტები

# Not a run: a run needs at least 4 cards, this has {count}
not-a-run-a-run-needs-70bfe6 = თანმიმდევრობა არ არის: საჭიროა მინიმუმ 4 კარტი, აქ არის { $count }

# Not a run: {card} cannot stand {places} place(s) after {other}
not-a-run-card-cannot-stand-05a52c = თანმიმდევრობა არ არის: { $card } ვერ დადგება { $other }-ის შემდეგ { $places } ადგილზე

# Not a run
not-a-run-fd96f1 = თანმიმდევრობა არ არის

# Not a run: {first} and {second} are of different suits
not-a-run-first-and-second-3c0f53 = თანმიმდევრობა არ არის: { $first } და { $second } სხვადასხვა მასტისაა

# Not a run: it runs past the ace (K-A-2 turns the corner)
not-a-run-it-runs-past-537a8f = თანმიმდევრობა არ არის: ის ტუზს გასცდა (K-A-2 კუთხეს შემოუხვევს)

# Not a run: K-A-2 turns the corner
not-a-run-k-a-2-3b7bc3 = თანმიმდევრობა არ არის: K-A-2 კუთხეს შემოუხვევს

# Not a run: the cards are not in sequence
not-a-run-the-cards-are-1b3fbc = თანმიმდევრობა არ არის: კარტები რიგზე არ არის

# Not a run: two wild cards within four places (each four cards need three natural ones)
not-a-run-two-wild-cards-fe3ec3 = თანმიმდევრობა არ არის: ორი თავისუფალი კარტი ოთხ ადგილში (ყოველ ოთხ კარტს სამი ნამდვილი სჭირდება)

# Not a sequence: a sequence needs at least 3 cards, this has {count}
not-a-sequence-a-sequence-needs-fa554c = თანმიმდევრობა არ არის: საჭიროა მინიმუმ 3 კარტი, აქ არის { $count }

# Not a sequence: K-A-2 turns the corner
not-a-sequence-k-a-2-992c45 = თანმიმდევრობა არ არის: K-A-2 კუთხეს შემოუხვევს

# Not a sequence: the cards are not all of one suit
not-a-sequence-the-cards-are-e10be5 = თანმიმდევრობა არ არის: კარტები ერთი მასტის არ არის

# Not a sequence: the ranks are not consecutive
not-a-sequence-the-ranks-are-31586a = თანმიმდევრობა არ არის: რანგები რიგზე არ არის

# Not a sequence: two cards of rank {rank}
not-a-sequence-two-cards-of-c54c27 = თანმიმდევრობა არ არის: { $rank } რანგის ორი კარტი

# only the dealer ({dealer:seat}) may {what}
only-the-dealer-dealer-may-what-152738 = მხოლოდ დილერს ({ $dealer }) შეუძლია: { $what }

# option {name} is true or false, not {value}
option-name-is-true-or-false-2c1d7d = პარამეტრი { $name } არის true ან false, და არა { $value }

# option {name} must be a whole number, not {value}
option-name-must-be-a-whole-ae1279 = პარამეტრი { $name } უნდა იყოს მთელი რიცხვი, და არა { $value }

# option {name} must be at least {minimum}, not {value}
option-name-must-be-at-least-07dde7 = პარამეტრი { $name } უნდა იყოს მინიმუმ { $minimum }, და არა { $value }

# option {name} must be at most {maximum}, not {value}
option-name-must-be-at-most-b3b856 = პარამეტრი { $name } უნდა იყოს მაქსიმუმ { $maximum }, და არა { $value }

# option {name} must be one of {allowed}, not {value}
option-name-must-be-one-of-96d2ed = პარამეტრი { $name } უნდა იყოს ერთ-ერთი: { $allowed }; და არა { $value }

# {out:seat} went out
out-went-out-1ecb03 = { $out } გავიდა

# pair
pair-7c445a = წყვილი

# pass
pass-7b7a73 = პასი

# passed
passed-513cb7 = { $who } თქვა პასი

# passes
passes-623cd2 = { $who } ამბობს პასს

# pays {paid:chip} for {cards:card} left
pays-paid-for-cards-left-0d9e8d =
    { $who } იხდის { $paid ->
        [one] { $paid } ჟეტონი
       *[other] { $paid } ჟეტონი
    } დარჩენილი { $cards ->
        [one] { $cards } კარტი
       *[other] { $cards } კარტი
    }-ისთვის

# pays {paid:chip} into the Rummoli pot for {cards:card}
pays-paid-into-the-rummoli-pot-2231b7 =
    { $who } იხდის { $paid ->
        [one] { $paid } ჟეტონი
       *[other] { $paid } ჟეტონი
    } რუმოლის ბანკში { $cards ->
        [one] { $cards } კარტი
       *[other] { $cards } კარტი
    }-ისთვის

# picks up the widow; the hand given up is dead
picks-up-the-widow-the-hand-d31cc4 = { $who } იღებს ქვრივს; დათმობილი ხელი თამაშგარეშეა

# play a card
play-a-card-03b81e = კარტის თამაში

# play
play-c2cbd8 = თამაში

# plays
plays-b6e521 = { $who } თამაშობს

# poker
poker-f1f2c6 = პოკერი

# poker: {opener:seat} opens the betting
poker-opener-opens-the-betting-5b6f91 = პოკერი: ფსონებს ხსნის { $opener }

# pots are taken automatically in this game (strict_claims is off)
pots-are-taken-automatically-in-this-2c32d0 = ამ თამაშში ბანკები ავტომატურად აიღება (მკაცრი მოთხოვნა გამორთულია)

# queen of clubs
queen-of-clubs-20e4ff = ჯვრის დედოფალი

# raise
raise-5ef9ed = აწევა

# raises by {amount} to {current}
raises-by-amount-to-current-086ba4 = { $who } აწევს { $amount }-ით { $current }-მდე

# raises by {amount} to {current} (all in)
raises-by-amount-to-current-all-b8b824 = { $who } აწევს { $amount }-ით { $current }-მდე (ვა-ბანკი)

# red
red-40f480 = წითელი

# round {round}: {dealer:seat} deals; everyone antes {ante} chips
round-round-dealer-deals-everyone-antes-51e52c = რაუნდი { $round }: არიგებს { $dealer }; ყველა დებს { $ante } ჟეტონს შესატანად

# round {round}: {dealer:seat} deals {size} cards each; {starter:seat} starts
round-round-dealer-deals-size-cards-5f066e = რაუნდი { $round }: { $dealer } თითოეულს ურიგებს { $size } კარტს; იწყებს { $starter }

# round {round} over: {why:sentence}
round-round-over-why-789d92 = რაუნდი { $round } დასრულდა: { $why }

# round {round} over: {why:sentence}; {winners:seats} won; points {points}
round-round-over-why-winners-won-4696d4 = რაუნდი { $round } დასრულდა: { $why }; მოიგო { $winners }; ქულები { $points }

# {rounds:round} played
rounds-played-6c0480 =
    ნათამაშებია { $rounds ->
        [one] { $rounds } რაუნდი
       *[other] { $rounds } რაუნდი
    }

# Rummoli
rummoli-b2ba07 = რუმოლი

# say which end of m{meld}: layoff {card} m{meld} low|high
say-which-end-of-m-meld-3bf209 = თქვით m{ $meld }-ის რომელ ბოლოს: layoff { $card } m{ $meld } low|high

# seat {seat}
seat-seat-bf466e = ადგილი { $seat }

# shows a hand worth {value}
shows-a-hand-worth-value-3d2c75 = { $who } აჩვენებს ხელს, ღირებულებით { $value }

# shows {hand}
shows-hand-535f69 = { $who } აჩვენებს: { $hand }

# side pot {side}
side-pot-side-41f7e2 = გვერდითი ბანკი { $side }

# stalemate: nobody can play
stalemate-nobody-can-play-34a77f = ჩიხი: ვერავინ თამაშობს

# stalemate; the Rummoli pot carries over
stalemate-the-rummoli-pot-carries-over-0e768c = ჩიხი; რუმოლის ბანკი გადადის

# straight
straight-28ff88 = სტრიტი

# straight flush
straight-flush-bf2bb1 = სტრიტ ფლეში

# table meld {number} ({cards}) is not valid: {fault}
table-meld-number-cards-is-not-5b10cd = მაგიდის კომბინაცია { $number } ({ $cards }) არასწორია: { $fault }

# ten of spades
ten-of-spades-b804d8 = ყვავის ათიანი

# '{text}' is not an action (actions: {actions})
text-is-not-an-action-actions-cb4d5e = '{ $text }' სვლა არ არის (სვლები: { $actions })

# '{text}': {why:sentence}
text-why-d0363b = '{ $text }': { $why }

# that costs {amount} and you have only {stack} chips
that-costs-amount-and-you-have-ea10b9 = ეს ღირს { $amount }, თქვენ კი მხოლოდ { $stack } ჟეტონი გაქვთ

# that costs {to_call} to call plus {amount} and you have only {stack} chips
that-costs-to-call-to-call-0bfe44 = ეს ღირს { $to_call } გასათანაბრებლად და კიდევ { $amount }, თქვენ კი მხოლოდ { $stack } ჟეტონი გაქვთ

# the betting is capped: a bet and at most {most} raises (RUM-7)
the-betting-is-capped-a-bet-9e191f = ფსონები შეზღუდულია: ერთი ფსონი და მაქსიმუმ { $most } აწევა (RUM-7)

# the betting is over
the-betting-is-over-45aec2 = ფსონები დასრულდა

# the contract is {contract}: {need} melds, not {got}
the-contract-is-contract-need-melds-ea995c = კონტრაქტია { $contract }: საჭიროა { $need } კომბინაცია, არა { $got }

# the contract is {contract}, these melds make {books} book(s) and {runs} run(s)
the-contract-is-contract-these-melds-da328b = კონტრაქტია { $contract }, ეს კომბინაციები ქმნის { $books } კომპლექტს და { $runs } თანმიმდევრობას

# the dealer does not bid for the widow
the-dealer-does-not-bid-for-cf88cd = დილერი არ სთავაზობს ქვრივისთვის

# the discard is being offered to buyers
the-discard-is-being-offered-to-343e2a = გადაგდებული კარტი მყიდველებს ეთავაზება

# the discard pile is empty
the-discard-pile-is-empty-a24a80 = გადაგდებული კარტის გროვა ცარიელია

# the draw pile is empty: meld or pass (CAR-12)
the-draw-pile-is-empty-meld-3650dd = ასაღები გროვა ცარიელია: გაშალეთ ან თქვით პასი (CAR-12)

# the draw pile is empty: meld, knock or pass (CAR-12)
the-draw-pile-is-empty-meld-75f5d4 = ასაღები გროვა ცარიელია: გაშალეთ, დააკაკუნეთ ან თქვით პასი (CAR-12)

# the draw pile ran out and everyone had a last turn
the-draw-pile-ran-out-and-0638e2 = ასაღები გროვა ამოიწურა და ყველამ ითამაშა ბოლო სვლა

# the game ends ({why:sentence}); the board is played for in a final poker round
the-game-ends-why-the-board-09472f = თამაში მთავრდება ({ $why }); დაფა ითამაშება ბოლო პოკერის რაუნდში

# the game is over
the-game-is-over-9c7ef4 = თამაში დასრულდა

# the hands and the widow must hold the 52 cards, each once
the-hands-and-the-widow-must-1ba553 = ხელებში და ქვრივში უნდა იყოს 52 კარტი, თითო ერთხელ

# the joker {joker} can only change if the real {card} takes its place
the-joker-joker-can-only-change-6095ce = ჯოკერი { $joker } შეიცვლება მხოლოდ მაშინ, როცა მის ადგილს ნამდვილი { $card } დაიკავებს

# the joker you took must go back on the table first (LIV-15)
the-joker-you-took-must-go-41aaac = აღებული ჯოკერი ჯერ მაგიდაზე უნდა დაბრუნდეს (LIV-15)

# the main pot
the-main-pot-d2743a = მთავარი ბანკი

# the number {number}
the-number-number-d21cb2 = რიცხვი { $number }

# the poker betting is on ({actor:seat} to act)
the-poker-betting-is-on-actor-e2276e = მიმდინარეობს პოკერის ფსონები (სვლა აქვს { $actor }-ს)

# the pot
the-pot-add312 = ბანკი

# the {pot} pot
the-pot-pot-727eae = ბანკი { $pot }

# the Rummoli phase starts with your lowest card: {cards} (RUM-9)
the-rummoli-phase-starts-with-your-b8bd42 = რუმოლის ფაზა იწყება თქვენი ყველაზე დაბალი კარტით: { $cards } (RUM-9)

# the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)
the-stock-ran-out-after-being-8101c9 = ასაღები გროვა ამოიწურა ერთხელ აღდგენის შემდეგ, მეტი არ შეიძლება (სახლის წესი reshuffles=1)

# the stock ran out and is not rebuilt (house rule reshuffles=0)
the-stock-ran-out-and-is-5624b9 = ასაღები გროვა ამოიწურა და არ აღდგება (სახლის წესი reshuffles=0)

# the stock ran out
the-stock-ran-out-f99f35 = ასაღები გროვა ამოიწურა

# the text {text}
the-text-text-c822af = ტექსტი { $text }

# the turn cap of {cap} was reached
the-turn-cap-of-cap-was-ef9c58 = მიღწეულია { $cap } სვლის ზღვარი

# the whole board
the-whole-board-4e3379 = მთელი დაფა

# the widow is being auctioned (waiting for {actors:seats})
the-widow-is-being-auctioned-waiting-cc97c5 = ქვრივი აუქციონზეა (ველოდებით: { $actors })

# there are {count} cards {card}; two packs hold two of each (CAR-1)
there-are-count-cards-card-two-9faa6f = კარტი { $card } { $count }-ჯერ გვხვდება; ორ დასტაში თითოეული ორჯერაა (CAR-1)

# there are more than two jokers; the game has two (CAR-1)
there-are-more-than-two-jokers-b9fa74 = ჯოკერი ორზე მეტია; თამაშში ორია (CAR-1)

# there is already a bet of {current}: call, raise or fold
there-is-already-a-bet-of-8864e9 = უკვე არის ფსონი { $current }: გაათანაბრეთ, აწიეთ ან დაყარეთ

# there is no bet to call; check instead
there-is-no-bet-to-call-46225d = გასათანაბრებელი ფსონი არ არის; თქვით ჩეკი

# there is no bet to fold to; check instead
there-is-no-bet-to-fold-c3fa45 = დასაყრელი ფსონი არ არის; თქვით ჩეკი

# there is no bet to raise: bet instead
there-is-no-bet-to-raise-20a9fb = ასაწევი ფსონი არ არის: დადეთ ფსონი

# there is no discard to call rummy on (LIV-16)
there-is-no-discard-to-call-4a4259 = გადაგდებული კარტი, რომელზეც რუმი ითქმება, არ არის (LIV-16)

# there is no knocking in the last turns, which have no draw (CAR-12)
there-is-no-knocking-in-the-a89b4d = ბოლო სვლებში, სადაც აღება არ არის, დაკაკუნება არ შეიძლება (CAR-12)

# there is no laying off in deal 7
there-is-no-laying-off-in-8cad18 = მე-7 დარიგებაში დამატება არ შეიძლება

# there is no meld m{meld} on the table
there-is-no-meld-m-meld-bab7ba = მაგიდაზე კომბინაცია m{ $meld } არ არის

# there is no seat {seat}
there-is-no-seat-seat-29e34b = ადგილი { $seat } არ არსებობს

# three of a kind
three-of-a-kind-760d8e = სამეული

# to go on without melding, draw again (CAR-6)
to-go-on-without-melding-draw-cb9be2 = კომბინაციის გარეშე გასაგრძელებლად კიდევ აიღეთ (CAR-6)

# {token} is not a card: a joker is '*' or '*' and a card, like '*9h'
token-is-not-a-card-a-a3309c = { $token } კარტი არ არის: ჯოკერი არის '*' ან '*' და კარტი, მაგალითად '*9h'

# {token} is not a card: no rank
token-is-not-a-card-no-84b605 = { $token } კარტი არ არის: რანგი აკლია

# {token} is not a card: unknown rank {rank}
token-is-not-a-card-unknown-7f20cc = { $token } კარტი არ არის: უცნობი რანგი { $rank }

# {token} is not a card: unknown suit {suit} (use c d h s)
token-is-not-a-card-unknown-888e0a = { $token } კარტი არ არის: უცნობი მასტი { $suit } (გამოიყენეთ c d h s)

# took the discard
took-the-discard-53d587 = { $who } აიღო გადაგდებული კარტი

# took the discard back
took-the-discard-back-ac51e4 = { $who } უკან აიღო გადაგდებული კარტი

# took the last card of the draw pile
took-the-last-card-of-the-524024 = { $who } აიღო ასაღები გროვის ბოლო კარტი

# two pair
two-pair-5b2483 = ორი წყვილი

# unknown game {name} (games: {games})
unknown-game-name-games-games-352b87 = უცნობი თამაში { $name } (თამაშები: { $games })

# {verb} needs a whole number of chips, like '{verb} 3', not '{word}'
verb-needs-a-whole-number-of-f1f725 = { $verb }-ს სჭირდება ჟეტონების მთელი რიცხვი, მაგალითად '{ $verb } 3', არა '{ $word }'

# went down
went-down-6a5b96 = { $who } გაშალა

# {went_out:seat} went out
went-out-went-out-12e192 = { $went_out } გავიდა

# while floating you must draw from the stock (LIV-18)
while-floating-you-must-draw-from-855520 = ტივტივისას უნდა აიღოთ ასაღები გროვიდან (LIV-18)

# {winners:seats} {verb} with {best} chips
winners-verb-with-best-chips-18e2c9 = { $winners } იგებს { $best } ჟეტონით

# {winners:seats} {verb} with {best} points
winners-verb-with-best-points-80f081 = { $winners } იგებს { $best } ქულით

# {winners:seats} {verb} with {best} points, the lowest total
winners-verb-with-best-points-the-13a330 = { $winners } იგებს { $best } ქულით, ყველაზე დაბალი ჯამით

# wins {chips:chip} from {what:sentence}
wins-chips-from-what-154fe4 =
    { $who } იგებს { $chips ->
        [one] { $chips } ჟეტონი
       *[other] { $chips } ჟეტონი
    }: { $what }

# wins the {pot} pot: {chips:chip}
wins-the-pot-pot-chips-bcf72a =
    { $who } იგებს ბანკს { $pot }: { $chips ->
        [one] { $chips } ჟეტონი
       *[other] { $chips } ჟეტონი
    }

# won the poker phase and leads the Rummoli phase
won-the-poker-phase-and-leads-62021c = { $who } მოიგო პოკერის ფაზა და იწყებს რუმოლის ფაზას

# '{word}' is not a meld number; melds are m1, m2, ...
word-is-not-a-meld-number-a87b20 = '{ $word }' კომბინაციის ნომერი არ არის; კომბინაციებია m1, m2, ...

# you already hold the highest bid ({bid})
you-already-hold-the-highest-bid-2bf815 = უმაღლესი შეთავაზება უკვე თქვენია ({ $bid })

# you are already down
you-are-already-down-4a6da2 = თქვენ უკვე გაშლილი ხართ

# you can lay off only after going down (LIV-13)
you-can-lay-off-only-after-b4d510 = დამატება შეგიძლიათ მხოლოდ გაშლის შემდეგ (LIV-13)

# you cannot bid {amount}: you have only {stack} chips
you-cannot-bid-amount-you-have-c75cf1 = ვერ შესთავაზებთ { $amount }: გაქვთ მხოლოდ { $stack } ჟეტონი

# you cannot call rummy on your own discard
you-cannot-call-rummy-on-your-f15484 = საკუთარ გადაგდებულ კარტზე რუმს ვერ იტყვით

# you cannot check: it costs {to_call} to call
you-cannot-check-it-costs-to-000908 = ჩეკს ვერ იტყვით: გათანაბრება ღირს { $to_call }

# you cannot go down leaving only {card}: a card taken from the discard pile cannot be discarded in the same turn, so keep another card in hand (LIV-10)
you-cannot-go-down-leaving-only-a7da39 = ვერ გაშლით ისე, რომ დარჩეს მხოლოდ { $card }: გადაგდებული კარტის გროვიდან აღებულ კარტს იმავე სვლაში ვერ გადააგდებთ, ამიტომ ხელში სხვა კარტიც დაიტოვეთ (LIV-10)

# you cannot lay off {card}: that would leave only {taken}, the card you took from the discard pile, which cannot be discarded this turn (LIV-10)
you-cannot-lay-off-card-that-d23273 = ვერ დაამატებთ { $card }-ს: დარჩებოდა მხოლოდ { $taken }, გადაგდებული კარტის გროვიდან აღებული კარტი, რომელსაც ამ სვლაში ვერ გადააგდებთ (LIV-10)

# you cannot pass: you are not bidding
you-cannot-pass-you-are-not-5d7d50 = პასს ვერ იტყვით: თქვენ არ სთავაზობთ

# you cannot pass: you hold the highest bid
you-cannot-pass-you-hold-the-3da832 = პასს ვერ იტყვით: უმაღლესი შეთავაზება თქვენია

# you cannot {what} now: nothing is offered to buyers
you-cannot-what-now-nothing-is-1ef2e0 = ახლა ვერ შეძლებთ: { $what }: მყიდველებს არაფერი ეთავაზებათ

# you cannot {what} now: {waiting:sentence}
you-cannot-what-now-waiting-ca79db = ახლა ვერ შეძლებთ: { $what }: { $waiting }

# you do not hold a joker
you-do-not-hold-a-joker-009736 = ჯოკერი არ გაქვთ

# you do not hold {card}
you-do-not-hold-card-e54791 = არ გაქვთ { $card }

# you do not hold that many {card}
you-do-not-hold-that-many-edb88d = არ გაქვთ ამდენი { $card }

# you have already answered
you-have-already-answered-61fbbb = თქვენ უკვე უპასუხეთ

# you have drawn three cards; your turn is over: knock or pass (CAR-6)
you-have-drawn-three-cards-your-f55fad = აიღეთ სამი კარტი; თქვენი სვლა დასრულდა: დააკაკუნეთ ან თქვით პასი (CAR-6)

# you have no pot to claim: a pot is claimed right after the card that wins it
you-have-no-pot-to-claim-638561 = არ გაქვთ ბანკი მოსათხოვნად: ბანკი მოითხოვება მისი მომგები კარტის შემდეგ მაშინვე

# you have no pot to claim or let go
you-have-no-pot-to-claim-c2f045 = არ გაქვთ ბანკი მოსათხოვნად ან გასაშვებად

# you have passed and are out of this auction
you-have-passed-and-are-out-39d313 = თქვით პასი და გახვედით ამ აუქციონიდან

# you hold a pay card, so you may not bid for the widow (RUM-6)
you-hold-a-pay-card-so-8306e0 = გაქვთ საპრიზო კარტი, ამიტომ ქვრივისთვის ვერ შესთავაზებთ (RUM-6)

# you hold {count} {card}, not {wanted}
you-hold-count-card-not-wanted-17d938 = გაქვთ { $count } { $card } და არა { $wanted }

# you hold {count} joker, not {wanted}
you-hold-count-joker-not-wanted-af4f6d = გაქვთ { $count } ჯოკერი და არა { $wanted }

# you hold the next card, {cards}, and must play it (RUM-9)
you-hold-the-next-card-cards-611cdd = შემდეგი კარტი თქვენთანაა, { $cards }, და უნდა ითამაშოთ (RUM-9)

# you may knock only after drawing (CAR-8)
you-may-knock-only-after-drawing-8f3798 = დაკაკუნება შეგიძლიათ მხოლოდ აღების შემდეგ (CAR-8)

# you may knock only with {limit} points or less; your hand is worth {value} (CAR-8)
you-may-knock-only-with-limit-8c92c9 = დაკაკუნება შეგიძლიათ მხოლოდ { $limit } ან ნაკლები ქულით; თქვენი ხელი ღირს { $value } (CAR-8)

# you may not buy this discard
you-may-not-buy-this-discard-387877 = ამ გადაგდებულ კარტს ვერ იყიდით

# you must play your lowest {colour} card: {cards} (RUM-9)
you-must-play-your-lowest-colour-0682d8 = უნდა ითამაშოთ ყველაზე დაბალი { $colour } კარტი: { $cards } (RUM-9)

# your first meld of the round must include a whole group or sequence made only of cards from your hand (initial_meld_from_hand, CAR-7)
your-first-meld-of-the-round-575652 = რაუნდის თქვენი პირველი კომბინაცია უნდა შეიცავდეს მთელ ჯგუფს ან თანმიმდევრობას მხოლოდ თქვენი ხელის კარტებიდან (initial_meld_from_hand, CAR-7)

