// Rummoli at the table: the board of nine pots, the stacks, the widow and its
// auction, the poker betting (with the amount to call), the run of played cards,
// and pot wins as they happen.  A play that is no choice (one legal card) is
// made for you, unless you untick that.  Keys (listed on the page too): k keep,
// e exchange, b the amount box (Enter sends), p pass, c check or call, f fold,
// m claim; in your hand the arrow keys move between cards and Enter plays one.
import { I18N, _, ngettext, N_, fill } from "./i18n.js";
import {
  cardElement, cardInfo, feltHead, givenName, handDock, handSorter, handsTable, numberText, orderHand, reorderable,
  seatRing, signedNumber, sortButtons,
} from "./common.js";
import { h } from "./page.js";
import { act, latest, renderState, showError, socket } from "./table-core.js";

const POTS = ["Ts", "Jd", "Qc", "Kh", "As", "Kd-Ad", "7-8-9", "poker", "rummoli"];
const POT_TEXT = { "Kd-Ad": "K♦-A♦", "7-8-9": "7-8-9", poker: N_("Poker"), rummoli: N_("Rummoli") };
const RUN_SHOWN = 20;     // the last cards of the run shown
const AUTO_DELAY = 700;   // ms a forced play waits, so it is seen before it is sent
const KEYS = { k: ["keep"], e: ["exchange"], p: ["pass"], c: ["check", "call"], f: ["fold"], m: ["claim"] };
const AUTO_KEY = "rummyhall:rummoli:auto-play";
const ui = { sorter: handSorter("suit"), drawnPhase: null, seenRound: 0, auto: localStorage.getItem(AUTO_KEY) !== "off", autoSeq: -1, pending: null, timer: null, note: "", seen: null };

const potText = (pot) => (POT_TEXT[pot] ? _(POT_TEXT[pot]) : cardInfo(pot).short);
/** A pot as a message's {pot}: a word with its cases (Poker, Rummoli), else its cards ("10♠", "K♦-A♦"). */
const potWord = (pot) => (POT_TEXT[pot] ? I18N.word(POT_TEXT[pot]) : potText(pot));
const chips = (n) => ngettext("{count} chip", "{count} chips", n);
const cardCount = (n) => ngettext("{count} card", "{count} cards", n);

export function render(root, message, who) {
  const view = message.view;
  const you = message.you;
  const seated = you !== null && you !== undefined;
  const label = (s) => (s === you ? _("{name} (you)", { name: who[s] }) : who[s]);
  const focus = focusState();
  const forced = forcedCard(message);
  const reading = view.last_round && !view.over && ui.seenRound < view.last_round.round;  // (a summary up: played after)
  if (forced && !reading) schedulePlay(message, forced);
  else if (view.phase === "rummoli" && !view.run.length) ui.note = "";  // a note lasts until the next run
  const centre = h("div", { class: "centre rummoli-centre" });
  if (seated && message.legal.length) centre.append(actionPanel(message, label, forced) || "");
  centre.append(boardPanel(view, label));
  centre.append(runPanel(message, label, seated ? helpPanel() : null));
  autoPlaySetting(seated);
  const parts = [feltHead(roundSummary(view, label, who), view.over && view.result ? finalChips(view, label) : null), playersRing(view, label, who, you), centre];
  if (seated) parts.push(handPanel(message));
  root.replaceChildren(...parts.filter(Boolean));
  const run = document.getElementById("run");
  run.scrollLeft = run.scrollWidth;  // (on a phone the run is one row: its newest cards in sight)
  if (seated && !view.over && message.legal.length) {
    document.getElementById("turn").textContent = _("Your move: {what}", { what: prompt(message, forced) });
  }
  restoreFocus(focus, message, forced, reading);
  ui.drawnPhase = view.phase;
}

// -- the board: pots, widow, betting, wins

