# Lietuvių: the messages of en/*.ftl (the English above each), written for this language.

# a bot is written kind or kind:parameter (like search:0.5), not {bot}
a-bot-is-written-kind-or-c8f6c6 = botas rašomas rūšis arba rūšis:parametras (pvz., search:0.5), o ne { $bot }

# A game option; repeatable.
a-game-option-repeatable-a4245e = Žaidimo parinktis; galima kartoti.

# a move after the result
a-move-after-the-result-219d2e = ėjimas po rezultato

# A page origin allowed besides the server's own.
a-page-origin-allowed-besides-the-623c00 = Puslapio kilmė (svetainės adresas), leidžiama be paties serverio.

# a part of the path is not a folder
a-part-of-the-path-is-a9301e = dalis kelio nėra aplankas

# a Ray address is HOST:PORT (like 10.0.0.5:6379) or auto, not {address}
a-ray-address-is-host-port-0e83a8 = Ray adresas – HOST:PORT (pvz., 10.0.0.5:6379) arba auto, o ne { $address }

# A readable summary of GAME's rules (rules/GAME.txt; in another language rules/GAME.LANG.txt).
a-readable-summary-of-game-s-f394f3 = Aiški ŽAIDIMO taisyklių santrauka (pavyzdžiui, rules/liverpool.lt.txt).

# a second {key} line (the first is line {first})
a-second-key-line-the-first-94dbb7 = antra { $key } eilutė (pirmoji – { $first } eilutė)

# a worker process ended in the middle of a game
a-worker-process-ended-in-the-160b54 = darbinis procesas nutrūko žaidimo viduryje

# {actions} actions in {seconds} s ({rate} actions/s); seats rotate each game
actions-actions-in-seconds-s-rate-b46602 = ėjimų: { $actions } per { $seconds } s ({ $rate } ėjimų/s); vietos keičiamos kas žaidimą

# [ADDRESS]
address-f4b276 = [ADRESAS]

# Address to listen on (0.0.0.0: other computers too).
address-to-listen-on-0-0-26b74d = Adresas, kuriuo laukiama ryšio (0.0.0.0: ir kitiems kompiuteriams).

# {advice}: type [bold]{move}[/].
advice-type-bold-move-c5d489 = { $advice }: įveskite [bold]{ $move }[/].

# ahead-level-behind
ahead-level-behind-3d7451 = aplenkė-lygiosios-atsiliko

# an option is written name=value, not {pair}
an-option-is-written-name-value-646e5b = parinktis rašoma name=value, o ne { $pair }

# Batch: read {"deal": 5, "hand": [...]} lines on stdin.
batch-read-deal-5-hand-lines-639f12 = Paketas: iš standartinės įvesties skaityti eilutes {"{"}"deal": 5, "hand": [...]{"}"}.

# Batch: read one JSON list of cards per line on stdin.
batch-read-one-json-list-of-9a7a68 = Paketas: iš standartinės įvesties skaityti po vieną JSON kortų sąrašą eilutėje.

# Batch: read {"table": [[...], ...], "hand": [...]} lines on stdin.
batch-read-table-hand-lines-on-d95b0d = Paketas: iš standartinės įvesties skaityti eilutes {"{"}"table": [[...], ...], "hand": [...]{"}"}.

# Bid {amount} of your {chips:chip} for a hand you have not seen?
bid-amount-of-your-chips-for-f809d3 =
    Siūlyti { $amount } iš savo { $chips ->
        [one] { $chips } žetono
        [few] { $chips } žetonų
       *[other] { $chips } žetonų
    } už ranką, kurios nematėte?

# [bold]bid {bid}[/] (more than {high}, at most your {chips:chip}) or [bold]pass[/].
bold-bid-bid-more-than-high-d4b440 =
    {"["}bold]bid { $bid }[/] (daugiau nei { $high }, bet ne daugiau nei jūsų { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }) arba [bold]pass[/].

# [bold]call[/] ({to_call}), [bold]raise 1[/] or [bold]fold[/]
bold-call-to-call-bold-raise-726a9f = [bold]call[/] ({ $to_call }), [bold]raise 1[/] arba [bold]fold[/]

# [bold]call[/] ({to_call}) or [bold]fold[/]
bold-call-to-call-or-bold-405ec8 = [bold]call[/] ({ $to_call }) arba [bold]fold[/]

# [bold]Carousel[/]: draw up to three cards a turn and meld them onto the shared table, rearranging it as you like: groups (three or four of a rank, suits all different) and sequences (three or more of a suit in order). The first to {target} points ends the game. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker ([bold]*9h[/] a joker standing for 9h).
# Your moves: [bold]draw[/]; a meld typed as the whole new table, melds between | (for example [bold]{example}[/]); [bold]knock[/] with {limit} points or less in hand after drawing; [bold]pass[/]. Or edit the table step by step: [bold]put {card} {where}[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].
bold-carousel-draw-up-to-three-11a8d3 =
    {"["}bold]Karuselė[/]: per ėjimą traukite iki trijų kortų ir dėkite jas ant bendro stalo, pertvarkydami jį kaip norite: grupės (trys ar keturios vieno rango kortos, visos skirtingų masčių) ir sekos (trys ar daugiau vienos masties kortų iš eilės). Žaidimas baigiasi, kai kas nors surenka { $target } ar daugiau taškų. Kortos rašomos rangas, tada mastis (7h, Td, Qs, Ac), o [bold]*[/] yra džokeris ([bold]*9h[/] – džokeris vietoj 9h).
    Jūsų ėjimai: [bold]draw[/]; derinys, įvestas kaip visas naujas stalas, deriniai atskirti | (pavyzdžiui [bold]{ $example }[/]); [bold]knock[/], kai po traukimo rankos vertė ne didesnė kaip { $limit }; [bold]pass[/]. Arba taisykite stalą po žingsnį: [bold]put { $card } { $where }[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].

# [bold]check[/] or [bold]bet 1[/]
bold-check-or-bold-bet-1-0b4be0 = [bold]check[/] arba [bold]bet 1[/]

# [bold]Game over.[/] {result}.
bold-game-over-result-7dfa37 = [bold]Žaidimas baigtas.[/] { $result }.

# [bold]{game}[/] with you, {others} (seed {seed}).
bold-game-with-you-others-seed-90e005 = [bold]{ $game }[/]: jūs, { $others } (maišymo nr. { $seed }).

# [bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs (four or more of a suit in order); the lowest total wins. Cards are written rank then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker.
# Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a discard is offered (May I?); [bold]{down}[/] lays down your contract, melds between |; [bold]layoff {card} {meld}[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] for a joker at a run's end); [bold]swap {card} {meld}[/] takes a joker for the card it stands for; [bold]discard {card}[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid off; [bold]cut N[/] when you cut the pack.
bold-liverpool-seven-deals-each-with-183c85 =
    {"["}bold]Liverpulio rummy[/]: septyni dalijimai, kiekviename kontraktas iš rinkinių (trys ar daugiau vieno rango kortų) ir sekų (keturios ar daugiau vienos masties kortų iš eilės); laimi mažiausia suma. Kortos rašomos rangas, tada mastis (7h, Td, Qs, Ac), o [bold]*[/] yra džokeris.
    Jūsų ėjimai: [bold]draw stock[/] arba [bold]draw discard[/]; [bold]buy[/] arba [bold]pass[/], kai siūloma numesta korta („Ar galiu?“); [bold]{ $down }[/] išdeda jūsų kontraktą, deriniai atskirti |; [bold]layoff { $card } { $meld }[/] prideda kortą prie derinio ant stalo (džokeriui sekos gale pridėkite [bold]low[/] arba [bold]high[/]); [bold]swap { $card } { $meld }[/] paima džokerį, padėdama vietoj jo kortą, kurią jis atstoja; [bold]discard { $card }[/] baigia jūsų ėjimą; [bold]rummy[/] šaukia numestą kortą, kurią buvo galima pridėti; [bold]cut N[/], kai nukeliate kaladę.

# [bold]On the table:[/]
bold-on-the-table-08a2dc = [bold]Ant stalo:[/]

# [bold]Round {round}[/]: {why}; won by {winners}.
bold-round-round-why-won-by-2b8371 = [bold]{ $round } raundas[/]: { $why }; laimėjo { $winners }.

