# ქართული: the messages of en/*.ftl (the English above each), written for this language.

# A board of nine pots, a poker hand and a run of cards in suit: play out first to collect.
a-board-of-nine-pots-a-ea32b5 = ცხრა ბანკიანი დაფა, პოკერის ხელი და კარტების ზედიზედ თამაში მასტის მიხედვით: პირველი გადით და მოაგროვეთ ჟეტონები.

# a bot
a-bot-657078 = ბოტი

# a card room for Liverpool rummy, Carousel and Rummoli
a-card-room-for-liverpool-rummy-3bff47 = კარტის დარბაზი ლივერპულის რუმის, კარუსელისა და რუმოლისთვის

# a face-down card
a-face-down-card-3e8173 = პირქვე დადებული კარტი

# A first meld in a round needs a whole meld from your hand
a-first-meld-in-a-round-cced3e = რაუნდის პირველ კომბინაციაში უნდა შედიოდეს მთელი კომბინაცია თქვენი ხელიდან

# (a hidden card)
a-hidden-card-7d58b8 = (დამალული კარტი)

# a meld needs at least three cards
a-meld-needs-at-least-three-362385 = კომბინაციაში მინიმუმ სამი კარტი უნდა იყოს

# a message is a JSON object with a "type"
a-message-is-a-json-object-c1b31f = შეტყობინება არის JSON ობიექტი "type" ველით

# a name may hold letters, digits, punctuation and spaces only
a-name-may-hold-letters-digits-acb22e = სახელში შეიძლება იყოს მხოლოდ ასოები, ციფრები, სასვენი ნიშნები და ჰარები

# A new game with the same players is ready:
a-new-game-with-the-same-ba72ae = ახალი თამაში იმავე მოთამაშეებით მზადაა:

# a person (invite)
a-person-invite-363cc7 = ადამიანი (მოწვევა)

# A pot must be claimed before the next card is played
a-pot-must-be-claimed-before-9358ea = ბანკი შემდეგი კარტის თამაშამდე უნდა მოითხოვოთ

# A raise puts in the {count} to call plus the raise.
a-raise-puts-in-the-count-59bdfe = გაზრდისას დებთ გასათანაბრებელ { $count } ჟეტონს და კიდევ გაზრდის თანხას.

# A round of limit betting
a-round-of-limit-betting-21411f = ფსონების ერთი წრე, ლიმიტით

# a seat is still empty: wait for a player or give it to a bot
a-seat-is-still-empty-wait-1f95c1 = ერთი ადგილი ჯერ კიდევ თავისუფალია: დაელოდეთ მოთამაშეს ან ადგილი ბოტს მიეცით

# ace
ace-3c4a5d = ტუზი

# {action} (b, Enter)
action-b-enter-5087c2 = { $action } (b, Enter)

# Add selected as a meld
add-selected-as-a-meld-13efad = მონიშნული კარტებით კომბინაციის შედგენა

# all in
all-in-9dd61f = ვა-ბანკი

# Allow a game of two
allow-a-game-of-two-948ff6 = ორკაციანი თამაშის დაშვება

# Allow hints
allow-hints-5629f1 = მინიშნებების დაშვება

# An exact cut scores -50 for the cutter
an-exact-cut-scores-50-for-fa0ae9 = ზუსტი გადაჭრა გადამჭრელს -50 ქულას აძლევს

# …and {count} more (type it)
and-count-more-type-it-4b9f8d =
    { $count ->
        [one] …და კიდევ { $count } (ჩაწერეთ)
       *[other] …და კიდევ { $count } (ჩაწერეთ)
    }

# (anyone may take a free seat; untick to play with invited people only)
anyone-may-take-a-free-seat-9b8bc0 = (თავისუფალ ადგილს ნებისმიერი დაიკავებს; მოხსენით მონიშვნა, თუ მხოლოდ მოწვეულებთან გსურთ თამაში)

# Asking the greedy bot…
asking-the-greedy-bot-7f1419 = ხარბ ბოტს ვეკითხებით…

# At the table:
at-the-table-9fa865 = მაგიდასთან:

# At this table
at-this-table-fe9421 = ამ მაგიდასთან

# away
away-54ea87 = გასულია

# {away:seats} has not come back to play again yet: wait for them or give their seats to bots
away-has-not-come-back-to-f85226 = { $away } ხელახლა სათამაშოდ ჯერ არ დაბრუნებულა: დაელოდეთ ან მისი ადგილი ბოტს მიეცით

# {away:seats} have not come back to play again yet: wait for them or give their seats to bots
away-have-not-come-back-to-dfd8cf = { $away } ხელახლა სათამაშოდ ჯერ არ დაბრუნებულან: დაელოდეთ ან მათი ადგილები ბოტებს მიეცით

# < back
back-f88b76 = < უკან

# Back to hand
back-to-hand-72b1e9 = ხელში დაბრუნება

# Back to the lobby
back-to-the-lobby-952b15 = ლობიში დაბრუნება

# Bet
bet-c5b360 = ფსონი

# bet {count}
bet-count-07f27c = ფსონი: { $count }

# Bid
bid-b5d15c = შეთავაზება

# Bid for the widow ({cards:card}, unseen): more than {bid}, at most your {chips:chip}.
bid-for-the-widow-cards-unseen-76d80d = ქვრივისთვის შეთავაზება ({ $cards } კარტი, უნახავად): { $bid } ჟეტონზე მეტი, მაგრამ არაუმეტეს თქვენი { $chips } ჟეტონისა.

# bid for the widow, or pass.
bid-for-the-widow-or-pass-897fd8 = შესთავაზეთ ჟეტონები ქვრივისთვის ან თქვით პასი.

# book
book-c1948a = კომპლექტი

# Bots by kind
bots-by-kind-c240f2 = ბოტები ტიპის მიხედვით

# Bots' level
bots-level-e4b53b = ბოტების დონე

# bots must be a list with one entry per seat: a level ({levels}), a bot ({bots}) or null for a person
bots-must-be-a-list-with-833832 = „bots“ უნდა იყოს სია, თითო ელემენტი თითო ადგილისთვის: დონე ({ $levels }), ბოტი ({ $bots }) ან null ადამიანისთვის

# Buy (May I?) (b)
buy-may-i-b-fb430e = ყიდვა (შეიძლება?) (b)

# By rank
by-rank-1f26a6 = რანგით

# By suit
by-suit-85899b = მასტით

# Call {count}, all in (c)
call-count-all-in-c-86e552 = გათანაბრება: { $count }, ვა-ბანკი (c)

# Call {count} (c)
call-count-c-f775e7 = გათანაბრება: { $count } (c)

# Cancel
cancel-35afca = გაუქმება

# {card} cannot be laid off on meld m{id} now
card-cannot-be-laid-off-on-71748e = { $card } ახლა კომბინაციას m{ $id } ვერ დაემატება

# {card} is your only legal card; playing it for you…
card-is-your-only-legal-card-ee5613 = { $card } თქვენი ერთადერთი დასაშვები კარტია; თქვენ მაგივრად ვთამაშობთ…

# {card} on top
card-on-top-63b90a = ზემოდან: { $card }

# {card} (playable)
card-playable-a35e47 = { $card } (შეგიძლიათ ითამაშოთ)

# {card}, played by {name}
card-played-by-name-78d518 = { $card }, ითამაშა: { $name }

# {card}, selected
card-selected-6a6c35 = { $card }, მონიშნული

# {card} was on the table: it stays on the table (only cards from your hand go back)
card-was-on-the-table-it-670864 = { $card } მაგიდაზე იყო: ის მაგიდაზე რჩება (უკან მხოლოდ თქვენი ხელის კარტები ბრუნდება)

# Carousel
carousel-d700f0 = კარუსელი
    .ergative = კარუსელმა
    .dative = კარუსელს
    .genitive = კარუსელის
    .instrumental = კარუსელით
    .adverbial = კარუსელად

# Check (c)
check-c-2d0006 = ჩეკი (c)

# check or bet.
check-or-bet-d01247 = თქვით ჩეკი ან დადეთ ფსონი.

# (checking…)
checking-95ab0c = (მოწმდება…)

# Checking the draft…
checking-the-draft-9a3232 = მონახაზი მოწმდება…

# Chips
chips-9ef42a = ჟეტონები

# Chips each player starts with
chips-each-player-starts-with-0b194b = ჟეტონები, რომლებითაც თითოეული მოთამაშე იწყებს

# chips to {verb} ({min}-{max})
chips-to-verb-min-max-fe8f7f = { $verb_genitive } ოდენობა ჟეტონებში ({ $min }–{ $max })

# choose a bot: {bots}
choose-a-bot-bots-2f3924 = აირჩიეთ ბოტი: { $bots }

# choose a game: {games}
choose-a-game-games-9b3835 = აირჩიეთ თამაში: { $games }

# Choose a game, name yourself and give any seats you like to bots. You get an invite link to send to the others.
choose-a-game-name-yourself-and-7e9ef1 = აირჩიეთ თამაში, დაარქვით თავს სახელი და სასურველი ადგილები ბოტებს მიეცით. მიიღებთ მოწვევის ბმულს სხვებისთვის გასაგზავნად.