function boardPanel(view, label) {
  const title = view.final
    ? (view.contested === "poker" ? _("Final poker for the whole board") : _("Final poker for the {pot} pot", { pot: potWord(view.contested) }))
    : view.rounds ? _("Round {round} of {rounds}", { round: view.round, rounds: view.rounds }) : _("Round {round}", { round: view.round });
  const fresh = freshWins(view);
  const now = view.wins.filter((w) => w.round === view.round);
  const tiles = POTS.map((pot) => potTile(pot, view, now.filter((w) => w.pot === pot), fresh, label));
  const latestWin = view.wins[view.wins.length - 1];
  return h("section", { class: "felt-box", id: "rummoli-board" },
    h("h2", {}, _("{title} - the board", { title })),
    h("div", { class: "pots", id: "pots" }, tiles),
    h("p", { id: "widow", text: widowText(view, label) }),
    view.betting ? h("p", { id: "betting-line", text: bettingText(view) }) : null,
    latestWin ? h("p", { id: "pot-news", class: fresh.has(latestWin) ? "news just-won" : "news", role: "status",
      text: latestWin.round === view.round
        ? _("{name} won the {pot} pot: {chips:chip}.", { name: label(latestWin.seat), pot: potWord(latestWin.pot), chips: latestWin.chips })
        : _("{name} won the {pot} pot: {chips:chip} (round {round}).", { name: label(latestWin.seat), pot: potWord(latestWin.pot), chips: latestWin.chips, round: latestWin.round }) }) : null,
    null);
}

function potTile(pot, view, wins, fresh, label) {
  const inPot = view.pots[pot];
  const bets = view.betting && pot === view.contested ? view.betting.pot - inPot : 0;
  const name = pot === "Kd-Ad" ? [cardElement("Kd", { extra: "small" }), cardElement("Ad", { extra: "small" })]
    : pot.length === 2 ? cardElement(pot, { extra: "small" }) : h("span", { class: "pot-name", text: potText(pot) });
  const won = wins.map((w) => `${label(w.seat)} ${signedNumber(w.chips)}`).join(", ");
  const classes = ["pot"];
  if (wins.length) classes.push("won");
  if (wins.some((w) => fresh.has(w))) classes.push("just-won");
  if (view.betting && pot === view.contested) classes.push("contested");
  return h("div", { class: classes.join(" "), "data-zone": "pot", "data-pot": pot, role: "group",
    "aria-label": won ? _("{pot} pot: {chips:chip}; won by {won}", { pot: potWord(pot), chips: inPot, won }) : _("{pot} pot: {chips:chip}", { pot: potWord(pot), chips: inPot }) },
    h("div", { class: "pot-label" }, name),
    h("div", { class: "chips", text: chips(inPot) }),
    bets ? h("div", { class: "small", text: _("+{count} bet", { count: bets }) }) : null,
    // (each winner's name on a line of its own, cut to the tile's width if need be, the whole in the title)
    won ? h("div", { class: "small won-by", title: _("won: {won}", { won }) },
      wins.map((w, k) => h("span", { class: "won-name", text: k ? givenName(label(w.seat)) : _("won: {won}", { won: givenName(label(w.seat)) }) })),
      h("span", { text: wins.map((w) => signedNumber(w.chips)).join(" ") })) : null);
}

/** The wins this page has not shown before (none on its first drawing). */
function freshWins(view) {
  const counts = new Map();
  for (const w of view.wins) counts.set(w.round, (counts.get(w.round) || 0) + 1);
  const first = ui.seen === null;
  const fresh = new Set();
  if (!first) {
    const index = new Map();
    for (const w of view.wins) {
      const i = index.get(w.round) || 0;
      index.set(w.round, i + 1);
      if (i >= (ui.seen.get(w.round) || 0)) fresh.add(w);
    }
  }
  ui.seen = counts;
  return fresh;
}

