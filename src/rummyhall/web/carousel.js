// Carousel (manipulation rummy) at the table: scores, the draw pile, and the table as a draft
// you rearrange before melding: drag a card onto a meld, or select it (click or Enter) and then
// choose where it goes. The server checks the draft as it changes and each meld is marked valid
// or not, with the reason. Jokers are declared, any step undone, and the draft sent as one meld.
// Keys: d draw, k knock, p pass, u undo, m meld, Escape drops the selection.
import { I18N, _, ngettext, N_, fill } from "./i18n.js";
import {
  RANK_ORDER, cardBack, cardElement, cardInfo, feltHead, handDock, handSorter, handsTable, numberText, orderHand,
  reorderable, seatRing, sortButtons, youSubject,
} from "./common.js";
import { h } from "./page.js";
import { act, checkMove, fitRoom, latest, redraw, showError } from "./table-core.js";

const ui = {
  base: "",        // the round, turn and table the draft was started from
  table: [],       // the table as it is (the draft starts from it)
  hand: [],        // your hand as it is (sorted by the server)
  melds: [],       // the draft: card texts; a joker is "*" until declared ("*9h")
  history: [],     // earlier drafts, for undo
  selected: null,  // {meld, index}: meld -1 is the hand (index into hand)
  editing: false,
  seq: -1,         // the position the check answer below is about
  checked: "",     // the meld text the answer below is about
  faults: [],      // each meld's fault (null: valid), from the server
  fault: null,     // why the whole draft would be refused (null: it would not)
  timer: 0,
  focus: [],       // selectors: the first found is focused after the next drawing
  sorter: handSorter("suit"),  // the hand's order: by suit, by rank, or as dragged
  seenRound: 0,    // the last round whose summary was put away
  helpOpen: null,     // how to rearrange shown (null: not yet decided, open on a wide screen)
};
const EMPTY = N_("put cards from your hand on the table first (drag them to New meld, or select one and choose New meld)");

export function render(root, message, who) {
  const view = message.view;
  const you = message.you;
  const seated = you !== null && you !== undefined;
  const legal = new Set(message.legal);
  ui.table = view.table;
  ui.hand = view.hand || [];
  ui.editing = seated && !view.over && view.turn === you && ["meld", "last"].includes(view.phase) && legal.size > 0;
  const base = JSON.stringify([view.round, view.turn, view.table]);
  if (base !== ui.base) {
    ui.base = base;
    ui.melds = view.table.map((m) => [...m]);
    ui.history = [];
    ui.selected = null;
  }
  if (message.seq !== ui.seq) ui.checked = "";  // a new position: ask again
  ui.seq = message.seq;
  if (!ui.editing) ui.selected = null;

  // Drawing again must not lose the keyboard's place.
  const active = document.activeElement;
  const focus = ui.focus.length ? ui.focus : root.contains(active) && active.dataset.key ? [`[data-key="${active.dataset.key}"]`] : [];
  ui.focus = [];
  const centre = h("div", { class: "centre" }, tablePanel(view, legal));
  const parts = [feltHead(roundSummary(view, who, you)), ring(view, who, you), centre];
  if (seated) parts.push(handPanel(view));
  root.replaceChildren(...parts.filter(Boolean));
  focus.map((selector) => root.querySelector(selector)).find(Boolean)?.focus();
  if (ui.editing) askCheck();
}

/** A card drawn as a card; a declared joker ("*9h") as a joker marked with its card. */
function cardFace(text, options = {}) { return cardElement(text, options); }

/** What a card counts in a hand at the end of a round (CAR-9): a joker 25, J Q K 10, 2-10 their rank, an ace 1. */
function cardValue(card) {
  if (card.startsWith("*")) return 25;
  const rank = card[0].toUpperCase();
  return rank === "A" ? 1 : "TJQK".includes(rank) ? 10 : Number(rank);
}

// -- what everyone sees

function ring(view, who, you) {
  return seatRing(view.players, you, who, (s) => {
    const p = view.players[s];
    const marks = [];
    if (s === view.dealer) marks.push(_("dealer"));
    if (s === view.turn && !view.over) marks.push(_("to play"));
    if (view.last_turns.includes(s)) marks.push(_("last turn to come"));
    if (p.melded) marks.push(_("melded"));
    return { active: s === view.turn && !view.over, marks,
      stats: [ngettext("{count} point", "{count} points", p.total), ngettext("{count} round won", "{count} rounds won", p.rounds_won)] };
  });
}

