# Lietuvių: the messages of en/*.ftl (the English above each), written for this language.

# A board of nine pots, a poker hand and a run of cards in suit: play out first to collect.
a-board-of-nine-pots-a-ea32b5 = Devyni bankai lentoje, pokerio ranka ir vienos masties kortų seka: kas pirmas atsikrato kortų, tas susirenka žetonus.

# a bot
a-bot-657078 = botas

# a card room for Liverpool rummy, Carousel and Rummoli
a-card-room-for-liverpool-rummy-3bff47 = kortų salė: Liverpulio rummy, Karuselė ir Rummoli

# a face-down card
a-face-down-card-3e8173 = užversta korta

# A first meld in a round needs a whole meld from your hand
a-first-meld-in-a-round-cced3e = Pirmasis raundo derinys turi būti visas sudėtas iš jūsų rankos kortų

# (a hidden card)
a-hidden-card-7d58b8 = (paslėpta korta)

# a meld needs at least three cards
a-meld-needs-at-least-three-362385 = deriniui reikia bent trijų kortų

# a message is a JSON object with a "type"
a-message-is-a-json-object-c1b31f = žinutė yra JSON objektas su "type"

# a name may hold letters, digits, punctuation and spaces only
a-name-may-hold-letters-digits-acb22e = varde gali būti tik raidės, skaitmenys, skyrybos ženklai ir tarpai

# A new game with the same players is ready:
a-new-game-with-the-same-ba72ae = Naujas žaidimas su tais pačiais žaidėjais paruoštas:

# a person (invite)
a-person-invite-363cc7 = žmogus (pakviesti)

# A pot must be claimed before the next card is played
a-pot-must-be-claimed-before-9358ea = Banką reikia pasiimti, kol nesužaista kita korta

# A raise puts in the {count} to call plus the raise.
a-raise-puts-in-the-count-59bdfe = Pakeldami įdedate { $count ->
        [one] { $count } žetoną
        [few] { $count } žetonus
       *[other] { $count } žetonų
    } statymui išlyginti ir dar pakėlimo sumą.

# A round of limit betting
a-round-of-limit-betting-21411f = Ribotų statymų ratas

# a seat is still empty: wait for a player or give it to a bot
a-seat-is-still-empty-wait-1f95c1 = viena vieta dar tuščia: palaukite žaidėjo arba atiduokite ją botui

# ace
ace-3c4a5d = tūzas

# {action} (b, Enter)
action-b-enter-5087c2 = { $action } (b, Enter)

# Add selected as a meld
add-selected-as-a-meld-13efad = Pridėti pažymėtas kaip derinį

# all in
all-in-9dd61f = va bank

# Allow a game of two
allow-a-game-of-two-948ff6 = Leisti žaisti dviese

# Allow hints
allow-hints-5629f1 = Leisti patarimus

# An exact cut scores -50 for the cutter
an-exact-cut-scores-50-for-fa0ae9 = Už tikslų nukėlimą nukėlusiajam atimama 50 taškų

# …and {count} more (type it)
and-count-more-type-it-4b9f8d =
    { $count ->
        [one] …ir dar { $count } (įrašykite)
        [few] …ir dar { $count } (įrašykite)
       *[other] …ir dar { $count } (įrašykite)
    }

# (anyone may take a free seat; untick to play with invited people only)
anyone-may-take-a-free-seat-9b8bc0 = (laisvą vietą gali užimti bet kas; nuimkite žymę, jei norite žaisti tik su pakviestaisiais)

# Asking the greedy bot…
asking-the-greedy-bot-7f1419 = Klausiama godžiojo boto…

# At the table:
at-the-table-9fa865 = Prie stalo:

# At this table
at-this-table-fe9421 = Prie šio stalo

# away
away-54ea87 = nėra

# {away:seats} has not come back to play again yet: wait for them or give their seats to bots
away-has-not-come-back-to-f85226 = { $away } dar negrįžo žaisti iš naujo: palaukite arba atiduokite vietą botui

# {away:seats} have not come back to play again yet: wait for them or give their seats to bots
away-have-not-come-back-to-dfd8cf = { $away } dar negrįžo žaisti iš naujo: palaukite jų arba atiduokite jų vietas botams

# < back
back-f88b76 = < atgal

# Back to hand
back-to-hand-72b1e9 = Atgal į ranką

# Back to the lobby
back-to-the-lobby-952b15 = Atgal į laukiamąjį

# Bet
bet-c5b360 = Statyti

# bet {count}
bet-count-07f27c = statymas: { $count ->
        [one] { $count } žetonas
        [few] { $count } žetonai
       *[other] { $count } žetonų
    }

# Bid
bid-b5d15c = Siūlyti

# Bid for the widow ({cards:card}, unseen): more than {bid}, at most your {chips:chip}.
bid-for-the-widow-cards-unseen-76d80d =
    Siūlykite už našlę, jos nematę ({ $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }): daugiau nei { $bid }, bet ne daugiau, nei turite ({ $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }).

# bid for the widow, or pass.
bid-for-the-widow-or-pass-897fd8 = siūlykite už našlę arba praleiskite.

# book
book-c1948a = rinkinys

# Bots by kind
bots-by-kind-c240f2 = Botai pagal rūšį

# Bots' level
bots-level-e4b53b = Botų lygis

# bots must be a list with one entry per seat: a level ({levels}), a bot ({bots}) or null for a person
bots-must-be-a-list-with-833832 = „bots“ turi būti sąrašas su po vieną įrašą kiekvienai vietai: lygis ({ $levels }), botas ({ $bots }) arba null žmogui

# Buy (May I?) (b)
buy-may-i-b-fb430e = Pirkti (Ar galiu?) (b)

# By rank
by-rank-1f26a6 = Pagal rangą

# By suit
by-suit-85899b = Pagal mastį

# Call {count}, all in (c)
call-count-all-in-c-86e552 = Išlyginti – { $count ->
        [one] { $count } žetonas
        [few] { $count } žetonai
       *[other] { $count } žetonų
    }, va bank (c)

# Call {count} (c)
call-count-c-f775e7 = Išlyginti – { $count ->
        [one] { $count } žetonas
        [few] { $count } žetonai
       *[other] { $count } žetonų
    } (c)

# Cancel
cancel-35afca = Atšaukti

# {card} cannot be laid off on meld m{id} now
card-cannot-be-laid-off-on-71748e = { $card } dabar negali būti pridėta prie derinio m{ $id }

# {card} is your only legal card; playing it for you…
card-is-your-only-legal-card-ee5613 = { $card } yra vienintelė leistina korta; ji žaidžiama už jus…

# {card} on top
card-on-top-63b90a = viršuje { $card }

# {card} (playable)
card-playable-a35e47 = { $card } (galima žaisti)

# {card}, played by {name}
card-played-by-name-78d518 = { $card }, sužaidė { $name }

# {card}, selected
card-selected-6a6c35 = { $card }, pažymėta

# {card} was on the table: it stays on the table (only cards from your hand go back)
card-was-on-the-table-it-670864 = { $card } buvo ant stalo: ji lieka ant stalo (grįžti gali tik rankos kortos)

# Carousel
carousel-d700f0 = Karuselė
    .genitive = Karuselės
    .dative = Karuselei
    .accusative = Karuselę
    .instrumental = Karusele
    .locative = Karuselėje

# Check (c)
check-c-2d0006 = Tikrinti (c)

# check or bet.
check-or-bet-d01247 = tikrinkite arba statykite.

# (checking…)
checking-95ab0c = (tikrinama…)

# Checking the draft…
checking-the-draft-9a3232 = Juodraštis tikrinamas…

# Chips
chips-9ef42a = Žetonai

# Chips each player starts with
chips-each-player-starts-with-0b194b = Žetonai, su kuriais pradeda kiekvienas žaidėjas

# chips to {verb} ({min}-{max})
chips-to-verb-min-max-fe8f7f = kiek žetonų { $verb } ({ $min }–{ $max })

# choose a bot: {bots}
choose-a-bot-bots-2f3924 = pasirinkite botą: { $bots }

# choose a game: {games}
choose-a-game-games-9b3835 = pasirinkite žaidimą: { $games }

# Choose a game, name yourself and give any seats you like to bots. You get an invite link to send to the others.
choose-a-game-name-yourself-and-7e9ef1 = Pasirinkite žaidimą, įrašykite savo vardą ir atiduokite botams norimas vietas. Gausite kvietimo nuorodą kitiems.

