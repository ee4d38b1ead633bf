// Replay a finished game move by move (the server replays its record through the engine).
"use strict";

const replayId = decodeURIComponent(location.pathname.split("/").pop());
let at = 0;
let total = 0;

async function show(move) {
  const data = await callJSON(`/api/tables/${encodeURIComponent(replayId)}/replay?move=${move}`);
  at = data.move;
  total = data.total;
  document.getElementById("where").textContent = `move ${at} of ${total}`;
  document.getElementById("move").textContent = data.action ? `${data.names[data.action.seat]}: ${data.action.text}` : "The start of the game.";
  document.getElementById("replay-events").replaceChildren(...data.events.map((e) =>
    h("li", {}, (e.seat === null ? "" : data.names[e.seat] + " ") + fill(e.template, e.params, data.names), e.cards.length ? ": " : "", e.cards.map((c) => cardElement(c, { extra: "small" })))));
  document.getElementById("hands").replaceChildren(...data.names.map((n, i) =>
    h("li", {}, n + ": ", (data.hands[i] || []).map((c) => cardElement(c, { extra: "small" })))));
  document.getElementById("view").textContent = JSON.stringify(data.view, null, 1);
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
callJSON(`/api/tables/${encodeURIComponent(replayId)}/replay?move=0`).then((d) => {
  document.getElementById("title").textContent = `${d.names.join(", ")}`;
  return show(0);
}).catch((e) => { document.getElementById("move").textContent = e.message; });
