# Қазақша: the messages of en/*.ftl (the English above each), written for this language.

# A board of nine pots, a poker hand and a run of cards in suit: play out first to collect.
a-board-of-nine-pots-a-ea32b5 = Тоғыз банкі бар тақта, покер және бір масттың карталар тізбегі: банктерді жинау үшін карталарыңыздан бірінші болып құтылыңыз.

# a bot
a-bot-657078 = бот

# a card room for Liverpool rummy, Carousel and Rummoli
a-card-room-for-liverpool-rummy-3bff47 = Ливерпуль румиі, Карусель және Руммоли ойнайтын карта залы

# a face-down card
a-face-down-card-3e8173 = беті төмен қаратылған карта

# A first meld in a round needs a whole meld from your hand
a-first-meld-in-a-round-cced3e = Раундтағы алғашқы жиынтықта тек қолыңыздағы карталардан құралған толық жиынтық болуы керек

# (a hidden card)
a-hidden-card-7d58b8 = (жасырын карта)

# a meld needs at least three cards
a-meld-needs-at-least-three-362385 = жиынтыққа кемінде үш карта керек

# a message is a JSON object with a "type"
a-message-is-a-json-object-c1b31f = хабарлама — "type" өрісі бар JSON объектісі

# a name may hold letters, digits, punctuation and spaces only
a-name-may-hold-letters-digits-acb22e = атта тек әріптер, сандар, тыныс белгілері мен бос орындар болуы мүмкін

# A new game with the same players is ready:
a-new-game-with-the-same-ba72ae = Сол ойыншылармен жаңа ойын дайын:

# a person (invite)
a-person-invite-363cc7 = адам (шақыру)

# A pot must be claimed before the next card is played
a-pot-must-be-claimed-before-9358ea = Банкті келесі карта ойналғанға дейін талап ету керек

# A raise puts in the {count} to call plus the raise.
a-raise-puts-in-the-count-59bdfe = Көтергенде теңестіруге керек { $count } фишка мен көтеру сомасы қоса салынады.

# A round of limit betting
a-round-of-limit-betting-21411f = Шектеулі ставкалар раунды

# a seat is still empty: wait for a player or give it to a bot
a-seat-is-still-empty-wait-1f95c1 = бір орын әлі бос: ойыншыны күтіңіз немесе оны ботқа беріңіз

# ace
ace-3c4a5d = туз
    .possessive = тузы

# {action} (b, Enter)
action-b-enter-5087c2 = { $action } (b, Enter)

# Add selected as a meld
add-selected-as-a-meld-13efad = Таңдалғандарды жиынтық ету

# all in
all-in-9dd61f = ва-банк

# Allow a game of two
allow-a-game-of-two-948ff6 = Екі адамдық ойынға рұқсат ету

# Allow hints
allow-hints-5629f1 = Кеңестерге рұқсат ету

# An exact cut scores -50 for the cutter
an-exact-cut-scores-50-for-fa0ae9 = Дәл кескен ойыншы -50 ұпай алады

# …and {count} more (type it)
and-count-more-type-it-4b9f8d =
    { $count ->
        [one] …және тағы { $count } (оны теріп жазыңыз)
       *[other] …және тағы { $count } (оларды теріп жазыңыз)
    }

# (anyone may take a free seat; untick to play with invited people only)
anyone-may-take-a-free-seat-9b8bc0 = (бос орынға кез келген адам отыра алады; тек шақырылғандармен ойнау үшін белгіні алыңыз)

# Asking the greedy bot…
asking-the-greedy-bot-7f1419 = Ашкөз боттан сұралуда…

# At the table:
at-the-table-9fa865 = Үстел басында:

# At this table
at-this-table-fe9421 = Бұл үстелде

# away
away-54ea87 = орнында жоқ

# {away:seats} has not come back to play again yet: wait for them or give their seats to bots
away-has-not-come-back-to-f85226 = { $away } қайта ойнауға әлі оралған жоқ: оны күтіңіз немесе орнын ботқа беріңіз

# {away:seats} have not come back to play again yet: wait for them or give their seats to bots
away-have-not-come-back-to-dfd8cf = { $away } қайта ойнауға әлі оралған жоқ: оларды күтіңіз немесе орындарын боттарға беріңіз

# < back
back-f88b76 = < артқа

# Back to hand
back-to-hand-72b1e9 = Қолға қайтару

# Back to the lobby
back-to-the-lobby-952b15 = Лоббиге оралу

# Bet
bet-c5b360 = Ставка қою

# bet {count}
bet-count-07f27c = ставка: { $count }

# Bid
bid-b5d15c = Ұсыныс

# Bid for the widow ({cards:card}, unseen): more than {bid}, at most your {chips:chip}.
bid-for-the-widow-cards-unseen-76d80d = Жесір қолға ұсыныс ({ $cards } карта, көрмей аласыз): { $bid } фишкадан көп, ең көбі — сіздегі { $chips } фишка.

# bid for the widow, or pass.
bid-for-the-widow-or-pass-897fd8 = жесір қолға ұсыныс жасаңыз немесе пас айтыңыз.

# book
book-c1948a = топ

# Bots by kind
bots-by-kind-c240f2 = Түрі бойынша боттар

# Bots' level
bots-level-e4b53b = Боттардың деңгейі

# bots must be a list with one entry per seat: a level ({levels}), a bot ({bots}) or null for a person
bots-must-be-a-list-with-833832 = «bots» әр орынға бір жазбадан тұратын тізім болуы керек: деңгей ({ $levels }), бот ({ $bots }) немесе адам отыратын орынға null

# Buy (May I?) (b)
buy-may-i-b-fb430e = Сатып алу («Мен оны сатып аламын») (b)

# By rank
by-rank-1f26a6 = Номинал бойынша

# By suit
by-suit-85899b = Масть бойынша

# Call {count}, all in (c)
call-count-all-in-c-86e552 = { $count } теңестіру, ва-банк (c)

# Call {count} (c)
call-count-c-f775e7 = { $count } теңестіру (c)

# Cancel
cancel-35afca = Бас тарту

# {card} cannot be laid off on meld m{id} now
card-cannot-be-laid-off-on-71748e = { $card } қазір m{ $id } жиынтығына қосылмайды

# {card} is your only legal card; playing it for you…
card-is-your-only-legal-card-ee5613 = { $card } — жүруге болатын жалғыз картаңыз; ол сіз үшін ойналып жатыр…

# {card} on top
card-on-top-63b90a = үстінде: { $card }

# {card} (playable)
card-playable-a35e47 = { $card } (ойнауға болады)

# {card}, played by {name}
card-played-by-name-78d518 = { $card }, ойнаған: { $name }

# {card}, selected
card-selected-6a6c35 = { $card }, таңдалған

# {card} was on the table: it stays on the table (only cards from your hand go back)
card-was-on-the-table-it-670864 = { $card } үстелде болған: ол үстелде қалады (тек қолдан қойылған карталар қайтарылады)

# Carousel
carousel-d700f0 = Карусель
    .locative = Карусельде

# Check (c)
check-c-2d0006 = Чек (c)

# check or bet.
check-or-bet-d01247 = чек айтыңыз немесе ставка қойыңыз.

# (checking…)
checking-95ab0c = (тексерілуде…)

# Checking the draft…
checking-the-draft-9a3232 = Жоба тексерілуде…

# Chips
chips-9ef42a = Фишкалар

# Chips each player starts with
chips-each-player-starts-with-0b194b = Әр ойыншының бастапқы фишка саны

# chips to {verb} ({min}-{max})
chips-to-verb-min-max-fe8f7f = { $verb } үшін фишка саны ({ $min }–{ $max })

# choose a bot: {bots}
choose-a-bot-bots-2f3924 = ботты таңдаңыз: { $bots }

# choose a game: {games}
choose-a-game-games-9b3835 = ойын таңдаңыз: { $games }

# Choose a game, name yourself and give any seats you like to bots. You get an invite link to send to the others.
choose-a-game-name-yourself-and-7e9ef1 = Ойынды таңдаңыз, атыңызды жазыңыз және қалаған орындарды боттарға беріңіз. Басқаларға жіберетін шақыру сілтемесін аласыз.

# Claim (m)
claim-m-68026e = Банкті алу (m)

