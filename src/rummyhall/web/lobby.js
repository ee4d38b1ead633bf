// The lobby: the open tables to join (asked for every few seconds) and the "start a table"
// form (game, seats, house rules in plain words); then off to the table.  An ES module that needs
// only i18n.js and page.js (the table pages' common.js is not loaded here): every word is said in the
// reader's language, _("..."), ngettext(...), docs/i18n.md.
import { I18N, _, ngettext, N_, gameName, gameWord } from "./i18n.js";
import { LEVEL_KEY, callJSON, h, keptLevel, startKey, tokenKey } from "./page.js";

const OPEN_EVERY = 4000;  // ms between two looks at the open tables (only while the page is seen)
const ABOUT = {
  liverpool: N_("Seven deals, each with its contract of books and runs to lay down; buy discards out of turn."),
  carousel: N_("Draw up to three cards, then meld by rearranging the whole table; knock with five points or less."),
  rummoli: N_("A board of nine pots, a poker hand and a run of cards in suit: play out first to collect."),
};

let GAMES = {};
let BOTS = [];
let LEVELS = [];  // easy, medium, hard: each one's name, title and description (bots/levels.py)
let DEFAULT_LEVEL = "medium";

// -- the open tables

let shownOpen = "";

async function showOpenTables() {
  const status = document.getElementById("open-status");
  let tables;
  try {
    tables = (await callJSON("/api/tables")).tables;
  } catch (e) {
    status.textContent = _("The open tables could not be fetched; trying again in a moment.");
    return;
  }
  const text = JSON.stringify(tables);
  if (text === shownOpen) return;  // (nothing new: the list, and the keyboard focus in it, stay)
  shownOpen = text;
  status.textContent = tables.length === 0
    ? _("No table is waiting for players right now. Start one below: listed tables show here for anyone to join.")
    : ngettext("{count} table is waiting for players.", "{count} tables are waiting for players.", tables.length);
  document.getElementById("open-tables").replaceChildren(...tables.map(openTable));
}

function openTable(table) {
  const free = table.players - table.taken;
  const who = [...table.waiting, ...table.bots];
  return h("li", { class: "table-card", "data-table": table.id },
    h("div", { class: "table-head" },
      h("span", { class: "game-name", text: gameName(table.game) }),
      h("span", { class: "seats-taken",
        text: ngettext("{taken} of {count} seat taken", "{taken} of {count} seats taken", table.players, { taken: table.taken }) })),
    h("p", { class: "who" }, h("span", { class: "sr", text: _("At the table:") + " " }),
      who.map((name) => h("span", { class: "chip", text: botName(name) }))),
    table.house_rules.length
      ? h("p", { class: "house muted", text: _("House rules: {rules}", { rules: table.house_rules.map((r) => _(r)).join("; ") }) })
      : null,
    h("a", { class: "button primary", href: table.join,
      "aria-label": ngettext("Join {names} at {game} ({count} seat free)", "Join {names} at {game} ({count} seats free)", free,
        { names: I18N.join(table.waiting), game: gameWord(table.game) }),
      text: _("Join") }));
}

/** A bot's name as the server gives it ("Ada (greedy)", "Ben (search 1s)"): its kind in the language. */
function botName(name) { return I18N.name(name); }

function lookNowAndThen() {
  showOpenTables();
  setInterval(() => { if (document.visibilityState === "visible") showOpenTables(); }, OPEN_EVERY);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") showOpenTables(); });
}

// -- starting a table

async function loadGames() {
  const data = await callJSON("/api/games");
  BOTS = data.bots;
  LEVELS = data.levels;
  DEFAULT_LEVEL = data.default_level;
  const select = document.getElementById("game");
  for (const game of data.games) {
    GAMES[game.name] = game;
    select.append(h("option", { value: game.name, text: gameName(game.name) }));
  }
  select.addEventListener("change", showGame);
  document.getElementById("players").addEventListener("input", showSeats);
  document.getElementById("name").value = localStorage.getItem("rummyhall:name") || "";
  showLevels();
  showGame();
  showQuickGames();
}

// -- the bots' level: one choice for Play now and the form (each shows it), kept in this browser