# Claim (m)
claim-m-68026e = Pasiimti (m)

# claim the {pot} pot.
claim-the-pot-pot-4b343f = pasiimkite { $pot_genitive } banką.

# Click a highlighted card in your hand (or move to it with the arrow keys and press Enter).
click-a-highlighted-card-in-your-4db7f9 = Spustelėkite paryškintą kortą rankoje (arba pereikite prie jos rodyklių klavišais ir paspauskite Enter).

# Click (or drag to) a highlighted meld to lay the selected card off; or discard it.
click-or-drag-to-a-highlighted-c01362 = Spustelėkite paryškintą derinį (arba nutempkite į jį), kad pridėtumėte pažymėtą kortą; arba numeskite ją.

# Close the rules
close-the-rules-d119dd = Uždaryti taisykles

# clubs
clubs-a048ad = kryžiai
    .genitive = kryžių

# Connecting…
connecting-4d2cf9 = Jungiamasi…

# connection lost - reconnecting…
connection-lost-reconnecting-ab473e = ryšys nutrūko - jungiamasi iš naujo…

# contract: {contract}
contract-contract-798c68 = kontraktas: { $contract }

# Copy
copy-658f36 = Kopijuoti

# +{count} bet
count-bet-40b306 = statymas +{ $count }

# {count} bought
count-bought-af6e1d = nupirkta: { $count }

# …{count} earlier
count-earlier-bed864 = …anksčiau { $count }

# {count} round won
count-round-won-8279bd =
    { $count ->
        [one] laimėtas { $count } raundas
        [few] laimėti { $count } raundai
       *[other] laimėta { $count } raundų
    }

# {count} table is waiting for players.
count-table-is-waiting-for-players-f8a399 =
    { $count ->
        [one] { $count } stalas laukia žaidėjų.
        [few] { $count } stalai laukia žaidėjų.
       *[other] { $count } stalų laukia žaidėjų.
    }

# {count} to call: call, raise or fold.
count-to-call-call-raise-or-d0c3e7 = Išlyginti kainuoja { $count ->
        [one] { $count } žetoną
        [few] { $count } žetonus
       *[other] { $count } žetonų
    }: išlyginkite, pakelkite arba pasiduokite.

# Create the table
create-the-table-fc91bd = Sukurti stalą

# Cut
cut-58e258 = Nukelti

# Cut: lift how many cards? (exactly {count} earns -50)
cut-lift-how-many-cards-exactly-40e69b = Nukelti: kiek kortų nukelti? (nukėlę lygiai { $count } gausite −50)

# Dead hand: {cards:card}, out of play (nobody took the widow).
dead-hand-cards-out-of-play-e93487 =
    Nežaidžiama ranka: { $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    } (niekas nepaėmė našlės).

# Deal
deal-14c048 = Dalijimas

# Deal {deal} is over: {winner}.
deal-deal-is-over-winner-80854d = Dalijimas { $deal } baigėsi: { $winner }.

# Deal {deal} of 7
deal-deal-of-7-e07ca7 = Dalijimas { $deal } iš 7

# dealer
dealer-6d12e3 = dalytojas

# Declare
declare-bfc88d = Paskelbti

# diamonds
diamonds-25d77d = būgnai
    .genitive = būgnų

# Discard · {count}
discard-count-d9c5b2 = Numestos · { $count }

# discard pile, {count} card
discard-pile-count-card-966900 =
    { $count ->
        [one] numestų kortų krūva, { $count } korta
        [few] numestų kortų krūva, { $count } kortos
       *[other] numestų kortų krūva, { $count } kortų
    }

# discard the selected card (x)
discard-the-selected-card-x-36e4f9 = numesti pažymėtą kortą (x)

# Discard (x)
discard-x-ca9125 = Numesti (x)

# down
down-3db9b9 = išsidėjęs

# Drag a card here to take it back.
drag-a-card-here-to-take-bc3761 = Nutempkite kortą čia, kad ją atsiimtumėte.

# draw a card (d)
draw-a-card-d-fbf7dd = traukti kortą (d)

# Draw pile · {count}
draw-pile-count-0c0bd0 = Traukimo krūva · { $count }

# Draw pile: {count} card.
draw-pile-count-card-5bbd8d =
    { $count ->
        [one] Traukimo krūva: { $count } korta.
        [few] Traukimo krūva: { $count } kortos.
       *[other] Traukimo krūva: { $count } kortų.
    }

# draw pile, {count} card
draw-pile-count-card-855bf0 =
    { $count ->
        [one] traukimo krūva, { $count } korta
        [few] traukimo krūva, { $count } kortos
       *[other] traukimo krūva, { $count } kortų
    }

# Draw up to three cards, then meld by rearranging the whole table; knock with five points or less.
draw-up-to-three-cards-then-df158e = Traukite iki trijų kortų, tada dėkite derinius pertvarkydami visą stalą; pasibelskite, kai rankoje liko ne daugiau kaip 5 taškai.

# e.g. {move}
e-g-move-eda646 = pvz., { $move }

# eight
eight-d4fa84 = aštuoni

# empty
empty-18a7be = tuščia

# {empty} seats are still empty: wait for players or give them to bots
empty-seats-are-still-empty-wait-031d7c = dar tuščios vietos: { $empty }; palaukite žaidėjų arba atiduokite jas botams

# End a deal after this many turns (for simulations)
end-a-deal-after-this-many-256b6e = Baigti dalijimą po tiek ėjimų (simuliacijoms)

# End-of-game bonuses
end-of-game-bonuses-07ef7d = Žaidimo pabaigos premijos

# Every card of your hand is in the draft: melding it goes out.
every-card-of-your-hand-is-2846d7 = Visos jūsų rankos kortos yra juodraštyje: padėję derinius išeisite.

# Every finished game keeps its record: open one to replay it move by move.
every-finished-game-keeps-its-record-d84993 = Kiekvienas baigtas žaidimas išsaugo savo įrašą: atverkite jį ir peržiūrėkite ėjimą po ėjimo.

# every move of the game
every-move-of-the-game-6dc380 = visi žaidimo ėjimai

# every seat at this table is taken
every-seat-at-this-table-is-4decec = visos šio stalo vietos užimtos

# Everyone is here: start the game.
everyone-is-here-start-the-game-ed6a09 = Visi čia: pradėkite žaidimą.

# Exchange for the widow (e)
exchange-for-the-widow-e-c15eda = Iškeisti į našlę (e)

# exchange your hand for the widow, or keep it.
exchange-your-hand-for-the-widow-45c175 = iškeiskite ranką į našlę arba ją pasilikite.

# Final chips
final-chips-cf5302 = Galutiniai žetonai

# Final poker: a fresh deal, the widow ({cards:card}) dealt dead.
final-poker-a-fresh-deal-the-fe0a07 =
    Paskutinis pokeris: kortos išdalijamos iš naujo, našlė ({ $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }) lieka nežaidžiama.

# Final poker for the {pot} pot
final-poker-for-the-pot-pot-579b0f = Paskutinis pokeris dėl { $pot_genitive } banko

# Final poker for the whole board
final-poker-for-the-whole-board-764086 = Paskutinis pokeris dėl visos lentos

# Final score
final-score-c8fe9b = Galutiniai taškai

# Finished games
finished-games-610e3e = Baigti žaidimai

# finished games
finished-games-93391f = baigti žaidimai

# first move
first-move-f1a1b1 = pirmas ėjimas

# {first} or {second}
first-or-second-9fa3e3 = { $first } arba { $second }

# five
five-aeb443 = penki

# Fold (f)
fold-f-8f55a1 = Pasiduoti (f)

# folded
folded-e36ec5 = pasidavė

# For {low} to {high} players.
for-low-to-high-players-33d90f = { $low }–{ $high } žaidėjams.

# For {low} to {high} players ({fewest} with “{option}”).
for-low-to-high-players-fewest-6a94aa = { $low }–{ $high } žaidėjams ({ $fewest }, jei įjungta „{ $option }“).

# four
four-2f69f5 = keturi

# Four-colour deck
four-colour-deck-c53efc = Keturių spalvų kaladė

# Game
game-c27623 = Žaidimas

# {game} - {count} player
game-count-player-1ed70b =
    { $count ->
        [one] { $game } - { $count } žaidėjas
        [few] { $game } - { $count } žaidėjai
       *[other] { $game } - { $count } žaidėjų
    }

