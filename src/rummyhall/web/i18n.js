// The pages' words in the reader's language, with Project Fluent (docs/i18n.md).  Load
// /static/vendor/fluent-bundle.js (@fluent/bundle, the global `FluentBundle`) and then this
// before a page's own script; then:
//   await I18N.ready;                       the language's messages, fetched once
//   _("Open tables")                        a message, in the language
//   _("{name} joined", {name: "Ann"})       ... with its variables (a number is formatted
//                                           in the language: 1 970; I18N.word(english) is a
//                                           word of the messages, passed with its cases)
//   ngettext("{count} table", "{count} tables", n)   a message with plurals ($count)
//   fill(template, params, names)           an engine sentence (a result, a refusal)
//   I18N.event(event, names, who)           an engine event with a player: `who` ($who) placed
//                                           by the translation
//   I18N.text(english)                      a fault the rules core says in English only
//   I18N.name("Ada (greedy)")               a seat's name, a bot's kind in the language
//   I18N.number(1970), I18N.percent(0.25)   a number as the language writes it
//   I18N.picker()                           the language picker (a <select>) for a header
// Every <... data-language-picker> of the page gets a picker once the messages are in.
// An ES module (docs/server.md, "The pages' scripts"): a page's script imports what it says with,
//   import { I18N, _, ngettext, N_ } from "./i18n.js";
// A message's Fluent id is I18N.messageId(its English): rummyhall.i18n.message_id, the same.
// `make catalogs` extracts the literals of _("..."), N_("...") and ngettext("...", "...")
// from the pages' scripts: always call them with a literal, never with joined words.
export const I18N = (() => {
  const IDENTIFIERS = ["seed", "port", "table", "code", "version"];  // (i18n.IDENTIFIERS: said as written)
  const state = {
    lang: "en", bundle: null, english: null, cases: [], faults: [], nouns: {},
    languages: { en: "English" }, symbols: { group: ",", decimal: "." }, formats: new Map(), Number: null,
  };

  // -- the id of a message (i18n.message_id)

  const FIELD = /\{([\p{L}\p{N}_]+)(?::[\p{L}\p{N}_]+)?\}/gu;  // (Python's \w is Unicode's letters, digits, _)
  const UTF8 = new TextEncoder();

  /** FNV-1a (32 bits) of the text's UTF-8 bytes. */
  function fnv1a(text) {
    let value = 0x811c9dc5;
    for (const byte of UTF8.encode(text)) value = Math.imul(value ^ byte, 0x01000193) >>> 0;
    return value;
  }

  /** The Fluent id of the message whose English is `text`: its first six words and a hash of the whole,
   * as rummyhall.i18n.message_id: messageId("{who:seat} pays {paid:chip}") is "who-pays-paid-a8eeff". */
  function messageId(text) {
    const words = (text.replace(FIELD, " $1 ").match(/[A-Za-z0-9]+/g) || []).slice(0, 6);
    let slug = words.join("-").toLowerCase();
    if (!/^[a-z]/.test(slug)) slug = slug ? "m-" + slug : "m";
    return `${slug}-${fnv1a(text).toString(16).padStart(8, "0")}`.slice(0, slug.length + 7);
  }

  // -- a str.format template: its literal parts and fields

  /** The parts of a template as Python's string.Formatter().parse gives them: [literal, name, spec]
   * (name null after the last field); "{{" and "}}" are literal braces. */
  function parse(template) {
    const parts = [];
    let literal = "";
    for (let i = 0; i < template.length; i++) {
      const c = template[i];
      if ((c === "{" || c === "}") && template[i + 1] === c) {
        literal += c;
        i++;
      } else if (c === "{") {
        const end = template.indexOf("}", i);
        if (end < 0) { literal += template.slice(i); break; }
        const field = template.slice(i + 1, end);
        const colon = field.indexOf(":");
        const name = (colon < 0 ? field : field.slice(0, colon)).split("!")[0];
        parts.push([literal, name, colon < 0 ? "" : field.slice(colon + 1)]);
        literal = "";
        i = end;
      } else {
        literal += c;
      }
    }
    if (literal || !parts.length) parts.push([literal, null, ""]);
    return parts;
  }

  /** A template as a regular expression matching its English text, each field a named group (i18n._pattern). */
  function pattern(template) {
    const source = parse(template).map(([literal, name]) =>
      literal.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&") + (name === null ? "" : `(?<${name}>.+?)`)).join("");
    return new RegExp(`^${source}$`, "s");
  }

  /** A value as Python's str() writes it, for a sentence said in English (no message). */
  function written(value) {
    if (value === null || value === undefined) return "None";
    if (typeof value === "boolean") return value ? "True" : "False";
    if (Array.isArray(value)) return `[${value.map((v) => (typeof v === "string" ? `'${v}'` : written(v))).join(", ")}]`;
    return String(value);
  }

  /** `text` with each `{field}` replaced by params[field] (a field without a param stays), as
   * Python's str.format_map of a message said in English. */
  function format(text, params) {
    if (!params) return text;
    return parse(text).map(([literal, name, spec]) => literal + (name === null ? ""
      : name in params ? written(params[name]) : `{${name}${spec ? ":" + spec : ""}}`)).join("");
  }

  /** An engine sentence in English, as rummyhall.engine.fill (seats by `names`, else "seat N"). */
  function englishFill(template, params, names) {
    const seat = (s) => (names && names[s] !== undefined ? names[s] : `seat ${s}`);
    return parse(template).map(([literal, name, spec]) => {
      if (name === null) return literal;
      const value = params[name];
      if (spec === "seat") return literal + seat(value);
      if (spec === "seats") return literal + value.map(seat).join(" and ");
      if (spec === "sentence") return literal + englishFill(value, params, names);
      if (spec) return `${literal}${value} ${spec}${value === 1 ? "" : "s"}`;
      return literal + written(value);
    }).join("");
  }

  // -- the bundles

  /** The language chosen by the reader: the `lang` cookie, else the server's pick (Accept-Language). */
  function chosen() {
    const found = document.cookie.split(";").map((c) => c.trim()).find((c) => c.startsWith("lang="));
    return found ? decodeURIComponent(found.slice(5)) || "auto" : "auto";
  }

  /** @fluent/bundle's global (every page loads /static/vendor/fluent-bundle.js, a classic script, before its modules). */
  function fluent() {
    if (typeof FluentBundle !== "undefined") return Promise.resolve(FluentBundle);
    return Promise.reject(new Error("/static/vendor/fluent-bundle.js is not loaded"));
  }

  function bundleOf(Fluent, lang, text) {
    const bundle = new Fluent.FluentBundle(lang, { useIsolating: false });
    bundle.addResource(new Fluent.FluentResource(text));
    return bundle;
  }

  async function load() {
    try {
      const [Fluent, data] = await Promise.all([fluent(), (async () => {
        let response = await fetch(`/api/messages/${encodeURIComponent(chosen())}`);
        if (!response.ok) response = await fetch("/api/messages/auto");
        return response.json();
      })()]);
      state.lang = data.lang;
      state.cases = data.cases || [];
      state.nouns = data.nouns || {};
      state.faults = (data.faults || []).map((template) => [template, pattern(template)]);
      if (data.languages) state.languages = data.languages;
      if (data.numbers) state.symbols = data.numbers;
      state.bundle = bundleOf(Fluent, data.lang, data.resource || "");
      state.english = data.fallback ? bundleOf(Fluent, "en", data.fallback) : state.bundle;
      /** A number variable of a message: written as I18N.number writes it (its plural category is Fluent's). */
      state.Number = class extends Fluent.FluentNumber {
        toString() { return localized(formatter({}).format(this.value)); }
      };
    } catch (e) {
      // (no messages: every message is said in English, as written in the scripts)
      state.bundle = state.english = null;
    }
    document.documentElement.lang = state.lang;
    for (const place of document.querySelectorAll("[data-language-picker]")) place.replaceChildren(picker());
    return state.lang;
  }

  function bundles() { return [state.bundle, state.english].filter((b, i, all) => b && all.indexOf(b) === i); }

  function has(ident) { return bundles().some((bundle) => bundle.hasMessage(ident)); }

  /** A message (by id) said with `args`, from the language's bundle, else English's; null if neither has it. */
  function said(ident, args) {
    for (const bundle of bundles()) {
      const found = bundle.hasMessage(ident) ? bundle.getMessage(ident) : null;
      if (found && found.value) return bundle.formatPattern(found.value, args, []);
    }
    return null;
  }

  // -- variables

  /** A word of the messages (a pot's name, a colour, a bot's kind, a game), as a variable of _(),
   * ngettext() or fill(): said in the language with each of its cases ($pot_genitive); as Python's Word. */
  class Word {
    constructor(english) { this.english = english; }
    toString() { return this.english; }
  }

  /** A number as a Fluent variable, written in the language (1 970): see number(). */
  function fluentNumber(value) { return state.Number ? new state.Number(value) : value; }

  /** `value` as the variable `$name` and its cases: a word of the messages in the language, with its
   * cases ($name_genitive, each the plain form if the word lacks it); else a fault the core says in
   * English, translated; else as it is (Translator._word; here the cases of the last two too). */
  function word(name, value) {
    const ident = messageId(value);
    for (const bundle of bundles()) {
      if (!bundle.hasMessage(ident)) continue;
      const found = bundle.getMessage(ident);
      const plain = found.value ? bundle.formatPattern(found.value, {}, []) : value;
      const args = {};
      for (const c of state.cases) args[`${name}_${c}`] = plain;
      for (const [attribute, form] of Object.entries(found.attributes)) args[`${name}_${attribute}`] = bundle.formatPattern(form, {}, []);
      args[name] = plain;
      return args;
    }
    const said = text(value);
    const args = {};
    for (const c of state.cases) args[`${name}_${c}`] = said;  // (so that a case never shows as {$name_genitive})
    args[name] = said;
    return args;
  }

  /** The params of a message as Fluent variables (Translator._args): a number as a number, a Word in
   * the language with its cases, a seed or a port as written, other text as it is (and as each case). */
  function args(params) {
    const out = {};
    for (const [name, value] of Object.entries(params || {})) {
      if (value instanceof Word) {
        Object.assign(out, word(name, value.english));
      } else if (typeof value === "boolean" || IDENTIFIERS.includes(name)) {
        out[name] = typeof value === "boolean" ? written(value) : String(value);
      } else if (typeof value === "number") {
        out[name] = fluentNumber(value);
      } else {
        const text = typeof value === "string" ? value : written(value);
        for (const c of state.cases) if (!(`${name}_${c}` in params)) out[`${name}_${c}`] = text;
        out[name] = text;
      }
    }
    return out;
  }

  // -- saying

  /** `message` (its English text) in the language, its variables from `params` (Translator.say). */
  function say(message, params) {
    const found = said(messageId(message), args(params));
    return found !== null ? found : format(message, params);
  }

  /** The message of `singular`/`plural` for `count` (its $count), other variables from `params`. */
  function plural(singular, pluralText, count, params) {
    const all = { ...params, count };
    const found = said(messageId(singular), args(all));
    return found !== null ? found : format(count === 1 ? singular : pluralText, all);
  }

  /** A seat by its name (names given), else "seat N" in the language. */
  function seat(number, names) {
    return names && number >= 0 && number < names.length ? names[number] : say("seat {seat}", { seat: number });
  }

  /** "A and B" in the language. */
  function join(items) {
    if (!items.length) return "";
    return items.slice(1).reduce((joined, item) => say("{first} and {second}", { first: joined, second: item }), items[0]);
  }

  /** A sentence the rules core said in English only (a fault, or several joined by "; "),
   * in the language, as Translator.text; itself when it is none of them. */
  function text(english) {
    const ident = messageId(english);
    if (has(ident)) return said(ident, {}) || english;
    for (const [template, regex] of state.faults) {
      const found = regex.exec(english);
      if (found) {
        const parts = {};
        // (a count as a number, so that the translation says its plural form: "1 korta", "2 kortos")
        for (const [name, value] of Object.entries(found.groups || {})) parts[name] = /^\d+$/.test(value) ? fluentNumber(Number(value)) : text(value);
        return said(messageId(template), parts) || english;
      }
    }
    if (english.includes("; ")) return english.split("; ").map(text).join("; ");
    return english;
  }

  /** An engine sentence (`template`, `params`) in the language, as Translator.fill: `{x:seat}` and
   * `{x:seats}` by `names` (joined by "{first} and {second}"), `{x:sentence}` filled the same way, a
   * counted `{n:chip}` a number (the translation says the noun), a text that is a word of the messages
   * in the language with its cases, one that is a fault translated; `who` ($who) the player who did it. */
  function fill(template, params = {}, names = null, who = null) {
    const ident = messageId(template);
    if (!has(ident)) {
      const translated = text(template);
      if (translated !== template) return translated;
      const english = englishFill(template, params, names);
      return who === null || who === undefined ? english : `${who} ${english}`;
    }
    const out = fillArgs(template, params, names);
    if (who !== null && who !== undefined) out.who = who;
    const found = said(ident, out);
    return found !== null ? found : template;
  }

  /** The variables of `template`'s message from the core's `params` (Translator._fill_args). */
  function fillArgs(template, params, names) {
    const out = {};
    for (const [, name, spec] of parse(template)) {
      if (name === null || name in out || !(name in params)) continue;
      const value = params[name];
      if (spec === "seat") out[name] = seat(value, names);
      else if (spec === "seats") out[name] = join(value.map((s) => seat(s, names)));
      else if (spec === "sentence") Object.assign(out, sentence(name, value, params, names));
      else if (typeof value === "string" && !spec) Object.assign(out, word(name, value));
      else Object.assign(out, args({ [name]: value }));
    }
    return out;
  }

  /** A sentence inside a sentence (`{why:sentence}`) as `$name`, and, where its message gives cases as
   * a word's do ("the pot" .ablative), each as `$name_case` (Translator._sentence). */
  function sentence(name, template, params, names) {
    const whole = fill(template, params, names);
    const out = {};
    for (const c of state.cases) out[`${name}_${c}`] = whole;
    const ident = messageId(template);
    const bundle = bundles()[0];
    if (bundle && bundle.hasMessage(ident)) {
      const cases = Object.entries(bundle.getMessage(ident).attributes);
      const inner = cases.length ? fillArgs(template, params, names) : {};
      for (const [c, form] of cases) out[`${name}_${c}`] = bundle.formatPattern(form, inner, []);
    }
    out[name] = whole;
    return out;
  }

  /** The message of Fluent id `ident` said with `params` (as _() takes them), or null if there is none. */
  function message(ident, params) { return said(ident, args(params)); }

  /** An engine event ({seat, template, params}) in words, its player (`who`, by default names[seat])
   * placed where the language puts them (Translator.event). */
  function event(e, names, who) {
    const subject = who !== undefined && who !== null ? who : e.seat === null || e.seat === undefined ? null : names[e.seat];
    return fill(e.template, e.params || {}, names, subject);
  }

  const BOT_KINDS = [N_("random"), N_("greedy"), N_("shrewd"), N_("search")].join("|");
  const SEAT_NAME = new RegExp(`^(.*) \\((${BOT_KINDS})( [\\d.]+s)?\\)$`);  // "Ada (search 0.5s)"
  const BOT_NAME = new RegExp(`^(${BOT_KINDS}) bot$`);  // a finished game's seat

  /** A seat's name as the server writes it, a bot's kind in the language: "Ada (greedy)" ->
   * "Ada (ашкөз)", "greedy bot" -> "ашкөз бот" (a finished game's seats); Translator.name. */
  function name(writtenName) {
    if (writtenName === "you" && state.lang !== "en") return say("{name} (you)", { name: say("Player") });  // (a record's person)
    const kind = SEAT_NAME.exec(writtenName);
    if (kind) return `${kind[1]} (${say(kind[2])}${kind[3] || ""})`;
    const bot = BOT_NAME.exec(writtenName);
    return bot ? say("{kind} bot", { kind: new Word(bot[1]) }) : writtenName;
  }

  // Numbers are written with the language's group and decimal symbols as the server gives them (CLDR's,
  // by Babel, as Translator.number writes them: 1 970 and 0,25 in kk, lt and ka; 1,970 and 0.25 in
  // English), every thousand grouped: Intl.NumberFormat lays the digits out, in English, and the
  // symbols are put in (a browser's Intl may lack the language's: Chromium's has none for kk and ka).

  /** Intl.NumberFormat (English's layout, every thousand grouped) for `options`, made once. */
  function formatter(options) {
    const key = JSON.stringify(options);
    if (!state.formats.has(key)) state.formats.set(key, new Intl.NumberFormat("en-US", { useGrouping: true, ...options }));
    return state.formats.get(key);
  }

  /** English's layout of a number with the language's symbols. */
  function localized(english) {
    return english.replace(/[,.]/g, (c) => (c === "," ? state.symbols.group : state.symbols.decimal));
  }

  /** A number as the language writes it (1 970 in lt, kk and ka, 1,970 in English), with `digits` decimals. */
  function number(value, digits = 0) {
    return localized(formatter({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value));
  }

  /** A share (0.25) as a percentage, as Translator.percent writes it (25%, 12,5%). */
  function percent(value, digits = 0) {
    return localized(formatter({ style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value));
  }

  /** The language picker: each language by its own name; choosing one keeps it in a cookie
   * (a year) and reloads the page in it. */
  function picker() {
    const select = document.createElement("select");
    select.className = "language-picker";
    select.setAttribute("aria-label", _("Language"));
    for (const [code, own] of Object.entries(state.languages)) {
      const option = document.createElement("option");
      option.value = code;
      option.lang = code;
      option.textContent = own;
      option.selected = code === state.lang;
      select.append(option);
    }
    select.addEventListener("change", () => {
      document.cookie = `lang=${select.value}; path=/; max-age=31536000; SameSite=Lax`;
      location.reload();
    });
    return select;
  }

  const ready = load();
  return {
    ready, messageId, message, say, plural, fill, event, text, name, join, number, percent, picker, format, parse,
    word: (english) => new Word(english), Word, get lang() { return state.lang; },
  };
})();

/** A message in the reader's language, its `{fields}` filled from `params`. */
export function _(message, params) { return I18N.say(message, params); }

/** A message with plurals: the form for `count` (also its `{count}` field), other fields from `params`. */
export function ngettext(singular, plural, count, params) { return I18N.plural(singular, plural, count, params); }

/** Marks a message for the catalogs where it is written; translate it with _() where it is said. */
export function N_(message) { return message; }

const GAME_TITLES = { liverpool: N_("Liverpool rummy"), carousel: N_("Carousel"), rummoli: N_("Rummoli") };

/** A game's name ("liverpool") as people say it, in the reader's language. */
export function gameName(game) { return GAME_TITLES[game] ? _(GAME_TITLES[game]) : game; }

/** A game's name as a word of a message, with its cases (`{game}` in "{game} - {count} players"). */
export function gameWord(game) { return GAME_TITLES[game] ? I18N.word(GAME_TITLES[game]) : game; }

/** An engine sentence in the reader's language (see I18N.fill). */
export function fill(template, params, names) { return I18N.fill(template, params, names); }

// The page's automation surface (docs/server.md): what the browser tests and the console use.
window.rummy = Object.assign(window.rummy || {}, { I18N, _, ngettext, fill });