function widowText(view, label) {
  const widow = view.widow;
  if (view.final) return _("Final poker: a fresh deal, the widow ({cards:card}) dealt dead.", { cards: widow.cards });
  if (view.phase === "widow") {
    return _("Widow: {cards:card} face down. The dealer, {name}, may exchange their hand for it unseen, or keep it.", { cards: widow.cards, name: label(view.dealer) });
  }
  if (view.phase === "auction") {
    const a = view.auction;
    const high = a.high_bidder === null ? _("No bid yet.") : _("Highest bid: {bid} by {name}.", { bid: a.high_bid, name: label(a.high_bidder) });
    return _("Widow: {cards:card} face down, up for auction. {high} Still to bid: {names}.", { cards: widow.cards, high, names: view.actors.map(label).join(", ") });
  }
  if (widow.taken_by !== null) return _("Widow taken by {name}; the hand given up is dead ({cards:card}, out of play).", { name: label(widow.taken_by), cards: widow.cards });
  return _("Dead hand: {cards:card}, out of play (nobody took the widow).", { cards: widow.cards });
}

function bettingText(view) {
  const b = view.betting;
  return _("Poker betting: {chips:chip} in the pot, highest bet {bet} ({raises} of {most} raises); bets and raises are 1-{limit} chips.",
    { chips: b.pot, bet: b.current_bet, raises: b.raises, most: b.max_raises, limit: b.limit });
}

// -- the players

function playersRing(view, label, who, you) {
  const actors = view.actors || [];
  return seatRing(view.players, you, who, (s) => {
    const p = view.players[s];
    const marks = [];
    if (!p.in_game) marks.push(_("out"));
    if (p.in_game && s === view.dealer) marks.push(_("dealer"));
    if (actors.includes(s)) marks.push(view.phase === "auction" ? _("to bid") : _("to act"));
    if (view.auction && s === view.auction.high_bidder) marks.push(_("high bid {bid}", { bid: view.auction.high_bid }));
    else if (view.auction && p.in_game && s !== view.dealer && !p.in_auction) marks.push(_("out of the auction"));  // (not "passed": that is the event "{who} passed")
    if (p.folded) marks.push(_("folded"));
    else if (view.betting && p.in_game && p.chips === 0) marks.push(_("all in"));
    if (view.phase === "rummoli" && s === view.poker_winner) marks.push(_("won the poker"));
    const shown = p.shown.length ? h("div", { class: "shown" }, _("showed") + " ", h("span", { class: "fan" }, p.shown.map((c) => cardElement(c, { extra: "small" })))) : null;
    return { active: actors.includes(s), out: !p.in_game, marks, extra: shown,
      stats: [chips(p.chips), p.bet ? _("bet {count}", { count: p.bet }) : ""].filter(Boolean) };
  });
}

/** The round just over: what everyone was left holding (a chip paid for each card), the pots won, the chips. */
function roundSummary(view, label, who) {
  const last = view.last_round;
  if (!last || (!view.over && ui.seenRound >= last.round)) return null;
  const rows = last.hands.map((hand, s) => {
    const won = last.wins.filter((w) => w.seat === s);
    return h("tr", { class: s === last.out ? "won" : "" },
      h("th", { scope: "row" }, label(s), s === last.out ? " - " + _("went out") : ""),
      h("td", {}, hand.length ? h("span", { class: "fan" }, hand.map((c) => cardElement(c, { extra: "small" }))) : _("no cards")),
      h("td", { text: won.map((w) => `${potText(w.pot)} ${signedNumber(w.chips)}`).join(", ") }),
      h("td", { class: "num", text: s === last.out || !hand.length ? "" : signedNumber(-hand.length) }),
      h("td", { class: "num", text: numberText(last.chips[s]) }));
  });
  const box = h("section", { class: "summary", id: "round-summary", "data-zone": "summary", "aria-labelledby": "round-summary-title" },
    h("h2", { id: "round-summary-title" }, _("Round {round} is over: {why}.", { round: last.round, why: fill(last.why, last.params, who) })),
    handsTable(h("table", {}, h("thead", {}, h("tr", {}, [_("Player"), _("Left holding"), _("Pots won")].map((t) => h("th", { text: t })),
      [_("Paid"), _("Chips")].map((t) => h("th", { class: "num", text: t })))), h("tbody", {}, rows))));
  if (!view.over) {
    box.querySelector("h2").after(h("button", { type: "button", class: "primary", id: "summary-close", "data-action": "summary-close",
      onclick: () => { ui.seenRound = last.round; renderState(latest); }, text: view.final ? _("On to the final poker") : _("On to round {round}", { round: view.round }) }));
  }
  // (a card played for you: said where you read, not in the dock under the summary)
  if (ui.note) box.querySelector("h2").after(h("p", { id: "auto-note", class: "note", role: "status", text: ui.note }));
  return box;
}

