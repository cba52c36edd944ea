// The drawing of <dial-picker>: the SVG of a mode's face (the disc, the labels, the pointer, the
// ring of hours, the arc, the centre, the AM/PM control) and its thumbs, with the part names a
// page styles it by, as a tree of plain nodes (dial-tree.js) that the element builds in the page
// and a server writes as markup. The element moves what moves; this file only builds.

import { RADIUS, HANDLE_RADIUS, HOUR_RING } from './dial-modes.js';
import { svg, ON_TREE } from './dial-tree.js';
import { showValue, ringDegrees, shortened, textWidth, TURN } from './dial-shown.js';
/** How far in from the edge a turning face's labels sit, in the 300-unit box (dial-shown.js's
 *  CENTRE_WIDTH keeps the centre inside them). */
const LABEL_INSET = 24;
/** The labels' font size in the 300-unit box. */
const LABEL_FONT = 17;
/** A label's width in the box, estimated from its characters (dial-shown.js's textWidth). */
const labelWidth = (text) => textWidth(text, LABEL_FONT);

/** Below this width in CSS pixels the labels cannot be read (17 units are under 8 px): the dial
 *  draws its value alone. */
export const SMALLEST_LABELLED_SIZE = 140;

/** How much larger the AM/PM buttons are drawn below SMALLEST_LABELLED_SIZE, where no label is
 *  in their way (dial-style.js): 48 × 28 units become 120 × 70, at least 24 × 24 CSS px (WCAG
 *  2.2's least target) on a dial 103 px across or more. From 140 px up they are 48 × 28 (at
 *  least 22 × 13 px, 24 px apart centre to centre: WCAG's spacing exception; 48 × 28 px at the
 *  default 300 px). */
export const PERIOD_GROWTH = 2.5;

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

/**
 * The most characters every label is drawn with so that every one is drawn (the terminal's rule:
 * rather than every k-th label, every label, a long one shortened to its start and "…", the
 * selected one in full); null when they fit whole, or when not even two characters a label fit
 * (then every k-th is drawn, labelStride).
 */
export function labelChars(texts, r, upright) {
  if (labelStride(texts, r, upright) === 1) return null;
  const widest = Math.max(...texts.map((text) => text.length));
  // Each pass takes a character off, so this ends within the widest label's length.
  for (let chars = widest - 1; chars >= 2; chars -= 1) {
    if (labelStride(texts.map((text) => shortened(text, chars)), r, upright) === 1) return chars;
  }
  return null;
}

/**
 * The SVG of `mode`, as a tree (dial-tree.js), and the nodes the element moves: {root, ring,
 * labels (label index → node, for the drawn ones), texts (label index → its text unselected and
 * selected), upright (whether a turning face's labels are turned back upright), hours, arc, large,
 * small, periods, thumbs}. `words` gives the AM/PM names; `orientation` is how a turning face's
 * labels read: 'upright' (each turned back by the ring's rotation about its own centre, in the
 * same frame: the ring's class `upright`, by which the style sheet turns them) or 'radial'
 * (turned along the circle, with the ring). What depends on the value is drawn by `showValue`.
 */