# claim the {pot} pot.
claim-the-pot-pot-4b343f = { $pot_genitive } банкін талап етіңіз.

# Click a highlighted card in your hand (or move to it with the arrow keys and press Enter).
click-a-highlighted-card-in-your-4db7f9 = Қолыңыздағы белгіленген картаны басыңыз (немесе оған бағыт пернелерімен барып, Enter басыңыз).

# Click (or drag to) a highlighted meld to lay the selected card off; or discard it.
click-or-drag-to-a-highlighted-c01362 = Таңдалған картаны қосу үшін белгіленген жиынтықты басыңыз (не картаны соған сүйреңіз); немесе картаны тастаңыз.

# Close the rules
close-the-rules-d119dd = Ережелерді жабу

# clubs
clubs-a048ad = крест

# Connecting…
connecting-4d2cf9 = Қосылуда…

# connection lost - reconnecting…
connection-lost-reconnecting-ab473e = байланыс үзілді - қайта қосылуда…

# contract: {contract}
contract-contract-798c68 = контракт: { $contract }

# Copy
copy-658f36 = Көшіру

# +{count} bet
count-bet-40b306 = +{ $count } ставка

# {count} bought
count-bought-af6e1d = { $count } рет сатып алды

# …{count} earlier
count-earlier-bed864 = …тағы { $count } бұрынғы жүріс

# {count} round won
count-round-won-8279bd =
    { $count ->
        [one] { $count } раундта жеңді
       *[other] { $count } раундта жеңді
    }

# {count} table is waiting for players.
count-table-is-waiting-for-players-f8a399 =
    { $count ->
        [one] { $count } үстел ойыншыларды күтіп тұр.
       *[other] { $count } үстел ойыншыларды күтіп тұр.
    }

# {count} to call: call, raise or fold.
count-to-call-call-raise-or-d0c3e7 = Теңестіруге { $count } фишка керек: теңестіріңіз, көтеріңіз немесе қолды тастаңыз.

# Create the table
create-the-table-fc91bd = Үстелді ашу

# Cut
cut-58e258 = Кесу

# Cut: lift how many cards? (exactly {count} earns -50)
cut-lift-how-many-cards-exactly-40e69b = Кесу: неше карта көтересіз? (дәл { $count } карта көтерсеңіз, -50 ұпай)

# Dead hand: {cards:card}, out of play (nobody took the widow).
dead-hand-cards-out-of-play-e93487 = Ойынға қатыспайтын қол: { $cards } карта (жесір қолды ешкім алмады).

# Deal
deal-14c048 = Раунд

# Deal {deal} is over: {winner}.
deal-deal-is-over-winner-80854d = { $deal }-раунд аяқталды: { $winner }.

# Deal {deal} of 7
deal-deal-of-7-e07ca7 = { $deal }-раунд (барлығы 7)

# dealer
dealer-6d12e3 = дилер

# Declare
declare-bfc88d = Жариялау

# diamonds
diamonds-25d77d = ромб

# Discard · {count}
discard-count-d9c5b2 = Тасталған үйме · { $count }

# discard pile, {count} card
discard-pile-count-card-966900 =
    { $count ->
        [one] тасталған үйме, { $count } карта
       *[other] тасталған үйме, { $count } карта
    }

# discard the selected card (x)
discard-the-selected-card-x-36e4f9 = таңдалған картаны тастау (x)

# Discard (x)
discard-x-ca9125 = Тастау (x)

# down
down-3db9b9 = карталарын ашқан

# Drag a card here to take it back.
drag-a-card-here-to-take-bc3761 = Картаны қайтарып алу үшін оны осында сүйреңіз.

# draw a card (d)
draw-a-card-d-fbf7dd = карта тарту (d)

# Draw pile · {count}
draw-pile-count-0c0bd0 = Жабық үйме · { $count }

# Draw pile: {count} card.
draw-pile-count-card-5bbd8d =
    { $count ->
        [one] Жабық үйме: { $count } карта.
       *[other] Жабық үйме: { $count } карта.
    }

# draw pile, {count} card
draw-pile-count-card-855bf0 =
    { $count ->
        [one] жабық үйме, { $count } карта
       *[other] жабық үйме, { $count } карта
    }

# Draw up to three cards, then meld by rearranging the whole table; knock with five points or less.
draw-up-to-three-cards-then-df158e = Үш картаға дейін тартып, бүкіл үстелді қайта құра отырып жиынтық жайыңыз; қолыңызда бес не одан аз ұпай қалса, соғыңыз.

# e.g. {move}
e-g-move-eda646 = мысалы, { $move }

# eight
eight-d4fa84 = сегіз

# empty
empty-18a7be = бос

# {empty} seats are still empty: wait for players or give them to bots
empty-seats-are-still-empty-wait-031d7c = { $empty } орын әлі бос: ойыншыларды күтіңіз немесе орындарды боттарға беріңіз

# End a deal after this many turns (for simulations)
end-a-deal-after-this-many-256b6e = Раундты осынша кезектен кейін аяқтау (модельдеу үшін)

# End-of-game bonuses
end-of-game-bonuses-07ef7d = Ойын соңындағы бонустар

# Every card of your hand is in the draft: melding it goes out.
every-card-of-your-hand-is-2846d7 = Қолыңыздағы барлық карта жобада: жиынтықты жайсаңыз, карталарыңыздан құтыласыз.

# Every finished game keeps its record: open one to replay it move by move.
every-finished-game-keeps-its-record-d84993 = Әр аяқталған ойынның жазбасы сақталады: біреуін ашып, жүрісін бір-бірлеп қайта қараңыз.

# every move of the game
every-move-of-the-game-6dc380 = ойынның барлық жүрістері

# every seat at this table is taken
every-seat-at-this-table-is-4decec = бұл үстелдегі барлық орын толы

# Everyone is here: start the game.
everyone-is-here-start-the-game-ed6a09 = Бәрі осында: ойынды бастаңыз.

# Exchange for the widow (e)
exchange-for-the-widow-e-c15eda = Жесір қолға ауыстыру (e)

# exchange your hand for the widow, or keep it.
exchange-your-hand-for-the-widow-45c175 = қолыңызды жесір қолға ауыстырыңыз немесе сақтап қалыңыз.

# Final chips
final-chips-cf5302 = Соңғы фишкалар

# Final poker: a fresh deal, the widow ({cards:card}) dealt dead.
final-poker-a-fresh-deal-the-fe0a07 = Соңғы покер: карталар жаңадан таратылады, жесір қол ({ $cards } карта) ойынға қатыспайды.

# Final poker for the {pot} pot
final-poker-for-the-pot-pot-579b0f = { $pot_genitive } банкі үшін соңғы покер

# Final poker for the whole board
final-poker-for-the-whole-board-764086 = Бүкіл тақта үшін соңғы покер

# Final score
final-score-c8fe9b = Қорытынды ұпай

# Finished games
finished-games-610e3e = Аяқталған ойындар

# finished games
finished-games-93391f = аяқталған ойындар

# first move
first-move-f1a1b1 = бірінші жүріс

# {first} or {second}
first-or-second-9fa3e3 = { $first } не { $second }

# five
five-aeb443 = бес

# Fold (f)
fold-f-8f55a1 = Қолды тастау (f)

# folded
folded-e36ec5 = қолды тастады

# For {low} to {high} players.
for-low-to-high-players-33d90f = { $low }–{ $high } ойыншыға арналған.

# For {low} to {high} players ({fewest} with “{option}”).
for-low-to-high-players-fewest-6a94aa = { $low }–{ $high } ойыншыға арналған («{ $option }» параметрімен { $fewest } ойыншы да болады).

# four
four-2f69f5 = төрт

# Four-colour deck
four-colour-deck-c53efc = Төрт түсті колода

# Game
game-c27623 = Ойын

# {game} - {count} player
game-count-player-1ed70b =
    { $count ->
        [one] { $game } - { $count } ойыншы
       *[other] { $game } - { $count } ойыншы
    }

# {game} has no option {name}; its options are {known}
game-has-no-option-name-its-45d3cf = { $game_locative } { $name } деген параметр жоқ; бар параметрлері: { $known }

