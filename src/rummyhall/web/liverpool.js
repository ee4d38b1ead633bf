// Liverpool rummy at the table: the opponents around it, the melds by owner, stock and discard,
// buying / May I, rummy calls, going down (checked before it is sent), laying off, and your hand
// in the dock (sorted by rank, by suit, or as you drag it).  The end of a deal shows every hand.
// Keys: s draw stock, d draw discard, b buy, p pass, r rummy, x discard the selected card.
import { I18N, _, ngettext, N_, fill } from "./i18n.js";
import {
  RANK_ORDER, cardBack, cardChip, cardElement, cardInfo, feltHead, feltTop, handDock, handSorter, handsTable,
  numberText, orderHand, reorderable, seatRing, signedNumber, sortButtons,
} from "./common.js";
import { h } from "./page.js";
import { act, confirmAndAct, latest, redraw, showError } from "./table-core.js";

const MELD_KINDS = { book: N_("book"), run: N_("run") };  // (a meld's kind, as the server names it)
const liverpoolUI = { hand: [], selected: new Set(), melds: [], sorter: handSorter("suit"), seq: -1, legal: [], seenDeal: 0 };

export function render(root, message, who) {
  const view = message.view;
  const ui = liverpoolUI;
  const hand = view.hand || [];
  if (JSON.stringify(hand) !== JSON.stringify(ui.hand)) {
    ui.selected.clear();
    ui.melds = ui.melds.filter((m) => m.every((i) => i < hand.length));
  }
  ui.hand = hand;
  ui.legal = message.legal;
  ui.seq = message.seq;
  const legal = new Set(message.legal);
  const you = message.you;
  const seated = you !== null && you !== undefined;
  const focus = document.activeElement && root.contains(document.activeElement) ? focusKey(document.activeElement) : null;

  const ring = seatRing(view.players, you, who, (s) => {
    const p = view.players[s];
    const marks = [];
    if (s === view.dealer) marks.push(_("dealer"));
    if ((view.actors || []).includes(s)) marks.push(s === view.turn ? _("to play") : _("may buy"));
    if (p.down) marks.push(_("down"));
    if (p.one_card) marks.push(_("one card"));
    return { active: (view.actors || []).includes(s), marks,
      stats: [ngettext("{count} point", "{count} points", p.total),
        p.deal_adjust ? _("{points} this deal", { points: signedNumber(p.deal_adjust) }) : "",
        p.buys ? _("{count} bought", { count: p.buys }) : ""].filter(Boolean) };
  });

  const centre = h("div", { class: "centre" });
  centre.append(h("div", { class: "felt-box", id: "liverpool-info" },
    h("h2", {}, _("Deal {deal} of 7", { deal: view.deal }), " · ", h("span", { class: "contract", text: _("contract: {contract}", { contract: I18N.word(view.contract) }) })),
    h("div", { class: "piles" }, pile("stock", view, legal), pile("discard", view, legal)),
    buttonsFor(legal, view)));
  const melds = h("div", { class: "felt-box melds", id: "table-melds", "data-zone": "table", role: "group", "aria-label": _("the melds on the table") });
  const owners = [...new Set(view.table.map((m) => m.owner))];
  for (const owner of owners) {
    melds.append(h("div", { class: "owner-melds" }, h("h3", { text: owner === you ? _("Yours") : who[owner] }),
      h("div", { class: "melds" }, view.table.filter((m) => m.owner === owner).map((m) => meldElement(m, who, you)))));
  }
  if (!view.table.length) melds.append(h("span", { class: "muted", text: _("No melds on the table yet.") }));
  centre.append(melds);
  const parts = [feltHead(dealSummary(view, who, you)), ring, centre];
  if (seated) parts.push(handPanel(view, legal, who));
  root.replaceChildren(...parts.filter(Boolean));
  if (focus) root.querySelector(focus)?.focus();
}

function focusKey(el) {
  if (el.id) return `#${CSS.escape(el.id)}`;
  if (el.dataset.index !== undefined && el.closest("#hand")) return `#hand [data-index="${el.dataset.index}"]`;
  if (el.dataset.meld !== undefined) return `[data-meld="${el.dataset.meld}"]`;
  return null;
}

