# ქართული: the messages of en/*.ftl (the English above each), written for this language.

# a bet is 1 to {limit} chips (RUM-7)
a-bet-is-1-to-limit-73d1c5 = ფსონი უნდა იყოს 1-დან { $limit } ჟეტონამდე (RUM-7)

# a bid must be higher than the last: more than {bid}
a-bid-must-be-higher-than-d0cdf4 = შეთავაზება წინაზე მეტი უნდა იყოს: { $bid } ჟეტონზე მეტი

# a card is written as text, like 'Ah' or '*', not {kind}
a-card-is-written-as-text-d36a7c = კარტი ტექსტით იწერება, მაგალითად 'Ah' ან '*', და არა ასე: { $kind }

# a card taken from the discard pile cannot be discarded in the same turn (LIV-10)
a-card-taken-from-the-discard-7d909c = გადაგდებული კარტის გროვიდან აღებულ კარტს იმავე სვლაში ვერ გადააგდებთ (LIV-10)

# a cut lifts between 1 and {most} cards
a-cut-lifts-between-1-and-78c55e = გადაჭრისას იღებენ 1-დან { $most } კარტამდე

# a dealer holding a pay card may not exchange with the widow (RUM-6)
a-dealer-holding-a-pay-card-adde70 = დილერი, რომელსაც საპრიზო კარტი აქვს, ხელს ქვრივზე ვერ გაცვლის (RUM-6)

# a joker can be exchanged only in the turn you go down (LIV-15)
a-joker-can-be-exchanged-only-b5259c = ჯოკერის შეცვლა მხოლოდ იმ სვლაშია შესაძლებელი, როცა კონტრაქტს შლით (LIV-15)

# a joker can only stand for a natural card, not {card}
a-joker-can-only-stand-for-ab8932 = ჯოკერი მხოლოდ ნამდვილ კარტს შეიძლება წარმოადგენდეს და არა ამას: { $card }

# A joker on the table must say which card it stands for, like *9h
a-joker-on-the-table-must-41213a = მაგიდაზე ჯოკერს უნდა ეწეროს, რომელ კარტს წარმოადგენს, მაგალითად *9h

# a joker on the table must stay on the table
a-joker-on-the-table-must-9b0321 = მაგიდაზე დადებული ჯოკერი მაგიდაზე უნდა დარჩეს

# a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)
a-joker-was-on-the-table-10305e = ჯოკერი მაგიდაზე იყო და ახლა აღარ არის (ჯოკერი ხელში არასოდეს ბრუნდება, CAR-5)

# a list
a-list-f2f9b2 = სია

# a meld must add at least one card from your hand (CAR-7)
a-meld-must-add-at-least-3edc42 = კომბინაციის გაშლისას მაგიდას ხელიდან მინიმუმ ერთი კარტი უნდა დაუმატოთ (CAR-7)

# a poker hand has no jokers, but {card} is one
a-poker-hand-has-no-jokers-d3d86e = პოკერის კომბინაციაში ჯოკერი არ შედის, { $card } კი ჯოკერია

# a poker hand needs {low} to {high} cards, not {count}
a-poker-hand-needs-low-to-d7672a = პოკერის ხელში უნდა იყოს მინიმუმ { $low } და მაქსიმუმ { $high } კარტი და არა { $count }

# a raise is 1 to {limit} chips (RUM-7)
a-raise-is-1-to-limit-753fec = ფსონის გაზრდა შეიძლება 1-დან { $limit } ჟეტონამდე (RUM-7)

# a search bot needs at least one sample
a-search-bot-needs-at-least-76e5ca = საძიებო ბოტს მინიმუმ ერთი ნიმუში სჭირდება

# a search bot needs some time to think
a-search-bot-needs-some-time-59f89d = საძიებო ბოტს საფიქრებლად ცოტა დრო სჭირდება

# a stacked deck must hold the 52 cards, each once
a-stacked-deck-must-hold-the-76d53c = წინასწარ დალაგებულ დასტაში 52-ვე კარტი უნდა იყოს, თითოეული ერთხელ

# a very large number
a-very-large-number-88929e = ძალიან დიდი რიცხვი

# ace of spades
ace-of-spades-ba5646 = ყვავის ტუზი
    .ergative = ყვავის ტუზმა
    .dative = ყვავის ტუზს
    .genitive = ყვავის ტუზის
    .instrumental = ყვავის ტუზით
    .adverbial = ყვავის ტუზად

# {action} is not a betting action
action-is-not-a-betting-action-4dfdb0 = { $action }: ასეთი სვლა ფსონებში არ არსებობს

# {action} is not a Carousel action
action-is-not-a-carousel-action-b42094 = { $action }: ასეთი სვლა კარუსელში არ არსებობს

# {action} is not a Liverpool action
action-is-not-a-liverpool-action-b38522 = { $action }: ასეთი სვლა ლივერპულის რუმიში არ არსებობს

# {action} is not a Rummoli action
action-is-not-a-rummoli-action-c4a6f5 = { $action }: ასეთი სვლა რუმოლიში არ არსებობს

# {actor:seat} is playing
actor-is-playing-17d4c3 = სვლას აკეთებს { $actor }

# {actor:seat} is playing a last turn (the draw pile is empty)
actor-is-playing-a-last-turn-e9bacc = ბოლო სვლას აკეთებს { $actor } (ასაღები გროვა ცარიელია)

# {actor:seat} is to cut
actor-is-to-cut-a600fe = დასტას ჭრის { $actor }

# {actor:seat} is to draw
actor-is-to-draw-d334e0 = კარტს იღებს { $actor }

# {actor:seat} is to play a card
actor-is-to-play-a-card-b76855 = კარტს თამაშობს { $actor }

# {actor:seat} may claim a pot
actor-may-claim-a-pot-4095d1 = ბანკის მოთხოვნა ახლა შეუძლია მოთამაშეს: { $actor }

# {actor:seat} (the dealer) is deciding about the widow
actor-the-dealer-is-deciding-about-77c806 = დილერი { $actor } წყვეტს, რა უყოს ქვრივს

# after the third draw the turn ends with no meld (CAR-6)
after-the-third-draw-the-turn-1f653b = მესამე აღების შემდეგ სვლა კომბინაციის გარეშე მთავრდება (CAR-6)

# after this exchange only {card}, the card you took from the discard pile, would be left once the joker goes back, and it cannot be discarded this turn (LIV-10)
after-this-exchange-only-card-the-2508d7 = ამ შეცვლის შემდეგ, როცა ჯოკერი მაგიდას დაუბრუნდება, ხელში მხოლოდ { $card } დაგრჩებოდათ — გადაგდებული კარტის გროვიდან აღებული კარტი, რომელსაც ამ სვლაში ვერ გადააგდებთ (LIV-10)

# all players but one are out of chips
all-players-but-one-are-out-d8e266 = ერთის გარდა ყველა მოთამაშეს ჟეტონები გაუთავდა

