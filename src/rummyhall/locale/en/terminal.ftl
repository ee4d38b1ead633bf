# English, made from the sources by `make catalogs` (tools/catalogs.py): do not edit.

# a bot is written kind or kind:parameter (like search:0.5), not {bot}
a-bot-is-written-kind-or-c8f6c6 = a bot is written kind or kind:parameter (like search:0.5), not { $bot }

# A game option; repeatable.
a-game-option-repeatable-a4245e = A game option; repeatable.

# a move after the result
a-move-after-the-result-219d2e = a move after the result

# A page origin allowed besides the server's own.
a-page-origin-allowed-besides-the-623c00 = A page origin allowed besides the server's own.

# a part of the path is not a folder
a-part-of-the-path-is-a9301e = a part of the path is not a folder

# a Ray address is HOST:PORT (like 10.0.0.5:6379) or auto, not {address}
a-ray-address-is-host-port-0e83a8 = a Ray address is HOST:PORT (like 10.0.0.5:6379) or auto, not { $address }

# A readable summary of GAME's rules (rules/GAME.txt; in another language rules/GAME.LANG.txt).
a-readable-summary-of-game-s-f394f3 = A readable summary of GAME's rules (rules/GAME.txt; in another language rules/GAME.LANG.txt).

# a second {key} line (the first is line {first})
a-second-key-line-the-first-94dbb7 = a second { $key } line (the first is line { $first })

# a worker process ended in the middle of a game
a-worker-process-ended-in-the-160b54 = a worker process ended in the middle of a game

# {actions} actions in {seconds} s ({rate} actions/s); seats rotate each game
actions-actions-in-seconds-s-rate-b46602 = { $actions } actions in { $seconds } s ({ $rate } actions/s); seats rotate each game

# [ADDRESS]
address-f4b276 = [ADDRESS]

# Address to listen on (0.0.0.0: other computers too).
address-to-listen-on-0-0-26b74d = Address to listen on (0.0.0.0: other computers too).

# {advice}: type [bold]{move}[/].
advice-type-bold-move-c5d489 = { $advice }: type [bold]{ $move }[/].

# ahead-level-behind
ahead-level-behind-3d7451 = ahead-level-behind

# an option is written name=value, not {pair}
an-option-is-written-name-value-646e5b = an option is written name=value, not { $pair }

# Batch: read {"deal": 5, "hand": [...]} lines on stdin.
batch-read-deal-5-hand-lines-639f12 = Batch: read {"{"}"deal": 5, "hand": [...]{"}"} lines on stdin.

# Batch: read one JSON list of cards per line on stdin.
batch-read-one-json-list-of-9a7a68 = Batch: read one JSON list of cards per line on stdin.

# Batch: read {"table": [[...], ...], "hand": [...]} lines on stdin.
batch-read-table-hand-lines-on-d95b0d = Batch: read {"{"}"table": [[...], ...], "hand": [...]{"}"} lines on stdin.

# Bid {amount} of your {chips:chip} for a hand you have not seen?
bid-amount-of-your-chips-for-f809d3 =
    Bid { $amount } of your { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } for a hand you have not seen?

# [bold]bid {bid}[/] (more than {high}, at most your {chips:chip}) or [bold]pass[/].
bold-bid-bid-more-than-high-d4b440 =
    {"["}bold]bid { $bid }[/] (more than { $high }, at most your { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }) or [bold]pass[/].

# [bold]call[/] ({to_call}), [bold]raise 1[/] or [bold]fold[/]
bold-call-to-call-bold-raise-726a9f = [bold]call[/] ({ $to_call }), [bold]raise 1[/] or [bold]fold[/]

# [bold]call[/] ({to_call}) or [bold]fold[/]
bold-call-to-call-or-bold-405ec8 = [bold]call[/] ({ $to_call }) or [bold]fold[/]

# [bold]Carousel[/]: draw up to three cards a turn and meld them onto the shared table, rearranging it as you like: groups (three or four of a rank, suits all different) and sequences (three or more of a suit in order). The first to {target} points ends the game. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker ([bold]*9h[/] a joker standing for 9h).
# Your moves: [bold]draw[/]; a meld typed as the whole new table, melds between | (for example [bold]{example}[/]); [bold]knock[/] with {limit} points or less in hand after drawing; [bold]pass[/]. Or edit the table step by step: [bold]put {card} {where}[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].
bold-carousel-draw-up-to-three-11a8d3 =
    {"["}bold]Carousel[/]: draw up to three cards a turn and meld them onto the shared table, rearranging it as you like: groups (three or four of a rank, suits all different) and sequences (three or more of a suit in order). The first to { $target } points ends the game. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker ([bold]*9h[/] a joker standing for 9h).
    Your moves: [bold]draw[/]; a meld typed as the whole new table, melds between | (for example [bold]{ $example }[/]); [bold]knock[/] with { $limit } points or less in hand after drawing; [bold]pass[/]. Or edit the table step by step: [bold]put { $card } { $where }[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].

# [bold]check[/] or [bold]bet 1[/]
bold-check-or-bold-bet-1-0b4be0 = [bold]check[/] or [bold]bet 1[/]

# [bold]Game over.[/] {result}.
bold-game-over-result-7dfa37 = [bold]Game over.[/] { $result }.

# [bold]{game}[/] with you, {others} (seed {seed}).
bold-game-with-you-others-seed-90e005 = [bold]{ $game }[/] with you, { $others } (seed { $seed }).

# [bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs (four or more of a suit in order); the lowest total wins. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker.
# Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a discard is offered (May I?); [bold]{down}[/] lays down your contract, melds between |; [bold]layoff {card} {meld}[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] for a joker at a run's end); [bold]swap {card} {meld}[/] takes a joker for the card it stands for; [bold]discard {card}[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid off; [bold]cut N[/] when you cut the pack.
bold-liverpool-seven-deals-each-with-183c85 =
    {"["}bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs (four or more of a suit in order); the lowest total wins. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker.
    Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a discard is offered (May I?); [bold]{ $down }[/] lays down your contract, melds between |; [bold]layoff { $card } { $meld }[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] for a joker at a run's end); [bold]swap { $card } { $meld }[/] takes a joker for the card it stands for; [bold]discard { $card }[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid off; [bold]cut N[/] when you cut the pack.

# [bold]On the table:[/]
bold-on-the-table-08a2dc = [bold]On the table:[/]

# [bold]Round {round}[/]: {why}; won by {winners}.
bold-round-round-why-won-by-2b8371 = [bold]Round { $round }[/]: { $why }; won by { $winners }.

# [bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).
# Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; [bold]bid {bid}[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play {card}[/] in the run; [bold]claim[/] a pot you won when claims are strict. When a card is your only legal play it is played for you (unless you started with --no-auto-play).
bold-rummoli-nine-pots-on-the-11e4dd =
    {"["}bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).
    Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; [bold]bid { $bid }[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play { $card }[/] in the run; [bold]claim[/] a pot you won when claims are strict. When a card is your only legal play it is played for you (unless you started with --no-auto-play).

# [bold]Your hand:[/] {cards}
bold-your-hand-cards-e8f271 = [bold]Your hand:[/] { $cards }

# [bold]Your hand[/] ({value:point}): {cards}
bold-your-hand-value-cards-0bafa2 =
    {"["}bold]Your hand[/] ({ $value ->
        [one] { $value } point
       *[other] { $value } points
    }): { $cards }

