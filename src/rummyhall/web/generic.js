// A first face for games without their own page yet (Carousel, Rummoli):
// your hand as cards, the rest of your view as readable data, and the move
// list and command box (from table.js) to play with.
"use strict";

RENDERERS.generic = function renderGeneric(root, message, who) {
  const view = message.view;
  const parts = [];
  const seatNames = h("p", { class: "muted", text: "Seats: " + who.map((n, i) => `${i + 1}. ${n}`).join(", ") });
  parts.push(h("section", { class: "panel" }, h("h2", {}, `${view.game || "game"}`), seatNames,
    h("p", { class: "muted", text: "This game's own page is still to come: its view is shown as data, and you play with the moves below." })));
  if (Array.isArray(view.hand)) {
    parts.push(h("section", { class: "panel", id: "hand-panel" }, h("h2", {}, "Your hand"),
      h("div", { class: "hand", id: "hand" }, view.hand.map((c) => cardElement(c)))));
  }
  const rest = Object.fromEntries(Object.entries(view).filter(([k]) => k !== "hand"));
  parts.push(h("section", { class: "panel" }, h("h2", {}, "The table"), h("pre", { class: "view", text: JSON.stringify(rest, null, 1) })));
  root.replaceChildren(...parts);
};
