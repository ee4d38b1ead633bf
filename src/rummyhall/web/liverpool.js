// Liverpool rummy at the table: scores, melds, stock and discard, your hand,
// buying / May I, rummy calls, going down (checked before it is sent) and laying off.
// Keys: s draw stock, d draw discard, b buy, p pass, r rummy, x discard the selected card.
"use strict";

const liverpoolUI = { hand: [], selected: new Set(), melds: [], sort: "rank", seq: -1, legal: [] };
const RANK_ORDER = "A23456789TJQK";

RENDERERS.liverpool = function renderLiverpool(root, message, who) {
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

  const info = h("section", { class: "panel", id: "liverpool-info" },
    h("h2", {}, `Deal ${view.deal} of 7 - contract: ${view.contract}`),
    playersTable(view, who, you));

  const melds = h("div", { class: "melds", id: "table-melds", "data-zone": "table" });
  for (const meld of view.table) melds.append(meldElement(meld, who, you));
  if (!view.table.length) melds.append(h("span", { class: "muted", text: "No melds on the table yet." }));

  const stock = h("button", { type: "button", class: "pile", id: "stock", "data-zone": "stock", disabled: !legal.has("draw stock"),
    onclick: () => act("draw stock"), "aria-label": `stock, ${view.stock_size} cards: draw from it` },
    h("span", { class: "back", "data-card": "back", text: String(view.stock_size) }), "stock");
  const discard = h("button", { type: "button", class: "pile", id: "discard", "data-zone": "discard", disabled: !legal.has("draw discard"),
    onclick: () => act("draw discard"), "aria-label": "discard pile: take the top card" },
    view.discard_top ? cardElement(view.discard_top) : h("span", { class: "back", text: "-" }),
    `discard (${view.discard_size})`);
  const piles = h("div", { class: "row" }, stock, discard, buttonsFor(legal, view));

  const tablePanel = h("section", { class: "panel" }, h("h2", {}, "On the table"), melds, h("div", { style: "margin-top:.6rem" }, piles));
  const parts = [info, tablePanel];
  if (you !== null && you !== undefined) parts.push(handPanel(view, legal));
  root.replaceChildren(...parts);
};

function playersTable(view, who, you) {
  const rows = view.players.map((p) => {
    const marks = [];
    if (p.seat === view.dealer) marks.push("dealer");
    if ((view.actors || []).includes(p.seat)) marks.push(p.seat === view.turn ? "to play" : "may act");
    if (p.one_card) marks.push("ONE CARD");
    if (p.floating) marks.push("floating");
    return h("tr", { class: p.seat === view.turn ? "current" : "", ...opponentZone(p.seat, you, who) },
      h("td", {}, (p.seat === you ? "you" : who[p.seat]) + (marks.length ? ` (${marks.join(", ")})` : "")),
      h("td", { text: String(p.cards) }), h("td", { text: p.down ? "down" : "" }),
      h("td", { text: String(p.total) }), h("td", { text: p.deal_adjust ? String(p.deal_adjust) : "" }),
      h("td", { text: p.buys ? String(p.buys) : "" }));
  });
  let result = null;
  if (view.over && view.result) result = h("p", { text: "Final scores: " + view.result.scores.map((s, i) => `${who[i]} ${s}`).join(", ") });
  return h("div", {}, h("table", { class: "players" },
    h("thead", {}, h("tr", {}, ["player", "cards", "down", "score", "this deal", "buys"].map((t) => h("th", { text: t })))),
    h("tbody", {}, rows)), result);
}

function meldElement(meld, who, you) {
  const owner = meld.owner === you ? "your" : `${who[meld.owner]}'s`;
  const el = h("div", { class: "meld", "data-zone": "meld", "data-meld": meld.id, tabindex: "0", role: "button",
    "aria-label": `meld m${meld.id}, ${owner} ${meld.kind}: lay off the selected card here` },
    h("div", { class: "label", text: `m${meld.id} ${owner} ${meld.kind}` }),
    meld.cards.map((c) => cardElement(c, { extra: "small" })));
  const fits = selectedCard() && layoffsFor(selectedCard(), meld.id).length;
  if (fits) el.classList.add("target");
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
  const row = h("div", { class: "row" });
  if (legal.has("buy")) {
    row.append(h("span", { text: `The discard ${cardInfo(view.discard_top).short} is for sale (price: a stock card).` }),
      h("button", { type: "button", class: "primary", id: "buy", onclick: () => act("buy"), text: "Buy (May I?)" }),
      h("button", { type: "button", id: "pass", onclick: () => act("pass"), text: "Pass" }));
  }
  if (legal.has("rummy")) {
    row.append(h("button", { type: "button", class: "primary", id: "rummy", onclick: () => act("rummy"), text: "Rummy! (that discard could be laid off)" }));
  }
  const cuts = [...legal].filter((a) => a.startsWith("cut "));
  if (cuts.length) {
    const target = view.players.length * (view.deal >= 5 ? 12 : 10) + 1;
    const input = h("input", { type: "number", id: "cut-count", value: target, min: 1, max: cuts.length, style: "width:5rem" });
    row.append(h("label", {}, `Cut: lift how many cards? (exactly ${target} earns -50) `, input),
      h("button", { type: "button", class: "primary", onclick: () => act(`cut ${input.value}`), text: "Cut" }));
  }
  return row;
}