function chosenLevel() {
  const kept = keptLevel(DEFAULT_LEVEL);
  return LEVELS.some((level) => level.name === kept) ? kept : DEFAULT_LEVEL;
}

/** The level pickers (Play now's and the form's): a row of three choices and, under it, what the chosen one does. */
function showLevels() {
  for (const box of document.querySelectorAll("[data-levels]")) {
    const prefix = box.dataset.levels;
    const about = h("p", { class: "level-about", id: `${prefix}-level-about`, "aria-live": "polite" });
    const choices = h("div", { class: "level-choices" }, LEVELS.map((level) => {
      const input = h("input", { type: "radio", name: `${prefix}-level`, id: `${prefix}-level-${level.name}`, value: level.name,
        "data-level": level.name, "aria-describedby": about.id, onchange: () => chooseLevel(level.name) });
      return h("label", { class: "level-choice", for: input.id, title: levelAbout(level) }, input, h("span", { text: _(level.title) }));
    }));
    // (the three descriptions, unseen, in the same place as the chosen one's: it is as tall as the longest,
    // so what comes under it stays where it is when the level changes)
    const sizers = LEVELS.map((level) => h("span", { class: "level-sizer", "aria-hidden": "true", text: levelAbout(level) }));
    box.replaceChildren(h("legend", { text: _("Bots' level") }), choices, h("div", { class: "level-about-box" }, about, sizers));
  }
  chooseLevel(chosenLevel());
}

function levelAbout(level) { return _(level.about, { seconds: level.seconds }); }

/** `name` chosen in every picker (the other picker follows), its description shown, kept for next time. */
function chooseLevel(name) {
  const level = LEVELS.find((l) => l.name === name);
  localStorage.setItem(LEVEL_KEY, name);
  for (const input of document.querySelectorAll("input[data-level]")) input.checked = input.value === name;
  for (const about of document.querySelectorAll(".level-about")) about.textContent = levelAbout(level);
}

function showGame() {
  const game = GAMES[document.getElementById("game").value];
  const players = document.getElementById("players");
  players.min = game.fewest_players;  // (Liverpool: two, once its two-player option is on)
  players.max = game.max_players;
  const counts = game.fewest_option
    ? _("For {low} to {high} players ({fewest} with \u201c{option}\u201d).", { low: game.min_players, high: game.max_players,
      fewest: game.fewest_players, option: _(game.options[game.fewest_option].label) })
    : _("For {low} to {high} players.", { low: game.min_players, high: game.max_players });
  document.getElementById("game-about").textContent = `${ABOUT[game.name] ? _(ABOUT[game.name]) : ""} ${counts}`.trim();
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
  const rule = opt.rule ? h("a", { class: "rule", href: `/rules/${game}#${name}`, target: "_blank", rel: "noopener",
    title: _("the rules: {option}", { option: _(opt.label) }),
    "aria-label": _("rule {rule}, in the rules (opens a new tab)", { rule: opt.rule }), text: opt.rule }) : null;
  if (opt.choices) {
    // (a choice as a row of words of its own, not a box of choices: a long one, "თითო ბანკი ცალ-ცალკე,
    // უმცირესიდან დაწყებული", is said whole on a phone, over two lines)
    const choices = h("fieldset", { class: "choices", id, "data-option": name },
      h("legend", { text: _(opt.label) }),
      opt.choices.map((c) => h("label", { class: "choice" },
        h("input", { type: "radio", name: id, value: c, id: `${id}-${c}`, checked: c === opt.default }), " ",
        h("span", { text: (opt.choice_labels || {})[c] ? _(opt.choice_labels[c]) : typeof c === "number" ? I18N.number(c) : _(String(c)) }))));
    return h("div", { class: "option" }, choices, " ", rule);
  }
  let input;
  if (typeof opt.default === "boolean") {
    input = h("input", { type: "checkbox", id, checked: opt.default });
  } else {
    input = h("input", { type: "number", id, value: opt.default ?? "", min: opt.minimum ?? "", max: opt.maximum ?? "",
      placeholder: opt.optional ? _("no limit") : "", inputmode: "numeric", class: "number" });
  }
  input.dataset.option = name;
  const label = typeof opt.default === "boolean"
    ? h("label", { for: id }, input, " ", _(opt.label))
    : h("label", { for: id }, _(opt.label), " ", input);
  return h("div", { class: "option" }, label, " ", rule);
}

