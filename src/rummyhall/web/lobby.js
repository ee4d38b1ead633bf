// The lobby: the open tables to join (asked for every few seconds) and the "start a table"
// form (game, seats, house rules in plain words); then off to the table.  Self-contained:
// the table pages' common.js is not loaded here.
"use strict";

const OPEN_EVERY = 4000;  // ms between two looks at the open tables (only while the page is seen)
const ABOUT = {
  liverpool: "Seven deals, each with its contract of books and runs to lay down; buy discards out of turn.",
  carousel: "Draw up to three cards, then meld by rearranging the whole table; knock with five points or less.",
  rummoli: "A board of nine pots, a poker hand and a run of cards in suit: play out first to collect.",
};

let GAMES = {};
let BOTS = [];

/** An element: h("a", {href: "/", text: "home"}, ...children). */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) el.append(child);
  }
  return el;
}

async function callJSON(url, body) {
  const response = await fetch(url, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: "the server's answer could not be read" }));
  if (!response.ok) throw new Error(data.error || `the server said no (${response.status})`);
  return data;
}

/** Where the table page finds this browser's seat token (the same key as common.js's tokenKey). */
function tokenKey(tableId) { return "rummyhall:seat:" + tableId; }

// -- the open tables ---------------------------------------------------------------

let shownOpen = "";

async function showOpenTables() {
  const status = document.getElementById("open-status");
  let tables;
  try {
    tables = (await callJSON("/api/tables")).tables;
  } catch (e) {
    status.textContent = "The open tables could not be fetched; trying again in a moment.";
    return;
  }
  const text = JSON.stringify(tables);
  if (text === shownOpen) return;  // (nothing new: the list, and the keyboard focus in it, stay)
  shownOpen = text;
  status.textContent = tables.length === 0
    ? "No table is waiting for players right now. Start one below: listed tables show here for anyone to join."
    : `${tables.length} ${tables.length === 1 ? "table is" : "tables are"} waiting for players.`;
  document.getElementById("open-tables").replaceChildren(...tables.map(openTable));
}

function openTable(table) {
  const free = table.players - table.taken;
  const who = [...table.waiting, ...table.bots];
  return h("li", { class: "table-card", "data-table": table.id },
    h("div", { class: "table-head" },
      h("span", { class: "game-name", text: table.title }),
      h("span", { class: "seats-taken", text: `${table.taken} of ${table.players} seats taken` })),
    h("p", { class: "who" }, h("span", { class: "sr", text: "At the table: " }),
      who.map((name) => h("span", { class: "chip", text: name }))),
    table.house_rules.length ? h("p", { class: "house muted", text: "House rules: " + table.house_rules.join("; ") }) : null,
    h("a", { class: "button primary", href: table.join,
      "aria-label": `Join ${table.waiting.join(" and ")} at ${table.title} (${free} ${free === 1 ? "seat" : "seats"} free)`,
      text: "Join" }));
}

function lookNowAndThen() {
  showOpenTables();
  setInterval(() => { if (document.visibilityState === "visible") showOpenTables(); }, OPEN_EVERY);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") showOpenTables(); });
}

// -- starting a table ----------------------------------------------------------------

async function loadGames() {
  const data = await callJSON("/api/games");
  BOTS = data.bots;
  const select = document.getElementById("game");
  for (const game of data.games) {
    GAMES[game.name] = game;
    select.append(h("option", { value: game.name, text: game.title }));
  }
  select.addEventListener("change", showGame);
  document.getElementById("players").addEventListener("input", showSeats);
  document.getElementById("name").value = localStorage.getItem("rummyhall:name") || "";
  showGame();
}

function showGame() {
  const game = GAMES[document.getElementById("game").value];
  const players = document.getElementById("players");
  players.min = game.fewest_players;  // (Liverpool: two, once its two-player option is on)
  players.max = game.max_players;
  const fewer = game.fewest_option
    ? ` (${game.fewest_players} with \u201c${game.options[game.fewest_option].label}\u201d)` : "";
  document.getElementById("game-about").textContent =
    `${ABOUT[game.name] || ""} For ${game.min_players} to ${game.max_players} players${fewer}.`;
  const options = document.getElementById("options");
  options.replaceChildren();
  for (const [name, opt] of Object.entries(game.options)) {
    if (name === "turn_cap") continue; // for simulations, not people
    options.append(optionField(game.name, name, opt));
  }
  showSeats();
}

