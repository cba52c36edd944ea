// The settings of <dial-picker>, parsed once where they come in (its attributes, which its
// properties set) into one checked value: the modes are made from that value and never read
// text, and what the element reads back (`mode`, `step`, `min`…) is what it uses. A setting that
// cannot be used is said once and replaced by its last good text, or by its default.

import { parseTime } from './dial-values.js';

/** The attributes that shape the dial; a change of any rebuilds it. */
export const SETTING_ATTRIBUTES = ['mode', 'labels', 'step', 'min', 'max', 'min-span', 'max-span', 'hour-cycle', 'label-orientation'];

/** How the labels of a turning face read: upright (the default) or turned along the circle. */
export const LABEL_ORIENTATIONS = ['upright', 'radial'];

/** The modes, the first the default. */
export const MODES = ['time', 'hours', 'minutes', 'range', 'duration', 'labels'];

const DAY_MINUTES = 1440;

/** Why an attribute cannot be used: `attribute` names it, the message says the rule. */
export class SettingError extends Error {
  constructor(attribute, message) {
    super(message);
    this.attribute = attribute;
  }
}

/** Each setting attribute's text, trimmed; null where it is absent or blank. */
export function attributeTexts(element) {
  const texts = {};
  for (const name of SETTING_ATTRIBUTES) {
    const text = element.getAttribute(name)?.trim();
    texts[name] = text ? text : null;
  }
  return texts;
}

/** The labels of `labels="a,b,c"` (or an array of them), each trimmed, empty ones left out. */
export function labelList(labels) {
  const list = Array.isArray(labels) ? labels : String(labels ?? '').split(',');
  return list.map((label) => String(label).trim()).filter((label) => label !== '');
}

/** The settings of the modes of dial-other-modes.js (its `settings`: `boundsRule(mode, step)`,
 *  and `spans`, the rules of `min-span` and `max-span`), once that module is in: until then a
 *  dial of one of them is not made (the element waits for the module), and the settings only
 *  they use read as none. */
let otherSettings = null;

/** Takes the other modes' settings in (dial-modes.js's useOtherModes hands them over). */
export function useOtherSettings(settings) { otherSettings ??= settings; }

/**
 * How each mode reads its `min` and `max`: `parse` gives minutes (hours for `hours`) or null,
 * `unit` is the step a bound must lie on in those units, `period` the values of one turn of the
 * clock in steps (a window across it, `min` after `max`, is allowed), `last` the default upper
 * bound in steps, `what` the rule a warning says. A time's here; the other modes' in their module
 * (null until it is in, and for a mode without bounds).
 */
function boundsRule(mode, step) {
  if (mode === 'time') return { parse: parseTime, unit: step, period: DAY_MINUTES / step, last: DAY_MINUTES / step - 1, what: 'a time HH:MM' };
  return otherSettings?.boundsRule(mode, step) ?? null;
}

/** A bound's text read by `rule` onto its unit: in units, or null without one. */
export function boundOnStep(text, rule, attribute) {
  if (text === null) return null;
  const value = rule.parse(text);
  if (value === null) throw new SettingError(attribute, `${attribute} must be ${rule.what}, not '${text}'`);
  if (value % rule.unit !== 0) throw new SettingError(attribute, `${attribute} '${text}' is not on the step of ${rule.unit} minutes`);
  return value / rule.unit;
}

/** A range's span limit (`min-span`, `max-span`) by the range's rule: none for another mode. */
const spanLimit = (name) => (text, parsed) => (parsed.mode === 'range' && otherSettings ? otherSettings.spans[name](text, parsed) : null);

/**
 * Each setting's rule, in the order they are read (a later one may depend on an earlier one's
 * parsed value): `read(text, parsed)` gives the parsed setting or throws a SettingError.
 */