# {game} has no option {name}; its options are {known}
game-has-no-option-name-its-45d3cf = { $game } neturi parinkties { $name }; galimos parinktys: { $known }

# {game} is for {low} to {high} players; for {count}, turn on the option "{option}" ({name})
game-is-for-low-to-high-03bdaa = { $game_dative } reikia nuo { $low } iki { $high ->
        [one] { $high } žaidėjo
        [few] { $high } žaidėjų
       *[other] { $high } žaidėjų
    }; jei žaidžia { $count ->
        [one] { $count } žaidėjas
        [few] { $count } žaidėjai
       *[other] { $count } žaidėjų
    }, įjunkite parinktį „{ $option }“ ({ $name })

# {game} is for {low} to {high} players, not {value}: choose fewer seats
game-is-for-low-to-high-28e64c = { $game_dative } reikia nuo { $low } iki { $high ->
        [one] { $high } žaidėjo
        [few] { $high } žaidėjų
       *[other] { $high } žaidėjų
    }, o ne { $value }: pasirinkite mažiau vietų

# {game} is for {low} to {high} players, not {value}: choose more seats
game-is-for-low-to-high-ad8637 = { $game_dative } reikia nuo { $low } iki { $high ->
        [one] { $high } žaidėjo
        [few] { $high } žaidėjų
       *[other] { $high } žaidėjų
    }, o ne { $value }: pasirinkite daugiau vietų

# Game over.
game-over-272134 = Žaidimas baigėsi.

# Game over
game-over-af2e74 = Žaidimas baigėsi

# Game over. {result}
game-over-result-5b33cc = Žaidimas baigėsi. { $result }

# {game}: the rules
game-the-rules-ce0c08 = { $game_genitive } taisyklės

# {game}: the rules in short
game-the-rules-in-short-fb3d70 = { $game_genitive } taisyklės trumpai

# give to a bot
give-to-a-bot-fbf177 = atiduoti botui

# Go down
go-down-cd2ff2 = Išsidėti

# Go down: {contract}
go-down-contract-bdc5f8 = Išsidėti: { $contract }

# Go to the lobby
go-to-the-lobby-b0d0cc = Eiti į laukiamąjį

# go to the new table
go-to-the-new-table-9200fb = eiti prie naujo stalo

# go to your seat
go-to-your-seat-e8d907 = eiti į savo vietą

# greedy
greedy-8333b8 = godus

# Hands
hands-a9d3f1 = Rankos

# Hands compared, no betting
hands-compared-no-betting-f0ebbf = Rankos palyginamos, be statymų

# hearts
hearts-a5d921 = širdys
    .genitive = širdžių

# here
here-213b65 = čia

# hidden card
hidden-card-5a11b0 = paslėpta korta

# high bid {bid}
high-bid-bid-f0ca35 = didžiausias pasiūlymas: { $bid }

# Highest bid: {bid} by {name}.
highest-bid-bid-by-name-dd35ca = Didžiausias pasiūlymas: { $bid } ({ $name }).

# Hint
hint-cbf455 = Patarimas

# hints are turned off at this table
hints-are-turned-off-at-this-0b43fc = prie šio stalo patarimai išjungti

# hints must be true (allowed) or false (turned off)
hints-must-be-true-allowed-or-7a0f6b = „hints“ turi būti true (patarimai leidžiami) arba false (išjungti)

# House rule:
house-rule-a907ee = Papildoma taisyklė:

# House rules
house-rules-60077b = Papildomos taisyklės

# House rules: {rules}
house-rules-rules-fee989 = Papildomos taisyklės: { $rules }

# How it works
how-it-works-d03ba4 = Kaip tai veikia

# In hand
in-hand-35557b = Rankoje

# in meld {number}
in-meld-number-a7eac0 = derinyje { $number }

# in meld {number}, from your hand
in-meld-number-from-your-hand-a3e69c = derinyje { $number }, iš jūsų rankos

# in your hand
in-your-hand-a7ac57 = jūsų rankoje

# Invite link:
invite-link-7501d7 = Kvietimo nuoroda:

# is on or off (true or false)
is-on-or-off-true-or-0fc8e9 = yra įjungta arba išjungta (true arba false)

# it is not your move; a hint is given when you have a move to make
it-is-not-your-move-a-38a10a = dabar ne jūsų ėjimas; patarimas duodamas, kai turite ką žaisti

# it is not your turn
it-is-not-your-turn-be7fc8 = ne jūsų ėjimas

# jack
jack-2e53cc = valetas

# Join
join-300253 = Prisijungti

# Join {names} at {game} ({count} seat free)
join-names-at-game-count-seat-684ca2 = Prisijungti prie { $game_genitive } stalo (jau laukia: { $names }; { $count ->
        [one] { $count } laisva vieta
        [few] { $count } laisvos vietos
       *[other] { $count } laisvų vietų
    })

# Join the table with your name.
join-the-table-with-your-name-85d98b = Prisijunkite prie stalo savo vardu.

# joker
joker-c98c2d = džokeris

# joker standing for {card}
joker-standing-for-card-7c7a79 = džokeris vietoj: { $card }

# Jokers and twos are wild
jokers-and-twos-are-wild-1c2902 = Džokeriai ir dvejetai yra laisvieji

# Keep my hand (k)
keep-my-hand-k-bb1071 = Pasilikti savo ranką (k)

# keep your hand (you hold a pay card).
keep-your-hand-you-hold-a-17e217 = pasilikite ranką (turite prizinę kortą).

# "{key}" ({moves}) is not a move you can make now
key-moves-is-not-a-move-01d674 = „{ $key }“ ({ $moves }) dabar negalimas ėjimas

# Keys: k keep, e exchange, b amount box (Enter sends), p pass, c check or call, f fold, m claim, ← → move along your hand and Enter plays, / the command box, Esc leaves a box.
keys-k-keep-e-exchange-b-88a797 = Klavišai: k – pasilikti, e – iškeisti, b – sumos laukas (Enter siunčia), p – praleisti, c – tikrinti arba išlyginti, f – pasiduoti, m – pasiimti banką, ← → – judėti per ranką, Enter – žaisti, / – komandų laukas, Esc – išeiti iš lauko.

# king
king-da13e3 = karalius

# Knock (your hand is worth {points})
knock-your-hand-is-worth-points-6c79b7 = Pasibelsti (rankos vertė – { $points ->
        [one] { $points } taškas
        [few] { $points } taškai
       *[other] { $points } taškų
    })

# Language
language-9a73db = Kalba

# last move
last-move-cb1bd0 = paskutinis ėjimas

# last turn to come
last-turn-to-come-8cfb55 = dar laukia paskutinis ėjimas

# Lay it down anyway
lay-it-down-anyway-85d916 = Vis tiek išsidėti

# lay it off
lay-it-off-80afe4 = pridėti

# lay it off at the {end} end
lay-it-off-at-the-end-55583e = pridėti gale: { $end }

# lay it off at the high end
lay-it-off-at-the-high-387ed3 = pridėti aukštajame gale

# lay it off at the low end
lay-it-off-at-the-low-f22afa = pridėti žemajame gale

# Lay the selected card off here
lay-the-selected-card-off-here-ff7c3e = Pridėti pažymėtą kortą čia

# lead your lowest card.
lead-your-lowest-card-8469ac = pradėkite žemiausia korta.

# Left holding
left-holding-560d1e = Liko rankoje

# Let it go (p)
let-it-go-p-897591 = Praleisti (p)

# List it under Open tables
list-it-under-open-tables-323662 = Rodyti tarp atvirų stalų

# listed must be true (shown in the lobby's open tables) or false (invitation only)
listed-must-be-true-shown-in-eef25b = „listed“ turi būti true (stalas rodomas laukiamajame tarp atvirų stalų) arba false (tik su kvietimu)

# Liverpool rummy
liverpool-rummy-a910a0 = Liverpulio rummy
    .genitive = Liverpulio rummy
    .dative = Liverpulio rummy
    .accusative = Liverpulio rummy
    .instrumental = Liverpulio rummy
    .locative = Liverpulio rummy

# Loading the rules…
loading-the-rules-481cd8 = Taisyklės įkeliamos…

# Looking for tables waiting for players…
looking-for-tables-waiting-for-players-0c3f73 = Ieškoma stalų, laukiančių žaidėjų…

# lowest
lowest-e8b0cb = mažiausiai

# may buy
may-buy-ca0eec = gali pirkti

