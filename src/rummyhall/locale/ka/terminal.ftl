# ქართული: the messages of en/*.ftl (the English above each), written for this language.

# a bot is written kind or kind:parameter (like search:0.5), not {bot}
a-bot-is-written-kind-or-c8f6c6 = ბოტი ასე იწერება: სახეობა ან სახეობა:პარამეტრი (მაგალითად search:0.5), და არა { $bot }

# A game option; repeatable.
a-game-option-repeatable-a4245e = თამაშის პარამეტრი; შეიძლება რამდენჯერმე მიეთითოს.

# a move after the result
a-move-after-the-result-219d2e = სვლა შედეგის შემდეგ

# A page origin allowed besides the server's own.
a-page-origin-allowed-besides-the-623c00 = გვერდის წყარო (საიტის მისამართი), რომელიც სერვერის საკუთარის გარდა დაშვებულია.

# a part of the path is not a folder
a-part-of-the-path-is-a9301e = ბილიკის ნაწილი საქაღალდე არ არის

# a Ray address is HOST:PORT (like 10.0.0.5:6379) or auto, not {address}
a-ray-address-is-host-port-0e83a8 = Ray-ის მისამართია HOST:PORT (მაგალითად 10.0.0.5:6379) ან auto, და არა { $address }

# A readable summary of GAME's rules (rules/GAME.txt; in another language rules/GAME.LANG.txt).
a-readable-summary-of-game-s-f394f3 = თამაშის (GAME) წესების მოკლე, გასაგები აღწერა (rules/GAME.txt; სხვა ენაზე rules/GAME.LANG.txt).

# a second {key} line (the first is line {first})
a-second-key-line-the-first-94dbb7 = მეორე სტრიქონი { $key } (პირველი არის სტრიქონი { $first })

# a worker process ended in the middle of a game
a-worker-process-ended-in-the-160b54 = სამუშაო პროცესი თამაშის შუაში შეწყდა

# {actions} actions in {seconds} s ({rate} actions/s); seats rotate each game
actions-actions-in-seconds-s-rate-b46602 = { $actions } სვლა { $seconds } წამში ({ $rate } სვლა/წმ); ადგილები ყოველ თამაშში იცვლება

# [ADDRESS]
address-f4b276 = [მისამართი]

# Address to listen on (0.0.0.0: other computers too).
address-to-listen-on-0-0-26b74d = მისამართი, რომელზეც სერვერი უსმენს (0.0.0.0: სხვა კომპიუტერებისთვისაც).

# {advice}: type [bold]{move}[/].
advice-type-bold-move-c5d489 = { $advice }: აკრიფეთ [bold]{ $move }[/].

# ahead-level-behind
ahead-level-behind-3d7451 = წინ-თანაბრად-უკან

# an option is written name=value, not {pair}
an-option-is-written-name-value-646e5b = პარამეტრი ასე იწერება: name=value, და არა { $pair }

# Batch: read {"deal": 5, "hand": [...]} lines on stdin.
batch-read-deal-5-hand-lines-639f12 = პაკეტი: სტანდარტული შეყვანიდან {"{"}"deal": 5, "hand": [...]{"}"} სტრიქონების წაკითხვა.

# Batch: read one JSON list of cards per line on stdin.
batch-read-one-json-list-of-9a7a68 = პაკეტი: სტანდარტული შეყვანიდან თითო სტრიქონზე კარტების ერთი JSON სიის წაკითხვა.

# Batch: read {"table": [[...], ...], "hand": [...]} lines on stdin.
batch-read-table-hand-lines-on-d95b0d = პაკეტი: სტანდარტული შეყვანიდან {"{"}"table": [[...], ...], "hand": [...]{"}"} სტრიქონების წაკითხვა.

# Bid {amount} of your {chips:chip} for a hand you have not seen?
bid-amount-of-your-chips-for-f809d3 = თქვენი { $chips } ჟეტონიდან { $amount } ჟეტონს შესთავაზებთ ხელისთვის, რომელიც არ გინახავთ?

# [bold]bid {bid}[/] (more than {high}, at most your {chips:chip}) or [bold]pass[/].
bold-bid-bid-more-than-high-d4b440 =
    {"["}bold]bid { $bid }[/] ({ $high } ჟეტონზე მეტი და არაუმეტეს თქვენი { $chips } ჟეტონისა) ან [bold]pass[/].

# [bold]call[/] ({to_call}), [bold]raise 1[/] or [bold]fold[/]
bold-call-to-call-bold-raise-726a9f = [bold]call[/] ({ $to_call } ჟეტონი), [bold]raise 1[/] ან [bold]fold[/]

# [bold]call[/] ({to_call}) or [bold]fold[/]
bold-call-to-call-or-bold-405ec8 = [bold]call[/] ({ $to_call } ჟეტონი) ან [bold]fold[/]

# [bold]Carousel[/]: draw up to three cards a turn and meld them onto the shared table, rearranging it as you like: groups (three or four of a rank, suits all different) and sequences (three or more of a suit in order). The first to {target} points ends the game. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker ([bold]*9h[/] a joker standing for 9h).
# Your moves: [bold]draw[/]; a meld typed as the whole new table, melds between | (for example [bold]{example}[/]); [bold]knock[/] with {limit} points or less in hand after drawing; [bold]pass[/]. Or edit the table step by step: [bold]put {card} {where}[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].
bold-carousel-draw-up-to-three-11a8d3 =
    {"["}bold]კარუსელი[/]: ყოველ სვლაზე აიღეთ სამამდე კარტი და გაშალეთ ისინი საერთო მაგიდაზე, რომელიც შეგიძლიათ როგორც გსურთ გადააწყოთ: ჯგუფები (ერთი რანგის სამი ან ოთხი კარტი, ყველა სხვადასხვა მასტის) და თანმიმდევრობები (ერთი მასტის სამი ან მეტი კარტი რიგზე). თამაში მთავრდება, როცა ვინმე { $target } ქულას მიაღწევს. კარტები იწერება ჯერ რანგით, მერე მასტით (7h, Td, Qs, Ac), [bold]*[/] ჯოკერია ([bold]*9h[/] — ჯოკერი, რომელიც 9h-ს წარმოადგენს).
    თქვენი სვლები: [bold]draw[/]; გაშლა — აკრიფეთ მთელი ახალი მაგიდა, კომბინაციები | ნიშნით გამოყავით (მაგალითად [bold]{ $example }[/]); [bold]knock[/], თუ აღების შემდეგ ხელში { $limit } ან ნაკლები ქულა გაქვთ; [bold]pass[/]. ან შეცვალეთ მაგიდა ნაბიჯ-ნაბიჯ: [bold]put { $card } { $where }[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].

# [bold]check[/] or [bold]bet 1[/]
bold-check-or-bold-bet-1-0b4be0 = [bold]check[/] ან [bold]bet 1[/]

# [bold]Game over.[/] {result}.
bold-game-over-result-7dfa37 = [bold]თამაში დასრულდა.[/] { $result }.

# [bold]{game}[/] with you, {others} (seed {seed}).
bold-game-with-you-others-seed-90e005 = [bold]{ $game }[/]: თქვენ, { $others } (არევის ნომერი { $seed }).

# [bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs (four or more of a suit in order); the lowest total wins. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker.
# Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a discard is offered (May I?); [bold]{down}[/] lays down your contract, melds between |; [bold]layoff {card} {meld}[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] for a joker at a run's end); [bold]swap {card} {meld}[/] takes a joker for the card it stands for; [bold]discard {card}[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid off; [bold]cut N[/] when you cut the pack.
bold-liverpool-seven-deals-each-with-183c85 =
    {"["}bold]ლივერპულის რუმი[/]: შვიდი დარიგება, თითოეულში — კონტრაქტი კომპლექტებით (ერთი რანგის სამი ან მეტი კარტი) და თანმიმდევრობებით (ერთი მასტის ოთხი ან მეტი კარტი რიგზე); იგებს ის, ვისაც ყველაზე დაბალი ჯამი აქვს. კარტები იწერება ჯერ რანგით, მერე მასტით (7h, Td, Qs, Ac), [bold]*[/] ჯოკერია.
    თქვენი სვლები: [bold]draw stock[/] ან [bold]draw discard[/]; [bold]buy[/] ან [bold]pass[/], როცა გადაგდებული კარტი იყიდება („შეიძლება?“); [bold]{ $down }[/] შლის თქვენს კონტრაქტს, კომბინაციები | ნიშნით; [bold]layoff { $card } { $meld }[/] ამატებს კარტს მაგიდაზე არსებულ კომბინაციას (ჯოკერისთვის თანმიმდევრობის ბოლოში დაუმატეთ [bold]low[/] ან [bold]high[/]); [bold]swap { $card } { $meld }[/] იღებს ჯოკერს და მის ადგილს იმ კარტით ავსებს, რომელსაც ჯოკერი წარმოადგენს; [bold]discard { $card }[/] ამთავრებს თქვენს სვლას; [bold]rummy[/] — „რუმი!“ გადაგდებულ კარტზე, რომლის დამატებაც შეიძლებოდა; [bold]cut N[/], როცა დასტას ჭრით.

# [bold]On the table:[/]
bold-on-the-table-08a2dc = [bold]მაგიდაზე:[/]

# [bold]Round {round}[/]: {why}; won by {winners}.
bold-round-round-why-won-by-2b8371 = [bold]{ $round ->
        [one] პირველი
       *[other] მე-{ $round }
    } რაუნდი[/]: { $why }; გამარჯვებული: { $winners }.