function showSeats() {
  const count = Number(document.getElementById("players").value) || 0;
  const list = document.getElementById("seats");
  const old = [...list.querySelectorAll("select[data-seat]:not([disabled])")].map((s) => s.value);
  // Seat 1 is yours (always a person); each other seat is a person (invited) or a bot.
  const yours = h("select", { id: "seat-1", "data-seat": 1, disabled: true }, h("option", { value: "person", text: _("you") }));
  const seatName = (n) => _("Seat {seat}", { seat: n });
  list.replaceChildren(h("li", {}, h("label", { class: "seat-name", for: "seat-1", text: seatName(1) }), yours));
  for (let i = 1; i < Math.min(count, 8); i++) {
    // (a bot plays at the level chosen below; a bot of one kind, for those who know them)
    const select = h("select", { id: `seat-${i + 1}`, "data-seat": i + 1 },
      h("option", { value: "person", text: _("a person (invite)") }),
      h("option", { value: "bot", text: _("a bot") }),
      h("optgroup", { label: _("Bots by kind") },
        BOTS.map((b) => h("option", { value: b, text: _("{kind} bot", { kind: I18N.word(b) }) }))));
    // (bots by default: the shortest path, a name and Create, gives a game that starts at once;
    // a seat for a person one invites is chosen on purpose)
    select.value = old[i - 1] ?? "bot";
    list.append(h("li", {}, h("label", { class: "seat-name", for: `seat-${i + 1}`, text: seatName(i + 1) }), select));
  }
}

function readOptions() {
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    if (input.type === "checkbox") options[name] = input.checked;
    else if (input.tagName === "FIELDSET") {  // (a choice: its checked word, a number as a number)
      const value = input.querySelector("input:checked").value;
      options[name] = isNaN(Number(value)) ? value : Number(value);
    }
    else options[name] = input.value === "" ? null : Number(input.value);
  }
  return options;
}

document.getElementById("create").addEventListener("submit", async (event) => {
  event.preventDefault();
  const error = document.getElementById("error");
  error.classList.add("hidden");
  const name = document.getElementById("name").value.trim();
  // (the server takes null for a person's seat, and seat 1, the creator's, is always one;
  // a bot as its level, or as its kind)
  const level = chosenLevel();
  const bots = [...document.querySelectorAll("#seats select[data-seat]")]
    .map((s) => (s.value === "person" ? null : s.value === "bot" ? level : s.value));
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
    goToTable(made, name, bots.slice(1).every((b) => b !== null));
  } catch (e) {
    sayRefusal(error, e);
    button.disabled = false;
  }
});

/** Off to the new table, with its seat token where the table page looks for it; a table with bots in every
 *  other seat is started by the table page as soon as it arrives (no one else is to come). */
function goToTable(made, name, allBots) {
  localStorage.setItem("rummyhall:name", name);
  localStorage.setItem(tokenKey(made.id), made.token);
  if (allBots) localStorage.setItem(startKey(made.id), "1");
  location.href = made.invite;
}

function sayRefusal(box, e) {
  // (Georgian writes no capital letters in a sentence: its capitals are for titles only)
  const said = I18N.lang === "ka" ? e.message : e.message[0].toLocaleUpperCase(I18N.lang) + e.message.slice(1);
  box.textContent = /[.!?]$/.test(said) ? said : said + ".";
  box.classList.remove("hidden");
}

// -- play now: one click, bots in the other seats, the game starts

const QUICK_PLAYERS = 4;  // (you and three bots, where the game allows four)

function showQuickGames() {
  const box = document.getElementById("quick-games");
  box.replaceChildren(...Object.values(GAMES).map((game) => h("button", {
    type: "button", class: "primary", id: `play-now-${game.name}`, "data-action": "play-now", "data-game": game.name,
    text: gameName(game.name), "aria-label": _("Play {game} now, against bots", { game: gameWord(game.name) }) })));
  for (const button of box.querySelectorAll("button")) button.addEventListener("click", () => playNow(button));
  const quickName = document.getElementById("quick-name");
  const formName = document.getElementById("name");
  // (one name for both: typed in either, it is in the other; a name typed before the games
  // arrived is kept, never overwritten by the form's empty one)
  if (quickName.value.trim()) formName.value = quickName.value;
  else quickName.value = formName.value;
  quickName.addEventListener("input", () => { formName.value = quickName.value; });
  formName.addEventListener("input", () => { quickName.value = formName.value; });
  document.getElementById("quick-form").addEventListener("submit", (e) => {
    e.preventDefault();
    playNow(box.querySelector("button"));
  });
}