/** The game's end: every player's chips, most first. */
function finalChips(view, label) {
  const order = view.result.scores.map((c, s) => [c, s]).sort((a, b) => b[0] - a[0]);
  const best = order[0][0];
  return h("section", { class: "summary", "data-zone": "summary", id: "final-chips", "aria-labelledby": "final-chips-title" },
    h("h2", { id: "final-chips-title", text: _("Final chips") }),
    h("table", {}, h("tbody", {}, order.map(([c, s]) => h("tr", { class: c === best ? "won" : "" },
      h("th", { scope: "row", text: c === best ? _("{name} - winner", { name: label(s) }) : label(s) }), h("td", { class: "num", text: chips(c) }))))));
}

// -- your move: widow, auction, betting, claims

function actionPanel(message, label, forced) {
  const view = message.view;
  const legal = message.legal;
  const me = view.players[view.seat];
  const parts = [];
  if (view.phase === "widow") {
    parts.push(h("p", { text: legal.includes("exchange")
      ? _("You deal. Exchange your hand for the widow ({cards:card}, unseen), or keep it.", { cards: view.widow.cards })
      : _("You deal, and you hold a pay card, so you keep your hand; the widow goes to auction.") }),
    h("div", { class: "row" }, button("keep", _("Keep my hand (k)"), legal, true), button("exchange", _("Exchange for the widow (e)"), legal)));
  } else if (view.phase === "auction") {
    const bids = legal.filter((a) => a.startsWith("bid "));
    const a = view.auction;
    if (bids.length) {
      parts.push(h("p", { text: _("Bid for the widow ({cards:card}, unseen): more than {bid}, at most your {chips:chip}.", { cards: view.widow.cards, bid: a.high_bid, chips: me.chips })
        + " " + _("The highest bidder pays the dealer; a pass is final.") }),
      h("div", { class: "row" }, amountForm("bid", _("Bid"), a.high_bid + 1, me.chips), button("pass", _("Pass (p)"), legal)));
    } else {
      parts.push(h("p", { text: me.chips > a.high_bid ? _("You hold a pay card, so you may not bid for the widow: pass.")
        : _("You have {chips:chip}, not enough to outbid {bid}: pass.", { chips: me.chips, bid: a.high_bid }) }),
        h("div", { class: "row" }, button("pass", _("Pass (p)"), legal, true)));
    }
  } else if (view.phase === "betting") {
    const b = view.betting;
    const raises = legal.filter((x) => /^(bet|raise) /.test(x));
    const verb = raises.length ? raises[0].split(" ")[0] : null;
    parts.push(h("div", { class: "to-call-line" },
      h("p", { class: "to-call", id: "to-call", text: b.to_call ? _("To call: {chips:chip}", { chips: b.to_call }) : _("Nothing to call") }),
      h("p", { class: "muted", text: _("The pot holds {pot:chip}; you have {chips:chip}.", { pot: b.pot, chips: me.chips })
        + (verb === "raise" ? " " + _("A raise puts in the {count} to call plus the raise.", { count: b.to_call }) : "") })),
      h("div", { class: "row" },
        b.to_call ? button("call", b.to_call < me.chips ? _("Call {count} (c)", { count: b.to_call }) : _("Call {count}, all in (c)", { count: me.chips }), legal, true)
          : button("check", _("Check (c)"), legal, true),
        b.to_call ? button("fold", _("Fold (f)"), legal) : null,
        verb ? amountForm(verb, verb === "bet" ? _("Bet") : _("Raise by"), 1, Math.max(...raises.map((x) => Number(x.split(" ")[1])))) : null));
  } else if (view.phase === "claim" || (view.claim && legal.includes("claim"))) {
    parts.push(h("p", { text: _("You won the {pot} pot: claim it before the next card is played, or its chips stay.", { pot: potWord(view.claim.pot) }) }),
      h("div", { class: "row" }, button("claim", _("Claim (m)"), legal, true),
        view.phase === "claim" ? button("pass", _("Let it go (p)"), legal) : null));
  }
  // (in the Rummoli phase the run's panel says what is needed, and how to play it: no panel of its own)
  if (view.poker_hand) {
    parts.push(h("p", { id: "poker-hand" }, _("Your poker hand: {hand}", { hand: I18N.word(view.poker_hand.category) }) + " ",
      h("span", { class: "fan" }, view.poker_hand.best.map((c) => cardElement(c, { extra: "small" })))));
  }
  if (!parts.length) return null;
  // (no heading on the felt: the banner above says it is your move; the section is named for readers)
  return h("section", { class: "felt-box", id: "rummoli-actions", "aria-label": _("Your move") }, parts);
}