# {game} is for {low} to {high} players; for {count}, turn on the option "{option}" ({name})
game-is-for-low-to-high-03bdaa = { $game } { $low }–{ $high } ойыншыға арналған; { $count } ойыншымен ойнау үшін «{ $option }» ({ $name }) параметрін қосыңыз

# {game} is for {low} to {high} players, not {value}: choose fewer seats
game-is-for-low-to-high-28e64c = { $game } { $low }–{ $high } ойыншыға арналған, { $value } ойыншыға емес: орындарды азайтыңыз

# {game} is for {low} to {high} players, not {value}: choose more seats
game-is-for-low-to-high-ad8637 = { $game } { $low }–{ $high } ойыншыға арналған, { $value } ойыншыға емес: орындарды көбейтіңіз

# Game over.
game-over-272134 = Ойын аяқталды.

# Game over
game-over-af2e74 = Ойын аяқталды

# Game over. {result}
game-over-result-5b33cc = Ойын аяқталды. { $result }

# {game}: the rules
game-the-rules-ce0c08 = { $game }: ережелер

# {game}: the rules in short
game-the-rules-in-short-fb3d70 = { $game }: ережелер қысқаша

# give to a bot
give-to-a-bot-fbf177 = ботқа беру

# Go down
go-down-cd2ff2 = Карталарды ашу

# Go down: {contract}
go-down-contract-bdc5f8 = Карталарды ашу: { $contract }

# Go to the lobby
go-to-the-lobby-b0d0cc = Лоббиге өту

# go to the new table
go-to-the-new-table-9200fb = жаңа үстелге өту

# go to your seat
go-to-your-seat-e8d907 = орныңызға өту

# greedy
greedy-8333b8 = ашкөз

# Hands
hands-a9d3f1 = Қолдар

# Hands compared, no betting
hands-compared-no-betting-f0ebbf = Ставкасыз, қолдар салыстырылады

# hearts
hearts-a5d921 = жүрек

# here
here-213b65 = осында

# hidden card
hidden-card-5a11b0 = жасырын карта

# high bid {bid}
high-bid-bid-f0ca35 = ең жоғары ұсыныс: { $bid }

# Highest bid: {bid} by {name}.
highest-bid-bid-by-name-dd35ca = Ең жоғары ұсыныс: { $bid } (ұсынған: { $name }).

# Hint
hint-cbf455 = Кеңес

# hints are turned off at this table
hints-are-turned-off-at-this-0b43fc = бұл үстелде кеңестер өшірілген

# hints must be true (allowed) or false (turned off)
hints-must-be-true-allowed-or-7a0f6b = „hints“ мәні true (кеңестерге рұқсат) немесе false (кеңестер өшірулі) болуы керек

# House rule:
house-rule-a907ee = Келісілген ереже:

# House rules
house-rules-60077b = Келісілген ережелер

# House rules: {rules}
house-rules-rules-fee989 = Келісілген ережелер: { $rules }

# How it works
how-it-works-d03ba4 = Қалай ойнаймыз

# In hand
in-hand-35557b = Қолда

# in meld {number}
in-meld-number-a7eac0 = { $number }-жиынтықта

# in meld {number}, from your hand
in-meld-number-from-your-hand-a3e69c = { $number }-жиынтықта, қолыңыздан

# in your hand
in-your-hand-a7ac57 = қолыңызда

# Invite link:
invite-link-7501d7 = Шақыру сілтемесі:

# is on or off (true or false)
is-on-or-off-true-or-0fc8e9 = қосулы не өшірулі (true не false)

# it is not your move; a hint is given when you have a move to make
it-is-not-your-move-a-38a10a = қазір сіздің жүрісіңіз емес; кеңес жүріс жасайтын кезде беріледі

# it is not your turn
it-is-not-your-turn-be7fc8 = қазір сіздің кезегіңіз емес

# jack
jack-2e53cc = валет
    .possessive = валеті

# Join
join-300253 = Қосылу

# Join {names} at {game} ({count} seat free)
join-names-at-game-count-seat-684ca2 =
    { $count ->
        [one] { $game }: { $names } ойынына қосылу ({ $count } орын бос)
       *[other] { $game }: { $names } ойынына қосылу ({ $count } орын бос)
    }

# Join the table with your name.
join-the-table-with-your-name-85d98b = Үстелге атыңызбен қосылыңыз.

# joker
joker-c98c2d = джокер

# joker standing for {card}
joker-standing-for-card-7c7a79 = { $card } орнындағы джокер

# Jokers and twos are wild
jokers-and-twos-are-wild-1c2902 = Джокерлер мен екілер — жапайы карталар

# Keep my hand (k)
keep-my-hand-k-bb1071 = Қолымды сақтау (k)

# keep your hand (you hold a pay card).
keep-your-hand-you-hold-a-17e217 = қолыңызды сақтаңыз (сізде төлем картасы бар).

# "{key}" ({moves}) is not a move you can make now
key-moves-is-not-a-move-01d674 = "{ $key }" ({ $moves }) — қазір жасай алатын жүріс емес

# Keys: k keep, e exchange, b amount box (Enter sends), p pass, c check or call, f fold, m claim, ← → move along your hand and Enter plays, / the command box, Esc leaves a box.
keys-k-keep-e-exchange-b-88a797 = Пернелер: k — сақтау, e — ауыстыру, b — сан өрісі (Enter жібереді), p — пас, c — чек не теңестіру, f — қолды тастау, m — банкті алу, ← → — қолыңыз бойымен жылжу, Enter — ойнау, / — команда өрісі, Esc — өрістен шығу.

# king
king-da13e3 = король
    .possessive = королі

# Knock (your hand is worth {points})
knock-your-hand-is-worth-points-6c79b7 = Соғу (қолыңыздың құны: { $points })

# Language
language-9a73db = Тіл

# last move
last-move-cb1bd0 = соңғы жүріс

# last turn to come
last-turn-to-come-8cfb55 = соңғы кезегі әлі алда

# Lay it down anyway
lay-it-down-anyway-85d916 = Бәрібір ашу

# lay it off
lay-it-off-80afe4 = қосу

# lay it off at the {end} end
lay-it-off-at-the-end-55583e = { $end } шетіне қосу

# lay it off at the high end
lay-it-off-at-the-high-387ed3 = жоғарғы шетіне қосу

# lay it off at the low end
lay-it-off-at-the-low-f22afa = төменгі шетіне қосу

# Lay the selected card off here
lay-the-selected-card-off-here-ff7c3e = Таңдалған картаны осында қосу

# lead your lowest card.
lead-your-lowest-card-8469ac = ең төмен картаңызбен бастаңыз.

# Left holding
left-holding-560d1e = Қолда қалғаны

# Let it go (p)
let-it-go-p-897591 = Бас тарту (p)

# List it under Open tables
list-it-under-open-tables-323662 = Ашық үстелдер тізіміне шығару

# listed must be true (shown in the lobby's open tables) or false (invitation only)
listed-must-be-true-shown-in-eef25b = „listed“ мәні true (лоббидегі ашық үстелдер тізімінде көрсетіледі) немесе false (тек шақыру бойынша) болуы керек

# Liverpool rummy
liverpool-rummy-a910a0 = Ливерпуль румиі
    .locative = Ливерпуль румиінде

# Loading the rules…
loading-the-rules-481cd8 = Ережелер жүктелуде…

# Looking for tables waiting for players…
looking-for-tables-waiting-for-players-0c3f73 = Ойыншыларды күтіп тұрған үстелдер ізделуде…

# lowest
lowest-e8b0cb = ең төмен

# may buy
may-buy-ca0eec = сатып ала алады

# “May I”: the first to ask gets the discard
may-i-the-first-to-ask-b821c1 = «Мен оны сатып аламын»: тасталған картаны бірінші сұраған алады

# Meld and go out (m)
meld-and-go-out-m-bbab97 = Жиынтық жайып, карталардан құтылу (m)

# Meld (m)
meld-m-04c43c = Жиынтық жаю (m)

# meld m{id}, {name}'s {kind}: {cards}
meld-m-id-name-s-kind-2d19bb = m{ $id } жиынтығы ({ $kind }), иесі { $name }: { $cards }

# meld m{id}, your {kind}: {cards}
meld-m-id-your-kind-cards-a83027 = m{ $id } жиынтығы ({ $kind }), сіздікі: { $cards }

