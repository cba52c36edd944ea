// The words <dial-picker> shows and speaks, in the element's language: times, AM/PM and the
// default hour cycle from Intl.DateTimeFormat, durations from Intl.NumberFormat, the names of
// the hour and the minute from Intl.DisplayNames, and the rest from `strings`, which a page may
// replace word by word.

/** The words a page can replace (`element.strings = { start: 'Beginn' }`). `named` joins the
 *  element's own label and a thumb's word; `reach` says where a range's handle can go when that
 *  crosses midnight; `empty` is the value text of a dial with no value yet, and `missing` the
 *  message of a `required` one. `hour` and `minute` come from the language where the browser knows them. */
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

/** A time of day in minutes as a Date Intl can format (in UTC, so no zone shifts it). */
const instant = (minutes) => new Date((((minutes % 1440) + 1440) % 1440) * 60000);

/** The words of one element: its language, its hour cycle and the page's replacements. */
export class Words {
  /**
   * @param {string} language the element's language (English where Intl takes no such tag)
   * @param {?number} hourCycle 12 or 24, or null for the language's own
   * @param {object} replaced words the page replaced (any of DEFAULT_STRINGS' keys)
   */
  constructor(language, hourCycle, replaced = {}) {
    const locale = languageTag(language);
    this.locale = locale;
    this.hourCycle = hourCycle ?? hourCycleOf(locale);
    const cycle = this.hourCycle === 12 ? 'h12' : 'h23';
    const format = (options) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hourCycle: cycle, ...options });
    this.timeFormat = format({ hour: 'numeric', minute: '2-digit' });
    this.hourFormat = format({ hour: 'numeric' });
    // The hour's number as every engine writes it here: two digits on a 24-hour clock ("09:41",
    // as the value and the centre), no more than it needs on a 12-hour one ("9:41 AM"), in the
    // language's digits. Where the language leaves it open, engines differ (for en-GB, Firefox
    // writes "09:41", Chromium and WebKitGTK "9:41"), so the element writes it itself.
    this.hourNumber = new Intl.NumberFormat(locale, {
      numberingSystem: this.timeFormat.resolvedOptions().numberingSystem,
      minimumIntegerDigits: this.hourCycle === 12 ? 1 : 2, useGrouping: false,
    });
    const unit = (name) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' });
    this.hours = unit('hour');
    this.minutes = unit('minute');
    this.list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
    const twelve = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h12' });
    const period = (minutes) => twelve.formatToParts(instant(minutes)).find((part) => part.type === 'dayPeriod')?.value;
    /** The names of the two halves of the day: [AM, PM] in this language. */
    this.periods = [period(0) ?? 'AM', period(720) ?? 'PM'];
    this.strings = Object.freeze({ ...DEFAULT_STRINGS, ...fieldNames(locale), ...replaced });
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

  /** A duration as spoken: "8 hours 15 minutes", "1 hour", "0 minutes". */
  duration(minutes) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [];
    if (hours > 0) parts.push(this.hours.format(hours));
    if (rest > 0 || hours === 0) parts.push(this.minutes.format(rest));
    return this.list.format(parts);
  }

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