async function playNow(button) {
  const game = GAMES[button.dataset.game];
  const error = document.getElementById("quick-error");
  error.classList.add("hidden");
  const name = document.getElementById("quick-name").value.trim();
  const players = Math.max(game.min_players, Math.min(QUICK_PLAYERS, game.max_players));
  const buttons = [...document.querySelectorAll("#quick-games button")];
  buttons.forEach((b) => { b.disabled = true; });
  try {
    const made = await callJSON("/api/tables", {
      game: game.name, players, bots: [null, ...Array(players - 1).fill(chosenLevel())], name, hints: true, listed: false,
    });
    goToTable(made, name, true);
  } catch (e) {
    sayRefusal(error, e);
    buttons.forEach((b) => { b.disabled = false; });
    if (!name) document.getElementById("quick-name").focus();
  }
}

/** The page's own words (written in English in index.html) in the reader's language. */
function words() {
  const say = (id, text) => { document.getElementById(id).textContent = text; };
  // (these hold markup: the catalog's message keeps the tags; it comes from our own catalogs)
  const sayMarked = (id, text) => { document.getElementById(id).innerHTML = text; };
  document.title = _("rummyhall - a card room for Liverpool rummy, Carousel and Rummoli");
  say("tagline", _("a card room for Liverpool rummy, Carousel and Rummoli"));
  say("games-link", _("Finished games"));
  document.getElementById("more").setAttribute("aria-label", _("More"));
  say("open-title", _("Open tables"));
  say("open-status", _("Looking for tables waiting for players\u2026"));
  say("how-title", _("How it works"));
  sayMarked("step-start", _("<strong>Start a table:</strong> choose the game, your seat's name, and who sits in the others: people you invite or bots."));
  sayMarked("step-invite", _("<strong>Send the invite link</strong> the table shows you. On a home network, the others open it on their own computers or phones (the server must listen on the network: <code>{command}</code>).",
    { command: "rummyhall serve --host 0.0.0.0" }));
  sayMarked("step-play", _("<strong>Start</strong> once every seat is filled. When the game ends, <em>Play again</em> sets up a new table for the same players."));
  const links = {};
  for (const game of ["liverpool", "carousel", "rummoli"]) {
    links[game] = `<a href="/rules/${game}">${gameName(game)}</a>`;
  }
  sayMarked("rules-links", _("The rules of each game: {liverpool}, {carousel}, {rummoli}.", links));
  say("quick-title", _("Play now"));
  say("quick-about", _("One click: you and bots at a table, and the game starts at once."));
  say("quick-name-label", _("Your name"));
  say("start-title", _("Start a table"));
  say("start-about", _("Choose a game, name yourself and give any seats you like to bots. You get an invite link to send to the others."));
  say("game-label", _("Game"));
  say("players-label", _("Players"));
  say("name-label", _("Your name"));
  say("seats-legend", _("Seats"));
  say("seats-note", _("(you sit in seat 1)"));
  say("options-legend", _("House rules"));
  say("table-legend", _("At this table"));
  say("hints-label", _("Allow hints"));
  say("hints-note", _("(the Hint button: what the greedy bot would do)"));
  say("listed-label", _("List it under Open tables"));
  say("listed-note", _("(anyone may take a free seat; untick to play with invited people only)"));
  say("create-button", _("Create the table"));
}

// The page's automation surface (docs/server.md, "The pages' scripts"), beside i18n.js's.
Object.assign(window.rummy, { callJSON, tokenKey, showQuickGames, chooseLevel });

I18N.ready.then(async () => {
  words();
  await loadGames();  // (first: the open tables name the bots' kinds, in the language)
  lookNowAndThen();
});