# Meld {number}
meld-number-0319b6 = { $number }-жиынтық

# meld {number}
meld-number-8181de = { $number }-жиынтық

# melded
melded-42dd21 = жиынтық жайды

# messages are JSON text, not binary data
messages-are-json-text-not-binary-c1928c = хабарламалар — JSON мәтіні, екілік деректер емес

# More
more-4f34d9 = Тағы

# Most buys per player in a deal (empty: no limit)
most-buys-per-player-in-a-107391 = Бір ойыншы бір раундта ең көбі неше рет сатып ала алады (бос: шексіз)

# Most chips in one bet or raise
most-chips-in-one-bet-or-a1e03d = Бір ставкадағы не көтерудегі ең көп фишка саны

# Most times the stock is rebuilt in a deal (empty: no limit)
most-times-the-stock-is-rebuilt-4b88cf = Бір раундта жабық үйме ең көбі неше рет қайта жасалады (бос: шексіз)

# move {move} of {total}
move-move-of-total-3b1f75 = барлығы { $total } жүрістің ішінен { $move }-жүріс

# move must be a number
move-must-be-a-number-1f1a77 = „move“ мәні сан болуы керек

# must be a whole number at most {high}
must-be-a-whole-number-at-5dee61 = ең көбі { $high } болатын бүтін сан болуы керек

# must be a whole number at most {high} (or none)
must-be-a-whole-number-at-5f4edc = ең көбі { $high } болатын бүтін сан болуы керек (не бос)

# must be a whole number
must-be-a-whole-number-bcf505 = бүтін сан болуы керек

# must be a whole number from {low} to {high}
must-be-a-whole-number-from-1f5078 = { $low } мен { $high } аралығындағы бүтін сан болуы керек

# must be a whole number from {low} to {high} (or none)
must-be-a-whole-number-from-882eae = { $low } мен { $high } аралығындағы бүтін сан болуы керек (не бос)

# must be a whole number {low} or more
must-be-a-whole-number-low-c974b8 = { $low } не одан көп бүтін сан болуы керек

# must be a whole number {low} or more (or none)
must-be-a-whole-number-low-d1e927 = { $low } не одан көп бүтін сан болуы керек (не бос)

# must be a whole number (or none)
must-be-a-whole-number-or-eab6bc = бүтін сан болуы керек (не бос)

# must be one of {choices}
must-be-one-of-choices-edb330 = мыналардың бірі болуы керек: { $choices }

# {name} (a {bot} bot is playing for them)
name-a-bot-bot-is-playing-69e78f = { $name } (оның орнына { $bot } бот ойнап жатыр)

# {name}: {count} card
name-count-card-4f1792 =
    { $count ->
        [one] { $name }: { $count } карта
       *[other] { $name }: { $count } карта
    }

# {name} is at the table; only an empty or abandoned seat can go to a bot
name-is-at-the-table-only-471bfb = { $name } үстел басында отыр; ботқа тек бос немесе иесі тастап кеткен орынды беруге болады

# {name} went out
name-went-out-ca4040 = { $name } карталарынан құтылды

# {name} - winner
name-winner-c3f348 = { $name } - жеңімпаз

# {name} won the {pot} pot: {chips:chip}.
name-won-the-pot-pot-chips-ae7a03 = { $name } { $pot_genitive } банкін ұтып алды: { $chips } фишка.

# {name} won the {pot} pot: {chips:chip} (round {round}).
name-won-the-pot-pot-chips-8f83f0 = { $name } { $pot_genitive } банкін ұтып алды: { $chips } фишка ({ $round }-раунд).

# New meld
new-meld-91f59e = Жаңа жиынтық

# Next: {card} (the next card of the suit), held by {name}.
next-card-the-next-card-of-a3db41 = Келесі: { $card } (осы масттың келесі картасы), ол { $name } ойыншысында.

# next >
next-e0018d = келесі >

# next move (right arrow)
next-move-right-arrow-0ece7e = келесі жүріс (оң жақ көрсеткі)

# Next: {name}'s lowest card, to lead the Rummoli phase.
next-name-s-lowest-card-to-f8978f = Келесі: Руммоли кезеңін бастау үшін { $name } ең төмен картасын ойнайды.

# Next: {name}'s lowest {colour} card.
next-name-s-lowest-colour-card-cd650d = Келесі: { $name } ең төмен { $colour } картасын ойнайды.

# Next: your lowest card, to lead the Rummoli phase.
next-your-lowest-card-to-lead-82438b = Келесі: Руммоли кезеңін бастау үшін ең төмен картаңызды ойнайсыз.

# Next: your lowest {colour} card.
next-your-lowest-colour-card-22b66f = Келесі: ең төмен { $colour } картаңызды ойнайсыз.

# nine
nine-16266f = тоғыз

# no
no-62366f = жоқ

# No bid yet.
no-bid-yet-1b8b02 = Әзірге ұсыныс жоқ.

# No card played yet this round.
no-card-played-yet-this-round-c0d46e = Бұл раундта әлі карта ойналған жоқ.

# no cards
no-cards-51515b = карта жоқ

# No finished games yet.
no-finished-games-yet-e1fd7f = Әзірге аяқталған ойын жоқ.

# No house rules: this table plays the standard rules.
no-house-rules-this-table-plays-918828 = Келісілген ережелер жоқ: бұл үстелде стандартты ережелермен ойнайды.

# no limit
no-limit-1cdb8e = шексіз

# No melds on the table yet.
no-melds-on-the-table-yet-e06cab = Үстелде әлі жиынтық жоқ.

# No table is waiting for players right now. Start one below: listed tables show here for anyone to join.
no-table-is-waiting-for-players-3c117e = Қазір ойыншыларды күтіп тұрған үстел жоқ. Төменде біреуін ашыңыз: тізімдегі үстелдер осында кез келген адам қосылуы үшін көрсетіледі.

# none
none-ada7af = жоқ

# not connected to the server; reconnecting…
not-connected-to-the-server-reconnecting-ed0cd3 = серверге қосылмаған; қайта қосылуда…

# Not ready to meld: {fault}.
not-ready-to-meld-fault-697e96 = Әлі жаюға болмайды: { $fault }.

# not ready to meld: {fault}
not-ready-to-meld-fault-89f105 = әлі жаюға болмайды: { $fault }

# ✗ not valid: {fault}
not-valid-fault-af58d4 = ✗ жарамсыз: { $fault }

# Nothing to call
nothing-to-call-720fc2 = Теңестіретін ставка жоқ

# Nothing to do right now.
nothing-to-do-right-now-136f11 = Дәл қазір істейтін ештеңе жоқ.

# off
off-ab3a8a = өшірулі

# on
on-61342f = қосулы

# On to deal {deal}
on-to-deal-deal-6a5b1f = { $deal }-раундқа өту

# On to round {round}
on-to-round-round-9fd87c = { $round }-раундқа өту

# On to the final poker
on-to-the-final-poker-f5f56e = Соңғы покерге өту

# one
one-ba2719 = бір

# one card
one-card-c4847f = бір карта

# only a player at this table can start the game
only-a-player-at-this-table-3779c5 = ойынды тек осы үстелдің ойыншысы бастай алады

# only a player at this table can give a seat to a bot
only-a-player-at-this-table-e5843b = орынды ботқа тек осы үстелдің ойыншысы бере алады

# Open tables
open-tables-a5cd3c = Ашық үстелдер

# "{option}" ({name}) {allowed:sentence}, not {value}
option-name-allowed-not-value-dc71b1 = «{ $option }» ({ $name }) { $allowed }, { $value } емес

# option {name}, default {default}
option-name-default-default-9e4b37 = { $name } параметрі, әдепкісі: { $default }

# {option}: {value}
option-value-acbdb4 = { $option }: { $value }

# Options and house rules
options-and-house-rules-28fb68 = Параметрлер мен келісілген ережелер

# Options at this table
options-at-this-table-d0b20b = Осы үстелдің параметрлері

# out
out-ab1a36 = карталарынан құтылды

# out of the auction
out-of-the-auction-e77553 = аукционнан шықты

# Paid
paid-f5240e = Төленді

# Pass (end your turn)
pass-end-your-turn-c362c3 = Пас (кезегіңізді аяқтау)