# bot
bot-74c684 = bot

# bot {bot}: {why:sentence}
bot-bot-why-727edb = bot { $bot }: { $why }

# Bot for the other seats (random, greedy, shrewd, search).
bot-for-the-other-seats-random-284c9f = Bot for the other seats (random, greedy, shrewd, search).

# {bot} stronger
bot-stronger-5c996e = { $bot } stronger

# {bots} bots for {players} players: give at most one bot per player
bots-bots-for-players-players-give-cfd673 = { $bots } bots for { $players } players: give at most one bot per player

# {bots} bots given for {players} players
bots-bots-given-for-players-players-eb03f1 = { $bots } bots given for { $players } players

# --bots is a comma-separated list of bots like greedy,random, not {text}
bots-is-a-comma-separated-list-95e222 = --bots is a comma-separated list of bots like greedy,random, not { $text }

# Bots' level: [bold]{level}[/]. {about}
bots-level-bold-level-about-6e0b00 = Bots' level: [bold]{ $level }[/]. { $about }

# --bots needs at least one bot name
bots-needs-at-least-one-bot-ad3e62 = --bots needs at least one bot name

# Bots play duplicate deals of GAME; wins, scores, places, ratings, head to head.
bots-play-duplicate-deals-of-game-f705d1 = Bots play duplicate deals of GAME; wins, scores, places, ratings, head to head.

# Bots play GAME against each other; prints wins and mean scores.
bots-play-game-against-each-other-5f5c87 = Bots play GAME against each other; prints wins and mean scores.

# Bots to compare: kind or kind:parameter, comma-separated.
bots-to-compare-kind-or-kind-51938c = Bots to compare: kind or kind:parameter, comma-separated.

# buys
buys-670a7a = buys

# cannot listen on {address}: {reason}
cannot-listen-on-address-reason-a821cf = cannot listen on { $address }: { $reason }

# cannot make the folder {out}: {why}
cannot-make-the-folder-out-why-52a2e3 = cannot make the folder { $out }: { $why }

# cannot reach the Ray cluster at {address}: {why}
cannot-reach-the-ray-cluster-at-1d31c9 = cannot reach the Ray cluster at { $address }: { $why }

# cannot read {path}: {reason}
cannot-read-path-reason-047ebb = cannot read { $path }: { $reason }

# cannot start a local Ray: {why}
cannot-start-a-local-ray-why-e9310a = cannot start a local Ray: { $why }

# cannot start the Ray cluster at {address}: {why}
cannot-start-the-ray-cluster-at-2e6cd5 = cannot start the Ray cluster at { $address }: { $why }

# cannot use the database: {reason}
cannot-use-the-database-reason-1a98ab = cannot use the database: { $reason }

# cannot write {path}: {reason}
cannot-write-path-reason-ac4567 = cannot write { $path }: { $reason }

# Card {draws} of 3 drawn: {choices}.
card-draws-of-3-drawn-choices-687b2f = Card { $draws } of 3 drawn: { $choices }.

# cards
cards-81f160 = cards

# CARDS
cards-ec3735 = CARDS

# Carousel - round {round} - first to {target} points
carousel-round-round-first-to-target-dcecc9 = Carousel - round { $round } - first to { $target } points

# {category}: {cards} (strength {strength})
category-cards-strength-strength-2dc868 = { $category }: { $cards } (strength { $strength })

# chips
chips-f6be50 = chips

# chips per bot
chips-per-bot-79c7bf = chips per bot

# choose the bots by --level or by --bots, not both
choose-the-bots-by-level-or-3579e2 = choose the bots by --level or by --bots, not both

# Comma-separated bots, one per seat (repeated cyclically if fewer).
comma-separated-bots-one-per-seat-a8f780 = Comma-separated bots, one per seat (repeated cyclically if fewer).

# COMMAND [ARGS]...
command-args-7ab84c = COMMAND [ARGS]...

# Commands
commands-971550 = Commands

# Commands: {listed}.
commands-listed-d5fb0b = Commands: { $listed }.

# compiled build
compiled-build-d583a5 = compiled build

# {count} deal
count-deal-f177cd =
    { $count ->
        [one] { $count } deal
       *[other] { $count } deals
    }

# {count} game
count-game-f99a7d =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }

# {count} game in {seconds} s on {backend}
count-game-in-seconds-s-on-cb2e54 =
    { $count ->
        [one] { $count } game in { $seconds } s on { $backend }
       *[other] { $count } games in { $seconds } s on { $backend }
    }

# {count} game in {seconds} s ({rate} games/s) on {backend}
count-game-in-seconds-s-rate-58d32a =
    { $count ->
        [one] { $count } game in { $seconds } s ({ $rate } games/s) on { $backend }
       *[other] { $count } games in { $seconds } s ({ $rate } games/s) on { $backend }
    }

# {count} local process
count-local-process-1d5cad =
    { $count ->
        [one] { $count } local process
       *[other] { $count } local processes
    }

# {count} more played after the SPRT stopped and not counted
count-more-played-after-the-sprt-6755a2 =
    { $count ->
        [one] { $count } more played after the SPRT stopped and not counted
       *[other] { $count } more played after the SPRT stopped and not counted
    }

# {count} player
count-player-8aad66 =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }

# {count} rotation
count-rotation-3ea2d8 =
    { $count ->
        [one] { $count } rotation
       *[other] { $count } rotations
    }

# [cyan]you let it go[/]
cyan-you-let-it-go-abc624 = [cyan]you let it go[/]

# Database URL, or RUMMYHALL_DB (default: a SQLite file in your data folder).
database-url-or-rummyhall-db-default-eae468 = Database URL, or RUMMYHALL_DB (default: a SQLite file in your data folder).

# Dead hand: {cards:card}, out of play.
dead-hand-cards-out-of-play-f4768d =
    Dead hand: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, out of play.

# deal +/-
deal-9a1891 = deal +/-

# Deal {deal} of 7 - contract: {contract}
deal-deal-of-7-contract-contract-dcbe09 = Deal { $deal } of 7 - contract: { $contract }

# deal {deal}: the contract cannot be laid down with this hand
deal-deal-the-contract-cannot-be-d70085 = deal { $deal }: the contract cannot be laid down with this hand

# Deal number 1-7 (sets the contract).
deal-number-1-7-sets-the-874921 = Deal number 1-7 (sets the contract).

# deals +/=/-
deals-054f28 = deals +/=/-

# Deals (seeds); each is played once per seat rotation.
deals-seeds-each-is-played-once-7d01d8 = Deals (seeds); each is played once per seat rotation.

# default: {default}
default-default-a1cd46 = default: { $default }

# Did you mean {possibility}?
did-you-mean-possibility-5a6b5c =
    { $count ->
        [one] Did you mean { $possibility }?
       *[other] (Did you mean one of: { $possibilities }?)
    }