# Claim (m)
claim-m-68026e = მოთხოვნა (m)

# claim the {pot} pot.
claim-the-pot-pot-4b343f = მოითხოვეთ { $pot_genitive } ბანკი.

# Click a highlighted card in your hand (or move to it with the arrow keys and press Enter).
click-a-highlighted-card-in-your-4db7f9 = დააწკაპუნეთ გამოყოფილ კარტზე ხელში (ან ისრებით მიდით მასთან და დააჭირეთ Enter-ს).

# Click (or drag to) a highlighted meld to lay the selected card off; or discard it.
click-or-drag-to-a-highlighted-c01362 = მონიშნული კარტის დასამატებლად დააწკაპუნეთ გამოყოფილ კომბინაციაზე (ან გადაიტანეთ მასზე); ან გადააგდეთ იგი.

# Close the rules
close-the-rules-d119dd = წესების დახურვა

# clubs
clubs-a048ad = ჯვარი
    .genitive = ჯვრის

# Connecting…
connecting-4d2cf9 = მიმდინარეობს დაკავშირება…

# connection lost - reconnecting…
connection-lost-reconnecting-ab473e = კავშირი გაწყდა - ხელახლა ვუკავშირდებით…

# contract: {contract}
contract-contract-798c68 = კონტრაქტი: { $contract }

# Copy
copy-658f36 = კოპირება

# +{count} bet
count-bet-40b306 = ფსონი: +{ $count }

# {count} bought
count-bought-af6e1d = ნაყიდი: { $count }

# …{count} earlier
count-earlier-bed864 = …და კიდევ { $count } ადრე ნათამაშები

# {count} round won
count-round-won-8279bd =
    { $count ->
        [one] { $count } მოგებული რაუნდი
       *[other] { $count } მოგებული რაუნდი
    }

# {count} table is waiting for players.
count-table-is-waiting-for-players-f8a399 =
    { $count ->
        [one] { $count } მაგიდა ელოდება მოთამაშეებს.
       *[other] { $count } მაგიდა ელოდება მოთამაშეებს.
    }

# {count} to call: call, raise or fold.
count-to-call-call-raise-or-d0c3e7 = გასათანაბრებლად { $count } ჟეტონი: გაათანაბრეთ, გაზარდეთ ან დაყარეთ კარტები.

# Create the table
create-the-table-fc91bd = მაგიდის შექმნა

# Cut
cut-58e258 = გადაჭრა

# Cut: lift how many cards? (exactly {count} earns -50)
cut-lift-how-many-cards-exactly-40e69b = გადაჭრა: რამდენი კარტი აიღოთ? (ზუსტად { $count } კარტი -50 ქულას იძლევა)

# Dead hand: {cards:card}, out of play (nobody took the widow).
dead-hand-cards-out-of-play-e93487 = თამაშგარეშე ხელი: { $cards } კარტი (ქვრივი არავინ აიღო).

# Deal
deal-14c048 = დარიგება

# Deal {deal} is over: {winner}.
deal-deal-is-over-winner-80854d =
    { $deal ->
        [one] პირველი
       *[other] მე-{ $deal }
    } დარიგება დასრულდა: { $winner }.

# Deal {deal} of 7
deal-deal-of-7-e07ca7 = დარიგება { $deal } / 7

# dealer
dealer-6d12e3 = დილერი

# Declare
declare-bfc88d = გამოცხადება

# diamonds
diamonds-25d77d = აგური
    .genitive = აგურის

# Discard · {count}
discard-count-d9c5b2 = გადაგდებული კარტები · { $count }

# discard pile, {count} card
discard-pile-count-card-966900 =
    { $count ->
        [one] გადაგდებული კარტის გროვა, { $count } კარტი
       *[other] გადაგდებული კარტის გროვა, { $count } კარტი
    }

# discard the selected card (x)
discard-the-selected-card-x-36e4f9 = მონიშნული კარტის გადაგდება (x)

# Discard (x)
discard-x-ca9125 = გადაგდება (x)

# down
down-3db9b9 = გაშლილია

# Drag a card here to take it back.
drag-a-card-here-to-take-bc3761 = კარტის დასაბრუნებლად გადმოიტანეთ აქ.

# draw a card (d)
draw-a-card-d-fbf7dd = კარტის აღება (d)

# Draw pile · {count}
draw-pile-count-0c0bd0 = ასაღები გროვა · { $count }

# Draw pile: {count} card.
draw-pile-count-card-5bbd8d =
    { $count ->
        [one] ასაღები გროვა: { $count } კარტი.
       *[other] ასაღები გროვა: { $count } კარტი.
    }

# draw pile, {count} card
draw-pile-count-card-855bf0 =
    { $count ->
        [one] ასაღები გროვა, { $count } კარტი
       *[other] ასაღები გროვა, { $count } კარტი
    }

# Draw up to three cards, then meld by rearranging the whole table; knock with five points or less.
draw-up-to-three-cards-then-df158e = აიღეთ სამამდე კარტი, შემდეგ გაშალეთ კომბინაციები მთელი მაგიდის გადაწყობით; დააკაკუნეთ, თუ ხელში ხუთი ან ნაკლები ქულა გაქვთ.

# e.g. {move}
e-g-move-eda646 = მაგ., { $move }

# eight
eight-d4fa84 = რვა

# empty
empty-18a7be = ცარიელი

# {empty} seats are still empty: wait for players or give them to bots
empty-seats-are-still-empty-wait-031d7c = { $empty } ადგილი ჯერ კიდევ თავისუფალია: დაელოდეთ მოთამაშეებს ან ადგილები ბოტებს მიეცით

# End a deal after this many turns (for simulations)
end-a-deal-after-this-many-256b6e = დარიგების დასრულება ამდენი სვლის შემდეგ (სიმულაციებისთვის)

# End-of-game bonuses
end-of-game-bonuses-07ef7d = თამაშის დასასრულის ბონუსები

# Every card of your hand is in the draft: melding it goes out.
every-card-of-your-hand-is-2846d7 = ხელის ყველა კარტი მონახაზშია: გაშლით გახვალთ.

# Every finished game keeps its record: open one to replay it move by move.
every-finished-game-keeps-its-record-d84993 = ყოველი დასრულებული თამაში ინახება: გახსენით და სვლა-სვლა გადახედეთ.

# every move of the game
every-move-of-the-game-6dc380 = თამაშის ყველა სვლა

# every seat at this table is taken
every-seat-at-this-table-is-4decec = ამ მაგიდის ყველა ადგილი დაკავებულია

# Everyone is here: start the game.
everyone-is-here-start-the-game-ed6a09 = ყველა აქ არის: დაიწყეთ თამაში.

# Exchange for the widow (e)
exchange-for-the-widow-e-c15eda = ქვრივზე გაცვლა (e)

# exchange your hand for the widow, or keep it.
exchange-your-hand-for-the-widow-45c175 = გაცვალეთ ხელი ქვრივზე ან დაიტოვეთ.

# Final chips
final-chips-cf5302 = საბოლოო ჟეტონები

# Final poker: a fresh deal, the widow ({cards:card}) dealt dead.
final-poker-a-fresh-deal-the-fe0a07 = ბოლო პოკერი: ახალი დარიგება; ქვრივი ({ $cards } კარტი) თამაშგარეშე დარიგდა.

# Final poker for the {pot} pot
final-poker-for-the-pot-pot-579b0f = ბოლო პოკერი { $pot_genitive } ბანკისთვის

# Final poker for the whole board
final-poker-for-the-whole-board-764086 = ბოლო პოკერი მთელი დაფისთვის

# Final score
final-score-c8fe9b = საბოლოო ანგარიში

# Finished games
finished-games-610e3e = დასრულებული თამაშები

# finished games
finished-games-93391f = დასრულებული თამაშები

# first move
first-move-f1a1b1 = პირველი სვლა

# {first} or {second}
first-or-second-9fa3e3 = { $first } ან { $second }

# five
five-aeb443 = ხუთი

# Fold (f)
fold-f-8f55a1 = დაყრა (f)

# folded
folded-e36ec5 = დაყარა

# For {low} to {high} players.
for-low-to-high-players-33d90f = { $low }–{ $high } მოთამაშისთვის.

# For {low} to {high} players ({fewest} with “{option}”).
for-low-to-high-players-fewest-6a94aa = { $low }–{ $high } მოთამაშისთვის ({ $fewest } — პარამეტრით „{ $option }“).

# four
four-2f69f5 = ოთხი

# Four-colour deck
four-colour-deck-c53efc = ოთხფეროვანი დასტა

# Game
game-c27623 = თამაში

# {game} - {count} player
game-count-player-1ed70b =
    { $count ->
        [one] { $game } — { $count } მოთამაშე
       *[other] { $game } — { $count } მოთამაშე
    }

# {game} has no option {name}; its options are {known}
game-has-no-option-name-its-45d3cf = { $game_dative } პარამეტრი { $name } არ აქვს; მისი პარამეტრებია: { $known }

# {game} is for {low} to {high} players; for {count}, turn on the option "{option}" ({name})
game-is-for-low-to-high-03bdaa = { $game } განკუთვნილია { $low }–{ $high } მოთამაშისთვის; { $count } მოთამაშით სათამაშოდ ჩართეთ პარამეტრი „{ $option }“ ({ $name })

