# Қазақша: the messages of en/*.ftl (the English above each), written for this language.

# a bot is written kind or kind:parameter (like search:0.5), not {bot}
a-bot-is-written-kind-or-c8f6c6 = бот «түрі» немесе «түрі:параметр» түрінде жазылады (мысалы search:0.5), { $bot } емес

# A game option; repeatable.
a-game-option-repeatable-a4245e = Ойын параметрі; бірнеше рет беруге болады.

# a move after the result
a-move-after-the-result-219d2e = нәтижеден кейінгі жүріс

# A page origin allowed besides the server's own.
a-page-origin-allowed-besides-the-623c00 = Сервердің өз мекенжайынан басқа рұқсат етілетін бет көзі (сайт мекенжайы).

# a part of the path is not a folder
a-part-of-the-path-is-a9301e = жолдың бір бөлігі қалта емес

# a Ray address is HOST:PORT (like 10.0.0.5:6379) or auto, not {address}
a-ray-address-is-host-port-0e83a8 = Ray мекенжайы – HOST:PORT (мысалы 10.0.0.5:6379) немесе auto, { $address } емес

# A readable summary of GAME's rules (rules/GAME.txt; in another language rules/GAME.LANG.txt).
a-readable-summary-of-game-s-f394f3 = ОЙЫН ережелерінің оқуға ыңғайлы қысқаша мазмұны (rules/GAME.txt; басқа тілде rules/GAME.LANG.txt).

# a second {key} line (the first is line {first})
a-second-key-line-the-first-94dbb7 = екінші { $key } жолы (біріншісі — { $first }-жол)

# a worker process ended in the middle of a game
a-worker-process-ended-in-the-160b54 = жұмыс процесі ойынның ортасында тоқтап қалды

# {actions} actions in {seconds} s ({rate} actions/s); seats rotate each game
actions-actions-in-seconds-s-rate-b46602 = { $seconds } с ішінде { $actions } жүріс (секундына { $rate } жүріс); орындар әр ойында ауысады

# [ADDRESS]
address-f4b276 = [МЕКЕНЖАЙ]

# Address to listen on (0.0.0.0: other computers too).
address-to-listen-on-0-0-26b74d = Тыңдайтын мекенжай (0.0.0.0: басқа компьютерлер үшін де).

# {advice}: type [bold]{move}[/].
advice-type-bold-move-c5d489 = { $advice }: [bold]{ $move }[/] деп теріңіз.

# ahead-level-behind
ahead-level-behind-3d7451 = алда-тең-артта

# an option is written name=value, not {pair}
an-option-is-written-name-value-646e5b = параметр name=value түрінде жазылады, { $pair } емес

# Batch: read {"deal": 5, "hand": [...]} lines on stdin.
batch-read-deal-5-hand-lines-639f12 = Топтама: стандартты кірістен {"{"}"deal": 5, "hand": [...]{"}"} жолдарын оқу.

# Batch: read one JSON list of cards per line on stdin.
batch-read-one-json-list-of-9a7a68 = Топтама: стандартты кірістен әр жолдан карталардың бір JSON тізімін оқу.

# Batch: read {"table": [[...], ...], "hand": [...]} lines on stdin.
batch-read-table-hand-lines-on-d95b0d = Топтама: стандартты кірістен {"{"}"table": [[...], ...], "hand": [...]{"}"} жолдарын оқу.

# Bid {amount} of your {chips:chip} for a hand you have not seen?
bid-amount-of-your-chips-for-f809d3 = Өзіңіз көрмеген қол үшін { $chips } фишкаңыздың { $amount } фишкасын ұсынасыз ба?

# [bold]bid {bid}[/] (more than {high}, at most your {chips:chip}) or [bold]pass[/].
bold-bid-bid-more-than-high-d4b440 =
    {"["}bold]bid { $bid }[/] ({ $high } фишкадан көп, ең көбі — сіздегі { $chips } фишка) немесе [bold]pass[/].

# [bold]call[/] ({to_call}), [bold]raise 1[/] or [bold]fold[/]
bold-call-to-call-bold-raise-726a9f = [bold]call[/] ({ $to_call }), [bold]raise 1[/] немесе [bold]fold[/]

# [bold]call[/] ({to_call}) or [bold]fold[/]
bold-call-to-call-or-bold-405ec8 = [bold]call[/] ({ $to_call }) немесе [bold]fold[/]

# [bold]Carousel[/]: draw up to three cards a turn and meld them onto the shared table, rearranging it as you like: groups (three or four of a rank, suits all different) and sequences (three or more of a suit in order). The first to {target} points ends the game. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker ([bold]*9h[/] a joker standing for 9h).
# Your moves: [bold]draw[/]; a meld typed as the whole new table, melds between | (for example [bold]{example}[/]); [bold]knock[/] with {limit} points or less in hand after drawing; [bold]pass[/]. Or edit the table step by step: [bold]put {card} {where}[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].
bold-carousel-draw-up-to-three-11a8d3 =
    { "[" }bold]Карусель[/]: әр кезекте үш картаға дейін тартып, оларды ортақ үстелге жиынтық етіп жайыңыз, үстелді қалағаныңызша қайта құруға болады: топтар (бір номиналдың үш-төрт картасы, масттары әртүрлі) және тізбектер (бір масттың ретімен келетін үш не одан көп картасы). Біреу { $target } ұпайға жеткенде ойын аяқталады. Карталар алдымен номинал, сосын масть болып жазылады (7h, Td, Qs, Ac), [bold]*[/] — джокер ([bold]*9h[/] — 9h картасын білдіретін джокер).
    Жүрістеріңіз: [bold]draw[/]; жиынтық жаю — бүкіл жаңа үстелді жиынтықтарды | белгісімен бөліп теріңіз (мысалы [bold]{ $example }[/]); тартқаннан кейін қолыңызда { $limit } ұпай не одан аз болса, [bold]knock[/]; [bold]pass[/]. Немесе үстелді қадам-қадаммен өзгертіңіз: [bold]put { $card } { $where }[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].

# [bold]check[/] or [bold]bet 1[/]
bold-check-or-bold-bet-1-0b4be0 = [bold]check[/] немесе [bold]bet 1[/]

# [bold]Game over.[/] {result}.
bold-game-over-result-7dfa37 = [bold]Ойын аяқталды.[/] { $result }.

# [bold]{game}[/] with you, {others} (seed {seed}).
bold-game-with-you-others-seed-90e005 = [bold]{ $game }[/]: сіз, { $others } (араластыру нөмірі { $seed }).

# [bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs (four or more of a suit in order); the lowest total wins. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker.
# Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a discard is offered (May I?); [bold]{down}[/] lays down your contract, melds between |; [bold]layoff {card} {meld}[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] for a joker at a run's end); [bold]swap {card} {meld}[/] takes a joker for the card it stands for; [bold]discard {card}[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid off; [bold]cut N[/] when you cut the pack.
bold-liverpool-seven-deals-each-with-183c85 =
    { "[" }bold]Ливерпуль румиі[/]: жеті раунд, әрқайсысында топтардан (бір номиналдың үш не одан көп картасы) және тізбектерден (бір масттың ретімен келетін төрт не одан көп картасы) тұратын контракт бар; ең төмен жалпы ұпай жинаған жеңеді. Карталар алдымен номинал, сосын масть болып жазылады (7h, Td, Qs, Ac), [bold]*[/] — джокер.
    Жүрістеріңіз: [bold]draw stock[/] немесе [bold]draw discard[/]; тасталған карта сатуға ұсынылғанда («Мен оны сатып аламын») [bold]buy[/] немесе [bold]pass[/]; [bold]{ $down }[/] контрактыңызды ашады, жиынтықтар | белгісімен бөлінеді; [bold]layoff { $card } { $meld }[/] үстелдегі жиынтыққа карта қосады (тізбек шетіндегі джокер үшін [bold]low[/] немесе [bold]high[/] қосыңыз); [bold]swap { $card } { $meld }[/] джокерді ол білдіретін картаға ауыстырып алады; [bold]discard { $card }[/] кезегіңізді аяқтайды; [bold]rummy[/] — жиынтыққа қосуға болатын тасталған картаны көрсету; [bold]cut N[/] — колоданы кесу.

# [bold]On the table:[/]
bold-on-the-table-08a2dc = [bold]Үстелде:[/]

# [bold]Round {round}[/]: {why}; won by {winners}.
bold-round-round-why-won-by-2b8371 = [bold]{ $round }-раунд[/]: { $why }; жеңімпаз: { $winners }.

