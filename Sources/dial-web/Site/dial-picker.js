// <dial-picker>: a round, spinnable time picker. The physics (drag, fling, coasting onto an exact
// detent, bounds, span limits) is the Dial engine's, compiled to WebAssembly; this element draws
// it in SVG, feeds it the pointer, the wheel and the keys, and speaks it as ARIA sliders.
//
//   <script type="module" src="dial-picker.js"></script>
//   <dial-picker mode="time" value="09:41" name="wake"></dial-picker>
//
// Attributes: mode (time, hours, minutes, range, duration, labels), value, labels, step, min,
// max, min-span, max-span, hour-cycle (12 or 24), name, disabled. Events: `input` on every detent
// crossed, `change` once at the rest on a new value. Writing `value` fires nothing.

import { loadEngine, labelPlacement } from './dial-engine.js';
import { readOptions, makeMode, OptionError, RADIUS, HANDLE_RADIUS, HOUR_RING } from './dial-modes.js';
import { localeHourCycle } from './dial-values.js';
import { version } from './dial-version.js';

const SVG = 'http://www.w3.org/2000/svg';
const TAU = 2 * Math.PI;
/** Typed characters wait this long for the next before the buffer starts afresh, in ms. */
const TYPING_PAUSE = 1000;
const LABEL_INSET = 24;
/** The performance mark set when the page's first dial is in the DOM (its time is from the
 *  navigation's start). */
export const FIRST_DRAW_MARK = 'dial-picker-first-draw';
let firstDrawMarked = false;

const STYLE = `
:host { display: inline-block; width: 300px; aspect-ratio: 1; touch-action: none; user-select: none;
  -webkit-user-select: none; --dial-accent: #0a66d8; --dial-face: #f4f5f7; --dial-text: #1b1d21;
  --dial-arc: color-mix(in srgb, var(--dial-accent) 30%, transparent); }
@media (prefers-color-scheme: dark) {
  :host { --dial-accent: #5aa2ff; --dial-face: #24262b; --dial-text: #eceef2; }
}
:host([disabled]) { opacity: 0.5; }
svg { width: 100%; height: 100%; display: block; overflow: visible; cursor: grab; }
:host([disabled]) svg { cursor: default; }
.face { fill: var(--dial-face); stroke: color-mix(in srgb, var(--dial-text) 15%, transparent); }
.label { fill: var(--dial-text); font: 500 17px system-ui, sans-serif; text-anchor: middle; dominant-baseline: central; }
.label.selected { fill: var(--dial-accent); font-weight: 700; }
.hour { fill: var(--dial-text); font: 400 13px system-ui, sans-serif; text-anchor: middle; dominant-baseline: central; opacity: 0.75; }
.hour.selected { fill: var(--dial-accent); opacity: 1; font-weight: 700; }
.pointer { fill: var(--dial-accent); }
.large { fill: var(--dial-text); font: 600 34px system-ui, sans-serif; text-anchor: middle; dominant-baseline: central; }
.with-hours .large { font-size: 26px; }
.small { fill: var(--dial-text); font: 400 14px system-ui, sans-serif; text-anchor: middle; dominant-baseline: central; opacity: 0.7; }
.arc { fill: none; stroke: var(--dial-arc); stroke-width: ${2 * HANDLE_RADIUS - 8}px; stroke-linecap: round; }
.handle { fill: var(--dial-accent); stroke: var(--dial-face); stroke-width: 3px; }
.thumb { fill: transparent; stroke: none; outline: none; }
.thumb.handle { fill: var(--dial-accent); }
.thumb:focus-visible, .thumb.keyed:focus { stroke: var(--dial-accent); stroke-width: 3px; stroke-dasharray: 4 3; }
.thumb.handle:focus-visible, .thumb.handle.keyed:focus { stroke: var(--dial-text); stroke-dasharray: none; }
`;

/** A node of the SVG namespace with its attributes. */
function svg(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (parent) parent.append(node);
  return node;
}

const degrees = (radians) => radians * 180 / Math.PI;