/** The round just over (every hand shown, the points, the totals, who won it); at the end, the score sheet. */
function roundSummary(view, who, you) {
  const round = view.last_round;
  if (!round || (!view.over && ui.seenRound >= round.round)) return null;
  const name = (s) => (s === you ? youSubject(who[s]) : who[s]);
  const said = round.hands.map((_h, s) => name(s));
  const winners = I18N.join(round.winners.map((s) => said[s]));
  const rows = round.hands.map((hand, s) => h("tr", { class: round.winners.includes(s) ? "won" : "" },
    h("th", { scope: "row" }, s === you ? _("{name} (you)", { name: who[s] }) : who[s], round.winners.includes(s) ? " - " + _("won") : ""),
    h("td", {}, hand.length ? h("span", { class: "fan" }, hand.map((c) => cardFace(c, { extra: "small" }))) : _("no cards")),
    h("td", { class: "num", text: numberText(round.values[s]) }), h("td", { class: "num", text: numberText(round.points[s]) }),
    h("td", { class: "num", text: numberText(view.players[s].total) })));
  const box = h("section", { class: "summary", id: "last-round", "data-zone": "summary", "aria-labelledby": "last-round-title" },
    h("h2", { id: "last-round-title" }, _("Round {round} is over: {why}. Won by {winners}.", { round: round.round, why: fill(round.why, round, said), winners })),
    handsTable(h("table", {}, h("thead", {}, h("tr", {}, [_("Player"), _("Left holding")].map((t) => h("th", { text: t })),
      [_("In hand"), _("Points"), _("Total")].map((t) => h("th", { class: "num", text: t })))), h("tbody", {}, rows))));
  if (view.over) {
    // CAR-13: the game's end adds bonuses to the rounds' total (100 for reaching the target, 25 a round won)
    const final = view.result ? view.result.scores : view.players.map((p) => p.total);
    const best = Math.max(...final);
    const row = (label, values, extra = {}) => h("tr", extra, h("th", { scope: "row", text: label }),
      values.map((x) => h("td", { class: "num" + (extra.class === "won" && x === best ? " won" : ""), text: numberText(x) })));
    box.append(h("div", { id: "score-sheet" }, h("h3", { text: _("Score sheet") }),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", { text: _("Round") }), who.map((n, s) => h("th", { class: "num", text: s === you ? _("{name} (you)", { name: n }) : n })))),
        h("tbody", {}, (view.history || []).map((points, r) => row(numberText(r + 1), points)),
          row(_("Total"), view.players.map((p) => p.total)),
          row(_("End-of-game bonuses"), final.map((score, s) => score - view.players[s].total)),
          row(_("Final score"), final, { class: "won" })))));
  } else {
    box.querySelector("h2").after(h("button", { type: "button", class: "primary", id: "summary-close", "data-action": "summary-close",
      onclick: () => { ui.seenRound = round.round; redraw(); }, text: _("On to round {round}", { round: view.round }) }));
  }
  return box;
}