# {game} is for {low} to {high} players, not {value}: choose fewer seats
game-is-for-low-to-high-28e64c = { $game } განკუთვნილია { $low }–{ $high } მოთამაშისთვის და არა { $value } მოთამაშისთვის: აირჩიეთ ნაკლები ადგილი

# {game} is for {low} to {high} players, not {value}: choose more seats
game-is-for-low-to-high-ad8637 = { $game } განკუთვნილია { $low }–{ $high } მოთამაშისთვის და არა { $value } მოთამაშისთვის: აირჩიეთ მეტი ადგილი

# Game over.
game-over-272134 = თამაში დასრულდა.

# Game over
game-over-af2e74 = თამაში დასრულდა

# Game over. {result}
game-over-result-5b33cc = თამაში დასრულდა. { $result }

# {game}: the rules
game-the-rules-ce0c08 = { $game }: წესები

# {game}: the rules in short
game-the-rules-in-short-fb3d70 = { $game }: წესები მოკლედ

# give to a bot
give-to-a-bot-fbf177 = ბოტისთვის გადაცემა

# Go down
go-down-cd2ff2 = გაშლა

# Go down: {contract}
go-down-contract-bdc5f8 = გაშლა: { $contract }

# Go to the lobby
go-to-the-lobby-b0d0cc = ლობიში გადასვლა

# go to the new table
go-to-the-new-table-9200fb = ახალ მაგიდაზე გადასვლა

# go to your seat
go-to-your-seat-e8d907 = თქვენს ადგილზე გადასვლა

# greedy
greedy-8333b8 = ხარბი
    .ergative = ხარბმა
    .dative = ხარბ
    .genitive = ხარბი
    .instrumental = ხარბი
    .adverbial = ხარბ

# Hands
hands-a9d3f1 = ხელები

# Hands compared, no betting
hands-compared-no-betting-f0ebbf = ხელები შედარდება, ფსონების გარეშე

# hearts
hearts-a5d921 = გული
    .genitive = გულის

# here
here-213b65 = აქ არის

# hidden card
hidden-card-5a11b0 = დამალული კარტი

# high bid {bid}
high-bid-bid-f0ca35 = ყველაზე მაღალი შეთავაზება: { $bid }

# Highest bid: {bid} by {name}.
highest-bid-bid-by-name-dd35ca = ყველაზე მაღალი შეთავაზება — { $bid } ჟეტონი (შემთავაზებელი: { $name }).

# Hint
hint-cbf455 = მინიშნება

# hints are turned off at this table
hints-are-turned-off-at-this-0b43fc = ამ მაგიდაზე მინიშნებები გამორთულია

# hints must be true (allowed) or false (turned off)
hints-must-be-true-allowed-or-7a0f6b = „hints“ უნდა იყოს true (დაშვებულია) ან false (გამორთულია)

# House rule:
house-rule-a907ee = არჩევითი წესი:

# House rules
house-rules-60077b = არჩევითი წესები

# House rules: {rules}
house-rules-rules-fee989 = არჩევითი წესები: { $rules }

# How it works
how-it-works-d03ba4 = როგორ მუშაობს

# In hand
in-hand-35557b = ხელში

# in meld {number}
in-meld-number-a7eac0 = კომბინაციაში { $number }

# in meld {number}, from your hand
in-meld-number-from-your-hand-a3e69c = კომბინაციაში { $number }, თქვენი ხელიდან

# in your hand
in-your-hand-a7ac57 = თქვენს ხელში

# Invite link:
invite-link-7501d7 = მოწვევის ბმული:

# is on or off (true or false)
is-on-or-off-true-or-0fc8e9 = ჩართული ან გამორთული უნდა იყოს (true ან false)

# it is not your move; a hint is given when you have a move to make
it-is-not-your-move-a-38a10a = ახლა თქვენი სვლა არ არის; მინიშნება მოიცემა, როცა სვლა გაქვთ გასაკეთებელი

# it is not your turn
it-is-not-your-turn-be7fc8 = ახლა თქვენი სვლა არ არის

# jack
jack-2e53cc = ვალეტი

# Join
join-300253 = შეერთება

# Join {names} at {game} ({count} seat free)
join-names-at-game-count-seat-684ca2 =
    { $count ->
        [one] შეუერთდით { $game_genitive } მაგიდას: { $names } ({ $count } ადგილი თავისუფალია)
       *[other] შეუერთდით { $game_genitive } მაგიდას: { $names } ({ $count } ადგილი თავისუფალია)
    }

# Join the table with your name.
join-the-table-with-your-name-85d98b = შეუერთდით მაგიდას თქვენი სახელით.

# joker
joker-c98c2d = ჯოკერი

# joker standing for {card}
joker-standing-for-card-7c7a79 = ჯოკერი, როგორც { $card }

# Jokers and twos are wild
jokers-and-twos-are-wild-1c2902 = ჯოკერები და ორიანები თავისუფალი კარტებია

# Keep my hand (k)
keep-my-hand-k-bb1071 = ხელის დატოვება (k)

# keep your hand (you hold a pay card).
keep-your-hand-you-hold-a-17e217 = დაიტოვეთ ხელი (საპრიზო კარტი გაქვთ).

# "{key}" ({moves}) is not a move you can make now
key-moves-is-not-a-move-01d674 = „{ $key }“ ({ $moves }) ახლა დასაშვები სვლა არ არის

# Keys: k keep, e exchange, b amount box (Enter sends), p pass, c check or call, f fold, m claim, ← → move along your hand and Enter plays, / the command box, Esc leaves a box.
keys-k-keep-e-exchange-b-88a797 = კლავიშები: k — ხელის დატოვება, e — გაცვლა, b — რიცხვის ველი (Enter აგზავნის), p — პასი, c — ჩეკი ან გათანაბრება, f — დაყრა, m — მოთხოვნა, ← → — ხელში გადაადგილება, Enter — კარტის თამაში, / — ბრძანების ველი, Esc — ველიდან გასვლა.

# king
king-da13e3 = მეფე

# Knock (your hand is worth {points})
knock-your-hand-is-worth-points-6c79b7 = დაკაკუნება (ხელი { $points } ქულა ღირს)

# Language
language-9a73db = ენა

# last move
last-move-cb1bd0 = ბოლო სვლა

# last turn to come
last-turn-to-come-8cfb55 = ბოლო სვლა ჯერ წინაა

# Lay it down anyway
lay-it-down-anyway-85d916 = მაინც გაშლა

# lay it off
lay-it-off-80afe4 = დამატება

# lay it off at the {end} end
lay-it-off-at-the-end-55583e = დამატება ბოლოში: { $end }

# lay it off at the high end
lay-it-off-at-the-high-387ed3 = ზედა ბოლოში დამატება

# lay it off at the low end
lay-it-off-at-the-low-f22afa = ქვედა ბოლოში დამატება

# Lay the selected card off here
lay-the-selected-card-off-here-ff7c3e = მონიშნული კარტის აქ დამატება

# lead your lowest card.
lead-your-lowest-card-8469ac = დაიწყეთ თქვენი ყველაზე დაბალი კარტით.

# Left holding
left-holding-560d1e = ხელში დარჩა

# Let it go (p)
let-it-go-p-897591 = დათმობა (p)

# List it under Open tables
list-it-under-open-tables-323662 = ღია მაგიდების სიაში ჩვენება

# listed must be true (shown in the lobby's open tables) or false (invitation only)
listed-must-be-true-shown-in-eef25b = „listed“ უნდა იყოს true (ჩანს ლობის ღია მაგიდებში) ან false (მხოლოდ მოწვევით)

# Liverpool rummy
liverpool-rummy-a910a0 = ლივერპულის რუმი
    .ergative = ლივერპულის რუმმა
    .dative = ლივერპულის რუმს
    .genitive = ლივერპულის რუმის
    .instrumental = ლივერპულის რუმით
    .adverbial = ლივერპულის რუმად

# Loading the rules…
loading-the-rules-481cd8 = წესები იტვირთება…

# Looking for tables waiting for players…
looking-for-tables-waiting-for-players-0c3f73 = ვეძებთ მაგიდებს, რომლებიც მოთამაშეებს ელოდება…

# lowest
lowest-e8b0cb = ყველაზე დაბალი

# may buy
may-buy-ca0eec = ყიდვა შეუძლია

# “May I”: the first to ask gets the discard
may-i-the-first-to-ask-b821c1 = „შეიძლება?“: გადაგდებულ კარტს პირველი მთხოვნელი იღებს

# Meld and go out (m)
meld-and-go-out-m-bbab97 = გაშლა და გასვლა (m)

# Meld (m)
meld-m-04c43c = კომბინაციის გაშლა (m)

# meld m{id}, {name}'s {kind}: {cards}
meld-m-id-name-s-kind-2d19bb = კომბინაცია m{ $id } ({ $name }), { $kind }: { $cards }

# meld m{id}, your {kind}: {cards}
meld-m-id-your-kind-cards-a83027 = კომბინაცია m{ $id } (თქვენი), { $kind }: { $cards }

# Meld {number}
meld-number-0319b6 = კომბინაცია { $number }