function sortedIndices(hand) {
  const order = hand.map((_, i) => i);
  if (liverpoolUI.sort === "suit") {
    order.sort((a, b) => (hand[a].slice(-1) + RANK_ORDER.indexOf(hand[a][0]).toString().padStart(2, "0"))
      .localeCompare(hand[b].slice(-1) + RANK_ORDER.indexOf(hand[b][0]).toString().padStart(2, "0")));
  }
  return order;
}

function handPanel(view, legal) {
  const ui = liverpoolUI;
  const inMelds = new Set(ui.melds.flat());
  const cards = h("div", { class: "hand", id: "hand", "data-zone": "hand", "aria-label": "your hand" });
  for (const i of sortedIndices(ui.hand)) {
    const el = cardElement(ui.hand[i], { button: true, extra: (ui.selected.has(i) ? "selected" : "") + (inMelds.has(i) ? " in-meld" : "") });
    el.dataset.index = i;
    el.draggable = true;
    el.setAttribute("aria-pressed", ui.selected.has(i) ? "true" : "false");
    el.addEventListener("click", () => { toggle(i); });
    el.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", String(i)));
    cards.append(el);
  }
  const controls = h("div", { class: "row" },
    h("button", { type: "button", onclick: () => { ui.sort = ui.sort === "rank" ? "suit" : "rank"; redraw(); },
      text: `Sort by ${ui.sort === "rank" ? "suit" : "rank"}` }),
    h("button", { type: "button", id: "discard-selected", disabled: !canDiscard(), onclick: discardSelected, text: "Discard selected (x)" }));
  const parts = [h("h2", {}, "Your hand", view.taken ? ` (you took ${cardInfo(view.taken).short})` : ""), cards, controls];
  if (view.jokers_owed) parts.push(h("p", { class: "warning", text: "The joker you took must go back on the table this turn." }));
  const me = view.players[view.seat];
  if (view.phase === "play" && view.turn === view.seat && !me.down) parts.push(downBuilder(view, legal));
  if (selectedCard() && me.down) parts.push(h("p", { class: "muted", text: "Click (or drag to) a highlighted meld to lay the selected card off." }));
  return h("section", { class: "panel", id: "hand-panel" }, ...parts);
}

function downBuilder(view, legal) {
  const ui = liverpoolUI;
  const list = h("ol", { id: "down-melds" }, ui.melds.map((m, k) => h("li", {}, m.map((i) => cardElement(ui.hand[i], { extra: "small" })),
    " ", h("button", { type: "button", onclick: () => { ui.melds.splice(k, 1); redraw(); }, text: "remove" }))));
  const suggestions = [...legal].filter((a) => a.startsWith("down ")).slice(0, 3);
  return h("div", { id: "go-down" },
    h("h2", {}, `Go down: ${view.contract}`),
    h("p", { class: "muted", text: "Select cards, add them as a meld, repeat, then go down. Runs are read in order, lowest first." }),
    list,
    h("div", { class: "row" },
      h("button", { type: "button", id: "add-meld", disabled: ui.selected.size < 3, onclick: addMeld, text: "Add selected as a meld" }),
      h("button", { type: "button", class: "primary", id: "go-down-button", disabled: !ui.melds.length, onclick: goDown, text: "Go down" })),
    suggestions.length ? h("div", { class: "row" }, h("span", { class: "muted", text: "You could go down with: " }),
      suggestions.map((s) => h("button", { type: "button", onclick: () => confirmAndAct(s), text: s.slice(5) }))) : null);
}

function redraw() { if (latest && latest.type === "state") renderState(latest); }

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
  if (!c) return showError("select one card to discard");
  act(`discard ${c}`);
}

function layoffsFor(card, meldId) {
  return liverpoolUI.legal.filter((a) => a === `layoff ${card} m${meldId}` || a.startsWith(`layoff ${card} m${meldId} `) || a === `swap ${card} m${meldId}`);
}

function layOffOn(meldId) {
  const card = selectedCard();
  if (!card) return showError("select one card of your hand first, then the meld to lay it off on");
  const options = layoffsFor(card, meldId);
  if (!options.length) return showError(`${cardInfo(card).long} cannot be laid off on meld m${meldId} now`);
  if (options.length === 1) return act(options[0]);
  document.querySelectorAll(".warning.confirm").forEach((w) => w.remove());
  const box = h("div", { class: "warning confirm", role: "dialog" }, `Where on m${meldId}? `,
    options.map((o) => h("button", { type: "button", "data-action": o, onclick: () => { box.remove(); act(o); }, text: choiceText(o) })));
  document.getElementById("game").prepend(box);
}

function choiceText(action) {
  const words = action.split(" ");
  if (words[0] === "swap") return "take the joker (put this card in its place)";
  if (words[3]) return `lay it off at the ${words[3]} end`;
  return "lay it off";
}

function addMeld() {
  const ui = liverpoolUI;
  const used = new Set(ui.melds.flat());
  const meld = [...ui.selected].filter((i) => !used.has(i));
  if (meld.length < 3) return showError("a meld needs at least three cards");
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

document.addEventListener("keydown", (event) => {
  if (["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement?.tagName)) return;
  if (!latest || latest.type !== "state" || latest.view.game !== "liverpool") return;
  const keys = { s: "draw stock", d: "draw discard", b: "buy", p: "pass", r: "rummy" };
  if (keys[event.key] && latest.legal.includes(keys[event.key])) act(keys[event.key]);
  else if (event.key === "x") discardSelected();
});