# “May I”: the first to ask gets the discard
may-i-the-first-to-ask-b821c1 = „Ar galiu?“: numestą kortą gauna pirmas paprašęs

# Meld and go out (m)
meld-and-go-out-m-bbab97 = Dėti derinius ir išeiti (m)

# Meld (m)
meld-m-04c43c = Dėti derinius (m)

# meld m{id}, {name}'s {kind}: {cards}
meld-m-id-name-s-kind-2d19bb = derinys m{ $id }, žaidėjo { $name } { $kind }: { $cards }

# meld m{id}, your {kind}: {cards}
meld-m-id-your-kind-cards-a83027 = derinys m{ $id }, jūsų { $kind }: { $cards }

# Meld {number}
meld-number-0319b6 = Derinys { $number }

# meld {number}
meld-number-8181de = derinys { $number }

# melded
melded-42dd21 = padėjo derinius

# messages are JSON text, not binary data
messages-are-json-text-not-binary-c1928c = žinutės yra JSON tekstas, o ne dvejetainiai duomenys

# More
more-4f34d9 = Daugiau

# Most buys per player in a deal (empty: no limit)
most-buys-per-player-in-a-107391 = Daugiausia pirkimų vienam žaidėjui per dalijimą (tuščia: be ribos)

# Most chips in one bet or raise
most-chips-in-one-bet-or-a1e03d = Daugiausia žetonų viename statyme ar pakėlime

# Most times the stock is rebuilt in a deal (empty: no limit)
most-times-the-stock-is-rebuilt-4b88cf = Kiek daugiausia kartų per dalijimą atkuriama traukimo krūva (tuščia: be ribos)

# move {move} of {total}
move-move-of-total-3b1f75 = ėjimas { $move } iš { $total }

# move must be a number
move-must-be-a-number-1f1a77 = „move“ turi būti skaičius

# must be a whole number at most {high}
must-be-a-whole-number-at-5dee61 = turi būti sveikasis skaičius ne didesnis nei { $high }

# must be a whole number at most {high} (or none)
must-be-a-whole-number-at-5f4edc = turi būti sveikasis skaičius ne didesnis nei { $high } (arba jokio)

# must be a whole number
must-be-a-whole-number-bcf505 = turi būti sveikasis skaičius

# must be a whole number from {low} to {high}
must-be-a-whole-number-from-1f5078 = turi būti sveikasis skaičius nuo { $low } iki { $high }

# must be a whole number from {low} to {high} (or none)
must-be-a-whole-number-from-882eae = turi būti sveikasis skaičius nuo { $low } iki { $high } (arba jokio)

# must be a whole number {low} or more
must-be-a-whole-number-low-c974b8 = turi būti sveikasis skaičius { $low } ar daugiau

# must be a whole number {low} or more (or none)
must-be-a-whole-number-low-d1e927 = turi būti sveikasis skaičius { $low } ar daugiau (arba jokio)

# must be a whole number (or none)
must-be-a-whole-number-or-eab6bc = turi būti sveikasis skaičius (arba jokio)

# must be one of {choices}
must-be-one-of-choices-edb330 = turi būti vienas iš: { $choices }

# {name} (a {bot} bot is playing for them)
name-a-bot-bot-is-playing-69e78f = { $name } (už šį žaidėją žaidžia { $bot } botas)

# {name}: {count} card
name-count-card-4f1792 =
    { $count ->
        [one] { $name }: { $count } korta
        [few] { $name }: { $count } kortos
       *[other] { $name }: { $count } kortų
    }

# {name} is at the table; only an empty or abandoned seat can go to a bot
name-is-at-the-table-only-471bfb = { $name } yra prie stalo; botui galima atiduoti tik tuščią arba paliktą vietą

# {name} went out
name-went-out-ca4040 = { $name } išėjo

# {name} - winner
name-winner-c3f348 = { $name } - nugalėtojas

# {name} won the {pot} pot: {chips:chip}.
name-won-the-pot-pot-chips-ae7a03 =
    { $name } laimėjo { $pot_genitive } banką: { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    }.

# {name} won the {pot} pot: {chips:chip} (round {round}).
name-won-the-pot-pot-chips-8f83f0 =
    { $name } laimėjo { $pot_genitive } banką: { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    } ({ $round } raundas).

# New meld
new-meld-91f59e = Naujas derinys

# Next: {card} (the next card of the suit), held by {name}.
next-card-the-next-card-of-a3db41 = Toliau: { $card } (kita tos masties korta); ją turi { $name }.

# next >
next-e0018d = toliau >

# next move (right arrow)
next-move-right-arrow-0ece7e = kitas ėjimas (rodyklė dešinėn)

# Next: {name}'s lowest card, to lead the Rummoli phase.
next-name-s-lowest-card-to-f8978f = Toliau: { $name } pradeda Rummoli etapą žemiausia savo korta.

# Next: {name}'s lowest {colour} card.
next-name-s-lowest-colour-card-cd650d = Toliau: { $name } žaidžia žemiausią savo { $colour_accusative } kortą.

# Next: your lowest card, to lead the Rummoli phase.
next-your-lowest-card-to-lead-82438b = Toliau: jūs pradedate Rummoli etapą žemiausia savo korta.

# Next: your lowest {colour} card.
next-your-lowest-colour-card-22b66f = Toliau: jūs žaidžiate žemiausią savo { $colour_accusative } kortą.

# nine
nine-16266f = devyni

# no
no-62366f = ne

# No bid yet.
no-bid-yet-1b8b02 = Pasiūlymų dar nėra.

# No card played yet this round.
no-card-played-yet-this-round-c0d46e = Šiame raunde dar nesužaista nė viena korta.

# no cards
no-cards-51515b = kortų nėra

# No finished games yet.
no-finished-games-yet-e1fd7f = Baigtų žaidimų dar nėra.

# No house rules: this table plays the standard rules.
no-house-rules-this-table-plays-918828 = Papildomų taisyklių nėra: prie šio stalo žaidžiama pagal standartines taisykles.

# no limit
no-limit-1cdb8e = be ribos

# No melds on the table yet.
no-melds-on-the-table-yet-e06cab = Ant stalo dar nėra derinių.

# No table is waiting for players right now. Start one below: listed tables show here for anyone to join.
no-table-is-waiting-for-players-3c117e = Šiuo metu joks stalas nelaukia žaidėjų. Pradėkite stalą žemiau: atviri stalai rodomi čia, kad bet kas galėtų prisijungti.

# none
none-ada7af = jokio

# not connected to the server; reconnecting…
not-connected-to-the-server-reconnecting-ed0cd3 = neprisijungta prie serverio; jungiamasi iš naujo…

# Not ready to meld: {fault}.
not-ready-to-meld-fault-697e96 = Dar negalima dėti derinių: { $fault }.

# not ready to meld: {fault}
not-ready-to-meld-fault-89f105 = dar negalima dėti derinių: { $fault }

# ✗ not valid: {fault}
not-valid-fault-af58d4 = ✗ netinka: { $fault }

# Nothing to call
nothing-to-call-720fc2 = Nėra ką išlyginti

# Nothing to do right now.
nothing-to-do-right-now-136f11 = Šiuo metu nėra ką daryti.

# off
off-ab3a8a = išjungta

# on
on-61342f = įjungta

# On to deal {deal}
on-to-deal-deal-6a5b1f = Į dalijimą { $deal }

# On to round {round}
on-to-round-round-9fd87c = Į raundą { $round }

# On to the final poker
on-to-the-final-poker-f5f56e = Į paskutinį pokerį

# one
one-ba2719 = vienas

# one card
one-card-c4847f = viena korta

# only a player at this table can start the game
only-a-player-at-this-table-3779c5 = žaidimą gali pradėti tik šio stalo žaidėjas

# only a player at this table can give a seat to a bot
only-a-player-at-this-table-e5843b = vietą botui gali atiduoti tik šio stalo žaidėjas

# Open tables
open-tables-a5cd3c = Atviri stalai

# "{option}" ({name}) {allowed:sentence}, not {value}
option-name-allowed-not-value-dc71b1 = „{ $option }“ ({ $name }): { $allowed }, o ne { $value }

# option {name}, default {default}
option-name-default-default-9e4b37 = parinktis { $name }, numatyta: { $default }

# {option}: {value}
option-value-acbdb4 = { $option }: { $value }

# Options and house rules
options-and-house-rules-28fb68 = Parinktys ir papildomos taisyklės

# Options at this table
options-at-this-table-d0b20b = Šio stalo parinktys