# [bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).
# Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; [bold]bid {bid}[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play {card}[/] in the run; [bold]claim[/] a pot you won when claims are strict. When a card is your only legal play it is played for you (unless you started with --no-auto-play).
bold-rummoli-nine-pots-on-the-11e4dd =
    { "[" }bold]Руммоли[/]: тақтада тоғыз банк; әр раундта жесір қол аукционы, покер банкі үшін покер, сосын карталар тізбегі: покерде жеңген ойыншы ең төмен картасымен бастайды, масттың келесі картасы кімде болса, сол ойнайды; төлем карталары өз банктерін ұтып алады, ал карталарынан бірінші болып құтылған ойыншы Руммоли банкін ұтып алады. Соңында ең көп фишкасы бар ойыншы жеңеді. Карталар алдымен номинал, сосын масть болып жазылады (7h, Td, Qs, Ac).
    Жүрістеріңіз: дилер ретінде қолыңызды сақтау — [bold]keep[/], жесір қолға ауыстыру — [bold]exchange[/]; аукционда [bold]bid { $bid }[/] немесе [bold]pass[/]; покерде [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] немесе [bold]fold[/]; тізбекте [bold]play { $card }[/]; банкті талап ету міндетті болса, ұтқан банкті алу — [bold]claim[/]. Жүруге болатын жалғыз картаңыз болса, ол сіз үшін ойналады (--no-auto-play параметрімен бастамасаңыз).

# [bold]Your hand:[/] {cards}
bold-your-hand-cards-e8f271 = [bold]Қолыңыз:[/] { $cards }

# [bold]Your hand[/] ({value:point}): {cards}
bold-your-hand-value-cards-0bafa2 =
    {"["}bold]Қолыңыз[/] ({ $value } ұпай): { $cards }

# bot
bot-74c684 = бот

# bot {bot}: {why:sentence}
bot-bot-why-727edb = { $bot } бот: { $why }

# Bot for the other seats (random, greedy, shrewd, search).
bot-for-the-other-seats-random-284c9f = Басқа орындардағы бот (random — кездейсоқ, greedy — ашкөз, shrewd — айлакер, search — іздеуші).

# {bot} stronger
bot-stronger-5c996e = { $bot } күштірек

# {bots} bots for {players} players: give at most one bot per player
bots-bots-for-players-players-give-cfd673 = { $players } ойыншыға { $bots } бот берілді: әр ойыншыға ең көбі бір боттан беріңіз

# {bots} bots given for {players} players
bots-bots-given-for-players-players-eb03f1 = { $players } ойыншыға { $bots } бот берілді

# --bots is a comma-separated list of bots like greedy,random, not {text}
bots-is-a-comma-separated-list-95e222 = --bots — үтірмен бөлінген боттар тізімі, мысалы greedy,random; { $text } емес

# Bots' level: [bold]{level}[/]. {about}
bots-level-bold-level-about-6e0b00 = Боттардың деңгейі: [bold]{ $level }[/]. { $about }

# --bots needs at least one bot name
bots-needs-at-least-one-bot-ad3e62 = --bots үшін кемінде бір боттың атауы керек

# Bots play duplicate deals of GAME; wins, scores, places, ratings, head to head.
bots-play-duplicate-deals-of-game-f705d1 = Боттар ОЙЫН-ның бірдей таратуларын ойнайды; жеңістер, ұпайлар, орындар, рейтингтер, бетпе-бет нәтижелер.

# Bots play GAME against each other; prints wins and mean scores.
bots-play-game-against-each-other-5f5c87 = Боттар ОЙЫН-ды бір-біріне қарсы ойнайды; жеңістер мен орташа ұпайларды шығарады.

# Bots to compare: kind or kind:parameter, comma-separated.
bots-to-compare-kind-or-kind-51938c = Салыстырылатын боттар: «түрі» немесе «түрі:параметр», үтір арқылы.

# buys
buys-670a7a = сатып алулар

# cannot listen on {address}: {reason}
cannot-listen-on-address-reason-a821cf = { $address } мекенжайын тыңдау мүмкін емес: { $reason }

# cannot make the folder {out}: {why}
cannot-make-the-folder-out-why-52a2e3 = { $out } қалтасы жасалмайды: { $why }

# cannot reach the Ray cluster at {address}: {why}
cannot-reach-the-ray-cluster-at-1d31c9 = { $address } мекенжайындағы Ray кластеріне қосылу мүмкін емес: { $why }

# cannot read {path}: {reason}
cannot-read-path-reason-047ebb = { $path } оқылмайды: { $reason }

# cannot start a local Ray: {why}
cannot-start-a-local-ray-why-e9310a = жергілікті Ray іске қосылмайды: { $why }

# cannot start the Ray cluster at {address}: {why}
cannot-start-the-ray-cluster-at-2e6cd5 = { $address } мекенжайындағы Ray кластері іске қосылмайды: { $why }

# cannot use the database: {reason}
cannot-use-the-database-reason-1a98ab = дерекқорды пайдалану мүмкін емес: { $reason }

# cannot write {path}: {reason}
cannot-write-path-reason-ac4567 = { $path } жазылмайды: { $reason }

# Card {draws} of 3 drawn: {choices}.
card-draws-of-3-drawn-choices-687b2f = Тартылған карта: { $draws } (ең көбі 3). { $choices }.

# cards
cards-81f160 = карталар

# CARDS
cards-ec3735 = КАРТАЛАР

# Carousel - round {round} - first to {target} points
carousel-round-round-first-to-target-dcecc9 = Карусель - { $round }-раунд - { $target } ұпайға бірінші жеткен жеңеді

# {category}: {cards} (strength {strength})
category-cards-strength-strength-2dc868 = { $category }: { $cards } (күші: { $strength })

# chips
chips-f6be50 = фишкалар

# chips per bot
chips-per-bot-79c7bf = боттар бойынша фишкалар

# choose the bots by --level or by --bots, not both
choose-the-bots-by-level-or-3579e2 = боттарды --level арқылы немесе --bots арқылы таңдаңыз, екеуін бірге емес

# Comma-separated bots, one per seat (repeated cyclically if fewer).
comma-separated-bots-one-per-seat-a8f780 = Үтір арқылы жазылған боттар, әр орынға біреуден (аз болса, шеңбер бойынша қайталанады).

# COMMAND [ARGS]...
command-args-7ab84c = КОМАНДА [АРГУМЕНТТЕР]...

# Commands
commands-971550 = Командалар

# Commands: {listed}.
commands-listed-d5fb0b = Командалар: { $listed }.

# compiled build
compiled-build-d583a5 = компиляцияланған нұсқа

# {count} deal
count-deal-f177cd =
    { $count ->
        [one] { $count } тарату
       *[other] { $count } тарату
    }

# {count} game
count-game-f99a7d =
    { $count ->
        [one] { $count } ойын
       *[other] { $count } ойын
    }

# {count} game in {seconds} s on {backend}
count-game-in-seconds-s-on-cb2e54 =
    { $count ->
        [one] { $seconds } с ішінде { $count } ойын, { $backend }
       *[other] { $seconds } с ішінде { $count } ойын, { $backend }
    }

# {count} game in {seconds} s ({rate} games/s) on {backend}
count-game-in-seconds-s-rate-58d32a =
    { $count ->
        [one] { $seconds } с ішінде { $count } ойын (секундына { $rate } ойын), { $backend }
       *[other] { $seconds } с ішінде { $count } ойын (секундына { $rate } ойын), { $backend }
    }

# {count} local process
count-local-process-1d5cad =
    { $count ->
        [one] { $count } жергілікті процесс
       *[other] { $count } жергілікті процесс
    }

# {count} more played after the SPRT stopped and not counted
count-more-played-after-the-sprt-6755a2 =
    { $count ->
        [one] SPRT тоқтағаннан кейін тағы { $count } ойын ойналды, есептелмеді
       *[other] SPRT тоқтағаннан кейін тағы { $count } ойын ойналды, есептелмеді
    }

# {count} player
count-player-8aad66 =
    { $count ->
        [one] { $count } ойыншы
       *[other] { $count } ойыншы
    }

# {count} rotation
count-rotation-3ea2d8 =
    { $count ->
        [one] { $count } ауысу
       *[other] { $count } ауысу
    }

# [cyan]you let it go[/]
cyan-you-let-it-go-abc624 = [cyan]сіз бас тарттыңыз[/]

# Database URL, or RUMMYHALL_DB (default: a SQLite file in your data folder).
database-url-or-rummyhall-db-default-eae468 = Дерекқордың URL-і немесе RUMMYHALL_DB (әдепкі: деректер қалтаңыздағы SQLite файлы).

