// The drawing of <dial-picker>: the SVG of a mode's face (the disc, the labels, the pointer, the
// ring of hours, the arc, the centre, the AM/PM control) and its thumbs, with the part names a
// page styles it by. The element moves what moves; this file only builds.

import { RADIUS, HANDLE_RADIUS, HOUR_RING } from './dial-modes.js';

const SVG = 'http://www.w3.org/2000/svg';
const LABEL_INSET = 24;
/** The labels' font size in the 300-unit box. */
const LABEL_FONT = 17;
/** A label's width in the box, estimated from its characters (0.62 em each covers the digits and
 *  most letters of a sans-serif face). */
const labelWidth = (text) => text.length * 0.62 * LABEL_FONT;

/** Below this width in CSS pixels the labels cannot be read (17 units are under 8 px): the dial
 *  draws its value alone. */
export const SMALLEST_LABELLED_SIZE = 140;

/** A paused animation of one whole turn of `node` about `origin` (CSS; null: its style's), a
 *  degree a second, `sign` 1 clockwise, −1 back: its time, in ms, is the angle in degrees. */
function turning(node, origin, sign) {
  if (origin !== null) node.style.transformOrigin = origin;
  const turn = node.animate([{ transform: 'rotate(0deg)' }, { transform: `rotate(${sign * 360}deg)` }], { duration: 360000, fill: 'both' });
  turn.pause();
  return turn;
}

/** A node of the SVG namespace with its attributes. */
export function svg(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (parent) parent.append(node);
  return node;
}

const degrees = (radians) => radians * 180 / Math.PI;

/**
 * Where label `index` (0 ≤ index < count) of a face of `count` labels sits in the box of side
 * 2·radius, `inset` in from the edge, and its angle: the engine's DialFace.placement, worked out
 * here so that the face is drawn before the engine has loaded (a test holds the two equal). At
 * θ = 2π · index / count the centre is (radius + c·sin θ, radius − c·cos θ), c = radius − inset;
 * sin and cos are taken of the angle from the nearest quarter turn, so a label on a quarter turn
 * sits exactly there ((276, 150), not 150 + 1.5e-14), as in the engine's Elementary.sinCos.
 */
export function labelPlacement(count, index, radius, inset) {
  const quarters = index / count * 4;
  const nearest = Math.round(quarters);
  const theta = (quarters - nearest) * (Math.PI / 2);
  const [s, c] = [Math.sin(theta), Math.cos(theta)];
  const [sine, cosine] = [[s, c], [c, -s], [-s, -c], [-c, s]][nearest % 4];
  const circle = radius - inset;
  return { x: radius + circle * sine, y: radius - circle * cosine, angle: index * (2 * Math.PI / count) };
}

/**
 * Which of `count` labels are drawn: every label when neighbours have room, else every k-th,
 * k the least divisor of `count` whose chord along the circle of radius `r` holds the widest
 * label and a gap (the terminal's rule: every label or every k-th, the drawn ones evenly spaced
 * round the whole turn). A label turned along the circle needs its width there; an upright one
 * (a range's hours) its width and its height, whichever way the circle runs.
 */
export function labelStride(texts, r, upright) {
  const count = texts.length;
  const widest = Math.max(...texts.map(labelWidth));
  const needed = widest + 4 + (upright ? LABEL_FONT : 0);
  for (let k = 1; k < count; k += 1) {
    if (count % k === 0 && 2 * r * Math.sin(Math.PI * k / count) >= needed) return k;
  }
  return count;
}

/** `text` at most `chars` characters: itself, or its start and "…" (the terminal's LabelFit). */
export const shortened = (text, chars) => (text.length <= chars ? text : `${text.slice(0, chars - 1)}…`);

/**
 * The most characters every label is drawn with so that every one is drawn (the terminal's rule:
 * rather than every k-th label, every label, a long one shortened to its start and "…", the
 * selected one in full); null when they fit whole, or when not even two characters a label fit
 * (then every k-th is drawn, labelStride).
 */
export function labelChars(texts, r, upright) {
  if (labelStride(texts, r, upright) === 1) return null;
  const widest = Math.max(...texts.map((text) => text.length));
  for (let chars = widest - 1; chars >= 2; chars -= 1) {
    if (labelStride(texts.map((text) => shortened(text, chars)), r, upright) === 1) return chars;
  }
  return null;
}

/** The widest the centre's text is drawn, in box units: inside the ring of labels. */
export const CENTRE_WIDTH = 2 * (RADIUS - LABEL_INSET - LABEL_FONT) - 8;
/** The least the centre's text is shrunk to fit, before it is shortened with "…". */
const SMALLEST_CENTRE_SCALE = 0.6;

/**
 * Draws `text` in the centre's `node` within CENTRE_WIDTH: as it is where it fits, else smaller
 * (down to SMALLEST_CENTRE_SCALE of its size), else also shortened with "…" (the whole text is
 * in the sliders' value text). A text that cannot be wider than the room (estimated as
 * labelWidth does) is not measured: measuring lays the page out.
 */
export function fitCentre(node, text) {
  node.textContent = text;
  node.style.fontSize = '';
  if (text.length * 0.62 * 34 <= CENTRE_WIDTH) return;
  const length = node.getComputedTextLength();
  if (length <= CENTRE_WIDTH || length === 0) return;
  const size = parseFloat(getComputedStyle(node).fontSize);
  const scale = Math.max(SMALLEST_CENTRE_SCALE, CENTRE_WIDTH / length);
  node.style.fontSize = `${size * scale}px`;
  // Each pass takes a character off, so this ends within the text's length.
  for (let chars = text.length - 1; chars >= 2 && node.getComputedTextLength() > CENTRE_WIDTH; chars -= 1) {
    node.textContent = shortened(text, chars);
  }
}