# [bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).
# Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; [bold]bid {bid}[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play {card}[/] in the run; [bold]claim[/] a pot you won when claims are strict. When a card is your only legal play it is played for you (unless you started with --no-auto-play).
bold-rummoli-nine-pots-on-the-11e4dd =
    {"["}bold]Rummoli[/]: devyni bankai ant lentos, kiekviename raunde našlės aukcionas, pokerio ranka dėl pokerio banko, tada kortų seka: pokerio nugalėtojas pradeda žemiausia korta, o kas turi kitą tos masties kortą, ją žaidžia; prizinės kortos laimi savo bankus, o pirmas su tuščia ranka laimi Rummoli banką. Laimi turintis daugiausia žetonų pabaigoje. Kortos rašomos rangas, tada mastis (7h, Td, Qs, Ac).
    Jūsų ėjimai: dalytojas [bold]keep[/] pasilieka ranką arba [bold]exchange[/] iškeičia ją į našlę; aukcione [bold]bid { $bid }[/] arba [bold]pass[/]; pokeryje [bold]check[/], [bold]bet 2[/], [bold]call[/], [bold]raise 2[/] arba [bold]fold[/]; kortų sekoje [bold]play { $card }[/]; [bold]claim[/] pasiima laimėtą banką, kai įjungta strict_claims. Kai korta yra vienintelis leidžiamas ėjimas, ji sužaidžiama už jus (nebent pradėjote su --no-auto-play).

# [bold]Your hand:[/] {cards}
bold-your-hand-cards-e8f271 = [bold]Jūsų ranka:[/] { $cards }

# [bold]Your hand[/] ({value:point}): {cards}
bold-your-hand-value-cards-0bafa2 =
    {"["}bold]Jūsų ranka[/] ({ $value ->
        [one] { $value } taškas
        [few] { $value } taškai
       *[other] { $value } taškų
    }): { $cards }

# bot
bot-74c684 = botas

# bot {bot}: {why:sentence}
bot-bot-why-727edb = botas { $bot }: { $why }

# Bot for the other seats (random, greedy, shrewd, search).
bot-for-the-other-seats-random-284c9f = Botas kitoms vietoms (random, greedy, shrewd, search).

# {bot} stronger
bot-stronger-5c996e = { $bot } stipresnis

# {bots} bots for {players} players: give at most one bot per player
bots-bots-for-players-players-give-cfd673 = botų: { $bots }, žaidėjų: { $players }: nurodykite ne daugiau kaip vieną botą žaidėjui

# {bots} bots given for {players} players
bots-bots-given-for-players-players-eb03f1 = nurodyta botų: { $bots }, o žaidėjų: { $players }

# --bots is a comma-separated list of bots like greedy,random, not {text}
bots-is-a-comma-separated-list-95e222 = --bots – kableliais atskirtas botų sąrašas, pvz., greedy,random, o ne { $text }

# Bots' level: [bold]{level}[/]. {about}
bots-level-bold-level-about-6e0b00 = Botų lygis: [bold]{ $level }[/]. { $about }

# --bots needs at least one bot name
bots-needs-at-least-one-bot-ad3e62 = --bots reikia bent vieno boto pavadinimo

# Bots play duplicate deals of GAME; wins, scores, places, ratings, head to head.
bots-play-duplicate-deals-of-game-f705d1 = Botai žaidžia pasikartojančius ŽAIDIMO dalijimus: pergalės, rezultatai, vietos, reitingai, tarpusavio rezultatai.

# Bots play GAME against each other; prints wins and mean scores.
bots-play-game-against-each-other-5f5c87 = Botai žaidžia ŽAIDIMĄ vieni prieš kitus; išvedamos pergalės ir vidutiniai rezultatai.

# Bots to compare: kind or kind:parameter, comma-separated.
bots-to-compare-kind-or-kind-51938c = Lyginami botai: rūšis arba rūšis:parametras, atskirti kableliais.

# buys
buys-670a7a = pirkimai

# cannot listen on {address}: {reason}
cannot-listen-on-address-reason-a821cf = nepavyksta laukti ryšio adresu { $address }: { $reason }

# cannot make the folder {out}: {why}
cannot-make-the-folder-out-why-52a2e3 = nepavyksta sukurti aplanko { $out }: { $why }

# cannot reach the Ray cluster at {address}: {why}
cannot-reach-the-ray-cluster-at-1d31c9 = nepavyksta pasiekti Ray klasterio adresu { $address }: { $why }

# cannot read {path}: {reason}
cannot-read-path-reason-047ebb = nepavyksta perskaityti { $path }: { $reason }

# cannot start a local Ray: {why}
cannot-start-a-local-ray-why-e9310a = nepavyksta paleisti vietinio Ray: { $why }

# cannot start the Ray cluster at {address}: {why}
cannot-start-the-ray-cluster-at-2e6cd5 = nepavyksta paleisti Ray klasterio adresu { $address }: { $why }

# cannot use the database: {reason}
cannot-use-the-database-reason-1a98ab = nepavyksta naudoti duomenų bazės: { $reason }

# cannot write {path}: {reason}
cannot-write-path-reason-ac4567 = nepavyksta įrašyti { $path }: { $reason }

# Card {draws} of 3 drawn: {choices}.
card-draws-of-3-drawn-choices-687b2f = Ištraukta korta (traukimas { $draws } iš 3): { $choices }.

# cards
cards-81f160 = kortos

# CARDS
cards-ec3735 = KORTOS

# Carousel - round {round} - first to {target} points
carousel-round-round-first-to-target-dcecc9 = Karuselė – { $round } raundas – žaidžiama iki { $target ->
        [one] { $target } taško
        [few] { $target } taškų
       *[other] { $target } taškų
    }

# {category}: {cards} (strength {strength})
category-cards-strength-strength-2dc868 = { $category }: { $cards } (stiprumas { $strength })

# chips
chips-f6be50 = žetonai

# chips per bot
chips-per-bot-79c7bf = žetonai pagal botą

# choose the bots by --level or by --bots, not both
choose-the-bots-by-level-or-3579e2 = botus rinkitės arba su --level, arba su --bots, bet ne su abiem

# Comma-separated bots, one per seat (repeated cyclically if fewer).
comma-separated-bots-one-per-seat-a8f780 = Kableliais atskirti botai, po vieną kiekvienai vietai (jei mažiau, kartojami ratu).

# COMMAND [ARGS]...
command-args-7ab84c = KOMANDA [ARGUMENTAI]...

# Commands
commands-971550 = Komandos

# Commands: {listed}.
commands-listed-d5fb0b = Komandos: { $listed }.

# compiled build
compiled-build-d583a5 = sukompiliuota versija

# {count} deal
count-deal-f177cd =
    { $count ->
        [one] { $count } dalijimas
        [few] { $count } dalijimai
       *[other] { $count } dalijimų
    }

# {count} game
count-game-f99a7d =
    { $count ->
        [one] { $count } žaidimas
        [few] { $count } žaidimai
       *[other] { $count } žaidimų
    }

# {count} game in {seconds} s on {backend}
count-game-in-seconds-s-on-cb2e54 =
    { $count ->
        [one] { $count } žaidimas per { $seconds } s, { $backend }
        [few] { $count } žaidimai per { $seconds } s, { $backend }
       *[other] { $count } žaidimų per { $seconds } s, { $backend }
    }

# {count} game in {seconds} s ({rate} games/s) on {backend}
count-game-in-seconds-s-rate-58d32a =
    { $count ->
        [one] { $count } žaidimas per { $seconds } s ({ $rate } žaid./s), { $backend }
        [few] { $count } žaidimai per { $seconds } s ({ $rate } žaid./s), { $backend }
       *[other] { $count } žaidimų per { $seconds } s ({ $rate } žaid./s), { $backend }
    }

# {count} local process
count-local-process-1d5cad =
    { $count ->
        [one] { $count } vietinis procesas
        [few] { $count } vietiniai procesai
       *[other] { $count } vietinių procesų
    }

# {count} more played after the SPRT stopped and not counted
count-more-played-after-the-sprt-6755a2 =
    { $count ->
        [one] dar { $count } žaidimas sužaistas SPRT sustojus ir neįskaitytas
        [few] dar { $count } žaidimai sužaisti SPRT sustojus ir neįskaityti
       *[other] dar { $count } žaidimų sužaista SPRT sustojus ir neįskaityta
    }

# {count} player
count-player-8aad66 =
    { $count ->
        [one] { $count } žaidėjas
        [few] { $count } žaidėjai
       *[other] { $count } žaidėjų
    }

# {count} rotation
count-rotation-3ea2d8 =
    { $count ->
        [one] { $count } apsukimas
        [few] { $count } apsukimai
       *[other] { $count } apsukimų
    }

# [cyan]you let it go[/]
cyan-you-let-it-go-abc624 = [cyan]jūs praleidote[/]

# Database URL, or RUMMYHALL_DB (default: a SQLite file in your data folder).
database-url-or-rummyhall-db-default-eae468 = Duomenų bazės URL arba RUMMYHALL_DB (numatytoji: SQLite failas jūsų duomenų aplanke).