# [dim](none)[/]
dim-none-569583 = [dim](none)[/]

# DIRECTORY
directory-b7740f = DIRECTORY

# Draw pile: {cards:card}.
draw-pile-cards-8fc20d =
    Draw pile: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }.

# Edit the table before melding: put CARDS M|new (from your hand; a joker as *9h), move CARD FROM TO|new, declare *9h *Th, undo, reset, draft (show it), send.
edit-the-table-before-melding-put-052c21 = Edit the table before melding: put CARDS M|new (from your hand; a joker as *9h), move CARD FROM TO|new, declare *9h *Th, undo, reset, draft (show it), send.

# Elo [95% CI]
elo-95-ci-70c131 = Elo [95% CI]

# error: {message}
error-message-7fcc1b = error: { $message }

# Exact solvers: Liverpool lay-downs, Carousel placements.
exact-solvers-liverpool-lay-downs-carousel-75c5fd = Exact solvers: Liverpool lay-downs, Carousel placements.

# expected a numbered move or a line 'key: value' with a key among {keys}
expected-a-numbered-move-or-a-de60bc = expected a numbered move or a line 'key: value' with a key among { $keys }

# expected a seat like {example}, found {found}
expected-a-seat-like-example-found-a565ab = expected a seat like { $example }, found { $found }

# expected move {expected}, found {found}
expected-move-expected-found-found-0355fd = expected move { $expected }, found { $found }

# Expecting ',' delimiter
expecting-delimiter-1aba0a = Expecting ',' delimiter

# Expecting ':' delimiter
expecting-delimiter-965a50 = Expecting ':' delimiter

# Expecting property name enclosed in double quotes
expecting-property-name-enclosed-in-double-2c4dc3 = Expecting property name enclosed in double quotes

# Expecting value
expecting-value-33df9b = Expecting value

# Extra data
extra-data-517219 = Extra data

# FILE
file-a83dba = FILE

# {file}: an unfinished game: {count} move replayed, every card as recorded; no result
file-an-unfinished-game-count-move-6bc29d =
    { $count ->
        [one] { $file }: an unfinished game: { $count } move replayed, every card as recorded; no result
       *[other] { $file }: an unfinished game: { $count } moves replayed, every card as recorded; no result
    }

# {file}: {count} move replayed, every card and the result as recorded (game over)
file-count-move-replayed-every-card-d1515f =
    { $count ->
        [one] { $file }: { $count } move replayed, every card and the result as recorded (game over)
       *[other] { $file }: { $count } moves replayed, every card and the result as recorded (game over)
    }

# {files} and the plots are in {folder}
files-and-the-plots-are-in-029593 = { $files } and the plots are in { $folder }

# {files} and the records are in {folder}
files-and-the-records-are-in-c28999 = { $files } and the records are in { $folder }

# {files} are in {folder}
files-are-in-folder-2875b9 = { $files } are in { $folder }

# {files}, the records and the plots are in {folder}
files-the-records-and-the-plots-5fa2c6 = { $files }, the records and the plots are in { $folder }

# final chips
final-chips-72362c = final chips

# final chips (higher wins)
final-chips-higher-wins-1c3894 = final chips (higher wins)

# final chips (lower wins)
final-chips-lower-wins-1575cf = final chips (lower wins)

# final score
final-score-9a9b3e = final score

# final score (higher wins)
final-score-higher-wins-44c573 = final score (higher wins)

# final score (lower wins)
final-score-lower-wins-ba2a93 = final score (lower wins)

# {first} v {second}
first-v-second-4c1fa2 = { $first } v { $second }

# FLOAT
float-8a18cf = FLOAT

# FLOAT RANGE
float-range-64febf = FLOAT RANGE

# floating
floating-b33813 = floating

# GAME
game-803b6f = GAME

# {game}: {bots}
game-bots-189629 = { $game }: { $bots }

# {game}: bots playing
game-bots-playing-3c1520 = { $game }: bots playing

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last})
game-players-deals-x-rotations-games-061d1e = { $game }, { $players }: { $deals } x { $rotations } = { $games } (seeds { $first }..{ $last })

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last}; stopped by the SPRT)
game-players-deals-x-rotations-games-d6e62a = { $game }, { $players }: { $deals } x { $rotations } = { $games } (seeds { $first }..{ $last }; stopped by the SPRT)

# {game}, {players}, {games}
game-players-games-d9df8b = { $game }, { $players }, { $games }

# {game}, seed {seed}, players: {players}
game-seed-seed-players-players-bf5c41 = { $game }, seed { $seed }, players: { $players }

# {games} games of {game}, {players} players, seeds {first}..{last}
games-games-of-game-players-players-c13d19 = { $games } games of { $game }, { $players } players, seeds { $first }..{ $last }

# --games must be 1 or more, not {deals}
games-must-be-1-or-more-374f50 = --games must be 1 or more, not { $deals }

# --games must be at least 1
games-must-be-at-least-1-cec8fc = --games must be at least 1

# games rated
games-rated-018fc2 = games rated

# give --deal and --hand, or --jsonl
give-deal-and-hand-or-jsonl-870252 = give --deal and --hand, or --jsonl

# give --hand (and --table, empty if omitted), or --jsonl
give-hand-and-table-empty-if-0e738c = give --hand (and --table, empty if omitted), or --jsonl

# give the cards, such as {example}, or --jsonl
give-the-cards-such-as-example-39c9a7 = give the cards, such as { $example }, or --jsonl

# Go down (for example [bold]{down}[/]), or [bold]discard {card}[/]. [bold]hint[/] says what the greedy bot would do.
go-down-for-example-bold-down-13b92b = Go down (for example [bold]{ $down }[/]), or [bold]discard { $card }[/]. [bold]hint[/] says what the greedy bot would do.

# Got unexpected extra argument ({args})
got-unexpected-extra-argument-args-e34410 =
    { $count ->
        [one] Got unexpected extra argument ({ $args })
       *[other] Got unexpected extra arguments ({ $args })
    }

# H0 accepted after {count} deal: {first} is not {elo1} Elo stronger
h0-accepted-after-count-deal-first-a7c4e0 =
    { $count ->
        [one] H0 accepted after { $count } deal: { $first } is not { $elo1 } Elo stronger
       *[other] H0 accepted after { $count } deals: { $first } is not { $elo1 } Elo stronger
    }

# H1 accepted after {count} deal: {first} is stronger
h1-accepted-after-count-deal-first-33f44e =
    { $count ->
        [one] H1 accepted after { $count } deal: { $first } is stronger
       *[other] H1 accepted after { $count } deals: { $first } is stronger
    }

# head to head, seat against seat by place; the sign test over deals
head-to-head-seat-against-seat-fdee32 = head to head, seat against seat by place; the sign test over deals

# How many games.
how-many-games-bcf760 = How many games.

# How well the bots play: easy, medium or hard (default: medium).
how-well-the-bots-play-easy-fa0e95 = How well the bots play: easy, medium or hard (default: medium).

# INTEGER
integer-8d1d34 = INTEGER

# INTEGER RANGE
integer-range-efbbff = INTEGER RANGE