# all {total} chips on the board are gathered into one pot
all-total-chips-on-the-board-064faf = დაფაზე არსებული ყველა ჟეტონი ({ $total }) ერთ ბანკში გროვდება

# an empty string is not a card
an-empty-string-is-not-a-4b824e = ცარიელი სტრიქონი კარტი არ არის

# an object
an-object-9ea397 = ობიექტი

# bet
bet-60ae60 = ფსონი
    .genitive = ფსონის

# bets {amount}
bets-amount-14a833 = { $who } დებს { $amount } ჟეტონს

# bets {amount} (all in)
bets-amount-all-in-677faa = { $who } დებს { $amount } ჟეტონს (ვა-ბანკი)

# bid
bid-50cac9 = შეთავაზება
    .genitive = შეთავაზების

# bids {amount} for the widow
bids-amount-for-the-widow-e56ebe = { $who } ქვრივისთვის სთავაზობს { $amount } ჟეტონს

# black
black-568f4b = შავი
    .ergative = შავმა
    .dative = შავ
    .genitive = შავი
    .instrumental = შავი
    .adverbial = შავ

# bought the discard
bought-the-discard-ef2b50 = { $who } ყიდულობს გადაგდებულ კარტს

# buy
buy-65d577 = ყიდვა
    .genitive = ყიდვის

# buys the widow for {chips:chip}, paid to the dealer
buys-the-widow-for-chips-paid-2c89b9 = { $who } ყიდულობს ქვრივს { $chips } ჟეტონად; საფასურს დილერი იღებს

# call
call-b3f184 = გათანაბრება
    .genitive = გათანაბრების

# called rummy on {offender:seat}
called-rummy-on-offender-8a5695 = { $who } ამბობს „რუმი!“ (კარტი გადააგდო: { $offender })

# calls {paid}
calls-paid-8a3ae5 = { $who } ათანაბრებს ფსონს: { $paid } ჟეტონი

# calls {paid} (all in)
calls-paid-all-in-bcb5d5 = { $who } ათანაბრებს ფსონს: { $paid } ჟეტონი (ვა-ბანკი)

# cannot pay the ante of {ante} and leaves with {chips:chip}
cannot-pay-the-ante-of-ante-d9e02d = { $who } ვერ იხდის { $ante } ჟეტონის შესატანს და თამაშს ტოვებს { $chips } ჟეტონით

# {card} appears more than once
card-appears-more-than-once-6f417f = { $card } ერთზე მეტჯერ გვხვდება

# {card} does not fit m{meld} ({cards})
card-does-not-fit-m-meld-e0a9ac = { $card } არ ერგება კომბინაციას m{ $meld } ({ $cards })

# {card} is not of the book's rank
card-is-not-of-the-book-ad772a = { $card } კომპლექტის რანგს არ ემთხვევა

# {card} was on the table and is missing (twice)
card-was-on-the-table-and-0ab223 = { $card } მაგიდაზე იყო და ახლა აღარ არის (ორივე ეგზემპლარი)

# {card} was on the table and is missing
card-was-on-the-table-and-c98e48 = { $card } მაგიდაზე იყო და ახლა აღარ არის

# cards are given as text or a list of card texts, not {kind}
cards-are-given-as-text-or-323d27 = კარტები ტექსტით ან კარტების ტექსტების სიით მიეთითება და არა ასე: { $kind }

# {cards}: {fault}
cards-fault-349db4 = { $cards }: { $fault }

# carousel
carousel-4f348a = კარუსელი
    .ergative = კარუსელმა
    .dative = კარუსელს
    .genitive = კარუსელის
    .instrumental = კარუსელით
    .adverbial = კარუსელად

# check
check-b3711c = ჩეკი
    .genitive = ჩეკის

# checks
checks-af0f65 = { $who } ამბობს ჩეკს

# chose the stock; the discard is offered to buyers
chose-the-stock-the-discard-is-502b1a = { $who } ირჩევს ასაღებ გროვას; გადაგდებული კარტი მყიდველებს ეთავაზება

# claim
claim-bd2490 = მოთხოვნა
    .genitive = მოთხოვნის

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
    .genitive = გადაჭრის

# cut {lifted} cards (aimed at {aim})
cut-lifted-cards-aimed-at-aim-d55276 = { $who } ჭრის დასტას და იღებს { $lifted } კარტს (უმიზნებდა { $aim } კარტს)

# deal {deal} ({contract}), dealer {dealer:seat}
deal-deal-contract-dealer-dealer-d85318 =
    { $deal ->
        [one] პირველი
       *[other] მე-{ $deal }
    } დარიგება ({ $contract }); დილერი: { $dealer }

# deal {deal} over: {why:sentence}; scores {scores}
deal-deal-over-why-scores-scores-5f7da4 =
    { $deal ->
        [one] პირველი
       *[other] მე-{ $deal }
    } დარიგება დასრულდა: { $why }; ანგარიში: { $scores }

# dealt all 52 cards one at a time; the widow holds {widow}
dealt-all-52-cards-one-at-5335f3 = 52-ვე კარტი სათითაოდ დარიგდა; ქვრივში { $widow } კარტია

# dealt {size} cards each; upcard
dealt-size-cards-each-upcard-ecd5d0 = თითოეულს დაურიგდა { $size } კარტი; ღია კარტი

# did not claim the {pot} pot in time; its chips stay
did-not-claim-the-pot-pot-10f533 = { $who } დროზე არ ითხოვს { $pot_genitive } ბანკს; მისი ჟეტონები დაფაზე რჩება

# discard
discard-f08641 = გადაგდება
    .genitive = გადაგდების

# discarded
discarded-9a3f11 = { $who } აგდებს

# does not claim the {pot} pot; its chips stay
does-not-claim-the-pot-pot-75cf8a = { $who } არ ითხოვს { $pot_genitive } ბანკს; მისი ჟეტონები დაფაზე რჩება

# draw
draw-a88bf4 = აღება
    .genitive = აღების

# draw first (CAR-6)
draw-first-car-6-8ea97d = ჯერ კარტი აიღეთ (CAR-6)

# draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)
draw-knock-pass-meld-5h-6h-2b608c = draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (მთელი ახალი მაგიდა; კომბინაციები | ნიშნით გამოიყოფა)

# drew a penalty card
drew-a-penalty-card-d6ce28 = { $who } იღებს საჯარიმო კარტს

# drew a stock card as the price
drew-a-stock-card-as-the-5675e5 = { $who } საფასურად იღებს კარტს ასაღები გროვიდან

# drew card {draws} of this turn
drew-card-draws-of-this-turn-4c1947 =
    { $who } იღებს ამ სვლის { $draws ->
        [one] პირველ
       *[other] მე-{ $draws }
    } კარტს

# drew from the stock
drew-from-the-stock-b493e4 = { $who } იღებს კარტს ასაღები გროვიდან