function tablePanel(view, legal) {
  const stock = h("button", { type: "button", class: "pile", id: "stock", "data-zone": "stock", "data-key": "stock", disabled: !legal.has("draw"),
    "data-action": legal.has("draw") ? "draw" : null,
    onclick: () => act("draw"), "aria-label": ngettext("draw pile, {count} card", "draw pile, {count} cards", view.draw_pile) + (legal.has("draw") ? ": " + _("draw a card (d)") : "") },
    view.draw_pile ? cardBack() : h("span", { class: "empty" }), _("Draw pile · {count}", { count: view.draw_pile }));
  const buttons = h("div", { class: "row piles" }, stock);
  if (legal.has("knock")) {
    buttons.append(h("button", { type: "button", class: "primary", id: "knock", "data-key": "knock", "data-action": "knock", onclick: () => act("knock"),
      text: _("Knock (your hand is worth {points})", { points: view.hand_value }) }));
  }
  if (legal.has("pass")) {
    buttons.append(h("button", { type: "button", id: "pass", "data-key": "pass", "data-action": "pass", onclick: () => act("pass"), text: _("Pass (end your turn)") }));
  }
  const melds = h("div", { class: "melds" + (ui.editing ? " fit-height" : ""), id: "melds", "data-zone": "table" });
  const shown = ui.editing ? ui.melds : view.table;
  if (ui.editing) {  // (first: in sight at the top of the table however many melds there are)
    melds.append(dropZone(h("button", { type: "button", class: "new-meld", id: "new-meld", "data-key": "new-meld", "data-action": "new-meld",
      onclick: () => putSelected("new"), text: _("New meld") }), "new"));
  }
  shown.forEach((meld, i) => melds.append(meldElement(meld, i)));
  if (!ui.editing && !view.table.length) {
    melds.append(h("span", { class: "muted", text: _("No melds on the table yet.") }));
  }
  const title = ui.editing ? _("The table - your draft (nothing changes until you meld)") : _("The table");
  const info = h("div", { class: "felt-box", id: "carousel-info" }, h("h2", {}, ngettext("Round {round} · the game ends at {count} point", "Round {round} · the game ends at {count} points", view.target, { round: view.round })),
    h("p", { id: "carousel-help", text: helpText(view, legal) }),
    ui.editing ? rearrangeHelp() : null, buttons);
  const table = h("div", { class: "felt-box", id: "carousel-table" }, h("h2", {}, title), melds);
  return h("div", { class: "centre" }, info, table);
}

function helpText(view, legal) {
  if (view.over || !legal.size) return ngettext("Draw pile: {count} card.", "Draw pile: {count} cards.", view.draw_pile);
  if (view.phase === "draw") return _("Your turn: draw a card (click the draw pile, or press d).");
  if (view.phase === "knock") return _("That was your third draw: knock (k) or pass (p).");
  const lead = view.phase === "last" ? _("The draw pile is empty: this is your last turn. Meld (m) or pass (p).")
    : legal.has("knock") ? _("You have drawn {draws} of 3 cards. Meld (m), or draw again (d), or knock (k).", { draws: view.draws })
      : _("You have drawn {draws} of 3 cards. Meld (m), or draw again (d).", { draws: view.draws });
  return lead;
}

/** How to rearrange the table: a disclosure, its summary saying it opens ("How to rearrange the table ▸"),
 *  open on a wide screen the first time, kept as the player leaves it. */
function rearrangeHelp() {
  if (ui.helpOpen === null) ui.helpOpen = !window.matchMedia("(max-width: 640px)").matches;
  const box = h("details", { id: "rearrange-help", open: ui.helpOpen },
    h("summary", { "data-action": "rearrange-help", text: _("How to rearrange the table") }),
    h("p", { text: _("To rearrange: drag a card onto a meld or onto New meld, or select a card (click it, or Enter) and then choose Put here or New meld. Cards from your hand can go back until you meld.") }));
  box.addEventListener("toggle", () => { ui.helpOpen = box.open; });
  return box;
}

function meldElement(meld, i) {
  const added = addedCounts();
  const cards = meld.map((c, k) => {
    if (!ui.editing) return cardFace(c, { extra: "small" });
    const fromHand = (added.get(kindOf(c)) || 0) > 0;
    if (fromHand) added.set(kindOf(c), added.get(kindOf(c)) - 1);
    return cardButton(c, { meld: i, index: k }, fromHand ? "added" : "");
  });
  const status = h("span", { class: "meld-status" });
  const el = h("div", { class: "meld", "data-zone": "meld", "data-meld": i, role: "group", "aria-label": _("meld {number}", { number: i + 1 }) },
    h("div", { class: "label" }, _("Meld {number}", { number: i + 1 }) + " ", status), h("div", { class: "cards fan" }, cards));
  if (ui.editing) {
    if (ui.selected && ui.selected.meld !== i) {
      el.classList.add("target");
      el.append(h("button", { type: "button", class: "put-here", "data-meld": i, "data-key": `put-${i}`, "data-action": "put-here", "data-target": i,
        "aria-label": _("put the selected card in meld {number}", { number: i + 1 }), onclick: () => putSelected(i), text: _("Put here") }));
    }
    dropZone(el, i);
  }
  return el;
}

