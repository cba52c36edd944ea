// The settings of <dial-picker>, read from its attributes one by one. A bad attribute is a
// SettingError that names it, so the element can keep its last good setting of that attribute
// alone (or the default) and go on working.

/** The attributes that shape the dial; a change of any rebuilds it. */
export const SETTING_ATTRIBUTES = ['mode', 'labels', 'step', 'min', 'max', 'min-span', 'max-span', 'hour-cycle'];

/** The modes, the first the default. */
export const MODES = ['time', 'hours', 'minutes', 'range', 'duration', 'labels'];

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

/** The mode `text` names (time without one). */
export function modeSetting(text) {
  if (text === null) return 'time';
  if (!MODES.includes(text)) throw new SettingError('mode', `mode must be one of ${MODES.join(', ')}, not '${text}'`);
  return text;
}

/** The minute step: a whole number of minutes (digits only) that divides 60; 1 without one. */
export function minuteStep(text) {
  if (text === null) return 1;
  if (!/^\d+$/.test(text) || 60 % Number(text) !== 0) {
    throw new SettingError('step', `step must be a whole number of minutes that divides 60, not '${text}'`);
  }
  return Number(text);
}

/** The hour cycle: 12 or 24; null (the language's) without one. */
export function hourCycleSetting(text) {
  if (text === null) return null;
  if (text !== '12' && text !== '24') throw new SettingError('hour-cycle', `hour-cycle must be 12 or 24, not '${text}'`);
  return Number(text);
}

/** The labels of `labels="a,b,c"`, each trimmed, empty ones left out. */
export function labelsSetting(text) {
  return (text ?? '').split(',').map((label) => label.trim()).filter((label) => label !== '');
}

/** A bound read by `parse` (minutes, or null when it names none), checked to lie on the step;
 *  in steps, or null without one. */
export function boundOnStep(text, parse, step, attribute, what) {
  if (text === null) return null;
  const minutes = parse(text);
  if (minutes === null) throw new SettingError(attribute, `${attribute} must be ${what}, not '${text}'`);
  if (minutes % step !== 0) throw new SettingError(attribute, `${attribute} '${text}' is not on the step of ${step} minutes`);
  return minutes / step;
}

/** `min` and `max` read by `parse` and checked onto the step (boundOnStep), in steps: the bounds
 *  [lower, upper], a missing one 0 or `last`; null without either. Max before min is refused. */
export function minMaxOnStep(settings, parse, step, what, last) {
  const lower = boundOnStep(settings.min, parse, step, 'min', what);
  const upper = boundOnStep(settings.max, parse, step, 'max', what);
  if (lower !== null && upper !== null && lower > upper) throw new SettingError('max', `max ${settings.max} is before min ${settings.min}`);
  return lower === null && upper === null ? null : [lower ?? 0, upper ?? last];
}