# Pass (p)
pass-p-02f5f5 = Пас (p)

# Play again with the same players
play-again-with-the-same-players-6819b2 = Сол ойыншылармен қайта ойнау

# Play my card for me when it is my only legal card
play-my-card-for-me-when-d1f449 = Жүруге болатын жалғыз картам болса, оны мен үшін ойна

# play the next card, {card}.
play-the-next-card-card-05adef = келесі картаны ойнаңыз: { $card }.

# play your lowest {colour} card.
play-your-lowest-colour-card-b4eb97 = ең төмен { $colour } картаңызды ойнаңыз.

# Played {card} for you ({why}: your only legal card).
played-card-for-you-why-your-f7e9f6 = Сіз үшін { $card } ойналды ({ $why }: жүруге болатын жалғыз картаңыз).

# Players
players-18dd36 = Ойыншылар

# Playing {card} for you ({why}: your only legal card)…
playing-card-for-you-why-your-b48fd7 = Сіз үшін { $card } ойналып жатыр ({ $why }: жүруге болатын жалғыз картаңыз)…

# Points
points-a9f0a4 = Ұпай

# Points for a lay-down that fails the contract
points-for-a-lay-down-that-7e4bce = Контрактқа сай келмейтін сәтсіз ашудың айып ұпайы

# {points} this deal
points-this-deal-c264a3 = осы раундта { $points }

# Poker betting: {chips:chip} in the pot, highest bet {bet} ({raises} of {most} raises); bets and raises are 1-{limit} chips.
poker-betting-chips-in-the-pot-262474 = Покер ставкалары: банкте { $chips } фишка, ең жоғары ставка { $bet } (көтеру: { $raises }/{ $most }); ставка мен көтеру 1 фишкадан { $limit } фишкаға дейін.

# Poker
poker-c66945 = Покер

# Pot by pot, the smallest first
pot-by-pot-the-smallest-first-ebcd7f = Әр банк жеке, ең кішісінен бастап

# {pot} pot: {chips:chip}
pot-pot-chips-30434e = { $pot_genitive } банкі: { $chips } фишка

# {pot} pot: {chips:chip}; won by {won}
pot-pot-chips-won-by-won-09857f = { $pot_genitive } банкі: { $chips } фишка; ұтып алған: { $won }

# Pots won
pots-won-9862eb = Ұтып алынған банктер

# previous move (left arrow)
previous-move-left-arrow-452525 = алдыңғы жүріс (сол жақ көрсеткі)

# put cards from your hand on the table first (drag them to New meld, or select one and choose New meld)
put-cards-from-your-hand-on-3b42ff = алдымен қолыңыздағы карталарды үстелге қойыңыз (оларды «Жаңа жиынтық» аймағына сүйреңіз немесе біреуін таңдап, «Жаңа жиынтық» басыңыз)

# Put here
put-here-5e92f7 = Осында қою

# put the selected card in meld {number}
put-the-selected-card-in-meld-908a5e = таңдалған картаны { $number }-жиынтыққа қою

# queen
queen-0fb740 = дама
    .possessive = дамасы

# Raise by
raise-by-af22ba = Көтеру мөлшері

# random
random-144f0c = кездейсоқ

# {rank} of {suit}
rank-of-suit-ceb754 = { $suit } { $rank_possessive }

# Ready to meld: you add {count} card.
ready-to-meld-you-add-count-645d10 =
    { $count ->
        [one] Жиынтық жаюға болады: үстелге { $count } карта қосасыз.
       *[other] Жиынтық жаюға болады: үстелге { $count } карта қосасыз.
    }

# remove
remove-db9215 = алып тастау


# Round
round-f4c753 = Раунд

# Round {round}
round-round-32e6ee = { $round }-раунд

# Round {round} is over: {why}.
round-round-is-over-why-836655 = { $round }-раунд аяқталды: { $why }.

# Round {round} is over: {why}. Won by {winners}.
round-round-is-over-why-won-fbbf42 = { $round }-раунд аяқталды: { $why }. Жеңімпаз: { $winners }.

# Round {round} of {rounds}
round-round-of-rounds-aadf24 = { $round }-раунд (барлығы { $rounds })

# Round {round} · the game ends at {count} point
round-round-the-game-ends-at-de5763 =
    { $count ->
        [one] { $round }-раунд · ойын { $count } ұпайға жеткенде аяқталады
       *[other] { $round }-раунд · ойын { $count } ұпайға жеткенде аяқталады
    }

# Rounds before the final poker (empty: until one player is left)
rounds-before-the-final-poker-empty-9dacc8 = Соңғы покерге дейінгі раундтар (бос: бір ойыншы қалғанша)

# rule {rule}, in the rules (opens a new tab)
rule-rule-in-the-rules-opens-a72b21 = ережелердегі { $rule } ережесі (жаңа қойындыда ашылады)

# Rules
rules-428b2d = Ережелер

# Rummy! (that discard could be laid off) (r)
rummy-that-discard-could-be-laid-d793f9 = Ромми! (ол тасталған картаны жиынтыққа қосуға болатын еді) (r)

# rummyhall - a card room for Liverpool rummy, Carousel and Rummoli
rummyhall-a-card-room-for-liverpool-174d50 = rummyhall - Ливерпуль румиі, Карусель және Руммоли ойнайтын карта залы

# rummyhall - finished games
rummyhall-finished-games-0db8a3 = rummyhall - аяқталған ойындар

# rummyhall - no such table
rummyhall-no-such-table-993d65 = rummyhall - мұндай үстел жоқ

# rummyhall - replay
rummyhall-replay-344563 = rummyhall - қайта көру

# rummyhall - table
rummyhall-table-232fb2 = rummyhall - үстел

# run
run-2acd4e = тізбек

# say how many players, as a whole number: {game} is for {low} to {high}
say-how-many-players-as-a-eeef18 = ойыншылар санын бүтін санмен көрсетіңіз: { $game } { $low }–{ $high } ойыншыға арналған

# say which action, e.g. 'draw stock'
say-which-action-e-g-draw-99de3e = қай жүріс екенін көрсетіңіз, мысалы 'draw stock'

# say which action to check
say-which-action-to-check-9c89d4 = қай жүрісті тексеру керегін көрсетіңіз

# Score sheet
score-sheet-08800a = Ұпай кестесі

# search
search-803328 = іздеуші

# Seat {seat}
seat-seat-d40f96 = { $seat }-орын

# Seats
seats-8f7063 = Орындар

# select a card first (click it, or Enter on it), then the meld to put it in
select-a-card-first-click-it-32b662 = алдымен картаны таңдаңыз (басыңыз немесе Enter), сосын оны қоятын жиынтықты таңдаңыз

# Select cards in your hand, add them as a meld, repeat, then go down. Runs are read in order, lowest first.
select-cards-in-your-hand-add-712359 = Қолыңыздан карталарды таңдап, жиынтық етіп қосыңыз, мұны қайталаңыз, сосын карталарыңызды ашыңыз. Тізбектер ретімен, ең төменгі картадан бастап оқылады.

# select one card of your hand first, then the meld to lay it off on
select-one-card-of-your-hand-0a174a = алдымен қолыңыздан бір картаны таңдаңыз, сосын оны қосатын жиынтықты таңдаңыз

# select one card to discard
select-one-card-to-discard-39b7a7 = тастау үшін бір картаны таңдаңыз

# Send
send-f28e14 = Жіберу

# Setting up the new table…
setting-up-the-new-table-cba939 = Жаңа үстел дайындалуда…

# seven
seven-3583ac = жеті

# Seven deals, each with its contract of books and runs to lay down; buy discards out of turn.
seven-deals-each-with-its-contract-13bcc9 = Жеті раунд, әрқайсысында ашылатын топтар мен тізбектер контракты бар; тасталған карталарды кезектен тыс сатып алуға болады.

# showed
showed-0f0cdd = қолын ашты

# six
six-ca3007 = алты

# something went wrong on the server; nothing was changed
something-went-wrong-on-the-server-971ff9 = серверде бірдеңе дұрыс болмады; ештеңе өзгерген жоқ

# sort by rank
sort-by-rank-f75a4d = номинал бойынша сұрыптау

# sort by suit
sort-by-suit-19c3bb = масть бойынша сұрыптау