# Redis URL joining the workers of one room, or RUMMYHALL_BUS (redis://HOST:PORT/N).
redis-url-joining-the-workers-of-2278b2 = Redis URL, kuriuo sujungiami vienos salės darbiniai procesai, arba RUMMYHALL_BUS (redis://HOST:PORT/N).

# Worker processes on the port.
worker-processes-on-the-port-d890df = Darbinių procesų, dalijančių tą patį prievadą, skaičius.

# Dead hand: {cards:card}, out of play.
dead-hand-cards-out-of-play-f4768d =
    Nežaidžiama ranka: { $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }.

# deal +/-
deal-9a1891 = dalijimas +/-

# Deal {deal} of 7 - contract: {contract}
deal-deal-of-7-contract-contract-dcbe09 = { $deal } dalijimas iš 7 - kontraktas: { $contract }

# deal {deal}: the contract cannot be laid down with this hand
deal-deal-the-contract-cannot-be-d70085 = dalijimas { $deal }: su šia ranka kontrakto išsidėti negalima

# Deal number 1-7 (sets the contract).
deal-number-1-7-sets-the-874921 = Dalijimo numeris 1-7 (nustato kontraktą).

# deals +/=/-
deals-054f28 = dalijimai +/=/-

# Deals (seeds); each is played once per seat rotation.
deals-seeds-each-is-played-once-7d01d8 = Dalijimai (maišymo numeriai); kiekvienas žaidžiamas po kartą kiekvienam vietų apsukimui.

# default: {default}
default-default-a1cd46 = numatytoji: { $default }

# Did you mean {possibility}?
did-you-mean-possibility-5a6b5c =
    { $count ->
        [one] Ar turėjote omenyje { $possibility }?
        [few] (Ar turėjote omenyje vieną iš: { $possibility }?)
       *[other] (Ar turėjote omenyje vieną iš: { $possibility }?)
    }

# [dim](none)[/]
dim-none-569583 = [dim](nieko)[/]

# DIRECTORY
directory-b7740f = APLANKAS

# Draw pile: {cards:card}.
draw-pile-cards-8fc20d =
    Traukimo krūva: { $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }.

# Edit the table before melding: put CARDS M|new (from your hand; a joker as *9h), move CARD FROM TO|new, declare *9h *Th, undo, reset, draft (show it), send.
edit-the-table-before-melding-put-052c21 = Prieš dėdami derinį taisykite stalą: put KORTOS M|new (iš rankos; džokeris kaip *9h), move KORTA IŠ Į|new, declare *9h *Th, undo, reset, draft (parodyti), send.

# Elo [95% CI]
elo-95-ci-70c131 = Elo [95% intervalas]

# error: {message}
error-message-7fcc1b = klaida: { $message }

# Exact solvers: Liverpool lay-downs, Carousel placements.
exact-solvers-liverpool-lay-downs-carousel-75c5fd = Tikslūs sprendikliai: Liverpulio rummy išsidėjimai, Karuselės išdėstymai.

# expected a numbered move or a line 'key: value' with a key among {keys}
expected-a-numbered-move-or-a-de60bc = tikėtasi sunumeruoto ėjimo arba eilutės „raktas: reikšmė“, kurios raktas – vienas iš: { $keys }

# expected a seat like {example}, found {found}
expected-a-seat-like-example-found-a565ab = tikėtasi vietos, pvz., { $example }, rasta { $found }

# expected move {expected}, found {found}
expected-move-expected-found-found-0355fd = tikėtasi { $expected } ėjimo, rasta { $found }

# Expecting ',' delimiter
expecting-delimiter-1aba0a = tikėtasi skyriklio ','

# Expecting ':' delimiter
expecting-delimiter-965a50 = tikėtasi skyriklio ':'

# Expecting property name enclosed in double quotes
expecting-property-name-enclosed-in-double-2c4dc3 = tikėtasi savybės pavadinimo dvigubose kabutėse

# Expecting value
expecting-value-33df9b = tikėtasi reikšmės

# Extra data
extra-data-517219 = pertekliniai duomenys

# FILE
file-a83dba = FAILAS

# {file}: an unfinished game: {count} move replayed, every card as recorded; no result
file-an-unfinished-game-count-move-6bc29d =
    { $count ->
        [one] { $file }: nebaigtas žaidimas: peržaistas { $count } ėjimas, kiekviena korta kaip įrašyta; rezultato nėra
        [few] { $file }: nebaigtas žaidimas: peržaisti { $count } ėjimai, kiekviena korta kaip įrašyta; rezultato nėra
       *[other] { $file }: nebaigtas žaidimas: peržaista { $count } ėjimų, kiekviena korta kaip įrašyta; rezultato nėra
    }

# {file}: {count} move replayed, every card and the result as recorded (game over)
file-count-move-replayed-every-card-d1515f =
    { $count ->
        [one] { $file }: peržaistas { $count } ėjimas, kiekviena korta ir rezultatas kaip įrašyta (žaidimas baigtas)
        [few] { $file }: peržaisti { $count } ėjimai, kiekviena korta ir rezultatas kaip įrašyta (žaidimas baigtas)
       *[other] { $file }: peržaista { $count } ėjimų, kiekviena korta ir rezultatas kaip įrašyta (žaidimas baigtas)
    }

# {files} and the plots are in {folder}
files-and-the-plots-are-in-029593 = { $files } ir grafikai yra aplanke { $folder }

# {files} and the records are in {folder}
files-and-the-records-are-in-c28999 = { $files } ir įrašai yra aplanke { $folder }

# {files} are in {folder}
files-are-in-folder-2875b9 = { $files } yra aplanke { $folder }

# {files}, the records and the plots are in {folder}
files-the-records-and-the-plots-5fa2c6 = { $files }, įrašai ir grafikai yra aplanke { $folder }

# final chips
final-chips-72362c = galutiniai žetonai

# final chips (higher wins)
final-chips-higher-wins-1c3894 = galutiniai žetonai (laimi daugiau)

# final chips (lower wins)
final-chips-lower-wins-1575cf = galutiniai žetonai (laimi mažiau)

# final score
final-score-9a9b3e = galutinis rezultatas

# final score (higher wins)
final-score-higher-wins-44c573 = galutinis rezultatas (laimi didesnis)

# final score (lower wins)
final-score-lower-wins-ba2a93 = galutinis rezultatas (laimi mažesnis)

# {first} v {second}
first-v-second-4c1fa2 = { $first } prieš { $second }

# FLOAT
float-8a18cf = SKAIČIUS

# FLOAT RANGE
float-range-64febf = SKAIČIUS

# floating
floating-b33813 = be kortų

# GAME
game-803b6f = ŽAIDIMAS

# {game}: {bots}
game-bots-189629 = { $game }: { $bots }

# {game}: bots playing
game-bots-playing-3c1520 = { $game }: žaidžia botai

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last})
game-players-deals-x-rotations-games-061d1e = { $game }, { $players }: { $deals } × { $rotations } = { $games } (maišymo nr. { $first }..{ $last })

# {game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last}; stopped by the SPRT)
game-players-deals-x-rotations-games-d6e62a = { $game }, { $players }: { $deals } × { $rotations } = { $games } (maišymo nr. { $first }..{ $last }; sustabdė SPRT)

# {game}, {players}, {games}
game-players-games-d9df8b = { $game }, { $players }, { $games }

# {game}, seed {seed}, players: {players}
game-seed-seed-players-players-bf5c41 = { $game }, maišymo nr. { $seed }, žaidėjai: { $players }

# {games} games of {game}, {players} players, seeds {first}..{last}
games-games-of-game-players-players-c13d19 = { $game }: { $games ->
        [one] { $games } žaidimas
        [few] { $games } žaidimai
       *[other] { $games } žaidimų
    }, { $players ->
        [one] { $players } žaidėjas
        [few] { $players } žaidėjai
       *[other] { $players } žaidėjų
    }, maišymo nr. { $first }..{ $last }

# --games must be 1 or more, not {deals}
games-must-be-1-or-more-374f50 = --games turi būti 1 ar daugiau, o ne { $deals }

# --games must be at least 1
games-must-be-at-least-1-cec8fc = --games turi būti bent 1

# games rated
games-rated-018fc2 = įvertinti žaidimai

# give --deal and --hand, or --jsonl
give-deal-and-hand-or-jsonl-870252 = nurodykite --deal ir --hand arba --jsonl

# give --hand (and --table, empty if omitted), or --jsonl
give-hand-and-table-empty-if-0e738c = nurodykite --hand (ir --table, jei nenurodyta – tuščias) arba --jsonl

# give the cards, such as {example}, or --jsonl
give-the-cards-such-as-example-39c9a7 = nurodykite kortas, pavyzdžiui, { $example }, arba --jsonl

# Go down (for example [bold]{down}[/]), or [bold]discard {card}[/]. [bold]hint[/] says what the greedy bot would do.
go-down-for-example-bold-down-13b92b = Išsidėkite (pavyzdžiui [bold]{ $down }[/]) arba [bold]discard { $card }[/]. [bold]hint[/] pasako, ką darytų godusis botas.

# Got unexpected extra argument ({args})
got-unexpected-extra-argument-args-e34410 =
    { $count ->
        [one] Netikėtas papildomas argumentas ({ $args })
        [few] Netikėti papildomi argumentai ({ $args })
       *[other] Netikėtų papildomų argumentų ({ $args })
    }