# [bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).
# Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; [bold]bid {bid}[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play {card}[/] in the run; [bold]claim[/] a pot you won when claims are strict. When a card is your only legal play it is played for you (unless you started with --no-auto-play).
bold-rummoli-nine-pots-on-the-11e4dd =
    {"["}bold]რუმოლი[/]: დაფაზე ცხრა ბანკია; ყოველ რაუნდში — ქვრივის აუქციონი, პოკერის ხელი პოკერის ბანკისთვის, შემდეგ კარტების თამაში მასტის მიხედვით: პოკერის გამარჯვებული იწყებს თავისი ყველაზე დაბალი კარტით, მასტის შემდეგ კარტს კი ის თამაშობს, ვისაც ეს კარტი აქვს; საპრიზო კარტები თავიანთ ბანკებს იგებს, ვინც პირველი გავა, ის რუმოლის ბანკს იგებს. ბოლოს იგებს ის, ვისაც ყველაზე მეტი ჟეტონი აქვს. კარტები იწერება ჯერ რანგით, მერე მასტით (7h, Td, Qs, Ac).
    თქვენი სვლები: დილერად — [bold]keep[/] (ხელის დატოვება) ან [bold]exchange[/] (ხელის გაცვლა ქვრივზე); აუქციონზე — [bold]bid { $bid }[/] ან [bold]pass[/]; პოკერში — [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] ან [bold]fold[/]; კარტების თამაშისას — [bold]play { $card }[/]; [bold]claim[/] — მოგებული ბანკის მოთხოვნა, როცა ბანკები ავტომატურად არ აიღება. როცა კარტი თქვენი ერთადერთი დასაშვები სვლაა, ის თქვენ მაგივრად ითამაშება (თუ თამაში --no-auto-play პარამეტრით არ დაგიწყიათ).

# [bold]Your hand:[/] {cards}
bold-your-hand-cards-e8f271 = [bold]თქვენი ხელი:[/] { $cards }

# [bold]Your hand[/] ({value:point}): {cards}
bold-your-hand-value-cards-0bafa2 =
    {"["}bold]თქვენი ხელი[/] ({ $value } ქულა): { $cards }

# bot
bot-74c684 = ბოტი

# bot {bot}: {why:sentence}
bot-bot-why-727edb = ბოტი { $bot }: { $why }

# Bot for the other seats (random, greedy, shrewd, search).
bot-for-the-other-seats-random-284c9f = ბოტი დანარჩენი ადგილებისთვის (random, greedy, shrewd, search).

# {bot} stronger
bot-stronger-5c996e = { $bot } უფრო ძლიერია

# {bots} bots for {players} players: give at most one bot per player
bots-bots-for-players-players-give-cfd673 = { $players } მოთამაშისთვის { $bots } ბოტი: მიუთითეთ მაქსიმუმ ერთი ბოტი თითო მოთამაშეზე

# {bots} bots given for {players} players
bots-bots-given-for-players-players-eb03f1 = { $players } მოთამაშისთვის მითითებულია { $bots } ბოტი

# --bots is a comma-separated list of bots like greedy,random, not {text}
bots-is-a-comma-separated-list-95e222 = --bots არის მძიმით გამოყოფილი ბოტების სია, მაგალითად greedy,random, და არა { $text }

# Bots' level: [bold]{level}[/]. {about}
bots-level-bold-level-about-6e0b00 = ბოტების დონე: [bold]{ $level }[/]. { $about }

# --bots needs at least one bot name
bots-needs-at-least-one-bot-ad3e62 = --bots: საჭიროა მინიმუმ ერთი ბოტის სახელი

# Bots play duplicate deals of GAME; wins, scores, places, ratings, head to head.
bots-play-duplicate-deals-of-game-f705d1 = ბოტები GAME-ის ერთსა და იმავე დარიგებებს თამაშობენ: მოგებები, ქულები, ადგილები, რეიტინგები, ურთიერთშედეგები.

# Bots play GAME against each other; prints wins and mean scores.
bots-play-game-against-each-other-5f5c87 = ბოტები GAME-ს ერთმანეთის წინააღმდეგ თამაშობენ; იბეჭდება მოგებები და საშუალო ქულები.

# Bots to compare: kind or kind:parameter, comma-separated.
bots-to-compare-kind-or-kind-51938c = შესადარებელი ბოტები: სახეობა ან სახეობა:პარამეტრი, მძიმით გამოყოფილი.

# buys
buys-670a7a = ყიდვები

# cannot listen on {address}: {reason}
cannot-listen-on-address-reason-a821cf = მისამართის მოსმენა შეუძლებელია: { $address } ({ $reason })

# cannot make the folder {out}: {why}
cannot-make-the-folder-out-why-52a2e3 = საქაღალდის { $out } შექმნა შეუძლებელია: { $why }

# cannot reach the Ray cluster at {address}: {why}
cannot-reach-the-ray-cluster-at-1d31c9 = Ray კლასტერთან დაკავშირება { $address } მისამართზე შეუძლებელია: { $why }

# cannot read {path}: {reason}
cannot-read-path-reason-047ebb = { $path }: წაკითხვა შეუძლებელია ({ $reason })

# cannot start a local Ray: {why}
cannot-start-a-local-ray-why-e9310a = ადგილობრივი Ray-ის გაშვება შეუძლებელია: { $why }

# cannot start the Ray cluster at {address}: {why}
cannot-start-the-ray-cluster-at-2e6cd5 = Ray კლასტერის გაშვება { $address } მისამართზე შეუძლებელია: { $why }

# cannot use the database: {reason}
cannot-use-the-database-reason-1a98ab = მონაცემთა ბაზის გამოყენება შეუძლებელია: { $reason }

# cannot write {path}: {reason}
cannot-write-path-reason-ac4567 = { $path }: ჩაწერა შეუძლებელია ({ $reason })

# Card {draws} of 3 drawn: {choices}.
card-draws-of-3-drawn-choices-687b2f =
    აღებულია სამიდან { $draws ->
        [one] პირველი
       *[other] მე-{ $draws }
    } კარტი: { $choices }.

# cards
cards-81f160 = კარტები

# CARDS
cards-ec3735 = კარტები

# Carousel - round {round} - first to {target} points
carousel-round-round-first-to-target-dcecc9 = კარუსელი — რაუნდი { $round } — თამაში { $target } ქულამდე

# {category}: {cards} (strength {strength})
category-cards-strength-strength-2dc868 = { $category }: { $cards } (სიძლიერე { $strength })

# chips
chips-f6be50 = ჟეტონები

# chips per bot
chips-per-bot-79c7bf = ჟეტონები ბოტების მიხედვით

# choose the bots by --level or by --bots, not both
choose-the-bots-by-level-or-3579e2 = ბოტების ასარჩევად გამოიყენეთ ან --level, ან --bots, და არა ორივე ერთად

# Comma-separated bots, one per seat (repeated cyclically if fewer).
comma-separated-bots-one-per-seat-a8f780 = მძიმით გამოყოფილი ბოტები, თითო ადგილზე თითო (თუ ნაკლებია, წრიულად მეორდება).

# COMMAND [ARGS]...
command-args-7ab84c = ბრძანება [არგუმენტები]...

# Commands
commands-971550 = ბრძანებები

# Commands: {listed}.
commands-listed-d5fb0b = ბრძანებები: { $listed }.

# compiled build
compiled-build-d583a5 = კომპილირებული ვერსია

# {count} deal
count-deal-f177cd =
    { $count ->
        [one] { $count } დარიგება
       *[other] { $count } დარიგება
    }

# {count} game
count-game-f99a7d =
    { $count ->
        [one] { $count } თამაში
       *[other] { $count } თამაში
    }

# {count} game in {seconds} s on {backend}
count-game-in-seconds-s-on-cb2e54 =
    { $count ->
        [one] { $count } თამაში { $seconds } წამში, { $backend }
       *[other] { $count } თამაში { $seconds } წამში, { $backend }
    }

# {count} game in {seconds} s ({rate} games/s) on {backend}
count-game-in-seconds-s-rate-58d32a =
    { $count ->
        [one] { $count } თამაში { $seconds } წამში ({ $rate } თამაში/წმ), { $backend }
       *[other] { $count } თამაში { $seconds } წამში ({ $rate } თამაში/წმ), { $backend }
    }

# {count} local process
count-local-process-1d5cad =
    { $count ->
        [one] { $count } ადგილობრივი პროცესი
       *[other] { $count } ადგილობრივი პროცესი
    }

# {count} more played after the SPRT stopped and not counted
count-more-played-after-the-sprt-6755a2 =
    { $count ->
        [one] SPRT-ის შეჩერების შემდეგ კიდევ { $count } თამაში ითამაშეს, რომელიც არ ჩაითვალა
       *[other] SPRT-ის შეჩერების შემდეგ კიდევ { $count } თამაში ითამაშეს, რომლებიც არ ჩაითვალა
    }

# {count} player
count-player-8aad66 =
    { $count ->
        [one] { $count } მოთამაშე
       *[other] { $count } მოთამაშე
    }

# {count} rotation
count-rotation-3ea2d8 =
    { $count ->
        [one] { $count } როტაცია
       *[other] { $count } როტაცია
    }

# [cyan]you let it go[/]
cyan-you-let-it-go-abc624 = [cyan]თქვენ გაუშვით[/]

# Database URL, or RUMMYHALL_DB (default: a SQLite file in your data folder).
database-url-or-rummyhall-db-default-eae468 = მონაცემთა ბაზის URL ან RUMMYHALL_DB (ნაგულისხმევად: SQLite ფაილი თქვენს მონაცემთა საქაღალდეში).