# Redis URL joining the workers of one room, or RUMMYHALL_BUS (redis://HOST:PORT/N).
redis-url-joining-the-workers-of-2278b2 = Бір ойын залының жұмыс процестерін біріктіретін Redis URL-і немесе RUMMYHALL_BUS (redis://HOST:PORT/N).

# Worker processes on the port.
worker-processes-on-the-port-d890df = Бір портты бөлісетін жұмыс процестерінің саны.

# Dead hand: {cards:card}, out of play.
dead-hand-cards-out-of-play-f4768d = Ойынға қатыспайтын қол: { $cards } карта.

# deal +/-
deal-9a1891 = раундтар +/-

# Deal {deal} of 7 - contract: {contract}
deal-deal-of-7-contract-contract-dcbe09 = { $deal }-раунд (барлығы 7) - контракт: { $contract }

# deal {deal}: the contract cannot be laid down with this hand
deal-deal-the-contract-cannot-be-d70085 = { $deal }-раунд: бұл қолмен контракт бойынша карталарды ашу мүмкін емес

# Deal number 1-7 (sets the contract).
deal-number-1-7-sets-the-874921 = Раунд нөмірі 1-7 (контрактты анықтайды).

# deals +/=/-
deals-054f28 = таратулар +/=/-

# Deals (seeds); each is played once per seat rotation.
deals-seeds-each-is-played-once-7d01d8 = Таратулар (араластыру нөмірлері); әрқайсысы орындардың әр ауысуында бір рет ойналады.

# default: {default}
default-default-a1cd46 = әдепкі: { $default }

# Did you mean {possibility}?
did-you-mean-possibility-5a6b5c =
    { $count ->
        [one] { $possibility } деп айтқыңыз келді ме?
       *[other] (Мыналардың бірін айтқыңыз келді ме: { $possibilities }?)
    }

# [dim](none)[/]
dim-none-569583 = [dim](жоқ)[/]

# DIRECTORY
directory-b7740f = ҚАЛТА

# Draw pile: {cards:card}.
draw-pile-cards-8fc20d = Жабық үйме: { $cards } карта.

# Edit the table before melding: put CARDS M|new (from your hand; a joker as *9h), move CARD FROM TO|new, declare *9h *Th, undo, reset, draft (show it), send.
edit-the-table-before-melding-put-052c21 = Жиынтық жаймас бұрын үстелді өзгертіңіз: put КАРТАЛАР M|new (қолыңыздан; джокер *9h түрінде), move КАРТА ҚАЙДАН ҚАЙДА|new, declare *9h *Th, undo, reset, draft (көрсету), send.

# Elo [95% CI]
elo-95-ci-70c131 = Elo [95% аралық]

# error: {message}
error-message-7fcc1b = қате: { $message }

# Exact solvers: Liverpool lay-downs, Carousel placements.
exact-solvers-liverpool-lay-downs-carousel-75c5fd = Дәл шешушілер: Ливерпуль румиіндегі карталарды ашу, Карусельдегі орналастыру.

# expected a numbered move or a line 'key: value' with a key among {keys}
expected-a-numbered-move-or-a-de60bc = нөмірленген жүріс немесе «кілт: мән» жолы күтілген еді, кілт мыналардың бірі болуы керек: { $keys }

# expected a seat like {example}, found {found}
expected-a-seat-like-example-found-a565ab = { $example } сияқты орын күтілген еді, ал { $found } табылды

# expected move {expected}, found {found}
expected-move-expected-found-found-0355fd = { $expected }-жүріс күтілген еді, ал { $found } табылды

# Expecting ',' delimiter
expecting-delimiter-1aba0a = ',' бөлгіші күтілген еді

# Expecting ':' delimiter
expecting-delimiter-965a50 = ':' бөлгіші күтілген еді

# Expecting property name enclosed in double quotes
expecting-property-name-enclosed-in-double-2c4dc3 = қос тырнақшадағы қасиет атауы күтілген еді

# Expecting value
expecting-value-33df9b = мән күтілген еді

# Extra data
extra-data-517219 = артық деректер

# FILE
file-a83dba = ФАЙЛ

# {file}: an unfinished game: {count} move replayed, every card as recorded; no result
file-an-unfinished-game-count-move-6bc29d =
    { $count ->
        [one] { $file }: аяқталмаған ойын: { $count } жүріс қайта ойнатылды, әр карта жазылғандай; нәтиже жоқ
       *[other] { $file }: аяқталмаған ойын: { $count } жүріс қайта ойнатылды, әр карта жазылғандай; нәтиже жоқ
    }

# {file}: {count} move replayed, every card and the result as recorded (game over)
file-count-move-replayed-every-card-d1515f =
    { $count ->
        [one] { $file }: { $count } жүріс қайта ойнатылды, әр карта мен нәтиже жазылғандай (ойын аяқталды)
       *[other] { $file }: { $count } жүріс қайта ойнатылды, әр карта мен нәтиже жазылғандай (ойын аяқталды)
    }

# {files} and the plots are in {folder}
files-and-the-plots-are-in-029593 = { $files } және графиктер { $folder } қалтасында

# {files} and the records are in {folder}
files-and-the-records-are-in-c28999 = { $files } және жазбалар { $folder } қалтасында

# {files} are in {folder}
files-are-in-folder-2875b9 = { $files } { $folder } қалтасында

# {files}, the records and the plots are in {folder}
files-the-records-and-the-plots-5fa2c6 = { $files }, жазбалар мен графиктер { $folder } қалтасында

# final chips
final-chips-72362c = соңғы фишкалар

# final chips (higher wins)
final-chips-higher-wins-1c3894 = соңғы фишкалар (көбі жеңеді)

# final chips (lower wins)
final-chips-lower-wins-1575cf = соңғы фишкалар (азы жеңеді)

# final score
final-score-9a9b3e = соңғы ұпай

# final score (higher wins)
final-score-higher-wins-44c573 = соңғы ұпай (көбі жеңеді)

# final score (lower wins)
final-score-lower-wins-ba2a93 = соңғы ұпай (азы жеңеді)

# {first} v {second}
first-v-second-4c1fa2 = { $first } – { $second }

# FLOAT
float-8a18cf = САН

# FLOAT RANGE
float-range-64febf = САН

# floating
floating-b33813 = бос қолмен ойнап жүр

# GAME
game-803b6f = ОЙЫН

# {game}: {bots}
game-bots-189629 = { $game }: { $bots }

# {game}: bots playing
game-bots-playing-3c1520 = { $game }: боттар ойнап жатыр

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last})
game-players-deals-x-rotations-games-061d1e = { $game }, { $players }: { $deals } × { $rotations } = { $games } (араластыру нөмірлері { $first }..{ $last })

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last}; stopped by the SPRT)
game-players-deals-x-rotations-games-d6e62a = { $game }, { $players }: { $deals } × { $rotations } = { $games } (араластыру нөмірлері { $first }..{ $last }; SPRT тоқтатты)

# {game}, {players}, {games}
game-players-games-d9df8b = { $game }, { $players }, { $games }

# {game}, seed {seed}, players: {players}
game-seed-seed-players-players-bf5c41 = { $game }, араластыру нөмірі { $seed }, ойыншылар: { $players }

# {games} games of {game}, {players} players, seeds {first}..{last}
games-games-of-game-players-players-c13d19 = { $game }: { $games } ойын, { $players } ойыншы, араластыру нөмірлері { $first }..{ $last }

# --games must be 1 or more, not {deals}
games-must-be-1-or-more-374f50 = --games кемінде 1 болуы керек, { $deals } емес

# --games must be at least 1
games-must-be-at-least-1-cec8fc = --games кемінде 1 болуы керек

# games rated
games-rated-018fc2 = бағаланған ойындар

# give --deal and --hand, or --jsonl
give-deal-and-hand-or-jsonl-870252 = --deal пен --hand беріңіз, немесе --jsonl

# give --hand (and --table, empty if omitted), or --jsonl
give-hand-and-table-empty-if-0e738c = --hand беріңіз (және --table, берілмесе бос), немесе --jsonl

# give the cards, such as {example}, or --jsonl
give-the-cards-such-as-example-39c9a7 = карталарды беріңіз, мысалы { $example }, немесе --jsonl

# Go down (for example [bold]{down}[/]), or [bold]discard {card}[/]. [bold]hint[/] says what the greedy bot would do.
go-down-for-example-bold-down-13b92b = Карталарыңызды ашыңыз (мысалы [bold]{ $down }[/]) немесе [bold]discard { $card }[/]. [bold]hint[/] ашкөз боттың не істейтінін айтады.

# Got unexpected extra argument ({args})
got-unexpected-extra-argument-args-e34410 =
    { $count ->
        [one] Күтілмеген артық аргумент ({ $args })
       *[other] Күтілмеген артық аргументтер ({ $args })
    }

# H0 accepted after {count} deal: {first} is not {elo1} Elo stronger
h0-accepted-after-count-deal-first-a7c4e0 =
    { $count ->
        [one] { $count } таратудан кейін H0 қабылданды: { $first } { $elo1 } Elo ұпайға күштірек емес
       *[other] { $count } таратудан кейін H0 қабылданды: { $first } { $elo1 } Elo ұпайға күштірек емес
    }