/** One house rule: its plain label and control, and its rule ID as a small link to the rules. */
function optionField(game, name, opt) {
  const id = `option-${name}`;
  let input;
  if (typeof opt.default === "boolean") {
    input = h("input", { type: "checkbox", id, checked: opt.default });
  } else if (opt.choices) {
    input = h("select", { id }, opt.choices.map((c) => h("option", {
      value: c, selected: c === opt.default, text: (opt.choice_labels || {})[c] || String(c) })));
  } else {
    input = h("input", { type: "number", id, value: opt.default ?? "", min: opt.minimum ?? "", max: opt.maximum ?? "",
      placeholder: opt.optional ? "no limit" : "", inputmode: "numeric", class: "number" });
  }
  input.dataset.option = name;
  const label = typeof opt.default === "boolean"
    ? h("label", { for: id }, input, " ", opt.label)
    : h("label", { for: id }, opt.label, " ", input);
  const rule = opt.rule ? h("a", { class: "rule", href: `/rules/${game}#${name}`, target: "_blank", rel: "noopener",
    title: `the rules: ${opt.help}`, "aria-label": `rule ${opt.rule}, in the rules (opens a new tab)`, text: opt.rule }) : null;
  return h("div", { class: "option" }, label, " ", rule);
}

function showSeats() {
  const count = Number(document.getElementById("players").value) || 0;
  const list = document.getElementById("seats");
  const old = [...list.querySelectorAll("select[data-seat]:not([disabled])")].map((s) => s.value);
  // Seat 1 is yours (always a person); each other seat is a person (invited) or a bot.
  const yours = h("select", { id: "seat-1", "data-seat": 1, disabled: true }, h("option", { value: "person", text: "you" }));
  list.replaceChildren(h("li", {}, h("label", { class: "seat-name", for: "seat-1", text: "Seat 1" }), yours));
  for (let i = 1; i < Math.min(count, 8); i++) {
    const select = h("select", { id: `seat-${i + 1}`, "data-seat": i + 1 },
      h("option", { value: "person", text: "a person (invite)" }),
      BOTS.map((b) => h("option", { value: b, text: `${b} bot` })));
    select.value = old[i - 1] ?? (i === 1 ? "person" : "greedy");
    list.append(h("li", {}, h("label", { class: "seat-name", for: `seat-${i + 1}`, text: `Seat ${i + 1}` }), select));
  }
}

function readOptions() {
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    if (input.type === "checkbox") options[name] = input.checked;
    else if (input.tagName === "SELECT") options[name] = isNaN(Number(input.value)) ? input.value : Number(input.value);
    else options[name] = input.value === "" ? null : Number(input.value);
  }
  return options;
}

document.getElementById("create").addEventListener("submit", async (event) => {
  event.preventDefault();
  const error = document.getElementById("error");
  error.classList.add("hidden");
  const name = document.getElementById("name").value.trim();
  // (the server takes null for a person's seat, and seat 1, the creator's, is always one)
  const bots = [...document.querySelectorAll("#seats select[data-seat]")].map((s) => (s.value === "person" ? null : s.value));
  const button = document.getElementById("create-button");
  button.disabled = true;
  try {
    const made = await callJSON("/api/tables", {
      game: document.getElementById("game").value,
      players: Number(document.getElementById("players").value),
      options: readOptions(),
      bots,
      name,
      hints: document.getElementById("hints").checked,
      listed: document.getElementById("listed").checked,
    });
    localStorage.setItem("rummyhall:name", name);
    localStorage.setItem(tokenKey(made.id), made.token);
    location.href = made.invite;
  } catch (e) {
    const said = e.message[0].toUpperCase() + e.message.slice(1);
    error.textContent = /[.!?]$/.test(said) ? said : said + ".";
    error.classList.remove("hidden");
    button.disabled = false;
  }
});

loadGames();
lookNowAndThen();
