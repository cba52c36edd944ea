// The words <dial-picker> shows and speaks, in the element's language: times, AM/PM, the default
// hour cycle and the digits from Intl.DateTimeFormat, durations from Intl.NumberFormat and
// Intl.ListFormat, the names of the hour and the minute from Intl.DisplayNames, the writing
// direction from Intl.Locale, and the rest (start, end, duration, choice and two templates, which
// Intl has no word for) from `strings`: English until a page replaces them word by word.

/** The words a page can replace (`element.strings = { start: 'Beginn' }`). `named` joins the
 *  element's own label and a thumb's word; `reach` says where a range's handle can go when that
 *  crosses midnight; `empty` is the value text of a dial with no value yet, and `missing` the
 *  message of a `required` one. `hour` and `minute` come from the language where the browser
 *  knows them; the others stay these English words in every language until a page replaces
 *  them: Intl names no such thing. */
export const DEFAULT_STRINGS = Object.freeze({
  hour: 'hour', minute: 'minute', start: 'start', end: 'end', duration: 'duration', choice: 'choice',
  named: '{label}, {name}', reach: '{value}, from {from} to {to}',
  empty: 'no value', missing: 'Choose a value.',
});

/** The language of `element`: `lang` on it or its nearest ancestor (across shadow roots), else
 *  the page's, else the browser's. */
export function languageOf(element) {
  for (let node = element; node; node = node.parentElement ?? node.getRootNode().host) {
    if (node.lang) return node.lang;
  }
  return navigator.language;
}

/** `locale` as Intl writes it, or English where it is no language tag Intl takes: a `lang` can
 *  be anything (`C`, which WebKitGTK reports as the browser's language under `LANG=C`, `en_US`),
 *  and every Intl constructor and `toLocaleUpperCase` throw a RangeError on such a tag. */
export function languageTag(locale) {
  try { return Intl.getCanonicalLocales(locale)[0] ?? 'en'; } catch { return 'en'; }
}

/** The hour cycle of a language (a tag `languageTag` gave): 12 or 24. */
export function hourCycleOf(locale) {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 12 : 24;
}

/** The scripts of living languages written from right to left (Unicode's script codes, as
 *  Intl.Locale gives them). */
const RIGHT_TO_LEFT = /^(Arab|Hebr|Thaa|Syrc|Nkoo|Adlm|Rohg)$/;

/** The writing direction of a language (a tag `languageTag` gave): 'rtl' where its likely script
 *  (Intl.Locale's `maximize`: `ar` → Arab, `he` → Hebr) is written from right to left, else 'ltr'. */
export function directionOf(locale) {
  try { return RIGHT_TO_LEFT.test(new Intl.Locale(locale).maximize().script) ? 'rtl' : 'ltr'; } catch { return 'ltr'; }
}

/** A time of day in minutes as a Date Intl can format (in UTC, so no zone shifts it). */
const instant = (minutes) => new Date((((minutes % 1440) + 1440) % 1440) * 60000);

/** What Intl says of one language on one hour cycle (12, 24, or null for the language's own):
 *  its formats, digits, direction, halves of the day and names of the hour and the minute. */
function intlWords(locale, asked) {
  const hourCycle = asked ?? hourCycleOf(locale);
  const cycle = hourCycle === 12 ? 'h12' : 'h23';
  const format = (options) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hourCycle: cycle, ...options });
  const timeFormat = format({ hour: 'numeric', minute: '2-digit' });
  // The hour's number as every engine writes it here: two digits on a 24-hour clock ("09:41",
  // as the value and the centre), no more than it needs on a 12-hour one ("9:41 AM"), in the
  // language's digits. Where the language leaves it open, engines differ (for en-GB, Firefox
  // writes "09:41", Chromium and WebKitGTK "9:41"), so the element writes it itself.
  const numberingSystem = timeFormat.resolvedOptions().numberingSystem;
  const hourNumber = new Intl.NumberFormat(locale, {
    numberingSystem,
    minimumIntegerDigits: hourCycle === 12 ? 1 : 2, useGrouping: false,
  });
  const digit = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
  const unit = (name, unitDisplay) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay, numberingSystem });
  // A duration's hours and minutes, each in Intl.NumberFormat's unit, joined by Intl.ListFormat's
  // narrow list of units: Intl.DurationFormat is made of the same two, but the server render
  // runs where there is none (Node 20) and must write what the element writes. Spoken in full
  // ("8 hours 15 minutes"), shown narrow ("8h 15m").
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
  const twelve = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h12' });
  const period = (minutes) => twelve.formatToParts(instant(minutes)).find((part) => part.type === 'dayPeriod')?.value;
  return {
    locale, hourCycle, timeFormat, hourFormat: format({ hour: 'numeric' }), hourNumber,
    /** The language's ten digits, 0 to 9, those its times are written in ("٠" … "٩" for ar-EG). */
    digitSet: Object.freeze(Array.from({ length: 10 }, (_, d) => digit.format(d))),
    direction: directionOf(locale),
    units: { long: [unit('hour', 'long'), unit('minute', 'long')], narrow: [unit('hour', 'narrow'), unit('minute', 'narrow')] },
    list,
    // A language that joins a list's units without a space (ja, zh: "8時間15分") writes no space
    // between a number and its unit either, where Intl's unit has one (ja's "8 時間").
    spaced: /\s/u.test(list.format(['1', '2'])),
    /** The names of the two halves of the day: [AM, PM] in this language. */
    periods: Object.freeze([period(0) ?? 'AM', period(720) ?? 'PM']),
    fieldNames: fieldNames(locale),
  };
}