const RULES = [
  ['labels', (text) => labelList(text)],
  ['mode', (text, parsed) => {
    if (text === null) return 'time';
    if (!MODES.includes(text)) throw new SettingError('mode', `mode must be one of ${MODES.join(', ')}, not '${text}'`);
    if (text === 'labels' && parsed.labels.length === 0) throw new SettingError('mode', "mode 'labels' needs labels=\"a,b,c\" with at least one label");
    return text;
  }],
  ['step', (text) => {
    if (text === null) return 1;
    if (!/^\d+$/.test(text) || 60 % Number(text) !== 0) {
      throw new SettingError('step', `step must be a whole number of minutes that divides 60, not '${text}'`);
    }
    return Number(text);
  }],
  ['hour-cycle', (text) => {
    if (text === null) return null;
    if (text !== '12' && text !== '24') throw new SettingError('hour-cycle', `hour-cycle must be 12 or 24, not '${text}'`);
    return Number(text);
  }],
  ['min', (text, parsed) => {
    const rule = boundsRule(parsed.mode, parsed.step);
    return rule === null ? null : boundOnStep(text, rule, 'min');
  }],
  ['max', (text, parsed) => {
    const rule = boundsRule(parsed.mode, parsed.step);
    if (rule === null) return null;
    const upper = boundOnStep(text, rule, 'max');
    const lower = parsed.min;
    if (rule.period === null && lower !== null && upper !== null && lower > upper) {
      throw new SettingError('max', `max ${text} is less than min`);
    }
    return upper;
  }],
  ['label-orientation', (text) => {
    if (text === null) return 'upright';
    if (!LABEL_ORIENTATIONS.includes(text)) throw new SettingError('label-orientation', `label-orientation must be upright or radial, not '${text}'`);
    return text;
  }],
  ['min-span', spanLimit('min-span')],
  ['max-span', spanLimit('max-span')],
];

/**
 * The checked settings of `texts` (each attribute's text, or null): each attribute read by its
 * rule; one that cannot be used is said through `warn` and replaced by its text in `last` (the
 * settings in use before), or by its default when that fails too. Every default reads, so each
 * attribute is read at most three times.
 *
 * The value: `mode`, `labels` (the list), `step` (minutes), `hourCycle` (12, 24 or null: the
 * language's), `labelOrientation` ('upright' or 'radial'), `bounds` ([lower, upper] in steps, upper past a turn for a window across
 * midnight (`min` after `max`), or null: it turns on), `spans` ([lower, upper] of a range in
 * steps), and `texts`, the text in use of each attribute.
 */
export function readSettings(texts, last, warn) {
  const parsed = {};
  const used = {};
  for (const [name, read] of RULES) {
    const candidates = [texts[name] ?? null, last?.texts[name] ?? null, null];
    for (const [index, text] of candidates.entries()) {
      if (index > 0 && candidates.indexOf(text) < index) continue;
      try {
        parsed[name] = read(text, parsed);
        // A setting the mode does not use (a range's spans on a time, bounds on labels) is none.
        used[name] = parsed[name] === null ? null : text;
        break;
      } catch (error) {
        if (!(error instanceof SettingError)) throw error;
        const fallback = candidates.slice(index + 1).find((other) => other !== text) ?? null;
        warn(`${error.message}; ${fallback === null ? 'using the default' : `kept ${name}="${fallback}"`}`);
      }
    }
  }
  return Object.freeze({
    mode: parsed.mode, labels: Object.freeze(parsed.labels), step: parsed.step, hourCycle: parsed['hour-cycle'],
    labelOrientation: parsed['label-orientation'],
    bounds: boundsOf(parsed), spans: spansOf(parsed), texts: Object.freeze(used),
  });
}

/** The bounds in steps of a clock or a duration: a missing one the first or the last value; a
 *  `min` after `max` is a window across the turn, its upper bound a turn later. */
function boundsOf(parsed) {
  const rule = boundsRule(parsed.mode, parsed.step);
  if (rule === null) return null;
  if (parsed.mode === 'duration') return Object.freeze([parsed.min ?? 0, parsed.max ?? Math.max(rule.last, parsed.min ?? 0)]);
  if (parsed.min === null && parsed.max === null) return null;
  const lower = parsed.min ?? 0;
  const upper = parsed.max ?? rule.last;
  return Object.freeze([lower, upper < lower ? upper + rule.period : upper]);
}

/** A range's span limits in steps: none below 0, none above a day. */
function spansOf(parsed) {
  return Object.freeze([parsed['min-span'] ?? 0, parsed['max-span'] ?? DAY_MINUTES / parsed.step]);
}