# Redis URL joining the workers of one room, or RUMMYHALL_BUS (redis://HOST:PORT/N).
redis-url-joining-the-workers-of-2278b2 = Redis-ის URL, რომელიც ერთი დარბაზის სამუშაო პროცესებს აერთიანებს, ან RUMMYHALL_BUS (redis://HOST:PORT/N).

# Worker processes on the port.
worker-processes-on-the-port-d890df = ერთ პორტზე გაშვებული სამუშაო პროცესების რაოდენობა.

# Dead hand: {cards:card}, out of play.
dead-hand-cards-out-of-play-f4768d = თამაშგარეშე ხელი: { $cards } კარტი, თამაშში აღარ მონაწილეობს.

# deal +/-
deal-9a1891 = დარიგება +/-

# Deal {deal} of 7 - contract: {contract}
deal-deal-of-7-contract-contract-dcbe09 = დარიგება { $deal } / 7 — კონტრაქტი: { $contract }

# deal {deal}: the contract cannot be laid down with this hand
deal-deal-the-contract-cannot-be-d70085 =
    { $deal ->
        [one] პირველი
       *[other] მე-{ $deal }
    } დარიგება: ამ ხელით კონტრაქტის გაშლა შეუძლებელია

# Deal number 1-7 (sets the contract).
deal-number-1-7-sets-the-874921 = დარიგების ნომერი 1-7 (განსაზღვრავს კონტრაქტს).

# deals +/=/-
deals-054f28 = დარიგებები +/=/-

# Deals (seeds); each is played once per seat rotation.
deals-seeds-each-is-played-once-7d01d8 = დარიგებები (არევის ნომრები); თითოეული ერთხელ ითამაშება ადგილების ყოველი როტაციისას.

# default: {default}
default-default-a1cd46 = ნაგულისხმევი: { $default }

# Did you mean {possibility}?
did-you-mean-possibility-5a6b5c =
    { $count ->
        [one] ხომ არ გულისხმობდით { $possibility }?
       *[other] (ხომ არ გულისხმობდით ერთ-ერთს: { $possibility }?)
    }

# [dim](none)[/]
dim-none-569583 = [dim](არაფერი)[/]

# DIRECTORY
directory-b7740f = საქაღალდე

# Draw pile: {cards:card}.
draw-pile-cards-8fc20d = ასაღები გროვა: { $cards } კარტი.

# Edit the table before melding: put CARDS M|new (from your hand; a joker as *9h), move CARD FROM TO|new, declare *9h *Th, undo, reset, draft (show it), send.
edit-the-table-before-melding-put-052c21 = კომბინაციის გაშლამდე შეცვალეთ მაგიდა: put კარტები M|new (ხელიდან; ჯოკერი როგორც *9h), move კარტი საიდან სად|new, declare *9h *Th, undo, reset, draft (ჩვენება), send.

# Elo [95% CI]
elo-95-ci-70c131 = Elo [95%-იანი ნდობის ინტერვალი]

# error: {message}
error-message-7fcc1b = შეცდომა: { $message }

# Exact solvers: Liverpool lay-downs, Carousel placements.
exact-solvers-liverpool-lay-downs-carousel-75c5fd = ზუსტი ამომხსნელები: ლივერპულის რუმის გაშლები, კარუსელის განლაგებები.

# expected a numbered move or a line 'key: value' with a key among {keys}
expected-a-numbered-move-or-a-de60bc = მოსალოდნელი იყო დანომრილი სვლა ან სტრიქონი „გასაღები: მნიშვნელობა“, სადაც გასაღები ერთ-ერთია ამათგან: { $keys }

# expected a seat like {example}, found {found}
expected-a-seat-like-example-found-a565ab = მოსალოდნელი იყო ადგილი, მაგალითად { $example }, ნაპოვნია { $found }

# expected move {expected}, found {found}
expected-move-expected-found-found-0355fd = მოსალოდნელი იყო სვლა { $expected }, ნაპოვნია { $found }

# Expecting ',' delimiter
expecting-delimiter-1aba0a = მოსალოდნელი იყო გამყოფი ','

# Expecting ':' delimiter
expecting-delimiter-965a50 = მოსალოდნელი იყო გამყოფი ':'

# Expecting property name enclosed in double quotes
expecting-property-name-enclosed-in-double-2c4dc3 = მოსალოდნელი იყო თვისების სახელი ორმაგ ბრჭყალებში

# Expecting value
expecting-value-33df9b = მოსალოდნელი იყო მნიშვნელობა

# Extra data
extra-data-517219 = ზედმეტი მონაცემები

# FILE
file-a83dba = ფაილი

# {file}: an unfinished game: {count} move replayed, every card as recorded; no result
file-an-unfinished-game-count-move-6bc29d =
    { $count ->
        [one] { $file }: დაუმთავრებელი თამაში: გადათამაშდა { $count } სვლა, ყველა კარტი ჩანაწერის მიხედვით; შედეგი არ არის
       *[other] { $file }: დაუმთავრებელი თამაში: გადათამაშდა { $count } სვლა, ყველა კარტი ჩანაწერის მიხედვით; შედეგი არ არის
    }

# {file}: {count} move replayed, every card and the result as recorded (game over)
file-count-move-replayed-every-card-d1515f =
    { $count ->
        [one] { $file }: გადათამაშდა { $count } სვლა, ყველა კარტი და შედეგი ჩანაწერის მიხედვით (თამაში დასრულდა)
       *[other] { $file }: გადათამაშდა { $count } სვლა, ყველა კარტი და შედეგი ჩანაწერის მიხედვით (თამაში დასრულდა)
    }

# {files} and the plots are in {folder}
files-and-the-plots-are-in-029593 = { $files } და გრაფიკები შენახულია საქაღალდეში { $folder }

# {files} and the records are in {folder}
files-and-the-records-are-in-c28999 = { $files } და ჩანაწერები შენახულია საქაღალდეში { $folder }

# {files} are in {folder}
files-are-in-folder-2875b9 = { $files } შენახულია საქაღალდეში { $folder }

# {files}, the records and the plots are in {folder}
files-the-records-and-the-plots-5fa2c6 = { $files }, ჩანაწერები და გრაფიკები შენახულია საქაღალდეში { $folder }

# final chips
final-chips-72362c = საბოლოო ჟეტონები

# final chips (higher wins)
final-chips-higher-wins-1c3894 = საბოლოო ჟეტონები (იგებს მეტი)

# final chips (lower wins)
final-chips-lower-wins-1575cf = საბოლოო ჟეტონები (იგებს ნაკლები)

# final score
final-score-9a9b3e = საბოლოო ანგარიში

# final score (higher wins)
final-score-higher-wins-44c573 = საბოლოო ანგარიში (იგებს მეტი)

# final score (lower wins)
final-score-lower-wins-ba2a93 = საბოლოო ანგარიში (იგებს ნაკლები)

# {first} v {second}
first-v-second-4c1fa2 = { $first } – { $second }

# FLOAT
float-8a18cf = რიცხვი

# FLOAT RANGE
float-range-64febf = რიცხვების დიაპაზონი

# floating
floating-b33813 = ცარიელი ხელით თამაშობს

# GAME
game-803b6f = თამაში

# {game}: {bots}
game-bots-189629 = { $game }: { $bots }

# {game}: bots playing
game-bots-playing-3c1520 = { $game }: თამაშობენ ბოტები

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last})
game-players-deals-x-rotations-games-061d1e = { $game }, { $players }: { $deals } × { $rotations } = { $games } (არევის ნომრები { $first }..{ $last })

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last}; stopped by the SPRT)
game-players-deals-x-rotations-games-d6e62a = { $game }, { $players }: { $deals } × { $rotations } = { $games } (არევის ნომრები { $first }..{ $last }; SPRT-მ შეაჩერა)

# {game}, {players}, {games}
game-players-games-d9df8b = { $game }, { $players }, { $games }

# {game}, seed {seed}, players: {players}
game-seed-seed-players-players-bf5c41 = { $game }, არევის ნომერი { $seed }, მოთამაშეები: { $players }

# {games} games of {game}, {players} players, seeds {first}..{last}
games-games-of-game-players-players-c13d19 = { $game }: { $games } თამაში, { $players } მოთამაშე, არევის ნომრები { $first }..{ $last }

# --games must be 1 or more, not {deals}
games-must-be-1-or-more-374f50 = --games უნდა იყოს 1 ან მეტი და არა { $deals }

# --games must be at least 1
games-must-be-at-least-1-cec8fc = --games უნდა იყოს 1 მაინც

# games rated
games-rated-018fc2 = შეფასებული თამაშები

# give --deal and --hand, or --jsonl
give-deal-and-hand-or-jsonl-870252 = მიუთითეთ --deal და --hand, ან --jsonl

# give --hand (and --table, empty if omitted), or --jsonl
give-hand-and-table-empty-if-0e738c = მიუთითეთ --hand (და --table, თუ არ არის მითითებული – ცარიელი), ან --jsonl

# give the cards, such as {example}, or --jsonl
give-the-cards-such-as-example-39c9a7 = მიუთითეთ კარტები, მაგალითად { $example }, ან --jsonl

# Go down (for example [bold]{down}[/]), or [bold]discard {card}[/]. [bold]hint[/] says what the greedy bot would do.
go-down-for-example-bold-down-13b92b = გაშალეთ კონტრაქტი (მაგალითად [bold]{ $down }[/]) ან [bold]discard { $card }[/]. [bold]hint[/] გეტყვით, რას გააკეთებდა ხარბი ბოტი.

# Got unexpected extra argument ({args})
got-unexpected-extra-argument-args-e34410 =
    { $count ->
        [one] მოულოდნელი ზედმეტი არგუმენტი ({ $args })
       *[other] მოულოდნელი ზედმეტი არგუმენტები ({ $args })
    }

# H0 accepted after {count} deal: {first} is not {elo1} Elo stronger
h0-accepted-after-count-deal-first-a7c4e0 =
    { $count ->
        [one] H0 მიღებულია { $count } დარიგების შემდეგ: { $first } { $elo1 } Elo-თი ძლიერი არ არის
       *[other] H0 მიღებულია { $count } დარიგების შემდეგ: { $first } { $elo1 } Elo-თი ძლიერი არ არის
    }