/** The Intl words made, by language and asked hour cycle, the one used last at the end: the same
 *  for every element that speaks them, and most of what making a dial costs (the Intl objects
 *  took 1.3 ms a dial in Chromium and 4.4 ms in WebKitGTK), so a page of many dials makes them
 *  once. Bounded: past `INTL_WORDS_KEPT` languages, the one used longest ago goes. */
const intlWordsMade = new Map();
export const INTL_WORDS_KEPT = 8;

/** The Intl words of `language` on the hour cycle `asked` (null: the language's own). */
function intlWordsOf(language, asked) {
  const key = `${language} ${asked}`;
  const made = intlWordsMade.get(key) ?? intlWords(languageTag(language), asked);
  intlWordsMade.delete(key);
  if (intlWordsMade.size >= INTL_WORDS_KEPT) intlWordsMade.delete(intlWordsMade.keys().next().value);
  intlWordsMade.set(key, made);
  return made;
}

/** The words of one element: its language, its hour cycle and the page's replacements. */
export class Words {
  /**
   * @param {string} language the element's language (English where Intl takes no such tag)
   * @param {?number} hourCycle 12 or 24, or null for the language's own
   * @param {object} replaced words the page replaced (any of DEFAULT_STRINGS' keys)
   */
  constructor(language, hourCycle, replaced = {}) {
    const { fieldNames: names, ...intl } = intlWordsOf(language, hourCycle ?? null);
    // locale, hourCycle, the formats, digitSet, direction, periods: the language's, shared.
    Object.assign(this, intl);
    this.strings = Object.freeze({ ...DEFAULT_STRINGS, ...names, ...replaced });
  }

  /** The parts of `format`'s text of the time `minutes`, the hour written as `hourNumber` does,
   *  and a narrow no-break space between them (newer CLDR data's, which Node writes and the
   *  browsers' engines do not) written as a space: a server's render says what the page does. */
  #parts(format, minutes) {
    const hour = Math.floor((((minutes % 1440) + 1440) % 1440) / 60);
    const shown = this.hourCycle === 12 ? (hour % 12 || 12) : hour;
    return format.formatToParts(instant(minutes)).map((part) => (part.type === 'hour' ? { type: 'hour', value: this.hourNumber.format(shown) }
      : part.type === 'literal' ? { type: 'literal', value: part.value.replace(/\u202f/g, ' ') } : part));
  }

  /** A time of day as spoken: "9:41 PM", "09:41", "午後9:41". */
  time(minutes) { return this.#parts(this.timeFormat, minutes).map((part) => part.value).join(''); }

  /** A time without its half of the day, for the centre beside the AM/PM control: "9:41". */
  clock(minutes) {
    return this.#parts(this.timeFormat, minutes).filter((part) => part.type !== 'dayPeriod')
      .map((part) => part.value).join('').trim();
  }

  /** An hour as spoken: "3 PM", "15". */
  hour(hour) { return this.#parts(this.hourFormat, hour * 60).map((part) => part.value).join(''); }

  /** A duration as spoken: "8 hours 15 minutes", "1 hour", "0 minutes", "8時間15分". */
  duration(minutes) { return this.#duration(minutes, this.units.long); }

  /** A duration as shown in the centre: "8h 15m", "1h", "0m", "٨ س و١٥ د". */
  shortDuration(minutes) { return this.#duration(minutes, this.units.narrow); }

  /** A duration's hours and minutes by `[hours, minutes]` (NumberFormats), a zero part left out
   *  (but for "0 minutes"), joined as the language joins units. */
  #duration(minutes, [hourUnit, minuteUnit]) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [];
    if (hours > 0) parts.push(hourUnit.format(hours));
    if (rest > 0 || hours === 0) parts.push(minuteUnit.format(rest));
    return this.list.format(this.spaced ? parts : parts.map((part) => part.replace(/\s+/gu, '')));
  }

  /** `text` with its Latin digits written in the language's ("07:30" → "٠٧:٣٠" in ar-EG): the
   *  numbers the face shows. */
  digits(text) { return text.replace(/\d/g, (d) => this.digitSet[d]); }

  /** `text` with the language's digits written as Latin ones ("٧٣٠" → "730"): what a user types
   *  is read in either. */
  latin(text) { return text.replace(/\p{Nd}/gu, (c) => { const d = this.digitSet.indexOf(c); return d < 0 ? c : d; }); }

  /** A thumb's accessible name: its word, after the element's own label when it has one
   *  ("Wake-up time, hour"), else the word alone with a capital ("Hour"). */
  name(word, label) {
    const name = this.strings[word] ?? word;
    if (label) return fill(this.strings.named, { label, name });
    return name.charAt(0).toLocaleUpperCase(this.locale) + name.slice(1);
  }

  /** A value text with the reach of a handle that can cross midnight. */
  reach(value, from, to) { return fill(this.strings.reach, { value, from, to }); }
}

/** `template` with each `{key}` replaced by `values[key]`. */
function fill(template, values) {
  return String(template).replace(/\{(\w+)\}/g, (whole, key) => values[key] ?? whole);
}

/** The words "hour" and "minute" in `locale`, where Intl.DisplayNames knows them. */
function fieldNames(locale) {
  try {
    const names = new Intl.DisplayNames(locale, { type: 'dateTimeField' });
    return { hour: names.of('hour'), minute: names.of('minute') };
  } catch {
    return {};
  }
}