export function drawFace(mode, words, orientation = 'upright') {
  const hourRing = mode.spec?.hourRing;
  // The SVG root is no landmark of its own: the sliders and the buttons inside speak.
  const root = svg('svg', { viewBox: `0 0 ${2 * RADIUS} ${2 * RADIUS}`, part: 'dial', role: 'none', ...(hourRing ? { class: 'with-hours' } : {}) });
  // The drawing is hidden from the accessibility tree: the sliders say the value.
  const drawing = svg('g', { 'aria-hidden': 'true' }, root);
  svg('circle', { class: 'face', part: 'face', cx: RADIUS, cy: RADIUS, r: RADIUS - 1 }, drawing);
  const range = mode.kind === 'range';
  const radial = !range && orientation === 'radial';
  const nodes = { root, labels: new Map(), texts: new Map(), upright: !range && !radial, hours: [], thumbs: [], periods: [] };
  const texts = range ? mode.labels : mode.spec.labels;
  const ring = svg('g', { class: nodes.upright ? 'labels upright' : 'labels' }, drawing);
  const inset = range ? 2 * HANDLE_RADIUS + 14 : LABEL_INSET;
  const chars = range ? null : labelChars(texts, RADIUS - inset, !radial);
  const stride = chars === null ? labelStride(texts, RADIUS - inset, !radial) : 1;
  for (let index = 0; index < texts.length; index += stride) {
    const { x, y, angle } = labelPlacement(texts.length, index, RADIUS, inset);
    const label = svg('text', { class: 'label', part: 'label', x, y, ...(radial ? { transform: `rotate(${degrees(angle)} ${x} ${y})` } : {}) }, ring);
    // Each label's text as drawn unselected and selected (in full).
    nodes.texts.set(index, [chars === null ? texts[index] : shortened(texts[index], chars), texts[index]]);
    label.textContent = nodes.texts.get(index)[0];
    nodes.labels.set(index, label);
  }
  nodes.ring = ring;
  if (mode.kind === 'spin') svg('path', { class: 'pointer', part: 'pointer', d: `M${RADIUS - 7} 1 L${RADIUS + 7} 1 L${RADIUS} 11 Z` }, drawing);
  if (hourRing) {
    const hours = svg('g', { class: 'hours' }, drawing);
    hourRing.labels.forEach((text, hour) => {
      const { x, y } = labelPlacement(hourRing.labels.length, hour, RADIUS, RADIUS - HOUR_RING.radius);
      svg('text', { class: 'hour', part: 'hour', x, y }, hours).textContent = text;
    });
    nodes.hours = [...hours.children];
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
    // sliders in reading order, each named (WebKitGTK names no button by its text child). AM
    // comes first in the writing direction: on the left, on the right in Arabic or Hebrew. Each
    // grows from its inner top corner when the dial is too small for labels (PERIOD_GROWTH).
    const first = words.direction === 'rtl' ? 1 : -1;
    words.periods.forEach((name, index) => {
      const side = index === 0 ? first : -first;
      const x = RADIUS + side * 26;
      const button = svg('g', {
        class: 'period', part: 'period', role: 'button', tabindex: '-1', 'aria-label': name, 'data-period': index === 0 ? 'am' : 'pm',
        style: `transform-origin: ${x - side * 24}px ${RADIUS + 16}px`,
      }, root);
      svg('rect', { x: x - 24, y: RADIUS + 16, width: 48, height: 28, rx: 8 }, button);
      svg('text', { x, y: RADIUS + 30 }, button).textContent = name;
      nodes.periods.push(button);
    });
  }
  return nodes;
}

/**
 * The drawing of `mode` at rest, as the element first draws it and a server writes it: drawFace's
 * tree with the value shown (`flags` as showValue takes them), and a spinning dial's ring turned
 * to its rotation by its style's TURN (the style sheet turns the ring by it, and each upright
 * label back as far about its own centre, the origin its style gives it; the element's animation
 * of TURN then takes over). `orientation` as drawFace takes it.
 */
export function drawResting(mode, words, flags, orientation) {
  const nodes = drawFace(mode, words, orientation);
  showValue(mode, nodes, flags, ON_TREE);
  if (mode.kind === 'spin') {
    ON_TREE.set(nodes.ring, 'style', `${TURN}: ${ringDegrees(mode)}deg`);
    if (nodes.upright) {
      for (const label of nodes.labels.values()) {
        ON_TREE.set(label, 'style', `transform-origin: ${ON_TREE.get(label, 'x')}px ${ON_TREE.get(label, 'y')}px`);
      }
    }
  }
  return nodes;
}

/** The page's nodes of drawFace's `nodes`, once built or taken over (dial-tree.js). */
export function nodesOnPage(nodes) {
  const page = (node) => node?.dom ?? null;
  return {
    root: page(nodes.root), ring: page(nodes.ring), labels: new Map([...nodes.labels].map(([index, node]) => [index, page(node)])),
    texts: nodes.texts, upright: nodes.upright,
    hours: nodes.hours.map(page), arc: page(nodes.arc), large: page(nodes.large), small: page(nodes.small),
    periods: nodes.periods.map(page), thumbs: nodes.thumbs.map(page),
  };
}