# H1 accepted after {count} deal: {first} is stronger
h1-accepted-after-count-deal-first-33f44e =
    { $count ->
        [one] H1 მიღებულია { $count } დარიგების შემდეგ: { $first } უფრო ძლიერია
       *[other] H1 მიღებულია { $count } დარიგების შემდეგ: { $first } უფრო ძლიერია
    }

# head to head, seat against seat by place; the sign test over deals
head-to-head-seat-against-seat-fdee32 = ურთიერთშედეგები: ადგილი ადგილის წინააღმდეგ, დაკავებული ადგილის მიხედვით; ნიშნების ტესტი დარიგებებზე

# How many games.
how-many-games-bcf760 = რამდენი თამაში.

# How well the bots play: easy, medium or hard (default: medium).
how-well-the-bots-play-easy-fa0e95 = რამდენად კარგად თამაშობენ ბოტები: „easy“ (მარტივი), „medium“ (საშუალო) ან „hard“ (რთული) (ნაგულისხმევად: „medium“).

# INTEGER
integer-8d1d34 = მთელი რიცხვი

# INTEGER RANGE
integer-range-efbbff = მთელი რიცხვების დიაპაზონი

# Invalid control character at
invalid-control-character-at-5e945f = არასწორი მმართველი სიმბოლო

# Invalid value for {param_hint}: {message}
invalid-value-for-param-hint-message-582cfd = არასწორი მნიშვნელობა ({ $param_hint }): { $message }

# Invalid value: {message}
invalid-value-message-f69d23 = არასწორი მნიშვნელობა: { $message }

# it is a folder
it-is-a-folder-c10c2f = ეს საქაღალდეა

# {key} holds a number too long to read
key-holds-a-number-too-long-6002ea = { $key } შეიცავს წასაკითხად ზედმეტად გრძელ რიცხვს

# {key} is nested too deeply to read
key-is-nested-too-deeply-to-207cfa = { $key } წასაკითხად ზედმეტად ღრმად არის ჩადგმული

# {key} is not JSON ({why} at column {column})
key-is-not-json-why-at-41d629 = { $key } არ არის JSON ({ $why }, სვეტი { $column })

# {key} must be a whole number in plain digits, not {text}
key-must-be-a-whole-number-393907 = { $key } უნდა იყოს მთელი რიცხვი ჩვეულებრივი ციფრებით, და არა { $text }

# Language: en, kk, lt or ka (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).
language-en-kk-lt-or-ka-2c3917 = ენა: en, kk, lt ან ka (ნაგულისხმევად: LANGUAGE, LC_ALL, LC_MESSAGES ან LANG ცვლადიდან).

# Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard (for example [bold]discard {card}[/]).
lay-off-the-cards-that-fit-9fa5ab = დაამატეთ კომბინაციებს ის კარტები, რომლებიც მათ ერგება ([bold]legal[/] მათ ჩამოთვლის), შემდეგ გადააგდეთ კარტი (მაგალითად [bold]discard { $card }[/]).

# leaves the game
leaves-the-game-0d4ee9 = ტოვებს თამაშს

# left
left-124aec = დარჩა

# left in hand: {cards} ({points})
left-in-hand-cards-points-02270c = ხელში დარჩა: { $cards } ({ $points })

# lets a chance go (or passes, when passing is a move)
lets-a-chance-go-or-passes-e8ab42 = უშვებს შანსს (ან ამბობს პასს, როცა პასი სვლაა)

# {level} takes seconds per decision (like {seconds}) or samples (like {samples}), not {parameter}
level-takes-seconds-per-decision-like-02dc0f = { $level }: პარამეტრია წამები ერთ გადაწყვეტილებაზე (მაგალითად { $seconds }) ან ნიმუშების რაოდენობა (მაგალითად { $samples }), და არა { $parameter }

# line {line_number}: {fault:sentence}
line-line-number-fault-1fd1bd = სტრიქონი { $line_number }: { $fault }

# lines {first_line}-{last_line}: {fault:sentence}
lines-first-line-last-line-fault-a415d5 = სტრიქონები { $first_line }–{ $last_line }: { $fault }

# lists what you may do
lists-what-you-may-do-e92353 = ჩამოთვლის, რისი გაკეთება შეგიძლიათ

# Liverpool
liverpool-ba2b09 = ლივერპულის რუმი
    .ergative = ლივერპულის რუმმა
    .dative = ლივერპულის რუმს
    .genitive = ლივერპულის რუმის
    .instrumental = ლივერპულის რუმით
    .adverbial = ლივერპულის რუმად

# Liverpool rummy, Rummoli and Carousel: play, simulate, solve, replay.
liverpool-rummy-rummoli-and-carousel-play-72ecec = ლივერპულის რუმი, რუმოლი და კარუსელი: თამაში, სიმულაცია, ამოხსნა, გადახედვა.

# 1 process
m-1-process-527daf = 1 პროცესი

# m{id} {owner}'s book: {cards}
m-id-owner-s-book-cards-3585f5 = m{ $id } — კომპლექტი ({ $owner }): { $cards }

# m{id} {owner}'s run: {cards}
m-id-owner-s-run-cards-a1ade1 = m{ $id } — თანმიმდევრობა ({ $owner }): { $cards }

# m{id} your book: {cards}
m-id-your-book-cards-8c79aa = m{ $id } — თქვენი კომპლექტი: { $cards }

# m{id} your run: {cards}
m-id-your-run-cards-7860f9 = m{ $id } — თქვენი თანმიმდევრობა: { $cards }

# mean chips
mean-chips-b17284 = საშუალო ჟეტონები

# mean chips (higher wins)
mean-chips-higher-wins-3bcf12 = საშუალო ჟეტონები (იგებს მეტი)

# mean chips (lower wins)
mean-chips-lower-wins-14098d = საშუალო ჟეტონები (იგებს ნაკლები)

# mean place
mean-place-c8cb52 = საშუალო ადგილი

# mean score
mean-score-709545 = საშუალო ანგარიში

# mean score (higher wins)
mean-score-higher-wins-47203a = საშუალო ანგარიში (იგებს მეტი)

# mean score (lower wins)
mean-score-lower-wins-276792 = საშუალო ანგარიში (იგებს ნაკლები)

# meld, [bold]draw[/] again or [bold]knock[/]
meld-bold-draw-again-or-bold-266626 = გაშალეთ კომბინაცია, კიდევ აიღეთ კარტი ([bold]draw[/]) ან დააკაკუნეთ ([bold]knock[/])

# meld, [bold]pass[/] (the draw pile is empty) or [bold]knock[/]
meld-bold-pass-the-draw-pile-f22e67 = გაშალეთ კომბინაცია, თქვით პასი ([bold]pass[/]; ასაღები გროვა ცარიელია) ან დააკაკუნეთ ([bold]knock[/])

# meld {meld} holds no {card}
meld-meld-holds-no-card-176f91 = კომბინაციაში { $meld } კარტი { $card } არ არის

# meld or [bold]draw[/] again
meld-or-bold-draw-again-f548c5 = გაშალეთ კომბინაცია ან კიდევ აიღეთ კარტი ([bold]draw[/])

# meld or [bold]pass[/] (the draw pile is empty)
meld-or-bold-pass-the-draw-864f72 = გაშალეთ კომბინაცია ან თქვით პასი ([bold]pass[/]; ასაღები გროვა ცარიელია)

# meld (your melds here)
meld-your-melds-here-4c905e = meld (თქვენი კომბინაციები აქ)

# Messages a second one connection may send (0: no limit).
messages-a-second-one-connection-may-212850 = შეტყობინებები წამში, რამდენიც ერთ კავშირს შეუძლია გაგზავნოს (0: შეზღუდვის გარეშე).

# Missing argument
missing-argument-7299b9 = აკლია არგუმენტი

# Missing command.
missing-command-5415d0 = ბრძანება არ არის მითითებული.

# Missing option
missing-option-a31424 = აკლია პარამეტრი

# Missing parameter
missing-parameter-5f92d8 = აკლია პარამეტრი

# Missing parameter: {param_name}
missing-parameter-param-name-7946b1 = აკლია პარამეტრი: { $param_name }

# ... {more} earlier,
more-earlier-675e1e = ... { $more } ადრინდელი,{" "}

# Most tables kept in memory with nobody there (0: no limit).
most-tables-kept-in-memory-with-c19957 = მაქსიმუმ რამდენი მაგიდა ინახება მეხსიერებაში, როცა იქ არავინაა (0: შეზღუდვის გარეშე).

# move {expected} has no action
move-expected-has-no-action-34169f = სვლას { $expected } მოქმედება არ აქვს

# move {move_number} is by seat {seat_number}, but the seats are 0 to {last_seat}
move-move-number-is-by-seat-7ce79d = სვლა { $move_number } ეკუთვნის ადგილს { $seat_number }, ადგილები კი დანომრილია 0–{ $last_seat }

# move {move_number} ({move_action}) revealed {engine_cards}, the record says {record_cards}
move-move-number-move-action-revealed-bfe630 = სვლამ { $move_number } ({ $move_action }) გამოაჩინა { $engine_cards }, ჩანაწერში კი { $record_cards }

# move {move_number} ({move_action}): the engine says {engine_note}, the record says {record_note}
move-move-number-move-action-the-41d126 = სვლა { $move_number } ({ $move_action }): ძრავა ამბობს { $engine_note }, ჩანაწერში კი { $record_note }

# move {move_number} ({move_line}) is illegal: {inner:sentence}
move-move-number-move-line-is-5c0761 = სვლა { $move_number } ({ $move_line }) დაუშვებელია: { $inner }

# NAME=VALUE
name-value-2fa32a = სახელი=მნიშვნელობა

