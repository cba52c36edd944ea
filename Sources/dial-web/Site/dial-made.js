// A <dial-picker>'s mode made from its settings, in the page or on a server alike: the attributes'
// texts are read once into one checked value (dial-settings.js's readSettings, each bad attribute
// said once and set back to its last good text or its default), and the mode is made from that
// value, so that what the element draws with bad attributes is what a server's render draws.

import { makeMode } from './dial-modes.js';
import { Words } from './dial-words.js';

/** The mode the checked `settings` (readSettings) make, with its words: {mode, words}. */
export function modeFromSettings(settings, { language, strings, reducesMotion, trace }) {
  const words = new Words(language, settings.hourCycle, strings);
  return { mode: makeMode(settings, words, reducesMotion, trace), words };
}

/** Puts `mode` at rest on the value `text` names; a text that names none leaves the mode's
 *  value (said), one outside the bounds goes to the nearer bound (said), and one off the step
 *  of `step` minutes is rounded onto it (said). */
export function restOnValue(mode, text, step, warn) {
  const parsed = mode.parse(text);
  if (parsed === null) { warn(`value '${text}' is not valid here; using ${mode.value}`); return; }
  mode.setValue(parsed.value);
  if (!parsed.inside) warn(`value '${text}' is outside min and max; moved to ${mode.value}`);
  else if (!parsed.exact) warn(`value '${text}' is not on the step of ${step} minutes; rounded to ${mode.value}`);
}