function button(action, text, legal, main = false) {
  return h("button", { type: "button", id: action, class: main ? "primary" : "", "data-main": main || null,
    disabled: !legal.includes(action), "data-action": legal.includes(action) ? action : null, onclick: () => act(action), text });
}

/** A number box and its button: Enter in the box sends, e.g. "bid 4"; the server explains a refusal. */
function amountForm(verb, text, min, max) {
  const input = h("input", { type: "number", id: "amount", min, max, value: min, inputmode: "numeric",
    "aria-label": _("chips to {verb} ({min}-{max})", { verb: I18N.word(verb), min, max }) });
  return h("form", { class: "row", id: "amount-form", novalidate: true, onsubmit: (event) => {
    event.preventDefault();
    const amount = input.value.trim();
    if (!/^\d+$/.test(amount)) return showError(_("type how many chips to {verb}, a whole number from {min} to {max}", { verb: I18N.word(verb), min, max }));
    act(`${verb} ${amount}`);
  } }, h("label", {}, `${text} `, input, h("span", { class: "muted", text: ` (${numberText(min)}-${numberText(max)})` })),
  h("button", { type: "submit", id: verb, class: verb === "bid" ? "primary" : "", "data-main": verb === "bid" || null, "data-action": verb,
    text: _("{action} (b, Enter)", { action: text }) }));
}

function needText(view, label, you) {
  const need = view.need;
  const mine = view.turn === you;
  if (need.kind === "next") return _("Next: {card} (the next card of the suit), held by {name}.", { card: cardInfo(need.card).short, name: label(view.turn) });
  if (need.kind === "colour") {
    return mine ? _("Next: your lowest {colour} card.", { colour: I18N.word(need.colour) })
      : _("Next: {name}'s lowest {colour} card.", { name: label(view.turn), colour: I18N.word(need.colour) });
  }
  return mine ? _("Next: your lowest card, to lead the Rummoli phase.") : _("Next: {name}'s lowest card, to lead the Rummoli phase.", { name: label(view.turn) });
}

function prompt(message, forced) {
  const view = message.view;
  const legal = message.legal;
  if (forced) return _("{card} is your only legal card; playing it for you…", { card: cardInfo(forced).short });
  if (view.phase === "widow") {
    return legal.includes("exchange") ? _("exchange your hand for the widow, or keep it.") : _("keep your hand (you hold a pay card).");
  }
  if (view.phase === "auction") return legal.length > 1 ? _("bid for the widow, or pass.") : _("you can only pass.");
  if (view.phase === "betting") {
    const toCall = view.betting.to_call;
    return toCall ? _("{count} to call: call, raise or fold.", { count: toCall }) : _("check or bet.");
  }
  if (legal.includes("claim")) return _("claim the {pot} pot.", { pot: potWord(view.claim.pot) });
  const need = view.need;
  if (need.kind === "next") return _("play the next card, {card}.", { card: cardInfo(need.card).short });
  if (need.kind === "colour") return _("play your lowest {colour} card.", { colour: I18N.word(need.colour) });
  return _("lead your lowest card.");
}

// -- your hand, the run, and plays made for you

