// What the drawing of <dial-picker> shows of its value: the selected and muted labels and hours,
// the thumbs' and handles' places, the arc, the centre's words, the AM/PM control and each
// slider's ARIA numbers. Drawn through a painter (dial-tree.js's ON_TREE or ON_PAGE), so that a
// server's markup, the element's first drawing and its later ones are drawn by the same code.

import { RADIUS, HANDLE_RADIUS, HOUR_RING } from './dial-modes.js';

/** The attributes drawn from the page around the element rather than from its own attributes
 *  (its label, a disabled fieldset): a server cannot know them, so taking a server's drawing over
 *  does not compare them, and the element draws them at once. */
export const PAGE_ATTRIBUTES = new Set(['aria-label', 'tabindex', 'aria-disabled', 'aria-readonly']);

/** `text` at most `chars` characters: itself, or its start and "…" (the terminal's LabelFit). */
export const shortened = (text, chars) => (text.length <= chars ? text : `${text.slice(0, chars - 1)}…`);

/** The centre's font sizes in the 300-unit box: alone, and above a ring of hours (dial-style.js). */
export const CENTRE_FONT = Object.freeze({ plain: 34, withHours: 26 });
/** The widest the centre's text is drawn, in box units: inside the ring of labels (inset 24, font 17). */
export const CENTRE_WIDTH = 2 * (RADIUS - 24 - 17) - 8;
/** The widest it is drawn inside a time's ring of hours (radius HOUR_RING.radius, font 13). */
export const CENTRE_WIDTH_WITH_HOURS = 2 * (HOUR_RING.radius - 13) - 8;
/** The least the centre's text is shrunk to fit, before it is shortened with "…". */
const SMALLEST_CENTRE_SCALE = 0.6;

/**
 * The width of `text` drawn at `size` units, estimated from its characters: a whole em for one
 * from U+2E80 up (Chinese, Japanese and Korean script, the full-width forms, emoji), 0.62 em for
 * any other (the Latin and Arabic-Indic digits and most letters of a sans-serif face). Estimated,
 * not measured: a server cannot measure, and the element draws what the server draws.
 */
export function textWidth(text, size) {
  let ems = 0;
  for (const character of text) ems += character >= '\u2e80' ? 1 : 0.62;
  return ems * size;
}

/**
 * The centre's `text` drawn within `room` units at `font` units: {text, size} (size null: the
 * style sheet's): as it is where it fits, else smaller (down to SMALLEST_CENTRE_SCALE of `font`),
 * else also shortened with "…" (the whole text is in the sliders' value text), its width
 * estimated by textWidth.
 */
export function fitCentre(text, font, room = CENTRE_WIDTH) {
  const scale = room / textWidth(text, font);
  if (scale >= 1) return { text, size: null };
  // Sizes are written to a hundredth, rounded down so that the text stays within.
  const hundredths = (size) => Math.floor(size * 100) / 100;
  if (scale >= SMALLEST_CENTRE_SCALE) return { text, size: hundredths(scale * font) };
  const size = hundredths(SMALLEST_CENTRE_SCALE * font);
  // The most characters that fit at that size, the last of them "…" (at least two); each pass
  // takes one off, so this ends within the text's length.
  let chars = text.length - 1;
  while (chars > 2 && textWidth(shortened(text, chars), size) > room) chars -= 1;
  return { text: shortened(text, chars), size };
}

/** The custom property a spinning dial's ring is turned by, an angle: the style sheet turns the
 *  ring by it and each upright label back by it about its own centre (dial-style.js), the
 *  drawing at rest sets it on the ring (dial-face.js), and the element animates it
 *  (dial-picker.js, which registers it as an inherited angle). */
export const TURN = '--dial-turn';

/** The rotation a spinning dial's ring is drawn at, in degrees within [0, 360). */
export function ringDegrees(mode) {
  return (((mode.dial.rotation * 180 / Math.PI) % 360) + 360) % 360;
}

/** The centre of a dial with no value: the centre its value would show, each letter and digit a
 *  dash (`--:--`, `-:-- --`), as an empty time input shows. */
export const emptyCentre = (text) => text.replace(/[\p{L}\p{N}]/gu, '-');

