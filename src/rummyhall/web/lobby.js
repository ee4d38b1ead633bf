// The "start a table" form: game, seats (person or bot), options; then go to the table.
"use strict";

let GAMES = {};
let BOTS = [];

async function loadGames() {
  const data = await callJSON("/api/games");
  BOTS = data.bots;
  const select = document.getElementById("game");
  for (const game of data.games) {
    GAMES[game.name] = game;
    select.append(h("option", { value: game.name, text: game.name[0].toUpperCase() + game.name.slice(1) }));
  }
  select.addEventListener("change", showGame);
  document.getElementById("players").addEventListener("input", showSeats);
  document.getElementById("name").value = localStorage.getItem("rummyhall:name") || "";
  addHintsBox();
  showGame();
}

/** "Allow hints" (on unless unticked): may the players ask the greedy bot's advice at this table. */
function addHintsBox() {
  const box = h("label", {}, h("input", { type: "checkbox", id: "hints", checked: true }), " Allow hints ",
    h("span", { class: "muted", text: "(the Hint button: what the greedy bot would do)" }));
  document.getElementById("create-button").parentElement.before(box);
}

function showGame() {
  const game = GAMES[document.getElementById("game").value];
  const players = document.getElementById("players");
  players.min = game.fewest_players;  // (Liverpool: two, once its two-player option is on)
  players.max = game.max_players;
  const options = document.getElementById("options");
  options.replaceChildren();
  for (const [name, opt] of Object.entries(game.options)) {
    if (name === "turn_cap") continue; // for simulations, not people
    let input;
    if (typeof opt.default === "boolean") {
      input = h("input", { type: "checkbox", name, checked: opt.default });
    } else if (opt.choices) {
      input = h("select", { name }, opt.choices.map((c) => h("option", { value: c, selected: c === opt.default, text: String(c) })));
    } else {
      input = h("input", { type: "number", name, value: opt.default ?? "", min: opt.minimum ?? "", max: opt.maximum ?? "",
        placeholder: opt.optional ? "none" : "" });
    }
    input.dataset.option = name;
    options.append(h("label", {}, input, " ", opt.help, " ", h("span", { class: "muted", text: `(${name})` })));
  }
  showSeats();
}

function showSeats() {
  const count = Number(document.getElementById("players").value) || 0;
  const list = document.getElementById("seats");
  const old = [...list.querySelectorAll("select[data-seat]:not([disabled])")].map((s) => s.value);
  // Seat 1 is yours (always a person); each other seat is a person (invited) or a bot.
  const yours = h("select", { "aria-label": "seat 1", "data-seat": 1, disabled: true }, h("option", { value: "person", text: "you" }));
  list.replaceChildren(h("li", {}, yours));
  for (let i = 1; i < Math.min(count, 8); i++) {
    const select = h("select", { "aria-label": `seat ${i + 1}`, "data-seat": i + 1 },
      h("option", { value: "person", text: "a person (invite)" }),
      BOTS.map((b) => h("option", { value: b, text: `${b} bot` })));
    select.value = old[i - 1] ?? (i === 1 ? "person" : "greedy");
    list.append(h("li", {}, select));
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
  try {
    const made = await callJSON("/api/tables", {
      game: document.getElementById("game").value,
      players: Number(document.getElementById("players").value),
      options: readOptions(),
      bots,
      name,
      hints: document.getElementById("hints")?.checked ?? true,
    });
    localStorage.setItem("rummyhall:name", name);
    localStorage.setItem(tokenKey(made.id), made.token);
    location.href = made.invite;
  } catch (e) {
    error.textContent = e.message;
    error.classList.remove("hidden");
  }
});

loadGames();
