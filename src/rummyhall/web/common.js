// Shared by every rummyhall page: cards drawn as cards (SVG faces with their text for readers),
// the parts of the table every game shares (the seats around it, the hand's dock); page.js makes the elements.
// An ES module: each page's script imports what it uses from it (docs/server.md, "The pages' scripts").
import { I18N, _, ngettext, N_ } from "./i18n.js";
import { h } from "./page.js";

/** A word of the messages (a rank, a suit) as a message's variable, with its cases (I18N.word). */
export function wordOf(english) { return I18N.word(english); }

/** A number shown outside a message (a score, a count, a total) as the reader's language writes it:
 *  1 970 in lt, kk and ka, 1,970 in English (I18N.number). */
export function numberText(n) { return I18N.number(n); }

/** A change of score or chips with its sign: "+50", "-25" (the language's minus sign). */
export function signedNumber(n) { return (n > 0 ? "+" : "") + numberText(n); }


// Cards in words: "{rank} of {suit}" with the rank and suit in the reader's language.
const SUITS = { c: ["♣", N_("clubs")], d: ["♦", N_("diamonds")], h: ["♥", N_("hearts")], s: ["♠", N_("spades")] };
const RANKS = { A: ["A", N_("ace")], K: ["K", N_("king")], Q: ["Q", N_("queen")], J: ["J", N_("jack")], T: ["10", "10"] };

export const RANK_ORDER = "A23456789TJQK";
const SUIT_ORDER = "shcd";  // (alternating colours)

/** The indices of `cards` in order by rank (then suit) or by suit (then rank); jokers last. */
export function sortCards(cards, mode) {
  const rank = (c) => (c.startsWith("*") ? 99 : RANK_ORDER.indexOf(c[0].toUpperCase()));
  const suit = (c) => (c.startsWith("*") ? 9 : SUIT_ORDER.indexOf(c.slice(-1).toLowerCase()));
  const key = mode === "rank" ? (c) => rank(c) * 10 + suit(c) : (c) => suit(c) * 100 + rank(c);
  return cards.map((_, i) => i).sort((a, b) => key(cards[a]) - key(cards[b]) || a - b);
}

/** "Th" -> {short: "10♥", long: "10 of hearts", red: true}; "*" is a joker (short: a star and the word, as its face). */
export function cardInfo(text) {
  if (text && text.length > 1 && text.startsWith("*")) {  // a joker standing for a card: "*9h" -> "★9♥"
    const card = cardInfo(text.slice(1));
    return { short: "★" + card.short, long: _("joker standing for {card}", { card: card.long }), red: false, joker: true };
  }
  if (text === "*" || text === "?" || !text) {
    const joker = text === "*";
    return { short: joker ? `★ ${_("joker")}` : "?", long: joker ? _("joker") : _("hidden card"), red: false, joker };
  }
  const rank = text.slice(0, -1).toUpperCase();
  const suit = SUITS[text.slice(-1).toLowerCase()] || ["?", "?"];
  const r = RANKS[rank] || [rank, rank];
  const said = { rank: wordOf(r[1]), suit: suit[1] === "?" ? "?" : wordOf(suit[1]) };  // (words: with their cases)
  return { short: r[0] + suit[0], long: _("{rank} of {suit}", said), red: "dh".includes(text.slice(-1).toLowerCase()) };
}

const SVG_NS = "http://www.w3.org/2000/svg";
const COURTS = { K: "♚", Q: "♛", J: "♝" };  // (a simple figure for each court card)

/** The face of a card as SVG markup (viewBox 50x70): corner indices, and a pip, a court figure or a joker. */
function cardFaceSVG(text) {
  const info = cardInfo(text);
  if (info.joker) {
    // the word in capitals, but Georgian, which has none in most fonts
    const word = /[\u10a0-\u10ff]/.test(_("joker")) ? _("joker") : _("joker").toUpperCase();
    return '<rect class="bg" x=".5" y=".5" width="49" height="69" rx="4"/>'
      + '<text class="ix" x="4" y="13">★</text><text class="ix" x="46" y="66" text-anchor="end">★</text>'
      + '<text class="pip" x="25" y="44" text-anchor="middle" font-size="26">★</text>'
      + `<text x="25" y="57" text-anchor="middle" font-size="${Math.min(8, 72 / word.length).toFixed(1)}" font-weight="700" letter-spacing=".5">${word}</text>`;
  }
  const [rank, suit] = [info.short.slice(0, -1), info.short.slice(-1)];
  const corner = (x, y, anchor, turn) => `<g${turn ? ' transform="rotate(180 25 35)"' : ""}>`
    + `<text class="ix" x="${x}" y="${y}" text-anchor="${anchor}">${rank}</text>`
    + `<text class="ix s" x="${x}" y="${y + 11}" text-anchor="${anchor}">${suit}</text></g>`;
  const middle = COURTS[rank]
    ? `<rect x="12" y="14" width="26" height="42" rx="2" class="frame"/><text x="25" y="36" text-anchor="middle" font-size="18">${COURTS[rank]}</text>`
      + `<text class="pip" x="25" y="51" text-anchor="middle" font-size="11">${suit}</text>`
    : `<text class="pip" x="26" y="${rank === "A" ? 46 : 44}" text-anchor="middle" font-size="${rank === "A" ? 30 : 22}">${suit}</text>`;
  return '<rect class="bg" x=".5" y=".5" width="49" height="69" rx="4"/>' + corner(rank.length > 1 ? 2.5 : 4, 13, "start", false) + corner(rank.length > 1 ? 2.5 : 4, 13, "start", true) + middle;
}