# Invalid control character at
invalid-control-character-at-5e945f = Invalid control character at

# Invalid value for {param_hint}: {message}
invalid-value-for-param-hint-message-582cfd = Invalid value for { $param_hint }: { $message }

# Invalid value: {message}
invalid-value-message-f69d23 = Invalid value: { $message }

# it is a folder
it-is-a-folder-c10c2f = it is a folder

# {key} holds a number too long to read
key-holds-a-number-too-long-6002ea = { $key } holds a number too long to read

# {key} is nested too deeply to read
key-is-nested-too-deeply-to-207cfa = { $key } is nested too deeply to read

# {key} is not JSON ({why} at column {column})
key-is-not-json-why-at-41d629 = { $key } is not JSON ({ $why } at column { $column })

# {key} must be a whole number in plain digits, not {text}
key-must-be-a-whole-number-393907 = { $key } must be a whole number in plain digits, not { $text }

# Language: en, kk, lt or ka (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).
language-en-kk-lt-or-ka-2c3917 = Language: en, kk, lt or ka (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).

# Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard (for example [bold]discard {card}[/]).
lay-off-the-cards-that-fit-9fa5ab = Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard (for example [bold]discard { $card }[/]).

# leaves the game
leaves-the-game-0d4ee9 = leaves the game

# left
left-124aec = left

# left in hand: {cards} ({points})
left-in-hand-cards-points-02270c = left in hand: { $cards } ({ $points })

# lets a chance go (or passes, when passing is a move)
lets-a-chance-go-or-passes-e8ab42 = lets a chance go (or passes, when passing is a move)

# {level} takes seconds per decision (like {seconds}) or samples (like {samples}), not {parameter}
level-takes-seconds-per-decision-like-02dc0f = { $level } takes seconds per decision (like { $seconds }) or samples (like { $samples }), not { $parameter }

# line {line_number}: {fault:sentence}
line-line-number-fault-1fd1bd = line { $line_number }: { $fault }

# lines {first_line}-{last_line}: {fault:sentence}
lines-first-line-last-line-fault-a415d5 = lines { $first_line }-{ $last_line }: { $fault }

# lists what you may do
lists-what-you-may-do-e92353 = lists what you may do

# Liverpool
liverpool-ba2b09 = Liverpool

# Liverpool rummy, Rummoli and Carousel: play, simulate, solve, replay.
liverpool-rummy-rummoli-and-carousel-play-72ecec = Liverpool rummy, Rummoli and Carousel: play, simulate, solve, replay.

# 1 process
m-1-process-527daf = 1 process

# m{id} {owner}'s book: {cards}
m-id-owner-s-book-cards-3585f5 = m{ $id } { $owner }'s book: { $cards }

# m{id} {owner}'s run: {cards}
m-id-owner-s-run-cards-a1ade1 = m{ $id } { $owner }'s run: { $cards }

# m{id} your book: {cards}
m-id-your-book-cards-8c79aa = m{ $id } your book: { $cards }

# m{id} your run: {cards}
m-id-your-run-cards-7860f9 = m{ $id } your run: { $cards }

# mean chips
mean-chips-b17284 = mean chips

# mean chips (higher wins)
mean-chips-higher-wins-3bcf12 = mean chips (higher wins)

# mean chips (lower wins)
mean-chips-lower-wins-14098d = mean chips (lower wins)

# mean place
mean-place-c8cb52 = mean place

# mean score
mean-score-709545 = mean score

# mean score (higher wins)
mean-score-higher-wins-47203a = mean score (higher wins)

# mean score (lower wins)
mean-score-lower-wins-276792 = mean score (lower wins)

# meld, [bold]draw[/] again or [bold]knock[/]
meld-bold-draw-again-or-bold-266626 = meld, [bold]draw[/] again or [bold]knock[/]

# meld, [bold]pass[/] (the draw pile is empty) or [bold]knock[/]
meld-bold-pass-the-draw-pile-f22e67 = meld, [bold]pass[/] (the draw pile is empty) or [bold]knock[/]

# meld {meld} holds no {card}
meld-meld-holds-no-card-176f91 = meld { $meld } holds no { $card }

# meld or [bold]draw[/] again
meld-or-bold-draw-again-f548c5 = meld or [bold]draw[/] again

# meld or [bold]pass[/] (the draw pile is empty)
meld-or-bold-pass-the-draw-864f72 = meld or [bold]pass[/] (the draw pile is empty)

# meld (your melds here)
meld-your-melds-here-4c905e = meld (your melds here)

# Messages a second one connection may send (0: no limit).
messages-a-second-one-connection-may-212850 = Messages a second one connection may send (0: no limit).

# Missing argument
missing-argument-7299b9 = Missing argument

# Missing command.
missing-command-5415d0 = Missing command.

# Missing option
missing-option-a31424 = Missing option

# Missing parameter
missing-parameter-5f92d8 = Missing parameter

# Missing parameter: {param_name}
missing-parameter-param-name-7946b1 = Missing parameter: { $param_name }

# ... {more} earlier,
more-earlier-675e1e = ... { $more } earlier,{" "}

# Most tables kept in memory with nobody there (0: no limit).
most-tables-kept-in-memory-with-c19957 = Most tables kept in memory with nobody there (0: no limit).

# move {expected} has no action
move-expected-has-no-action-34169f = move { $expected } has no action

# move {move_number} is by seat {seat_number}, but the seats are 0 to {last_seat}
move-move-number-is-by-seat-7ce79d = move { $move_number } is by seat { $seat_number }, but the seats are 0 to { $last_seat }

# move {move_number} ({move_action}) revealed {engine_cards}, the record says {record_cards}
move-move-number-move-action-revealed-bfe630 = move { $move_number } ({ $move_action }) revealed { $engine_cards }, the record says { $record_cards }

# move {move_number} ({move_action}): the engine says {engine_note}, the record says {record_note}
move-move-number-move-action-the-41d126 = move { $move_number } ({ $move_action }): the engine says { $engine_note }, the record says { $record_note }

# move {move_number} ({move_line}) is illegal: {inner:sentence}
move-move-number-move-line-is-5c0761 = move { $move_number } ({ $move_line }) is illegal: { $inner }

# NAME=VALUE
name-value-2fa32a = NAME=VALUE

# {name}: {value} in hand ({cards}), +{points}
name-value-in-hand-cards-points-f8654f = { $name }: { $value } in hand ({ $cards }), +{ $points }

# no joker {card} in the draft
no-joker-card-in-the-draft-348d1e = no joker { $card } in the draft

# No progress bar.
no-progress-bar-7c0111 = No progress bar.

# No such command {name!r}.
no-such-command-name-r-6558a1 = No such command { $name }.

# No such option {name!r}.
no-such-option-name-r-83a2c4 = No such option { $name }.

# not a rummyhall record: the first line must be {magic}
not-a-rummyhall-record-the-first-0edc9e = not a rummyhall record: the first line must be { $magic }

# Not sent.
not-sent-7b7fa1 = Not sent.

# not significant
not-significant-046b60 = not significant

# nothing
nothing-527dae = nothing