# H1 accepted after {count} deal: {first} is stronger
h1-accepted-after-count-deal-first-33f44e =
    { $count ->
        [one] { $count } таратудан кейін H1 қабылданды: { $first } күштірек
       *[other] { $count } таратудан кейін H1 қабылданды: { $first } күштірек
    }

# head to head, seat against seat by place; the sign test over deals
head-to-head-seat-against-seat-fdee32 = бетпе-бет: орын мен орын, алған орны бойынша; таратулар бойынша таңбалар критерийі

# How many games.
how-many-games-bcf760 = Қанша ойын.

# How well the bots play: easy, medium or hard (default: medium).
how-well-the-bots-play-easy-fa0e95 = Боттардың ойын деңгейі: «easy» (оңай), «medium» (орташа) немесе «hard» (қиын) (әдепкі: «medium»).

# INTEGER
integer-8d1d34 = БҮТІН САН

# INTEGER RANGE
integer-range-efbbff = БҮТІН САН

# Invalid control character at
invalid-control-character-at-5e945f = жарамсыз басқару таңбасы

# Invalid value for {param_hint}: {message}
invalid-value-for-param-hint-message-582cfd = { $param_hint } үшін жарамсыз мән: { $message }

# Invalid value: {message}
invalid-value-message-f69d23 = Жарамсыз мән: { $message }

# it is a folder
it-is-a-folder-c10c2f = бұл – қалта

# {key} holds a number too long to read
key-holds-a-number-too-long-6002ea = { $key } ішіндегі сан оқуға тым ұзын

# {key} is nested too deeply to read
key-is-nested-too-deeply-to-207cfa = { $key } оқуға тым терең кірістірілген

# {key} is not JSON ({why} at column {column})
key-is-not-json-why-at-41d629 = { $key } JSON емес ({ $column }-баған: { $why })

# {key} must be a whole number in plain digits, not {text}
key-must-be-a-whole-number-393907 = { $key } қарапайым цифрлармен жазылған бүтін сан болуы керек, { $text } емес

# Language: en, kk, lt or ka (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).
language-en-kk-lt-or-ka-2c3917 = Тіл: en, kk, lt немесе ka (әдепкі: LANGUAGE, LC_ALL, LC_MESSAGES не LANG айнымалысынан).

# Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard (for example [bold]discard {card}[/]).
lay-off-the-cards-that-fit-9fa5ab = Жиынтықтарға сәйкес келетін карталарды қосыңыз ([bold]legal[/] оларды тізіп береді), сосын карта тастаңыз (мысалы [bold]discard { $card }[/]).

# leaves the game
leaves-the-game-0d4ee9 = ойыннан шықты

# left
left-124aec = қалды

# left in hand: {cards} ({points})
left-in-hand-cards-points-02270c = қолда қалды: { $cards } ({ $points })

# lets a chance go (or passes, when passing is a move)
lets-a-chance-go-or-passes-e8ab42 = мүмкіндіктен бас тартады (немесе пас жүріс болғанда пас айтады)

# {level} takes seconds per decision (like {seconds}) or samples (like {samples}), not {parameter}
level-takes-seconds-per-decision-like-02dc0f = { $level } бір шешімге секундтарды (мысалы { $seconds }) немесе үлгілер санын (мысалы { $samples }) қабылдайды, { $parameter } емес

# line {line_number}: {fault:sentence}
line-line-number-fault-1fd1bd = { $line_number }-жол: { $fault }

# lines {first_line}-{last_line}: {fault:sentence}
lines-first-line-last-line-fault-a415d5 = { $first_line }–{ $last_line } жолдар: { $fault }

# lists what you may do
lists-what-you-may-do-e92353 = не істей алатыныңызды тізеді

# Liverpool
liverpool-ba2b09 = Ливерпуль румиі
    .locative = Ливерпуль румиінде

# Liverpool rummy, Rummoli and Carousel: play, simulate, solve, replay.
liverpool-rummy-rummoli-and-carousel-play-72ecec = Ливерпуль румиі, Руммоли және Карусель: ойнау, модельдеу, шешу, қайта ойнату.

# 1 process
m-1-process-527daf = 1 процесс

# m{id} {owner}'s book: {cards}
m-id-owner-s-book-cards-3585f5 = m{ $id } топ, иесі { $owner }: { $cards }

# m{id} {owner}'s run: {cards}
m-id-owner-s-run-cards-a1ade1 = m{ $id } тізбек, иесі { $owner }: { $cards }

# m{id} your book: {cards}
m-id-your-book-cards-8c79aa = m{ $id } сіздің тобыңыз: { $cards }

# m{id} your run: {cards}
m-id-your-run-cards-7860f9 = m{ $id } сіздің тізбегіңіз: { $cards }

# mean chips
mean-chips-b17284 = орташа фишка

# mean chips (higher wins)
mean-chips-higher-wins-3bcf12 = орташа фишка (көбі жеңеді)

# mean chips (lower wins)
mean-chips-lower-wins-14098d = орташа фишка (азы жеңеді)

# mean place
mean-place-c8cb52 = орташа орын

# mean score
mean-score-709545 = орташа ұпай

# mean score (higher wins)
mean-score-higher-wins-47203a = орташа ұпай (көбі жеңеді)

# mean score (lower wins)
mean-score-lower-wins-276792 = орташа ұпай (азы жеңеді)

# meld, [bold]draw[/] again or [bold]knock[/]
meld-bold-draw-again-or-bold-266626 = жиынтық жаю, тағы [bold]draw[/] немесе [bold]knock[/]

# meld, [bold]pass[/] (the draw pile is empty) or [bold]knock[/]
meld-bold-pass-the-draw-pile-f22e67 = жиынтық жаю, [bold]pass[/] (жабық үйме бос) немесе [bold]knock[/]

# meld {meld} holds no {card}
meld-meld-holds-no-card-176f91 = { $meld }-жиынтықта { $card } жоқ

# meld or [bold]draw[/] again
meld-or-bold-draw-again-f548c5 = жиынтық жаю немесе тағы [bold]draw[/]

# meld or [bold]pass[/] (the draw pile is empty)
meld-or-bold-pass-the-draw-864f72 = жиынтық жаю немесе [bold]pass[/] (жабық үйме бос)

# meld (your melds here)
meld-your-melds-here-4c905e = meld (жиынтықтарыңыз осында)

# Messages a second one connection may send (0: no limit).
messages-a-second-one-connection-may-212850 = Бір қосылым секундына жібере алатын хабарлар саны (0: шексіз).

# Missing argument
missing-argument-7299b9 = Аргумент жетіспейді

# Missing command.
missing-command-5415d0 = Команда берілмеген.

# Missing option
missing-option-a31424 = Параметр жетіспейді

# Missing parameter
missing-parameter-5f92d8 = Параметр жетіспейді

# Missing parameter: {param_name}
missing-parameter-param-name-7946b1 = Параметр жетіспейді: { $param_name }

# ... {more} earlier,
more-earlier-675e1e = ... тағы { $more } бұрынғы жүріс,{ " " }

# Most tables kept in memory with nobody there (0: no limit).
most-tables-kept-in-memory-with-c19957 = Ешкім жоқ кезде жадта сақталатын үстелдердің ең көп саны (0: шексіз).

# move {expected} has no action
move-expected-has-no-action-34169f = { $expected }-жүрісте әрекет көрсетілмеген

# move {move_number} is by seat {seat_number}, but the seats are 0 to {last_seat}
move-move-number-is-by-seat-7ce79d = { $move_number }-жүрісті { $seat_number }-орын жасаған, бірақ орындар нөмірі 0 мен { $last_seat } аралығында

# move {move_number} ({move_action}) revealed {engine_cards}, the record says {record_cards}
move-move-number-move-action-revealed-bfe630 = { $move_number }-жүріс ({ $move_action }) { $engine_cards } ашты, жазбада { $record_cards }

# move {move_number} ({move_action}): the engine says {engine_note}, the record says {record_note}
move-move-number-move-action-the-41d126 = { $move_number }-жүріс ({ $move_action }): қозғалтқыш { $engine_note } дейді, жазбада { $record_note }

# move {move_number} ({move_line}) is illegal: {inner:sentence}
move-move-number-move-line-is-5c0761 = { $move_number }-жүріс ({ $move_line }) ережеге қайшы: { $inner }

# NAME=VALUE
name-value-2fa32a = АТАУ=МӘН

# {name}: {value} in hand ({cards}), +{points}
name-value-in-hand-cards-points-f8654f = { $name }: қолда { $value } ({ $cards }), +{ $points }

# no joker {card} in the draft
no-joker-card-in-the-draft-348d1e = жобада { $card } джокері жоқ

# No progress bar.
no-progress-bar-7c0111 = Үдеріс жолағы көрсетілмейді.

# No such command {name!r}.
no-such-command-name-r-6558a1 = { $name } деген команда жоқ.

