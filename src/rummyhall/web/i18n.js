// The pages' words in the reader's language (docs/i18n.md).  Load it before a page's own
// script; then:
//   await I18N.ready;                       the language's messages, fetched once
//   _("Open tables")                        a message of the catalog, in the language
//   _("{name} joined", {name: "Ann"})       ... with its fields filled
//   ngettext("{count} table", "{count} tables", n)   a message with plurals (Intl.PluralRules)
//   fill(template, params, names)           an engine sentence (event, result, refusal)
//   I18N.text(english)                      a fault the rules core says in English only
//   I18N.name("Ada (greedy)")               a seat's name, a bot's kind in the language
//   I18N.picker()                           the language picker (a <select>) for a header
// Every <... data-language-picker> of the page gets a picker once the messages are in.
// `make catalogs` extracts the literals of _("..."), N_("...") and ngettext("...", "...")
// from the pages' scripts: always call them with a literal, never with joined words.
"use strict";

const I18N = (() => {
  const state = { lang: "en", messages: {}, nouns: {}, faults: [], languages: { en: "English" }, plurals: null };

  /** The language chosen by the reader: the `lang` cookie, else the server's pick (Accept-Language). */
  function chosen() {
    const found = document.cookie.split(";").map((c) => c.trim()).find((c) => c.startsWith("lang="));
    return found ? decodeURIComponent(found.slice(5)) || "auto" : "auto";
  }

  async function load() {
    try {
      let response = await fetch(`/api/messages/${encodeURIComponent(chosen())}`);
      if (!response.ok) response = await fetch("/api/messages/auto");
      const data = await response.json();
      Object.assign(state, { lang: data.lang, messages: data.messages, nouns: data.nouns });
      if (data.languages) state.languages = data.languages;
      state.faults = (data.faults || []).map((template) => [template, pattern(template)]);
    } catch (e) {
      // (no catalog: every message is said in English, as written in the scripts)
    }
    state.plurals = new Intl.PluralRules(state.lang);
    document.documentElement.lang = state.lang;
    for (const place of document.querySelectorAll("[data-language-picker]")) place.replaceChildren(picker());
    return state.lang;
  }

  /** `text` with each `{field}` replaced by params[field] (a field without a param stays). */
  function format(text, params) {
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  }

  function message(msgid) {
    const found = state.messages[msgid];
    return typeof found === "string" && found ? found : msgid;
  }

  /** The form of a plural message for `count` in the language (English: singular for 1). */
  function plural(singular, pluralText, count) {
    const forms = state.messages[singular];
    if (forms && typeof forms === "object") {
      const category = state.plurals ? state.plurals.select(count) : "other";
      return forms[category] || forms.other || Object.values(forms).pop();
    }
    return count === 1 ? singular : pluralText;
  }

  /** A template as a regular expression matching its English text, each field a named group. */
  function pattern(template) {
    const source = template.split(/(\{\w+\})/).map((part) => {
      const field = /^\{(\w+)\}$/.exec(part);
      return field ? `(?<${field[1]}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }).join("");
    return new RegExp(`^${source}$`, "s");
  }

  /** A sentence the rules core said in English only (a fault, or several joined by "; "),
   * in the language, as the terminal's Translator.text; itself when it is none of them. */
  function text(english) {
    if (typeof state.messages[english] === "string") return message(english);
    for (const [template, regex] of state.faults) {
      const found = regex.exec(english);
      if (found) {
        const said = {};
        for (const [name, value] of Object.entries(found.groups || {})) said[name] = text(value);
        return format(message(template), said);
      }
    }
    if (english.includes("; ")) return english.split("; ").map(text).join("; ");
    return english;
  }

  /** A seat by its name (names given), else "seat N" in the language. */
  function seat(number, names) {
    return names && names[number] !== undefined ? names[number] : format(message("seat {seat}"), { seat: number });
  }

  function join(items) {
    return items.reduce((joined, item) => format(message("{first} and {second}"), { first: joined, second: item }));
  }

  /** An engine sentence (`template`, `params`) in the language, as the terminal's Translator.fill:
   * `{x:seat}`/`{x:seats}` by names, `{x:sentence}` filled the same way, `{n:chip}` a counted noun,
   * a string param that is a message translated. */
  function fill(template, params = {}, names = null) {
    if (!(template in state.messages)) {
      const said = text(template);
      if (said !== template) return said;
    }
    return message(template).replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name, spec) => {
      if (!(name in params)) return whole;
      const value = params[name];
      if (spec === "seat") return seat(value, names);
      if (spec === "seats") return value.length ? join(value.map((s) => seat(s, names))) : "";
      if (spec === "sentence") return fill(value, params, names);
      if (spec) {
        const noun = state.nouns[spec] || `{count} ${spec}`;
        return format(plural(noun, noun + "s", value), { count: value });
      }
      return typeof value === "string" ? text(value) : String(value);
    });
  }

  const BOT_KINDS = [N_("random"), N_("greedy"), N_("search")].join("|");
  const SEAT_NAME = new RegExp(`^(.*) \\((${BOT_KINDS})( [\\d.]+s)?\\)$`);  // "Ada (search 0.5s)"
  const BOT_NAME = new RegExp(`^(${BOT_KINDS}) bot$`);  // a finished game's seat

  /** A seat's name as the server writes it, a bot's kind in the language: "Ada (greedy)" ->
   * "Ada (ашкөз)", "greedy bot" -> "ашкөз бот" (a finished game's seats). */
  function name(written) {
    const kind = SEAT_NAME.exec(written);
    if (kind) return `${kind[1]} (${message(kind[2])}${kind[3] || ""})`;
    const bot = BOT_NAME.exec(written);
    return bot ? format(message("{kind} bot"), { kind: message(bot[1]) }) : written;
  }

  /** The language picker: each language by its own name; choosing one keeps it in a cookie
   * (a year) and reloads the page in it. */
  function picker() {
    const select = document.createElement("select");
    select.className = "language-picker";
    select.setAttribute("aria-label", _("Language"));
    for (const [code, name] of Object.entries(state.languages)) {
      const option = document.createElement("option");
      option.value = code;
      option.lang = code;
      option.textContent = name;
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
  return { ready, format, message, plural, fill, text, name, picker, get lang() { return state.lang; } };
})();

/** A message of the catalog in the reader's language, its `{fields}` filled from `params`. */
function _(msgid, params) { return I18N.format(I18N.message(msgid), params); }

/** A message with plurals: the form for `count` (also the `{count}` field), other fields from `params`. */
function ngettext(singular, plural, count, params) {
  return I18N.format(I18N.plural(singular, plural, count), { count, ...params });
}

/** Marks a message for the catalogs where it is written; translate it with _() where it is said. */
function N_(msgid) { return msgid; }

const GAME_TITLES = { liverpool: N_("Liverpool rummy"), carousel: N_("Carousel"), rummoli: N_("Rummoli") };

/** A game's name ("liverpool") as people say it, in the reader's language. */
function gameName(game) { return GAME_TITLES[game] ? _(GAME_TITLES[game]) : game; }

/** An engine sentence in the reader's language (see I18N.fill). */
function fill(template, params, names) { return I18N.fill(template, params, names); }