# Nothing for you to do now: the others are playing.
nothing-for-you-to-do-now-104b8a = Nothing for you to do now: the others are playing.

# nothing to undo
nothing-to-undo-934f74 = nothing to undo

# Number of players.
number-of-players-f7a40d = Number of players.

# Number of players, you included.
number-of-players-you-included-8680c2 = Number of players, you included.

# ONE CARD
one-card-297323 = ONE CARD

# OpenSkill μ ± σ
openskill-9742f2 = OpenSkill μ ± σ

# OpenSkill μ (band: interval of 95%)
openskill-band-interval-of-95-bc39f0 = OpenSkill μ (band: interval of 95%)

# OpenSkill ratings: {title}
openskill-ratings-title-18e2ea = OpenSkill ratings: { $title }

# option {name} must be true, false, a number, a text or null, not {kind}
option-name-must-be-true-false-e4eebd = option { $name } must be true, false, a number, a text or null, not { $kind }

# Option {name!r} does not take a value.
option-name-r-does-not-take-1b75fc = Option { $name } does not take a value.

# Option {name!r} requires an argument.
option-name-r-requires-an-argument-6ce8c7 =
    { $count ->
        [one] Option { $name } requires an argument.
       *[other] Option { $name } requires { $nargs } arguments.
    }

# Options
options-353e0d = Options

# [OPTIONS]
options-4ce0e1 = [OPTIONS]

# options must be a JSON object, not {kind}
options-must-be-a-json-object-c9a4e1 = options must be a JSON object, not { $kind }

# options: {options}
options-options-4052f7 = options: { $options }

# {pair}: LLR {llr}, {verdict}
pair-llr-llr-verdict-f2768b = { $pair }: LLR { $llr }, { $verdict }

# {path} is not a text file
path-is-not-a-text-file-d93cb7 = { $path } is not a text file

# permission denied
permission-denied-7cb269 = permission denied

# place (ties rounded)
place-ties-rounded-6a3bff = place (ties rounded)

# places per bot
places-per-bot-6f35d1 = places per bot

# Play GAME in the terminal against bots.
play-game-in-the-terminal-against-55b120 = Play GAME in the terminal against bots.