/**
 * The SVG of `mode` and the nodes the element moves: {root, ring, labels (label index → node, for
 * the drawn ones), texts (label index → its text unselected and selected), hours, arc, large, small, periods, thumbs}, and for a spinning dial the
 * animations that turn its ring (`turn`) and turn each upright label back (`uprights`). `words`
 * gives the AM/PM names; `orientation` is how a turning face's labels read: 'upright' (each
 * turned back by the ring's rotation about its own centre, in the same frame) or 'radial' (turned
 * along the circle, with the ring).
 */
export function drawFace(mode, words, orientation = 'upright') {
  // The SVG root is no landmark of its own: the sliders and the buttons inside speak.
  const root = svg('svg', { viewBox: `0 0 ${2 * RADIUS} ${2 * RADIUS}`, part: 'dial', role: 'none' });
  // The drawing is hidden from the accessibility tree: the sliders say the value.
  const drawing = svg('g', { 'aria-hidden': 'true' }, root);
  svg('circle', { class: 'face', part: 'face', cx: RADIUS, cy: RADIUS, r: RADIUS - 1 }, drawing);
  const nodes = { root, labels: new Map(), texts: new Map(), hours: [], thumbs: [], periods: [], uprights: [] };
  const range = mode.kind === 'range';
  const texts = range ? mode.labels : mode.spec.labels;
  const ring = svg('g', { class: 'labels' }, drawing);
  const inset = range ? 2 * HANDLE_RADIUS + 14 : LABEL_INSET;
  const radial = !range && orientation === 'radial';
  const chars = range ? null : labelChars(texts, RADIUS - inset, !radial);
  const stride = chars === null ? labelStride(texts, RADIUS - inset, !radial) : 1;
  for (let index = 0; index < texts.length; index += stride) {
    const { x, y, angle } = labelPlacement(texts.length, index, RADIUS, inset);
    const label = svg('text', { class: 'label', part: 'label', x, y, transform: radial ? `rotate(${degrees(angle)} ${x} ${y})` : '' }, ring);
    // Each label's text as drawn unselected and selected (in full).
    nodes.texts.set(index, [chars === null ? texts[index] : shortened(texts[index], chars), texts[index]]);
    label.textContent = nodes.texts.get(index)[0];
    nodes.labels.set(index, label);
    if (!range && !radial) nodes.uprights.push(turning(label, `${x}px ${y}px`, -1));
  }
  nodes.ring = ring;
  if (!range) {
    // The ring turns by a paused animation of one whole turn (a degree a second) whose time is
    // set every frame: an animation is no node, so a turning dial changes nothing in the DOM in
    // any engine (Firefox writes a transform list set in place back to the `transform`
    // attribute, a mutation a frame), and no style sheet changes either (a style rule's
    // transform set each frame tripled WebKitGTK's frame callback).
    nodes.turn = turning(ring, null, 1);
  }
  if (mode.kind === 'spin') svg('path', { class: 'pointer', part: 'pointer', d: `M${RADIUS - 7} 1 L${RADIUS + 7} 1 L${RADIUS} 11 Z` }, drawing);
  const hourRing = mode.spec?.hourRing;
  if (hourRing) {
    const hours = svg('g', { class: 'hours' }, drawing);
    hourRing.labels.forEach((text, hour) => {
      const { x, y } = labelPlacement(hourRing.labels.length, hour, RADIUS, RADIUS - HOUR_RING.radius);
      svg('text', { class: 'hour', part: 'hour', x, y }, hours).textContent = text;
    });
    nodes.hours = [...hours.children];
    root.classList.add('with-hours');
  }
  if (range) nodes.arc = svg('path', { class: 'arc', part: 'arc' }, drawing);
  nodes.large = svg('text', { class: 'large', part: 'centre', x: RADIUS, y: RADIUS - 4 }, drawing);
  nodes.small = svg('text', { class: 'small', part: 'centre-detail', x: RADIUS, y: RADIUS + 30 }, drawing);
  mode.thumbs.forEach((thumb) => {
    nodes.thumbs.push(svg('circle', {
      class: range ? 'thumb handle' : 'thumb', part: range ? 'handle' : 'thumb', r: range ? HANDLE_RADIUS - 4 : HANDLE_RADIUS,
      role: 'slider', 'data-thumb': thumb.id,
    }, root));
  });
  if (mode.withPeriod) {
    // The AM/PM control: two buttons below the centre, the current half pressed, after the
    // sliders in reading order, each named (WebKitGTK names no button by its text child).
    words.periods.forEach((name, index) => {
      const x = RADIUS + (index === 0 ? -26 : 26);
      const button = svg('g', { class: 'period', part: 'period', role: 'button', tabindex: '-1', 'aria-label': name, 'data-period': index === 0 ? 'am' : 'pm' }, root);
      svg('rect', { x: x - 24, y: RADIUS + 16, width: 48, height: 28, rx: 8 }, button);
      svg('text', { x, y: RADIUS + 30 }, button).textContent = name;
      nodes.periods.push(button);
    });
  }
  return nodes;
}