# meld {number}
meld-number-8181de = კომბინაცია { $number }

# melded
melded-42dd21 = გაშალა

# messages are JSON text, not binary data
messages-are-json-text-not-binary-c1928c = შეტყობინებები არის JSON ტექსტი და არა ორობითი მონაცემები

# More
more-4f34d9 = მეტი

# Most buys per player in a deal (empty: no limit)
most-buys-per-player-in-a-107391 = ყიდვების მაქსიმალური რაოდენობა ერთ მოთამაშეზე დარიგებაში (ცარიელი: ლიმიტის გარეშე)

# Most chips in one bet or raise
most-chips-in-one-bet-or-a1e03d = ჟეტონების მაქსიმალური რაოდენობა ერთ ფსონში ან გაზრდაში

# Most times the stock is rebuilt in a deal (empty: no limit)
most-times-the-stock-is-rebuilt-4b88cf = რამდენჯერ შეიძლება ასაღები გროვის აღდგენა ერთ დარიგებაში (ცარიელი: ლიმიტის გარეშე)

# move {move} of {total}
move-move-of-total-3b1f75 = სვლა { $move } / { $total }

# move must be a number
move-must-be-a-number-1f1a77 = „move“ რიცხვი უნდა იყოს

# must be a whole number at most {high}
must-be-a-whole-number-at-5dee61 = მთელი რიცხვი უნდა იყოს, მაქსიმუმ { $high }

# must be a whole number at most {high} (or none)
must-be-a-whole-number-at-5f4edc = მთელი რიცხვი უნდა იყოს, მაქსიმუმ { $high } (ან ცარიელი)

# must be a whole number
must-be-a-whole-number-bcf505 = მთელი რიცხვი უნდა იყოს

# must be a whole number from {low} to {high}
must-be-a-whole-number-from-1f5078 = მთელი რიცხვი უნდა იყოს, მინიმუმ { $low } და მაქსიმუმ { $high }

# must be a whole number from {low} to {high} (or none)
must-be-a-whole-number-from-882eae = მთელი რიცხვი უნდა იყოს, მინიმუმ { $low } და მაქსიმუმ { $high } (ან ცარიელი)

# must be a whole number {low} or more
must-be-a-whole-number-low-c974b8 = მთელი რიცხვი უნდა იყოს, მინიმუმ { $low }

# must be a whole number {low} or more (or none)
must-be-a-whole-number-low-d1e927 = მთელი რიცხვი უნდა იყოს, მინიმუმ { $low } (ან ცარიელი)

# must be a whole number (or none)
must-be-a-whole-number-or-eab6bc = მთელი რიცხვი უნდა იყოს (ან ცარიელი)

# must be one of {choices}
must-be-one-of-choices-edb330 = უნდა იყოს ერთ-ერთი ამათგან: { $choices }

# {name} (a {bot} bot is playing for them)
name-a-bot-bot-is-playing-69e78f = { $name } (მის ნაცვლად თამაშობს { $bot } ბოტი)

# {name}: {count} card
name-count-card-4f1792 =
    { $count ->
        [one] { $name }: { $count } კარტი
       *[other] { $name }: { $count } კარტი
    }

# {name} is at the table; only an empty or abandoned seat can go to a bot
name-is-at-the-table-only-471bfb = { $name } მაგიდასთანაა; ბოტს შეიძლება მიეცეს მხოლოდ თავისუფალი ან მიტოვებული ადგილი

# {name} went out
name-went-out-ca4040 = { $name } გავიდა

# {name} - winner
name-winner-c3f348 = { $name } — გამარჯვებული

# {name} won the {pot} pot: {chips:chip}.
name-won-the-pot-pot-chips-ae7a03 = { $pot_genitive } ბანკს იგებს { $name }: { $chips } ჟეტონი.

