// The table page's core, shared by every game's table: the connection, the lobby, and the parts every
// game shares (whose turn, what happened, refusals, the move list and the command box).  Each game's
// table is a module of its own (liverpool.js, carousel.js, rummoli.js: `render(root, message, names)`
// and `keys(event)`), loaded when a table of that game is first drawn; it imports from here what it
// acts with (act, latest, ...), and no game's names are another's.
import { I18N, _, ngettext, fill, gameWord } from "./i18n.js";
import { cardChip, cardInfo, feltHead, feltTop, fitFans, nameSeats, noTablePanel, useSeats } from "./common.js";
import { h, keptLevel, startKey, tokenKey } from "./page.js";

/** Each game's table, its module (a page loads only its own game's). */
const TABLES = { liverpool: () => import("./liverpool.js"), carousel: () => import("./carousel.js"), rummoli: () => import("./rummoli.js") };
const loaded = {};  // game -> its module, once loaded
const loading = {};

/** The module of `game`'s table, or null while it loads (the table is drawn once it is in). */
function tableOf(game) {
  if (loaded[game]) return loaded[game];
  loading[game] ??= TABLES[game]().then((module) => {
    loaded[game] = module;
    if (latest?.type === "state") renderState(latest);
  }, () => { delete loading[game]; showError(_("the server's answer could not be read")); });
  return null;
}

/** A key pressed on the table: the game's own keys (d draw, ...), outside a box being typed in. */
export function gameKeys(event) {
  const el = document.activeElement;
  if (["SELECT", "TEXTAREA"].includes(el?.tagName) || (el?.tagName === "INPUT" && el.type !== "checkbox")) return;
  if (event.ctrlKey || event.metaKey || event.altKey || latest?.type !== "state") return;
  loaded[latest.view.game]?.keys(event);
}

export const tableId = decodeURIComponent(location.pathname.split("/").pop());
let token = localStorage.getItem(tokenKey(tableId));
export let socket = null;
export let latest = null;          // the last "state" or "lobby" message
const checkQueue = [];      // a callback for each "check" asked and not yet answered (answers come in order)
let errorTimer = null;
let beforeHello = false;    // a connection that says hello: its first message was written before the hello was read