# Easy
easy-6c3311 = მარტივი

# exchange a joker
exchange-a-joker-77f93d = ჯოკერის შეცვლა
    .genitive = ჯოკერის შეცვლის

# exchange a joker for a natural card
exchange-a-joker-for-a-natural-7b9c41 = ჯოკერის შეცვლა ნამდვილი კარტით

# exchange with the widow
exchange-with-the-widow-e86b01 = ხელის გაცვლა ქვრივზე
    .genitive = ხელის ქვრივზე გაცვლის

# exchanged {card} for the joker in m{meld}
exchanged-card-for-the-joker-in-6d93d9 = { $who } კომბინაციაში m{ $meld } ჯოკერს ცვლის კარტით { $card }

# exchanges their hand for the widow, unseen
exchanges-their-hand-for-the-widow-60d542 = { $who } უნახავად ცვლის თავის ხელს ქვრივზე

# failed to go down ({fault:sentence}): {penalty} penalty points
failed-to-go-down-fault-penalty-239b09 = { $who } ვერ შლის კონტრაქტს ({ $fault }): { $penalty } საჯარიმო ქულა

# {fault} (CAR-5)
fault-car-5-09d5f3 = { $fault } (CAR-5)

# {faults}
faults-8fe1e8 = { $faults }

# final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals
final-poker-for-what-chips-dealer-0f7c21 = ბოლო პოკერი { $what_genitive } გასათამაშებლად ({ $chips } ჟეტონი); არიგებს { $dealer }

# {first} and {second}
first-and-second-eedad6 = { $first } და { $second }

# float
float-a6c45d = ცარიელი ხელით თამაში
    .genitive = ცარიელი ხელით თამაშის

# floats
floats-7d1fea = { $who } ცარიელი ხელით რჩება თამაშში

# flush
flush-b2f3fe = ფლეში
    .dative = ფლეშს
    .genitive = ფლეშის

# fold
fold-2b5296 = დაყრა
    .genitive = დაყრის

# folds
folds-ac02e0 = { $who } ყრის კარტებს

# four of a kind
four-of-a-kind-81ebe9 = კარე
    .dative = კარეს
    .genitive = კარეს

# full house
full-house-9706be = ფულ ჰაუსი
    .dative = ფულ ჰაუსს
    .genitive = ფულ ჰაუსის

# {game} has no option {option} (options: {known})
game-has-no-option-option-options-209a5b = { $game_dative } პარამეტრი { $option } არ აქვს (პარამეტრები: { $known })

# {game} is for {low} to {high} players, not {players}
game-is-for-low-to-high-2e7654 = { $game } განკუთვნილია { $low }–{ $high } მოთამაშისთვის და არა { $players } მოთამაშისთვის

# {game} is for {low} to {high} players, not {players}; for {players} players, turn on the option {option} ("{help}")
game-is-for-low-to-high-f9a035 = { $game } განკუთვნილია { $low }–{ $high } მოთამაშისთვის და არა { $players } მოთამაშისთვის; { $players } მოთამაშით სათამაშოდ ჩართეთ პარამეტრი { $option } („{ $help }“)

# game over: {result:sentence}
game-over-result-49a2a0 = თამაში დასრულდა — { $result }

# go down
go-down-704673 = გაშლა
    .genitive = გაშლის

# goes out
goes-out-c1e402 = { $who } გადის

# Hard
hard-64efa7 = რთული

# has no chips left and leaves the game
has-no-chips-left-and-leaves-dbc896 = { $who } ჟეტონების გარეშე რჩება და თამაშს ტოვებს

# high card
high-card-5c1408 = მაღალი კარტი
    .dative = მაღალ კარტს
    .genitive = მაღალი კარტის

# holds no {colour} card
holds-no-colour-card-92cafe = { $who } { $colour } კარტის გარეშეა

# in deal 7 you go down only with your whole hand, as three runs (LIV-17)
in-deal-7-you-go-down-eff502 = მე-7 დარიგებაში კონტრაქტს მხოლოდ მთელი ხელით შლით, სამ თანმიმდევრობად (LIV-17)

# is the only player left who can pay the ante and takes the board
is-the-only-player-left-who-e257e5 = { $who } ერთადერთი მოთამაშეა, ვისაც შესატანის გადახდა შეუძლია, და მთელ დაფას იღებს

# it is {actor:seat}'s turn to bet
it-is-actor-s-turn-to-2849f4 = ფსონს დებს { $actor }

# it is not your turn to {what}: {waiting:sentence}
it-is-not-your-turn-to-b35566 = { $what } ახლა თქვენ არ გეკუთვნით: { $waiting }

# it is not your turn to play: {waiting:sentence}
it-is-not-your-turn-to-f6489b = ახლა თქვენი სვლა არ არის: { $waiting }

# it is not your turn: {waiting:sentence}
it-is-not-your-turn-waiting-b18c9f = ახლა თქვენი სვლა არ არის: { $waiting }

# jack of diamonds
jack-of-diamonds-f7ff05 = აგურის ვალეტი
    .ergative = აგურის ვალეტმა
    .dative = აგურის ვალეტს
    .genitive = აგურის ვალეტის
    .instrumental = აგურის ვალეტით
    .adverbial = აგურის ვალეტად

# keep or exchange
keep-or-exchange-d8e01d = დატოვება ან გაცვლა
    .genitive = დატოვების ან გაცვლის

# keep your hand
keep-your-hand-629874 = ხელის დატოვება
    .genitive = ხელის დატოვების

# keeps their hand; the widow is auctioned
keeps-their-hand-the-widow-is-3d047f = { $who } თავის ხელს იტოვებს; ქვრივი აუქციონზე გადის

# {kind} bot
kind-bot-a31e9a = { $kind } ბოტი

# king-ace of diamonds
king-ace-of-diamonds-92e569 = აგურის მეფე და ტუზი
    .ergative = აგურის მეფემ და ტუზმა
    .dative = აგურის მეფესა და ტუზს
    .genitive = აგურის მეფისა და ტუზის
    .instrumental = აგურის მეფითა და ტუზით
    .adverbial = აგურის მეფედ და ტუზად

# king of hearts
king-of-hearts-20387c = გულის მეფე
    .ergative = გულის მეფემ
    .dative = გულის მეფეს
    .genitive = გულის მეფის
    .instrumental = გულის მეფით
    .adverbial = გულის მეფედ

# knocked with {value} points
knocked-with-value-points-14f478 = { $who } აკაკუნებს { $value } ქულით

# {knocker:seat} knocked
knocker-knocked-c2cb2d = { $knocker } აკაკუნებს

# laid off on m{meld}
laid-off-on-m-meld-0c7d76 = { $who } ამატებს კარტს კომბინაციაში m{ $meld }

# lay off
lay-off-6a01ef = დამატება
    .genitive = დამატების