# {name} won the {pot} pot: {chips:chip} (round {round}).
name-won-the-pot-pot-chips-8f83f0 =
    { $pot_genitive } ბანკს იგებს { $name }: { $chips } ჟეტონი ({ $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი).

# New meld
new-meld-91f59e = ახალი კომბინაცია

# Next: {card} (the next card of the suit), held by {name}.
next-card-the-next-card-of-a3db41 = შემდეგი: { $card } (მასტის შემდეგი კარტი); ეს კარტი აქვს: { $name }.

# next >
next-e0018d = შემდეგი >

# next move (right arrow)
next-move-right-arrow-0ece7e = შემდეგი სვლა (მარჯვენა ისარი)

# Next: {name}'s lowest card, to lead the Rummoli phase.
next-name-s-lowest-card-to-f8978f = შემდეგი: { $name } თამაშობს თავის ყველაზე დაბალ კარტს და იწყებს რუმოლის ფაზას.

# Next: {name}'s lowest {colour} card.
next-name-s-lowest-colour-card-cd650d = შემდეგი: { $name } თამაშობს თავის ყველაზე დაბალ { $colour_dative } კარტს.

# Next: your lowest card, to lead the Rummoli phase.
next-your-lowest-card-to-lead-82438b = შემდეგი: თქვენი ყველაზე დაბალი კარტი, რომლითაც რუმოლის ფაზას იწყებთ.

# Next: your lowest {colour} card.
next-your-lowest-colour-card-22b66f = შემდეგი: თქვენი ყველაზე დაბალი { $colour } კარტი.

# nine
nine-16266f = ცხრა

# no
no-62366f = არა

# No bid yet.
no-bid-yet-1b8b02 = შეთავაზება ჯერ არ არის.

# No card played yet this round.
no-card-played-yet-this-round-c0d46e = ამ რაუნდში კარტი ჯერ არავის უთამაშია.

# no cards
no-cards-51515b = კარტი არ არის

# No finished games yet.
no-finished-games-yet-e1fd7f = დასრულებული თამაშები ჯერ არ არის.

# No house rules: this table plays the standard rules.
no-house-rules-this-table-plays-918828 = არჩევითი წესები არ არის: ეს მაგიდა სტანდარტული წესებით თამაშობს.

# no limit
no-limit-1cdb8e = ლიმიტის გარეშე

# No melds on the table yet.
no-melds-on-the-table-yet-e06cab = მაგიდაზე ჯერ კომბინაცია არ არის.

# No table is waiting for players right now. Start one below: listed tables show here for anyone to join.
no-table-is-waiting-for-players-3c117e = ამჟამად მოთამაშეებს არცერთი მაგიდა არ ელოდება. გახსენით მაგიდა ქვემოთ: ღია მაგიდები აქ ჩანს და ნებისმიერს შეუძლია შეუერთდეს.

# none
none-ada7af = არაფერი

# not connected to the server; reconnecting…
not-connected-to-the-server-reconnecting-ed0cd3 = სერვერთან კავშირი არ არის; ხელახლა ვუკავშირდებით…

# Not ready to meld: {fault}.
not-ready-to-meld-fault-697e96 = გაშლა ჯერ არ შეიძლება: { $fault }.

# not ready to meld: {fault}
not-ready-to-meld-fault-89f105 = გაშლა ჯერ არ შეიძლება: { $fault }

# ✗ not valid: {fault}
not-valid-fault-af58d4 = ✗ არასწორია: { $fault }

# Nothing to call
nothing-to-call-720fc2 = გასათანაბრებელი არაფერია

# Nothing to do right now.
nothing-to-do-right-now-136f11 = ახლა გასაკეთებელი არაფერია.

# off
off-ab3a8a = გამორთული

# on
on-61342f = ჩართული

# On to deal {deal}
on-to-deal-deal-6a5b1f =
    { $deal ->
        [one] პირველ
       *[other] მე-{ $deal }
    } დარიგებაზე გადასვლა

# On to round {round}
on-to-round-round-9fd87c =
    { $round ->
        [one] პირველ
       *[other] მე-{ $round }
    } რაუნდზე გადასვლა

# On to the final poker
on-to-the-final-poker-f5f56e = ბოლო პოკერზე გადასვლა

# one
one-ba2719 = ერთი

# one card
one-card-c4847f = ერთი კარტი

# only a player at this table can start the game
only-a-player-at-this-table-3779c5 = თამაშის დაწყება შეუძლია მხოლოდ ამ მაგიდის მოთამაშეს

# only a player at this table can give a seat to a bot
only-a-player-at-this-table-e5843b = ადგილის ბოტისთვის მიცემა შეუძლია მხოლოდ ამ მაგიდის მოთამაშეს

# Open tables
open-tables-a5cd3c = ღია მაგიდები

# "{option}" ({name}) {allowed:sentence}, not {value}
option-name-allowed-not-value-dc71b1 = „{ $option }“ ({ $name }): { $allowed } და არა { $value }

# option {name}, default {default}
option-name-default-default-9e4b37 = პარამეტრი { $name }, ნაგულისხმევი: { $default }

# {option}: {value}
option-value-acbdb4 = { $option }: { $value }

# Options and house rules
options-and-house-rules-28fb68 = პარამეტრები და არჩევითი წესები

# Options at this table
options-at-this-table-d0b20b = ამ მაგიდის პარამეტრები

# out
out-ab1a36 = გავიდა

# out of the auction
out-of-the-auction-e77553 = აუქციონიდან გავიდა

# Paid
paid-f5240e = გადახდილი

# Pass (end your turn)
pass-end-your-turn-c362c3 = პასი (სვლის დასრულება)

# Pass (p)
pass-p-02f5f5 = პასი (p)

# Play again with the same players
play-again-with-the-same-players-6819b2 = იმავე მოთამაშეებით ხელახლა თამაში

# Play my card for me when it is my only legal card
play-my-card-for-me-when-d1f449 = ჩემი ერთადერთი დასაშვები კარტი ავტომატურად ითამაშოს

# play the next card, {card}.
play-the-next-card-card-05adef = ითამაშეთ შემდეგი კარტი: { $card }.

# play your lowest {colour} card.
play-your-lowest-colour-card-b4eb97 = ითამაშეთ თქვენი ყველაზე დაბალი { $colour } კარტი.

# Played {card} for you ({why}: your only legal card).
played-card-for-you-why-your-f7e9f6 = თქვენ მაგივრად ვითამაშეთ { $card } ({ $why }: თქვენი ერთადერთი დასაშვები კარტი).

# Players
players-18dd36 = მოთამაშეები

# Playing {card} for you ({why}: your only legal card)…
playing-card-for-you-why-your-b48fd7 = თქვენ მაგივრად ვთამაშობთ { $card } ({ $why }: თქვენი ერთადერთი დასაშვები კარტი)…

# Points
points-a9f0a4 = ქულები

# Points for a lay-down that fails the contract
points-for-a-lay-down-that-7e4bce = საჯარიმო ქულები გაშლისთვის, რომელიც კონტრაქტს ვერ ასრულებს

# {points} this deal
points-this-deal-c264a3 = { $points } ამ დარიგებაში

# Poker betting: {chips:chip} in the pot, highest bet {bet} ({raises} of {most} raises); bets and raises are 1-{limit} chips.
poker-betting-chips-in-the-pot-262474 = პოკერის ფსონები: ბანკში { $chips } ჟეტონია; ყველაზე მაღალი ფსონი: { $bet } (გაზრდები: { $raises } / { $most }); ფსონი და გაზრდა 1-დან { $limit } ჟეტონამდეა.

# Poker
poker-c66945 = პოკერი

# Pot by pot, the smallest first
pot-by-pot-the-smallest-first-ebcd7f = თითო ბანკი ცალ-ცალკე, უმცირესიდან დაწყებული

# {pot} pot: {chips:chip}
pot-pot-chips-30434e = { $pot_genitive } ბანკი: { $chips } ჟეტონი

# {pot} pot: {chips:chip}; won by {won}
pot-pot-chips-won-by-won-09857f = { $pot_genitive } ბანკი: { $chips } ჟეტონი; გამარჯვებული: { $won }

# Pots won
pots-won-9862eb = მოგებული ბანკები

# previous move (left arrow)
previous-move-left-arrow-452525 = წინა სვლა (მარცხენა ისარი)

# put cards from your hand on the table first (drag them to New meld, or select one and choose New meld)
put-cards-from-your-hand-on-3b42ff = ჯერ ხელიდან დადეთ კარტები მაგიდაზე (გადაიტანეთ „ახალ კომბინაციაზე“, ან მონიშნეთ ერთი და აირჩიეთ „ახალი კომბინაცია“)

# Put here
put-here-5e92f7 = აქ დადება

# put the selected card in meld {number}
put-the-selected-card-in-meld-908a5e = მონიშნული კარტის დადება კომბინაციაში { $number }

# queen
queen-0fb740 = დედოფალი

# Raise by
raise-by-af22ba = გაზრდა

# random
random-144f0c = შემთხვევითი
    .ergative = შემთხვევითმა
    .dative = შემთხვევით
    .genitive = შემთხვევითი
    .instrumental = შემთხვევითი
    .adverbial = შემთხვევით

# {rank} of {suit}
rank-of-suit-ceb754 = { $suit_genitive } { $rank }

# Ready to meld: you add {count} card.
ready-to-meld-you-add-count-645d10 =
    { $count ->
        [one] შეგიძლიათ გაშალოთ: მაგიდას ამატებთ { $count } კარტს.
       *[other] შეგიძლიათ გაშალოთ: მაგიდას ამატებთ { $count } კარტს.
    }

# remove
remove-db9215 = წაშლა


# Round
round-f4c753 = რაუნდი

# Round {round}
round-round-32e6ee = რაუნდი { $round }

# Round {round} is over: {why}.
round-round-is-over-why-836655 =
    { $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი დასრულდა: { $why }.

# Round {round} is over: {why}. Won by {winners}.
round-round-is-over-why-won-fbbf42 =
    { $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი დასრულდა: { $why }. გამარჯვებული: { $winners }.

# Round {round} of {rounds}
round-round-of-rounds-aadf24 = რაუნდი { $round } / { $rounds }

# Round {round} · the game ends at {count} point
round-round-the-game-ends-at-de5763 =
    { $count ->
        [one] რაუნდი { $round } · თამაში { $count } ქულაზე მთავრდება
       *[other] რაუნდი { $round } · თამაში { $count } ქულაზე მთავრდება
    }

# Rounds before the final poker (empty: until one player is left)
rounds-before-the-final-poker-empty-9dacc8 = რაუნდების რაოდენობა ბოლო პოკერამდე (ცარიელი: სანამ ერთი მოთამაშე არ დარჩება)

# rule {rule}, in the rules (opens a new tab)
rule-rule-in-the-rules-opens-a72b21 = წესი { $rule } (წესებში; იხსნება ახალ ჩანართში)

# Rules
rules-428b2d = წესები

# Rummy! (that discard could be laid off) (r)
rummy-that-discard-could-be-laid-d793f9 = რუმი! (ეს გადაგდებული კარტი შეიძლებოდა დამატებულიყო) (r)

# rummyhall - a card room for Liverpool rummy, Carousel and Rummoli
rummyhall-a-card-room-for-liverpool-174d50 = rummyhall - კარტის დარბაზი ლივერპულის რუმის, კარუსელისა და რუმოლისთვის

# rummyhall - finished games
rummyhall-finished-games-0db8a3 = rummyhall - დასრულებული თამაშები

# rummyhall - no such table
rummyhall-no-such-table-993d65 = rummyhall - ასეთი მაგიდა არ არსებობს

# rummyhall - replay
rummyhall-replay-344563 = rummyhall - თამაშის გადახედვა

# rummyhall - table
rummyhall-table-232fb2 = rummyhall - მაგიდა

# run
run-2acd4e = თანმიმდევრობა

# say how many players, as a whole number: {game} is for {low} to {high}
say-how-many-players-as-a-eeef18 = მიუთითეთ მოთამაშეთა რაოდენობა მთელი რიცხვით: { $game } განკუთვნილია { $low }–{ $high } მოთამაშისთვის

# say which action, e.g. 'draw stock'
say-which-action-e-g-draw-99de3e = მიუთითეთ მოქმედება, მაგალითად 'draw stock'

# say which action to check
say-which-action-to-check-9c89d4 = მიუთითეთ, რომელი მოქმედება შემოწმდეს

# Score sheet
score-sheet-08800a = ანგარიშის ფურცელი

# search
search-803328 = საძიებო

# Seat {seat}
seat-seat-d40f96 = ადგილი { $seat }

# Seats
seats-8f7063 = ადგილები

# select a card first (click it, or Enter on it), then the meld to put it in
select-a-card-first-click-it-32b662 = ჯერ მონიშნეთ კარტი (დააწკაპუნეთ ან Enter), შემდეგ კომბინაცია, სადაც დადებთ

# Select cards in your hand, add them as a meld, repeat, then go down. Runs are read in order, lowest first.
select-cards-in-your-hand-add-712359 = მონიშნეთ კარტები ხელში, შეადგინეთ კომბინაცია, გაიმეორეთ და შემდეგ გაშალეთ. თანმიმდევრობის კარტები რიგით იკითხება, უმცირესიდან დაწყებული.

# select one card of your hand first, then the meld to lay it off on
select-one-card-of-your-hand-0a174a = ჯერ მონიშნეთ ერთი კარტი ხელიდან, შემდეგ კომბინაცია, რომელსაც დაუმატებთ

# select one card to discard
select-one-card-to-discard-39b7a7 = მონიშნეთ ერთი კარტი გადასაგდებად

# Send
send-f28e14 = გაგზავნა

# Setting up the new table…
setting-up-the-new-table-cba939 = ახალი მაგიდა მზადდება…

# seven
seven-3583ac = შვიდი

# Seven deals, each with its contract of books and runs to lay down; buy discards out of turn.
seven-deals-each-with-its-contract-13bcc9 = შვიდი დარიგება, თითოეულში — თავისი კონტრაქტი კომპლექტებითა და თანმიმდევრობებით; გადაგდებული კარტის ყიდვა სხვის სვლაზეც შეიძლება.

# showed
showed-0f0cdd = აჩვენა

# six
six-ca3007 = ექვსი

# something went wrong on the server; nothing was changed
something-went-wrong-on-the-server-971ff9 = სერვერზე რაღაც არასწორად წავიდა; არაფერი შეცვლილა

# sort by rank
sort-by-rank-f75a4d = რანგით დალაგება

# sort by suit
sort-by-suit-19c3bb = მასტით დალაგება

# spades
spades-c2636d = ყვავი
    .genitive = ყვავის

# Start a table
start-a-table-789389 = მაგიდის გახსნა

# Start again
start-again-9a4684 = თავიდან დაწყება

# Start the game
start-the-game-19b2d0 = თამაშის დაწყება

# Stock · {count}
stock-count-8560c3 = ასაღები გროვა · { $count }

# stock, {count} card
stock-count-card-0eef5a =
    { $count ->
        [one] ასაღები გროვა, { $count } კარტი
       *[other] ასაღები გროვა, { $count } კარტი
    }

# stock, {count} card: draw from it (s)
stock-count-card-draw-from-it-d4d271 =
    { $count ->
        [one] ასაღები გროვა, { $count } კარტი: აიღეთ აქედან (s)
       *[other] ასაღები გროვა, { $count } კარტი: აიღეთ აქედან (s)
    }

# <strong>Send the invite link</strong> the table shows you. On a home network, the others open it on their own computers or phones (the server must listen on the network: <code>{command}</code>).
strong-send-the-invite-link-strong-f24f82 = <strong>გაგზავნეთ მოწვევის ბმული</strong>, რომელსაც მაგიდა გაჩვენებთ. ლოკალურ ქსელში სხვები მას საკუთარ კომპიუტერებსა თუ ტელეფონებზე გახსნიან (სერვერი ქსელს უნდა უსმენდეს: <code>{ $command }</code>).

# <strong>Start a table:</strong> choose the game, your seat's name, and who sits in the others: people you invite or bots.
strong-start-a-table-strong-choose-29b414 = <strong>გახსენით მაგიდა:</strong> აირჩიეთ თამაში, თქვენი ადგილის სახელი და ვინ დაჯდება დანარჩენ ადგილებზე: თქვენ მიერ მოწვეული ადამიანები თუ ბოტები.

# <strong>Start</strong> once every seat is filled. When the game ends, <em>Play again</em> sets up a new table for the same players.
strong-start-strong-once-every-seat-f15825 = <strong>დაიწყეთ</strong>, როცა ყველა ადგილი შეივსება. თამაშის დასრულებისას ღილაკი <em>იმავე მოთამაშეებით ხელახლა თამაში</em> იმავე მოთამაშეებისთვის ახალ მაგიდას გახსნის.

# take it (d)
take-it-d-1121df = აღება (d)

# take the joker (put this card in its place)
take-the-joker-put-this-card-09467b = ჯოკერის აღება (მის ადგილზე ამ კარტის დადება)

# {taken} of {count} seat taken
taken-of-count-seat-taken-8501c1 =
    { $count ->
        [one] { $count } ადგილიდან { $taken } დაკავებულია
       *[other] { $count } ადგილიდან { $taken } დაკავებულია
    }

# ten
ten-bd01f4 = ათი

# "{text}" is not a card: write a rank and a suit, like 9h, Th (ten) or Qs
text-is-not-a-card-write-259e89 = „{ $text }“ კარტი არ არის: დაწერეთ რანგი და მასტი, მაგალითად 9h, Th (ათიანი) ან Qs

# that message
that-message-488a2c = ეს შეტყობინება

# that message is too long (the limit is {limit} bytes)
that-message-is-too-long-the-5cd7ce = ეს შეტყობინება ძალიან გრძელია (ზღვარი { $limit } ბაიტია)

# that move number is from the future; reload the page
that-move-number-is-from-the-a2d661 = სვლის ეს ნომერი მომავლიდანაა; გადატვირთეთ გვერდი

# that request
that-request-5ac68a = ეს მოთხოვნა

# that request is too large
that-request-is-too-large-dd85b7 = ეს მოთხოვნა ძალიან დიდია

# That was your third draw: knock (k) or pass (p).
that-was-your-third-draw-knock-2cfb95 = ეს მესამე აღება იყო: დააკაკუნეთ (k) ან თქვით პასი (p).

# the action needs 'seq': the number of moves you have seen
the-action-needs-seq-the-number-e350fd = მოქმედებას სჭირდება 'seq': თქვენ მიერ ნანახი სვლების რაოდენობა

# the card the joker stands for
the-card-the-joker-stands-for-19a9a6 = კარტი, რომელსაც ჯოკერი წარმოადგენს

# The discard {card} is for sale (price: a stock card).
the-discard-card-is-for-sale-ef21d7 = გადაგდებული კარტი { $card } იყიდება (ფასი: ერთი კარტი ასაღები გროვიდან).

# the draft is still being checked: a moment
the-draft-is-still-being-checked-0ea311 = მონახაზი ჯერ კიდევ მოწმდება: ერთი წამით

# The draw pile is empty: this is your last turn. Meld (m) or pass (p).
the-draw-pile-is-empty-this-bf1f17 = ასაღები გროვა ცარიელია: ეს თქვენი ბოლო სვლაა. გაშალეთ (m) ან თქვით პასი (p).

# The final poker
the-final-poker-486293 = ბოლო პოკერი

# The game ends when someone reaches this many points
the-game-ends-when-someone-reaches-af2ab7 = თამაში მთავრდება, როცა ვინმე ამდენ ქულას მიაღწევს

# the game has already started
the-game-has-already-started-fde3d0 = თამაში უკვე დაიწყო

# the game has not started yet
the-game-has-not-started-yet-007f60 = თამაში ჯერ არ დაწყებულა

# the game is not over yet: you can play again with the same players once it ends
the-game-is-not-over-yet-30d590 = თამაში ჯერ არ დასრულებულა: დასრულების შემდეგ შეგიძლიათ იმავე მოთამაშეებით ხელახლა ითამაშოთ

# the game's rules and this table's house rules (key: ?)
the-game-s-rules-and-this-49215a = თამაშის წესები და ამ მაგიდის არჩევითი წესები (კლავიში: ?)

# The greedy bot would let this chance go (pass).
the-greedy-bot-would-let-this-87a3d6 = ხარბი ბოტი ამ შანსს გაუშვებდა (პასი).

# The greedy bot would play: {action}.
the-greedy-bot-would-play-action-9e63b9 = ხარბი ბოტი ითამაშებდა: { $action }.

# The highest bidder pays the dealer; a pass is final.
the-highest-bidder-pays-the-dealer-15b4e4 = ყველაზე მაღალი შეთავაზების ავტორი დილერს უხდის; პასი საბოლოოა.

# (the Hint button: what the greedy bot would do)
the-hint-button-what-the-greedy-830292 = (ღილაკი „მინიშნება“: რას გააკეთებდა ხარბი ბოტი)

# The joker stands for
the-joker-stands-for-acd061 = ჯოკერი წარმოადგენს

# The joker you took must go back on the table this turn.
the-joker-you-took-must-go-ee241e = აღებული ჯოკერი ამ სვლაში მაგიდაზე უნდა დაბრუნდეს.

# The link is wrong, or the table was closed (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-03a896 = ბმული არასწორია, ან მაგიდა დაიხურა (ლობიში უკაცრიელად დატოვებული მაგიდა ცოტა ხანში იხურება).

# The link is wrong, or the table no longer exists (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-c9145c = ბმული არასწორია, ან მაგიდა აღარ არსებობს (ლობიში უკაცრიელად დატოვებული მაგიდა ცოტა ხანში იხურება).

# the melds on the table
the-melds-on-the-table-e75ce6 = კომბინაციები მაგიდაზე

# The open tables could not be fetched; trying again in a moment.
the-open-tables-could-not-be-ed6a6f = ღია მაგიდების მიღება ვერ მოხერხდა; ცოტა ხანში ისევ ვცდით.

# the options must be an object of name: value, such as {example}
the-options-must-be-an-object-d4c768 = პარამეტრები უნდა იყოს ობიექტი სახელი: მნიშვნელობა, მაგალითად { $example }

# The poker hand of each round
the-poker-hand-of-each-round-c2a8ae = თითოეული რაუნდის პოკერის ხელი

# The pot holds {pot:chip}; you have {chips:chip}.
the-pot-holds-pot-you-have-293124 = ბანკში დევს { $pot } ჟეტონი; თქვენ გაქვთ { $chips } ჟეტონი.

# the record as text
the-record-as-text-c1d2b9 = ჩანაწერი ტექსტად

# the request must be a JSON object
the-request-must-be-a-json-d77953 = მოთხოვნა უნდა იყოს JSON ობიექტი

# the rules could not be loaded: {why}
the-rules-could-not-be-loaded-d26aed = წესები ვერ ჩაიტვირთა: { $why }

# The rules of each game: {liverpool}, {carousel}, {rummoli}.
the-rules-of-each-game-liverpool-baae22 = თითოეული თამაშის წესები: { $liverpool }, { $carousel }, { $rummoli }.

# the rules: {option}
the-rules-option-d382c4 = წესები: { $option }

# The run ({cards:card} played)
the-run-cards-played-a11abc = ნათამაშები კარტები ({ $cards } ცალი)

# the server could not save that move; reload the page
the-server-could-not-save-that-5334fd = სერვერმა ვერ შეინახა ეს სვლა; გადატვირთეთ გვერდი

# the server could not save that; nothing changed, try again in a moment
the-server-could-not-save-that-6a1912 = სერვერმა ეს ვერ შეინახა; არაფერი შეცვლილა, ცოტა ხანში სცადეთ ხელახლა

# the server could not save that move; nothing changed, try again in a moment
the-server-could-not-save-that-b0e3b5 = სერვერმა ვერ შეინახა ეს სვლა; არაფერი შეცვლილა, ცოტა ხანში სცადეთ ხელახლა

# the server could not save the new table; try again in a moment
the-server-could-not-save-the-5845b1 = სერვერმა ვერ შეინახა ახალი მაგიდა; ცოტა ხანში სცადეთ ხელახლა

# the server could not save your seat at the new table; reload
the-server-could-not-save-your-382b38 = სერვერმა ვერ შეინახა თქვენი ადგილი ახალ მაგიდასთან; გადატვირთეთ

# the server lost track of this table; reload the page
the-server-lost-track-of-this-4703a4 = სერვერმა დაკარგა ამ მაგიდის მდგომარეობა; გადატვირთეთ გვერდი

# the server's answer could not be read
the-server-s-answer-could-not-f6fd04 = სერვერის პასუხის წაკითხვა ვერ მოხერხდა

# the server said no ({status})
the-server-said-no-status-0e6257 = სერვერმა უარი თქვა ({ $status })

# The start of the game.
the-start-of-the-game-309532 = თამაშის დასაწყისი.

# The table
the-table-3a108b = მაგიდა

# The table (as the server sends it)
the-table-as-the-server-sends-d3bace = მაგიდა (როგორც სერვერი აგზავნის)

# the table has moved on since you decided (someone acted first); look at the new position and try again
the-table-has-moved-on-since-7092f4 = სანამ გადაწყვეტდით, მაგიდაზე უკვე ითამაშეს (ვიღაცამ პირველმა იმოქმედა); ნახეთ ახალი მდგომარეობა და სცადეთ ხელახლა

# The table - your draft (nothing changes until you meld)
the-table-your-draft-nothing-changes-f5bb9d = მაგიდა - თქვენი მონახაზი (გაშლამდე არაფერი იცვლება)

# The whole board in one pot
the-whole-board-in-one-pot-14cb11 = მთელი დაფა ერთ ბანკში

# there is no bot {value} for seat {seat}: choose a level ({levels}), a bot ({bots}) or null for a person
there-is-no-bot-value-for-0e7380 = ადგილისთვის { $seat } ბოტი { $value } არ არსებობს: აირჩიეთ დონე ({ $levels }), ბოტი ({ $bots }) ან null ადამიანისთვის

# there is no finished game with that id
there-is-no-finished-game-with-5436f0 = ასეთი id-ით დასრულებული თამაში არ არსებობს

# there is no game {value}; choose a game: {games}
there-is-no-game-value-choose-6011e5 = თამაში { $value } არ არსებობს; აირჩიეთ თამაში: { $games }

# there is no move to hint at: the game is not being played
there-is-no-move-to-hint-45e9d8 = მინიშნებისთვის სვლა არ არის: თამაში არ მიმდინარეობს

# there is no such seat
there-is-no-such-seat-82a817 = ასეთი ადგილი არ არსებობს

# there is no such table
there-is-no-such-table-588e15 = ასეთი მაგიდა არ არსებობს

# There is no such table
there-is-no-such-table-73dbf8 = ასეთი მაგიდა არ არსებობს

# there is nothing to bid, bet or raise now
there-is-nothing-to-bid-bet-3e444f = ახლა შეთავაზების, ფსონის ან მისი გაზრდის დრო არ არის

# there is nothing to undo in this turn
there-is-nothing-to-undo-in-f770d0 = ამ სვლაში გასაუქმებელი არაფერია

# (this address works only on this computer: to play across your network, open the page at the address the server printed)
this-address-works-only-on-this-7ca59e = (ეს მისამართი მხოლოდ ამ კომპიუტერზე მუშაობს: ქსელში სათამაშოდ გახსენით გვერდი იმ მისამართზე, რომელიც სერვერმა დაბეჭდა)

# this browser's seat is not known at this table; you are watching
this-browser-s-seat-is-not-e18a9f = ამ ბრაუზერის ადგილი ამ მაგიდასთან უცნობია; თქვენ მხოლოდ უყურებთ

# This fails: {fault}. It would cost you {points:point}.
this-fails-fault-it-would-cost-a58bda = ასე არ გამოვა: { $fault }. ეს { $points } ქულა დაგიჯდებათ.

# this game has already started; you can watch it
this-game-has-already-started-you-fd323c = ეს თამაში უკვე დაიწყო; შეგიძლიათ უყუროთ

# this server cannot make new tables
this-server-cannot-make-new-tables-01468d = ამ სერვერს არ შეუძლია ახალი მაგიდების შექმნა

# This table no longer exists
this-table-no-longer-exists-922279 = ეს მაგიდა აღარ არსებობს

# three
three-888603 = სამი

# {title} - the board
title-the-board-d9e635 = { $title } - დაფა

# to act
to-act-0fbbff = სვლას აკეთებს

# to bid
to-bid-8dfab9 = სთავაზობს

# To call: {chips:chip}
to-call-chips-731626 = გასათანაბრებლად: { $chips } ჟეტონი

# To meld, build the table in the draft and press Meld.
to-meld-build-the-table-in-7f3582 = გასაშლელად ააწყვეთ მაგიდა მონახაზში და დააჭირეთ ღილაკს „კომბინაციის გაშლა“.

# to play
to-play-f36266 = თამაშობს

# To rearrange: drag a card onto a meld or onto New meld, or select a card (click it, or Enter) and then choose Put here or New meld. Cards from your hand can go back until you meld.
to-rearrange-drag-a-card-onto-896758 = გადასაწყობად: გადაიტანეთ კარტი კომბინაციაზე ან „ახალ კომბინაციაზე“, ან მონიშნეთ კარტი (დააწკაპუნეთ ან Enter) და აირჩიეთ „აქ დადება“ ან „ახალი კომბინაცია“. ხელიდან დადებული კარტები გაშლამდე შეგიძლიათ დააბრუნოთ.

# to start a new table, or ask for the invite link again.
to-start-a-new-table-or-34a98e = ახალი მაგიდის გასახსნელად, ან მოწვევის ბმული ხელახლა ითხოვეთ.

# too many messages: a connection may send {rate} a second ({burst} at once); this one was ignored
too-many-messages-a-connection-may-aaea5c = ძალიან ბევრი შეტყობინება: კავშირს შეუძლია გააგზავნოს { $rate } წამში ({ $burst } ერთბაშად); ეს შეტყობინება უგულებელყოფილია

# too many new tables from your address: at most {limit} every {window} seconds; try again in {wait} s
too-many-new-tables-from-your-e2ed96 = ძალიან ბევრი ახალი მაგიდა თქვენი მისამართიდან: მაქსიმუმ { $limit } ყოველ { $window } წამში; სცადეთ ხელახლა { $wait } წმ-ში

# Total
total-ad066d = ჯამი

# two
two-be2488 = ორი

# Type a move (Enter sends; / focuses):
type-a-move-enter-sends-focuses-5bfafc = ჩაწერეთ სვლა (Enter აგზავნის; / — ველზე გადასვლა):

# type how many chips to {verb}, a whole number from {min} to {max}
type-how-many-chips-to-verb-8c11ee = ჩაწერეთ { $verb_genitive } ოდენობა ჟეტონებში: მთელი რიცხვი, მინიმუმ { $min } და მაქსიმუმ { $max }

# type your name first: it is how the others see you at the table
type-your-name-first-it-is-20c515 = ჯერ ჩაწერეთ თქვენი სახელი: ასე დაგინახავენ სხვები მაგიდასთან

# Undo (u)
undo-u-a05418 = გაუქმება (u)

# unknown message type {shown} (known: {known})
unknown-message-type-shown-known-known-fcbadb = შეტყობინების უცნობი ტიპი { $shown } (ცნობილი: { $known })

# (usually {value})
usually-value-faa314 = (ჩვეულებრივ { $value })

# ✓ valid
valid-7ec805 = ✓ სწორია

# Waiting for every seat to be filled (send the invite link, or give seats to bots).
waiting-for-every-seat-to-be-8bb765 = ველოდებით ყველა ადგილის შევსებას (გაგზავნეთ მოწვევის ბმული ან ადგილები ბოტებს მიეცით).

# Waiting for {names}.
waiting-for-names-f02ed7 = ველოდებით: { $names }.

# Waiting for players
waiting-for-players-303013 = ველოდებით მოთამაშეებს

# warning
warning-792112 = გაფრთხილება

# went out
went-out-ac3501 = გავიდა

# {what} could not be read: it is not JSON
what-could-not-be-read-it-545e05 = { $what } ვერ წავიკითხეთ: ის JSON არ არის

# What happened
what-happened-b218d5 = რა მოხდა

# {what} holds text that is not valid Unicode
what-holds-text-that-is-not-72151e = { $what } შეიცავს ტექსტს, რომელიც უნიკოდში სწორად არ არის ჩაწერილი

# {what} is nested too deeply (at most {depth} levels)
what-is-nested-too-deeply-at-016f6a = { $what } ზედმეტად ღრმადაა ჩადგმული (მაქსიმუმ { $depth } დონე)

# what the greedy bot would do in your place
what-the-greedy-bot-would-do-ecbe42 = რას გააკეთებდა ხარბი ბოტი თქვენს ადგილზე

# Where on m{id}?
where-on-m-id-22fa01 = კომბინაციის m{ $id } რომელ ბოლოში?

# where to lay it off
where-to-lay-it-off-e9ee9a = სად დავამატოთ

# Widow: {cards:card} face down. The dealer, {name}, may exchange their hand for it unseen, or keep it.
widow-cards-face-down-the-dealer-807cd5 = ქვრივი: { $cards } კარტი პირქვე. დილერს ({ $name }) შეუძლია უნახავად გაცვალოს მასზე თავისი ხელი ან დაიტოვოს ის.

# Widow: {cards:card} face down, up for auction. {high} Still to bid: {names}.
widow-cards-face-down-up-for-ee4782 = ქვრივი: { $cards } კარტი პირქვე, აუქციონზეა. { $high } ჯერ უნდა შესთავაზონ: { $names }.

# Widow taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-60785b = ქვრივი აიღო: { $name }; დათმობილი ხელი ({ $cards } კარტი) თამაშგარეშეა.

# won
won-2be8f3 = მოიგო

# won the poker
won-the-poker-25fc87 = პოკერი მოიგო

# won: {won}
won-won-e49608 = მოიგო: { $won }

# yes
yes-4e9f35 = კი

# you
you-50b8d0 = თქვენ

# you are watching this table
you-are-watching-this-table-6db136 = თქვენ ამ მაგიდას უყურებთ

# you are watching this table; hints are for its players
you-are-watching-this-table-hints-d935e3 = თქვენ ამ მაგიდას უყურებთ; მინიშნებები მისი მოთამაშეებისთვისაა

# you are watching this table; join it to play
you-are-watching-this-table-join-b0fe1c = თქვენ ამ მაგიდას უყურებთ; სათამაშოდ შეუერთდით

# you are watching this table; only its players can play again
you-are-watching-this-table-only-c4d50d = თქვენ ამ მაგიდას უყურებთ; ხელახლა თამაში მხოლოდ მის მოთამაშეებს შეუძლიათ

# you can only act for your own seat
you-can-only-act-for-your-ce62d4 = შეგიძლიათ იმოქმედოთ მხოლოდ საკუთარი ადგილისთვის

# you can only pass.
you-can-only-pass-c0af98 = შეგიძლიათ მხოლოდ თქვათ პასი.

# you cannot give your own seat to a bot
you-cannot-give-your-own-seat-b67ac8 = საკუთარ ადგილს ბოტს ვერ მისცემთ

# You could go down with:
you-could-go-down-with-ca4d9d = შეგიძლიათ გაშალოთ ასე:

# You deal, and you hold a pay card, so you keep your hand; the widow goes to auction.
you-deal-and-you-hold-a-0a6399 = თქვენ არიგებთ და საპრიზო კარტი გაქვთ, ამიტომ ხელს იტოვებთ; ქვრივი აუქციონზე გადის.

# You deal. Exchange your hand for the widow ({cards:card}, unseen), or keep it.
you-deal-exchange-your-hand-for-885c8c = თქვენ არიგებთ. გაცვალეთ ხელი ქვრივზე ({ $cards } კარტი, უნახავად) ან დაიტოვეთ.

# You have {chips:chip}, not enough to outbid {bid}: pass.
you-have-chips-not-enough-to-7fb08a = გაქვთ { $chips } ჟეტონი — ეს არ კმარა, რომ { $bid } ჟეტონზე მეტი შესთავაზოთ: თქვით პასი.

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d), or knock (k).
you-have-drawn-draws-of-3-4e9884 = აღებულია 3-დან { $draws } კარტი. გაშალეთ (m), კიდევ აიღეთ (d) ან დააკაკუნეთ (k).

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d).
you-have-drawn-draws-of-3-68ce05 = აღებულია 3-დან { $draws } კარტი. გაშალეთ (m) ან კიდევ აიღეთ (d).

# you held the next card
you-held-the-next-card-c284cc = შემდეგი კარტი თქვენ გქონდათ

# You hold a pay card, so you may not bid for the widow: pass.
you-hold-a-pay-card-so-af9902 = საპრიზო კარტი გაქვთ, ამიტომ ქვრივისთვის ვერ შესთავაზებთ: თქვით პასი.

# You may act now (or let it go).
you-may-act-now-or-let-90aa73 = ახლა შეგიძლიათ იმოქმედოთ (ან გაუშვათ).

# (you sit in seat 1)
you-sit-in-seat-1-71d957 = (თქვენ პირველ ადგილზე ზიხართ)

# You took {card} from the discard pile: it cannot go back there this turn.
you-took-card-from-the-discard-3e58af = { $card } გადაგდებული კარტის გროვიდან აიღეთ: ამ სვლაში მას იქ ვეღარ დააბრუნებთ.

# You won the {pot} pot: claim it before the next card is played, or its chips stay.
you-won-the-pot-pot-claim-4c220f = მოიგეთ { $pot_genitive } ბანკი: მოითხოვეთ, სანამ შემდეგ კარტს ითამაშებენ, თორემ ჟეტონები დაფაზე დარჩება.

# Your hand · {cards:card} · {chips:chip}
your-hand-cards-chips-0951f4 = თქვენი ხელი · { $cards } კარტი · { $chips } ჟეტონი

# your hand (drag a card, or Shift+← / Shift+→, to move it)
your-hand-drag-a-card-or-a2d28e = თქვენი ხელი (კარტის გადასატანად გადაათრიეთ ის ან დააჭირეთ Shift+← / Shift+→)

# your hand
your-hand-e448fc = თქვენი ხელი

# Your hand · score {points}
your-hand-score-points-bf5b37 = თქვენი ხელი · ანგარიში { $points }

# Your hand · score {points} · you deal
your-hand-score-points-you-deal-a1d1ca = თქვენი ხელი · ანგარიში { $points } · თქვენ არიგებთ

# Your hand (worth {points} points)
your-hand-worth-points-points-cb595e = თქვენი ხელი ({ $points } ქულა)

# Your hand (worth {points} points - low enough to knock after drawing)
your-hand-worth-points-points-low-616a8a = თქვენი ხელი ({ $points } ქულა — საკმარისად ცოტაა, რომ აღების შემდეგ დააკაკუნოთ)

# your lowest card, to lead
your-lowest-card-to-lead-c3be03 = თქვენი ყველაზე დაბალი კარტი, დასაწყებად

# your lowest {colour} card
your-lowest-colour-card-29e1d3 = თქვენი ყველაზე დაბალი { $colour } კარტი

# Your move
your-move-3df6e2 = თქვენი სვლა

# Your move.
your-move-50a6fc = თქვენი სვლაა.

# Your move: {what}
your-move-what-a7bfd2 = თქვენი სვლა: { $what }

# Your moves as text
your-moves-as-text-38cbfe = თქვენი სვლები ტექსტად

# Your name
your-name-3a0663 = თქვენი სახელი

# Your poker hand: {hand}
your-poker-hand-hand-333b38 = თქვენი პოკერის კომბინაცია: { $hand }

# Your turn: draw a card (click the draw pile, or press d).
your-turn-draw-a-card-click-488c0f = თქვენი სვლაა: აიღეთ კარტი (დააწკაპუნეთ ასაღებ გროვაზე ან დააჭირეთ d-ს).

# Your turn: draw from the stock (s) or take the discard (d).
your-turn-draw-from-the-stock-16d206 = თქვენი სვლაა: აიღეთ კარტი ასაღები გროვიდან (s) ან აიღეთ გადაგდებული კარტი (d).

# Yours
yours-2635ea = თქვენი

# the table is changing too fast; try again in a moment
the-table-is-changing-too-fast-0ec726 = მაგიდა ძალიან სწრაფად იცვლება; ცოტა ხანში კიდევ სცადეთ

# How to rearrange the table
how-to-rearrange-the-table-0afeb8 = როგორ გადავაწყოთ მაგიდა

# One click: you and bots at a table, and the game starts at once.
one-click-you-and-bots-at-8889b9 = ერთი დაწკაპუნება: თქვენ და ბოტები ერთ მაგიდასთან, და თამაში მაშინვე იწყება.

# Play {game} now, against bots
play-game-now-against-bots-213020 = ითამაშეთ { $game } ახლავე, ბოტების წინააღმდეგ

# Play now
play-now-165252 = ახლავე თამაში

# Starting the game…
starting-the-game-157e88 = თამაში იწყება…

# The summary is on the table: when you have read it, press “{button}”.
the-summary-is-on-the-table-619426 = შეჯამება მაგიდაზეა: წაკითხვის შემდეგ დააჭირეთ ღილაკს „{ $button }“.

# You can make the contract ({contract}) from your hand: go down now, or discard.
you-can-make-the-contract-contract-9a61a9 = ხელში არსებული კარტებით შეგიძლიათ კონტრაქტის ({ $contract }) შესრულება: გაშალეთ ახლავე, ან გადააგდეთ კარტი.