# No such option {name!r}.
no-such-option-name-r-83a2c4 = { $name } деген параметр жоқ.

# not a rummyhall record: the first line must be {magic}
not-a-rummyhall-record-the-first-0edc9e = бұл rummyhall жазбасы емес: бірінші жол { $magic } болуы керек

# Not sent.
not-sent-7b7fa1 = Жіберілмеді.

# not significant
not-significant-046b60 = статистикалық мәнсіз

# nothing
nothing-527dae = ештеңе

# Nothing for you to do now: the others are playing.
nothing-for-you-to-do-now-104b8a = Қазір сізге істейтін ештеңе жоқ: басқалар ойнап жатыр.

# nothing to undo
nothing-to-undo-934f74 = қайтаратын ештеңе жоқ

# Number of players.
number-of-players-f7a40d = Ойыншылар саны.

# Number of players, you included.
number-of-players-you-included-8680c2 = Ойыншылар саны, өзіңізді қоса.

# ONE CARD
one-card-297323 = БІР КАРТА

# OpenSkill μ ± σ
openskill-9742f2 = OpenSkill μ ± σ

# OpenSkill μ (band: interval of 95%)
openskill-band-interval-of-95-bc39f0 = OpenSkill μ (жолақ: 95% аралық)

# OpenSkill ratings: {title}
openskill-ratings-title-18e2ea = OpenSkill рейтингтері: { $title }

# option {name} must be true, false, a number, a text or null, not {kind}
option-name-must-be-true-false-e4eebd = { $name } параметрі true, false, сан, мәтін немесе null болуы керек, { $kind } емес

# Option {name!r} does not take a value.
option-name-r-does-not-take-1b75fc = { $name } параметрі мән қабылдамайды.

# Option {name!r} requires an argument.
option-name-r-requires-an-argument-6ce8c7 =
    { $count ->
        [one] { $name } параметріне аргумент керек.
       *[other] { $name } параметріне аргументтер керек.
    }

# Options
options-353e0d = Параметрлер

# [OPTIONS]
options-4ce0e1 = [ПАРАМЕТРЛЕР]

# options must be a JSON object, not {kind}
options-must-be-a-json-object-c9a4e1 = „options“ JSON объектісі болуы керек, { $kind } емес

# options: {options}
options-options-4052f7 = параметрлер: { $options }

# {pair}: LLR {llr}, {verdict}
pair-llr-llr-verdict-f2768b = { $pair }: LLR { $llr }, { $verdict }

# {path} is not a text file
path-is-not-a-text-file-d93cb7 = { $path } мәтіндік файл емес

# permission denied
permission-denied-7cb269 = рұқсат жоқ

# place (ties rounded)
place-ties-rounded-6a3bff = орын (теңдер дөңгелектелген)

# places per bot
places-per-bot-6f35d1 = боттар бойынша орындар

# Play GAME in the terminal against bots.
play-game-in-the-terminal-against-55b120 = ОЙЫН-ды терминалда боттарға қарсы ойнау.

# Play on Ray: a local one, or the cluster at ADDRESS ('auto': this machine's).
play-on-ray-a-local-one-3d2a9f = Ray-де ойнату: жергілікті Ray-де немесе МЕКЕНЖАЙ-дағы кластерде ('auto': осы машинанікі).

# Play together in the browser: the rummyhall server (tables, lobby, the page). The limits are described in docs/server.md, "Security".
play-together-in-the-browser-the-b7c540 = Браузерде бірге ойнау: rummyhall сервері (үстелдер, лобби, бет). Шектеулер docs/server.md файлының қауіпсіздік бөлімінде сипатталған.

# Play your lowest black card: [bold]play {card}[/].
play-your-lowest-black-card-bold-caf374 = Ең төмен қара картаңызды ойнаңыз: [bold]play { $card }[/].

# Play your lowest red card: [bold]play {card}[/].
play-your-lowest-red-card-bold-a0361f = Ең төмен қызыл картаңызды ойнаңыз: [bold]play { $card }[/].

# Played ({count}): {cards}
played-count-cards-a98447 = Ойналды ({ $count }): { $cards }

# player
player-2c99c3 = ойыншы

# players must be a JSON list of the players' names, like {example}
players-must-be-a-json-list-ccc363 = „players“ ойыншылар аттарының JSON тізімі болуы керек, мысалы { $example }

# Players per game (default: one per bot, at least the game's fewest).
players-per-game-default-one-per-b3204a = Бір ойындағы ойыншылар саны (әдепкі: әр ботқа біреу, бірақ ойынның ең аз санынан кем емес).

# Playing {card} for you (you hold the next card: your only legal card).
playing-card-for-you-you-hold-aa56b5 = Сіз үшін { $card } ойналады (келесі карта сізде: жүруге болатын жалғыз картаңыз).

# Playing {card} for you (your lowest card, to lead: your only legal card).
playing-card-for-you-your-lowest-12d889 = Сіз үшін { $card } ойналады (бастауға арналған ең төмен картаңыз: жүруге болатын жалғыз картаңыз).

# Playing {card} for you (your lowest black card: your only legal card).
playing-card-for-you-your-lowest-28c950 = Сіз үшін { $card } ойналады (ең төмен қара картаңыз: жүруге болатын жалғыз картаңыз).

# Playing {card} for you (your lowest red card: your only legal card).
playing-card-for-you-your-lowest-29e83e = Сіз үшін { $card } ойналады (ең төмен қызыл картаңыз: жүруге болатын жалғыз картаңыз).

# {points}: place {cards}
points-place-cards-3aa0c1 = { $points }: қою керек карталар: { $cards }

#    poker: {category} ({cards})
poker-category-cards-1991a0 = {" "}{" "}{" "}покер: { $category } ({ $cards })

# Poker: the pot holds {chips:chip}; {to_call} to call. {moves} (bets and raises 1-{limit}, {raises} of {max_raises} raises made).
poker-the-pot-holds-chips-to-6b177b = Покер: банкте { $chips } фишка бар; теңестіруге { $to_call } фишка керек. { $moves } (ставка мен көтеру 1 фишкадан { $limit } фишкаға дейін; көтеру: { $raises }/{ $max_raises }).

# port {port} is already in use on {host}: choose another with --port (or PORT= with make play)
port-port-is-already-in-use-eb21fd = { $host } мекенжайындағы { $port } порты бос емес: --port арқылы басқасын таңдаңыз (немесе make play үшін PORT=)

# Port to listen on.
port-to-listen-on-6cdc41 = Тыңдайтын порт.

# position
position-934f4e = орын

# Print a game record for a person to read (once it has replayed without a fault).
print-a-game-record-for-a-b593ef = Ойын жазбасын адам оқитындай етіп шығару (ол қатесіз қайта ойнатылғаннан кейін).

# Print the answer as JSON.
print-the-answer-as-json-8d9089 = Жауапты JSON түрінде шығару.

# Print the results as JSON instead of tables.
print-the-results-as-json-instead-ea29ed = Нәтижелерді кестелердің орнына JSON түрінде шығару.

# {question} [y/N]
question-y-n-1a2d92 = { $question } [и/Ж]{ " " }

# Ray, {cpus} CPUs at {address}
ray-cpus-cpus-at-address-45e924 = Ray, { $cpus } процессор, { $address }

# Ray, {cpus} CPUs (local)
ray-cpus-cpus-local-41ddcc = Ray, { $cpus } процессор (жергілікті)

# --ray needs the ray extra: {command}
ray-needs-the-ray-extra-command-f4dc9b = --ray үшін Ray қосымшасы керек: { $command }

# record written to {path}
record-written-to-path-45630c = жазба { $path } файлына жазылды

# record written to {path} (unfinished: {count} move)
record-written-to-path-unfinished-count-b6cd20 =
    { $count ->
        [one] жазба { $path } файлына жазылды (аяқталмаған: { $count } жүріс)
       *[other] жазба { $path } файлына жазылды (аяқталмаған: { $count } жүріс)
    }

# [red]Not done:[/] {reason}
red-not-done-reason-b87f0f = [red]Орындалмады:[/] { $reason }

# [red]Refused:[/] {reason}
red-refused-reason-dbe270 = [red]Қабылданбады:[/] { $reason }

# Replay a game record through the engine; fails on any difference.
replay-a-game-record-through-the-adc7c3 = Ойын жазбасын қозғалтқыш арқылы қайта ойнату; кез келген айырмашылықта қате береді.

# required
required-848c86 = міндетті

# result: {scores}; winner(s): {winners}
result-scores-winner-s-winners-ca26ac = нәтиже: { $scores }; жеңімпаз(дар): { $winners }

# rounds won
rounds-won-e41c21 = ұтқан раундтар