# H0 accepted after {count} deal: {first} is not {elo1} Elo stronger
h0-accepted-after-count-deal-first-a7c4e0 =
    { $count ->
        [one] H0 priimta po { $count } dalijimo: { $first } nėra { $elo1 } Elo stipresnis
        [few] H0 priimta po { $count } dalijimų: { $first } nėra { $elo1 } Elo stipresnis
       *[other] H0 priimta po { $count } dalijimų: { $first } nėra { $elo1 } Elo stipresnis
    }

# H1 accepted after {count} deal: {first} is stronger
h1-accepted-after-count-deal-first-33f44e =
    { $count ->
        [one] H1 priimta po { $count } dalijimo: { $first } stipresnis
        [few] H1 priimta po { $count } dalijimų: { $first } stipresnis
       *[other] H1 priimta po { $count } dalijimų: { $first } stipresnis
    }

# head to head, seat against seat by place; the sign test over deals
head-to-head-seat-against-seat-fdee32 = tarpusavyje: vieta prieš vietą pagal užimtą vietą; ženklų testas pagal dalijimus

# How many games.
how-many-games-bcf760 = Kiek žaidimų.

# How well the bots play: easy, medium or hard (default: medium).
how-well-the-bots-play-easy-fa0e95 = Kaip gerai žaidžia botai: „easy“ (lengvas lygis), „medium“ (vidutinis) arba „hard“ (sunkus) (numatytasis: „medium“).

# INTEGER
integer-8d1d34 = SVEIKASIS SKAIČIUS

# INTEGER RANGE
integer-range-efbbff = SVEIKASIS SKAIČIUS

# Invalid control character at
invalid-control-character-at-5e945f = netinkamas valdymo simbolis

# Invalid value for {param_hint}: {message}
invalid-value-for-param-hint-message-582cfd = Netinkama { $param_hint } reikšmė: { $message }

# Invalid value: {message}
invalid-value-message-f69d23 = Netinkama reikšmė: { $message }

# it is a folder
it-is-a-folder-c10c2f = tai aplankas

# {key} holds a number too long to read
key-holds-a-number-too-long-6002ea = { $key } turi per ilgą skaičių, kad būtų galima perskaityti

# {key} is nested too deeply to read
key-is-nested-too-deeply-to-207cfa = { $key } per giliai įdėtas, kad būtų galima perskaityti

# {key} is not JSON ({why} at column {column})
key-is-not-json-why-at-41d629 = { $key } nėra JSON ({ $why }, stulpelis { $column })

# {key} must be a whole number in plain digits, not {text}
key-must-be-a-whole-number-393907 = { $key } turi būti sveikasis skaičius paprastais skaitmenimis, o ne { $text }

# Language: en, kk, lt or ka (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).
language-en-kk-lt-or-ka-2c3917 = Kalba: en, kk, lt arba ka (numatytoji: iš LANGUAGE, LC_ALL, LC_MESSAGES ar LANG).

# Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard (for example [bold]discard {card}[/]).
lay-off-the-cards-that-fit-9fa5ab = Pridėkite kortas, tinkančias deriniui ([bold]legal[/] jas išvardija), tada numeskite (pavyzdžiui [bold]discard { $card }[/]).

# leaves the game
leaves-the-game-0d4ee9 = išeina iš žaidimo

# left
left-124aec = liko

# left in hand: {cards} ({points})
left-in-hand-cards-points-02270c = liko rankoje: { $cards } ({ $points })

# lets a chance go (or passes, when passing is a move)
lets-a-chance-go-or-passes-e8ab42 = praleidžia progą (arba praleidžia, kai praleidimas yra ėjimas)

# {level} takes seconds per decision (like {seconds}) or samples (like {samples}), not {parameter}
level-takes-seconds-per-decision-like-02dc0f = { $level } nurodo sekundes vienam sprendimui (pvz., { $seconds }) arba imčių skaičių (pvz., { $samples }), o ne { $parameter }

# line {line_number}: {fault:sentence}
line-line-number-fault-1fd1bd = { $line_number } eilutė: { $fault }

# lines {first_line}-{last_line}: {fault:sentence}
lines-first-line-last-line-fault-a415d5 = { $first_line }-{ $last_line } eilutės: { $fault }

# lists what you may do
lists-what-you-may-do-e92353 = išvardija, ką galite daryti

# Liverpool
liverpool-ba2b09 = Liverpulio rummy

# Liverpool rummy, Rummoli and Carousel: play, simulate, solve, replay.
liverpool-rummy-rummoli-and-carousel-play-72ecec = Liverpulio rummy, Rummoli ir Karuselė: žaisti, modeliuoti, spręsti, peržiūrėti.

# 1 process
m-1-process-527daf = 1 procesas

# m{id} {owner}'s book: {cards}
m-id-owner-s-book-cards-3585f5 = m{ $id } žaidėjo { $owner } rinkinys: { $cards }

# m{id} {owner}'s run: {cards}
m-id-owner-s-run-cards-a1ade1 = m{ $id } žaidėjo { $owner } seka: { $cards }

# m{id} your book: {cards}
m-id-your-book-cards-8c79aa = m{ $id } jūsų rinkinys: { $cards }

# m{id} your run: {cards}
m-id-your-run-cards-7860f9 = m{ $id } jūsų seka: { $cards }

# mean chips
mean-chips-b17284 = vidutiniškai žetonų

# mean chips (higher wins)
mean-chips-higher-wins-3bcf12 = vidutiniškai žetonų (laimi daugiau)

# mean chips (lower wins)
mean-chips-lower-wins-14098d = vidutiniškai žetonų (laimi mažiau)

# mean place
mean-place-c8cb52 = vidutinė vieta

# mean score
mean-score-709545 = vidutinis rezultatas

# mean score (higher wins)
mean-score-higher-wins-47203a = vidutinis rezultatas (laimi didesnis)

# mean score (lower wins)
mean-score-lower-wins-276792 = vidutinis rezultatas (laimi mažesnis)

# meld, [bold]draw[/] again or [bold]knock[/]
meld-bold-draw-again-or-bold-266626 = dėti derinį, vėl [bold]draw[/] arba [bold]knock[/]

# meld, [bold]pass[/] (the draw pile is empty) or [bold]knock[/]
meld-bold-pass-the-draw-pile-f22e67 = dėti derinį, [bold]pass[/] (traukimo krūva tuščia) arba [bold]knock[/]

# meld {meld} holds no {card}
meld-meld-holds-no-card-176f91 = derinyje { $meld } nėra { $card }

# meld or [bold]draw[/] again
meld-or-bold-draw-again-f548c5 = dėti derinį arba vėl [bold]draw[/]

# meld or [bold]pass[/] (the draw pile is empty)
meld-or-bold-pass-the-draw-864f72 = dėti derinį arba [bold]pass[/] (traukimo krūva tuščia)

# meld (your melds here)
meld-your-melds-here-4c905e = meld (čia jūsų deriniai)

# Messages a second one connection may send (0: no limit).
messages-a-second-one-connection-may-212850 = Kiek žinučių per sekundę gali siųsti vienas ryšys (0: be ribos).

# Missing argument
missing-argument-7299b9 = Trūksta argumento

# Missing command.
missing-command-5415d0 = Trūksta komandos.

# Missing option
missing-option-a31424 = Trūksta parinkties

# Missing parameter
missing-parameter-5f92d8 = Trūksta parametro

# Missing parameter: {param_name}
missing-parameter-param-name-7946b1 = Trūksta parametro: { $param_name }

# ... {more} earlier,
more-earlier-675e1e = ... { $more } ankstesnių,{" "}

# Most tables kept in memory with nobody there (0: no limit).
most-tables-kept-in-memory-with-c19957 = Daugiausia stalų, laikomų atmintyje, kai prie jų nieko nėra (0: be ribos).

# move {expected} has no action
move-expected-has-no-action-34169f = { $expected } ėjime nėra veiksmo

# move {move_number} is by seat {seat_number}, but the seats are 0 to {last_seat}
move-move-number-is-by-seat-7ce79d = ėjimą { $move_number } atlieka vieta { $seat_number }, bet vietos yra nuo 0 iki { $last_seat }

# move {move_number} ({move_action}) revealed {engine_cards}, the record says {record_cards}
move-move-number-move-action-revealed-bfe630 = ėjimas { $move_number } ({ $move_action }) atskleidė { $engine_cards }, o įraše { $record_cards }

# move {move_number} ({move_action}): the engine says {engine_note}, the record says {record_note}
move-move-number-move-action-the-41d126 = ėjimas { $move_number } ({ $move_action }): variklis sako { $engine_note }, o įraše { $record_note }

# move {move_number} ({move_line}) is illegal: {inner:sentence}
move-move-number-move-line-is-5c0761 = ėjimas { $move_number } ({ $move_line }) neleistinas: { $inner }

# NAME=VALUE
name-value-2fa32a = PAVADINIMAS=REIKŠMĖ

# {name}: {value} in hand ({cards}), +{points}
name-value-in-hand-cards-points-f8654f = { $name }: rankoje { $value } ({ $cards }), +{ $points }