// -- your hand

function handPanel(view) {
  const all = ui.editing ? leftInHand() : ui.hand.map((c, index) => ({ card: c, index }));
  const left = orderHand(all.map((x) => x.card), ui.sorter).map((k) => all[k]);
  const cards = left.map(({ card, index }) => {
    const el = ui.editing ? cardButton(card, { meld: -1, index }) : cardElement(card);
    el.dataset.index = index;
    return el;
  });
  const hand = h("div", { class: "hand fan fit", id: "hand", "data-zone": "hand", role: "group", "aria-label": _("your hand") }, cards);
  reorderable(hand, ui.hand, left.map((x) => x.index), ui.sorter, redraw);
  if (ui.editing) dropZone(hand, "hand");
  // (the hand's value counts the cards still in it, not those moved into the draft)
  const value = left.reduce((sum, { card }) => sum + cardValue(card), 0);
  const back = ui.editing ? h("span", { class: "muted", text: " " + _("Drag a card here to take it back.") }) : "";
  const worth = value <= 5 ? _("Your hand (worth {points} points - low enough to knock after drawing)", { points: value }) : _("Your hand (worth {points} points)", { points: value });
  const dock = handDock([worth, back], hand, sortButtons(ui.sorter, redraw));
  if (ui.editing) {
    dock.classList.add("editing");
    dock.querySelector(".dock-head").after(draftTools());
  }
  if (ui.editing && !left.length) dock.querySelector(".dock-head").after(h("p", { class: "muted tip", text: _("Every card of your hand is in the draft: melding it goes out.") }));
  return dock;
}

function cardButton(card, place, extra = "") {
  const chosen = ui.selected && ui.selected.meld === place.meld && ui.selected.index === place.index;
  const el = cardFace(card, { button: true, extra: (chosen ? "selected " : "") + extra + (place.meld >= 0 ? " small" : "") });
  const where = place.meld < 0 ? _("in your hand") : extra ? _("in meld {number}, from your hand", { number: place.meld + 1 }) : _("in meld {number}", { number: place.meld + 1 });
  el.setAttribute("aria-label", `${el.getAttribute("aria-label")}, ${where}`);
  el.setAttribute("aria-pressed", chosen ? "true" : "false");
  el.dataset.index = place.index;
  el.dataset.key = `card-${place.meld}-${place.index}`;
  el.dataset.action = "select";
  el.draggable = true;
  el.addEventListener("click", () => select(place));
  el.addEventListener("dragstart", (e) => {
    e.dataTransfer.setData("text/plain", JSON.stringify(place));
    e.dataTransfer.effectAllowed = "move";
  });
  return el;
}

/** Let cards be dropped on `el`: target is a meld index, "new" or "hand". */
function dropZone(el, target) {
  el.addEventListener("dragover", (e) => { e.preventDefault(); el.classList.add("dragover"); });
  el.addEventListener("dragleave", () => el.classList.remove("dragover"));
  el.addEventListener("drop", (e) => {
    e.preventDefault();
    el.classList.remove("dragover");
    let place;
    try { place = JSON.parse(e.dataTransfer.getData("text/plain")); } catch { return; }
    if (target === "hand") takeBack(place); else moveCard(place, target);
  });
  return el;
}

// -- the draft

function draftTools() {
  const sel = ui.selected;
  const card = sel && cardAt(sel);
  const row = h("div", { class: "row draft-tools" },
    h("button", { type: "button", id: "undo", "data-key": "undo", disabled: !ui.history.length, "data-action": ui.history.length ? "undo" : null, onclick: undo, text: _("Undo (u)") }),
    h("button", { type: "button", id: "reset", "data-key": "reset", "data-action": "reset", onclick: reset, text: _("Start again") }));
  if (sel && sel.meld >= 0) {
    row.append(h("button", { type: "button", id: "to-hand", "data-key": "to-hand", "data-action": "to-hand", onclick: () => takeBack(sel), text: _("Back to hand") }));
  }
  if (sel && sel.meld >= 0 && card.startsWith("*")) {
    const input = h("input", { id: "joker-card", "data-key": "joker-card", size: 4, autocomplete: "off", placeholder: "9h",
      value: card.slice(1), "aria-label": _("the card the joker stands for") });
    row.append(h("form", { class: "row", id: "declare", onsubmit: (e) => { e.preventDefault(); declare(input.value); } },
      h("label", { for: "joker-card", text: _("The joker stands for") }), input,
      h("button", { type: "submit", "data-key": "declare", text: _("Declare") })));
  }
  const goesOut = !leftInHand().length;
  row.append(h("button", { type: "button", class: "primary", id: "meld-commit", "data-key": "meld-commit", "data-action": "meld", onclick: commit,
    disabled: !draftReady(), "aria-describedby": "draft-status", text: goesOut ? _("Meld and go out (m)") : _("Meld (m)") }));
  // (shown whole, at any size: "Not ready to meld: ..." says what to change)
  const status = h("p", { id: "draft-status", role: "status", "aria-live": "polite" });
  return h("div", { class: "draft" }, row, status);
}