function pile(which, view, legal) {
  if (which === "stock") {
    const can = legal.has("draw stock");
    return h("button", { type: "button", class: "pile", id: "stock", "data-zone": "stock", disabled: !can, "data-action": can ? "draw stock" : null,
      onclick: () => act("draw stock"), "aria-label": can ? ngettext("stock, {count} card: draw from it (s)", "stock, {count} cards: draw from it (s)", view.stock_size) : ngettext("stock, {count} card", "stock, {count} cards", view.stock_size) },
    view.stock_size ? cardBack() : h("span", { class: "empty" }), _("Stock · {count}", { count: view.stock_size }));
  }
  const can = legal.has("draw discard");
  return h("button", { type: "button", class: "pile", id: "discard", "data-zone": "discard", disabled: !can, "data-action": can ? "draw discard" : null,
    onclick: () => act("draw discard"),
    "aria-label": ngettext("discard pile, {count} card", "discard pile, {count} cards", view.discard_size)
      + (view.discard_top ? ", " + _("{card} on top", { card: cardInfo(view.discard_top).long }) : "") + (can ? ": " + _("take it (d)") : "") },
  view.discard_top ? cardElement(view.discard_top) : h("span", { class: "empty" }), _("Discard · {count}", { count: view.discard_size }));
}

function meldElement(meld, who, you) {
  const kind = MELD_KINDS[meld.kind] ? _(MELD_KINDS[meld.kind]) : meld.kind;
  const kindWord = MELD_KINDS[meld.kind] ? I18N.word(MELD_KINDS[meld.kind]) : meld.kind;  // (a word of the message: its cases)
  const fits = selectedCard() && layoffsFor(selectedCard(), meld.id).length;
  const el = h("div", { class: "meld" + (fits ? " target" : ""), "data-zone": "meld", "data-meld": meld.id, tabindex: "0", role: "button",
    "data-action": fits ? "layoff" : null, "data-target": fits ? meld.id : null,
    "aria-label": (meld.owner === you ? _("meld m{id}, your {kind}: {cards}", { id: meld.id, kind: kindWord, cards: meld.cards.map((c) => cardInfo(c).short).join(" ") })
      : _("meld m{id}, {name}'s {kind}: {cards}", { id: meld.id, name: who[meld.owner], kind: kindWord, cards: meld.cards.map((c) => cardInfo(c).short).join(" ") }))
      + (fits ? ". " + _("Lay the selected card off here") : "") },
  h("div", { class: "label", text: `m${meld.id} · ${kind}` }),
  h("div", { class: "cards fan" }, meld.cards.map((c) => cardElement(c, { extra: "small" }))));
  el.addEventListener("click", () => layOffOn(meld.id));
  el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); layOffOn(meld.id); } });
  el.addEventListener("dragover", (e) => { e.preventDefault(); el.classList.add("dragover"); });
  el.addEventListener("dragleave", () => el.classList.remove("dragover"));
  el.addEventListener("drop", (e) => {
    e.preventDefault();
    el.classList.remove("dragover");
    const index = Number(e.dataTransfer.getData("text/plain"));
    liverpoolUI.selected = new Set([index]);
    layOffOn(meld.id);
  });
  return el;
}

function buttonsFor(legal, view) {
  const row = h("div", { class: "row", id: "pile-actions" });
  if (legal.has("buy")) {
    row.append(h("span", { text: _("The discard {card} is for sale (price: a stock card).", { card: cardInfo(view.discard_top).short }) }),
      h("button", { type: "button", class: "primary", id: "buy", "data-action": "buy", onclick: () => act("buy"), text: _("Buy (May I?) (b)") }),
      h("button", { type: "button", id: "pass", "data-action": "pass", onclick: () => act("pass"), text: _("Pass (p)") }));
  }
  if (legal.has("rummy")) {
    row.append(h("button", { type: "button", class: "primary", id: "rummy", "data-action": "rummy", onclick: () => act("rummy"), text: _("Rummy! (that discard could be laid off) (r)") }));
  }
  const cuts = [...legal].filter((a) => a.startsWith("cut "));
  if (cuts.length) {
    const target = view.players.length * (view.deal >= 5 ? 12 : 10) + 1;
    const input = h("input", { type: "number", id: "cut-count", value: target, min: 1, max: cuts.length, style: "width:5rem" });
    row.append(h("label", {}, _("Cut: lift how many cards? (exactly {count} earns -50)", { count: target }), " ", input),
      h("button", { type: "button", class: "primary", id: "cut", "data-action": "cut", onclick: () => act(`cut ${input.value}`), text: _("Cut") }));
  }
  return row.childNodes.length ? row : null;
}

