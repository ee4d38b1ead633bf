// What every page of the site shares, and nothing of cards: making elements, asking the server for
// JSON, and where a browser keeps its seat at a table.  An ES module with no imports but i18n.js, so
// that the lobby loads it without the table's card drawing (common.js).
import { _ } from "./i18n.js";

/** An element: h("a", { href: "/", text: "home" }, ...children); "on…" attributes are listeners. */
export function h(tag, attrs = {}, ...children) {
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

/** GET `url` (or POST `body` as JSON) and its JSON answer; a refusal thrown with the server's words. */
export async function callJSON(url, body) {
  const response = await fetch(url, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: _("the server's answer could not be read") }));
  if (!response.ok) throw new Error(data.error || _("the server said no ({status})", { status: response.status }));
  return data;
}

/** Where this browser keeps its seat token for a table (the lobby puts it there, the table page reads it). */
export function tokenKey(tableId) { return "rummyhall:seat:" + tableId; }

/** Where the lobby says that this browser is to start the table on arriving (bots in every other seat). */
export function startKey(tableId) { return "rummyhall:start:" + tableId; }

/** Where this browser keeps the bots' level last chosen in the lobby (easy, medium or hard). */
export const LEVEL_KEY = "rummyhall:level";

/** The bots' level this browser chose in the lobby, else `fallback` (the server's default, medium): the
 *  level of the bots the lobby seats, and of a bot a seat is given to at the table. */
export function keptLevel(fallback = "medium") { return localStorage.getItem(LEVEL_KEY) || fallback; }