# out
out-ab1a36 = iškrito

# out of the auction
out-of-the-auction-e77553 = pasitraukė iš aukciono

# Paid
paid-f5240e = Sumokėta

# Pass (end your turn)
pass-end-your-turn-c362c3 = Praleisti (baigti ėjimą)

# Pass (p)
pass-p-02f5f5 = Praleisti (p)

# Play again with the same players
play-again-with-the-same-players-6819b2 = Žaisti dar kartą su tais pačiais žaidėjais

# Play my card for me when it is my only legal card
play-my-card-for-me-when-d1f449 = Sužaisti mano kortą už mane, kai ji vienintelė leistina

# play the next card, {card}.
play-the-next-card-card-05adef = žaiskite kitą kortą, { $card }.

# play your lowest {colour} card.
play-your-lowest-colour-card-b4eb97 = žaiskite žemiausią savo { $colour_accusative } kortą.

# Played {card} for you ({why}: your only legal card).
played-card-for-you-why-your-f7e9f6 = Už jus sužaista { $card } ({ $why }: vienintelė leistina korta).

# Players
players-18dd36 = Žaidėjai

# Playing {card} for you ({why}: your only legal card)…
playing-card-for-you-why-your-b48fd7 = Už jus žaidžiama { $card } ({ $why }: vienintelė leistina korta)…

# Points
points-a9f0a4 = Taškai

# Points for a lay-down that fails the contract
points-for-a-lay-down-that-7e4bce = Taškai už išsidėjimą, neįvykdantį kontrakto

# {points} this deal
points-this-deal-c264a3 = šiame dalijime: { $points }

# Poker betting: {chips:chip} in the pot, highest bet {bet} ({raises} of {most} raises); bets and raises are 1-{limit} chips.
poker-betting-chips-in-the-pot-262474 =
    Pokerio statymai: banke – { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }, didžiausias statymas – { $bet } (pakėlimų: { $raises } iš { $most }); statymai ir pakėlimai – nuo 1 iki { $limit ->
        [one] { $limit } žetono
        [few] { $limit } žetonų
       *[other] { $limit } žetonų
    }.

# Poker
poker-c66945 = Pokeris
    .genitive = Pokerio
    .accusative = Pokerį

# Pot by pot, the smallest first
pot-by-pot-the-smallest-first-ebcd7f = Bankas po banko, pradedant mažiausiu

# {pot} pot: {chips:chip}
pot-pot-chips-30434e =
    { $pot_genitive } bankas: { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }

# {pot} pot: {chips:chip}; won by {won}
pot-pot-chips-won-by-won-09857f =
    { $pot_genitive } bankas: { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }; laimėjo { $won }

# Pots won
pots-won-9862eb = Laimėti bankai

# previous move (left arrow)
previous-move-left-arrow-452525 = ankstesnis ėjimas (rodyklė kairėn)

# put cards from your hand on the table first (drag them to New meld, or select one and choose New meld)
put-cards-from-your-hand-on-3b42ff = pirmiausia padėkite kortas iš rankos ant stalo (nuvilkite jas į „Naujas derinys“ arba pažymėkite vieną ir pasirinkite „Naujas derinys“)

# Put here
put-here-5e92f7 = Dėti čia

# put the selected card in meld {number}
put-the-selected-card-in-meld-908a5e = dėti pažymėtą kortą į derinį { $number }

# queen
queen-0fb740 = karalienė

# Raise by
raise-by-af22ba = Pakelti

# random
random-144f0c = atsitiktinis

# {rank} of {suit}
rank-of-suit-ceb754 = { $suit_genitive } { $rank }

# Ready to meld: you add {count} card.
ready-to-meld-you-add-count-645d10 =
    { $count ->
        [one] Galima dėti derinius: pridedate { $count } kortą.
        [few] Galima dėti derinius: pridedate { $count } kortas.
       *[other] Galima dėti derinius: pridedate { $count } kortų.
    }

# remove
remove-db9215 = pašalinti


# Round
round-f4c753 = Raundas

# Round {round}
round-round-32e6ee = { $round } raundas

# Round {round} is over: {why}.
round-round-is-over-why-836655 = Raundas { $round } baigėsi: { $why }.

# Round {round} is over: {why}. Won by {winners}.
round-round-is-over-why-won-fbbf42 = Raundas { $round } baigėsi: { $why }. Laimėjo: { $winners }.

# Round {round} of {rounds}
round-round-of-rounds-aadf24 = { $round } raundas iš { $rounds }

# Round {round} · the game ends at {count} point
round-round-the-game-ends-at-de5763 =
    { $count ->
        [one] Raundas { $round } · žaidimas baigiasi surinkus { $count } tašką
        [few] Raundas { $round } · žaidimas baigiasi surinkus { $count } taškus
       *[other] Raundas { $round } · žaidimas baigiasi surinkus { $count } taškų
    }

# Rounds before the final poker (empty: until one player is left)
rounds-before-the-final-poker-empty-9dacc8 = Raundai iki paskutinio pokerio (tuščia: kol liks vienas žaidėjas)

# rule {rule}, in the rules (opens a new tab)
rule-rule-in-the-rules-opens-a72b21 = taisyklė { $rule } taisyklėse (atsidaro naujoje kortelėje)

# Rules
rules-428b2d = Taisyklės

# Rummy! (that discard could be laid off) (r)
rummy-that-discard-could-be-laid-d793f9 = Rummy! (tą numestą kortą buvo galima pridėti) (r)

# rummyhall - a card room for Liverpool rummy, Carousel and Rummoli
rummyhall-a-card-room-for-liverpool-174d50 = rummyhall – kortų salė: Liverpulio rummy, Karuselė ir Rummoli

# rummyhall - finished games
rummyhall-finished-games-0db8a3 = rummyhall - baigti žaidimai

# rummyhall - no such table
rummyhall-no-such-table-993d65 = rummyhall - tokio stalo nėra

# rummyhall - replay
rummyhall-replay-344563 = rummyhall - peržiūra

# rummyhall - table
rummyhall-table-232fb2 = rummyhall - stalas

# run
run-2acd4e = seka

# say how many players, as a whole number: {game} is for {low} to {high}
say-how-many-players-as-a-eeef18 = nurodykite žaidėjų skaičių sveikuoju skaičiumi: { $game_dative } reikia nuo { $low } iki { $high ->
        [one] { $high } žaidėjo
        [few] { $high } žaidėjų
       *[other] { $high } žaidėjų
    }

# say which action, e.g. 'draw stock'
say-which-action-e-g-draw-99de3e = nurodykite veiksmą, pvz., 'draw stock'

# say which action to check
say-which-action-to-check-9c89d4 = nurodykite, kurį veiksmą patikrinti

# Score sheet
score-sheet-08800a = Rezultatų lentelė

# search
search-803328 = paieškos

# Seat {seat}
seat-seat-d40f96 = { $seat } vieta

# Seats
seats-8f7063 = Vietos

# select a card first (click it, or Enter on it), then the meld to put it in
select-a-card-first-click-it-32b662 = pirmiausia pažymėkite kortą (spustelėkite arba Enter), tada derinį, į kurį ją dėti

# Select cards in your hand, add them as a meld, repeat, then go down. Runs are read in order, lowest first.
select-cards-in-your-hand-add-712359 = Pažymėkite rankos kortas, pridėkite jas kaip derinį, pakartokite, tada išsidėkite. Sekos skaitomos iš eilės, nuo žemiausios.

# select one card of your hand first, then the meld to lay it off on
select-one-card-of-your-hand-0a174a = pirmiausia pažymėkite vieną rankos kortą, tada derinį, prie kurio ją pridėti

# select one card to discard
select-one-card-to-discard-39b7a7 = pažymėkite vieną kortą numesti

# Send
send-f28e14 = Siųsti

# Setting up the new table…
setting-up-the-new-table-cba939 = Ruošiamas naujas stalas…

# seven
seven-3583ac = septyni

# Seven deals, each with its contract of books and runs to lay down; buy discards out of turn.
seven-deals-each-with-its-contract-13bcc9 = Septyni dalijimai, kiekviename savas kontraktas iš rinkinių ir sekų; numestas kortas galima pirkti ir ne savo ėjimo metu.

# showed
showed-0f0cdd = parodė

# six
six-ca3007 = šeši

# something went wrong on the server; nothing was changed
something-went-wrong-on-the-server-971ff9 = serveryje kažkas nepavyko; niekas nepakeista