export class DialPicker extends HTMLElement {
  /** The version of Dial this element belongs to (dial-version.js, written by dial-web). */
  static version = version;
  static formAssociated = true;
  static observedAttributes = ['mode', 'labels', 'step', 'min', 'max', 'min-span', 'max-span', 'hour-cycle', 'value', 'disabled'];

  #internals = this.attachInternals();
  #root = this.attachShadow({ mode: 'open' });
  #engine = null;
  #mode = null;
  #pendingValue = null;       // a value written before the engine loaded
  #initialValue = null;       // what a form reset restores
  #committed = null;          // the value of the last rest: `change` fires when a rest differs
  #lastTime = 0;              // seconds; the engine's clock never goes back
  #frame = 0;
  #typing = { buffer: '', at: 0 };
  #pointer = null;            // the pointer id held, with its thumb
  #reducedMotionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
  #trace = null;
  #nodes = null;
  #shownKey = null;           // what the value-dependent parts were last drawn for

  constructor() {
    super();
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
    this.#root.adoptedStyleSheets = [sheet];
  }

  /** Reduce Motion turned on or off while the element is in a document: the mode's next motion takes it. */
  #onReducedMotion = () => this.#mode?.setReducesMotion(this.reducesMotion);

  connectedCallback() {
    this.#reducedMotionQuery.addEventListener('change', this.#onReducedMotion);
    if (this.#initialValue === null) this.#initialValue = this.getAttribute('value');
    loadEngine().then((engine) => {
      this.#engine = engine;
      this.#rebuild();
    }, (error) => console.warn(`dial-picker: the engine did not load: ${error.message}`));
  }

  disconnectedCallback() {
    this.#reducedMotionQuery.removeEventListener('change', this.#onReducedMotion);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  attributeChangedCallback(name, old, value) {
    if (name === 'value') this.#initialValue = value;
    if (old === value || !this.#engine) return;
    if (name === 'value') { if (value !== null) this.value = value; return; }
    if (name === 'disabled') { this.#render(); return; }
    this.#rebuild();
  }

  // ---- The element's properties ---------------------------------------------------------------

  /** The value, as the terminal front prints it: `09:41`, `22:30-06:45`, `1h30m`, a label. */
  get value() { return this.#mode ? this.#mode.value : (this.#pendingValue ?? this.getAttribute('value') ?? ''); }
  set value(text) {
    if (!this.#mode) { this.#pendingValue = String(text); return; }
    if (!this.#mode.setValue(String(text))) {
      console.warn(`dial-picker: value '${text}' is not a valid ${this.getAttribute('mode') || 'time'} value here; kept ${this.value}`);
      return;
    }
    this.#committed = this.#mode.value;
    this.#render();
  }

  /** Whether everything is at rest on a detent (nothing held, nothing moving). */
  get settled() { return this.#mode ? this.#mode.settled : false; }
  /** Whether the user asked for reduced motion (`prefers-reduced-motion: reduce`). */
  get reducesMotion() { return this.#reducedMotionQuery.matches; }
  get form() { return this.#internals.form; }
  get name() { return this.getAttribute('name'); }
  get type() { return this.localName; }
  /** Whether the engine has loaded and the dial is drawn. */
  get ready() { return this.#mode !== null; }

  /** When set to an array, every engine call of a spinning dial is appended to it (numbers as
   *  64-bit patterns), so the same input can be replayed on the native engine. */
  get trace() { return this.#trace; }
  set trace(array) {
    this.#trace = Array.isArray(array) ? array : null;
    this.#mode?.setTrace(this.#trace);
  }

  /** The rotation of a spinning dial, radians (0 for a range). */
  get rotation() { return this.#mode?.dial ? this.#mode.dial.rotation : 0; }

  formResetCallback() {
    if (this.#initialValue !== null) this.value = this.#initialValue;
    else this.#rebuild(true);
  }

  formDisabledCallback() { this.#render(); }

  /** The browser restores a value it saved (going back to the page, autofill). */
  formStateRestoreCallback(state) {
    if (typeof state === 'string') this.value = state;
  }

  // ---- Building and drawing -------------------------------------------------------------------

  get #hourCycle() {
    const cycle = this.getAttribute('hour-cycle');
    return cycle === '12' ? 12 : cycle === '24' ? 24 : localeHourCycle();
  }

  get #disabled() { return this.hasAttribute('disabled') || this.matches(':disabled'); }

  /** Makes the mode from the attributes and draws it; the value kept where it still fits. */
  #rebuild(fresh = false) {
    if (!this.#engine) return;
    const previous = fresh ? null : (this.#pendingValue ?? (this.#mode ? this.#mode.value : this.getAttribute('value')));
    this.#pendingValue = null;
    let made;
    try {
      made = makeMode(this.#engine, readOptions(this), previous, this.reducesMotion, this.#hourCycle, this.#trace);
    } catch (error) {
      if (!(error instanceof OptionError)) throw error;
      console.warn(`dial-picker: ${error.message}`);
      return;
    }
    if (previous !== null && !made.accepted) console.warn(`dial-picker: value '${previous}' is not valid here; using ${made.mode.value}`);
    this.#mode?.destroy();
    this.#mode = made.mode;
    this.#committed = this.#mode.value;
    this.#draw();
    this.#render();
  }

  /** Builds the SVG for the mode: the face, the labels, the thumbs; #render moves them. */
  #draw() {
    const mode = this.#mode;
    const root = svg('svg', { viewBox: `0 0 ${2 * RADIUS} ${2 * RADIUS}`, part: 'dial', class: mode.spec?.hourRing ? 'with-hours' : '' });
    svg('circle', { class: 'face', cx: RADIUS, cy: RADIUS, r: RADIUS - 1 }, root);
    const nodes = { root, labels: [], hours: [], thumbs: [] };
    const labels = mode.kind === 'range' ? mode.labels : mode.spec.labels;
    const ring = svg('g', {}, root);
    const inset = mode.kind === 'range' ? 2 * HANDLE_RADIUS + 14 : LABEL_INSET;
    labels.forEach((text, index) => {
      const { x, y, angle } = labelPlacement(this.#engine, labels.length, index, RADIUS, inset);
      const label = svg('text', { class: 'label', x, y, transform: mode.kind === 'range' ? '' : `rotate(${degrees(angle)} ${x} ${y})` }, ring);
      label.textContent = text;
      nodes.labels.push(label);
    });
    nodes.ring = ring;
    if (mode.kind === 'spin') svg('path', { class: 'pointer', d: `M${RADIUS - 7} 1 L${RADIUS + 7} 1 L${RADIUS} 11 Z` }, root);
    if (mode.spec?.hourRing) {
      const { count, hourCycle } = mode.spec.hourRing;
      for (let hour = 0; hour < count; hour += 1) {
        const { x, y } = labelPlacement(this.#engine, count, hour, RADIUS, RADIUS - HOUR_RING.radius);
        const text = svg('text', { class: 'hour', x, y }, root);
        text.textContent = hourCycle === 12 ? String(hour === 0 ? 12 : hour) : String(hour).padStart(2, '0');
        nodes.hours.push(text);
      }
    }
    if (mode.kind === 'range') nodes.arc = svg('path', { class: 'arc' }, root);
    nodes.large = svg('text', { class: 'large', x: RADIUS, y: RADIUS - 4 }, root);
    nodes.small = svg('text', { class: 'small', x: RADIUS, y: RADIUS + 30 }, root);
    mode.thumbs.forEach((thumb, index) => {
      const node = svg('circle', {
        class: mode.kind === 'range' ? 'thumb handle' : 'thumb', r: mode.kind === 'range' ? HANDLE_RADIUS - 4 : HANDLE_RADIUS,
        role: 'slider', 'aria-label': thumb.label, 'data-thumb': thumb.id,
      }, root);
      node.addEventListener('keydown', (event) => this.#key(event, index));
      nodes.thumbs.push(node);
    });
    root.addEventListener('pointerdown', (event) => this.#pointerDown(event));
    root.addEventListener('pointermove', (event) => this.#pointerMove(event));
    root.addEventListener('pointerup', (event) => this.#pointerUp(event));
    root.addEventListener('pointercancel', (event) => this.#pointerUp(event));
    root.addEventListener('lostpointercapture', (event) => this.#pointerUp(event));
    root.addEventListener('wheel', (event) => this.#wheel(event), { passive: false });
    this.#root.replaceChildren(root);
    this.#nodes = nodes;
    this.#shownKey = null;
    if (!firstDrawMarked) {
      firstDrawMarked = true;
      performance.mark(FIRST_DRAW_MARK);
    }
  }

  /** Moves what the engine moved: the ring or the handles, the centre, the ARIA values. */
  #render() {
    const mode = this.#mode;
    const nodes = this.#nodes;
    if (!mode || !nodes) return;
    // What moves every frame: the ring, or the range's handles and arc.
    if (mode.kind === 'spin') {
      nodes.ring.setAttribute('transform', `rotate(${degrees(mode.dial.rotation)} ${RADIUS} ${RADIUS})`);
    } else {
      this.#renderRange(mode, nodes);
    }
    // What follows the shown value (the one the dial is headed for): drawn only when it changes,
    // so a coast's frames touch the ring alone.
    const disabled = this.#disabled;
    const key = `${mode.shownKey} ${disabled}`;
    if (key === this.#shownKey) return;
    this.#shownKey = key;
    if (mode.kind === 'spin') {
      const shown = mode.dial.shownValue;
      const detents = mode.detentCount;
      const index = ((shown % detents) + detents) % detents;
      const perLabel = mode.spec.detentsPerLabel;
      nodes.labels.forEach((label, i) => label.classList.toggle('selected', index % perLabel === 0 && i === index / perLabel));
      if (mode.spec.hourRing) this.#renderHours(mode, shown);
      const thumb = nodes.thumbs[nodes.thumbs.length - 1];
      thumb.setAttribute('cx', RADIUS);
      thumb.setAttribute('cy', HANDLE_RADIUS);
    }
    const centre = mode.centre();
    nodes.large.textContent = centre.large;
    nodes.small.textContent = centre.small;
    mode.aria().forEach((aria, index) => {
      const thumb = nodes.thumbs[index];
      thumb.setAttribute('aria-valuenow', aria.now);
      thumb.setAttribute('aria-valuemin', aria.min);
      thumb.setAttribute('aria-valuemax', aria.max);
      thumb.setAttribute('aria-valuetext', aria.text);
      thumb.setAttribute('tabindex', disabled ? '-1' : '0');
      if (disabled) thumb.setAttribute('aria-disabled', 'true'); else thumb.removeAttribute('aria-disabled');
    });
    this.#internals.setFormValue(mode.value);
  }

  #renderHours(mode, shown) {
    const { count } = mode.spec.hourRing;
    const minutes = shown * mode.spec.step;
    const hour = Math.floor(minutes / 60) % count;
    this.#nodes.hours.forEach((text, i) => text.classList.toggle('selected', i === hour));
    const { x, y } = labelPlacement(this.#engine, count, hour, RADIUS, RADIUS - HOUR_RING.radius);
    this.#nodes.thumbs[0].setAttribute('cx', x);
    this.#nodes.thumbs[0].setAttribute('cy', y);
    this.#nodes.thumbs[0].setAttribute('r', 16);
  }

  #renderRange(mode, nodes) {
    const track = RADIUS - HANDLE_RADIUS;
    const point = (angle) => [RADIUS + track * Math.sin(angle), RADIUS - track * Math.cos(angle)];
    const startAngle = mode.range.angle(0);
    const endAngle = mode.range.angle(1);
    [startAngle, endAngle].forEach((angle, index) => {
      const [x, y] = point(angle);
      nodes.thumbs[index].setAttribute('cx', x);
      nodes.thumbs[index].setAttribute('cy', y);
    });
    const span = mode.range.span;
    const [x1, y1] = point(startAngle);
    const [x2, y2] = point(endAngle);
    let d = '';
    if (span >= mode.stops) {
      const [xm, ym] = point(startAngle + Math.PI);
      d = `M${x1} ${y1} A${track} ${track} 0 1 1 ${xm} ${ym} A${track} ${track} 0 1 1 ${x1} ${y1}`;
    } else if (span > 0) {
      const sweep = (((endAngle - startAngle) % TAU) + TAU) % TAU;
      d = `M${x1} ${y1} A${track} ${track} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2} ${y2}`;
    }
    nodes.arc.setAttribute('d', d);
  }

  // ---- Time, motion and events ----------------------------------------------------------------

  /** The engine's time in seconds: performance.now(), never earlier than the last handed over
   *  (an animation frame's timestamp can be earlier than an input already handled). */
  #now() {
    this.#lastTime = Math.max(this.#lastTime, performance.now() / 1000);
    return this.#lastTime;
  }

  /** Fires one `input` per detent crossed and `change` at a rest on a new value; redraws; keeps
   *  the frames coming while anything moves. */
  #outcome(summary) {
    for (let tick = 0; tick < summary.ticks; tick += 1) this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.#render();
    if (this.#mode.settled) {
      const value = this.#mode.value;
      if (value !== this.#committed) {
        this.#committed = value;
        this.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (this.#frame === 0) {
      this.#frame = requestAnimationFrame(() => this.#tick());
    }
  }

  #tick() {
    this.#frame = 0;
    if (!this.#mode) return;
    this.#outcome(this.#mode.advance(this.#now()));
  }

  #act(action) {
    if (!this.#mode || this.#disabled) return;
    try {
      this.#outcome(action(this.#mode, this.#now()));
    } catch (error) {
      console.warn(`dial-picker: ${error.message}`);
    }
  }

  // ---- Input ----------------------------------------------------------------------------------

  /** The pointer's position in the dial's box (0–300 across, whatever the CSS size). */
  #local(event) {
    const box = this.#nodes.root.getBoundingClientRect();
    return [(event.clientX - box.left) * 2 * RADIUS / box.width, (event.clientY - box.top) * 2 * RADIUS / box.height];
  }

  #pointerDown(event) {
    if (!this.#mode || this.#disabled || this.#pointer !== null || event.button !== 0) return;
    const [x, y] = this.#local(event);
    this.#nodes.root.setPointerCapture(event.pointerId);
    this.#pointer = event.pointerId;
    const thumb = this.#nodes.thumbs[this.#mode.thumbAt(x, y)];
    for (const node of this.#nodes.thumbs) node.classList.remove('keyed');
    thumb?.focus({ preventScroll: true, focusVisible: false });
    event.preventDefault();
    this.#act((mode, time) => mode.pointerDown(x, y, time));
  }

  #pointerMove(event) {
    if (event.pointerId !== this.#pointer) return;
    const [x, y] = this.#local(event);
    this.#act((mode, time) => mode.pointerMove(x, y, time));
  }

  #pointerUp(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    this.#act((mode, time) => mode.pointerUp(time));
  }

  #wheel(event) {
    if (!this.#mode || this.#disabled || event.deltaY === 0) return;
    event.preventDefault();
    const [x, y] = this.#local(event);
    const focused = this.#nodes.thumbs.indexOf(this.#root.activeElement);
    const index = this.#mode.kind === 'range' ? this.#mode.thumbAt(x, y) : (focused >= 0 ? focused : this.#nodes.thumbs.length - 1);
    this.#act((mode, time) => mode.wheel(index, Math.sign(event.deltaY), time));
  }

  #key(event, index) {
    // A key shows the focus ring even where a press focused the thumb without one: WebKit
    // shows it then by itself, Chromium and Firefox do not.
    this.#nodes.thumbs[index].classList.add('keyed');
    const keys = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 'page+', PageDown: 'page-', Home: 'home', End: 'end' };
    const key = keys[event.key];
    if (key !== undefined) {
      event.preventDefault();
      this.#typing.buffer = '';
      this.#act((mode, time) => mode.key(index, key, time));
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && /[\p{L}\p{N}:.]/u.test(event.key)) {
      event.preventDefault();
      const now = performance.now();
      if (now - this.#typing.at > TYPING_PAUSE) this.#typing.buffer = '';
      this.#typing.at = now;
      this.#typing.buffer += event.key;
      const buffer = this.#typing.buffer;
      this.#act((mode, time) => mode.typed(index, buffer, time) ?? { ticks: 0, settled: false });
    }
  }
}

customElements.define('dial-picker', DialPicker);