function handPanel(message) {
  const view = message.view;
  const plays = new Set(message.legal.filter((a) => a.startsWith("play ")).map((a) => a.slice(5)));
  const cards = h("div", { class: "hand fan fit", id: "hand", "data-zone": "hand", role: "group", "aria-label": _("your hand") });
  const shown = orderHand(view.hand, ui.sorter);
  shown.forEach((i, k) => {
    const c = view.hand[i];
    const before = k ? view.hand[shown[k - 1]] : null;
    if (ui.sorter.sort === "suit" && before && c.slice(-1) !== before.slice(-1)) cards.append(h("span", { class: "suit-gap", "aria-hidden": "true" }));
    const el = cardElement(c, { button: plays.size > 0, extra: plays.has(c) ? "playable" : plays.size ? "unplayable" : "",
      label: plays.has(c) ? _("{card} (playable)", { card: cardInfo(c).long }) : cardInfo(c).long });
    el.dataset.index = i;
    if (plays.has(c)) el.dataset.action = "play";
    if (plays.size) el.addEventListener("click", () => playCard(c));
    cards.append(el);
  });
  const redraw = () => renderState(latest);
  reorderable(cards, view.hand, shown, ui.sorter, redraw);
  const me = view.players[view.seat];
  const dock = handDock(_("Your hand · {cards:card} · {chips:chip}", { cards: view.hand.length, chips: me.chips }), cards, sortButtons(ui.sorter, redraw));
  const summary = view.last_round && (view.over || ui.seenRound < view.last_round.round);
  if (ui.note && !summary) dock.querySelector(".dock-head h2").after(h("p", { id: "auto-note", class: "note", role: "status", text: ui.note }));
  return dock;
}

/** The auto-play setting in the top bar with the other settings (in sight, never under the dock). */
function autoPlaySetting(seated) {
  let box = document.getElementById("auto-play-setting");
  if (!seated) return box?.remove();
  if (!box) {
    box = h("label", { id: "auto-play-setting" }, h("input", { type: "checkbox", id: "auto-play", "data-action": "auto-play", onchange: setAutoPlay }),
      " ", h("span", {}));
    document.getElementById("help-bar").append(box);
  }
  box.querySelector("input").checked = ui.auto;
  box.querySelector("span").textContent = _("Play my card for me when it is my only legal card");
}

/** The keys, in the run's heading line (folded away: each button says its key too). */
function helpPanel() {
  const keys = _("Keys: k keep, e exchange, b amount box (Enter sends), p pass, c check or call, f fold, m claim, ← → move along your hand and Enter plays, / the command box, Esc leaves a box.");
  return h("div", { id: "rummoli-help" },
    h("details", { class: "keys-box" }, h("summary", { title: keys, "aria-label": keys }, "⌨"), h("p", { class: "muted keys", text: keys })));
}

function runPanel(message, label, help) {
  const view = message.view;
  const you = message.you;
  const shown = view.run.slice(-RUN_SHOWN);
  const earlier = view.run.length - shown.length;
  return h("section", { class: "felt-box", id: "run-panel" },
    h("div", { class: "run-head" }, h("h2", { id: "run-title" }, _("The run ({cards:card} played)", { cards: view.run.length })), help),
    view.phase === "rummoli" && view.turn !== null ? h("p", { id: "need", text: needLine(message, label) }) : null,
    h("div", { class: "run", id: "run", "data-zone": "run", role: "group", tabindex: "0", "aria-labelledby": "run-title" },
      earlier ? h("span", { class: "muted", text: _("…{count} earlier", { count: earlier }) }) : null,
      shown.map(([s, c]) => h("span", { class: "played" }, cardElement(c, { extra: "small", label: _("{card}, played by {name}", { card: cardInfo(c).long, name: label(s) }) }), h("span", { class: "by", "aria-hidden": "true", title: label(s), text: givenName(label(s)) }))),
      view.run.length ? null : h("span", { class: "muted run-empty", text: _("No card played yet this round.") })));
}