# sort by rank
sort-by-rank-f75a4d = rikiuoti pagal rangą

# sort by suit
sort-by-suit-19c3bb = rikiuoti pagal mastį

# spades
spades-c2636d = pikai
    .genitive = pikų

# Start a table
start-a-table-789389 = Pradėti stalą

# Start again
start-again-9a4684 = Pradėti iš naujo

# Start the game
start-the-game-19b2d0 = Pradėti žaidimą

# Stock · {count}
stock-count-8560c3 = Traukimo krūva · { $count }

# stock, {count} card
stock-count-card-0eef5a =
    { $count ->
        [one] traukimo krūva, { $count } korta
        [few] traukimo krūva, { $count } kortos
       *[other] traukimo krūva, { $count } kortų
    }

# stock, {count} card: draw from it (s)
stock-count-card-draw-from-it-d4d271 =
    { $count ->
        [one] traukimo krūva, { $count } korta: traukite iš jos (s)
        [few] traukimo krūva, { $count } kortos: traukite iš jos (s)
       *[other] traukimo krūva, { $count } kortų: traukite iš jos (s)
    }

# <strong>Send the invite link</strong> the table shows you. On a home network, the others open it on their own computers or phones (the server must listen on the network: <code>{command}</code>).
strong-send-the-invite-link-strong-f24f82 = <strong>Išsiųskite kvietimo nuorodą</strong>, kurią parodo stalas. Namų tinkle kiti ją atidaro savo kompiuteriuose ar telefonuose (serveris turi klausytis tinkle: <code>{ $command }</code>).

# <strong>Start a table:</strong> choose the game, your seat's name, and who sits in the others: people you invite or bots.
strong-start-a-table-strong-choose-29b414 = <strong>Pradėkite stalą:</strong> pasirinkite žaidimą, savo vietos vardą ir kas sėdės kitose: jūsų pakviesti žmonės ar botai.

# <strong>Start</strong> once every seat is filled. When the game ends, <em>Play again</em> sets up a new table for the same players.
strong-start-strong-once-every-seat-f15825 = <strong>Pradėkite</strong>, kai visos vietos užimtos. Kai žaidimas baigiasi, <em>Žaisti dar kartą</em> paruošia naują stalą tiems patiems žaidėjams.

# take it (d)
take-it-d-1121df = imti (d)

# take the joker (put this card in its place)
take-the-joker-put-this-card-09467b = paimti džokerį (į jo vietą dėti šią kortą)

# {taken} of {count} seat taken
taken-of-count-seat-taken-8501c1 =
    { $count ->
        [one] užimta { $taken } iš { $count } vietos
        [few] užimta { $taken } iš { $count } vietų
       *[other] užimta { $taken } iš { $count } vietų
    }

# ten
ten-bd01f4 = dešimt

# "{text}" is not a card: write a rank and a suit, like 9h, Th (ten) or Qs
text-is-not-a-card-write-259e89 = „{ $text }“ nėra korta: parašykite rangą ir mastį, pvz., 9h, Th (dešimtukas) arba Qs

# that message
that-message-488a2c = ši žinutė

# that message is too long (the limit is {limit} bytes)
that-message-is-too-long-the-5cd7ce = ši žinutė per ilga (didžiausias dydis – { $limit } B)

# that move number is from the future; reload the page
that-move-number-is-from-the-a2d661 = šis ėjimo numeris iš ateities; perkraukite puslapį

# that request
that-request-5ac68a = ši užklausa

# that request is too large
that-request-is-too-large-dd85b7 = ši užklausa per didelė

# That was your third draw: knock (k) or pass (p).
that-was-your-third-draw-knock-2cfb95 = Tai buvo trečias traukimas: pasibelskite (k) arba praleiskite (p).

# the action needs 'seq': the number of moves you have seen
the-action-needs-seq-the-number-e350fd = veiksmui reikia 'seq': kiek ėjimų matėte

# the card the joker stands for
the-card-the-joker-stands-for-19a9a6 = korta, kurią atstoja džokeris

# The discard {card} is for sale (price: a stock card).
the-discard-card-is-for-sale-ef21d7 = Numesta { $card } parduodama (kaina: korta iš traukimo krūvos).

# the draft is still being checked: a moment
the-draft-is-still-being-checked-0ea311 = juodraštis dar tikrinamas: akimirką

# The draw pile is empty: this is your last turn. Meld (m) or pass (p).
the-draw-pile-is-empty-this-bf1f17 = Traukimo krūva tuščia: tai paskutinis jūsų ėjimas. Dėkite derinius (m) arba praleiskite (p).

# The final poker
the-final-poker-486293 = Paskutinis pokeris

# The game ends when someone reaches this many points
the-game-ends-when-someone-reaches-af2ab7 = Žaidimas baigiasi, kai kas nors surenka tiek taškų

# the game has already started
the-game-has-already-started-fde3d0 = žaidimas jau prasidėjo

# the game has not started yet
the-game-has-not-started-yet-007f60 = žaidimas dar neprasidėjo

# the game is not over yet: you can play again with the same players once it ends
the-game-is-not-over-yet-30d590 = žaidimas dar nebaigtas: kai jis baigsis, galėsite žaisti dar kartą su tais pačiais žaidėjais

# the game's rules and this table's house rules (key: ?)
the-game-s-rules-and-this-49215a = žaidimo taisyklės ir šio stalo papildomos taisyklės (klavišas: ?)

# The greedy bot would let this chance go (pass).
the-greedy-bot-would-let-this-87a3d6 = Godusis botas to atsisakytų (pass).

# The greedy bot would play: {action}.
the-greedy-bot-would-play-action-9e63b9 = Godusis botas žaistų: { $action }.

# The highest bidder pays the dealer; a pass is final.
the-highest-bidder-pays-the-dealer-15b4e4 = Daugiausia pasiūlęs moka dalytojui; praleidimas galutinis.

# (the Hint button: what the greedy bot would do)
the-hint-button-what-the-greedy-830292 = (mygtukas „Patarimas“: ką darytų godusis botas)

# The joker stands for
the-joker-stands-for-acd061 = Džokeris atstoja

# The joker you took must go back on the table this turn.
the-joker-you-took-must-go-ee241e = Paimtas džokeris per šį ėjimą turi grįžti ant stalo.

# The link is wrong, or the table was closed (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-03a896 = Nuoroda neteisinga arba stalas uždarytas (laukiamajame niekieno nelaukiamas stalas po kurio laiko uždaromas).

# The link is wrong, or the table no longer exists (a table left waiting in the lobby with nobody at it is closed after a while).
the-link-is-wrong-or-the-c9145c = Nuoroda neteisinga arba stalo nebėra (laukiamajame niekieno nelaukiamas stalas po kurio laiko uždaromas).

# the melds on the table
the-melds-on-the-table-e75ce6 = deriniai ant stalo

# The open tables could not be fetched; trying again in a moment.
the-open-tables-could-not-be-ed6a6f = Nepavyko gauti atvirų stalų; netrukus bandysime dar kartą.

# the options must be an object of name: value, such as {example}
the-options-must-be-an-object-d4c768 = parinktys turi būti objektas su poromis „pavadinimas: reikšmė“, pvz., { $example }

# The poker hand of each round
the-poker-hand-of-each-round-c2a8ae = Kiekvieno raundo pokerio ranka

# The pot holds {pot:chip}; you have {chips:chip}.
the-pot-holds-pot-you-have-293124 =
    Banke yra { $pot ->
        [one] { $pot } žetonas
        [few] { $pot } žetonai
       *[other] { $pot } žetonų
    }; jūs turite { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    }.

# the record as text
the-record-as-text-c1d2b9 = įrašas tekstu

# the request must be a JSON object
the-request-must-be-a-json-d77953 = užklausa turi būti JSON objektas

# the rules could not be loaded: {why}
the-rules-could-not-be-loaded-d26aed = nepavyko įkelti taisyklių: { $why }

# The rules of each game: {liverpool}, {carousel}, {rummoli}.
the-rules-of-each-game-liverpool-baae22 = Kiekvieno žaidimo taisyklės: { $liverpool }, { $carousel }, { $rummoli }.

# the rules: {option}
the-rules-option-d382c4 = taisyklės: { $option }

# The run ({cards:card} played)
the-run-cards-played-a11abc =
    Kortų seka ({ $cards ->
        [one] sužaista { $cards } korta
        [few] sužaistos { $cards } kortos
       *[other] sužaista { $cards } kortų
    })