# {name}: {value} in hand ({cards}), +{points}
name-value-in-hand-cards-points-f8654f = { $name }: ხელში { $value } ქულა ({ $cards }), +{ $points }

# no joker {card} in the draft
no-joker-card-in-the-draft-348d1e = მონახაზში ჯოკერი { $card } არ არის

# No progress bar.
no-progress-bar-7c0111 = პროგრესის ზოლის გარეშე.

# No such command {name!r}.
no-such-command-name-r-6558a1 = ბრძანება { $name } არ არსებობს.

# No such option {name!r}.
no-such-option-name-r-83a2c4 = პარამეტრი { $name } არ არსებობს.

# not a rummyhall record: the first line must be {magic}
not-a-rummyhall-record-the-first-0edc9e = ეს არ არის rummyhall-ის ჩანაწერი: პირველი სტრიქონი უნდა იყოს { $magic }

# Not sent.
not-sent-7b7fa1 = არ გაიგზავნა.

# not significant
not-significant-046b60 = სტატისტიკურად უმნიშვნელო

# nothing
nothing-527dae = არაფერი

# Nothing for you to do now: the others are playing.
nothing-for-you-to-do-now-104b8a = ახლა თქვენი სვლა არ არის: სხვები თამაშობენ.

# nothing to undo
nothing-to-undo-934f74 = გასაუქმებელი არაფერია

# Number of players.
number-of-players-f7a40d = მოთამაშეების რაოდენობა.

# Number of players, you included.
number-of-players-you-included-8680c2 = მოთამაშეების რაოდენობა, თქვენი ჩათვლით.

# ONE CARD
one-card-297323 = ერთი კარტი

# OpenSkill μ ± σ
openskill-9742f2 = OpenSkill μ ± σ

# OpenSkill μ (band: interval of 95%)
openskill-band-interval-of-95-bc39f0 = OpenSkill μ (ზოლი: 95%-იანი ინტერვალი)

# OpenSkill ratings: {title}
openskill-ratings-title-18e2ea = OpenSkill რეიტინგები: { $title }

# option {name} must be true, false, a number, a text or null, not {kind}
option-name-must-be-true-false-e4eebd = პარამეტრი { $name } უნდა იყოს true, false, რიცხვი, ტექსტი ან null, და არა { $kind }

# Option {name!r} does not take a value.
option-name-r-does-not-take-1b75fc = პარამეტრი { $name } მნიშვნელობას არ იღებს.

# Option {name!r} requires an argument.
option-name-r-requires-an-argument-6ce8c7 =
    { $count ->
        [one] პარამეტრს { $name } სჭირდება არგუმენტი.
       *[other] პარამეტრს { $name } სჭირდება არგუმენტები.
    }

# Options
options-353e0d = პარამეტრები

# [OPTIONS]
options-4ce0e1 = [პარამეტრები]

# options must be a JSON object, not {kind}
options-must-be-a-json-object-c9a4e1 = „options“ უნდა იყოს JSON ობიექტი და არა { $kind }

# options: {options}
options-options-4052f7 = პარამეტრები: { $options }

# {pair}: LLR {llr}, {verdict}
pair-llr-llr-verdict-f2768b = { $pair }: LLR { $llr }, { $verdict }

# {path} is not a text file
path-is-not-a-text-file-d93cb7 = { $path } არ არის ტექსტური ფაილი

# permission denied
permission-denied-7cb269 = წვდომა აკრძალულია

# place (ties rounded)
place-ties-rounded-6a3bff = ადგილი (ფრეები დამრგვალებულია)

# places per bot
places-per-bot-6f35d1 = ადგილები ბოტების მიხედვით

# Play GAME in the terminal against bots.
play-game-in-the-terminal-against-55b120 = ითამაშეთ თამაში ტერმინალში ბოტების წინააღმდეგ.

# Play on Ray: a local one, or the cluster at ADDRESS ('auto': this machine's).
play-on-ray-a-local-one-3d2a9f = თამაში Ray-ზე: ადგილობრივად ან კლასტერზე მისამართით ADDRESS ('auto': ამ კომპიუტერის კლასტერი).

# Play together in the browser: the rummyhall server (tables, lobby, the page). The limits are described in docs/server.md, "Security".
play-together-in-the-browser-the-b7c540 = ერთად თამაში ბრაუზერში: rummyhall-ის სერვერი (მაგიდები, ლობი, გვერდი). შეზღუდვები აღწერილია docs/server.md-ის უსაფრთხოების განყოფილებაში.

# Play your lowest black card: [bold]play {card}[/].
play-your-lowest-black-card-bold-caf374 = ითამაშეთ თქვენი ყველაზე დაბალი შავი კარტი: [bold]play { $card }[/].

# Play your lowest red card: [bold]play {card}[/].
play-your-lowest-red-card-bold-a0361f = ითამაშეთ თქვენი ყველაზე დაბალი წითელი კარტი: [bold]play { $card }[/].

# Played ({count}): {cards}
played-count-cards-a98447 = ნათამაშები ({ $count }): { $cards }

# player
player-2c99c3 = მოთამაშე

# players must be a JSON list of the players' names, like {example}
players-must-be-a-json-list-ccc363 = „players“ უნდა იყოს მოთამაშეების სახელების JSON სია, მაგალითად { $example }

# Players per game (default: one per bot, at least the game's fewest).
players-per-game-default-one-per-b3204a = მოთამაშეები ერთ თამაშში (ნაგულისხმევად: თითო ბოტზე თითო, მაგრამ არანაკლებ თამაშის მინიმუმისა).

# Playing {card} for you (you hold the next card: your only legal card).
playing-card-for-you-you-hold-aa56b5 = თქვენ მაგივრად ითამაშება { $card } (შემდეგი კარტი თქვენ გაქვთ: ეს თქვენი ერთადერთი დასაშვები კარტია).

# Playing {card} for you (your lowest card, to lead: your only legal card).
playing-card-for-you-your-lowest-12d889 = თქვენ მაგივრად ითამაშება { $card } (თქვენი ყველაზე დაბალი კარტი, დასაწყებად: ეს თქვენი ერთადერთი დასაშვები კარტია).

# Playing {card} for you (your lowest black card: your only legal card).
playing-card-for-you-your-lowest-28c950 = თქვენ მაგივრად ითამაშება { $card } (თქვენი ყველაზე დაბალი შავი კარტი: ეს თქვენი ერთადერთი დასაშვები კარტია).

# Playing {card} for you (your lowest red card: your only legal card).
playing-card-for-you-your-lowest-29e83e = თქვენ მაგივრად ითამაშება { $card } (თქვენი ყველაზე დაბალი წითელი კარტი: ეს თქვენი ერთადერთი დასაშვები კარტია).

# {points}: place {cards}
points-place-cards-3aa0c1 = { $points }: დადეთ { $cards }

#    poker: {category} ({cards})
poker-category-cards-1991a0 = {" "}{" "}{" "}პოკერი: { $category } ({ $cards })

# Poker: the pot holds {chips:chip}; {to_call} to call. {moves} (bets and raises 1-{limit}, {raises} of {max_raises} raises made).
poker-the-pot-holds-chips-to-6b177b = პოკერი: ბანკში { $chips } ჟეტონია; გასათანაბრებლად — { $to_call } ჟეტონი. { $moves } (ფსონი და გაზრდა: 1-დან { $limit } ჟეტონამდე; გაზრდები: { $raises } / { $max_raises }).

# port {port} is already in use on {host}: choose another with --port (or PORT= with make play)
port-port-is-already-in-use-eb21fd = პორტი { $port } ჰოსტზე { $host } უკვე დაკავებულია: აირჩიეთ სხვა პარამეტრით --port (ან PORT= ბრძანებაში make play)

# Port to listen on.
port-to-listen-on-6cdc41 = პორტი, რომელზეც სერვერი უსმენს.

# position
position-934f4e = ადგილი

# Print a game record for a person to read (once it has replayed without a fault).
print-a-game-record-for-a-b593ef = თამაშის ჩანაწერის დაბეჭდვა ადამიანისთვის წასაკითხად (როცა ის უშეცდომოდ გადაითამაშა).

# Print the answer as JSON.
print-the-answer-as-json-8d9089 = პასუხის დაბეჭდვა JSON-ად.

# Print the results as JSON instead of tables.
print-the-results-as-json-instead-ea29ed = შედეგების დაბეჭდვა JSON-ად ცხრილების ნაცვლად.

# {question} [y/N]
question-y-n-1a2d92 = { $question } (კი/არა){" "}

# Ray, {cpus} CPUs at {address}
ray-cpus-cpus-at-address-45e924 = Ray, { $cpus } პროცესორი, { $address }

# Ray, {cpus} CPUs (local)
ray-cpus-cpus-local-41ddcc = Ray, { $cpus } პროცესორი (ადგილობრივი)

# --ray needs the ray extra: {command}
ray-needs-the-ray-extra-command-f4dc9b = --ray-ისთვის საჭიროა დამატებითი პაკეტი „ray“: { $command }

# record written to {path}
record-written-to-path-45630c = ჩანაწერი შენახულია: { $path }

# record written to {path} (unfinished: {count} move)
record-written-to-path-unfinished-count-b6cd20 =
    { $count ->
        [one] ჩანაწერი შენახულია: { $path } (დაუმთავრებელი: { $count } სვლა)
       *[other] ჩანაწერი შენახულია: { $path } (დაუმთავრებელი: { $count } სვლა)
    }

# [red]Not done:[/] {reason}
red-not-done-reason-b87f0f = [red]ვერ შესრულდა:[/] { $reason }

# [red]Refused:[/] {reason}
red-refused-reason-dbe270 = [red]უარყოფილია:[/] { $reason }

