// The finished games, each a link to its replay, in the reader's language (docs/i18n.md).
import { I18N, _, gameName } from "./i18n.js";
import { numberText } from "./common.js";
import { callJSON, h } from "./page.js";

function sayStaticWords() {
  document.title = _("rummyhall - finished games");
  document.getElementById("games-where").textContent = _("finished games");
  document.getElementById("games-title").textContent = _("Finished games");
  document.getElementById("games-about").textContent = _("Every finished game keeps its record: open one to replay it move by move.");
}

I18N.ready.then(() => {
  sayStaticWords();
  return callJSON("/api/finished");
}).then((data) => {
  const list = document.getElementById("finished");
  if (!data.tables.length) list.append(h("li", { class: "muted", text: _("No finished games yet.") }));
  for (const t of data.tables) {
    const when = t.finished ? new Date(t.finished * 1000).toLocaleString(I18N.lang) : "";
    const players = t.players.map(I18N.name);
    const scores = t.result ? players.map((p, i) => `${p} ${numberText(t.result.scores[i])}`).join(", ") : players.join(", ");
    list.append(h("li", {}, h("a", { href: `/replay/${t.id}`, text: `${gameName(t.game)}: ${scores}` }), h("span", { class: "muted", text: ` - ${when}` })));
  }
}).catch((e) => document.getElementById("finished").append(h("li", { class: "error", text: e.message })));