# the server could not save that move; reload the page
the-server-could-not-save-that-5334fd = serveris negalėjo išsaugoti šio ėjimo; perkraukite puslapį

# the server could not save that; nothing changed, try again in a moment
the-server-could-not-save-that-6a1912 = serveris negalėjo to išsaugoti; niekas nepakeista, netrukus bandykite dar kartą

# the server could not save that move; nothing changed, try again in a moment
the-server-could-not-save-that-b0e3b5 = serveris negalėjo išsaugoti šio ėjimo; niekas nepakeista, netrukus bandykite dar kartą

# the server could not save the new table; try again in a moment
the-server-could-not-save-the-5845b1 = serveris negalėjo išsaugoti naujo stalo; netrukus bandykite dar kartą

# the server could not save your seat at the new table; reload
the-server-could-not-save-your-382b38 = serveris negalėjo išsaugoti jūsų vietos prie naujo stalo; perkraukite

# the server lost track of this table; reload the page
the-server-lost-track-of-this-4703a4 = serveris pametė šio stalo būseną; perkraukite puslapį

# the server's answer could not be read
the-server-s-answer-could-not-f6fd04 = nepavyko perskaityti serverio atsakymo

# the server said no ({status})
the-server-said-no-status-0e6257 = serveris atsisakė ({ $status })

# The start of the game.
the-start-of-the-game-309532 = Žaidimo pradžia.

# The table
the-table-3a108b = Stalas

# The table (as the server sends it)
the-table-as-the-server-sends-d3bace = Stalas (kaip jį siunčia serveris)

# the table has moved on since you decided (someone acted first); look at the new position and try again
the-table-has-moved-on-since-7092f4 = kol sprendėte, prie stalo jau paėjo (kažkas veikė pirmas); pažiūrėkite naują padėtį ir bandykite dar kartą

# The table - your draft (nothing changes until you meld)
the-table-your-draft-nothing-changes-f5bb9d = Stalas - jūsų juodraštis (niekas nesikeičia, kol nepadedate derinių)

# The whole board in one pot
the-whole-board-in-one-pot-14cb11 = Visa lenta viename banke

# there is no bot {value} for seat {seat}: choose a level ({levels}), a bot ({bots}) or null for a person
there-is-no-bot-value-for-0e7380 = vietai { $seat } nėra boto { $value }: pasirinkite lygį ({ $levels }), botą ({ $bots }) arba null žmogui

# there is no finished game with that id
there-is-no-finished-game-with-5436f0 = baigto žaidimo su tokiu id nėra

# there is no game {value}; choose a game: {games}
there-is-no-game-value-choose-6011e5 = žaidimo { $value } nėra; pasirinkite žaidimą: { $games }

# there is no move to hint at: the game is not being played
there-is-no-move-to-hint-45e9d8 = nėra ėjimo patarimui: žaidimas nevyksta

# there is no such seat
there-is-no-such-seat-82a817 = tokios vietos nėra

# there is no such table
there-is-no-such-table-588e15 = tokio stalo nėra

# There is no such table
there-is-no-such-table-73dbf8 = Tokio stalo nėra

# there is nothing to bid, bet or raise now
there-is-nothing-to-bid-bet-3e444f = dabar nėra ką siūlyti, statyti ar pakelti

# there is nothing to undo in this turn
there-is-nothing-to-undo-in-f770d0 = per šį ėjimą nėra ką atšaukti

# (this address works only on this computer: to play across your network, open the page at the address the server printed)
this-address-works-only-on-this-7ca59e = (šis adresas veikia tik šiame kompiuteryje: norėdami žaisti per tinklą, atverkite puslapį adresu, kurį išspausdino serveris)

# this browser's seat is not known at this table; you are watching
this-browser-s-seat-is-not-e18a9f = šios naršyklės vieta prie šio stalo nežinoma; jūs stebite

# This fails: {fault}. It would cost you {points:point}.
this-fails-fault-it-would-cost-a58bda =
    Tai nepavyks: { $fault }. Jums tai kainuotų { $points ->
        [one] { $points } tašką
        [few] { $points } taškus
       *[other] { $points } taškų
    }.

# this game has already started; you can watch it
this-game-has-already-started-you-fd323c = šis žaidimas jau prasidėjo; galite jį stebėti

# this server cannot make new tables
this-server-cannot-make-new-tables-01468d = šis serveris negali kurti naujų stalų

# This table no longer exists
this-table-no-longer-exists-922279 = Šio stalo nebėra

# three
three-888603 = trys

# {title} - the board
title-the-board-d9e635 = { $title } - lenta

# to act
to-act-0fbbff = dabar veikia

# to bid
to-bid-8dfab9 = dabar siūlo

# To call: {chips:chip}
to-call-chips-731626 =
    Išlyginti reikia { $chips ->
        [one] { $chips } žetono
        [few] { $chips } žetonų
       *[other] { $chips } žetonų
    }

# To meld, build the table in the draft and press Meld.
to-meld-build-the-table-in-7f3582 = Norėdami dėti derinius, sudėliokite stalą juodraštyje ir paspauskite Dėti derinius.

# to play
to-play-f36266 = dabar žaidžia

# To rearrange: drag a card onto a meld or onto New meld, or select a card (click it, or Enter) and then choose Put here or New meld. Cards from your hand can go back until you meld.
to-rearrange-drag-a-card-onto-896758 = Pertvarkyti: nutempkite kortą ant derinio arba ant Naujas derinys, arba pažymėkite kortą (spustelėkite arba Enter) ir pasirinkite Dėti čia arba Naujas derinys. Rankos kortos gali grįžti, kol nepadedate derinių.

# to start a new table, or ask for the invite link again.
to-start-a-new-table-or-34a98e = pradėti naujo stalo, arba paprašykite kvietimo nuorodos dar kartą.

# too many messages: a connection may send {rate} a second ({burst} at once); this one was ignored
too-many-messages-a-connection-may-aaea5c = per daug žinučių: ryšys gali siųsti { $rate } per sekundę ({ $burst } iš karto); ši žinutė nepaisyta

# too many new tables from your address: at most {limit} every {window} seconds; try again in {wait} s
too-many-new-tables-from-your-e2ed96 = per daug naujų stalų iš jūsų adreso: ne daugiau kaip { $limit } per { $window } s; bandykite dar kartą po { $wait } s

# Total
total-ad066d = Suma

# two
two-be2488 = du

# Type a move (Enter sends; / focuses):
type-a-move-enter-sends-focuses-5bfafc = Įrašykite ėjimą (Enter siunčia; / perkelia čia):

# type how many chips to {verb}, a whole number from {min} to {max}
type-how-many-chips-to-verb-8c11ee = įrašykite, kiek žetonų { $verb }: sveikąjį skaičių nuo { $min } iki { $max }

# type your name first: it is how the others see you at the table
type-your-name-first-it-is-20c515 = pirmiausia įrašykite savo vardą: taip jus matys kiti prie stalo

# Undo (u)
undo-u-a05418 = Atšaukti (u)

# unknown message type {shown} (known: {known})
unknown-message-type-shown-known-known-fcbadb = nežinomas žinutės tipas { $shown } (žinomi: { $known })

# (usually {value})
usually-value-faa314 = (paprastai { $value })

# ✓ valid
valid-7ec805 = ✓ tinka

# Waiting for every seat to be filled (send the invite link, or give seats to bots).
waiting-for-every-seat-to-be-8bb765 = Laukiama, kol bus užimtos visos vietos (nusiųskite kvietimo nuorodą arba atiduokite vietas botams).

# Waiting for {names}.
waiting-for-names-f02ed7 = Laukiama: { $names }.

# Waiting for players
waiting-for-players-303013 = Laukiama žaidėjų

# warning
warning-792112 = įspėjimas

# went out
went-out-ac3501 = išėjo

# {what} could not be read: it is not JSON
what-could-not-be-read-it-545e05 = { $what }: nepavyko perskaityti, tai ne JSON

# What happened
what-happened-b218d5 = Kas įvyko

# {what} holds text that is not valid Unicode
what-holds-text-that-is-not-72151e = { $what }: yra netinkamų simbolių (ne Unikodo tekstas)

# {what} is nested too deeply (at most {depth} levels)
what-is-nested-too-deeply-at-016f6a = { $what }: per gilus įdėjimas (didžiausias gylis – { $depth })

# what the greedy bot would do in your place
what-the-greedy-bot-would-do-ecbe42 = ką jūsų vietoje darytų godusis botas

