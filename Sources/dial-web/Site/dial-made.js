// A <dial-picker>'s mode made from its attributes, in the page or on a server alike: a bad
// attribute is said once and set back to its last good text (or to none, its default), so that
// what the element draws with bad attributes is what a server's render of them draws.

import { SETTING_ATTRIBUTES, SettingError, hourCycleSetting } from './dial-settings.js';
import { makeMode } from './dial-modes.js';
import { Words } from './dial-words.js';

/**
 * The mode the setting attributes' `texts` (each trimmed, or null) make, with its words and the
 * texts it was made from: {mode, words, texts}; null when none can be made. An attribute that
 * cannot be used is said (`warn`) and replaced by its text in `good` (the last that made a mode),
 * or by none when that is the one refused, then the next; each attribute is replaced at most
 * twice, so this ends within two passes an attribute.
 */
export function modeFromSettings(texts, { language, strings, reducesMotion, trace, good, warn }) {
  const used = { ...texts };
  for (let tries = 0; tries <= 2 * SETTING_ATTRIBUTES.length; tries += 1) {
    try {
      const words = new Words(language, hourCycleSetting(used['hour-cycle']), strings);
      return { mode: makeMode(used, words, reducesMotion, trace), words, texts: used };
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      // The last good text, or the default when that is the one refused.
      const bad = error.attribute;
      const kept = good?.[bad] ?? null;
      used[bad] = used[bad] === kept ? null : kept;
      warn(`${error.message}; ${used[bad] === null ? 'using the default' : `kept ${bad}="${used[bad]}"`}`);
    }
  }
  return null;
}

/** Puts `mode` at rest on the value `text` names; a text that names none leaves the mode's
 *  value (said), and one off the step of `step` minutes is rounded onto it (said). */
export function restOnValue(mode, text, step, warn) {
  const parsed = mode.parse(text);
  if (parsed === null) { warn(`value '${text}' is not valid here; using ${mode.value}`); return; }
  mode.setValue(parsed.value);
  if (!parsed.exact) warn(`value '${text}' is not on the step of ${step} minutes; rounded to ${mode.value}`);
}
