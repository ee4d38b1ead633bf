// The table page: the table's core (table-core.js), which loads the module of its game's table, and
// the page's own controls (joining, the rules, the hint, the command box, the keys).
import { I18N, _ } from "./i18n.js";
import { numberText, setFourColour } from "./common.js";
import { callJSON, h, tokenKey } from "./page.js";
import {
  act, confirmAndAct, connect, gameKeys, latest, receive, renderState, seatName, send, setToken, showError, showHint, socket, tableId,
} from "./table-core.js";

document.getElementById("join").addEventListener("submit", async (event) => {
  event.preventDefault();
  try {
    const name = document.getElementById("join-name").value.trim();
    const joined = await callJSON(`/api/tables/${encodeURIComponent(tableId)}/join`, { name });
    setToken(joined.token);
    localStorage.setItem("rummyhall:name", name);
    send({ type: "hello", token: joined.token });
  } catch (e) {
    showError(e.message);
  }
});
document.getElementById("join-name").value = localStorage.getItem("rummyhall:name") || "";
document.getElementById("start").addEventListener("click", () => send({ type: "start" }));
document.getElementById("copy").addEventListener("click", () => {
  navigator.clipboard?.writeText(document.getElementById("invite").textContent);
});

// -- help: the rules and a hint

let choicesOf = null;  // each game's options as /api/games gives them (their choices in words), once asked for
let rulesOf = null;  // the game's rules as /api/rules gave them, once asked for

document.getElementById("hint-button").addEventListener("click", () => {
  showHint(_("Asking the greedy bot…"));
  send({ type: "hint" });
});

/** Open (or close) the Rules panel: the game's summary, and its options with this table's house rules marked. */
async function toggleRules(open) {
  const panel = document.getElementById("rules-panel");
  const button = document.getElementById("rules-button");
  open = open ?? panel.classList.contains("hidden");
  panel.classList.toggle("hidden", !open);
  button.setAttribute("aria-expanded", String(open));
  if (!open || !latest?.table) return;
  const table = latest.table;
  try {
    if (!rulesOf || rulesOf.game !== table.game) rulesOf = await callJSON(`/api/rules/${encodeURIComponent(table.game)}`);
  } catch (e) {
    return showError(_("the rules could not be loaded: {why}", { why: e.message }));
  }
  const changed = table.changed_options || {};
  if (!choicesOf) {  // (a choice in words, as the lobby says it: /api/games)
    try {
      choicesOf = Object.fromEntries((await callJSON("/api/games")).games.map((g) => [g.name, g.options]));
    } catch (e) {
      choicesOf = {};
    }
  }
  const choice = (name, value) => choicesOf?.[table.game]?.[name]?.choice_labels?.[value];
  const say = (value, name) => value === null ? _("none") : value === true ? _("yes") : value === false ? _("no")
    : typeof value === "string" && choice(name, value) ? _(choice(name, value)) : typeof value === "number" ? numberText(value) : String(value);
  document.getElementById("rules-options").replaceChildren(...Object.entries(rulesOf.options)
    .filter(([name]) => name !== "turn_cap")
    .map(([name, opt]) => {
      const value = name in changed ? changed[name] : opt.default;
      const house = name in changed;
      // (in plain words, as the lobby offered it; the rule ID a small link to the rules)
      const rule = opt.rule ? h("a", { class: "rule", href: `/rules/${table.game}#${name}`, target: "_blank", rel: "noopener",
        "aria-label": _("rule {rule}, in the rules (opens a new tab)", { rule: opt.rule }), text: opt.rule }) : "";
      return h("li", { class: house ? "house-rule" : "", "data-option": name },
        house ? h("strong", { text: _("House rule:") }) : "", house ? " " : "",
        _("{option}: {value}", { option: opt.label || opt.help, value: say(value, name) }),
        house ? h("span", { class: "muted", text: " " + _("(usually {value})", { value: say(opt.default, name) }) }) : "",
        rule ? " " : "", rule);
    }));
  if (!Object.keys(changed).length) {
    document.getElementById("rules-options").prepend(h("li", { class: "muted", text: _("No house rules: this table plays the standard rules.") }));
  }
  document.getElementById("rules-summary").textContent = rulesOf.summary;
}