# Where on m{id}?
where-on-m-id-22fa01 = Kur prie m{ $id }?

# where to lay it off
where-to-lay-it-off-e9ee9a = kur pridėti

# Widow: {cards:card} face down. The dealer, {name}, may exchange their hand for it unseen, or keep it.
widow-cards-face-down-the-dealer-807cd5 =
    Našlė: { $cards ->
        [one] { $cards } užversta korta
        [few] { $cards } užverstos kortos
       *[other] { $cards } užverstų kortų
    }. Dalytojas { $name } gali, jos nematęs, iškeisti į ją savo ranką arba ranką pasilikti.

# Widow: {cards:card} face down, up for auction. {high} Still to bid: {names}.
widow-cards-face-down-up-for-ee4782 =
    Aukcione parduodama našlė: { $cards ->
        [one] { $cards } užversta korta
        [few] { $cards } užverstos kortos
       *[other] { $cards } užverstų kortų
    }. { $high } Dar siūlys: { $names }.

# Widow taken by {name}; the hand given up is dead ({cards:card}, out of play).
widow-taken-by-name-the-hand-60785b =
    Našlę paėmė { $name }; atiduota ranka ({ $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }) lieka nežaidžiama.

# won
won-2be8f3 = laimėjo

# won the poker
won-the-poker-25fc87 = laimėjo pokerį

# won: {won}
won-won-e49608 = laimėjo: { $won }

# yes
yes-4e9f35 = taip

# you
you-50b8d0 = jūs

# you are watching this table
you-are-watching-this-table-6db136 = jūs stebite šį stalą

# you are watching this table; hints are for its players
you-are-watching-this-table-hints-d935e3 = jūs stebite šį stalą; patarimai skirti jo žaidėjams

# you are watching this table; join it to play
you-are-watching-this-table-join-b0fe1c = jūs stebite šį stalą; prisijunkite, kad žaistumėte

# you are watching this table; only its players can play again
you-are-watching-this-table-only-c4d50d = jūs stebite šį stalą; dar kartą žaisti gali tik jo žaidėjai

# you can only act for your own seat
you-can-only-act-for-your-ce62d4 = galite veikti tik už savo vietą

# you can only pass.
you-can-only-pass-c0af98 = galite tik praleisti.

# you cannot give your own seat to a bot
you-cannot-give-your-own-seat-b67ac8 = negalite atiduoti savo vietos botui

# You could go down with:
you-could-go-down-with-ca4d9d = Galite išsidėti su:

# You deal, and you hold a pay card, so you keep your hand; the widow goes to auction.
you-deal-and-you-hold-a-0a6399 = Jūs dalijate ir turite prizinę kortą, todėl pasiliekate savo ranką; našlė parduodama aukcione.

# You deal. Exchange your hand for the widow ({cards:card}, unseen), or keep it.
you-deal-exchange-your-hand-for-885c8c =
    Jūs dalijate. Nematę iškeiskite savo ranką į našlę ({ $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    }) arba ranką pasilikite.

# You have {chips:chip}, not enough to outbid {bid}: pass.
you-have-chips-not-enough-to-7fb08a =
    Turite { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
       *[other] { $chips } žetonų
    } – per mažai, kad pasiūlytumėte daugiau nei { $bid }; praleiskite.

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d), or knock (k).
you-have-drawn-draws-of-3-4e9884 = Ištraukėte { $draws } iš 3 kortų. Dėkite derinius (m), traukite dar (d) arba pasibelskite (k).

# You have drawn {draws} of 3 cards. Meld (m), or draw again (d).
you-have-drawn-draws-of-3-68ce05 = Ištraukėte { $draws } iš 3 kortų. Dėkite derinius (m) arba traukite dar (d).

# you held the next card
you-held-the-next-card-c284cc = turėjote kitą kortą

# You hold a pay card, so you may not bid for the widow: pass.
you-hold-a-pay-card-so-af9902 = Turite prizinę kortą, tad negalite siūlyti už našlę: praleiskite.

# You may act now (or let it go).
you-may-act-now-or-let-90aa73 = Dabar galite veikti (arba praleisti).

# (you sit in seat 1)
you-sit-in-seat-1-71d957 = (jūsų vieta – 1)

# You took {card} from the discard pile: it cannot go back there this turn.
you-took-card-from-the-discard-3e58af = Paėmėte { $card } iš numestų kortų krūvos: per šį ėjimą ji negali ten grįžti.

# You won the {pot} pot: claim it before the next card is played, or its chips stay.
you-won-the-pot-pot-claim-4c220f = Laimėjote { $pot_genitive } banką: pasiimkite jį, kol nesužaista kita korta, kitaip žetonai liks lentoje.

# Your hand · {cards:card} · {chips:chip}
your-hand-cards-chips-0951f4 =
    Jūsų ranka · { $cards ->
        [one] { $cards } korta
        [few] { $cards } kortos
       *[other] { $cards } kortų
    } · { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
       *[other] { $chips } žetonų
    }

# your hand (drag a card, or Shift+← / Shift+→, to move it)
your-hand-drag-a-card-or-a2d28e = jūsų ranka (kortą perkelkite nutempę ją arba Shift+← / Shift+→)

# your hand
your-hand-e448fc = jūsų ranka

# Your hand · score {points}
your-hand-score-points-bf5b37 = Jūsų ranka · rezultatas { $points }

# Your hand · score {points} · you deal
your-hand-score-points-you-deal-a1d1ca = Jūsų ranka · rezultatas { $points } · jūs dalijate

# Your hand (worth {points} points)
your-hand-worth-points-points-cb595e = Jūsų ranka (vertė – { $points ->
        [one] { $points } taškas
        [few] { $points } taškai
       *[other] { $points } taškų
    })

# Your hand (worth {points} points - low enough to knock after drawing)
your-hand-worth-points-points-low-616a8a = Jūsų ranka (vertė – { $points ->
        [one] { $points } taškas
        [few] { $points } taškai
       *[other] { $points } taškų
    }: pakankamai mažai, kad ištraukę kortą galėtumėte pasibelsti)

# your lowest card, to lead
your-lowest-card-to-lead-c3be03 = žemiausia korta, pradėti

# your lowest {colour} card
your-lowest-colour-card-29e1d3 = jūsų žemiausia { $colour } korta

# Your move
your-move-3df6e2 = Jūsų ėjimas

# Your move.
your-move-50a6fc = Jūsų ėjimas.

# Your move: {what}
your-move-what-a7bfd2 = Jūsų ėjimas: { $what }

# Your moves as text
your-moves-as-text-38cbfe = Jūsų ėjimai tekstu

# Your name
your-name-3a0663 = Jūsų vardas

# Your poker hand: {hand}
your-poker-hand-hand-333b38 = Jūsų pokerio derinys: { $hand }

# Your turn: draw a card (click the draw pile, or press d).
your-turn-draw-a-card-click-488c0f = Jūsų ėjimas: traukite kortą (spustelėkite traukimo krūvą arba paspauskite d).

# Your turn: draw from the stock (s) or take the discard (d).
your-turn-draw-from-the-stock-16d206 = Jūsų ėjimas: traukite iš traukimo krūvos (s) arba imkite numestą kortą (d).

# Yours
yours-2635ea = Jūsų

# the table is changing too fast; try again in a moment
the-table-is-changing-too-fast-0ec726 = stalas keičiasi per greitai; netrukus bandykite dar kartą

# How to rearrange the table
how-to-rearrange-the-table-0afeb8 = Kaip pertvarkyti stalą

# One click: you and bots at a table, and the game starts at once.
one-click-you-and-bots-at-8889b9 = Vienas spustelėjimas: jūs ir botai prie stalo, ir žaidimas prasideda iškart.

# Play {game} now, against bots
play-game-now-against-bots-213020 = Žaisti { $game_accusative } dabar prieš botus

# Play now
play-now-165252 = Žaisti dabar

# Starting the game…
starting-the-game-157e88 = Žaidimas pradedamas…

# The summary is on the table: when you have read it, press “{button}”.
the-summary-is-on-the-table-619426 = Suvestinė ant stalo: ją perskaitę spauskite „{ $button }“.

# You can make the contract ({contract}) from your hand: go down now, or discard.
you-can-make-the-contract-contract-9a61a9 = Iš rankos galite įvykdyti kontraktą ({ $contract }): išsidėkite dabar arba numeskite kortą.