export function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(tableId)}`);
  socket.onopen = () => {
    setConnection("");
    checkQueue.length = 0;  // (the questions of a closed connection are never answered)
    beforeHello = !!token;
    if (token) send({ type: "hello", token });
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (event.code === NO_TABLE_CLOSE) return showNoTable();
    setConnection(_("connection lost - reconnecting…"));
    setTimeout(connect, 1000);
  };
}

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
const NO_TABLE_CLOSE = 4404;  // the server's close code: this table does not exist (or no longer does)

/** The table is not there (a wrong link, or deleted while this page was away): say so, stop reconnecting. */
function showNoTable() {
  setConnection("");
  document.querySelector("main").replaceChildren(noTablePanel(false));
}

/** Ask the server whether `text` would be refused (or cost points); `callback` gets its answer. */
export function checkMove(text, callback) {
  if (socket?.readyState !== WebSocket.OPEN) return showError(_("not connected to the server; reconnecting…"));
  checkQueue.push(callback);
  send({ type: "check", action: text });
}

export function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  else showError(_("not connected to the server; reconnecting…"));
}

/** Send a move as text, quoting the number of moves this page has seen. */
export function act(text) {
  if (!latest || latest.type !== "state") return;
  send({ type: "act", seq: latest.seq, action: text });
}

export function receive(message) {
  if (message.type === "error" && message.about === "hint") showHint("");
  if (message.type === "error") return showError(refusalText(message));
  if (message.type === "check") {
    const callback = checkQueue.shift();
    if (callback) callback(message);
    return;
  }
  if (message.type === "hint") return showHint(message.template ? fill(message.template, message.params) : message.text);
  if (message.type === "play_again") return goToNextTable(message.table, message.token);
  if ((message.type === "lobby" || message.type === "state") && beforeHello) {
    beforeHello = false;
    // (the table as a spectator sees it, sent on connecting: the answer to the hello, in this
    // person's seat, follows at once; drawing this one would flash the spectator's table)
    if (message.you === null || message.you === undefined) return;
  }
  if (message.type === "lobby") {
    latest = message;
    return renderLobby(message);
  }
  if (message.type === "state") {
    const first = !latest || latest.type !== "state" || latest.seq !== message.seq;
    const same = !first && drawnPart(latest) === drawnPart(message);
    latest = message;
    if (first) clearError();
    // (only someone's connection changed: the table is not drawn again, so a click on it is not disturbed)
    if (same) return renderSeats(message);
    return renderState(message, first);
  }
}

/** What the table is drawn from: the whole message but who is connected (shown in the seats list only). */
function drawnPart(message) {
  return JSON.stringify({ ...message, table: { ...message.table, seats: message.table.seats.map(({ connected, ...seat }) => seat) } });
}

/** A refusal in the reader's language: its sentence filled, seats by their names (docs/i18n.md);
 * an old server's English text read back as a fault. */
function refusalText(message) {
  const who = latest?.table ? names(latest.table) : null;
  if (message.template) return fill(message.template, message.params || {}, who);
  return I18N.text(who ? nameSeats(message.message, who) : message.message);
}

/** "Liverpool rummy - 3 players" in the language. */
function tableTitle(table) {
  return ngettext("{game} - {count} player", "{game} - {count} players", table.players, { game: gameWord(table.game) });
}

/** An event in words (docs/i18n.md): its player's name ($who) where the translation puts it,
 *  "(you)" after your own name ("Ann (you)"). */
function eventSentence(e, who, you) {
  if (e.seat === null || e.seat === undefined) return I18N.event(e, who);
  return I18N.event(e, who, e.seat === you ? _("{name} (you)", { name: who[e.seat] }) : who[e.seat]);
}

export function names(table) { return table.seats.map(seatName); }

/** A seat's name as people read it: a bot's kind in the reader's language ("Ada (greedy)" -> "Ada (ашкөз)"). */
export function seatName(seat) {
  const kind = seat.bot && ` (${seat.bot})`;
  return kind && seat.name.endsWith(kind) ? `${seat.name.slice(0, -kind.length)} (${_(seat.bot)})` : seat.name;
}

function setConnection(text) { document.getElementById("connection").textContent = text; }

export function showError(text) {
  const box = document.getElementById("error");
  box.textContent = text;
  box.classList.remove("hidden");
  clearTimeout(errorTimer);
  errorTimer = setTimeout(clearError, 8000);
}

export function clearError() { document.getElementById("error").classList.add("hidden"); }

// -- the lobby

function renderLobby(message) {
  const table = message.table;
  document.getElementById("title").textContent = tableTitle(table);
  document.getElementById("lobby").classList.remove("hidden");
  document.getElementById("moves-panel").classList.add("hidden");
  document.getElementById("invite").textContent = location.origin + "/t/" + table.id;
  document.getElementById("invite-local").classList.toggle("hidden", !LOOPBACK.includes(location.hostname));
  const seated = message.you !== null && message.you !== undefined;
  const list = document.getElementById("lobby-seats");
  list.replaceChildren(...table.seats.map((seat) => seatItem(seat, message.you, seated)));
  const empty = table.seats.some((s) => !s.person && !s.bot);
  document.getElementById("join").classList.toggle("hidden", seated || !empty);
  const start = document.getElementById("start");
  start.classList.toggle("hidden", !seated);
  start.disabled = empty;
  document.getElementById("turn").textContent = seated
    ? (empty ? _("Waiting for every seat to be filled (send the invite link, or give seats to bots).") : _("Everyone is here: start the game."))
    : _("Join the table with your name.");
  document.getElementById("turn").classList.remove("you");
  // (a table made with bots in every other seat, by Play now or the lobby's form: started on arriving)
  if (seated && !empty && localStorage.getItem(startKey(tableId))) {
    localStorage.removeItem(startKey(tableId));
    start.disabled = true;
    document.getElementById("turn").textContent = _("Starting the game…");
    send({ type: "start" });
  }
}

function seatItem(seat, you, seated) {
  let who = seat.person ? (seat.bot ? _("{name} (a {bot} bot is playing for them)", { name: seat.name, bot: I18N.word(seat.bot) }) : seat.name)
    : seat.bot ? seatName(seat) : _("empty");
  if (seat.seat === you) who = _("{name} (you)", { name: who });
  const item = h("li", { "data-seat": seat.seat }, who,
    seat.person && !seat.bot ? h("span", { class: "muted", text: " - " + (seat.connected ? _("here") : _("away")) }) : "");
  const canGive = seated && seat.seat !== you && !seat.bot && (!seat.person || !seat.connected)
    && (!latest || latest.type === "lobby" || !latest.view?.over);
  if (canGive) {  // (a bot of the level this browser chose in the lobby: medium unless told)
    item.append(" ", h("button", { type: "button", onclick: () => send({ type: "bot", seat: seat.seat, bot: keptLevel() }),
      text: _("give to a bot") }));
  }
  return item;
}

// -- the game

let history = new Map();     // every event this page has seen: move number -> its events
let animatedSeq = -1;        // the last position whose moves were animated
let shownPart = null;        // what the felt shows: "play", "summary" (a deal's end) or "over" (the game's)

export function renderState(message, first = true) {
  const view = message.view;
  const game = tableOf(view.game);
  if (!game) return;
  const table = message.table;
  const who = names(table);
  document.getElementById("title").textContent = tableTitle(table);
  document.getElementById("lobby").classList.add("hidden");
  const seated = message.you !== null && message.you !== undefined;
  document.getElementById("moves-panel").classList.toggle("hidden", !seated || view.over);

  const banner = document.getElementById("turn");
  const actors = view.actors || [];
  let text;
  if (view.over) {
    text = message.result ? _("Game over. {result}", { result: fill(message.result.template, message.result.params, who) }) : _("Game over.");
  } else if (seated && message.legal.length) {
    text = message.may_pass ? _("You may act now (or let it go).") : _("Your move.");
  } else {
    text = _("Waiting for {names}.", { names: actors.map((s) => who[s]).join(", ") });
  }
  const wasYours = document.body.dataset.turn === "you";
  banner.textContent = text;
  banner.classList.toggle("you", seated && message.legal.length > 0);
  document.body.dataset.game = view.game;  // (the testing contract: whose move, which game)
  document.body.dataset.turn = seated && message.legal.length > 0 ? "you" : "other";

  const root = document.getElementById("game");
  const animate = message.seq !== animatedSeq;
  const before = animate ? cardPlaces(root) : null;
  const scrolled = new Map([...root.querySelectorAll(".fit-height[id]")].map((box) => [box.id, box.scrollTop]));
  useSeats(table.seats);
  game.render(root, message, who);
  if (view.over) {  // (at the top of the felt, with the last summary)
    const head = root.querySelector(".felt-head");
    if (head) head.prepend(playAgainBox(message));
    else root.prepend(feltHead(playAgainBox(message)));
  }
  // The end of a deal: its summary is what to read and its button what to press now; the table under it
  // waits (inert) until it is put away, and the banner says so rather than "Your move."
  const close = !view.over && root.querySelector("#summary-close");
  for (const part of root.children) part.inert = !!close && !part.classList.contains("felt-head");
  if (close) {
    banner.textContent = _("The summary is on the table: when you have read it, press \u201c{button}\u201d.", { button: close.textContent });
  }
  const showing = view.over ? "over" : close ? "summary" : "play";
  if (showing !== shownPart) {  // (a summary, the game's end or the table back: seen from its top, the banner too)
    if (shownPart !== null) window.scrollTo(0, 0);
    shownPart = showing;
  }
  document.body.classList.toggle("docked", !!root.querySelector(".dock"));
  const dock = root.querySelector(".dock");
  // (the game is over, or a summary is to be read, every hand in it: the hand, inert, takes less room)
  if (dock && (view.over || close)) dock.classList.add("resting");
  dock?.classList.toggle("waiting", !!close);  // (its buttons put away while it waits under the summary)
  fitFans(root);
  fitRoom();
  for (const [id, top] of scrolled) { const box = document.getElementById(id); if (box) box.scrollTop = top; }
  renderLegal(message);
  renderHint(message, first);
  document.getElementById("command").placeholder = message.legal.length ? _("e.g. {move}", { move: message.legal[0] }) : "";
  const fresh = renderEvents(message, who);
  if (animate) {
    animatedSeq = message.seq;
    if (before.size) animateMoves(root, before, fresh);
  }
  if (fresh.length || (!wasYours && document.body.dataset.turn === "you")) {
    const said = fresh.map((e) => eventText(e, who, message.you));
    if (document.body.dataset.turn === "you" && !wasYours) said.push(_("Your move."));
    announce(said.join(". "));
  }
  renderSeats(message);
}

/** The table drawn again from the last position (after a change made on the page: a selection, a sort). */
export function redraw() { if (latest && latest.type === "state") renderState(latest); }

/** On a wide screen the side panels reach down to the hand's dock, the history taking the room
 * the others leave: the whole column in sight, no page scroll for it. */
function fitAside() {
  const aside = document.querySelector(".room aside");
  const dock = document.querySelector("#game .dock");
  // (a .fit-height box, Carousel's draft, reaches down to the dock seen from the page's top, and scrolls inside)
  for (const box of document.querySelectorAll("#game .fit-height")) {
    box.style.removeProperty("max-height");
    const room = innerHeight - box.getBoundingClientRect().top - scrollY - (dock ? dock.offsetHeight : 0) - 8;
    if (box.scrollHeight > room) box.style.maxHeight = `${Math.max(72, room)}px`;
  }
  if (!aside) return;
  if (!WIDE.matches || !dock) return aside.style.removeProperty("height");
  const top = aside.getBoundingClientRect().top + window.scrollY;
  aside.style.height = `${Math.max(240, window.innerHeight - top - dock.offsetHeight - 12)}px`;
}
const WIDE = window.matchMedia("(min-width: 1000px)");
/** The room kept for the dock and the boxes above it, again. */
export function fitRoom() {
  const dock = document.querySelector("#game .dock");
  if (dock) document.body.style.setProperty("--dock-h", `${dock.offsetHeight + 12}px`);
  fitAside();
}
window.addEventListener("resize", () => {
  // (the hand's fan is laid out again for the new width: the room kept for the dock follows it)
  fitFans();
  fitRoom();
});

/** The list of seats beside the table: who sits where, and who is here. */
function renderSeats(message) {
  const seated = message.you !== null && message.you !== undefined;
  document.getElementById("game-seats").replaceChildren(...message.table.seats.map((seat) => seatItem(seat, message.you, seated)));
  document.getElementById("seats-panel").classList.remove("hidden");
}

/** Say `text` to a screen reader (politely, after what it is saying). */
function announce(text) {
  const live = document.getElementById("live");
  live.textContent = text.replace(/^\. /, "");
}

// -- the end of the game: play again

function playAgainBox(message) {
  const seated = message.you !== null && message.you !== undefined;
  const next = message.next_table;
  const box = h("div", { class: "summary play-again", id: "play-again-box" },
    h("h2", {}, _("Game over")),
    message.result ? h("p", { text: fill(message.result.template, message.result.params, names(message.table)) }) : null);
  if (seated && !next) {
    box.append(h("button", { type: "button", class: "primary", id: "play-again", "data-action": "play-again",
      onclick: (event) => {
        event.target.disabled = true;
        event.target.textContent = _("Setting up the new table…");
        send({ type: "play_again" });
      }, text: _("Play again with the same players") }));
  }
  if (next) {
    const token = localStorage.getItem(tokenKey(next));
    box.append(h("p", {}, _("A new game with the same players is ready:"), " ",
      h("a", { href: `/t/${encodeURIComponent(next)}`, id: "next-table", text: token ? _("go to your seat") : _("go to the new table") })));
  }
  box.append(" ", h("a", { href: "/", text: _("Back to the lobby") }));
  return box;
}

/** The server made the next table: keep this person's seat there and go to it. */
function goToNextTable(nextId, nextToken) {
  if (!nextId) return;
  if (nextToken) localStorage.setItem(tokenKey(nextId), nextToken);
  location.assign(`/t/${encodeURIComponent(nextId)}`);
}

// -- movement: a card flies from where it was to where it is

const REDUCED_MOTION = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: true };

const STILL = ".summary, .seat, .pot, #poker-hand";  // cards that are shown, not moved

/** Where each face-up card of the table is now (by its text; several of a text kept in order). */
function cardPlaces(root) {
  const places = new Map();
  if (REDUCED_MOTION.matches) return places;
  for (const el of root.querySelectorAll(".card[data-card]")) {
    if (el.dataset.card === "back" || el.closest(STILL)) continue;
    const key = el.dataset.card;
    if (!places.has(key)) places.set(key, []);
    places.get(key).push(el.getBoundingClientRect());
  }
  return places;
}

/** FLIP: each card that moved (or arrived from the stock or an opponent) slides to its new place, in 300 ms at most. */
function animateMoves(root, before, fresh) {
  if (REDUCED_MOTION.matches || !Element.prototype.animate) return;
  const seen = new Map();
  const from = (event) => {
    if (!event || event.seat === null || event.seat === undefined) return null;
    const seat = root.querySelector(`.seat[data-seat="${event.seat}"]`);
    return seat ? seat.getBoundingClientRect() : null;
  };
  const stock = root.querySelector("#stock")?.getBoundingClientRect();
  for (const el of root.querySelectorAll(".card[data-card]")) {
    const key = el.dataset.card;
    if (key === "back" || el.closest(STILL)) continue;
    const k = seen.get(key) || 0;
    seen.set(key, k + 1);
    const now = el.getBoundingClientRect();
    let old = before.get(key)?.[k];
    if (!old) {
      const event = fresh.find((e) => e.cards.includes(key));
      old = from(event) || (el.closest("#hand") && stock) || null;
    }
    if (!old) continue;
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) continue;
    el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: 280, easing: "ease-out" });
  }
}

function renderLegal(message) {
  const box = document.getElementById("legal");
  let legal = message.legal;
  const notes = [];
  if (message.view.game === "carousel" && legal.some((a) => a.startsWith("meld "))) {
    // (a whole new table worked out by the solver is not a move to offer: the draft is how a person melds)
    legal = legal.filter((a) => !a.startsWith("meld "));
    notes.push(h("span", { class: "muted", text: _("To meld, build the table in the draft and press Meld.") }));
  }
  box.replaceChildren(...legal.slice(0, 60).map((text) => h("button", { type: "button", onclick: () => confirmAndAct(text), text })), ...notes);
  if (legal.length > 60) box.append(h("span", { class: "muted", text: " " + ngettext("…and {count} more (type it)", "…and {count} more (type them)", legal.length - 60) }));
  if (!message.legal.length) box.append(h("span", { class: "muted", text: _("Nothing to do right now.") }));
}

function eventText(e, who, you) {
  const cards = e.cards.length ? ": " + e.cards.map((c) => cardInfo(c.startsWith("*") && c.length > 1 ? c.slice(1) : c).long).join(", ") : "";
  return eventSentence(e, who, you) + cards;
}

/** The whole game's events, numbered by move (kept from every message: the server sends the recent ones;
 *  a move may have several events); returns the events not seen before. */
function renderEvents(message, who) {
  const fresh = [];
  const known = history.size > 0;
  const byMove = new Map();
  for (const e of message.last) {
    if (e.move === undefined || e.move === null) continue;
    if (!byMove.has(e.move)) byMove.set(e.move, []);
    byMove.get(e.move).push(e);
  }
  for (const [move, events] of byMove) {
    const had = history.get(move) || [];
    if (events.length > had.length) {
      if (known) fresh.push(...events.slice(had.length));
      history.set(move, events);
    }
  }
  const list = document.getElementById("events");
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 30;
  const moves = [...history.keys()].sort((a, b) => a - b);
  list.replaceChildren(...moves.flatMap((move) => history.get(move).map((e) => {
    const cards = e.cards.length ? h("span", {}, ": ", e.cards.map(cardChip)) : "";
    return h("li", { value: String(move), "data-move": move }, eventSentence(e, who, message.you), cards,
      e.hidden ? h("span", { class: "muted", text: " " + _("(a hidden card)") }) : "");
  })));
  if (atEnd || fresh.length) list.scrollTop = list.scrollHeight;
  return fresh;
}

/** A move the server did not list (typed, or built on the page) is checked with it first:
 *  one that would cost points (a failed Liverpool lay-down) is confirmed; a refused one is sent
 *  and refused in words. */
export function confirmAndAct(text) {
  if (latest && latest.legal && latest.legal.includes(text)) return act(text);
  checkMove(text, (answer) => {
    if (!answer.fault || !answer.penalty) return act(text);
    showWarning(_("This fails: {fault}. It would cost you {points:point}.", { fault: I18N.text(answer.fault), points: answer.penalty }), () => act(text));
  });
}

function showWarning(text, onYes) {
  document.querySelectorAll(".warning.confirm").forEach((w) => w.remove());
  const box = h("div", { class: "warning confirm", role: "alertdialog", "aria-label": _("warning") }, text, " ",
    h("button", { type: "button", onclick: () => { box.remove(); onYes(); }, text: _("Lay it down anyway") }), " ",
    h("button", { type: "button", class: "primary", onclick: () => box.remove(), text: _("Cancel") }));
  feltTop().prepend(box);
  box.querySelector("button.primary").focus();
}

// -- a hint

/** The Hint button: shown when the table allows hints, usable on your move; a new position clears the last answer. */
function renderHint(message, first) {
  const button = document.getElementById("hint-button");
  const seated = message.you !== null && message.you !== undefined;
  button.classList.toggle("hidden", !message.table.hints || !seated || message.view.over);
  button.disabled = !message.legal.length;
  if (first) showHint("");
}

export function showHint(text) { document.getElementById("hint-text").textContent = text; }

/** This browser's seat at the table, once joined (kept in localStorage by tokenKey). */
export function setToken(seatToken) {
  token = seatToken;
  localStorage.setItem(tokenKey(tableId), token);
}