/** A card as an element drawn as a card (an SVG face; a back for "?"/"back"): `data-card` holds its
 *  notation, the suit is always shown as a symbol (readable without colour), and the label says it in words. */
export function cardElement(text, { button = false, extra = "", label = "" } = {}) {
  const back = text === "?" || text === "back";
  const declared = text && text.length > 1 && text.startsWith("*");  // a joker standing for a card: "*9h"
  const info = back ? { long: _("a face-down card"), red: false } : cardInfo(declared ? "*" : text);
  const el = document.createElement(button ? "button" : "span");
  const suit = !back && !info.joker ? " suit-" + text.slice(-1).toLowerCase() : "";
  el.className = "card" + (back ? " back" : "") + (info.red ? " red" : "") + (info.joker ? " joker" : "") + suit + (extra ? " " + extra : "");
  const long = declared ? _("joker standing for {card}", { card: cardInfo(text.slice(1)).long }) : info.long;
  el.title = long;
  el.setAttribute("aria-label", label || long);
  if (!button) el.setAttribute("role", "img");
  el.dataset.card = back ? "back" : text;  // (a face-down card is "back")
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 50 70");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.innerHTML = back ? '<rect class="bg" x=".5" y=".5" width="49" height="69" rx="4"/><rect class="pattern" x="4" y="4" width="42" height="62" rx="2"/>'
    : cardFaceSVG(declared ? "*" : text) + (declared
      ? `<rect x="3" y="59" width="44" height="9" rx="2" class="tag"/><text x="25" y="66" text-anchor="middle" font-size="7.5" font-weight="700">= ${cardInfo(text.slice(1)).short}</text>`
      : "");
  el.append(svg);
  if (button) el.type = "button";
  return el;
}

/** A card as a short text chip ("10♥"), for lines of text such as the history. */
export function cardChip(text) {
  const declared = text.length > 1 && text.startsWith("*");
  const info = cardInfo(declared ? text.slice(1) : text);
  const suit = info.joker ? "" : " suit-" + text.slice(-1).toLowerCase();
  return h("span", { class: "card-chip" + suit + (info.joker || declared ? " joker" : ""), "data-card": text, title: info.long },
    declared ? "★" + info.short : info.short);
}

/** A face-down card. */
export function cardBack(extra = "") { return cardElement("back", { extra }); }

/** Lay each hand's fan out: the cards overlap just enough to fit the width (a card's index stays visible);
 *  a hand too big for one row at that (MIN_SLICE) is laid out in rows of about equal length, so that however
 *  many cards a game lets a hand hold, every card is on screen (the last of each row shown whole). */
const MIN_SLICE = 20;  // px of a card shown under the next: its corner index
export function fitFans(root = document) {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  for (const fan of root.querySelectorAll(".fan.fit")) {
    const cards = [...fan.querySelectorAll(":scope > .card")];
    if (!cards.length) continue;
    cards.forEach((c) => c.classList.remove("row-end"));
    const gaps = fan.querySelectorAll(":scope > .suit-gap").length * 8;
    const layout = () => {
      const width = parseFloat(getComputedStyle(cards[0]).getPropertyValue("--cw")) * rem;
      const room = fan.clientWidth - width - gaps - 4;
      let rows = 1;
      while (rows < cards.length && room / (Math.ceil(cards.length / rows) - 1) < MIN_SLICE) rows++;
      const perRow = Math.ceil(cards.length / rows);
      const slice = perRow > 1 ? Math.max(MIN_SLICE - 4, Math.min(width + 4, room / (perRow - 1))) : width;
      return { rows, perRow, slice };
    };
    fan.classList.remove("rows");
    let fit = layout();
    if (fit.rows > 1) {  // (in rows, the cards a little smaller: the dock leaves the table in sight)
      fan.classList.add("rows");
      fit = layout();
    }
    fan.style.setProperty("--slice", `${Math.floor(fit.slice)}px`);
    if (fit.rows > 1) cards.forEach((c, k) => { if ((k + 1) % fit.perRow === 0) c.classList.add("row-end"); });
  }
}
window.addEventListener("resize", () => fitFans());