# spades
spades-c2636d = пика

# Start a table
start-a-table-789389 = Үстел ашу

# Start again
start-again-9a4684 = Қайта бастау

# Start the game
start-the-game-19b2d0 = Ойынды бастау

# Stock · {count}
stock-count-8560c3 = Жабық үйме · { $count }

# stock, {count} card
stock-count-card-0eef5a =
    { $count ->
        [one] жабық үйме, { $count } карта
       *[other] жабық үйме, { $count } карта
    }

# stock, {count} card: draw from it (s)
stock-count-card-draw-from-it-d4d271 =
    { $count ->
        [one] жабық үйме, { $count } карта: одан карта тартыңыз (s)
       *[other] жабық үйме, { $count } карта: одан карта тартыңыз (s)
    }

# <strong>Send the invite link</strong> the table shows you. On a home network, the others open it on their own computers or phones (the server must listen on the network: <code>{command}</code>).
strong-send-the-invite-link-strong-f24f82 = Үстел көрсеткен <strong>шақыру сілтемесін жіберіңіз</strong>. Үй желісінде басқалар оны өз компьютерінде не телефонында ашады (сервер желіні тыңдап тұруы керек: <code>{ $command }</code>).

# <strong>Start a table:</strong> choose the game, your seat's name, and who sits in the others: people you invite or bots.
strong-start-a-table-strong-choose-29b414 = <strong>Үстел ашыңыз:</strong> ойынды, өз орныңыздың атын және басқа орындарда кім отыратынын таңдаңыз: сіз шақырған адамдар не боттар.

# <strong>Start</strong> once every seat is filled. When the game ends, <em>Play again</em> sets up a new table for the same players.
strong-start-strong-once-every-seat-f15825 = Барлық орын толғанда, ойынды <strong>бастаңыз</strong>. Ойын аяқталғанда <em>Қайта ойнау</em> сол ойыншыларға жаңа үстел ашады.

# take it (d)
take-it-d-1121df = алу (d)

# take the joker (put this card in its place)
take-the-joker-put-this-card-09467b = джокерді алу (орнына осы картаны қою)

# {taken} of {count} seat taken
taken-of-count-seat-taken-8501c1 =
    { $count ->
        [one] { $count } орынның { $taken } орны толды
       *[other] { $count } орынның { $taken } орны толды
    }

# ten
ten-bd01f4 = он

# "{text}" is not a card: write a rank and a suit, like 9h, Th (ten) or Qs
text-is-not-a-card-write-259e89 = "{ $text }" карта емес: номинал мен масть жазыңыз, мысалы 9h, Th (он) немесе Qs

# that message
that-message-488a2c = бұл хабарлама

# that message is too long (the limit is {limit} bytes)
that-message-is-too-long-the-5cd7ce = бұл хабарлама тым ұзын (шегі { $limit } байт)

# that move number is from the future; reload the page
that-move-number-is-from-the-a2d661 = бұл жүріс нөмірі болашақтан; бетті қайта жүктеңіз

# that request
that-request-5ac68a = бұл сұрау

# that request is too large
that-request-is-too-large-dd85b7 = бұл сұрау тым үлкен

# That was your third draw: knock (k) or pass (p).
that-was-your-third-draw-knock-2cfb95 = Бұл үшінші тартуыңыз еді: соғыңыз (k) немесе пас (p).

# the action needs 'seq': the number of moves you have seen
the-action-needs-seq-the-number-e350fd = әрекетке 'seq' керек: сіз көрген жүрістер саны

# the card the joker stands for
the-card-the-joker-stands-for-19a9a6 = джокер білдіретін карта

# The discard {card} is for sale (price: a stock card).
the-discard-card-is-for-sale-ef21d7 = Тасталған { $card } картасы сатылады (бағасы: жабық үймеден бір карта).

# the draft is still being checked: a moment
the-draft-is-still-being-checked-0ea311 = жоба әлі тексерілуде: бір сәт

# The draw pile is empty: this is your last turn. Meld (m) or pass (p).
the-draw-pile-is-empty-this-bf1f17 = Жабық үйме бос: бұл — соңғы кезегіңіз. Жиынтық жайыңыз (m) немесе пас айтыңыз (p).

# The final poker
the-final-poker-486293 = Соңғы покер

# The game ends when someone reaches this many points
the-game-ends-when-someone-reaches-af2ab7 = Біреу осынша ұпай жинағанда ойын аяқталады

# the game has already started
the-game-has-already-started-fde3d0 = ойын басталып қойған

# the game has not started yet
the-game-has-not-started-yet-007f60 = ойын әлі басталған жоқ

# the game is not over yet: you can play again with the same players once it ends
the-game-is-not-over-yet-30d590 = ойын әлі аяқталған жоқ: ол біткен соң сол ойыншылармен қайта ойнай аласыз

# the game's rules and this table's house rules (key: ?)
the-game-s-rules-and-this-49215a = ойын ережелері және осы үстелдің келісілген ережелері (перне: ?)

# The greedy bot would let this chance go (pass).
the-greedy-bot-would-let-this-87a3d6 = Ашкөз бот бұл мүмкіндіктен бас тартар еді (pass).

# The greedy bot would play: {action}.
the-greedy-bot-would-play-action-9e63b9 = Ашкөз бот былай жүрер еді: { $action }.

# The highest bidder pays the dealer; a pass is final.
the-highest-bidder-pays-the-dealer-15b4e4 = Ең жоғары ұсыныс жасаған ойыншы дилерге төлейді; пас айтқан ойыншы аукционға қайта қатыспайды.

# (the Hint button: what the greedy bot would do)
the-hint-button-what-the-greedy-830292 = (Кеңес түймесі: ашкөз бот не істер еді)

# The joker stands for
the-joker-stands-for-acd061 = Джокер мына картаны білдіреді:

# The joker you took must go back on the table this turn.
the-joker-you-took-must-go-ee241e = Алған джокеріңіз осы кезекте үстелге қайтуы керек.

# The link is wrong, or the table was closed (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-03a896 = Сілтеме қате немесе үстел жабылған (лоббиде ешкімсіз күтіп тұрған үстел біраз уақыттан соң жабылады).

# The link is wrong, or the table no longer exists (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-c9145c = Сілтеме қате немесе үстел енді жоқ (лоббиде ешкімсіз күтіп тұрған үстел біраз уақыттан соң жабылады).

# the melds on the table
the-melds-on-the-table-e75ce6 = үстелдегі жиынтықтар

# The open tables could not be fetched; trying again in a moment.
the-open-tables-could-not-be-ed6a6f = Ашық үстелдерді алу мүмкін болмады; сәлден соң қайта байқаймыз.

# the options must be an object of name: value, such as {example}
the-options-must-be-an-object-d4c768 = параметрлер „атау: мән“ жұптарынан тұратын объект болуы керек, мысалы { $example }

# The poker hand of each round
the-poker-hand-of-each-round-c2a8ae = Әр раундтағы покер

# The pot holds {pot:chip}; you have {chips:chip}.
the-pot-holds-pot-you-have-293124 = Банкте { $pot } фишка бар; сізде { $chips } фишка бар.

# the record as text
the-record-as-text-c1d2b9 = жазба мәтін түрінде

# the request must be a JSON object
the-request-must-be-a-json-d77953 = сұрау JSON объектісі болуы керек

# the rules could not be loaded: {why}
the-rules-could-not-be-loaded-d26aed = ережелер жүктелмеді: { $why }

# The rules of each game: {liverpool}, {carousel}, {rummoli}.
the-rules-of-each-game-liverpool-baae22 = Әр ойынның ережелері: { $liverpool }, { $carousel }, { $rummoli }.

# the rules: {option}
the-rules-option-d382c4 = ережелер: { $option }

# The run ({cards:card} played)
the-run-cards-played-a11abc = Карталар тізбегі ({ $cards } карта ойналды)

# the server could not save that move; reload the page
the-server-could-not-save-that-5334fd = сервер бұл жүрісті сақтай алмады; бетті қайта жүктеңіз

# the server could not save that; nothing changed, try again in a moment
the-server-could-not-save-that-6a1912 = сервер мұны сақтай алмады; ештеңе өзгерген жоқ, сәлден соң қайталаңыз