/**
 * Draws what depends on the shown value on `nodes` (drawFace's, or the page's nodes of them)
 * with `painter`: `disabled` and `readOnly` say whether the thumbs take focus and how they are
 * announced. A dial with no value (`mode.empty`) shows none chosen: no label or hour selected,
 * no half of the day pressed, dashes in the centre, and its sliders' value text `strings.empty`.
 */
export function showValue(mode, nodes, { disabled, readOnly }, painter) {
  const empty = mode.empty;
  if (mode.kind === 'spin') {
    const perLabel = mode.spec.detentsPerLabel;
    const detents = mode.detentCount;
    const shown = mode.dial.shownValue;
    const index = ((shown % detents) + detents) % detents;
    for (const [i, label] of nodes.labels) {
      const selected = !empty && index % perLabel === 0 && i === index / perLabel;
      const muted = !mode.allowed(i);
      const names = `label${selected ? ' selected' : ''}${muted ? ' muted' : ''}`;
      painter.set(label, 'class', names);
      painter.set(label, 'part', names);
      painter.text(label, nodes.texts.get(i)[selected ? 1 : 0]);
    }
    if (mode.spec.hourRing) showHours(mode, nodes, shown, empty, painter);
    const thumb = nodes.thumbs[nodes.thumbs.length - 1];
    painter.set(thumb, 'cx', RADIUS);
    painter.set(thumb, 'cy', HANDLE_RADIUS);
  } else {
    mode.showHandles(nodes, painter);
  }
  nodes.periods.forEach((button, index) => {
    const pressed = !empty && mode.afternoon === (index === 1);
    painter.set(button, 'class', pressed ? 'period selected' : 'period');
    painter.set(button, 'part', pressed ? 'period selected' : 'period');
    painter.set(button, 'aria-pressed', String(pressed));
  });
  const centre = mode.centre();
  const large = empty ? emptyCentre(centre.large) : centre.large;
  const fitted = mode.spec?.hourRing ? fitCentre(large, CENTRE_FONT.withHours, CENTRE_WIDTH_WITH_HOURS)
    : fitCentre(large, CENTRE_FONT.plain);
  painter.text(nodes.large, fitted.text);
  painter.set(nodes.large, 'style', fitted.size === null ? null : `font-size: ${fitted.size}px`);
  painter.text(nodes.small, empty ? '' : centre.small);
  mode.aria().forEach((aria, index) => {
    const thumb = nodes.thumbs[index];
    painter.set(thumb, 'aria-valuenow', aria.now);
    painter.set(thumb, 'aria-valuemin', aria.min);
    painter.set(thumb, 'aria-valuemax', aria.max);
    painter.set(thumb, 'aria-valuetext', empty ? mode.words.strings.empty : aria.text);
    painter.set(thumb, 'tabindex', disabled ? '-1' : '0');
    painter.set(thumb, 'aria-disabled', disabled ? 'true' : null);
    painter.set(thumb, 'aria-readonly', readOnly ? 'true' : null);
  });
}

/** The ring of hours: the selected hour (none while empty), the muted ones, and the hour thumb
 *  on the hour shown. */
function showHours(mode, nodes, shown, empty, painter) {
  const ring = mode.spec.hourRing;
  const hour = ring.selected(shown);
  nodes.hours.forEach((text, i) => {
    const muted = !ring.allowed(i, shown);
    const names = `hour${i === hour && !empty ? ' selected' : ''}${muted ? ' muted' : ''}`;
    painter.set(text, 'class', names);
    painter.set(text, 'part', names);
  });
  const selected = nodes.hours[hour];
  const thumb = nodes.thumbs[0];
  painter.set(thumb, 'cx', painter.get(selected, 'x'));
  painter.set(thumb, 'cy', painter.get(selected, 'y'));
  painter.set(thumb, 'r', 16);
}

/** Names each slider with the element's own `label` and its word: "Wake-up time, hour". */
export function showNames(mode, words, nodes, label, painter) {
  mode.thumbs.forEach((thumb, index) => painter.set(nodes.thumbs[index], 'aria-label', words.name(thumb.word, label)));
}