/** What the run needs next; on your move, how to play it. */
function needLine(message, label) {
  const view = message.view;
  const text = needText(view, label, message.you);
  if (view.turn !== message.you || !message.legal.length) return text;
  // (a card played for you is said in the hand's dock)
  return forcedCard(message) ? text : text + " " + _("Click a highlighted card in your hand (or move to it with the arrow keys and press Enter).");
}

/** The card to play when the only legal move is one play (and nothing may be let go). */
function forcedCard(message) {
  const legal = message.legal;
  return ui.auto && legal.length === 1 && legal[0].startsWith("play ") && !message.may_pass ? legal[0].slice(5) : null;
}

/** Play a forced card after a moment, once per position (seq). */
function schedulePlay(message, card) {
  if (ui.autoSeq === message.seq) return;
  const seq = message.seq;
  const need = message.view.need;
  const why = need.kind === "next" ? _("you held the next card")
    : need.kind === "colour" ? _("your lowest {colour} card", { colour: I18N.word(need.colour) }) : _("your lowest card, to lead");
  ui.autoSeq = seq;
  ui.pending = card;
  ui.note = _("Playing {card} for you ({why}: your only legal card)…", { card: cardInfo(card).short, why });
  clearTimeout(ui.timer);
  ui.timer = setTimeout(() => {
    if (!latest || latest.seq !== seq) return;  // the table moved on
    if (socket?.readyState !== WebSocket.OPEN) {
      ui.autoSeq = -1;  // tried again when the page has reconnected
      return;
    }
    ui.note = _("Played {card} for you ({why}: your only legal card).", { card: cardInfo(card).short, why });
    const note = document.getElementById("auto-note");
    if (note) note.textContent = ui.note;
    act(`play ${card}`);
  }, AUTO_DELAY);
}

function setAutoPlay(event) {
  ui.auto = event.target.checked;
  localStorage.setItem(AUTO_KEY, ui.auto ? "on" : "off");
  clearTimeout(ui.timer);
  ui.autoSeq = -1;
  ui.note = "";
  renderState(latest);  // drawn again: a forced play waiting now is scheduled, or not
}

function playCard(card) {
  if (card === ui.pending) clearTimeout(ui.timer);  // a forced play clicked by hand is sent once
  act(`play ${card}`);
}

// -- focus and keys

/** What had the focus in the table (and a number being typed), to give it back after redrawing. */
function focusState() {
  const el = document.activeElement;
  if (!el || !document.getElementById("game").contains(el)) return null;
  const selector = el.id ? `#${el.id}` : el.dataset.card ? `#hand [data-card="${el.dataset.card}"]` : null;
  return selector && { selector, value: el.type === "number" ? el.value : null, phase: ui.drawnPhase };
}

function restoreFocus(focus, message, forced, reading) {
  if (document.activeElement && document.activeElement !== document.body) return;  // e.g. the command box
  // (a box or button of the same decision gets the focus back, the page not scrolled to it; a new phase
  // starts from its main button: a bid's amount box must not become the bet's, where the keys would be
  // typed into it; under a round's summary the table waits, and the page stays where the reader is)
  const again = focus && (focus.value === null || focus.phase === message.view.phase) && document.querySelector(focus.selector);
  if (again) {
    if (focus.value !== null) again.value = focus.value;
    again.focus({ preventScroll: true });
  } else if (message.legal.length && !forced && !reading) {
    document.querySelector("#rummoli-actions [data-main], #hand .playable")?.focus();
  }
}

/** A key pressed on the table (table-core.js: outside a box being typed in, no Ctrl, Alt or Meta). */
export function keys(event) {
  if (event.key === "b") {
    const input = document.getElementById("amount");
    if (!input) return showError(_("there is nothing to bid, bet or raise now"));
    event.preventDefault();
    input.focus();
    input.select();
  } else if (KEYS[event.key]) {
    const action = KEYS[event.key].find((a) => latest.legal.includes(a));
    if (action) act(action);
    else showError(_("\"{key}\" ({moves}) is not a move you can make now", { key: event.key, moves: KEYS[event.key].join(" / ") }));
  }
}