/** The end of a deal: what everyone was left holding, the points, the totals; at the end, the score sheet. */
function dealSummary(view, who, you) {
  const last = view.last_deal;
  if (!last || (!view.over && liverpoolUI.seenDeal >= last.deal)) return null;
  const name = (s) => (s === you ? _("{name} (you)", { name: who[s] }) : who[s]);
  const best = Math.min(...last.points);
  const rows = last.hands.map((hand, s) => h("tr", { class: last.points[s] === best ? "won" : "" },
    h("th", { scope: "row" }, name(s), last.out === s ? " - " + _("went out") : last.points[s] === best ? " - " + _("lowest") : ""),
    h("td", {}, hand.length ? h("span", { class: "fan" }, hand.map((c) => cardElement(c, { extra: "small" }))) : _("no cards")),
    h("td", { class: "num", text: numberText(last.points[s]) + (last.adjust[s] ? ` (${signedNumber(last.adjust[s])})` : "") }),
    h("td", { class: "num", text: numberText(last.totals[s]) })));
  const winner = last.out !== null && last.out !== undefined ? _("{name} went out", { name: name(last.out) }) : fill(last.why, last.params, who);
  const box = h("section", { class: "summary", "data-zone": "summary", id: "deal-summary", "aria-labelledby": "deal-summary-title" },
    h("h2", { id: "deal-summary-title" }, _("Deal {deal} is over: {winner}.", { deal: last.deal, winner })),
    handsTable(h("table", {}, h("thead", {}, h("tr", {}, h("th", { text: _("Player") }), h("th", { text: _("Left holding") }),
      h("th", { class: "num", text: _("Points") }), h("th", { class: "num", text: _("Total") }))), h("tbody", {}, rows))));
  if (view.over) box.append(scoreSheet(view.history, view.players.map((p) => p.total), who, you));
  else {  // (at the top, beside the title: in sight however long the summary is)
    box.querySelector("h2").after(h("button", { type: "button", class: "primary", id: "summary-close", "data-action": "summary-close",
      onclick: () => { liverpoolUI.seenDeal = last.deal; redraw(); }, text: _("On to deal {deal}", { deal: view.deal }) }));
  }
  return box;
}

/** Every deal's points and the totals, lowest total best. */
function scoreSheet(history, totals, who, you) {
  const best = Math.min(...totals);
  return h("div", { id: "score-sheet" }, h("h3", { text: _("Score sheet") }),
    h("table", {}, h("thead", {}, h("tr", {}, h("th", { text: _("Deal") }), who.map((n, s) => h("th", { class: "num", text: s === you ? _("{name} (you)", { name: n }) : n })))),
      h("tbody", {}, history.map((scores, d) => h("tr", {}, h("th", { scope: "row", text: numberText(d + 1) }),
        scores.map((x) => h("td", { class: "num", text: numberText(x) })))),
      h("tr", { class: "won" }, h("th", { scope: "row", text: _("Total") }), totals.map((t) => h("td", { class: "num" + (t === best ? " won" : ""), text: numberText(t) }))))));
}