const FOUR_COLOUR_KEY = "rummyhall:four-colour";

/** The four-colour deck (clubs green, diamonds blue), remembered in this browser. */
export function setFourColour(on) {
  localStorage.setItem(FOUR_COLOUR_KEY, on ? "on" : "off");
  document.documentElement.classList.toggle("four-colour", on);
}
document.documentElement.classList.toggle("four-colour", localStorage.getItem(FOUR_COLOUR_KEY) === "on");

/** A person's initials for an avatar: "Ada (greedy)" -> "A", "Bob Smith" -> "BS". */
function initials(name) {
  const words = String(name).replace(/\(.*\)/, "").trim().split(/\s+/).filter(Boolean);
  return (words.slice(0, 2).map((w) => w[0].toUpperCase()).join("")) || "?";
}

/** A player's name as shown: the name, and a bot's kind after it ("Ben" "(random)"), each kept whole on
 *  its line (the kind goes to the next line rather than being split); the whole name in `title`. */
export function nameElement(name, cls = "name") {
  const found = /^(.*\S) (\([^()]*\))$/.exec(name);
  return h("span", { class: cls, title: name, "data-full-name": name },
    found ? [h("span", { class: "given", text: found[1] }), " ", h("span", { class: "kind", text: found[2] })] : h("span", { class: "given", text: name }));
}

/** A player's own name without a bot's kind or "(you)": "Ada (greedy)" -> "Ada" (for small labels; the whole in a title). */
export function givenName(name) { return String(name).replace(/ \([^()]*\)$/, ""); }

/** The opponents in play order from your seat (the next to act first; seat order when you are watching). */
function playOrder(count, you) {
  const start = you === null || you === undefined ? 0 : you + 1;
  return Array.from({ length: count }, (_, k) => (start + k) % count).filter((s) => s !== you);
}

/** Where the opponents sit around the oval, in play order: the first on your left (from the bottom up),
 *  then across the top (left to right), the last on your right (top down); two on each side from 6 opponents. */
function seatSides(order) {
  const k = order.length;
  const sides = k >= 6 ? 2 : k >= 2 ? 1 : 0;
  return { left: order.slice(0, sides), top: order.slice(sides, k - sides), right: order.slice(k - sides) };
}

/** The opponents around the table: for each seat other than yours, a box with its name, initials,
 *  a fan of card backs with the count, and what `about(seat)` says ({stats, marks, active, extra}). */
export function seatRing(players, you, names, about) {
  const seatBox = (s) => {
    const p = players[s];
    const info = about(s);
    const backs = Math.min(p.cards, 8);
    return h("section", { class: "seat" + (info.active ? " active" : "") + (info.out ? " out" : ""), "data-seat": s,
      ...opponentZone(s, you, names), "aria-label": ngettext("{name}: {count} card", "{name}: {count} cards", p.cards, { name: names[s] }) },
    h("div", { class: "who" }, h("span", { class: "avatar", "aria-hidden": "true", text: initials(names[s]) }),
      nameElement(names[s])),
    info.marks?.length ? h("div", { class: "marks" }, info.marks.map((m) => h("span", { class: "mark", text: m }))) : null,
    h("div", { class: "fan mini" }, Array.from({ length: backs }, () => cardBack()),
      h("span", { class: "count", text: numberText(p.cards) })),
    h("div", { class: "stats" }, (info.stats || []).join(" · ")),
    info.extra || null);
  };
  const order = playOrder(players.length, you);
  return h("div", { class: `ring opponents-${order.length}`, id: "opponents" },
    Object.entries(seatSides(order)).map(([side, seats]) => h("div", { class: `side side-${side}` }, seats.map(seatBox))));
}

// -- your hand's order: by rank, by suit, or as you drag it (or move it with Shift+arrow)

/** A hand's order kept across redraws: `sort` is "rank", "suit" or "custom" (the cards' texts in `custom`). */
export function handSorter(sort = "suit") { return { sort, custom: [] }; }