# Replay a game record through the engine; fails on any difference.
replay-a-game-record-through-the-adc7c3 = თამაშის ჩანაწერის ხელახლა გათამაშება ძრავით; ნებისმიერი განსხვავებისას შეცდომით მთავრდება.

# required
required-848c86 = სავალდებულო

# result: {scores}; winner(s): {winners}
result-scores-winner-s-winners-ca26ac = შედეგი: { $scores }; გამარჯვებული: { $winners }

# rounds won
rounds-won-e41c21 = მოგებული რაუნდები

# Rummoli: do not play your only legal card for you.
rummoli-do-not-play-your-only-781348 = რუმოლი: თქვენი ერთადერთი დასაშვები კარტი ავტომატურად არ ითამაშება.

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was no C compiler. With one (on Debian: `apt-get install build-essential`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-0deedc = rummyhall მუშაობს საწყისი კოდის ვერსიით, სუფთა Python-ზე, დაახლოებით ორჯერ ნელა: ის დაყენდა იქ, სადაც C კომპილატორი არ იყო. დააყენეთ კომპილატორი (Debian-ზე: `apt-get install build-essential`) და ხელახლა დააყენეთ rummyhall, რომ მიიღოთ კომპილირებული ვერსია (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed without the Python headers (Python.h). With them (on Debian: the package `python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-5c6fd3 = rummyhall მუშაობს საწყისი კოდის ვერსიით, სუფთა Python-ზე, დაახლოებით ორჯერ ნელა: ის დაყენდა Python-ის სათაო ფაილების (Python.h) გარეშე. დააყენეთ ისინი (Debian-ზე: პაკეტი `python3-dev`) და ხელახლა დააყენეთ rummyhall, რომ მიიღოთ კომპილირებული ვერსია (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was neither a C compiler nor the Python headers. With them (on Debian: `apt-get install build-essential python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-b652fd = rummyhall მუშაობს საწყისი კოდის ვერსიით, სუფთა Python-ზე, დაახლოებით ორჯერ ნელა: ის დაყენდა იქ, სადაც არც C კომპილატორი იყო და არც Python-ის სათაო ფაილები. დააყენეთ ისინი (Debian-ზე: `apt-get install build-essential python3-dev`) და ხელახლა დააყენეთ rummyhall, რომ მიიღოთ კომპილირებული ვერსია (docs/compiled.md).

# rummyhall serve needs the server extra: {command}
rummyhall-serve-needs-the-server-extra-b3ac88 = rummyhall serve-ისთვის საჭიროა დამატებითი პაკეტი „server“: { $command }

# rummyhall tournament needs the tournament extra: {command}
rummyhall-tournament-needs-the-tournament-extra-4ef9fd = rummyhall tournament-ისთვის საჭიროა დამატებითი პაკეტი „tournament“: { $command }

# s/decision
s-decision-e1e5d3 = წმ/გადაწყვეტილება

# {said}; {more}
said-more-549467 = { $said }; { $more }

# say which card the joker stands for, like *9h
say-which-card-the-joker-stands-a89cca = მიუთითეთ, რომელ კარტს წარმოადგენს ჯოკერი, მაგალითად *9h

# says what the greedy bot would do in your place
says-what-the-greedy-bot-would-3c7307 = გეტყვით, რას გააკეთებდა ხარბი ბოტი თქვენს ადგილას

# score
score-d22f90 = ანგარიში

# score per bot
score-per-bot-c5dbea = ანგარიში ბოტების მიხედვით

# seats
seats-e9b35e = ადგილები

# Seconds a bot waits.
seconds-a-bot-waits-4ffaf7 = რამდენ წამს ელოდება ბოტი.

# Seconds a table may wait in the lobby with nobody there (0: forever).
seconds-a-table-may-wait-in-911f1e = რამდენ წამს შეუძლია მაგიდას ლობიში ლოდინი, როცა იქ არავინაა (0: სამუდამოდ).

# Seconds a table nobody uses stays in memory.
seconds-a-table-nobody-uses-stays-1ddf7b = რამდენ წამს რჩება მეხსიერებაში მაგიდა, რომელსაც არავინ იყენებს.

# Seconds of --create-limit.
seconds-of-create-limit-0e53cb = --create-limit-ის პერიოდი წამებში.

# Seed for the shuffle (default: random).
seed-for-the-shuffle-default-random-77bdb6 = არევის ნომერი (ნაგულისხმევად: შემთხვევითი).

# Seed of the first deal (then +1 each).
seed-of-the-first-deal-then-2681c1 = პირველი დარიგების არევის ნომერი (შემდეგ ყოველ ჯერზე +1).

# Seed of the first game (then +1 each).
seed-of-the-first-game-then-1c61e4 = პირველი თამაშის არევის ნომერი (შემდეგ ყოველ ჯერზე +1).

# share of the bot's seats (%)
share-of-the-bot-s-seats-ca2684 = ბოტის ადგილების წილი (%)

# Show the rule ID behind each refusal.
show-the-rule-id-behind-each-ee7670 = ყოველ უარზე იმ წესის ID-ის ჩვენება, რომელიც უარს იწვევს.

# Show the version and exit.
show-the-version-and-exit-3c626f = ვერსიის ჩვენება და გასვლა.

# Show this message and exit.
show-this-message-and-exit-3dd197 = ამ შეტყობინების ჩვენება და გასვლა.

# shown at the showdown
shown-at-the-showdown-399dad = ნაჩვენები გახსნისას

# shows the table again
shows-the-table-again-fa8fcb = ხელახლა აჩვენებს მაგიდას

# shows this help
shows-this-help-46bf88 = აჩვენებს ამ დახმარებას

# source build
source-build-70030d = საწყისი კოდის ვერსია

# SPRT: chance of accepting H0 when H1 holds.
sprt-chance-of-accepting-h0-when-fa6ac2 = SPRT: H0-ის მიღების ალბათობა, როცა H1 სწორია.

# SPRT: chance of accepting H1 when H0 holds.
sprt-chance-of-accepting-h1-when-40bda1 = SPRT: H1-ის მიღების ალბათობა, როცა H0 სწორია.

# --sprt compares bots: give two different bots or more
sprt-compares-bots-give-two-different-dc3e5f = --sprt ბოტებს ადარებს: მიუთითეთ ორი ან მეტი განსხვავებული ბოტი

# SPRT: H0 elo <= {elo0}, H1 elo >= {elo1}, alpha {alpha}, beta {beta} (LLR bounds {lower}, {upper})
sprt-h0-elo-elo0-h1-elo-265dce = SPRT: H0 elo <= { $elo0 }, H1 elo >= { $elo1 }, α { $alpha }, β { $beta } (LLR-ის საზღვრები { $lower }, { $upper })

# SPRT: H0 is 'the first bot is at most elo0 Elo better'.
sprt-h0-is-the-first-bot-bb51d2 = SPRT: H0 – „პირველი ბოტი მაქსიმუმ elo0 Elo-თი უკეთესია“.

# SPRT: H1 is 'the first bot is elo1 Elo better or more'.
sprt-h1-is-the-first-bot-cc26d0 = SPRT: H1 – „პირველი ბოტი elo1 Elo-თი ან მეტით უკეთესია“.

# Still in hand: {cards}.  ({help})
still-in-hand-cards-help-675a72 = ხელში ჯერ კიდევ: { $cards }.  ({ $help })

# Stock: {cards:card}.  Discard pile: {pile}
stock-cards-discard-pile-pile-39138a = ასაღები გროვა: { $cards } კარტი.  გადაგდებული კარტის გროვა: { $pile }

# Stop once the SPRT decides every pair of bots (docs/tournament.md).
stop-once-the-sprt-decides-every-8c93b4 = შეჩერება, როგორც კი SPRT ბოტების ყველა წყვილზე გადაწყვეტს (docs/tournament.md).

# Tables one address may create per --create-window (0: no limit).
tables-one-address-may-create-per-85e418 = რამდენი მაგიდის შექმნა შეუძლია ერთ მისამართს --create-window-ში (0: შეზღუდვის გარეშე).

# TEXT
text-80ee44 = ტექსტი

# the address is already in use
the-address-is-already-in-use-9aab08 = მისამართი უკვე გამოიყენება

# The best five cards of a hand of 5 to 26 cards (such as "Ah Kh Qh Jh Th 2c 3d").
the-best-five-cards-of-a-002c39 = საუკეთესო ხუთი კარტი 5-დან 26-მდე კარტის ხელიდან (მაგალითად, "Ah Kh Qh Jh Th 2c 3d").

# The board
the-board-77a5b9 = დაფა

# the cards after {arrow}: {inner:sentence}
the-cards-after-arrow-inner-ccac03 = კარტები ისრის ({ $arrow }) შემდეგ: { $inner }

# the connection was refused
the-connection-was-refused-bb0985 = კავშირი უარყოფილია

# the disk is full
the-disk-is-full-dfb41e = დისკი სავსეა

# the file system is read-only
the-file-system-is-read-only-42cb6c = ფაილური სისტემა მხოლოდ წასაკითხია

# the game has no name
the-game-has-no-name-50061e = თამაშს სახელი არ აქვს

# the game of {game} seed {seed} rotation {rotation} ({bots}) failed: {error}
the-game-of-game-seed-seed-3fdeab = { $game_genitive } თამაში (არევის ნომერი { $seed }, როტაცია { $rotation }, { $bots }) შეცდომით შეწყდა: { $error }

# The greedy bot would bet {chips:chip}
the-greedy-bot-would-bet-chips-513cce = ხარბი ბოტი ფსონად { $chips } ჟეტონს დადებდა

# The greedy bot would bid {chips:chip} for the widow
the-greedy-bot-would-bid-chips-3d44fe = ხარბი ბოტი ქვრივისთვის { $chips } ჟეტონს შესთავაზებდა

# The greedy bot would: [bold]{move}[/]
the-greedy-bot-would-bold-move-7fbe85 = ხარბი ბოტი ასე ითამაშებდა: [bold]{ $move }[/]

# The greedy bot would buy the discard {card}
the-greedy-bot-would-buy-the-3e698b = ხარბი ბოტი იყიდდა გადაგდებულ კარტს { $card }

# The greedy bot would call
the-greedy-bot-would-call-ae69c5 = ხარბი ბოტი ფსონს გაათანაბრებდა

# The greedy bot would call rummy on that discard
the-greedy-bot-would-call-rummy-104eff = ხარბი ბოტი ამ გადაგდებულ კარტზე იტყოდა „რუმი!“

# The greedy bot would check
the-greedy-bot-would-check-c75ab7 = ხარბი ბოტი იტყოდა ჩეკს

# The greedy bot would claim the pot
the-greedy-bot-would-claim-the-920e83 = ხარბი ბოტი ბანკს მოითხოვდა

# The greedy bot would cut {cards:card}
the-greedy-bot-would-cut-cards-74e5f7 = ხარბი ბოტი დასტიდან { $cards } კარტს გადაჭრიდა

# The greedy bot would discard {card}
the-greedy-bot-would-discard-card-93a41e = ხარბი ბოტი გადააგდებდა კარტს { $card }

# The greedy bot would draw a card: type [bold]draw[/].
the-greedy-bot-would-draw-a-a6cca2 = ხარბი ბოტი აიღებდა კარტს: აკრიფეთ [bold]draw[/].

# The greedy bot would draw from the stock
the-greedy-bot-would-draw-from-9f700d = ხარბი ბოტი აიღებდა ასაღები გროვიდან

# The greedy bot would exchange {card} for the joker in m{meld}
the-greedy-bot-would-exchange-card-62e48c = ხარბი ბოტი კომბინაციაში m{ $meld } ჯოკერს შეცვლიდა კარტით { $card }

# The greedy bot would exchange your hand for the widow, unseen
the-greedy-bot-would-exchange-your-222024 = ხარბი ბოტი უნახავად გაცვლიდა თქვენს ხელს ქვრივზე

# The greedy bot would fold
the-greedy-bot-would-fold-664189 = ხარბი ბოტი კარტებს დაყრიდა

# The greedy bot would go down, keeping {cards:card} worth {points:point}
the-greedy-bot-would-go-down-74b8a1 = ხარბი ბოტი კონტრაქტს გაშლიდა და ხელში დაიტოვებდა { $cards } კარტს, ჯამში { $points } ქულის ღირებულებით

# The greedy bot would keep your hand
the-greedy-bot-would-keep-your-fecebe = ხარბი ბოტი დაიტოვებდა თქვენს ხელს

# The greedy bot would knock, ending the round: type [bold]knock[/].
the-greedy-bot-would-knock-ending-2e6ac1 = ხარბი ბოტი დააკაკუნებდა და რაუნდს დაასრულებდა: აკრიფეთ [bold]knock[/].

# The greedy bot would lay {card} off on m{meld}
the-greedy-bot-would-lay-card-2e6a13 = ხარბი ბოტი კარტს { $card } დაამატებდა კომბინაციას m{ $meld }

# The greedy bot would let the discard go
the-greedy-bot-would-let-the-1a7261 = ხარბი ბოტი გადაგდებულ კარტს არ იყიდდა

# The greedy bot would let this chance go
the-greedy-bot-would-let-this-644b1c = ხარბი ბოტი ამ შანსს გაუშვებდა

# The greedy bot would let this go: type [bold]pass[/].
the-greedy-bot-would-let-this-6efaa0 = ხარბი ბოტი ამას გაუშვებდა: აკრიფეთ [bold]pass[/].

# The greedy bot would meld {cards} ({points:point}). Type:
# [bold]{move}[/]
the-greedy-bot-would-meld-cards-4121fe =
    ხარბი ბოტი გაშლიდა: { $cards } ({ $points } ქულა). აკრიფეთ:
    {"["}bold]{ $move }[/]

# The greedy bot would {move}
the-greedy-bot-would-move-63a147 = ხარბი ბოტი ასე ითამაშებდა: { $move }

# The greedy bot would pass
the-greedy-bot-would-pass-64bead = ხარბი ბოტი იტყოდა პასს

# The greedy bot would pass: type [bold]pass[/].
the-greedy-bot-would-pass-type-ce606d = ხარბი ბოტი იტყოდა პასს: აკრიფეთ [bold]pass[/].

# The greedy bot would play {card}
the-greedy-bot-would-play-card-0c43c6 = ხარბი ბოტი ითამაშებდა კარტს { $card }

# The greedy bot would raise by {chips:chip}
the-greedy-bot-would-raise-by-8dfdfa = ხარბი ბოტი ფსონს { $chips } ჟეტონით გაზრდიდა

# The greedy bot would take the discard {card}
the-greedy-bot-would-take-the-756475 = ხარბი ბოტი აიღებდა გადაგდებულ კარტს { $card }

# The hand, e.g. "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".
the-hand-e-g-7c-7d-613004 = ხელი, მაგალითად "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".

# The hand, e.g. "8h Qh * 2c".
the-hand-e-g-8h-qh-e2737f = ხელი, მაგალითად "8h Qh * 2c".

# the header does not describe a game: {inner:sentence}
the-header-does-not-describe-a-60a915 = სათაური თამაშს არ აღწერს: { $inner }

# the header has no {key} line
the-header-has-no-key-line-4f080a = სათაურში არ არის { $key } სტრიქონი

# the {key} line belongs in the header, before the moves
the-key-line-belongs-in-the-85d6c1 = { $key } სტრიქონი სათაურში უნდა იყოს, სვლებამდე

# the {kind} bot takes no parameter ({text})
the-kind-bot-takes-no-parameter-ba4323 = { $kind_dative } ბოტს პარამეტრი არ სჭირდება ({ $text })

# The lay-down of the contract that leaves least in hand.
the-lay-down-of-the-contract-96c499 = კონტრაქტის გაშლა, რომელიც ხელში ყველაზე ნაკლებს ტოვებს.

# The most value of hand cards that can be placed on the table, and how.
the-most-value-of-hand-cards-636c20 = ხელის კარტების უდიდესი ღირებულება, რისი დადებაც მაგიდაზე შეიძლება, და როგორ.

# the record gives a result but the game is not over after its moves
the-record-gives-a-result-but-375e98 = ჩანაწერში შედეგია, მაგრამ მისი სვლების შემდეგ თამაში არ დასრულებულა

# the record is for rules version {recorded}, this engine has {version}
the-record-is-for-rules-version-7937db = ჩანაწერი წესების { $recorded } ვერსიისთვისაა, ამ ძრავას კი { $version } ვერსია აქვს

# the result differs: replay gives {engine_scores} winners {engine_winners}, the record says {record_scores} winners {record_winners}
the-result-differs-replay-gives-engine-7bc795 = შედეგი განსხვავდება: გადათამაშება იძლევა { $engine_scores }, გამარჯვებულები { $engine_winners }; ჩანაწერში კი { $record_scores }, გამარჯვებულები { $record_winners }

# the result has no {key} line
the-result-has-no-key-line-66048b = შედეგში არ არის { $key } სტრიქონი

# the SPRT needs elo0 < elo1, not {elo0} and {elo1}
the-sprt-needs-elo0-elo1-not-5a8b3e = SPRT-ს სჭირდება elo0 < elo1, და არა { $elo0 } და { $elo1 }

# the SPRT's {name} must be between 0 and 0.5, not {value}
the-sprt-s-name-must-be-efb7f0 = SPRT-ის --{ $name } უნდა იყოს 0-სა და 0.5-ს შორის, და არა { $value }

# The table is empty.
the-table-is-empty-82eb62 = მაგიდა ცარიელია.

# The table, melds separated by |, e.g. "5h 6h 7h | Qc Qd Qs".
the-table-melds-separated-by-e-b1391e = მაგიდა, კომბინაციები | ნიშნით გამოყოფილი, მაგალითად "5h 6h 7h | Qc Qd Qs".

# there is no route to the host
there-is-no-route-to-the-709a03 = ჰოსტამდე მარშრუტი არ არსებობს

# there is no such file or folder
there-is-no-such-file-or-7ee8f5 = ასეთი ფაილი ან საქაღალდე არ არსებობს

# this computer has no such address
this-computer-has-no-such-address-918b48 = ამ კომპიუტერს ასეთი მისამართი არ აქვს

# This lay-down fails ({fault}) and costs {points:point}. Lay it down anyway?
this-lay-down-fails-fault-and-b9bb0d = ეს გაშლა წარუმატებელია ({ $fault }) და { $points } ქულა დაგიჯდებათ. მაინც გაშლით?

# This meld will be refused: {fault}. Send it anyway?
this-meld-will-be-refused-fault-6a72ca = ეს კომბინაცია უარყოფილი იქნება: { $fault }. მაინც გაგზავნით?

# Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/].
three-cards-drawn-bold-knock-to-56d27b = აღებულია სამი კარტი: [bold]knock[/] რაუნდის დასასრულებლად, ან [bold]pass[/].

# To meld, type the whole new table, or edit it step by step ([bold]put {card} {where}[/], {move}[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] shows the greedy bot's placement. The table now:
to-meld-type-the-whole-new-75a4c1 = კომბინაციის გასაშლელად აკრიფეთ მთელი ახალი მაგიდა, ან შეცვალეთ ნაბიჯ-ნაბიჯ ([bold]put { $card } { $where }[/], { $move }[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] აჩვენებს ხარბი ბოტის განლაგებას. მაგიდა ახლა:

# {top} on top of {cards:card}
top-on-top-of-cards-02597e = ზემოდან { $top }, სულ { $cards } კარტი

# Twos are wild (LIV-3).
twos-are-wild-liv-3-7418b5 = ორიანები თავისუფალი კარტებია (LIV-3).

# undecided after {count} deal
undecided-after-count-deal-1346ca =
    { $count ->
        [one] გადაუწყვეტელია { $count } დარიგების შემდეგ
       *[other] გადაუწყვეტელია { $count } დარიგების შემდეგ
    }

# unknown bot {bot} (bots: {bots})
unknown-bot-bot-bots-bots-45ef88 = უცნობი ბოტი { $bot } (ბოტები: { $bots })

# Unread messages after which a client is disconnected (0: no limit).
unread-messages-after-which-a-client-38cad8 = წაუკითხავი შეტყობინებების რაოდენობა, რის შემდეგაც კლიენტი ითიშება (0: შეზღუდვის გარეშე).

# Unterminated string starting at
unterminated-string-starting-at-fa2c84 = დაუსრულებელი სტრიქონი

# URL
url-756963 = URL

# Usage:
usage-25d013 = გამოყენება:

# valid
valid-437cea = სწორია

# {value} is not in the range {range}.
value-is-not-in-the-range-d4cdc9 = { $value } არ არის დიაპაზონში { $range }.

# {value!r} is not a valid {number_type}.
value-r-is-not-a-valid-ae26ec = { $value } არ არის სწორი რიცხვი.

# {value!r} is not {choice}.
value-r-is-not-choice-52664e =
    { $count ->
        [one] { $value } არ არის { $choice }.
       *[other] { $value } არ არის არცერთი მათგანი: { $choice }.
    }

# Widow: {cards:card} face down, being auctioned.
widow-cards-face-down-being-auctioned-434275 = ქვრივი: { $cards } კარტი პირქვე, მიმდინარეობს აუქციონი.

# Widow: {cards:card} face down, the dealer decides.
widow-cards-face-down-the-dealer-e9b94c = ქვრივი: { $cards } კარტი პირქვე; დილერი წყვეტს.

# Widow: taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-c2372f = ქვრივი აიღო: { $name }; დათმობილი ხელი თამაშგარეშეა ({ $cards } კარტი, თამაშში აღარ მონაწილეობს).

# win %
win-6f8bf0 = მოგება %

# win % [95% CI]
win-95-ci-e1f685 = მოგება % [95% ინტერვალი]

#  (winner)
winner-09f631 = {" "}(გამარჯვებული)

# winners are seat numbers, 0 or more
winners-are-seat-numbers-0-or-1b26cb = გამარჯვებულები ადგილების ნომრებია, 0 ან მეტი

# wins
wins-0114d3 = მოგებები

# With --out: no plots.
with-out-no-plots-da24d1 = --out-თან ერთად: გრაფიკების გარეშე.

# With --out: no record per game.
with-out-no-record-per-game-8a60e7 = --out-თან ერთად: თითოეული თამაშის ჩანაწერის გარეშე.

# '{word}' is not a meld number (1 to {last})
word-is-not-a-meld-number-4547a1 = '{ $word }' კომბინაციის ნომერი არ არის (1–{ $last })

# '{word}' is not a meld number (1 to {last}, or new)
word-is-not-a-meld-number-e57504 = '{ $word }' კომბინაციის ნომერი არ არის (1–{ $last } ან new)

# Worker processes (default: one per core; 1: none).
worker-processes-default-one-per-core-630df3 = სამუშაო პროცესები (ნაგულისხმევად: თითო ბირთვზე თითო; 1: არცერთი).

# --workers must be 1 or more, not {workers}
workers-must-be-1-or-more-09f37d = --workers უნდა იყოს 1 ან მეტი, და არა { $workers }

# write both jokers with their cards, like: declare *9h *Th
write-both-jokers-with-their-cards-69deec = ორივე ჯოკერი დაწერეთ კარტებით, მაგალითად: declare *9h *Th

# Write every game's record here.
write-every-game-s-record-here-68a031 = ყოველი თამაშის ჩანაწერის ჩაწერა აქ.

# Write results.json, games.csv, records/ and plots here.
write-results-json-games-csv-records-0d80b3 = „results.json“, „games.csv“, „records/“ და გრაფიკები აქ ჩაიწერება.

# Write what was played here (even if you leave).
write-what-was-played-here-even-158953 = ნათამაშევის ჩაწერა აქ (გასვლის შემთხვევაშიც).

# y
y-fc0c4e = კ

#
# [yellow]Input ended; you leave the game.[/]
yellow-input-ended-you-leave-the-7fa5da = {"\u000A"}{"["}yellow]შეყვანა დასრულდა; თქვენ ტოვებთ თამაშს.[/]

#
# [yellow]Interrupted; you leave the game.[/]
yellow-interrupted-you-leave-the-game-f9dd7a = {"\u000A"}{"["}yellow]შეწყდა; თქვენ ტოვებთ თამაშს.[/]

# [yellow]May I? The discard {card} is for sale (price: one stock card): [bold]buy[/] or [bold]pass[/].[/]
yellow-may-i-the-discard-card-5f232e = [yellow]„შეიძლება?“ გადაგდებული კარტი { $card } იყიდება (ფასი: ერთი კარტი ასაღები გროვიდან): [bold]buy[/] ან [bold]pass[/].[/]

# [yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]
yellow-that-discard-could-have-been-0a6a61 = [yellow]ამ გადაგდებული კარტის დამატება შეიძლებოდა: „რუმის“ სათქმელად აკრიფეთ [bold]rummy[/], ან [bold]pass[/].[/]

# [yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/].
yellow-the-draw-pile-is-empty-90e489 = [yellow]ასაღები გროვა ცარიელია: ეს თქვენი ბოლო სვლაა.[/] გაშალეთ კომბინაცია ან [bold]pass[/].

# [yellow]The joker you took must go back on the table this turn.[/]
yellow-the-joker-you-took-must-2da316 = [yellow]აღებული ჯოკერი ამ სვლაში უნდა დაბრუნდეს მაგიდაზე.[/]

# [yellow]The widow is auctioned. Highest bid: {high}.[/]
yellow-the-widow-is-auctioned-highest-bc407d = [yellow]ქვრივი აუქციონზეა. ყველაზე მაღალი შეთავაზება: { $high } ჟეტონი.[/]

# [yellow]The widow is auctioned. Highest bid: {high} by {name}.[/]
yellow-the-widow-is-auctioned-highest-bf19ea = [yellow]ქვრივი აუქციონზეა. ყველაზე მაღალი შეთავაზება: { $high } ჟეტონი ({ $name }).[/]

# [yellow]You won the {pot} pot: type [bold]claim[/] before the next card, or it stays on the board.[/]
yellow-you-won-the-pot-pot-660092 = [yellow]მოიგეთ { $pot_genitive } ბანკი: შემდეგ კარტამდე აკრიფეთ [bold]claim[/], თორემ ჟეტონები დაფაზე დარჩება.[/]

# You can edit the table only when it is your turn to meld.
you-can-edit-the-table-only-115c30 = მაგიდის შეცვლა შეგიძლიათ მხოლოდ თქვენს სვლაზე კომბინაციის გასაშლელად.

# You cut: type [bold]cut N[/] (an exact cut of {exact} cards takes 50 points off this deal).
you-cut-type-bold-cut-n-3f934d = თქვენ ჭრით: აკრიფეთ [bold]cut N[/] ({ $exact } კარტის ზუსტი გადაჭრა ამ დარიგებაში 50 ქულას აკლებს).

# You deal, and hold a pay card ({cards}): you must [bold]keep[/] your hand.
you-deal-and-hold-a-pay-0701d0 = თქვენ არიგებთ და საპრიზო კარტი გაქვთ ({ $cards }): ხელი უნდა დაიტოვოთ — [bold]keep[/].

# You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it.
you-deal-bold-exchange-your-hand-b22bcd = თქვენ არიგებთ: [bold]exchange[/] — უნახავად გაცვალეთ ხელი ქვრივზე, ან [bold]keep[/] — დაიტოვეთ.

# you have no {card} left in hand
you-have-no-card-left-in-ca6718 = ხელში { $card } აღარ გაქვთ

# you have no joker left in hand
you-have-no-joker-left-in-7d1a8e = ხელში ჯოკერი აღარ გაქვთ

# You hold a pay card ({cards}), so you may only [bold]pass[/].
you-hold-a-pay-card-cards-261daa = საპრიზო კარტი გაქვთ ({ $cards }), ამიტომ შეგიძლიათ მხოლოდ [bold]pass[/].

# You hold the next card: [bold]play {card}[/].
you-hold-the-next-card-bold-46b93e = შემდეგი კარტი თქვენ გაქვთ: [bold]play { $card }[/].

# You lead the Rummoli phase: play your lowest card ([bold]play {card}[/]).
you-lead-the-rummoli-phase-play-3edf81 = რუმოლის ფაზას თქვენ იწყებთ: ითამაშეთ თქვენი ყველაზე დაბალი კარტი ([bold]play { $card }[/]).

# You left the game.
you-left-the-game-05d50d = თქვენ დატოვეთ თამაში.

# You may: {moves}
you-may-moves-30c0e6 = შეგიძლიათ: { $moves }

# Your draft of the table:
your-draft-of-the-table-966223 = მაგიდის თქვენი მონახაზი:

# Your name at the table (default: you).
your-name-at-the-table-default-d05d8b = თქვენი სახელი მაგიდასთან (ნაგულისხმევად: მოთამაშე).

# Your turn: [bold]draw[/].
your-turn-bold-draw-c942ea = თქვენი სვლაა: [bold]draw[/].

# Your turn: [bold]draw stock[/] or [bold]draw discard[/].
your-turn-bold-draw-stock-or-27401b = თქვენი სვლაა: [bold]draw stock[/] ან [bold]draw discard[/].