function handPanel(view, legal, who) {
  const ui = liverpoolUI;
  const inMelds = new Set(ui.melds.flat());
  // (the cards that can be laid off or swapped for a joker: nearly any card may be discarded, so discards are not marked)
  const usable = new Set([...legal].filter((a) => /^(layoff|swap) /.test(a)).map((a) => a.split(" ")[1]));
  const cards = h("div", { class: "hand fan fit", id: "hand", "data-zone": "hand", role: "group", "aria-label": _("your hand") });
  const shown = orderHand(ui.hand, ui.sorter);
  for (const i of shown) {
    const card = ui.hand[i];
    const chosen = ui.selected.has(i);
    const el = cardElement(card, { button: true, extra: (chosen ? "selected" : "") + (inMelds.has(i) ? " in-meld" : "") + (usable.has(card) && !ui.selected.size ? " legal" : ""),
      label: chosen ? _("{card}, selected", { card: cardInfo(card).long }) : cardInfo(card).long });
    el.dataset.index = i;
    el.dataset.action = "select";
    el.setAttribute("aria-pressed", chosen ? "true" : "false");
    el.addEventListener("click", () => { toggle(i); });
    // (dragged onto a meld: laid off; within the hand: reordered, by reorderable below)
    el.addEventListener("dragstart", (e) => { e.dataTransfer.setData("text/plain", String(i)); });
    cards.append(el);
  }
  reorderable(cards, ui.hand, shown, ui.sorter, redraw);
  const me = view.players[view.seat];
  const controls = [...sortButtons(ui.sorter, redraw),
    h("button", { type: "button", class: canDiscard() ? "primary" : "", id: "discard-selected", disabled: !canDiscard(), "data-action": canDiscard() ? "discard" : null, onclick: discardSelected, "aria-label": _("discard the selected card (x)"), text: _("Discard (x)") })];
  const title = (view.dealer === view.seat ? _("Your hand · score {points} · you deal", { points: me.total }) : _("Your hand · score {points}", { points: me.total }));
  const dock = handDock(title, cards, controls);
  // (once the card of the turn is drawn: a discard is then among the moves)
  const building = view.phase === "play" && view.turn === view.seat && !me.down && !view.over && [...legal].some((a) => a.startsWith("discard "));
  const suggestions = [...legal].filter((a) => a.startsWith("down "));
  let tip = null;
  if (view.jokers_owed) tip = h("p", { class: "warning", text: _("The joker you took must go back on the table this turn.") });
  else if (selectedCard() && me.down) tip = h("p", { class: "muted tip", text: _("Click (or drag to) a highlighted meld to lay the selected card off; or discard it.") });
  else if (building && suggestions.length) tip = h("p", { class: "tip good", id: "can-go-down", text: _("You can make the contract ({contract}) from your hand: go down now, or discard.", { contract: I18N.word(view.contract) }) });
  else if (view.taken && legal.size) tip = h("p", { class: "muted tip", text: _("You took {card} from the discard pile: it cannot go back there this turn.", { card: cardInfo(view.taken).short }) });
  else if (legal.has("draw stock")) tip = h("p", { class: "muted tip", text: _("Your turn: draw from the stock (s) or take the discard (d).") });
  // (going down is the deal's main move: in the dock, beside the hand, in sight on any screen)
  const builder = building ? downBuilder(view, suggestions) : selectedCard() && me.down ? layoffRow(view, who) : null;
  if (builder) dock.querySelector(".dock-head").after(builder);
  if (tip) dock.querySelector(".dock-head").after(tip);
  return dock;
}

/** Going down, in the dock: the melds built so far (each can be removed), Add selected as a meld, Go down,
 *  and the lay-downs the hand can make now as buttons showing their cards. */
function downBuilder(view, suggestions) {
  const ui = liverpoolUI;
  const built = ui.melds.map((m, k) => h("span", { class: "built" }, m.map((i) => cardChip(ui.hand[i])),
    h("button", { type: "button", class: "remove", "data-action": "remove-meld", "aria-label": _("remove"), title: _("remove"),
      onclick: () => { ui.melds.splice(k, 1); redraw(); }, text: "×" })));
  const shown = suggestions.slice(0, 2);
  return h("div", { id: "go-down", class: "down-row" },
    h("span", { class: "down-title", title: _("Select cards in your hand, add them as a meld, repeat, then go down. Runs are read in order, lowest first.") },
      _("Go down: {contract}", { contract: I18N.word(view.contract) })),
    h("button", { type: "button", id: "add-meld", disabled: ui.selected.size < 3, "data-action": ui.selected.size >= 3 ? "add-meld" : null,
      onclick: addMeld, text: _("Add selected as a meld") }),
    built.length ? h("span", { id: "down-melds", class: "built-melds" }, built) : null,
    h("button", { type: "button", class: ui.melds.length ? "primary" : "", id: "go-down-button", disabled: !ui.melds.length,
      "data-action": ui.melds.length ? "go-down" : null, onclick: goDown, text: _("Go down") }),
    shown.length ? h("span", { class: "suggestions", id: "down-suggestions" }, h("span", { class: "muted", text: _("You could go down with:") }),
      shown.map((s) => h("button", { type: "button", class: "suggestion primary", "data-action": "down",
        "aria-label": downWords(s), title: downWords(s),
        onclick: () => confirmAndAct(s) }, s.slice(5).split(" | ").flatMap((meld, k) => [k ? h("span", { class: "sep", "aria-hidden": "true", text: "|" }) : null,
        ...meld.split(" ").map(cardChip)])))) : null);
}

/** The melds the selected card can be laid off on, as buttons in the dock (the melds themselves may be out of
 *  sight on a phone, under many others): each named as on the table, "m3 · run". */