# Play on Ray: a local one, or the cluster at ADDRESS ('auto': this machine's).
play-on-ray-a-local-one-3d2a9f = Play on Ray: a local one, or the cluster at ADDRESS ('auto': this machine's).

# Play together in the browser: the rummyhall server (tables, lobby, the page). The limits are described in docs/server.md, "Security".
play-together-in-the-browser-the-b7c540 = Play together in the browser: the rummyhall server (tables, lobby, the page). The limits are described in docs/server.md, "Security".

# Play your lowest black card: [bold]play {card}[/].
play-your-lowest-black-card-bold-caf374 = Play your lowest black card: [bold]play { $card }[/].

# Play your lowest red card: [bold]play {card}[/].
play-your-lowest-red-card-bold-a0361f = Play your lowest red card: [bold]play { $card }[/].

# Played ({count}): {cards}
played-count-cards-a98447 = Played ({ $count }): { $cards }

# player
player-2c99c3 = player

# players must be a JSON list of the players' names, like {example}
players-must-be-a-json-list-ccc363 = players must be a JSON list of the players' names, like { $example }

# Players per game (default: one per bot, at least the game's fewest).
players-per-game-default-one-per-b3204a = Players per game (default: one per bot, at least the game's fewest).

# Playing {card} for you (you hold the next card: your only legal card).
playing-card-for-you-you-hold-aa56b5 = Playing { $card } for you (you hold the next card: your only legal card).

# Playing {card} for you (your lowest card, to lead: your only legal card).
playing-card-for-you-your-lowest-12d889 = Playing { $card } for you (your lowest card, to lead: your only legal card).

# Playing {card} for you (your lowest black card: your only legal card).
playing-card-for-you-your-lowest-28c950 = Playing { $card } for you (your lowest black card: your only legal card).

# Playing {card} for you (your lowest red card: your only legal card).
playing-card-for-you-your-lowest-29e83e = Playing { $card } for you (your lowest red card: your only legal card).

# {points}: place {cards}
points-place-cards-3aa0c1 = { $points }: place { $cards }

#    poker: {category} ({cards})
poker-category-cards-1991a0 = {" "}{" "}{" "}poker: { $category } ({ $cards })

# Poker: the pot holds {chips:chip}; {to_call} to call. {moves} (bets and raises 1-{limit}, {raises} of {max_raises} raises made).
poker-the-pot-holds-chips-to-6b177b =
    Poker: the pot holds { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; { $to_call } to call. { $moves } (bets and raises 1-{ $limit }, { $raises } of { $max_raises } raises made).

# port {port} is already in use on {host}: choose another with --port (or PORT= with make play)
port-port-is-already-in-use-eb21fd = port { $port } is already in use on { $host }: choose another with --port (or PORT= with make play)

# Port to listen on.
port-to-listen-on-6cdc41 = Port to listen on.

# position
position-934f4e = position

# Print a game record for a person to read (once it has replayed without a fault).
print-a-game-record-for-a-b593ef = Print a game record for a person to read (once it has replayed without a fault).

# Print the answer as JSON.
print-the-answer-as-json-8d9089 = Print the answer as JSON.

# Print the results as JSON instead of tables.
print-the-results-as-json-instead-ea29ed = Print the results as JSON instead of tables.

# {question} [y/N]
question-y-n-1a2d92 = { $question } [y/N]{" "}

# Ray, {cpus} CPUs at {address}
ray-cpus-cpus-at-address-45e924 = Ray, { $cpus } CPUs at { $address }

# Ray, {cpus} CPUs (local)
ray-cpus-cpus-local-41ddcc = Ray, { $cpus } CPUs (local)

# --ray needs the ray extra: {command}
ray-needs-the-ray-extra-command-f4dc9b = --ray needs the ray extra: { $command }

# record written to {path}
record-written-to-path-45630c = record written to { $path }

# record written to {path} (unfinished: {count} move)
record-written-to-path-unfinished-count-b6cd20 =
    { $count ->
        [one] record written to { $path } (unfinished: { $count } move)
       *[other] record written to { $path } (unfinished: { $count } moves)
    }

# [red]Not done:[/] {reason}
red-not-done-reason-b87f0f = [red]Not done:[/] { $reason }

# [red]Refused:[/] {reason}
red-refused-reason-dbe270 = [red]Refused:[/] { $reason }

# Redis URL joining the workers of one room, or RUMMYHALL_BUS (redis://HOST:PORT/N).
redis-url-joining-the-workers-of-2278b2 = Redis URL joining the workers of one room, or RUMMYHALL_BUS (redis://HOST:PORT/N).

# Replay a game record through the engine; fails on any difference.
replay-a-game-record-through-the-adc7c3 = Replay a game record through the engine; fails on any difference.

# required
required-848c86 = required

# result: {scores}; winner(s): {winners}
result-scores-winner-s-winners-ca26ac = result: { $scores }; winner(s): { $winners }

# rounds won
rounds-won-e41c21 = rounds won

# Rummoli: do not play your only legal card for you.
rummoli-do-not-play-your-only-781348 = Rummoli: do not play your only legal card for you.

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was no C compiler. With one (on Debian: `apt-get install build-essential`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-0deedc = rummyhall runs its source build, pure Python and about half as fast: it was installed where there was no C compiler. With one (on Debian: `apt-get install build-essential`), install rummyhall again for the compiled build (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed without the Python headers (Python.h). With them (on Debian: the package `python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-5c6fd3 = rummyhall runs its source build, pure Python and about half as fast: it was installed without the Python headers (Python.h). With them (on Debian: the package `python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was neither a C compiler nor the Python headers. With them (on Debian: `apt-get install build-essential python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-b652fd = rummyhall runs its source build, pure Python and about half as fast: it was installed where there was neither a C compiler nor the Python headers. With them (on Debian: `apt-get install build-essential python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).

# rummyhall serve needs the server extra: {command}
rummyhall-serve-needs-the-server-extra-b3ac88 = rummyhall serve needs the server extra: { $command }

# rummyhall tournament needs the tournament extra: {command}
rummyhall-tournament-needs-the-tournament-extra-4ef9fd = rummyhall tournament needs the tournament extra: { $command }

# s/decision
s-decision-e1e5d3 = s/decision

# {said}; {more}
said-more-549467 = { $said }; { $more }

# say which card the joker stands for, like *9h
say-which-card-the-joker-stands-a89cca = say which card the joker stands for, like *9h

# says what the greedy bot would do in your place
says-what-the-greedy-bot-would-3c7307 = says what the greedy bot would do in your place

# score
score-d22f90 = score

# score per bot
score-per-bot-c5dbea = score per bot

# seats
seats-e9b35e = seats

# Seconds a bot waits.
seconds-a-bot-waits-4ffaf7 = Seconds a bot waits.

# Seconds a table may wait in the lobby with nobody there (0: forever).
seconds-a-table-may-wait-in-911f1e = Seconds a table may wait in the lobby with nobody there (0: forever).

# Seconds a table nobody uses stays in memory.
seconds-a-table-nobody-uses-stays-1ddf7b = Seconds a table nobody uses stays in memory.

# Seconds of --create-limit.
seconds-of-create-limit-0e53cb = Seconds of --create-limit.

# Seed for the shuffle (default: random).
seed-for-the-shuffle-default-random-77bdb6 = Seed for the shuffle (default: random).

# Seed of the first deal (then +1 each).
seed-of-the-first-deal-then-2681c1 = Seed of the first deal (then +1 each).

# Seed of the first game (then +1 each).
seed-of-the-first-game-then-1c61e4 = Seed of the first game (then +1 each).

# share of the bot's seats (%)
share-of-the-bot-s-seats-ca2684 = share of the bot's seats (%)

# Show the rule ID behind each refusal.
show-the-rule-id-behind-each-ee7670 = Show the rule ID behind each refusal.

# Show the version and exit.
show-the-version-and-exit-3c626f = Show the version and exit.

# Show this message and exit.
show-this-message-and-exit-3dd197 = Show this message and exit.

# shown at the showdown
shown-at-the-showdown-399dad = shown at the showdown

# shows the table again
shows-the-table-again-fa8fcb = shows the table again

# shows this help
shows-this-help-46bf88 = shows this help

# source build
source-build-70030d = source build

# SPRT: chance of accepting H0 when H1 holds.
sprt-chance-of-accepting-h0-when-fa6ac2 = SPRT: chance of accepting H0 when H1 holds.

# SPRT: chance of accepting H1 when H0 holds.
sprt-chance-of-accepting-h1-when-40bda1 = SPRT: chance of accepting H1 when H0 holds.

# --sprt compares bots: give two different bots or more
sprt-compares-bots-give-two-different-dc3e5f = --sprt compares bots: give two different bots or more

# SPRT: H0 elo <= {elo0}, H1 elo >= {elo1}, alpha {alpha}, beta {beta} (LLR bounds {lower}, {upper})
sprt-h0-elo-elo0-h1-elo-265dce = SPRT: H0 elo <= { $elo0 }, H1 elo >= { $elo1 }, alpha { $alpha }, beta { $beta } (LLR bounds { $lower }, { $upper })

# SPRT: H0 is 'the first bot is at most elo0 Elo better'.
sprt-h0-is-the-first-bot-bb51d2 = SPRT: H0 is 'the first bot is at most elo0 Elo better'.

# SPRT: H1 is 'the first bot is elo1 Elo better or more'.
sprt-h1-is-the-first-bot-cc26d0 = SPRT: H1 is 'the first bot is elo1 Elo better or more'.

# Still in hand: {cards}.  ({help})
still-in-hand-cards-help-675a72 = Still in hand: { $cards }.  ({ $help })

# Stock: {cards:card}.  Discard pile: {pile}
stock-cards-discard-pile-pile-39138a =
    Stock: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }.  Discard pile: { $pile }

# Stop once the SPRT decides every pair of bots (docs/tournament.md).
stop-once-the-sprt-decides-every-8c93b4 = Stop once the SPRT decides every pair of bots (docs/tournament.md).

# Tables one address may create per --create-window (0: no limit).
tables-one-address-may-create-per-85e418 = Tables one address may create per --create-window (0: no limit).

# TEXT
text-80ee44 = TEXT

# the address is already in use
the-address-is-already-in-use-9aab08 = the address is already in use

# The best five cards of a hand of 5 to 26 cards (such as "Ah Kh Qh Jh Th 2c 3d").
the-best-five-cards-of-a-002c39 = The best five cards of a hand of 5 to 26 cards (such as "Ah Kh Qh Jh Th 2c 3d").

# The board
the-board-77a5b9 = The board

# the cards after {arrow}: {inner:sentence}
the-cards-after-arrow-inner-ccac03 = the cards after { $arrow }: { $inner }

# the connection was refused
the-connection-was-refused-bb0985 = the connection was refused

# the disk is full
the-disk-is-full-dfb41e = the disk is full

# the file system is read-only
the-file-system-is-read-only-42cb6c = the file system is read-only

# the game has no name
the-game-has-no-name-50061e = the game has no name

# the game of {game} seed {seed} rotation {rotation} ({bots}) failed: {error}
the-game-of-game-seed-seed-3fdeab = the game of { $game } seed { $seed } rotation { $rotation } ({ $bots }) failed: { $error }

# The greedy bot would bet {chips:chip}
the-greedy-bot-would-bet-chips-513cce =
    The greedy bot would bet { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# The greedy bot would bid {chips:chip} for the widow
the-greedy-bot-would-bid-chips-3d44fe =
    The greedy bot would bid { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } for the widow

# The greedy bot would: [bold]{move}[/]
the-greedy-bot-would-bold-move-7fbe85 = The greedy bot would: [bold]{ $move }[/]

# The greedy bot would buy the discard {card}
the-greedy-bot-would-buy-the-3e698b = The greedy bot would buy the discard { $card }

# The greedy bot would call
the-greedy-bot-would-call-ae69c5 = The greedy bot would call

# The greedy bot would call rummy on that discard
the-greedy-bot-would-call-rummy-104eff = The greedy bot would call rummy on that discard

# The greedy bot would check
the-greedy-bot-would-check-c75ab7 = The greedy bot would check

# The greedy bot would claim the pot
the-greedy-bot-would-claim-the-920e83 = The greedy bot would claim the pot

# The greedy bot would cut {cards:card}
the-greedy-bot-would-cut-cards-74e5f7 =
    The greedy bot would cut { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }

# The greedy bot would discard {card}
the-greedy-bot-would-discard-card-93a41e = The greedy bot would discard { $card }

# The greedy bot would draw a card: type [bold]draw[/].
the-greedy-bot-would-draw-a-a6cca2 = The greedy bot would draw a card: type [bold]draw[/].

# The greedy bot would draw from the stock
the-greedy-bot-would-draw-from-9f700d = The greedy bot would draw from the stock

# The greedy bot would exchange {card} for the joker in m{meld}
the-greedy-bot-would-exchange-card-62e48c = The greedy bot would exchange { $card } for the joker in m{ $meld }

# The greedy bot would exchange your hand for the widow, unseen
the-greedy-bot-would-exchange-your-222024 = The greedy bot would exchange your hand for the widow, unseen

# The greedy bot would fold
the-greedy-bot-would-fold-664189 = The greedy bot would fold

# The greedy bot would go down, keeping {cards:card} worth {points:point}
the-greedy-bot-would-go-down-74b8a1 =
    The greedy bot would go down, keeping { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

# The greedy bot would keep your hand
the-greedy-bot-would-keep-your-fecebe = The greedy bot would keep your hand

# The greedy bot would knock, ending the round: type [bold]knock[/].
the-greedy-bot-would-knock-ending-2e6ac1 = The greedy bot would knock, ending the round: type [bold]knock[/].

# The greedy bot would lay {card} off on m{meld}
the-greedy-bot-would-lay-card-2e6a13 = The greedy bot would lay { $card } off on m{ $meld }

# The greedy bot would let the discard go
the-greedy-bot-would-let-the-1a7261 = The greedy bot would let the discard go

# The greedy bot would let this chance go
the-greedy-bot-would-let-this-644b1c = The greedy bot would let this chance go

# The greedy bot would let this go: type [bold]pass[/].
the-greedy-bot-would-let-this-6efaa0 = The greedy bot would let this go: type [bold]pass[/].

# The greedy bot would meld {cards} ({points:point}). Type:
# [bold]{move}[/]
the-greedy-bot-would-meld-cards-4121fe =
    The greedy bot would meld { $cards } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }). Type:
    {"["}bold]{ $move }[/]

# The greedy bot would {move}
the-greedy-bot-would-move-63a147 = The greedy bot would { $move }

# The greedy bot would pass
the-greedy-bot-would-pass-64bead = The greedy bot would pass

# The greedy bot would pass: type [bold]pass[/].
the-greedy-bot-would-pass-type-ce606d = The greedy bot would pass: type [bold]pass[/].

# The greedy bot would play {card}
the-greedy-bot-would-play-card-0c43c6 = The greedy bot would play { $card }

# The greedy bot would raise by {chips:chip}
the-greedy-bot-would-raise-by-8dfdfa =
    The greedy bot would raise by { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

# The greedy bot would take the discard {card}
the-greedy-bot-would-take-the-756475 = The greedy bot would take the discard { $card }

# The hand, e.g. "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".
the-hand-e-g-7c-7d-613004 = The hand, e.g. "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".

# The hand, e.g. "8h Qh * 2c".
the-hand-e-g-8h-qh-e2737f = The hand, e.g. "8h Qh * 2c".

# the header does not describe a game: {inner:sentence}
the-header-does-not-describe-a-60a915 = the header does not describe a game: { $inner }

# the header has no {key} line
the-header-has-no-key-line-4f080a = the header has no { $key } line

# the {key} line belongs in the header, before the moves
the-key-line-belongs-in-the-85d6c1 = the { $key } line belongs in the header, before the moves

# the {kind} bot takes no parameter ({text})
the-kind-bot-takes-no-parameter-ba4323 = the { $kind } bot takes no parameter ({ $text })

# The lay-down of the contract that leaves least in hand.
the-lay-down-of-the-contract-96c499 = The lay-down of the contract that leaves least in hand.

# The most value of hand cards that can be placed on the table, and how.
the-most-value-of-hand-cards-636c20 = The most value of hand cards that can be placed on the table, and how.

# the record gives a result but the game is not over after its moves
the-record-gives-a-result-but-375e98 = the record gives a result but the game is not over after its moves

# the record is for rules version {recorded}, this engine has {version}
the-record-is-for-rules-version-7937db = the record is for rules version { $recorded }, this engine has { $version }

# the result differs: replay gives {engine_scores} winners {engine_winners}, the record says {record_scores} winners {record_winners}
the-result-differs-replay-gives-engine-7bc795 = the result differs: replay gives { $engine_scores } winners { $engine_winners }, the record says { $record_scores } winners { $record_winners }

# the result has no {key} line
the-result-has-no-key-line-66048b = the result has no { $key } line

# the SPRT needs elo0 < elo1, not {elo0} and {elo1}
the-sprt-needs-elo0-elo1-not-5a8b3e = the SPRT needs elo0 < elo1, not { $elo0 } and { $elo1 }

# the SPRT's {name} must be between 0 and 0.5, not {value}
the-sprt-s-name-must-be-efb7f0 = the SPRT's { $name } must be between 0 and 0.5, not { $value }

# The table is empty.
the-table-is-empty-82eb62 = The table is empty.

# The table, melds separated by |, e.g. "5h 6h 7h | Qc Qd Qs".
the-table-melds-separated-by-e-b1391e = The table, melds separated by |, e.g. "5h 6h 7h | Qc Qd Qs".

# there is no route to the host
there-is-no-route-to-the-709a03 = there is no route to the host

# there is no such file or folder
there-is-no-such-file-or-7ee8f5 = there is no such file or folder

# this computer has no such address
this-computer-has-no-such-address-918b48 = this computer has no such address

# This lay-down fails ({fault}) and costs {points:point}. Lay it down anyway?
this-lay-down-fails-fault-and-b9bb0d =
    This lay-down fails ({ $fault }) and costs { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. Lay it down anyway?

# This meld will be refused: {fault}. Send it anyway?
this-meld-will-be-refused-fault-6a72ca = This meld will be refused: { $fault }. Send it anyway?

# Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/].
three-cards-drawn-bold-knock-to-56d27b = Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/].

# To meld, type the whole new table, or edit it step by step ([bold]put {card} {where}[/], {move}[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] shows the greedy bot's placement. The table now:
to-meld-type-the-whole-new-75a4c1 = To meld, type the whole new table, or edit it step by step ([bold]put { $card } { $where }[/], { $move }[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] shows the greedy bot's placement. The table now:

# {top} on top of {cards:card}
top-on-top-of-cards-02597e =
    { $top } on top of { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }

# Twos are wild (LIV-3).
twos-are-wild-liv-3-7418b5 = Twos are wild (LIV-3).

# undecided after {count} deal
undecided-after-count-deal-1346ca =
    { $count ->
        [one] undecided after { $count } deal
       *[other] undecided after { $count } deals
    }

# unknown bot {bot} (bots: {bots})
unknown-bot-bot-bots-bots-45ef88 = unknown bot { $bot } (bots: { $bots })

# Unread messages after which a client is disconnected (0: no limit).
unread-messages-after-which-a-client-38cad8 = Unread messages after which a client is disconnected (0: no limit).

# Unterminated string starting at
unterminated-string-starting-at-fa2c84 = Unterminated string starting at

# URL
url-756963 = URL

# Usage:
usage-25d013 = Usage:

# valid
valid-437cea = valid

# {value} is not in the range {range}.
value-is-not-in-the-range-d4cdc9 = { $value } is not in the range { $range }.

# {value!r} is not a valid {number_type}.
value-r-is-not-a-valid-ae26ec = { $value } is not a valid { $number_type }.

# {value!r} is not {choice}.
value-r-is-not-choice-52664e =
    { $count ->
        [one] { $value } is not { $choice }.
       *[other] { $value } is not one of { $choices }.
    }

# Widow: {cards:card} face down, being auctioned.
widow-cards-face-down-being-auctioned-434275 =
    Widow: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } face down, being auctioned.

# Widow: {cards:card} face down, the dealer decides.
widow-cards-face-down-the-dealer-e9b94c =
    Widow: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } face down, the dealer decides.

# Widow: taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-c2372f =
    Widow: taken by { $name }; the hand given up is dead ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, out of play).

# win %
win-6f8bf0 = win %

# win % [95% CI]
win-95-ci-e1f685 = win % [95% CI]

#  (winner)
winner-09f631 = {" "}(winner)

# winners are seat numbers, 0 or more
winners-are-seat-numbers-0-or-1b26cb = winners are seat numbers, 0 or more

# wins
wins-0114d3 = wins

# With --out: no plots.
with-out-no-plots-da24d1 = With --out: no plots.

# With --out: no record per game.
with-out-no-record-per-game-8a60e7 = With --out: no record per game.

# '{word}' is not a meld number (1 to {last})
word-is-not-a-meld-number-4547a1 = '{ $word }' is not a meld number (1 to { $last })

# '{word}' is not a meld number (1 to {last}, or new)
word-is-not-a-meld-number-e57504 = '{ $word }' is not a meld number (1 to { $last }, or new)

# Worker processes (default: one per core; 1: none).
worker-processes-default-one-per-core-630df3 = Worker processes (default: one per core; 1: none).

# Worker processes on the port.
worker-processes-on-the-port-d890df = Worker processes on the port.

# --workers must be 1 or more, not {workers}
workers-must-be-1-or-more-09f37d = --workers must be 1 or more, not { $workers }

# write both jokers with their cards, like: declare *9h *Th
write-both-jokers-with-their-cards-69deec = write both jokers with their cards, like: declare *9h *Th

# Write every game's record here.
write-every-game-s-record-here-68a031 = Write every game's record here.

# Write results.json, games.csv, records/ and plots here.
write-results-json-games-csv-records-0d80b3 = Write results.json, games.csv, records/ and plots here.

# Write what was played here (even if you leave).
write-what-was-played-here-even-158953 = Write what was played here (even if you leave).

# y
y-fc0c4e = y

#
# [yellow]Input ended; you leave the game.[/]
yellow-input-ended-you-leave-the-7fa5da = {"\u000A"}{"["}yellow]Input ended; you leave the game.[/]

#
# [yellow]Interrupted; you leave the game.[/]
yellow-interrupted-you-leave-the-game-f9dd7a = {"\u000A"}{"["}yellow]Interrupted; you leave the game.[/]

# [yellow]May I? The discard {card} is for sale (price: one stock card): [bold]buy[/] or [bold]pass[/].[/]
yellow-may-i-the-discard-card-5f232e = [yellow]May I? The discard { $card } is for sale (price: one stock card): [bold]buy[/] or [bold]pass[/].[/]

# [yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]
yellow-that-discard-could-have-been-0a6a61 = [yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]

# [yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/].
yellow-the-draw-pile-is-empty-90e489 = [yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/].

# [yellow]The joker you took must go back on the table this turn.[/]
yellow-the-joker-you-took-must-2da316 = [yellow]The joker you took must go back on the table this turn.[/]

# [yellow]The widow is auctioned. Highest bid: {high}.[/]
yellow-the-widow-is-auctioned-highest-bc407d = [yellow]The widow is auctioned. Highest bid: { $high }.[/]

# [yellow]The widow is auctioned. Highest bid: {high} by {name}.[/]
yellow-the-widow-is-auctioned-highest-bf19ea = [yellow]The widow is auctioned. Highest bid: { $high } by { $name }.[/]

# [yellow]You won the {pot} pot: type [bold]claim[/] before the next card, or it stays on the board.[/]
yellow-you-won-the-pot-pot-660092 = [yellow]You won the { $pot } pot: type [bold]claim[/] before the next card, or it stays on the board.[/]

# You can edit the table only when it is your turn to meld.
you-can-edit-the-table-only-115c30 = You can edit the table only when it is your turn to meld.

# You cut: type [bold]cut N[/] (an exact cut of {exact} cards takes 50 points off this deal).
you-cut-type-bold-cut-n-3f934d = You cut: type [bold]cut N[/] (an exact cut of { $exact } cards takes 50 points off this deal).

# You deal, and hold a pay card ({cards}): you must [bold]keep[/] your hand.
you-deal-and-hold-a-pay-0701d0 = You deal, and hold a pay card ({ $cards }): you must [bold]keep[/] your hand.

# You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it.
you-deal-bold-exchange-your-hand-b22bcd = You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it.

# you have no {card} left in hand
you-have-no-card-left-in-ca6718 = you have no { $card } left in hand

# you have no joker left in hand
you-have-no-joker-left-in-7d1a8e = you have no joker left in hand

# You hold a pay card ({cards}), so you may only [bold]pass[/].
you-hold-a-pay-card-cards-261daa = You hold a pay card ({ $cards }), so you may only [bold]pass[/].

# You hold the next card: [bold]play {card}[/].
you-hold-the-next-card-bold-46b93e = You hold the next card: [bold]play { $card }[/].

# You lead the Rummoli phase: play your lowest card ([bold]play {card}[/]).
you-lead-the-rummoli-phase-play-3edf81 = You lead the Rummoli phase: play your lowest card ([bold]play { $card }[/]).

# You left the game.
you-left-the-game-05d50d = You left the game.

# You may: {moves}
you-may-moves-30c0e6 = You may: { $moves }

# Your draft of the table:
your-draft-of-the-table-966223 = Your draft of the table:

# Your name at the table (default: you).
your-name-at-the-table-default-d05d8b = Your name at the table (default: you).

# Your turn: [bold]draw[/].
your-turn-bold-draw-c942ea = Your turn: [bold]draw[/].

# Your turn: [bold]draw stock[/] or [bold]draw discard[/].
your-turn-bold-draw-stock-or-27401b = Your turn: [bold]draw stock[/] or [bold]draw discard[/].

