// Replay a finished game move by move (the server replays its record through the engine),
// in the reader's language (docs/i18n.md): the page's words are said again by sayStaticWords().
import { I18N, _ } from "./i18n.js";
import { cardElement } from "./common.js";
import { callJSON, h } from "./page.js";

const replayId = decodeURIComponent(location.pathname.split("/").pop());
let at = 0;
let total = 0;

/** An event as the table page says it: its player's name ($who) where the translation puts it. */
function replaySentence(e, names) { return I18N.event(e, names); }

async function show(move) {
  const data = await callJSON(`/api/tables/${encodeURIComponent(replayId)}/replay?move=${move}`);
  const names = data.names.map(I18N.name);
  at = data.move;
  total = data.total;
  document.getElementById("where").textContent = _("move {move} of {total}", { move: at, total });
  document.getElementById("move").replaceChildren(...(data.action  // (the move as typed: notation)
    ? [`${names[data.action.seat]}: `, h("code", { text: data.action.text })] : [_("The start of the game.")]));
  document.getElementById("replay-events").replaceChildren(...data.events.map((e) =>
    h("li", {}, replaySentence(e, names), e.cards.length ? ": " : "", e.cards.map((c) => cardElement(c, { extra: "small" })))));
  document.getElementById("hands").replaceChildren(...names.map((n, i) =>
    h("li", {}, n + ": ", (data.hands[i] || []).map((c) => cardElement(c, { extra: "small" })))));
  document.getElementById("view").textContent = JSON.stringify(data.view, null, 1);
}

/** The page's static words (written in English in replay.html) in the reader's language. */
function sayStaticWords() {
  const set = (id, text, attribute = null) => {
    const el = document.getElementById(id);
    if (attribute) el.setAttribute(attribute, text);
    else el.textContent = text;
  };
  document.title = _("rummyhall - replay");
  set("games-link", _("finished games"));
  set("first", _("first move"), "aria-label");
  set("back", _("< back"));
  set("back", _("previous move (left arrow)"), "aria-label");
  set("next", _("next >"));
  set("next", _("next move (right arrow)"), "aria-label");
  set("last", _("last move"), "aria-label");
  set("record-link", _("the record as text"));
  set("hands-title", _("Hands"));
  set("view-title", _("The table (as the server sends it)"));
}

document.getElementById("first").onclick = () => show(0);
document.getElementById("back").onclick = () => show(Math.max(0, at - 1));
document.getElementById("next").onclick = () => show(Math.min(total, at + 1));
document.getElementById("last").onclick = () => show(total);
document.getElementById("record-link").href = `/api/tables/${encodeURIComponent(replayId)}/record`;
document.addEventListener("keydown", (e) => {
  if (e.key === "ArrowRight") show(Math.min(total, at + 1));
  if (e.key === "ArrowLeft") show(Math.max(0, at - 1));
});
I18N.ready.then(() => {
  sayStaticWords();
  return callJSON(`/api/tables/${encodeURIComponent(replayId)}/replay?move=0`);
}).then((d) => {
  document.getElementById("title").textContent = d.names.map(I18N.name).join(", ");
  return show(0);
}).catch((e) => { document.getElementById("move").textContent = e.message; });