function kindOf(card) { return card.startsWith("*") ? "*" : card; }

function countKinds(melds) {
  const counts = new Map();
  for (const c of melds.flat()) counts.set(kindOf(c), (counts.get(kindOf(c)) || 0) + 1);
  return counts;
}

/** The cards the draft adds to the table (jokers counted as jokers): they come from the hand. */
function addedCounts() {
  const added = countKinds(ui.melds);
  for (const [kind, n] of countKinds(ui.table)) added.set(kind, (added.get(kind) || 0) - n);
  return added;
}

/** The hand cards not yet put in the draft, each with its index in the hand. */
function leftInHand() {
  const added = addedCounts();
  return ui.hand.map((card, index) => ({ card, index })).filter(({ card }) => {
    if ((added.get(card) || 0) <= 0) return true;
    added.set(card, added.get(card) - 1);
    return false;
  });
}

function cardAt(place) {
  return place.meld < 0 ? ui.hand[place.index] : ui.melds[place.meld]?.[place.index];
}

function draftText() { return "meld " + ui.melds.map((m) => m.join(" ")).join(" | "); }

function select(place) {
  const same = ui.selected && ui.selected.meld === place.meld && ui.selected.index === place.index;
  ui.selected = same ? null : place;
  ui.focus = [`[data-key="card-${place.meld}-${place.index}"]`];
  redraw();
}

function putSelected(target) {
  const sel = ui.selected;
  if (!sel) return showError(_("select a card first (click it, or Enter on it), then the meld to put it in"));
  moveCard(sel, target);
}

function moveCard(from, target) {
  const card = cardAt(from);
  if (!card || !ui.editing) return;
  ui.selected = null;
  if (from.meld === target) return redraw();
  save();
  if (target === "new") ui.melds.push([card]); else ui.melds[target].push(card);
  if (from.meld >= 0) ui.melds[from.meld].splice(from.index, 1);
  changed("#hand .card", "#meld-commit");
}

function takeBack(place) {
  const card = cardAt(place);
  if (!card || place.meld < 0) return;
  if (!((addedCounts().get(kindOf(card)) || 0) > 0)) {
    return showError(_("{card} was on the table: it stays on the table (only cards from your hand go back)", { card: cardInfo(kindOf(card)).long }));
  }
  save();
  ui.melds[place.meld].splice(place.index, 1);
  ui.selected = null;
  changed("#hand .card");
}

function declare(text) {
  const sel = ui.selected;
  const card = normalCard(text);
  if (!card) return showError(_("\"{text}\" is not a card: write a rank and a suit, like 9h, Th (ten) or Qs", { text: text.trim() }));
  save();
  ui.melds[sel.meld][sel.index] = "*" + card;
  ui.selected = null;
  changed(`[data-meld="${sel.meld}"] .card`);
}

/** "10H" -> "Th", "*qs" -> "Qs"; null if it is not a card. */
function normalCard(text) {
  const match = /^\*?(10|[2-9tjqka])([cdhs])$/i.exec(text.trim());
  return match ? (match[1] === "10" ? "T" : match[1].toUpperCase()) + match[2].toLowerCase() : null;
}

function undo() {
  if (!ui.history.length) return showError(_("there is nothing to undo in this turn"));
  ui.melds = ui.history.pop();
  ui.selected = null;
  changed("#undo:not([disabled])", "#hand .card");
}