function layoffRow(view, who) {
  const card = selectedCard();
  const fits = view.table.filter((m) => layoffsFor(card, m.id).length);
  if (!fits.length) return null;
  return h("div", { id: "layoff-row", class: "down-row" }, fits.map((m) => {
    const kind = MELD_KINDS[m.kind] ? _(MELD_KINDS[m.kind]) : m.kind;
    const kindWord = MELD_KINDS[m.kind] ? I18N.word(MELD_KINDS[m.kind]) : m.kind;
    const cards = m.cards.map((c) => cardInfo(c).short).join(" ");
    const said = m.owner === view.seat ? _("meld m{id}, your {kind}: {cards}", { id: m.id, kind: kindWord, cards })
      : _("meld m{id}, {name}'s {kind}: {cards}", { id: m.id, name: who[m.owner], kind: kindWord, cards });
    return h("button", { type: "button", class: "primary", "data-action": "layoff", "data-target": m.id,
      "aria-label": `${said}. ${_("Lay the selected card off here")}`, title: said, onclick: () => layOffOn(m.id) },
    `m${m.id} · ${kind}`);
  }));
}

/** A lay-down in words: "down 7c 7d * | Qs Qh Qd" -> "7 of clubs, 7 of diamonds, joker; queen of spades, ...". */
function downWords(action) {
  return action.slice(5).split(" | ").map((meld) => meld.split(" ").map((c) => cardInfo(c).long).join(", ")).join("; ");
}

function toggle(i) {
  const ui = liverpoolUI;
  if (ui.selected.has(i)) ui.selected.delete(i); else ui.selected.add(i);
  redraw();
  document.querySelector(`#hand [data-index="${i}"]`)?.focus();
}

function selectedCard() {
  const ui = liverpoolUI;
  return ui.selected.size === 1 ? ui.hand[[...ui.selected][0]] : null;
}

function canDiscard() { const c = selectedCard(); return !!c && liverpoolUI.legal.includes(`discard ${c}`); }

function discardSelected() {
  const c = selectedCard();
  if (!c) return showError(_("select one card to discard"));
  act(`discard ${c}`);
}

function layoffsFor(card, meldId) {
  return liverpoolUI.legal.filter((a) => a === `layoff ${card} m${meldId}` || a.startsWith(`layoff ${card} m${meldId} `) || a === `swap ${card} m${meldId}`);
}

function layOffOn(meldId) {
  const card = selectedCard();
  if (!card) return showError(_("select one card of your hand first, then the meld to lay it off on"));
  const options = layoffsFor(card, meldId);
  if (!options.length) return showError(_("{card} cannot be laid off on meld m{id} now", { card: cardInfo(card).long, id: meldId }));
  if (options.length === 1) return act(options[0]);
  document.querySelectorAll(".warning.confirm").forEach((w) => w.remove());
  const box = h("div", { class: "warning confirm", role: "dialog", "aria-label": _("where to lay it off") }, _("Where on m{id}?", { id: meldId }) + " ",
    options.map((o) => h("button", { type: "button", "data-action": o, onclick: () => { box.remove(); act(o); }, text: choiceText(o) })));
  feltTop().prepend(box);
  box.querySelector("button")?.focus();
}

function choiceText(action) {
  const words = action.split(" ");
  if (words[0] === "swap") return _("take the joker (put this card in its place)");
  if (words[3] === "low") return _("lay it off at the low end");
  if (words[3] === "high") return _("lay it off at the high end");
  if (words[3]) return _("lay it off at the {end} end", { end: words[3] });
  return _("lay it off");
}

function addMeld() {
  const ui = liverpoolUI;
  const used = new Set(ui.melds.flat());
  const meld = [...ui.selected].filter((i) => !used.has(i));
  if (meld.length < 3) return showError(_("a meld needs at least three cards"));
  meld.sort((a, b) => RANK_ORDER.indexOf(ui.hand[a][0]) - RANK_ORDER.indexOf(ui.hand[b][0]));
  ui.melds.push(meld);
  ui.selected.clear();
  redraw();
}

function goDown() {
  const ui = liverpoolUI;
  const text = "down " + ui.melds.map((m) => m.map((i) => ui.hand[i]).join(" ")).join(" | ");
  confirmAndAct(text);
}

/** A key pressed on the table (table-core.js: outside a box being typed in, no Ctrl, Alt or Meta). */
export function keys(event) {
  const moves = { s: "draw stock", d: "draw discard", b: "buy", p: "pass", r: "rummy" };
  if (moves[event.key] && latest.legal.includes(moves[event.key])) act(moves[event.key]);
  else if (event.key === "x") discardSelected();
}