/** The indices of `cards` in the order the sorter says (a custom order keeps new cards at the end). */
export function orderHand(cards, sorter) {
  if (sorter.sort !== "custom") return sortCards(cards, sorter.sort);
  const left = cards.map((_, i) => i);
  const order = [];
  for (const card of sorter.custom) {
    const k = left.findIndex((i) => cards[i] === card);
    if (k >= 0) order.push(...left.splice(k, 1));
  }
  return [...order, ...left];
}

/** Move the card at index `from` (of `cards`, among the `shown` indices) to position `to` of the shown order. */
function moveInHand(cards, shown, sorter, from, to) {
  const order = shown.filter((i) => i !== from);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, from);
  sorter.custom = [...order.map((i) => cards[i]), ...sorter.custom.filter((c) => !order.some((i) => cards[i] === c))];
  sorter.sort = "custom";
}

const HAND_DRAG = "application/x-rummyhall-hand";  // (a card dragged within the hand: its index)

/** Let the cards of a hand's fan (each with `data-index`) be dragged into a new order, and moved with
 *  Shift+← / Shift+→ when focused; `redraw` draws the hand again, `focus(i)` focuses card i after. */
export function reorderable(fan, cards, shown, sorter, redraw) {
  const place = (i, to) => {
    moveInHand(cards, shown, sorter, i, to);
    redraw();
    fan.ownerDocument.querySelector(`#hand [data-index="${i}"]`)?.focus();
  };
  fan.setAttribute("aria-label", _("your hand (drag a card, or Shift+← / Shift+→, to move it)"));
  for (const el of fan.querySelectorAll(".card[data-index]")) {
    const i = Number(el.dataset.index);
    el.draggable = true;
    if (el.tagName !== "BUTTON") el.tabIndex = 0;  // (every card of the hand is reached by the keys, to be moved)
    el.addEventListener("dragstart", (e) => { e.dataTransfer.setData(HAND_DRAG, String(i)); e.dataTransfer.effectAllowed = "move"; });
    el.addEventListener("dragover", (e) => { if (e.dataTransfer.types.includes(HAND_DRAG)) e.preventDefault(); });
    el.addEventListener("drop", (e) => {  // dropped on a card: before it, or after it on its right half
      if (!e.dataTransfer.types.includes(HAND_DRAG)) return;
      e.preventDefault();
      e.stopPropagation();
      const from = Number(e.dataTransfer.getData(HAND_DRAG));
      const box = el.getBoundingClientRect();
      const after = e.clientX > box.left + box.width / 2;
      const rest = shown.filter((k) => k !== from);
      if (from !== i) place(from, rest.indexOf(i) + (after ? 1 : 0));
    });
    el.addEventListener("keydown", (e) => {
      if (!e.shiftKey || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
      e.preventDefault();
      e.stopPropagation();
      place(i, shown.indexOf(i) + (e.key === "ArrowLeft" ? -1 : 1));
    });
  }
  fan.addEventListener("dragover", (e) => { if (e.dataTransfer.types.includes(HAND_DRAG)) e.preventDefault(); });
  fan.addEventListener("drop", (e) => {  // dropped beside the cards: at the end
    if (!e.dataTransfer.types.includes(HAND_DRAG)) return;
    e.preventDefault();
    e.stopPropagation();
    place(Number(e.dataTransfer.getData(HAND_DRAG)), shown.length);
  });
}

/** The buttons "By rank" and "By suit" for a hand's sorter. */
export function sortButtons(sorter, redraw) {
  const button = (mode, text) => h("button", { type: "button", id: `sort-${mode}`, "data-action": `sort ${mode}`, "aria-pressed": sorter.sort === mode ? "true" : "false",
    "aria-label": mode === "rank" ? _("sort by rank") : _("sort by suit"), onclick: () => { sorter.sort = mode; redraw(); }, text });
  return [button("rank", _("By rank")), button("suit", _("By suit"))];
}

// -- a click must not be lost: the table drawn again, or a card flying over the button, before the release --

/** How to find a control again once drawn anew: its id, its data-key, or its card and place. */
function controlSignature(el) {
  if (el.id) return `#${CSS.escape(el.id)}`;
  const attrs = ["key", "card", "index", "meld", "action"].filter((a) => el.dataset[a] !== undefined)
    .map((a) => `[data-${a}="${CSS.escape(el.dataset[a])}"]`).join("");
  return attrs ? el.tagName.toLowerCase() + attrs : null;
}

/** Whether a release (pointerup) is on `control`: on the control itself, or on a card flying over it
 *  (the animation of a move, animateMoves) at a point inside the control's box. */
function releasedOn(control, event) {
  if (control.contains(event.target)) return true;
  const card = event.target.closest?.(".card");
  if (!card || !card.getAnimations?.().some((a) => a.playState === "running")) return false;
  const box = control.getBoundingClientRect();
  return event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
}

(() => {
  // The browser sends no click to a pressed button in two cases, and the release then completes it:
  // - a new position arrives while the button is held down: the table is drawn again, the pressed
  //   button is replaced (the click goes to the button drawn in its place, found by the same id or key);
  // - a card flies over the button between the press and the release (the cards of the last moves
  //   slide to their places for 300 ms): the release lands on the card, and the browser's click goes
  //   to what the button and the card are both inside.
  let pressed = null;
  document.addEventListener("pointerdown", (e) => {
    const el = e.target.closest?.("button, [role=button]");
    const signature = el && el.closest("#game") ? controlSignature(el) : null;
    pressed = signature ? { el, signature, nth: [...document.querySelectorAll(signature)].indexOf(el) } : null;
  }, true);
  for (const type of ["pointercancel", "dragstart"]) document.addEventListener(type, () => { pressed = null; }, true);
  document.addEventListener("pointerup", (e) => {
    const was = pressed;
    pressed = null;
    if (!was || (was.el.isConnected && was.el.contains(e.target))) return;  // (an ordinary click)
    const now = was.el.isConnected ? was.el : document.querySelectorAll(was.signature)[Math.max(was.nth, 0)];
    if (!now || now.disabled || !releasedOn(now, e)) return;
    let clicked = false;
    const saw = (c) => { if (now.contains(c.target)) clicked = true; };
    document.addEventListener("click", saw, true);
    setTimeout(() => {
      document.removeEventListener("click", saw, true);
      if (!clicked && now.isConnected && !now.disabled) now.click();
    }, 0);
  }, true);
})();

/** Where a question to the player goes: the top of the table's centre (or of the table). */
export function feltTop() { return document.querySelector("#game > .centre") || document.getElementById("game"); }

/** A summary's table of every player's hand: each cell knows its column's heading (`data-label`), so that
 *  on a phone a row can be shown as a block (the name, the cards, then each number after its heading). */
export function handsTable(table) {
  table.classList.add("hands");
  const heads = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
  for (const row of table.querySelectorAll("tbody tr")) [...row.children].forEach((cell, k) => { if (heads[k]) cell.dataset.label = heads[k]; });
  return table;
}

/** The top of the felt, across its whole width: the end of a deal's summary (and the game's end), or null. */
export function feltHead(...boxes) {
  const shown = boxes.filter(Boolean);
  return shown.length ? h("div", { class: "felt-head", id: "felt-head" }, shown) : null;
}

/** The hand's dock along the bottom of the screen: a title line, the fanned cards, and controls. */
export function handDock(title, fan, controls) {
  return h("section", { class: "dock", id: "hand-panel", "aria-label": _("your hand") },
    h("div", { class: "dock-head" }, h("h2", {}, title), controls || null), fan);
}

/** A refusal from an engine names seats by number from 0 ("seat 1 is to draw"); people read names. */
export function nameSeats(text, names) {
  return text.replace(/\bseat (\d+)\b/g, (whole, n) => (names[Number(n)] ?? whole));
}

/** Another player's row marked as an "opponent" zone, named as the server names the seat (none for your own). */
function opponentZone(seat, you, names) {
  const given = serverSeats?.[seat]?.name;
  return seat === you ? {} : { "data-zone": "opponent", "data-name": given || names[seat] || `seat ${seat + 1}` };
}

let serverSeats = null;  // the table's seats as the server names them (the table page's core gives them)

/** The seats of the table being drawn, as the server sends them (the opponents' zones are named by them). */
export function useSeats(seats) { serverSeats = seats; }

/** The panel saying that a table does not exist (a wrong link, or a table closed). */
export function noTablePanel(never) {
  document.title = _("rummyhall - no such table");
  return h("section", { class: "panel", id: "no-table" },
    h("h2", { text: never ? _("There is no such table") : _("This table no longer exists") }),
    h("p", { text: never ? _("The link is wrong, or the table no longer exists (a table left waiting in the lobby with nobody at it is closed after a while).")
      : _("The link is wrong, or the table was closed (a table left waiting in the lobby with nobody at it is closed after a while).") }),
    h("p", {}, h("a", { href: "/", text: _("Go to the lobby") }), " ", _("to start a new table, or ask for the invite link again.")));
}

/** You as the subject of an engine's sentence: "you" in English (as the terminal), else "Ann (you)". */
export function youSubject(name) { return I18N.lang === "en" ? "you" : _("{name} (you)", { name }); }