# no joker {card} in the draft
no-joker-card-in-the-draft-348d1e = juodraštyje nėra džokerio { $card }

# No progress bar.
no-progress-bar-7c0111 = Be eigos juostos.

# No such command {name!r}.
no-such-command-name-r-6558a1 = Komandos { $name } nėra.

# No such option {name!r}.
no-such-option-name-r-83a2c4 = Parinkties { $name } nėra.

# not a rummyhall record: the first line must be {magic}
not-a-rummyhall-record-the-first-0edc9e = tai ne rummyhall įrašas: pirmoji eilutė turi būti { $magic }

# Not sent.
not-sent-7b7fa1 = Neišsiųsta.

# not significant
not-significant-046b60 = statistiškai nereikšminga

# nothing
nothing-527dae = nieko

# Nothing for you to do now: the others are playing.
nothing-for-you-to-do-now-104b8a = Dabar jums nėra ką veikti: žaidžia kiti.

# nothing to undo
nothing-to-undo-934f74 = nėra ko atšaukti

# Number of players.
number-of-players-f7a40d = Žaidėjų skaičius.

# Number of players, you included.
number-of-players-you-included-8680c2 = Žaidėjų skaičius, įskaitant jus.

# ONE CARD
one-card-297323 = VIENA KORTA

# OpenSkill μ ± σ
openskill-9742f2 = OpenSkill μ ± σ

# OpenSkill μ (band: interval of 95%)
openskill-band-interval-of-95-bc39f0 = OpenSkill μ (juosta: 95% intervalas)

# OpenSkill ratings: {title}
openskill-ratings-title-18e2ea = OpenSkill reitingai: { $title }

# option {name} must be true, false, a number, a text or null, not {kind}
option-name-must-be-true-false-e4eebd = parinktis { $name } turi būti true, false, skaičius, tekstas arba null, o ne { $kind }

# Option {name!r} does not take a value.
option-name-r-does-not-take-1b75fc = Parinktis { $name } nepriima reikšmės.

# Option {name!r} requires an argument.
option-name-r-requires-an-argument-6ce8c7 =
    { $count ->
        [one] Parinkčiai { $name } reikia argumento.
        [few] Parinkčiai { $name } reikia argumentų.
       *[other] Parinkčiai { $name } reikia argumentų.
    }

# Options
options-353e0d = Parinktys

# [OPTIONS]
options-4ce0e1 = [PARINKTYS]

# options must be a JSON object, not {kind}
options-must-be-a-json-object-c9a4e1 = „options“ turi būti JSON objektas, o ne { $kind }

# options: {options}
options-options-4052f7 = parinktys: { $options }

# {pair}: LLR {llr}, {verdict}
pair-llr-llr-verdict-f2768b = { $pair }: LLR { $llr }, { $verdict }

# {path} is not a text file
path-is-not-a-text-file-d93cb7 = { $path } nėra tekstinis failas

# permission denied
permission-denied-7cb269 = neturite leidimo

# place (ties rounded)
place-ties-rounded-6a3bff = vieta (lygiosios suapvalintos)

# places per bot
places-per-bot-6f35d1 = vietos pagal botą

# Play GAME in the terminal against bots.
play-game-in-the-terminal-against-55b120 = Žaisti ŽAIDIMĄ terminale prieš botus.

# Play on Ray: a local one, or the cluster at ADDRESS ('auto': this machine's).
play-on-ray-a-local-one-3d2a9f = Žaisti per Ray: vietiniame arba klasteryje, esančiame ADRESU ('auto': šio kompiuterio).

# Play together in the browser: the rummyhall server (tables, lobby, the page). The limits are described in docs/server.md, "Security".
play-together-in-the-browser-the-b7c540 = Žaisti kartu naršyklėje: rummyhall serveris (stalai, laukiamasis, puslapis). Ribos aprašytos docs/server.md saugumo skyriuje.

# Play your lowest black card: [bold]play {card}[/].
play-your-lowest-black-card-bold-caf374 = Žaiskite žemiausią juodą kortą: [bold]play { $card }[/].

# Play your lowest red card: [bold]play {card}[/].
play-your-lowest-red-card-bold-a0361f = Žaiskite žemiausią raudoną kortą: [bold]play { $card }[/].

# Played ({count}): {cards}
played-count-cards-a98447 = Sužaista ({ $count }): { $cards }

# player
player-2c99c3 = žaidėjas

# players must be a JSON list of the players' names, like {example}
players-must-be-a-json-list-ccc363 = „players“ turi būti žaidėjų vardų JSON sąrašas, pvz., { $example }

# Players per game (default: one per bot, at least the game's fewest).
players-per-game-default-one-per-b3204a = Žaidėjų skaičius žaidime (numatytasis: po vieną kiekvienam botui, bet ne mažiau nei žaidimo minimumas).

# Playing {card} for you (you hold the next card: your only legal card).
playing-card-for-you-you-hold-aa56b5 = Už jus žaidžiama { $card } (jūs turite kitą kortą: vienintelė leidžiama korta).

# Playing {card} for you (your lowest card, to lead: your only legal card).
playing-card-for-you-your-lowest-12d889 = Už jus žaidžiama { $card } (žemiausia korta pradžiai: vienintelė leidžiama korta).

# Playing {card} for you (your lowest black card: your only legal card).
playing-card-for-you-your-lowest-28c950 = Už jus žaidžiama { $card } (žemiausia juoda korta: vienintelė leidžiama korta).

# Playing {card} for you (your lowest red card: your only legal card).
playing-card-for-you-your-lowest-29e83e = Už jus žaidžiama { $card } (žemiausia raudona korta: vienintelė leidžiama korta).

# {points}: place {cards}
points-place-cards-3aa0c1 = { $points }: padėti { $cards }

#    poker: {category} ({cards})
poker-category-cards-1991a0 = {" "}{" "}{" "}pokeris: { $category } ({ $cards })

# Poker: the pot holds {chips}; {to_call} to call. {moves} (bets and raises 1-{limit}, {raises} of {max_raises} raises made).

# Poker: the pot holds {chips:chip}; {to_call} to call. {moves} (bets and raises 1-{limit}, {raises} of {max_raises} raises made).
poker-the-pot-holds-chips-to-6b177b =
    Pokeris: banke – { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }; išlyginti reikia { $to_call }. { $moves } (statymai ir pakėlimai – nuo 1 iki { $limit }; pakėlimų: { $raises } iš { $max_raises }).

# port {port} is already in use on {host}: choose another with --port (or PORT= with make play)
port-port-is-already-in-use-eb21fd = prievadas { $port } adresu { $host } jau naudojamas: pasirinkite kitą su --port (arba PORT= su make play)

# Port to listen on.
port-to-listen-on-6cdc41 = Prievadas, kuriuo laukiama ryšio.

# position
position-934f4e = vieta

# Print a game record for a person to read (once it has replayed without a fault).
print-a-game-record-for-a-b593ef = Išspausdinti žaidimo įrašą žmogui skaityti (kai jis peržiūrėtas be klaidų).

# Print the answer as JSON.
print-the-answer-as-json-8d9089 = Išvesti atsakymą kaip JSON.

# Print the results as JSON instead of tables.
print-the-results-as-json-instead-ea29ed = Išvesti rezultatus kaip JSON vietoj lentelių.

# {question} [y/N]
question-y-n-1a2d92 = { $question } [t/N]{" "}

# Ray, {cpus} CPUs at {address}
ray-cpus-cpus-at-address-45e924 = Ray, procesorių: { $cpus }, adresu { $address }

# Ray, {cpus} CPUs (local)
ray-cpus-cpus-local-41ddcc = Ray, procesorių: { $cpus } (vietinis)

# --ray needs the ray extra: {command}
ray-needs-the-ray-extra-command-f4dc9b = --ray reikia Ray priedo: { $command }

# record written to {path}
record-written-to-path-45630c = įrašas išsaugotas: { $path }

# record written to {path} (unfinished: {count} move)
record-written-to-path-unfinished-count-b6cd20 =
    { $count ->
        [one] įrašas išsaugotas: { $path } (nebaigtas: { $count } ėjimas)
        [few] įrašas išsaugotas: { $path } (nebaigtas: { $count } ėjimai)
       *[other] įrašas išsaugotas: { $path } (nebaigtas: { $count } ėjimų)
    }

# [red]Not done:[/] {reason}
red-not-done-reason-b87f0f = [red]Neatlikta:[/] { $reason }

# [red]Refused:[/] {reason}
red-refused-reason-dbe270 = [red]Atmesta:[/] { $reason }

# Replay a game record through the engine; fails on any difference.
replay-a-game-record-through-the-adc7c3 = Peržaisti žaidimo įrašą per variklį; nepavyksta esant bet kokiam skirtumui.

# required
required-848c86 = privaloma

# result: {scores}; winner(s): {winners}
result-scores-winner-s-winners-ca26ac = rezultatas: { $scores }; laimėjo: { $winners }