# liverpool
liverpool-695ea3 = ლივერპულის რუმი
    .ergative = ლივერპულის რუმმა
    .dative = ლივერპულის რუმს
    .genitive = ლივერპულის რუმის
    .instrumental = ლივერპულის რუმით
    .adverbial = ლივერპულის რუმად

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
    .ergative = 7-8-9-მა
    .dative = 7-8-9-ს
    .genitive = 7-8-9-ის
    .instrumental = 7-8-9-ით
    .adverbial = 7-8-9-ად

# m{meld} holds no joker to exchange
m-meld-holds-no-joker-to-7cd634 = კომბინაციაში m{ $meld } შესაცვლელი ჯოკერი არ არის

# made an exact cut: 50 points off this deal
made-an-exact-cut-50-points-2eec82 = { $who } ზუსტად ჭრის დასტას: ამ დარიგებაში 50 ქულა აკლდება

# Medium
medium-09be5f = საშუალო

# meld {number} ({cards}): {fault}
meld-number-cards-fault-fe8abc = კომბინაცია { $number } ({ $cards }): { $fault }

# melded {placed:card} worth {value}
melded-placed-worth-value-45acf2 = { $who } შლის { $placed } კარტს { $value } ქულის ღირებულებით

# must play their lowest {colour} card
must-play-their-lowest-colour-card-b734e7 = { $who } ვალდებულია, ითამაშოს თავისი ყველაზე დაბალი { $colour } კარტი

# {name} (you)
name-you-480ca9 = { $name } (თქვენ)

# no action given (actions: {actions})
no-action-given-actions-actions-2e7a05 = სვლა მითითებული არ არის (სვლები: { $actions })

# no joker in m{meld} stands for {card}
no-joker-in-m-meld-stands-0ab332 = კომბინაციაში m{ $meld } არცერთი ჯოკერი არ წარმოადგენს კარტს { $card }

# no meld could take the joker back (LIV-15)
no-meld-could-take-the-joker-934c96 = ჯოკერს უკან ვერცერთი კომბინაცია ვერ მიიღებს (LIV-15)

# nobody bids; the widow stays out of play
nobody-bids-the-widow-stays-out-9eb37a = ქვრივისთვის არავინ არაფერს სთავაზობს; ქვრივი თამაშგარეშე რჩება

# nobody bought the discard
nobody-bought-the-discard-9a2890 = გადაგდებული კარტი არავინ იყიდა

# nobody can pay the ante
nobody-can-pay-the-ante-7a396b = შესატანის გადახდა არავის შეუძლია

# Not a book: a book needs at least two natural cards
not-a-book-a-book-needs-0e7f01 = კომპლექტი არ არის: კომპლექტში მინიმუმ ორი ნამდვილი კარტი უნდა იყოს

# Not a book: a book needs at least 3 cards, this has {count}
not-a-book-a-book-needs-28f3fb = კომპლექტი არ არის: კომპლექტში მინიმუმ 3 კარტი უნდა იყოს, აქ კი { $count } კარტია

# Not a book: {first} and {second} are different ranks
not-a-book-first-and-second-11e658 = კომპლექტი არ არის: { $first } და { $second } სხვადასხვა რანგისაა

# Not a group: a group has 3 or 4 cards, this has {count}
not-a-group-a-group-has-653fc3 = ჯგუფი არ არის: ჯგუფში 3 ან 4 კარტი უნდა იყოს, აქ კი { $count } კარტია

# Not a group: {first} and {second} are different ranks
not-a-group-first-and-second-2223db = ჯგუფი არ არის: { $first } და { $second } სხვადასხვა რანგისაა

# Not a group: two cards of {suit} (a group's suits are all different)
not-a-group-two-cards-of-8d2bf5 = ჯგუფი არ არის: ორი კარტი ერთი მასტისაა ({ $suit }); ჯგუფში ყველა კარტი სხვადასხვა მასტის უნდა იყოს

# Not a run: a run needs natural cards
not-a-run-a-run-needs-6b3655 = თანმიმდევრობა არ არის: თანმიმდევრობაში ნამდვილი კარტები უნდა იყოს

# Not a run: a run needs at least 4 cards, this has {count}
not-a-run-a-run-needs-70bfe6 = თანმიმდევრობა არ არის: თანმიმდევრობაში მინიმუმ 4 კარტი უნდა იყოს, აქ კი { $count } კარტია

# Not a run: {card} cannot stand {places} place(s) after {other}
not-a-run-card-cannot-stand-05a52c = თანმიმდევრობა არ არის: { $card } ვერ დადგება { $places } ადგილით შორს ამ კარტის შემდეგ: { $other }

# Not a run
not-a-run-fd96f1 = თანმიმდევრობა არ არის

# Not a run: {first} and {second} are of different suits
not-a-run-first-and-second-3c0f53 = თანმიმდევრობა არ არის: { $first } და { $second } სხვადასხვა მასტისაა

# Not a run: it runs past the ace (K-A-2 turns the corner)
not-a-run-it-runs-past-537a8f = თანმიმდევრობა არ არის: ტუზის იქით გრძელდება (K-A-2 კუთხეს უხვევს)

# Not a run: K-A-2 turns the corner
not-a-run-k-a-2-3b7bc3 = თანმიმდევრობა არ არის: K-A-2 კუთხეს უხვევს

# Not a run: the cards are not in sequence
not-a-run-the-cards-are-1b3fbc = თანმიმდევრობა არ არის: კარტები ზედიზედ არ მიჰყვება ერთმანეთს

# Not a run: two wild cards within four places (each four cards need three natural ones)
not-a-run-two-wild-cards-fe3ec3 = თანმიმდევრობა არ არის: ოთხ ადგილზე ორი თავისუფალი კარტია (ყოველ ოთხ კარტში სამი ნამდვილი უნდა იყოს)

# Not a sequence: a sequence needs at least 3 cards, this has {count}
not-a-sequence-a-sequence-needs-fa554c = თანმიმდევრობა არ არის: თანმიმდევრობაში მინიმუმ 3 კარტი უნდა იყოს, აქ კი { $count } კარტია

# Not a sequence: K-A-2 turns the corner
not-a-sequence-k-a-2-992c45 = თანმიმდევრობა არ არის: K-A-2 კუთხეს უხვევს

# Not a sequence: the cards are not all of one suit
not-a-sequence-the-cards-are-e10be5 = თანმიმდევრობა არ არის: ყველა კარტი ერთი მასტის არ არის

# Not a sequence: the ranks are not consecutive
not-a-sequence-the-ranks-are-31586a = თანმიმდევრობა არ არის: რანგები ზედიზედ არ მიჰყვება ერთმანეთს

# Not a sequence: two cards of rank {rank}
not-a-sequence-two-cards-of-c54c27 = თანმიმდევრობა არ არის: ორი კარტი ერთი რანგისაა ({ $rank })

# only the dealer ({dealer:seat}) may {what}
only-the-dealer-dealer-may-what-152738 = { $what } მხოლოდ დილერს შეუძლია (დილერი: { $dealer })