# Rummoli: do not play your only legal card for you.
rummoli-do-not-play-your-only-781348 = Руммоли: жүруге болатын жалғыз картаңызды сіз үшін ойнамау.

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was no C compiler. With one (on Debian: `apt-get install build-essential`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-0deedc = rummyhall бастапқы код нұсқасымен жұмыс істеп тұр: ол таза Python-да жазылған және шамамен екі есе баяу, себебі C компиляторы жоқ жерде орнатылған. Компиляторды орнатып (Debian-да: `apt-get install build-essential`), компиляцияланған нұсқаны алу үшін rummyhall-ды қайта орнатыңыз (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed without the Python headers (Python.h). With them (on Debian: the package `python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-5c6fd3 = rummyhall бастапқы код нұсқасымен жұмыс істеп тұр: ол таза Python-да жазылған және шамамен екі есе баяу, себебі Python тақырып файлдарынсыз (Python.h) орнатылған. Оларды орнатып (Debian-да: `python3-dev` бумасы), компиляцияланған нұсқаны алу үшін rummyhall-ды қайта орнатыңыз (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was neither a C compiler nor the Python headers. With them (on Debian: `apt-get install build-essential python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-b652fd = rummyhall бастапқы код нұсқасымен жұмыс істеп тұр: ол таза Python-да жазылған және шамамен екі есе баяу, себебі C компиляторы да, Python тақырып файлдары да жоқ жерде орнатылған. Оларды орнатып (Debian-да: `apt-get install build-essential python3-dev`), компиляцияланған нұсқаны алу үшін rummyhall-ды қайта орнатыңыз (docs/compiled.md).

# rummyhall serve needs the server extra: {command}
rummyhall-serve-needs-the-server-extra-b3ac88 = rummyhall serve үшін сервер қосымшасы керек: { $command }

# rummyhall tournament needs the tournament extra: {command}
rummyhall-tournament-needs-the-tournament-extra-4ef9fd = rummyhall tournament үшін турнир қосымшасы керек: { $command }

# s/decision
s-decision-e1e5d3 = с/шешім

# {said}; {more}
said-more-549467 = { $said }; { $more }

# say which card the joker stands for, like *9h
say-which-card-the-joker-stands-a89cca = джокер қай картаның орнында екенін айтыңыз, мысалы *9h

# says what the greedy bot would do in your place
says-what-the-greedy-bot-would-3c7307 = ашкөз бот сіздің орныңызда не істейтінін айтады

# score
score-d22f90 = ұпай

# score per bot
score-per-bot-c5dbea = боттар бойынша ұпай

# seats
seats-e9b35e = орындар

# Seconds a bot waits.
seconds-a-bot-waits-4ffaf7 = Боттың күтетін секундтары.

# Seconds a table may wait in the lobby with nobody there (0: forever).
seconds-a-table-may-wait-in-911f1e = Ешкім жоқ үстелдің лоббиде күте алатын секундтары (0: мәңгі).

# Seconds a table nobody uses stays in memory.
seconds-a-table-nobody-uses-stays-1ddf7b = Ешкім пайдаланбайтын үстелдің жадта қалатын секундтары.

# Seconds of --create-limit.
seconds-of-create-limit-0e53cb = --create-limit шегінің секундтары.

# Seed for the shuffle (default: random).
seed-for-the-shuffle-default-random-77bdb6 = Араластыру нөмірі (әдепкі: кездейсоқ).

# Seed of the first deal (then +1 each).
seed-of-the-first-deal-then-2681c1 = Бірінші таратудың араластыру нөмірі (келесілерінікі бір-бірден артады).

# Seed of the first game (then +1 each).
seed-of-the-first-game-then-1c61e4 = Бірінші ойынның араластыру нөмірі (келесілерінікі бір-бірден артады).

# share of the bot's seats (%)
share-of-the-bot-s-seats-ca2684 = боттың орындарындағы үлес (%)

# Show the rule ID behind each refusal.
show-the-rule-id-behind-each-ee7670 = Әр бас тартудың негізіндегі ереже ID-ін көрсету.

# Show the version and exit.
show-the-version-and-exit-3c626f = Нұсқасын көрсетіп, шығу.

# Show this message and exit.
show-this-message-and-exit-3dd197 = Осы хабарды көрсетіп, шығу.

# shown at the showdown
shown-at-the-showdown-399dad = карталарды ашқанда көрсеткені

# shows the table again
shows-the-table-again-fa8fcb = үстелді қайта көрсетеді

# shows this help
shows-this-help-46bf88 = осы анықтаманы көрсетеді

# source build
source-build-70030d = бастапқы кодтағы нұсқа

# SPRT: chance of accepting H0 when H1 holds.
sprt-chance-of-accepting-h0-when-fa6ac2 = SPRT: H1 дұрыс болғанда H0-ді қабылдау ықтималдығы.

# SPRT: chance of accepting H1 when H0 holds.
sprt-chance-of-accepting-h1-when-40bda1 = SPRT: H0 дұрыс болғанда H1-ді қабылдау ықтималдығы.

# --sprt compares bots: give two different bots or more
sprt-compares-bots-give-two-different-dc3e5f = --sprt боттарды салыстырады: екі не одан көп әртүрлі бот беріңіз

# SPRT: H0 elo <= {elo0}, H1 elo >= {elo1}, alpha {alpha}, beta {beta} (LLR bounds {lower}, {upper})
sprt-h0-elo-elo0-h1-elo-265dce = SPRT: H0 elo <= { $elo0 }, H1 elo >= { $elo1 }, α { $alpha }, β { $beta } (LLR шектері { $lower }, { $upper })

# SPRT: H0 is 'the first bot is at most elo0 Elo better'.
sprt-h0-is-the-first-bot-bb51d2 = SPRT: H0 – «бірінші бот ең көбі elo0 Elo-ға күштірек».

# SPRT: H1 is 'the first bot is elo1 Elo better or more'.
sprt-h1-is-the-first-bot-cc26d0 = SPRT: H1 – «бірінші бот кемінде elo1 Elo-ға күштірек».

# Still in hand: {cards}.  ({help})
still-in-hand-cards-help-675a72 = Қолда қалғаны: { $cards }.  ({ $help })

# Stock: {cards:card}.  Discard pile: {pile}
stock-cards-discard-pile-pile-39138a = Жабық үйме: { $cards } карта.  Тасталған үйме: { $pile }

# Stop once the SPRT decides every pair of bots (docs/tournament.md).
stop-once-the-sprt-decides-every-8c93b4 = SPRT боттардың әр жұбы туралы шешім шығарғанда тоқтау (docs/tournament.md).

# Tables one address may create per --create-window (0: no limit).
tables-one-address-may-create-per-85e418 = Бір мекенжай --create-window ішінде жасай алатын үстелдер саны (0: шексіз).

# TEXT
text-80ee44 = МӘТІН

# the address is already in use
the-address-is-already-in-use-9aab08 = мекенжай бос емес, оны басқа бағдарлама пайдаланып отыр

# The best five cards of a hand of 5 to 26 cards (such as "Ah Kh Qh Jh Th 2c 3d").
the-best-five-cards-of-a-002c39 = 5-тен 26-ға дейінгі картадан тұратын қолдың ең жақсы бес картасы (мысалы, "Ah Kh Qh Jh Th 2c 3d").

# The board
the-board-77a5b9 = Тақта

# the cards after {arrow}: {inner:sentence}
the-cards-after-arrow-inner-ccac03 = { $arrow } белгісінен кейінгі карталар: { $inner }

# the connection was refused
the-connection-was-refused-bb0985 = қосылудан бас тартылды

# the disk is full
the-disk-is-full-dfb41e = диск толы

# the file system is read-only
the-file-system-is-read-only-42cb6c = файлдық жүйе тек оқуға арналған

# the game has no name
the-game-has-no-name-50061e = ойынның атауы жоқ

# the game of {game} seed {seed} rotation {rotation} ({bots}) failed: {error}
the-game-of-game-seed-seed-3fdeab = { $game } ойыны (араластыру нөмірі { $seed }, ауысу { $rotation }, { $bots }) сәтсіз аяқталды: { $error }

# The greedy bot would bet {chips:chip}
the-greedy-bot-would-bet-chips-513cce = Ашкөз бот { $chips } фишка ставка қояр еді

# The greedy bot would bid {chips:chip} for the widow
the-greedy-bot-would-bid-chips-3d44fe = Ашкөз бот жесір қол үшін { $chips } фишка ұсынар еді

# The greedy bot would: [bold]{move}[/]
the-greedy-bot-would-bold-move-7fbe85 = Ашкөз бот мұны істер еді: [bold]{ $move }[/]

# The greedy bot would buy the discard {card}
the-greedy-bot-would-buy-the-3e698b = Ашкөз бот тасталған { $card } картасын сатып алар еді

# The greedy bot would call
the-greedy-bot-would-call-ae69c5 = Ашкөз бот теңестірер еді

# The greedy bot would call rummy on that discard
the-greedy-bot-would-call-rummy-104eff = Ашкөз бот сол тасталған картаға «ромми» деп айтар еді

# The greedy bot would check
the-greedy-bot-would-check-c75ab7 = Ашкөз бот чек айтар еді

# The greedy bot would claim the pot
the-greedy-bot-would-claim-the-920e83 = Ашкөз бот банкті талап етер еді

# The greedy bot would cut {cards:card}
the-greedy-bot-would-cut-cards-74e5f7 = Ашкөз бот { $cards } карта кесіп алар еді

# The greedy bot would discard {card}
the-greedy-bot-would-discard-card-93a41e = Ашкөз бот { $card } картасын тастар еді

# The greedy bot would draw a card: type [bold]draw[/].
the-greedy-bot-would-draw-a-a6cca2 = Ашкөз бот карта тартар еді: [bold]draw[/] теріңіз.

# The greedy bot would draw from the stock
the-greedy-bot-would-draw-from-9f700d = Ашкөз бот жабық үймеден тартар еді

# The greedy bot would exchange {card} for the joker in m{meld}
the-greedy-bot-would-exchange-card-62e48c = Ашкөз бот { $card } картасын m{ $meld } ішіндегі джокерге ауыстырар еді

# The greedy bot would exchange your hand for the widow, unseen
the-greedy-bot-would-exchange-your-222024 = Ашкөз бот қолыңызды жесір қолға (оны көрмей) ауыстырар еді

# The greedy bot would fold
the-greedy-bot-would-fold-664189 = Ашкөз бот қолды тастар еді

# The greedy bot would go down, keeping {cards:card} worth {points:point}
the-greedy-bot-would-go-down-74b8a1 = Ашкөз бот карталарын ашар еді, қолында құны { $points } ұпай болатын { $cards } карта қалар еді

# The greedy bot would keep your hand
the-greedy-bot-would-keep-your-fecebe = Ашкөз бот қолыңызды сақтап қалар еді

# The greedy bot would knock, ending the round: type [bold]knock[/].
the-greedy-bot-would-knock-ending-2e6ac1 = Ашкөз бот соғып, раундты аяқтар еді: [bold]knock[/] теріңіз.

# The greedy bot would lay {card} off on m{meld}
the-greedy-bot-would-lay-card-2e6a13 = Ашкөз бот { $card } картасын m{ $meld } жиынтығына қосар еді

# The greedy bot would let the discard go
the-greedy-bot-would-let-the-1a7261 = Ашкөз бот тасталған картаны өткізіп жіберер еді

# The greedy bot would let this chance go
the-greedy-bot-would-let-this-644b1c = Ашкөз бот бұл мүмкіндіктен бас тартар еді

# The greedy bot would let this go: type [bold]pass[/].
the-greedy-bot-would-let-this-6efaa0 = Ашкөз бот бұдан бас тартар еді: [bold]pass[/] деп теріңіз.

# The greedy bot would meld {cards} ({points:point}). Type:
# [bold]{move}[/]
the-greedy-bot-would-meld-cards-4121fe =
    Ашкөз бот { $cards } жиынтығын жаяр еді ({ $points } ұпай). Мынаны теріңіз:
    { "[" }bold]{ $move }[/]

# The greedy bot would {move}
the-greedy-bot-would-move-63a147 = Ашкөз бот мұны істер еді: { $move }

# The greedy bot would pass
the-greedy-bot-would-pass-64bead = Ашкөз бот пас айтар еді

# The greedy bot would pass: type [bold]pass[/].
the-greedy-bot-would-pass-type-ce606d = Ашкөз бот пас айтар еді: [bold]pass[/] теріңіз.

# The greedy bot would play {card}
the-greedy-bot-would-play-card-0c43c6 = Ашкөз бот { $card } ойнар еді

# The greedy bot would raise by {chips:chip}
the-greedy-bot-would-raise-by-8dfdfa = Ашкөз бот ставканы тағы { $chips } фишкаға көтерер еді

# The greedy bot would take the discard {card}
the-greedy-bot-would-take-the-756475 = Ашкөз бот тасталған { $card } картасын алар еді

# The hand, e.g. "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".
the-hand-e-g-7c-7d-613004 = Қол, мысалы "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".

# The hand, e.g. "8h Qh * 2c".
the-hand-e-g-8h-qh-e2737f = Қол, мысалы "8h Qh * 2c".

# the header does not describe a game: {inner:sentence}
the-header-does-not-describe-a-60a915 = тақырып ойынды сипаттамайды: { $inner }

# the header has no {key} line
the-header-has-no-key-line-4f080a = тақырыпта { $key } жолы жоқ

# the {key} line belongs in the header, before the moves
the-key-line-belongs-in-the-85d6c1 = { $key } жолы тақырыпта, жүрістерден бұрын тұруы керек

# the {kind} bot takes no parameter ({text})
the-kind-bot-takes-no-parameter-ba4323 = { $kind } бот параметр қабылдамайды ({ $text })

# The lay-down of the contract that leaves least in hand.
the-lay-down-of-the-contract-96c499 = Қолда ең аз қалдыратын контракт бойынша карталарды ашу.

# The most value of hand cards that can be placed on the table, and how.
the-most-value-of-hand-cards-636c20 = Үстелге қоюға болатын қолдағы карталардың ең үлкен құны және қалай қою керегі.

# the record gives a result but the game is not over after its moves
the-record-gives-a-result-but-375e98 = жазбада нәтиже бар, бірақ оның жүрістерінен кейін ойын аяқталмаған

# the record is for rules version {recorded}, this engine has {version}
the-record-is-for-rules-version-7937db = жазба ережелердің { $recorded } нұсқасына арналған, бұл қозғалтқышта { $version } нұсқа

# the result differs: replay gives {engine_scores} winners {engine_winners}, the record says {record_scores} winners {record_winners}
the-result-differs-replay-gives-engine-7bc795 = нәтиже өзгеше: қайта ойнату { $engine_scores } береді, жеңімпаздар { $engine_winners }; жазбада { $record_scores }, жеңімпаздар { $record_winners }

# the result has no {key} line
the-result-has-no-key-line-66048b = нәтижеде { $key } жолы жоқ

# the SPRT needs elo0 < elo1, not {elo0} and {elo1}
the-sprt-needs-elo0-elo1-not-5a8b3e = SPRT үшін elo0 < elo1 болуы керек, { $elo0 } және { $elo1 } емес

# the SPRT's {name} must be between 0 and 0.5, not {value}
the-sprt-s-name-must-be-efb7f0 = SPRT үшін { $name } мәні 0 мен 0.5 аралығында болуы керек, { $value } емес

# The table is empty.
the-table-is-empty-82eb62 = Үстел бос.

# The table, melds separated by |, e.g. "5h 6h 7h | Qc Qd Qs".
the-table-melds-separated-by-e-b1391e = Үстел, жиынтықтар | белгісімен бөлінеді, мысалы "5h 6h 7h | Qc Qd Qs".

# there is no route to the host
there-is-no-route-to-the-709a03 = хостқа жол жоқ

# there is no such file or folder
there-is-no-such-file-or-7ee8f5 = мұндай файл не қалта жоқ

# this computer has no such address
this-computer-has-no-such-address-918b48 = бұл компьютерде мұндай мекенжай жоқ

# This lay-down fails ({fault}) and costs {points:point}. Lay it down anyway?
this-lay-down-fails-fault-and-b9bb0d = Бұл ашу сәтсіз ({ $fault }), айыбы — { $points } ұпай. Бәрібір ашасыз ба?

# This meld will be refused: {fault}. Send it anyway?
this-meld-will-be-refused-fault-6a72ca = Бұл жиынтық қабылданбайды: { $fault }. Бәрібір жібересіз бе?

# Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/].
three-cards-drawn-bold-knock-to-56d27b = Үш карта тартылды: раундты аяқтау үшін [bold]knock[/], немесе [bold]pass[/].

# To meld, type the whole new table, or edit it step by step ([bold]put {card} {where}[/], {move}[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] shows the greedy bot's placement. The table now:
to-meld-type-the-whole-new-75a4c1 = Жиынтық жаю үшін бүкіл жаңа үстелді теріңіз немесе оны қадам-қадаммен өзгертіңіз ([bold]put { $card } { $where }[/], { $move }[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] ашкөз боттың орналастыруын көрсетеді. Қазіргі үстел:

# {top} on top of {cards:card}
top-on-top-of-cards-02597e = { $top }, астында { $cards } карта

# Twos are wild (LIV-3).
twos-are-wild-liv-3-7418b5 = Екілер – жапайы карталар (LIV-3).

# undecided after {count} deal
undecided-after-count-deal-1346ca =
    { $count ->
        [one] { $count } таратудан кейін шешілмеді
       *[other] { $count } таратудан кейін шешілмеді
    }

# unknown bot {bot} (bots: {bots})
unknown-bot-bot-bots-bots-45ef88 = белгісіз бот { $bot } (боттар: { $bots })

# Unread messages after which a client is disconnected (0: no limit).
unread-messages-after-which-a-client-38cad8 = Клиент ажыратылатын оқылмаған хабарлар саны (0: шексіз).

# Unterminated string starting at
unterminated-string-starting-at-fa2c84 = аяқталмаған жол

# URL
url-756963 = URL

# Usage:
usage-25d013 = Қолданылуы:

# valid
valid-437cea = дұрыс

# {value} is not in the range {range}.
value-is-not-in-the-range-d4cdc9 = { $value } { $range } аралығында емес.

# {value!r} is not a valid {number_type}.
value-r-is-not-a-valid-ae26ec = { $value } – дұрыс сан емес.

# {value!r} is not {choice}.
value-r-is-not-choice-52664e =
    { $count ->
        [one] { $value } — { $choice } емес.
       *[other] { $value } мыналардың бірі емес: { $choices }.
    }

# Widow: {cards:card} face down, being auctioned.
widow-cards-face-down-being-auctioned-434275 = Жесір қол: беті төмен қаратылған { $cards } карта, аукционға шығарылды.

# Widow: {cards:card} face down, the dealer decides.
widow-cards-face-down-the-dealer-e9b94c = Жесір қол: беті төмен қаратылған { $cards } карта, дилер шешім қабылдайды.

# Widow: taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-c2372f = Жесір қолды { $name } алды; тастаған қолы ойынға қатыспайды ({ $cards } карта).

# win %
win-6f8bf0 = жеңіс %

# win % [95% CI]
win-95-ci-e1f685 = жеңіс % [95% аралық]

#  (winner)
winner-09f631 = {" "}(жеңімпаз)

# winners are seat numbers, 0 or more
winners-are-seat-numbers-0-or-1b26cb = жеңімпаздар – орын нөмірлері, 0 не одан көп

# wins
wins-0114d3 = жеңістер

# With --out: no plots.
with-out-no-plots-da24d1 = --out параметрімен бірге: графиктер жасалмайды.

# With --out: no record per game.
with-out-no-record-per-game-8a60e7 = --out параметрімен бірге: әр ойынның жазбасы сақталмайды.

# '{word}' is not a meld number (1 to {last})
word-is-not-a-meld-number-4547a1 = '{ $word }' — жиынтық нөмірі емес (нөмір 1 мен { $last } аралығында болады)

# '{word}' is not a meld number (1 to {last}, or new)
word-is-not-a-meld-number-e57504 = '{ $word }' — жиынтық нөмірі емес (нөмір 1 мен { $last } аралығында болады, немесе new)

# Worker processes (default: one per core; 1: none).
worker-processes-default-one-per-core-630df3 = Жұмысшы процестер (әдепкі: әр ядроға біреу; 1: жоқ).

# --workers must be 1 or more, not {workers}
workers-must-be-1-or-more-09f37d = --workers кемінде 1 болуы керек, { $workers } емес

# write both jokers with their cards, like: declare *9h *Th
write-both-jokers-with-their-cards-69deec = екі джокерді де карталарымен жазыңыз, мысалы: declare *9h *Th

# Write every game's record here.
write-every-game-s-record-here-68a031 = Әр ойынның жазбасын осында жазу.

# Write results.json, games.csv, records/ and plots here.
write-results-json-games-csv-records-0d80b3 = «results.json», «games.csv», «records/» файлдарын және графиктерді осы қалтаға жазу.

# Write what was played here (even if you leave).
write-what-was-played-here-even-158953 = Ойналғанды осында жазу (ойыннан шықсаңыз да).

# y
y-fc0c4e = и

#
# [yellow]Input ended; you leave the game.[/]
yellow-input-ended-you-leave-the-7fa5da = {"\u000A"}{"["}yellow]Енгізу аяқталды; сіз ойыннан шығасыз.[/]

#
# [yellow]Interrupted; you leave the game.[/]
yellow-interrupted-you-leave-the-game-f9dd7a = {"\u000A"}{"["}yellow]Тоқтатылды; сіз ойыннан шығасыз.[/]

# [yellow]May I? The discard {card} is for sale (price: one stock card): [bold]buy[/] or [bold]pass[/].[/]
yellow-may-i-the-discard-card-5f232e = [yellow]«Мен оны сатып аламын»: тасталған { $card } картасы сатылады (бағасы: жабық үймеден бір карта): [bold]buy[/] немесе [bold]pass[/].[/]

# [yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]
yellow-that-discard-could-have-been-0a6a61 = [yellow]Ол тасталған картаны жиынтыққа қосуға болатын еді: «ромми» деу үшін [bold]rummy[/] деп теріңіз, немесе [bold]pass[/].[/]

# [yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/].
yellow-the-draw-pile-is-empty-90e489 = [yellow]Жабық үйме бос: бұл — соңғы кезегіңіз.[/] Жиынтық жайыңыз немесе [bold]pass[/].

# [yellow]The joker you took must go back on the table this turn.[/]
yellow-the-joker-you-took-must-2da316 = [yellow]Алған джокеріңіз осы кезекте үстелге қайтуы керек.[/]

# [yellow]The widow is auctioned. Highest bid: {high}.[/]
yellow-the-widow-is-auctioned-highest-bc407d = [yellow]Жесір қол аукционда. Ең жоғары ұсыныс: { $high }.[/]

# [yellow]The widow is auctioned. Highest bid: {high} by {name}.[/]
yellow-the-widow-is-auctioned-highest-bf19ea = [yellow]Жесір қол аукционда. Ең жоғары ұсыныс: { $high }, { $name }.[/]

# [yellow]You won the {pot} pot: type [bold]claim[/] before the next card, or it stays on the board.[/]
yellow-you-won-the-pot-pot-660092 = [yellow]Сіз { $pot_genitive } банкін ұтып алдыңыз: келесі картаға дейін [bold]claim[/] деп теріңіз, әйтпесе фишкалар тақтада қалады.[/]

# You can edit the table only when it is your turn to meld.
you-can-edit-the-table-only-115c30 = Үстелді тек жиынтық жаю кезегіңізде өзгерте аласыз.

# You cut: type [bold]cut N[/] (an exact cut of {exact} cards takes 50 points off this deal).
you-cut-type-bold-cut-n-3f934d = Сіз кесесіз: [bold]cut N[/] деп теріңіз (дәл { $exact } карта кессеңіз, осы раундта ұпайыңыздан 50 ұпай шегеріледі).

# You deal, and hold a pay card ({cards}): you must [bold]keep[/] your hand.
you-deal-and-hold-a-pay-0701d0 = Сіз таратасыз және сізде төлем картасы бар ({ $cards }): қолыңызды сақтауыңыз керек — [bold]keep[/].

# You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it.
you-deal-bold-exchange-your-hand-b22bcd = Сіз таратасыз: қолыңызды жесір қолға оны көрмей ауыстырыңыз — [bold]exchange[/], немесе қолыңызды сақтаңыз — [bold]keep[/].

# you have no {card} left in hand
you-have-no-card-left-in-ca6718 = қолыңызда { $card } қалмады

# you have no joker left in hand
you-have-no-joker-left-in-7d1a8e = қолыңызда джокер қалмады

# You hold a pay card ({cards}), so you may only [bold]pass[/].
you-hold-a-pay-card-cards-261daa = Сізде төлем картасы бар ({ $cards }), сондықтан тек [bold]pass[/] деп айта аласыз.

# You hold the next card: [bold]play {card}[/].
you-hold-the-next-card-bold-46b93e = Келесі карта сізде: [bold]play { $card }[/].

# You lead the Rummoli phase: play your lowest card ([bold]play {card}[/]).
you-lead-the-rummoli-phase-play-3edf81 = Руммоли кезеңін сіз бастайсыз: ең төмен картаңызды ойнаңыз ([bold]play { $card }[/]).

# You left the game.
you-left-the-game-05d50d = Сіз ойыннан шықтыңыз.

# You may: {moves}
you-may-moves-30c0e6 = Сіз істей аласыз: { $moves }

# Your draft of the table:
your-draft-of-the-table-966223 = Үстелдің сіздің жобаңыз:

# Your name at the table (default: you).
your-name-at-the-table-default-d05d8b = Үстел басындағы атыңыз (әдепкі: сіз).

# Your turn: [bold]draw[/].
your-turn-bold-draw-c942ea = Сіздің кезегіңіз: [bold]draw[/].

# Your turn: [bold]draw stock[/] or [bold]draw discard[/].
your-turn-bold-draw-stock-or-27401b = Сіздің кезегіңіз: [bold]draw stock[/] немесе [bold]draw discard[/].

