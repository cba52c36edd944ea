// The server render of <dial-picker>: its attributes turned into the markup of the drawn dial, a
// declarative shadow root, so that a page shows the dial at its first paint, before (or without)
// the element's script, and the element takes the drawing over when its module arrives. Plain
// JavaScript that imports nothing from a browser: a page's server runs it (Node, Deno, Bun, a
// worker), and `dial-web render` prints the same markup for any other server or a static site.
//
//   import { renderDialPicker } from 'dial-picker/render';
//   renderDialPicker({ mode: 'time', value: '07:30', name: 'wake', lang: 'en-GB' },
//     { content: '<input type="time" name="wake" value="07:30">' });

import { attributeTexts, readSettings } from './dial-settings.js';
import { drawResting } from './dial-face.js';
import { ON_TREE, markupOf, escapeAttribute } from './dial-tree.js';
import { showNames } from './dial-shown.js';
import { modeFromSettings, restOnValue } from './dial-made.js';
import { STYLE } from './dial-style.js';
import { version } from './dial-version.js';
import { useOtherModes } from './dial-modes.js';
import { otherModes } from './dial-other-modes.js';

export { version };

// A server draws every mode at once: the other modes are taken in with the rest.
useOtherModes({ otherModes });

/**
 * The shadow root of a <dial-picker> with `attributes` (an object of the element's attributes,
 * each a string, or true for a present boolean one; false, null and undefined are absent), as
 * `<template shadowrootmode="open">…</template>`: the style sheet, the dial drawn at rest as the
 * element first draws it, and the slot where a native input inside the element shows without
 * script. Bad attributes draw what the element draws with them, each said once through `warn`
 * (console.warn by default); it never throws for attributes. `language` is the page's language
 * where the element has no `lang` ('en' without one), since a server cannot ask the browser's.
 */
export function renderShadowRoot(attributes = {}, { language = 'en', warn = (message) => console.warn(message) } = {}) {
  const said = new Set();
  const once = (message) => {
    if (said.has(message)) return;
    said.add(message);
    warn(`dial-picker: ${message}`);
  };
  const present = (name) => attributes[name] !== undefined && attributes[name] !== null && attributes[name] !== false;
  const text = (name) => (present(name) ? String(attributes[name] === true ? '' : attributes[name]) : null);
  const settings = readSettings(attributeTexts({ getAttribute: text }), null, once);
  const { mode, words } = modeFromSettings(settings, { language: text('lang') || language, strings: {}, reducesMotion: false, trace: null });
  const value = text('value');
  if ((value === null || value === '') && present('required')) mode.clear();
  else if (value !== null) restOnValue(mode, value, settings.step, once);
  const nodes = drawResting(mode, words, { disabled: present('disabled'), readOnly: present('readonly') }, settings.labelOrientation);
  showNames(mode, words, nodes, (text('aria-label') ?? '').trim(), ON_TREE);
  return `<template shadowrootmode="open"><style>${STYLE}</style>${markupOf(nodes.root)}<slot></slot></template>`;
}

/**
 * The whole element: `<dial-picker …>` with its attributes, the shadow root renderShadowRoot
 * draws, `content` (markup for inside it, such as the native input a page without script uses)
 * and its end tag. The options are renderShadowRoot's, and `content`.
 */
export function renderDialPicker(attributes = {}, options = {}) {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`)).join('');
  return `<dial-picker${written}>${renderShadowRoot(attributes, options)}${options.content ?? ''}</dial-picker>`;
}