# rounds won
rounds-won-e41c21 = laimėti raundai

# Rummoli: do not play your only legal card for you.
rummoli-do-not-play-your-only-781348 = Rummoli: nežaisti už jus vienintelės galimos kortos.

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was no C compiler. With one (on Debian: `apt-get install build-essential`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-0deedc = Paleista rummyhall išeities kodo versija, parašyta grynu Python: ji veikia maždaug dvigubai lėčiau, nes buvo įdiegta ten, kur nebuvo C kompiliatoriaus. Įdiekite kompiliatorių (Debian sistemoje: `apt-get install build-essential`) ir įdiekite rummyhall iš naujo, kad gautumėte sukompiliuotą versiją (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed without the Python headers (Python.h). With them (on Debian: the package `python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-5c6fd3 = Paleista rummyhall išeities kodo versija, parašyta grynu Python: ji veikia maždaug dvigubai lėčiau, nes buvo įdiegta be Python antraščių failų (Python.h). Įdiekite juos (Debian sistemoje: paketas `python3-dev`) ir įdiekite rummyhall iš naujo, kad gautumėte sukompiliuotą versiją (docs/compiled.md).

# rummyhall runs its source build, pure Python and about half as fast: it was installed where there was neither a C compiler nor the Python headers. With them (on Debian: `apt-get install build-essential python3-dev`), install rummyhall again for the compiled build (docs/compiled.md).
rummyhall-runs-its-source-build-pure-b652fd = Paleista rummyhall išeities kodo versija, parašyta grynu Python: ji veikia maždaug dvigubai lėčiau, nes buvo įdiegta ten, kur nebuvo nei C kompiliatoriaus, nei Python antraščių failų. Įdiekite juos (Debian sistemoje: `apt-get install build-essential python3-dev`) ir įdiekite rummyhall iš naujo, kad gautumėte sukompiliuotą versiją (docs/compiled.md).

# rummyhall serve needs the server extra: {command}
rummyhall-serve-needs-the-server-extra-b3ac88 = rummyhall serve reikia serverio priedo: { $command }

# rummyhall tournament needs the tournament extra: {command}
rummyhall-tournament-needs-the-tournament-extra-4ef9fd = rummyhall tournament reikia turnyro priedo: { $command }

# s/decision
s-decision-e1e5d3 = s/sprendimas

# {said}; {more}
said-more-549467 = { $said }; { $more }

# say which card the joker stands for, like *9h
say-which-card-the-joker-stands-a89cca = nurodykite, kokią kortą atstoja džokeris, pvz., *9h

# says what the greedy bot would do in your place
says-what-the-greedy-bot-would-3c7307 = pasako, ką godusis botas darytų jūsų vietoje

# score
score-d22f90 = rezultatas

# score per bot
score-per-bot-c5dbea = rezultatas pagal botą

# seats
seats-e9b35e = vietos

# Seconds a bot waits.
seconds-a-bot-waits-4ffaf7 = Kiek sekundžių botas laukia.

# Seconds a table may wait in the lobby with nobody there (0: forever).
seconds-a-table-may-wait-in-911f1e = Kiek sekundžių stalas gali laukti laukiamajame, kai prie jo nieko nėra (0: visada).

# Seconds a table nobody uses stays in memory.
seconds-a-table-nobody-uses-stays-1ddf7b = Kiek sekundžių niekieno nenaudojamas stalas lieka atmintyje.

# Seconds of --create-limit.
seconds-of-create-limit-0e53cb = --create-limit laikotarpis sekundėmis.

# Seed for the shuffle (default: random).
seed-for-the-shuffle-default-random-77bdb6 = Maišymo numeris, pagal kurį žaidimą galima pakartoti (numatytasis: atsitiktinis).

# Seed of the first deal (then +1 each).
seed-of-the-first-deal-then-2681c1 = Pirmojo dalijimo maišymo numeris (toliau kaskart +1).

# Seed of the first game (then +1 each).
seed-of-the-first-game-then-1c61e4 = Pirmojo žaidimo maišymo numeris (toliau kaskart +1).

# share of the bot's seats (%)
share-of-the-bot-s-seats-ca2684 = boto vietų dalis (%)

# Show the rule ID behind each refusal.
show-the-rule-id-behind-each-ee7670 = Rodyti taisyklės ID prie kiekvieno atsisakymo.

# Show the version and exit.
show-the-version-and-exit-3c626f = Parodyti versiją ir išeiti.

# Show this message and exit.
show-this-message-and-exit-3dd197 = Parodyti šį pranešimą ir išeiti.

# shown at the showdown
shown-at-the-showdown-399dad = parodyta atidengiant

# shows the table again
shows-the-table-again-fa8fcb = vėl parodo stalą

# shows this help
shows-this-help-46bf88 = parodo šią pagalbą

# source build
source-build-70030d = išeities kodo versija

# SPRT: chance of accepting H0 when H1 holds.
sprt-chance-of-accepting-h0-when-fa6ac2 = SPRT: tikimybė priimti H0, kai teisinga H1.

# SPRT: chance of accepting H1 when H0 holds.
sprt-chance-of-accepting-h1-when-40bda1 = SPRT: tikimybė priimti H1, kai teisinga H0.

# --sprt compares bots: give two different bots or more
sprt-compares-bots-give-two-different-dc3e5f = --sprt lygina botus: nurodykite du ar daugiau skirtingų botų

# SPRT: H0 elo <= {elo0}, H1 elo >= {elo1}, alpha {alpha}, beta {beta} (LLR bounds {lower}, {upper})
sprt-h0-elo-elo0-h1-elo-265dce = SPRT: H0 elo <= { $elo0 }, H1 elo >= { $elo1 }, α { $alpha }, β { $beta } (LLR ribos { $lower }, { $upper })

# SPRT: H0 is 'the first bot is at most elo0 Elo better'.
sprt-h0-is-the-first-bot-bb51d2 = SPRT: H0 – „pirmasis botas geresnis ne daugiau kaip elo0 Elo“.

# SPRT: H1 is 'the first bot is elo1 Elo better or more'.
sprt-h1-is-the-first-bot-cc26d0 = SPRT: H1 – „pirmasis botas geresnis bent elo1 Elo“.

# Still in hand: {cards}.  ({help})
still-in-hand-cards-help-675a72 = Dar rankoje: { $cards }.  ({ $help })

# Stock: {cards:card}.  Discard pile: {pile}
stock-cards-discard-pile-pile-39138a =
    Traukimo krūva: { $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }.  Numestų kortų krūva: { $pile }

# Stop once the SPRT decides every pair of bots (docs/tournament.md).
stop-once-the-sprt-decides-every-8c93b4 = Sustoti, kai SPRT nusprendžia dėl kiekvienos botų poros (docs/tournament.md).

# Tables one address may create per --create-window (0: no limit).
tables-one-address-may-create-per-85e418 = Kiek stalų vienas adresas gali sukurti per --create-window (0: be ribos).

# TEXT
text-80ee44 = TEKSTAS

# the address is already in use
the-address-is-already-in-use-9aab08 = adresas jau naudojamas

# The best five cards of a hand of 5 to 26 cards (such as "Ah Kh Qh Jh Th 2c 3d").
the-best-five-cards-of-a-002c39 = Geriausios penkios kortos iš 5-26 kortų rankos (pavyzdžiui, "Ah Kh Qh Jh Th 2c 3d").

# The board
the-board-77a5b9 = Lenta

# the cards after {arrow}: {inner:sentence}
the-cards-after-arrow-inner-ccac03 = kortos po { $arrow }: { $inner }

# the connection was refused
the-connection-was-refused-bb0985 = ryšys atmestas

# the disk is full
the-disk-is-full-dfb41e = diskas pilnas

# the file system is read-only
the-file-system-is-read-only-42cb6c = failų sistema skirta tik skaityti

# the game has no name
the-game-has-no-name-50061e = žaidimas neturi pavadinimo

# the game of {game} seed {seed} rotation {rotation} ({bots}) failed: {error}
the-game-of-game-seed-seed-3fdeab = { $game_genitive } žaidimas (maišymo nr. { $seed }, apsukimas { $rotation }, { $bots }) nepavyko: { $error }

# The greedy bot would bet {chips:chip}
the-greedy-bot-would-bet-chips-513cce =
    Godusis botas statytų { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    }

# The greedy bot would bid {chips:chip} for the widow
the-greedy-bot-would-bid-chips-3d44fe =
    Godusis botas už našlę pasiūlytų { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    }

# The greedy bot would: [bold]{move}[/]
the-greedy-bot-would-bold-move-7fbe85 = Godusis botas darytų: [bold]{ $move }[/]

# The greedy bot would buy the discard {card}
the-greedy-bot-would-buy-the-3e698b = Godusis botas pirktų numestą kortą { $card }

# The greedy bot would call
the-greedy-bot-would-call-ae69c5 = Godusis botas išlygintų

# The greedy bot would call rummy on that discard
the-greedy-bot-would-call-rummy-104eff = Godusis botas dėl tos numestos kortos šauktų „rummy“

# The greedy bot would check
the-greedy-bot-would-check-c75ab7 = Godusis botas tikrintų

# The greedy bot would claim the pot
the-greedy-bot-would-claim-the-920e83 = Godusis botas pasiimtų banką

# The greedy bot would cut {cards:card}
the-greedy-bot-would-cut-cards-74e5f7 =
    Godusis botas nukeltų { $cards ->
        [one] { $cards } kortą
        [few] { $cards } kortas
       *[other] { $cards } kortų
    }

# The greedy bot would discard {card}
the-greedy-bot-would-discard-card-93a41e = Godusis botas numestų { $card }

# The greedy bot would draw a card: type [bold]draw[/].
the-greedy-bot-would-draw-a-a6cca2 = Godusis botas trauktų kortą: įveskite [bold]draw[/].

# The greedy bot would draw from the stock
the-greedy-bot-would-draw-from-9f700d = Godusis botas trauktų iš traukimo krūvos

# The greedy bot would exchange {card} for the joker in m{meld}
the-greedy-bot-would-exchange-card-62e48c = Godusis botas padėtų { $card } vietoj džokerio derinyje m{ $meld } ir pasiimtų džokerį

# The greedy bot would exchange your hand for the widow, unseen
the-greedy-bot-would-exchange-your-222024 = Godusis botas iškeistų jūsų ranką į našlę jos nematęs

# The greedy bot would fold
the-greedy-bot-would-fold-664189 = Godusis botas pasiduotų

# The greedy bot would go down, keeping {cards:card} worth {points:point}
the-greedy-bot-would-go-down-74b8a1 =
    Godusis botas išsidėtų; rankoje liktų { $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    } (vertė – { $points ->
        [one] { $points } taškas
        [few] { $points } taškai
       *[other] { $points } taškų
    })

# The greedy bot would keep your hand
the-greedy-bot-would-keep-your-fecebe = Godusis botas pasiliktų jūsų ranką

# The greedy bot would knock, ending the round: type [bold]knock[/].
the-greedy-bot-would-knock-ending-2e6ac1 = Godusis botas pasibelstų ir baigtų raundą: įveskite [bold]knock[/].

# The greedy bot would lay {card} off on m{meld}
the-greedy-bot-would-lay-card-2e6a13 = Godusis botas pridėtų { $card } prie m{ $meld }

# The greedy bot would let the discard go
the-greedy-bot-would-let-the-1a7261 = Godusis botas praleistų numestą kortą

# The greedy bot would let this chance go
the-greedy-bot-would-let-this-644b1c = Godusis botas praleistų šią progą

# The greedy bot would let this go: type [bold]pass[/].
the-greedy-bot-would-let-this-6efaa0 = Godusis botas tai praleistų: įveskite [bold]pass[/].

# The greedy bot would meld {cards} ({points:point}). Type:
# [bold]{move}[/]
the-greedy-bot-would-meld-cards-4121fe =
    Godusis botas padėtų { $cards } ({ $points ->
        [one] { $points } taškas
        [few] { $points } taškai
       *[other] { $points } taškų
    }). Įveskite:
    {"["}bold]{ $move }[/]

# The greedy bot would {move}
the-greedy-bot-would-move-63a147 = Godusis botas darytų: { $move }

# The greedy bot would pass
the-greedy-bot-would-pass-64bead = Godusis botas praleistų

# The greedy bot would pass: type [bold]pass[/].
the-greedy-bot-would-pass-type-ce606d = Godusis botas praleistų: įveskite [bold]pass[/].

# The greedy bot would play {card}
the-greedy-bot-would-play-card-0c43c6 = Godusis botas žaistų { $card }

# The greedy bot would raise by {chips:chip}
the-greedy-bot-would-raise-by-8dfdfa =
    Godusis botas pakeltų statymą { $chips ->
        [one] { $chips } žetonu
        [few] { $chips } žetonais
       *[other] { $chips } žetonų
    }

# The greedy bot would take the discard {card}
the-greedy-bot-would-take-the-756475 = Godusis botas paimtų numestą kortą { $card }

# The hand, e.g. "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".
the-hand-e-g-7c-7d-613004 = Ranka, pavyzdžiui, "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".

# The hand, e.g. "8h Qh * 2c".
the-hand-e-g-8h-qh-e2737f = Ranka, pavyzdžiui, "8h Qh * 2c".

# the header does not describe a game: {inner:sentence}
the-header-does-not-describe-a-60a915 = antraštė neaprašo žaidimo: { $inner }

# the header has no {key} line
the-header-has-no-key-line-4f080a = antraštėje nėra { $key } eilutės

# the {key} line belongs in the header, before the moves
the-key-line-belongs-in-the-85d6c1 = { $key } eilutė turi būti antraštėje, prieš ėjimus

# the {kind} bot takes no parameter ({text})
the-kind-bot-takes-no-parameter-ba4323 = { $kind } botas neturi parametro ({ $text })

# The lay-down of the contract that leaves least in hand.
the-lay-down-of-the-contract-96c499 = Kontrakto išsidėjimas, paliekantis rankoje mažiausiai.

# The most value of hand cards that can be placed on the table, and how.
the-most-value-of-hand-cards-636c20 = Didžiausia rankos kortų vertė, kurią galima padėti ant stalo, ir kaip.

# the record gives a result but the game is not over after its moves
the-record-gives-a-result-but-375e98 = įraše yra rezultatas, bet po jo ėjimų žaidimas nesibaigė

# the record is for rules version {recorded}, this engine has {version}
the-record-is-for-rules-version-7937db = įrašas skirtas taisyklių versijai { $recorded }, o šio variklio versija { $version }

# the result differs: replay gives {engine_scores} winners {engine_winners}, the record says {record_scores} winners {record_winners}
the-result-differs-replay-gives-engine-7bc795 = rezultatas skiriasi: peržaidus gaunama { $engine_scores }, nugalėtojai { $engine_winners }, o įraše { $record_scores }, nugalėtojai { $record_winners }

# the result has no {key} line
the-result-has-no-key-line-66048b = rezultate nėra { $key } eilutės

# the SPRT needs elo0 < elo1, not {elo0} and {elo1}
the-sprt-needs-elo0-elo1-not-5a8b3e = SPRT reikia, kad elo0 < elo1, o ne { $elo0 } ir { $elo1 }

# the SPRT's {name} must be between 0 and 0.5, not {value}
the-sprt-s-name-must-be-efb7f0 = SPRT --{ $name } turi būti tarp 0 ir 0.5, o ne { $value }

# The table is empty.
the-table-is-empty-82eb62 = Stalas tuščias.

# The table, melds separated by |, e.g. "5h 6h 7h | Qc Qd Qs".
the-table-melds-separated-by-e-b1391e = Stalas, deriniai atskirti |, pavyzdžiui, "5h 6h 7h | Qc Qd Qs".

# there is no route to the host
there-is-no-route-to-the-709a03 = nėra maršruto iki kompiuterio

# there is no such file or folder
there-is-no-such-file-or-7ee8f5 = tokio failo ar aplanko nėra

# this computer has no such address
this-computer-has-no-such-address-918b48 = šis kompiuteris tokio adreso neturi

# This lay-down fails ({fault}) and costs {points:point}. Lay it down anyway?
this-lay-down-fails-fault-and-b9bb0d =
    Šis išsidėjimas nepavyksta ({ $fault }) ir kainuoja { $points ->
        [one] { $points } tašką
        [few] { $points } taškus
       *[other] { $points } taškų
    }. Vis tiek išsidėti?

# This meld will be refused: {fault}. Send it anyway?
this-meld-will-be-refused-fault-6a72ca = Šis derinys bus atmestas: { $fault }. Vis tiek siųsti?

# Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/].
three-cards-drawn-bold-knock-to-56d27b = Ištrauktos trys kortos: [bold]knock[/] baigia raundą, arba [bold]pass[/].

# To meld, type the whole new table, or edit it step by step ([bold]put {card} {where}[/], {move}[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] shows the greedy bot's placement. The table now:
to-meld-type-the-whole-new-75a4c1 = Norėdami dėti derinį, įveskite visą naują stalą arba taisykite jį po žingsnį ([bold]put { $card } { $where }[/], { $move }[bold]undo[/], [bold]draft[/], [bold]send[/]); [bold]hint[/] parodo godžiojo boto išdėstymą. Stalas dabar:

# {top} on top of {cards:card}
top-on-top-of-cards-02597e =
    { $top } ant { $cards ->
        [one] { $cards } kortos
        [few] { $cards } kortų
       *[other] { $cards } kortų
    }

# Twos are wild (LIV-3).
twos-are-wild-liv-3-7418b5 = Dvejetai yra laisvosios kortos (LIV-3).

# undecided after {count} deal
undecided-after-count-deal-1346ca =
    { $count ->
        [one] nenuspręsta po { $count } dalijimo
        [few] nenuspręsta po { $count } dalijimų
       *[other] nenuspręsta po { $count } dalijimų
    }

# unknown bot {bot} (bots: {bots})
unknown-bot-bot-bots-bots-45ef88 = nežinomas botas { $bot } (botai: { $bots })

# Unread messages after which a client is disconnected (0: no limit).
unread-messages-after-which-a-client-38cad8 = Neperskaitytų žinučių skaičius, kurį viršijus klientas atjungiamas (0: be ribos).

# Unterminated string starting at
unterminated-string-starting-at-fa2c84 = neužbaigta eilutė

# URL
url-756963 = URL

# Usage:
usage-25d013 = Naudojimas:

# valid
valid-437cea = tinkamas

# {value} is not in the range {range}.
value-is-not-in-the-range-d4cdc9 = { $value } nėra intervale { $range }.

# {value!r} is not a valid {number_type}.
value-r-is-not-a-valid-ae26ec = { $value } nėra tinkamas skaičius.

# {value!r} is not {choice}.
value-r-is-not-choice-52664e =
    { $count ->
        [one] { $value } nėra { $choice }.
        [few] { $value } nėra nė vienas iš: { $choice }.
       *[other] { $value } nėra nė vienas iš: { $choice }.
    }

# Widow: {cards:card} face down, being auctioned.
widow-cards-face-down-being-auctioned-434275 =
    Našlė: { $cards ->
        [one] { $cards } užversta korta
        [few] { $cards } užverstos kortos
       *[other] { $cards } užverstų kortų
    }; vyksta aukcionas.

# Widow: {cards:card} face down, the dealer decides.
widow-cards-face-down-the-dealer-e9b94c =
    Našlė: { $cards ->
        [one] { $cards } užversta korta
        [few] { $cards } užverstos kortos
       *[other] { $cards } užverstų kortų
    }; sprendžia dalytojas.

# Widow: taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-c2372f =
    Našlę paėmė { $name }; atiduota ranka ({ $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }) lieka nežaidžiama.

# win %
win-6f8bf0 = pergalių %

# win % [95% CI]
win-95-ci-e1f685 = pergalių % [95% intervalas]

#  (winner)
winner-09f631 = {" "}(nugalėtojas)

# winners are seat numbers, 0 or more
winners-are-seat-numbers-0-or-1b26cb = nugalėtojai – vietų numeriai, 0 ar daugiau

# wins
wins-0114d3 = pergalės

# With --out: no plots.
with-out-no-plots-da24d1 = Su --out: be grafikų.

# With --out: no record per game.
with-out-no-record-per-game-8a60e7 = Su --out: be kiekvieno žaidimo įrašo.

# '{word}' is not a meld number (1 to {last})
word-is-not-a-meld-number-4547a1 = '{ $word }' nėra derinio numeris (nuo 1 iki { $last })

# '{word}' is not a meld number (1 to {last}, or new)
word-is-not-a-meld-number-e57504 = '{ $word }' nėra derinio numeris (nuo 1 iki { $last }, arba new)

# Worker processes (default: one per core; 1: none).
worker-processes-default-one-per-core-630df3 = Darbiniai procesai (numatytoji: po vieną branduoliui; 1: jokių).

# --workers must be 1 or more, not {workers}
workers-must-be-1-or-more-09f37d = --workers turi būti 1 ar daugiau, o ne { $workers }

# write both jokers with their cards, like: declare *9h *Th
write-both-jokers-with-their-cards-69deec = abu džokerius rašykite su kortomis, pavyzdžiui: declare *9h *Th

# Write every game's record here.
write-every-game-s-record-here-68a031 = Rašyti kiekvieno žaidimo įrašą čia.

# Write results.json, games.csv, records/ and plots here.
write-results-json-games-csv-records-0d80b3 = Čia rašyti „results.json“, „games.csv“, įrašų aplanką „records/“ ir grafikus.

# Write what was played here (even if you leave).
write-what-was-played-here-even-158953 = Įrašyti, kas sužaista, čia (net jei išeisite).

# y
y-fc0c4e = t

#
# [yellow]Input ended; you leave the game.[/]
yellow-input-ended-you-leave-the-7fa5da = {"\u000A"}{"["}yellow]Įvestis baigėsi; jūs išeinate iš žaidimo.[/]

#
# [yellow]Interrupted; you leave the game.[/]
yellow-interrupted-you-leave-the-game-f9dd7a = {"\u000A"}{"["}yellow]Nutraukta; jūs išeinate iš žaidimo.[/]

# [yellow]May I? The discard {card} is for sale (price: one stock card): [bold]buy[/] or [bold]pass[/].[/]
yellow-may-i-the-discard-card-5f232e = [yellow]Ar galiu? Numesta korta { $card } parduodama (kaina: viena korta iš traukimo krūvos): [bold]buy[/] arba [bold]pass[/].[/]

# [yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]
yellow-that-discard-could-have-been-0a6a61 = [yellow]Tą numestą kortą buvo galima pridėti: įveskite [bold]rummy[/] arba [bold]pass[/].[/]

# [yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/].
yellow-the-draw-pile-is-empty-90e489 = [yellow]Traukimo krūva tuščia: tai paskutinis jūsų ėjimas.[/] Dėkite derinį arba [bold]pass[/].

# [yellow]The joker you took must go back on the table this turn.[/]
yellow-the-joker-you-took-must-2da316 = [yellow]Paimtas džokeris per šį ėjimą turi grįžti ant stalo.[/]

# [yellow]The widow is auctioned. Highest bid: {high}.[/]
yellow-the-widow-is-auctioned-highest-bc407d = [yellow]Vyksta našlės aukcionas. Didžiausias pasiūlymas: { $high }.[/]

# [yellow]The widow is auctioned. Highest bid: {high} by {name}.[/]
yellow-the-widow-is-auctioned-highest-bf19ea = [yellow]Vyksta našlės aukcionas. Didžiausias pasiūlymas: { $high }, { $name }.[/]

# [yellow]You won the {pot} pot: type [bold]claim[/] before the next card, or it stays on the board.[/]
yellow-you-won-the-pot-pot-660092 = [yellow]Laimėjote { $pot_genitive } banką: įveskite [bold]claim[/], kol nesužaista kita korta, kitaip jis liks lentoje.[/]

# You can edit the table only when it is your turn to meld.
you-can-edit-the-table-only-115c30 = Stalą taisyti galite tik per savo ėjimą, kai dedate derinį.

# You cut: type [bold]cut N[/] (an exact cut of {exact} cards takes 50 points off this deal).
you-cut-type-bold-cut-n-3f934d = Jūs nukeliate: įveskite [bold]cut N[/] (nukėlus lygiai { $exact ->
        [one] { $exact } kortą
        [few] { $exact } kortas
       *[other] { $exact } kortų
    }, šiame dalijime atimama 50 taškų).

# You deal, and hold a pay card ({cards}): you must [bold]keep[/] your hand.
you-deal-and-hold-a-pay-0701d0 = Jūs dalijate ir turite prizinę kortą ({ $cards }): privalote [bold]keep[/] pasilikti ranką.

# You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it.
you-deal-bold-exchange-your-hand-b22bcd = Jūs dalijate: [bold]exchange[/] nematę iškeiskite ranką į našlę arba [bold]keep[/] pasilikite ją.

# you have no {card} left in hand
you-have-no-card-left-in-ca6718 = rankoje nebeliko kortos { $card }

# you have no joker left in hand
you-have-no-joker-left-in-7d1a8e = rankoje neliko džokerio

# You hold a pay card ({cards}), so you may only [bold]pass[/].
you-hold-a-pay-card-cards-261daa = Jūs turite prizinę kortą ({ $cards }), todėl galite tik [bold]pass[/].

# You hold the next card: [bold]play {card}[/].
you-hold-the-next-card-bold-46b93e = Jūs turite kitą kortą: [bold]play { $card }[/].

# You lead the Rummoli phase: play your lowest card ([bold]play {card}[/]).
you-lead-the-rummoli-phase-play-3edf81 = Jūs pradedate Rummoli etapą: žaiskite žemiausią kortą ([bold]play { $card }[/]).

# You left the game.
you-left-the-game-05d50d = Jūs išėjote iš žaidimo.

# You may: {moves}
you-may-moves-30c0e6 = Galite: { $moves }

# Your draft of the table:
your-draft-of-the-table-966223 = Jūsų stalo juodraštis:

# Your name at the table (default: you).
your-name-at-the-table-default-d05d8b = Jūsų vardas prie stalo (numatytasis: Žaidėjas).

# Your turn: [bold]draw[/].
your-turn-bold-draw-c942ea = Jūsų ėjimas: [bold]draw[/].

# Your turn: [bold]draw stock[/] or [bold]draw discard[/].
your-turn-bold-draw-stock-or-27401b = Jūsų ėjimas: [bold]draw stock[/] arba [bold]draw discard[/].