# the server could not save that move; nothing changed, try again in a moment
the-server-could-not-save-that-b0e3b5 = сервер бұл жүрісті сақтай алмады; ештеңе өзгерген жоқ, сәлден соң қайталаңыз

# the server could not save the new table; try again in a moment
the-server-could-not-save-the-5845b1 = сервер жаңа үстелді сақтай алмады; сәлден соң қайталаңыз

# the server could not save your seat at the new table; reload
the-server-could-not-save-your-382b38 = сервер жаңа үстелдегі орныңызды сақтай алмады; бетті қайта жүктеңіз

# the server lost track of this table; reload the page
the-server-lost-track-of-this-4703a4 = сервер бұл үстелдің күйін жоғалтты; бетті қайта жүктеңіз

# the server's answer could not be read
the-server-s-answer-could-not-f6fd04 = сервердің жауабын оқу мүмкін болмады

# the server said no ({status})
the-server-said-no-status-0e6257 = сервер бас тартты ({ $status })

# The start of the game.
the-start-of-the-game-309532 = Ойынның басы.

# The table
the-table-3a108b = Үстел

# The table (as the server sends it)
the-table-as-the-server-sends-d3bace = Үстел (сервер жіберетіндей)

# the table has moved on since you decided (someone acted first); look at the new position and try again
the-table-has-moved-on-since-7092f4 = сіз шешім қабылдағанша үстелде жағдай өзгерді (біреу сізден бұрын жүріс жасады); жаңа жағдайды қарап, қайталаңыз

# The table - your draft (nothing changes until you meld)
the-table-your-draft-nothing-changes-f5bb9d = Үстел - сіздің жобаңыз (жиынтық жаймайынша ештеңе өзгермейді)

# The whole board in one pot
the-whole-board-in-one-pot-14cb11 = Бүкіл тақта бір банкте

# there is no bot {value} for seat {seat}: choose a level ({levels}), a bot ({bots}) or null for a person
there-is-no-bot-value-for-0e7380 = { $seat }-орынға { $value } деген бот жоқ: деңгейді ({ $levels }), ботты ({ $bots }) немесе адам отыратын орынға null таңдаңыз

# there is no finished game with that id
there-is-no-finished-game-with-5436f0 = мұндай id бар аяқталған ойын жоқ

# there is no game {value}; choose a game: {games}
there-is-no-game-value-choose-6011e5 = { $value } деген ойын жоқ; ойын таңдаңыз: { $games }

# there is no move to hint at: the game is not being played
there-is-no-move-to-hint-45e9d8 = кеңес беретін жүріс жоқ: ойын жүріп жатқан жоқ

# there is no such seat
there-is-no-such-seat-82a817 = мұндай орын жоқ

# there is no such table
there-is-no-such-table-588e15 = мұндай үстел жоқ

# There is no such table
there-is-no-such-table-73dbf8 = Мұндай үстел жоқ

# there is nothing to bid, bet or raise now
there-is-nothing-to-bid-bet-3e444f = қазір ұсыныс жасауға, ставка қоюға не көтеруге болмайды

# there is nothing to undo in this turn
there-is-nothing-to-undo-in-f770d0 = бұл кезекте болдырмайтын ештеңе жоқ

# (this address works only on this computer: to play across your network, open the page at the address the server printed)
this-address-works-only-on-this-7ca59e = (бұл мекенжай тек осы компьютерде жұмыс істейді: желі арқылы ойнау үшін бетті сервер басып шығарған мекенжаймен ашыңыз)

# this browser's seat is not known at this table; you are watching
this-browser-s-seat-is-not-e18a9f = бұл браузердің орны осы үстелде белгісіз; сіз бақылап отырсыз

# This fails: {fault}. It would cost you {points:point}.
this-fails-fault-it-would-cost-a58bda = Бұл сәтсіз: { $fault }. Сізге { $points } айып ұпай жазылады.

# this game has already started; you can watch it
this-game-has-already-started-you-fd323c = бұл ойын басталып қойған; оны бақылай аласыз

# this server cannot make new tables
this-server-cannot-make-new-tables-01468d = бұл сервер жаңа үстел жасай алмайды

# This table no longer exists
this-table-no-longer-exists-922279 = Бұл үстел енді жоқ

# three
three-888603 = үш

# {title} - the board
title-the-board-d9e635 = { $title } - тақта

# to act
to-act-0fbbff = жүріс кезегі

# to bid
to-bid-8dfab9 = ұсыныс кезегі

# To call: {chips:chip}
to-call-chips-731626 = Теңестіру үшін: { $chips } фишка

# To meld, build the table in the draft and press Meld.
to-meld-build-the-table-in-7f3582 = Жиынтық жаю үшін үстелді жобада құрастырып, «Жиынтық жаю» батырмасын басыңыз.

# to play
to-play-f36266 = ойнау кезегі

# To rearrange: drag a card onto a meld or onto New meld, or select a card (click it, or Enter) and then choose Put here or New meld. Cards from your hand can go back until you meld.
to-rearrange-drag-a-card-onto-896758 = Үстелді қайта құру үшін: картаны жиынтыққа немесе «Жаңа жиынтық» аймағына сүйреңіз, не картаны таңдап (басыңыз немесе Enter), «Осында қою» немесе «Жаңа жиынтық» таңдаңыз. Қолыңыздан қойылған карталарды жиынтық жаймайынша қайтарып алуға болады.

# to start a new table, or ask for the invite link again.
to-start-a-new-table-or-34a98e = жаңа үстел ашыңыз немесе шақыру сілтемесін қайта сұраңыз.

# too many messages: a connection may send {rate} a second ({burst} at once); this one was ignored
too-many-messages-a-connection-may-aaea5c = хабарламалар тым көп: бір қосылым секундына { $rate } (бірден { $burst }) жібере алады; бұл хабарлама еленбеді

# too many new tables from your address: at most {limit} every {window} seconds; try again in {wait} s
too-many-new-tables-from-your-e2ed96 = сіздің мекенжайыңыздан жаңа үстелдер тым көп: әр { $window } секундта ең көбі { $limit }; { $wait } с кейін қайталаңыз

# Total
total-ad066d = Жалпы ұпай

# two
two-be2488 = екі

# Type a move (Enter sends; / focuses):
type-a-move-enter-sends-focuses-5bfafc = Жүрісті жазыңыз (Enter жібереді; / өріске апарады):

# type how many chips to {verb}, a whole number from {min} to {max}
type-how-many-chips-to-verb-8c11ee = { $verb } үшін неше фишка екенін жазыңыз: { $min } мен { $max } аралығындағы бүтін сан

# type your name first: it is how the others see you at the table
type-your-name-first-it-is-20c515 = алдымен атыңызды жазыңыз: басқалар сізді үстелде солай көреді

# Undo (u)
undo-u-a05418 = Болдырмау (u)

# unknown message type {shown} (known: {known})
unknown-message-type-shown-known-known-fcbadb = белгісіз хабарлама түрі { $shown } (белгілілері: { $known })

# (usually {value})
usually-value-faa314 = (әдетте { $value })

# ✓ valid
valid-7ec805 = ✓ жарамды

# Waiting for every seat to be filled (send the invite link, or give seats to bots).
waiting-for-every-seat-to-be-8bb765 = Барлық орынның толуы күтілуде (шақыру сілтемесін жіберіңіз немесе орындарды боттарға беріңіз).

# Waiting for {names}.
waiting-for-names-f02ed7 = Күтілуде: { $names }.

# Waiting for players
waiting-for-players-303013 = Ойыншылар күтілуде

# warning
warning-792112 = ескерту

# went out
went-out-ac3501 = карталарынан құтылды

# {what} could not be read: it is not JSON
what-could-not-be-read-it-545e05 = { $what } оқылмады: бұл JSON емес

# What happened
what-happened-b218d5 = Не болды

# {what} holds text that is not valid Unicode
what-holds-text-that-is-not-72151e = { $what } ішінде дұрыс кодталмаған мәтін бар

# {what} is nested too deeply (at most {depth} levels)
what-is-nested-too-deeply-at-016f6a = { $what } тым терең кірістірілген (ең көбі { $depth } деңгей)

# what the greedy bot would do in your place
what-the-greedy-bot-would-do-ecbe42 = ашкөз бот сіздің орныңызда не істер еді