document.getElementById("rules-button").addEventListener("click", () => toggleRules());
const fourColour = document.getElementById("four-colour");
fourColour.checked = document.documentElement.classList.contains("four-colour");
fourColour.addEventListener("change", () => setFourColour(fourColour.checked));
document.getElementById("rules-close").addEventListener("click", () => {
  toggleRules(false);
  document.getElementById("rules-button").focus();
});

document.getElementById("command-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = document.getElementById("command");
  const text = input.value.trim();
  if (!text) return;
  input.value = "";
  confirmAndAct(text);
});

document.addEventListener("keydown", (event) => {
  gameKeys(event);
  const typing = ["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement?.tagName);
  if (event.key === "/" && !typing) {
    event.preventDefault();
    document.getElementById("command").focus();
  } else if (event.key === "?" && !typing) {
    event.preventDefault();
    toggleRules();
  } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && document.activeElement?.closest("#hand")) {
    // along the hand with the arrow keys (Enter or Space then acts on the card)
    const cards = [...document.querySelectorAll("#hand .card")].filter((c) => c.tagName === "BUTTON" || c.tabIndex >= 0);
    const next = cards[cards.indexOf(document.activeElement) + (event.key === "ArrowLeft" ? -1 : 1)];
    if (next) next.focus();
    event.preventDefault();
  } else if (event.key === "Escape") {
    document.activeElement?.blur();
  }
});

// The page's automation surface (docs/server.md, "The pages' scripts"): what the browser tests and
// people at the console use; i18n.js adds I18N, _, ngettext and fill.  Nothing else is global.
Object.defineProperties(window.rummy, Object.getOwnPropertyDescriptors({  // (the getters kept, not their values now)
  get latest() { return latest; }, get socket() { return socket; },
  act, send, receive, renderState, seatName, callJSON, tokenKey,
}));

I18N.ready.then(() => { sayStaticWords(); connect(); });

/** The page's static words (written in English in table.html) in the reader's language. */
function sayStaticWords() {
  const set = (selector, text, attribute = null) => {
    const el = document.querySelector(selector);
    if (!el) return;
    if (attribute) el.setAttribute(attribute, text);
    else el.textContent = text;
  };
  document.title = _("rummyhall - table");
  set("#turn", _("Connecting…"));
  set("#rules-button", _("Rules"));
  set("#rules-button", _("the game's rules and this table's house rules (key: ?)"), "title");
  set("#hint-button", _("Hint"));
  set("#hint-button", _("what the greedy bot would do in your place"), "title");
  const four = document.getElementById("four-colour");
  four.parentElement.replaceChildren(four, " ", _("Four-colour deck"));
  set("#rules-title", _("Rules"));
  set("#rules-close", _("Close the rules"));
  set("#rules-panel h3", _("Options at this table"));
  set("#rules-summary", _("Loading the rules…"));
  set("#lobby h2", _("Waiting for players"));
  const invite = document.getElementById("invite").parentElement;
  invite.firstChild.textContent = _("Invite link:") + " ";
  set("#copy", _("Copy"));
  set("#invite-local", _("(this address works only on this computer: to play across your network, open the page at the address the server printed)"));
  const name = document.getElementById("join-name");
  name.parentElement.replaceChildren(_("Your name") + " ", name);
  set("#join button", _("Join"));
  set("#start", _("Start the game"));
  set("#events-panel h2", _("What happened"));
  set("#events", _("every move of the game"), "aria-label");
  set("#moves-details summary", _("Your moves as text"));
  set("label[for=command]", _("Type a move (Enter sends; / focuses):"));
  set("#command", _("Type a move (Enter sends; / focuses):"), "title");
  set("#command-form button", _("Send"));
  set("#seats-panel h2", _("Seats"));
}