function reset() {
  save();
  ui.melds = ui.table.map((m) => [...m]);
  ui.selected = null;
  changed("#hand .card");
}

/** The server has checked this very draft and found nothing wrong with it. */
function draftReady() { return ui.checked === draftText() && !ui.fault && ui.melds.length > 0; }

function commit() {
  if (!ui.editing) return;
  if (!ui.melds.length) return showError(_(EMPTY));
  if (!draftReady()) return showError(ui.checked === draftText() ? _("not ready to meld: {fault}", { fault: I18N.text(ui.fault) }) : _("the draft is still being checked: a moment"));
  act(draftText());
}

function save() { ui.history.push(ui.melds.map((m) => [...m])); }

/** After an edit: drop emptied melds, keep each meld in order, draw again and focus the first of `focus` found. */
function changed(...focus) {
  ui.melds = ui.melds.filter((m) => m.length).map(sortMeld);
  ui.focus = focus;
  redraw();
}

/** A meld in rank order (a declared joker by its card, an undeclared one last; an ace high next to a K or Q without a 2). */
function sortMeld(meld) {
  const rankOf = (c) => c.replace("*", "")[0];
  const ranks = meld.filter((c) => c !== "*").map(rankOf);
  const high = (ranks.includes("K") || ranks.includes("Q")) && !ranks.includes("2");
  const order = (c) => {
    if (c === "*") return 99;
    const rank = RANK_ORDER.indexOf(rankOf(c)) + 1;
    return (rank === 1 && high ? 14 : rank) * 4 + "cdhs".indexOf(c.slice(-1));
  };
  return [...meld].sort((a, b) => order(a) - order(b));
}

// -- checking the draft with the server

/** Mark the melds, and ask the server about a new draft once it has stopped changing for a moment. */
function askCheck() {
  markAll();
  const text = draftText();
  if (text === ui.checked) return;
  clearTimeout(ui.timer);
  if (!ui.melds.length) return carouselChecked({ action: text, fault: EMPTY, melds: [] });  // nothing to ask
  ui.timer = setTimeout(() => checkMove(text, carouselChecked), 200);
}

function carouselChecked(answer) {
  if (answer.action !== draftText()) return;  // (the answer to a draft since changed)
  ui.checked = answer.action;
  ui.faults = (answer.melds || []).map((m) => m.fault);
  ui.fault = answer.fault;
  markAll();
}

function markAll() {
  document.querySelectorAll("#melds .meld").forEach((el) => markMeld(el, Number(el.dataset.meld)));
  const status = document.getElementById("draft-status");
  const button = document.getElementById("meld-commit");
  if (button) button.disabled = !draftReady();
  if (!status) return;
  const known = ui.checked === draftText();
  const adding = [...addedCounts().values()].reduce((sum, n) => sum + Math.max(n, 0), 0);
  status.className = (known ? (ui.fault ? "bad" : "good") : "muted");
  status.textContent = !known ? _("Checking the draft…")
    : ui.fault ? _("Not ready to meld: {fault}.", { fault: I18N.text(ui.fault) }) : ngettext("Ready to meld: you add {count} card.", "Ready to meld: you add {count} cards.", adding);
  status.title = status.textContent;
  fitRoom();  // (the marks change the melds' and the dock's heights)
}

function markMeld(el, i) {
  const known = ui.checked === draftText() && i < ui.faults.length;
  const fault = known ? ui.faults[i] : null;
  el.classList.toggle("valid", known && !fault);
  el.classList.toggle("invalid", known && !!fault);
  el.querySelector(".meld-status").textContent = !known ? _("(checking…)") : fault ? _("✗ not valid: {fault}", { fault: I18N.text(fault) }) : _("✓ valid");
}

// -- keys

/** A key pressed on the table (table-core.js: outside a box being typed in, no Ctrl, Alt or Meta). */
export function keys(event) {
  const moves = { d: "draw", k: "knock", p: "pass" };
  if (moves[event.key] && latest.legal.includes(moves[event.key])) act(moves[event.key]);
  else if (event.key === "u" && ui.editing) undo();
  else if (event.key === "m") commit();
  else if (event.key === "Escape" && ui.selected) { ui.selected = null; redraw(); }
}