# Where on m{id}?
where-on-m-id-22fa01 = m{ $id } жиынтығының қай жеріне?

# where to lay it off
where-to-lay-it-off-e9ee9a = қай жерге қосу

# Widow: {cards:card} face down. The dealer, {name}, may exchange their hand for it unseen, or keep it.
widow-cards-face-down-the-dealer-807cd5 = Жесір қол: беті төмен қаратылған { $cards } карта. Дилер ({ $name }) өз қолын жесір қолға көрмей ауыстыра алады немесе қолын сақтап қала алады.

# Widow: {cards:card} face down, up for auction. {high} Still to bid: {names}.
widow-cards-face-down-up-for-ee4782 = Жесір қол: беті төмен қаратылған { $cards } карта, аукционға шығарылды. { $high } Әлі ұсыныс жасамағандар: { $names }.

# Widow taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-60785b = Жесір қолды { $name } алды; тастаған қолы ойынға қатыспайды ({ $cards } карта).

# won
won-2be8f3 = жеңді

# won the poker
won-the-poker-25fc87 = покерде жеңді

# won: {won}
won-won-e49608 = ұтып алды: { $won }

# yes
yes-4e9f35 = иә

# you
you-50b8d0 = сіз

# you are watching this table
you-are-watching-this-table-6db136 = сіз бұл үстелді бақылап отырсыз

# you are watching this table; hints are for its players
you-are-watching-this-table-hints-d935e3 = сіз бұл үстелді бақылап отырсыз; кеңестер оның ойыншыларына арналған

# you are watching this table; join it to play
you-are-watching-this-table-join-b0fe1c = сіз бұл үстелді бақылап отырсыз; ойнау үшін қосылыңыз

# you are watching this table; only its players can play again
you-are-watching-this-table-only-c4d50d = сіз бұл үстелді бақылап отырсыз; қайта ойнауды тек оның ойыншылары бастай алады

# you can only act for your own seat
you-can-only-act-for-your-ce62d4 = сіз тек өз орныңыз үшін әрекет ете аласыз

# you can only pass.
you-can-only-pass-c0af98 = тек пас айта аласыз.

# you cannot give your own seat to a bot
you-cannot-give-your-own-seat-b67ac8 = өз орныңызды ботқа бере алмайсыз

# You could go down with:
you-could-go-down-with-ca4d9d = Карталарыңызды былай ашуға болады:

# You deal, and you hold a pay card, so you keep your hand; the widow goes to auction.
you-deal-and-you-hold-a-0a6399 = Сіз таратасыз және сізде төлем картасы бар, сондықтан қолыңызды сақтайсыз; жесір қол аукционға шығарылады.

# You deal. Exchange your hand for the widow ({cards:card}, unseen), or keep it.
you-deal-exchange-your-hand-for-885c8c = Сіз таратасыз. Қолыңызды жесір қолға ауыстырыңыз ({ $cards } карта, көрмей аласыз) немесе қолыңызды сақтап қалыңыз.

# You have {chips:chip}, not enough to outbid {bid}: pass.
you-have-chips-not-enough-to-7fb08a = Сізде { $chips } фишка бар, бұл { $bid } фишкадан асыруға жетпейді: пас айтыңыз.

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d), or knock (k).
you-have-drawn-draws-of-3-4e9884 = Тартылған карта: { $draws } (ең көбі 3). Жиынтық жайыңыз (m), тағы тартыңыз (d) немесе соғыңыз (k).

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d).
you-have-drawn-draws-of-3-68ce05 = Тартылған карта: { $draws } (ең көбі 3). Жиынтық жайыңыз (m) немесе тағы тартыңыз (d).

# you held the next card
you-held-the-next-card-c284cc = келесі карта сізде болды

# You hold a pay card, so you may not bid for the widow: pass.
you-hold-a-pay-card-so-af9902 = Сізде төлем картасы бар, сондықтан жесір қолға ұсыныс жасай алмайсыз: пас айтыңыз.

# You may act now (or let it go).
you-may-act-now-or-let-90aa73 = Қазір әрекет ете аласыз (немесе бас тартыңыз).

# (you sit in seat 1)
you-sit-in-seat-1-71d957 = (сіз 1-орында отырасыз)

# You took {card} from the discard pile: it cannot go back there this turn.
you-took-card-from-the-discard-3e58af = Сіз { $card } картасын тасталған үймеден алдыңыз: бұл кезекте оны қайта тастауға болмайды.

# You won the {pot} pot: claim it before the next card is played, or its chips stay.
you-won-the-pot-pot-claim-4c220f = Сіз { $pot_genitive } банкін ұтып алдыңыз: келесі карта ойналғанға дейін оны талап етіңіз, әйтпесе фишкалары тақтада қалады.

# Your hand · {cards:card} · {chips:chip}
your-hand-cards-chips-0951f4 = Қолыңыз · { $cards } карта · { $chips } фишка

# your hand (drag a card, or Shift+← / Shift+→, to move it)
your-hand-drag-a-card-or-a2d28e = сіздің қолыңыз (картаны жылжыту үшін оны сүйреңіз немесе Shift+← / Shift+→ басыңыз)

# your hand
your-hand-e448fc = сіздің қолыңыз

# Your hand · score {points}
your-hand-score-points-bf5b37 = Қолыңыз · ұпайыңыз: { $points }

# Your hand · score {points} · you deal
your-hand-score-points-you-deal-a1d1ca = Қолыңыз · ұпайыңыз: { $points } · сіз таратасыз

# Your hand (worth {points} points)
your-hand-worth-points-points-cb595e = Қолыңыз (құны { $points } ұпай)

# Your hand (worth {points} points - low enough to knock after drawing)
your-hand-worth-points-points-low-616a8a = Қолыңыз (құны { $points } ұпай — тартқаннан кейін соғуға жетерліктей аз)

# your lowest card, to lead
your-lowest-card-to-lead-c3be03 = бастау үшін ең төмен картаңыз

# your lowest {colour} card
your-lowest-colour-card-29e1d3 = ең төмен { $colour } картаңыз

# Your move
your-move-3df6e2 = Сіздің жүрісіңіз

# Your move.
your-move-50a6fc = Сіздің жүрісіңіз.

# Your move: {what}
your-move-what-a7bfd2 = Сіздің жүрісіңіз: { $what }

# Your moves as text
your-moves-as-text-38cbfe = Жүрістеріңіз мәтінмен

# Your name
your-name-3a0663 = Атыңыз

# Your poker hand: {hand}
your-poker-hand-hand-333b38 = Покер комбинацияңыз: { $hand }

# Your turn: draw a card (click the draw pile, or press d).
your-turn-draw-a-card-click-488c0f = Сіздің кезегіңіз: карта тартыңыз (жабық үймені басыңыз немесе d пернесін басыңыз).

# Your turn: draw from the stock (s) or take the discard (d).
your-turn-draw-from-the-stock-16d206 = Сіздің кезегіңіз: жабық үймеден тартыңыз (s) немесе тасталған картаны алыңыз (d).

# Yours
yours-2635ea = Сіздікі

# the table is changing too fast; try again in a moment
the-table-is-changing-too-fast-0ec726 = үстел тым жылдам өзгеріп жатыр; сәлден кейін қайталап көріңіз

# How to rearrange the table
how-to-rearrange-the-table-0afeb8 = Үстелді қалай қайта құруға болады

# One click: you and bots at a table, and the game starts at once.
one-click-you-and-bots-at-8889b9 = Бір басу: сіз және боттар бір үстелде, ойын бірден басталады.

# Play {game} now, against bots
play-game-now-against-bots-213020 = { $game } ойнау: қазір, боттарға қарсы

# Play now
play-now-165252 = Қазір ойнау

# Starting the game…
starting-the-game-157e88 = Ойын басталып жатыр…

# The summary is on the table: when you have read it, press “{button}”.
the-summary-is-on-the-table-619426 = Қорытынды үстелде: оқып болған соң «{ $button }» түймесін басыңыз.

# You can make the contract ({contract}) from your hand: go down now, or discard.
you-can-make-the-contract-contract-9a61a9 = Қолыңыздағы карталармен контрактты ({ $contract }) орындай аласыз: карталарды қазір ашыңыз немесе карта тастаңыз.