# option {name} is true or false, not {value}
option-name-is-true-or-false-2c1d7d = პარამეტრი { $name } არის true ან false და არა { $value }

# option {name} must be a whole number, not {value}
option-name-must-be-a-whole-ae1279 = პარამეტრი { $name } მთელი რიცხვი უნდა იყოს და არა { $value }

# option {name} must be at least {minimum}, not {value}
option-name-must-be-at-least-07dde7 = პარამეტრი { $name } მინიმუმ { $minimum } უნდა იყოს და არა { $value }

# option {name} must be at most {maximum}, not {value}
option-name-must-be-at-most-b3b856 = პარამეტრი { $name } მაქსიმუმ { $maximum } უნდა იყოს და არა { $value }

# option {name} must be one of {allowed}, not {value}
option-name-must-be-one-of-96d2ed = პარამეტრის { $name } მნიშვნელობა უნდა იყოს ერთ-ერთი ამათგან: { $allowed }; და არა { $value }

# {out:seat} went out
out-went-out-1ecb03 = { $out } გავიდა

# pair
pair-7c445a = წყვილი
    .dative = წყვილს
    .genitive = წყვილის

# pass
pass-7b7a73 = პასი
    .genitive = პასის

# passed
passed-513cb7 = { $who } ამბობს პასს

# passes
passes-623cd2 = { $who } ამბობს პასს

# pays {paid:chip} for {cards:card} left
pays-paid-for-cards-left-0d9e8d = { $who } იხდის { $paid } ჟეტონს დარჩენილი { $cards } კარტისთვის

# pays {paid:chip} into the Rummoli pot for {cards:card}
pays-paid-into-the-rummoli-pot-2231b7 = { $who } რუმოლის ბანკში იხდის { $paid } ჟეტონს { $cards } კარტისთვის

# picks up the widow; the hand given up is dead
picks-up-the-widow-the-hand-d31cc4 = { $who } იღებს ქვრივს; დათმობილი ხელი თამაშგარეშეა

# play a card
play-a-card-03b81e = კარტის თამაში
    .genitive = კარტის თამაშის

# play
play-c2cbd8 = თამაში
    .genitive = თამაშის

# Player
player-1c70fc = მოთამაშე

# plays
plays-b6e521 = { $who } თამაშობს

# Plays like a sensible card player, without stopping to think.
plays-like-a-sensible-card-player-e47c21 = თამაშობს როგორც გონიერი კარტის მოთამაშე და სვლებს მაშინვე აკეთებს.

# Plays simple moves with no plan: measured 50 to 300 Elo points below medium, depending on the game. Good for learning a game.
plays-simple-moves-with-no-plan-cf6bc4 = აკეთებს მარტივ სვლებს გეგმის გარეშე: გაზომვები აჩვენებს, რომ თამაშის მიხედვით საშუალო დონეზე 50–300 Elo ქულით სუსტია. კარგია თამაშის შესასწავლად.

# poker
poker-f1f2c6 = პოკერი
    .ergative = პოკერმა
    .dative = პოკერს
    .genitive = პოკერის
    .instrumental = პოკერით
    .adverbial = პოკერად

# poker: {opener:seat} opens the betting
poker-opener-opens-the-betting-5b6f91 = პოკერი: ფსონებს ხსნის { $opener }

# pots are taken automatically in this game (strict_claims is off)
pots-are-taken-automatically-in-this-2c32d0 = ამ თამაშში ბანკები ავტომატურად აიღება (strict_claims გამორთულია)

# queen of clubs
queen-of-clubs-20e4ff = ჯვრის დედოფალი
    .ergative = ჯვრის დედოფალმა
    .dative = ჯვრის დედოფალს
    .genitive = ჯვრის დედოფლის
    .instrumental = ჯვრის დედოფლით
    .adverbial = ჯვრის დედოფლად

# raise
raise-5ef9ed = გაზრდა
    .genitive = გაზრდის

# raises by {amount} to {current}
raises-by-amount-to-current-086ba4 = { $who } ზრდის ფსონს { $amount } ჟეტონით, { $current } ჟეტონამდე

# raises by {amount} to {current} (all in)
raises-by-amount-to-current-all-b8b824 = { $who } ზრდის ფსონს { $amount } ჟეტონით, { $current } ჟეტონამდე (ვა-ბანკი)

# red
red-40f480 = წითელი
    .ergative = წითელმა
    .dative = წითელ
    .genitive = წითელი
    .instrumental = წითელი
    .adverbial = წითელ

