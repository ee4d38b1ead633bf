// Shared by every rummyhall page: cards as readable text, small DOM helpers, JSON calls.
"use strict";

const SUITS = { c: ["♣", "clubs"], d: ["♦", "diamonds"], h: ["♥", "hearts"], s: ["♠", "spades"] };
const RANKS = { A: ["A", "ace"], K: ["K", "king"], Q: ["Q", "queen"], J: ["J", "jack"], T: ["10", "10"] };

/** "Th" -> {short: "10♥", long: "10 of hearts", red: true}; "*" is a joker. */
function cardInfo(text) {
  if (text === "*" || text === "?" || !text) {
    const joker = text === "*";
    return { short: joker ? "Jkr" : "?", long: joker ? "joker" : "hidden card", red: false, joker };
  }
  const rank = text.slice(0, -1).toUpperCase();
  const suit = SUITS[text.slice(-1).toLowerCase()] || ["?", "?"];
  const r = RANKS[rank] || [rank, rank];
  return { short: r[0] + suit[0], long: `${r[1]} of ${suit[1]}`, red: "dh".includes(text.slice(-1).toLowerCase()) };
}

/** A card as an element: rank and suit as text (readable without colour). */
function cardElement(text, { button = false, extra = "" } = {}) {
  const info = cardInfo(text);
  const el = document.createElement(button ? "button" : "span");
  el.className = "card" + (info.red ? " red" : "") + (info.joker ? " joker" : "") + (extra ? " " + extra : "");
  el.textContent = info.short;
  el.title = info.long;
  el.setAttribute("aria-label", info.long);
  el.dataset.card = text === "?" ? "back" : text;  // (a face-down card is "back")
  if (button) el.type = "button";
  return el;
}

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

async function callJSON(url, body) {
  const response = await fetch(url, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: "the server's answer could not be read" }));
  if (!response.ok) throw new Error(data.error || `request failed (${response.status})`);
  return data;
}

/** An engine's sentence from its template and params, each seat by its player's name (as
 *  engine.fill in Python): {dealer:seat} is a seat, {winners:seats} several, {paid:chip} a count. */
function fill(template, params, names) {
  const seat = (s) => names[s] ?? `seat ${s}`;
  return template.replace(/\{(\w+)(?::([^}]*))?\}/g, (whole, key, spec) => {
    const value = params[key];
    if (spec === "seat") return seat(value);
    if (spec === "seats") return value.map(seat).join(" and ");
    if (spec) return `${value} ${spec}${value === 1 ? "" : "s"}`;
    return Array.isArray(value) ? `[${value.join(", ")}]` : String(value);
  });
}

/** A refusal from an engine names seats by number from 0 ("seat 1 is to draw"); people read names. */
function nameSeats(text, names) {
  return text.replace(/\bseat (\d+)\b/g, (whole, n) => (names[Number(n)] ?? whole));
}

/** The attributes that mark another player's row as an "opponent" zone with their name (none for your own). */
function opponentZone(seat, you, names) {
  return seat === you ? {} : { "data-zone": "opponent", "data-name": names[seat] ?? `seat ${seat + 1}` };
}

function tokenKey(tableId) { return "rummyhall:seat:" + tableId; }

/** How each game draws its table: RENDERERS[game](root, message, names). */
const RENDERERS = {};