# round {round}: {dealer:seat} deals; everyone antes {ante} chips
round-round-dealer-deals-everyone-antes-51e52c =
    { $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი: არიგებს { $dealer }; ყველა შესატანად დებს { $ante } ჟეტონს

# round {round}: {dealer:seat} deals {size} cards each; {starter:seat} starts
round-round-dealer-deals-size-cards-5f066e =
    { $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი: არიგებს { $dealer }, თითოეულს { $size } კარტი; იწყებს { $starter }

# round {round} over: {why:sentence}
round-round-over-why-789d92 =
    { $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი დასრულდა: { $why }

# round {round} over: {why:sentence}; {winners:seats} won; points {points}
round-round-over-why-winners-won-4696d4 =
    { $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი დასრულდა: { $why }; გამარჯვებული: { $winners }; ქულები: { $points }

# {rounds:round} played
rounds-played-6c0480 = ნათამაშებია { $rounds } რაუნდი

# rummoli
rummoli-82112b = რუმოლი
    .ergative = რუმოლმა
    .dative = რუმოლს
    .genitive = რუმოლის
    .instrumental = რუმოლით
    .adverbial = რუმოლად

# Rummoli
rummoli-b2ba07 = რუმოლი
    .ergative = რუმოლმა
    .dative = რუმოლს
    .genitive = რუმოლის
    .instrumental = რუმოლით
    .adverbial = რუმოლად

# say which end of m{meld}: layoff {card} m{meld} low|high
say-which-end-of-m-meld-3bf209 = მიუთითეთ, კომბინაციის m{ $meld } რომელ ბოლოს დაემატოს: layoff { $card } m{ $meld } low|high

# seat {seat}
seat-seat-bf466e = ადგილი { $seat }

# shows a hand worth {value}
shows-a-hand-worth-value-3d2c75 = { $who } აჩვენებს { $value } ქულის ღირებულების ხელს

# shows {hand}
shows-hand-535f69 = { $who } აჩვენებს { $hand_dative }

# shrewd
shrewd-892106 = გამჭრიახი
    .ergative = გამჭრიახმა
    .dative = გამჭრიახ
    .genitive = გამჭრიახი
    .instrumental = გამჭრიახი
    .adverbial = გამჭრიახ

# side pot {side}
side-pot-side-41f7e2 =
    { $side ->
        [1] პირველი
       *[other] მე-{ $side }
    } გვერდითი ბანკი
    .ergative =
        { $side ->
            [1] პირველმა
           *[other] მე-{ $side }
        } გვერდითმა ბანკმა
    .dative =
        { $side ->
            [1] პირველ
           *[other] მე-{ $side }
        } გვერდით ბანკს
    .genitive =
        { $side ->
            [1] პირველი
           *[other] მე-{ $side }
        } გვერდითი ბანკის
    .instrumental =
        { $side ->
            [1] პირველი
           *[other] მე-{ $side }
        } გვერდითი ბანკით
    .adverbial =
        { $side ->
            [1] პირველ
           *[other] მე-{ $side }
        } გვერდით ბანკად

# stalemate: nobody can play
stalemate-nobody-can-play-34a77f = ჩიხი: სვლა არავის შეუძლია

# stalemate; the Rummoli pot carries over
stalemate-the-rummoli-pot-carries-over-0e768c = ჩიხი; რუმოლის ბანკი შემდეგ რაუნდზე გადადის

# straight
straight-28ff88 = სტრიტი
    .dative = სტრიტს
    .genitive = სტრიტის

# straight flush
straight-flush-bf2bb1 = სტრიტ ფლეში
    .dative = სტრიტ ფლეშს
    .genitive = სტრიტ ფლეშის

# table meld {number} ({cards}) is not valid: {fault}
table-meld-number-cards-is-not-5b10cd = მაგიდის კომბინაცია { $number } ({ $cards }) არასწორია: { $fault }

# ten of spades
ten-of-spades-b804d8 = ყვავის ათიანი
    .ergative = ყვავის ათიანმა
    .dative = ყვავის ათიანს
    .genitive = ყვავის ათიანის
    .instrumental = ყვავის ათიანით
    .adverbial = ყვავის ათიანად

# '{text}' is not an action (actions: {actions})
text-is-not-an-action-actions-cb4d5e = '{ $text }' სვლა არ არის (სვლები: { $actions })

# '{text}': {why:sentence}
text-why-d0363b = '{ $text }': { $why }

# that costs {amount} and you have only {stack} chips
that-costs-amount-and-you-have-ea10b9 = ეს { $amount } ჟეტონი ღირს, თქვენ კი მხოლოდ { $stack } ჟეტონი გაქვთ

# that costs {to_call} to call plus {amount} and you have only {stack} chips
that-costs-to-call-to-call-0bfe44 = გასათანაბრებლად საჭიროა { $to_call } ჟეტონი და კიდევ { $amount }, თქვენ კი მხოლოდ { $stack } ჟეტონი გაქვთ

# the betting is capped: a bet and at most {most} raises (RUM-7)
the-betting-is-capped-a-bet-9e191f = ფსონები შეზღუდულია: ერთი ფსონი და მაქსიმუმ { $most } გაზრდა (RUM-7)

# the betting is over
the-betting-is-over-45aec2 = ფსონები დასრულდა

# the contract is {contract}: {need} melds, not {got}
the-contract-is-contract-need-melds-ea995c = კონტრაქტია { $contract }: საჭიროა { $need } კომბინაცია და არა { $got }

# the contract is {contract}, these melds make {books} book(s) and {runs} run(s)
the-contract-is-contract-these-melds-da328b = კონტრაქტია { $contract }, ეს კომბინაციები კი არის { $books } კომპლექტი და { $runs } თანმიმდევრობა

# the dealer does not bid for the widow
the-dealer-does-not-bid-for-cf88cd = დილერი ქვრივისთვის ვერ სთავაზობს

# the discard is being offered to buyers
the-discard-is-being-offered-to-343e2a = გადაგდებული კარტი მყიდველებს ეთავაზება

# the discard pile is empty
the-discard-pile-is-empty-a24a80 = გადაგდებული კარტის გროვა ცარიელია

# the draw pile is empty: meld or pass (CAR-12)
the-draw-pile-is-empty-meld-3650dd = ასაღები გროვა ცარიელია: გაშალეთ კომბინაცია ან თქვით პასი (CAR-12)

# the draw pile is empty: meld, knock or pass (CAR-12)
the-draw-pile-is-empty-meld-75f5d4 = ასაღები გროვა ცარიელია: გაშალეთ კომბინაცია, დააკაკუნეთ ან თქვით პასი (CAR-12)

# the draw pile ran out and everyone had a last turn
the-draw-pile-ran-out-and-0638e2 = ასაღები გროვა ამოიწურა და ყველამ ბოლო სვლა გააკეთა

# the game ends ({why:sentence}); the board is played for in a final poker round
the-game-ends-why-the-board-09472f = თამაში მთავრდება ({ $why }); დაფაზე დარჩენილი ჟეტონები ბოლო პოკერში ითამაშება

# the game is over
the-game-is-over-9c7ef4 = თამაში დასრულდა

# the hands and the widow must hold the 52 cards, each once
the-hands-and-the-widow-must-1ba553 = ხელებსა და ქვრივში 52-ვე კარტი უნდა იყოს, თითოეული ერთხელ

# the joker {joker} can only change if the real {card} takes its place
the-joker-joker-can-only-change-6095ce = ჯოკერი { $joker } მხოლოდ მაშინ შეიცვლება, როცა მის ადგილს ნამდვილი { $card } დაიკავებს

# the joker you took must go back on the table first (LIV-15)
the-joker-you-took-must-go-41aaac = აღებული ჯოკერი ჯერ მაგიდას უნდა დაუბრუნოთ (LIV-15)

# the main pot
the-main-pot-d2743a = მთავარი ბანკი
    .ergative = მთავარმა ბანკმა
    .dative = მთავარ ბანკს
    .genitive = მთავარი ბანკის
    .instrumental = მთავარი ბანკით
    .adverbial = მთავარ ბანკად

# the number {number}
the-number-number-d21cb2 = რიცხვი { $number }

# the poker betting is on ({actor:seat} to act)
the-poker-betting-is-on-actor-e2276e = მიმდინარეობს პოკერის ფსონები (სვლა: { $actor })

# the pot
the-pot-add312 = ბანკი
    .ergative = ბანკმა
    .dative = ბანკს
    .genitive = ბანკის
    .instrumental = ბანკით
    .adverbial = ბანკად

# the {pot} pot
the-pot-pot-727eae = { $pot_genitive } ბანკი
    .ergative = { $pot_genitive } ბანკმა
    .dative = { $pot_genitive } ბანკს
    .genitive = { $pot_genitive } ბანკის
    .instrumental = { $pot_genitive } ბანკით
    .adverbial = { $pot_genitive } ბანკად

# the Rummoli phase starts with your lowest card: {cards} (RUM-9)
the-rummoli-phase-starts-with-your-b8bd42 = რუმოლის ფაზას თქვენი ყველაზე დაბალი კარტით იწყებთ: { $cards } (RUM-9)

# the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)
the-stock-ran-out-after-being-8101c9 = ასაღები გროვა ერთხელ აღდგა და ისევ ამოიწურა — მეტჯერ აღდგენა არ შეიძლება (არჩევითი წესი reshuffles=1)

# the stock ran out and is not rebuilt (house rule reshuffles=0)
the-stock-ran-out-and-is-5624b9 = ასაღები გროვა ამოიწურა და აღარ აღდგება (არჩევითი წესი reshuffles=0)

# the stock ran out
the-stock-ran-out-f99f35 = ასაღები გროვა ამოიწურა

# the text {text}
the-text-text-c822af = ტექსტი { $text }

# the turn cap of {cap} was reached
the-turn-cap-of-cap-was-ef9c58 = მიღწეულია სვლების ზღვარი: { $cap }

# the whole board
the-whole-board-4e3379 = მთელი დაფა
    .ergative = მთელმა დაფამ
    .dative = მთელ დაფას
    .genitive = მთელი დაფის
    .instrumental = მთელი დაფით
    .adverbial = მთელ დაფად

# the widow is being auctioned (waiting for {actors:seats})
the-widow-is-being-auctioned-waiting-cc97c5 = ქვრივი აუქციონზეა (ველოდებით: { $actors })

# there are {count} cards {card}; two packs hold two of each (CAR-1)
there-are-count-cards-card-two-9faa6f = კარტი { $card } { $count } ცალია; ორ დასტაში თითოეული კარტი ორ-ორი ცალია (CAR-1)

# there are more than two jokers; the game has two (CAR-1)
there-are-more-than-two-jokers-b9fa74 = ჯოკერი ორზე მეტია; თამაშში მხოლოდ ორი ჯოკერია (CAR-1)

# there is already a bet of {current}: call, raise or fold
there-is-already-a-bet-of-8864e9 = უკვე დადებულია ფსონი ({ $current } ჟეტონი): გაათანაბრეთ, გაზარდეთ ან დაყარეთ კარტები

# there is no bet to call; check instead
there-is-no-bet-to-call-46225d = გასათანაბრებელი ფსონი არ არის; თქვით ჩეკი

# there is no bet to fold to; check instead
there-is-no-bet-to-fold-c3fa45 = ფსონი არ არის, ამიტომ კარტების დაყრა საჭირო არაა; თქვით ჩეკი

# there is no bet to raise: bet instead
there-is-no-bet-to-raise-20a9fb = გასაზრდელი ფსონი არ არის: დადეთ ფსონი

# there is no discard to call rummy on (LIV-16)
there-is-no-discard-to-call-4a4259 = არ არის გადაგდებული კარტი, რომელზეც „რუმის“ თქმა შეიძლება (LIV-16)

# there is no knocking in the last turns, which have no draw (CAR-12)
there-is-no-knocking-in-the-a89b4d = ბოლო სვლებში, როცა კარტს აღარ იღებენ, დაკაკუნება არ შეიძლება (CAR-12)

# there is no laying off in deal 7
there-is-no-laying-off-in-8cad18 = მე-7 დარიგებაში დამატება არ შეიძლება

# there is no meld m{meld} on the table
there-is-no-meld-m-meld-bab7ba = მაგიდაზე კომბინაცია m{ $meld } არ არის

# there is no seat {seat}
there-is-no-seat-seat-29e34b = ადგილი { $seat } არ არსებობს

# Thinks for about {seconds} s before each move, playing out the ways the deal could go: measured 30 to 60 Elo points above medium, depending on the game.
thinks-for-about-seconds-s-before-45a123 = ყოველი სვლის წინ დაახლოებით { $seconds } წამს ფიქრობს და სინჯავს, როგორ შეიძლება წარიმართოს დარიგება: გაზომვები აჩვენებს, რომ თამაშის მიხედვით საშუალო დონეზე 30–60 Elo ქულით ძლიერია.

# three of a kind
three-of-a-kind-760d8e = სამეული
    .dative = სამეულს
    .genitive = სამეულის

# to go on without melding, draw again (CAR-6)
to-go-on-without-melding-draw-cb9be2 = კომბინაციის გაშლის გარეშე თამაშის გასაგრძელებლად კიდევ ერთი კარტი აიღეთ (CAR-6)

# {token} is not a card: a joker is '*' or '*' and a card, like '*9h'
token-is-not-a-card-a-a3309c = { $token } კარტი არ არის: ჯოკერი იწერება '*' ან '*' და კარტი, მაგალითად '*9h'

# {token} is not a card: no rank
token-is-not-a-card-no-84b605 = { $token } კარტი არ არის: რანგი აკლია

# {token} is not a card: unknown rank {rank}
token-is-not-a-card-unknown-7f20cc = { $token } კარტი არ არის: უცნობი რანგი { $rank }

# {token} is not a card: unknown suit {suit} (use c d h s)
token-is-not-a-card-unknown-888e0a = { $token } კარტი არ არის: უცნობი მასტი { $suit } (გამოიყენეთ c d h s)

# took the discard
took-the-discard-53d587 = { $who } იღებს გადაგდებულ კარტს

# took the discard back
took-the-discard-back-ac51e4 = { $who } უკან იღებს გადაგდებულ კარტს

# took the last card of the draw pile
took-the-last-card-of-the-524024 = { $who } იღებს ასაღები გროვის ბოლო კარტს

# two pair
two-pair-5b2483 = ორი წყვილი
    .dative = ორ წყვილს
    .genitive = ორი წყვილის

# unknown game {name} (games: {games})
unknown-game-name-games-games-352b87 = უცნობი თამაში: { $name } (თამაშები: { $games })

# {verb} needs a whole number of chips, like '{verb} 3', not '{word}'
verb-needs-a-whole-number-of-f1f725 = { $verb }: მიუთითეთ ჟეტონების მთელი რიცხვი, მაგალითად '{ $verb } 3' და არა '{ $word }'

# went down
went-down-6a5b96 = { $who } შლის კონტრაქტს

# {went_out:seat} went out
went-out-went-out-12e192 = { $went_out } გავიდა

# while floating you must draw from the stock (LIV-18)
while-floating-you-must-draw-from-855520 = ცარიელი ხელით თამაშისას კარტი ასაღები გროვიდან უნდა აიღოთ (LIV-18)

# {winners:seats} {verb} with {best} chips
winners-verb-with-best-chips-18e2c9 = გამარჯვებული: { $winners }, { $best } ჟეტონით

# {winners:seats} {verb} with {best} points
winners-verb-with-best-points-80f081 = გამარჯვებული: { $winners }, { $best } ქულით

# {winners:seats} {verb} with {best} points, the lowest total
winners-verb-with-best-points-the-13a330 = გამარჯვებული: { $winners }, { $best } ქულით — ყველაზე დაბალი ჯამით

# wins {chips:chip} from {what:sentence}
wins-chips-from-what-154fe4 = { $who } იგებს { $what_genitive } { $chips } ჟეტონს

# wins the {pot} pot: {chips:chip}
wins-the-pot-pot-chips-bcf72a = { $who } იგებს { $pot_genitive } ბანკს: { $chips } ჟეტონს

# won the poker phase and leads the Rummoli phase
won-the-poker-phase-and-leads-62021c = { $who } იგებს პოკერის ფაზას და იწყებს რუმოლის ფაზას

# '{word}' is not a meld number; melds are m1, m2, ...
word-is-not-a-meld-number-a87b20 = '{ $word }' კომბინაციის ნომერი არ არის; კომბინაციები ასე აღინიშნება: m1, m2, ...

# you already hold the highest bid ({bid})
you-already-hold-the-highest-bid-2bf815 = ყველაზე მაღალი შეთავაზება უკვე თქვენია ({ $bid } ჟეტონი)

# you are already down
you-are-already-down-4a6da2 = კონტრაქტი უკვე გაშლილი გაქვთ

# you can lay off only after going down (LIV-13)
you-can-lay-off-only-after-b4d510 = კარტების დამატება მხოლოდ კონტრაქტის გაშლის შემდეგ შეგიძლიათ (LIV-13)

# you cannot bid {amount}: you have only {stack} chips
you-cannot-bid-amount-you-have-c75cf1 = { $amount } ჟეტონს ვერ შესთავაზებთ: მხოლოდ { $stack } ჟეტონი გაქვთ

# you cannot call rummy on your own discard
you-cannot-call-rummy-on-your-f15484 = საკუთარ გადაგდებულ კარტზე „რუმს“ ვერ იტყვით

# you cannot check: it costs {to_call} to call
you-cannot-check-it-costs-to-000908 = ჩეკს ვერ იტყვით: გასათანაბრებლად საჭიროა { $to_call } ჟეტონი

# you cannot go down leaving only {card}: a card taken from the discard pile cannot be discarded in the same turn, so keep another card in hand (LIV-10)
you-cannot-go-down-leaving-only-a7da39 = ისე ვერ გაშლით, რომ ხელში მხოლოდ { $card } დაგრჩეთ: გადაგდებული კარტის გროვიდან აღებულ კარტს იმავე სვლაში ვერ გადააგდებთ, ამიტომ ხელში სხვა კარტიც დაიტოვეთ (LIV-10)

# you cannot lay off {card}: that would leave only {taken}, the card you took from the discard pile, which cannot be discarded this turn (LIV-10)
you-cannot-lay-off-card-that-d23273 = კარტს { $card } ვერ დაამატებთ: ხელში მხოლოდ { $taken } დაგრჩებოდათ — გადაგდებული კარტის გროვიდან აღებული კარტი, რომელსაც ამ სვლაში ვერ გადააგდებთ (LIV-10)

# you cannot pass: you are not bidding
you-cannot-pass-you-are-not-5d7d50 = პასს ვერ იტყვით: აუქციონში არ მონაწილეობთ

# you cannot pass: you hold the highest bid
you-cannot-pass-you-hold-the-3da832 = პასს ვერ იტყვით: ყველაზე მაღალი შეთავაზება თქვენია

# you cannot {what} now: nothing is offered to buyers
you-cannot-what-now-nothing-is-1ef2e0 = ახლა { $what_genitive } დრო არ არის: მყიდველებს არაფერი ეთავაზებათ

# you cannot {what} now: {waiting:sentence}
you-cannot-what-now-waiting-ca79db = ახლა { $what_genitive } დრო არ არის: { $waiting }

# you do not hold a joker
you-do-not-hold-a-joker-009736 = ჯოკერი არ გაქვთ

# you do not hold {card}
you-do-not-hold-card-e54791 = კარტი { $card } არ გაქვთ

# you do not hold that many {card}
you-do-not-hold-that-many-edb88d = ამდენი { $card } არ გაქვთ

# you have already answered
you-have-already-answered-61fbbb = თქვენ უკვე უპასუხეთ

# you have drawn three cards; your turn is over: knock or pass (CAR-6)
you-have-drawn-three-cards-your-f55fad = სამი კარტი უკვე აიღეთ; თქვენი სვლა დასრულდა: დააკაკუნეთ ან თქვით პასი (CAR-6)

# you have no pot to claim: a pot is claimed right after the card that wins it
you-have-no-pot-to-claim-638561 = მოსათხოვნი ბანკი არ გაქვთ: ბანკს ითხოვენ მაშინვე, როგორც კი მისი მომგები კარტი ითამაშება

# you have no pot to claim or let go
you-have-no-pot-to-claim-c2f045 = არ გაქვთ ბანკი, რომელიც უნდა მოითხოვოთ ან დათმოთ

# you have passed and are out of this auction
you-have-passed-and-are-out-39d313 = პასი თქვით და ამ აუქციონში აღარ მონაწილეობთ

# you hold a pay card, so you may not bid for the widow (RUM-6)
you-hold-a-pay-card-so-8306e0 = საპრიზო კარტი გაქვთ, ამიტომ ქვრივისთვის ვერაფერს შესთავაზებთ (RUM-6)

# you hold {count} {card}, not {wanted}
you-hold-count-card-not-wanted-17d938 = გაქვთ { $count } ცალი { $card } და არა { $wanted }

# you hold {count} joker, not {wanted}
you-hold-count-joker-not-wanted-af4f6d = გაქვთ { $count } ჯოკერი და არა { $wanted }

# you hold the next card, {cards}, and must play it (RUM-9)
you-hold-the-next-card-cards-611cdd = შემდეგი კარტი თქვენ გაქვთ ({ $cards }) და უნდა ითამაშოთ (RUM-9)

# you may knock only after drawing (CAR-8)
you-may-knock-only-after-drawing-8f3798 = დაკაკუნება მხოლოდ კარტის აღების შემდეგ შეგიძლიათ (CAR-8)

# you may knock only with {limit} points or less; your hand is worth {value} (CAR-8)
you-may-knock-only-with-limit-8c92c9 = დაკაკუნება მხოლოდ { $limit } ან ნაკლები ქულით შეგიძლიათ; თქვენი ხელი { $value } ქულა ღირს (CAR-8)

# you may not buy this discard
you-may-not-buy-this-discard-387877 = ამ გადაგდებულ კარტს ვერ იყიდით

# you must play your lowest {colour} card: {cards} (RUM-9)
you-must-play-your-lowest-colour-0682d8 = უნდა ითამაშოთ თქვენი ყველაზე დაბალი { $colour } კარტი: { $cards } (RUM-9)

# your first meld of the round must include a whole group or sequence made only of cards from your hand (initial_meld_from_hand, CAR-7)
your-first-meld-of-the-round-575652 = რაუნდში თქვენს პირველ კომბინაციაში უნდა შედიოდეს მთელი ჯგუფი ან თანმიმდევრობა, შედგენილი მხოლოდ თქვენი ხელის კარტებით (initial_meld_from_hand, CAR-7)

