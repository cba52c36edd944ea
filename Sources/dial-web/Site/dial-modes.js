// What each mode of <dial-picker> is, over the engine: its face, its thumbs, its value strings,
// its keys and its pointer. A spin mode (time, hours, minutes, duration, labels) turns one
// EngineDial whose value counts detents; the range mode moves two handles of an EngineRange.
// The element (dial-picker.js) owns the DOM, the clock and the events; a mode owns the engine.

import { EngineDial, EngineRange, Part } from './dial-engine.js';
import {
  formatTime, parseTime, formatDuration, parseDuration, formatRange, parseRange, formatHour, parseHour,
  formatMinute, parseMinute, spokenTime, spokenDuration, shownDuration, MAX_DURATION,
} from './dial-values.js';

/** The SVG box: a dial of radius 150 in a 300 × 300 box (the engine's box, centre (150, 150)). */
export const RADIUS = 150;
/** The handles' radius: 22, a 44-unit target (44 px at the default size). */
export const HANDLE_RADIUS = 22;
const DAY = 1440;

/** The options every mode reads from the element's attributes. */
export function readOptions(element) {
  const number = (name) => {
    const text = element.getAttribute(name);
    return text === null || text.trim() === '' ? null : text.trim();
  };
  return {
    mode: element.getAttribute('mode') || 'time',
    labels: (element.getAttribute('labels') || '').split(',').map((label) => label.trim()).filter((label) => label !== ''),
    step: number('step'),
    min: number('min'),
    max: number('max'),
    minSpan: number('min-span'),
    maxSpan: number('max-span'),
    hourCycle: number('hour-cycle'),
  };
}

/** Why a mode could not be made from the attributes: the message says which one. */
export class OptionError extends Error {}

/** The minute step: a divisor of 60, 1 by default. */
function minuteStep(text) {
  if (text === null) return 1;
  const step = Number(text);
  if (!Number.isInteger(step) || step < 1 || 60 % step !== 0) throw new OptionError(`step must divide 60, not '${text}'`);
  return step;
}

/** The labels of a turn of 60/step stops: 12 where that divides it (00, 05, … for every minute),
 *  else one a stop. */
function minuteFace(step) {
  const stops = 60 / step;
  const labels = stops % 12 === 0 ? 12 : stops;
  return { labels, detentsPerLabel: stops / labels };
}

/** A bound read by `parse` and checked to lie on the step. */
function boundOnStep(text, parse, step, name) {
  if (text === null) return null;
  const minutes = parse(text);
  if (minutes === null) throw new OptionError(`${name} '${text}' is not a valid value`);
  if (minutes % step !== 0) throw new OptionError(`${name} '${text}' is not on the step of ${step} minutes`);
  return minutes / step;
}

// ---------------------------------------------------------------------------------------------

/**
 * A mode that spins one dial. `spec` gives: labels (texts), detentsPerLabel, bounds (in detent
 * values, or null: it turns forever), format(value) and parse(text) of the value string (parse
 * returns a detent value or null), thumbs (each with its key steps and its ARIA numbers and
 * words), centre(value), first/last (Home/End), typed(buffer) (the value typed digits name).
 */
class SpinMode {
  constructor(engine, spec, value, reducesMotion, trace) {
    this.engine = engine;
    this.spec = spec;
    this.detentCount = spec.labels.length * spec.detentsPerLabel;
    this.reducesMotion = reducesMotion;
    this.trace = trace;
    this.dial = this.makeDial(value);
    this.dragging = false;
    this.picking = false;
  }

  makeDial(value) {
    return new EngineDial(this.engine, {
      labels: this.spec.labels.length, detentsPerLabel: this.spec.detentsPerLabel, radius: RADIUS,
      value, bounds: this.spec.bounds, reducesMotion: this.reducesMotion,
    }, this.trace);
  }

  get kind() { return 'spin'; }
  get thumbs() { return this.spec.thumbs; }
  get settled() { return this.dial.settled && !this.dragging; }
  get value() { return this.spec.format(this.dial.shownValue); }
  /** What the value-dependent parts of the drawing follow: the shown value. */
  get shownKey() { return this.dial.shownValue; }

  /** Puts the dial at rest on the value `text` names; false (nothing changed) when it names none. */
  setValue(text) {
    const value = this.spec.parse(text);
    if (value === null || !this.inBounds(value)) return false;
    this.replaceDial(value);
    return true;
  }

  inBounds(value) {
    const bounds = this.spec.bounds;
    return bounds === null || (value >= bounds[0] && value <= bounds[1]);
  }

  replaceDial(value) {
    const old = this.dial;
    this.dial = this.makeDial(value);
    old.destroy();
  }

  setReducesMotion(on) {
    this.reducesMotion = on;
    this.dial.setReducesMotion(on);
  }

  /** Starts (or stops) tracing: at rest, the dial is made afresh on its value so the trace
   *  begins with its making; in motion, the calls from now on are traced. */
  setTrace(trace) {
    this.trace = trace;
    if (trace && this.settled) this.replaceDial(this.dial.shownValue);
    else this.dial.trace = trace;
  }

  /** Ticks (input events) and whether it came to rest, from the engine's events. */
  static summary(events) {
    let ticks = 0;
    let settled = false;
    for (const event of events) {
      if (event.kind === 'selectionChanged') ticks += 1;
      if (event.kind === 'settled') settled = true;
    }
    return { ticks, settled };
  }

  advance(time) { return SpinMode.summary(this.dial.advance(time)); }

  /** A key on thumb `index`: +1/−1 a step, 'page+'/'page-', 'home'/'end'. */
  key(index, key, time) {
    const thumb = this.spec.thumbs[index];
    const shown = this.dial.shownValue;
    switch (key) {
      case 1: case -1: return SpinMode.summary(this.dial.step(key * thumb.step, time));
      case 'page+': case 'page-': return SpinMode.summary(this.dial.step((key === 'page+' ? 1 : -1) * thumb.page, time));
      case 'home': case 'end': {
        const target = this.nearestEquivalent(key === 'home' ? this.spec.first : this.spec.last, shown);
        return SpinMode.summary(this.dial.selectValue(target, time));
      }
      default: return { ticks: 0, settled: false };
    }
  }

  /** On a dial without bounds, the value nearest `shown` that names the same detent as `value`. */
  nearestEquivalent(value, shown) {
    if (this.spec.bounds !== null) return value;
    const n = this.detentCount;
    const offset = ((((value - shown) % n) + n) % n);
    return offset > n / 2 ? shown + offset - n : shown + offset;
  }

  /** Digits typed on thumb `index`; a summary, or null when the buffer names no value. */
  typed(index, buffer, time) {
    const target = this.spec.typed(buffer, index, this.dial.shownValue);
    if (target === null || target === undefined) return null;
    const bounded = this.spec.bounds === null ? this.nearestEquivalent(target, this.dial.shownValue)
      : Math.min(Math.max(target, this.spec.bounds[0]), this.spec.bounds[1]);
    return SpinMode.summary(this.dial.selectValue(bounded, time));
  }

  /** A wheel notch: down (+1) turns clockwise, one step back. */
  wheel(index, notch, time) { return this.key(index, -notch, time); }

  /** The thumb a press at (x, y) is on, for focus: the spin's own pointer thumb. */
  thumbAt(x, y) { return this.spec.pointerThumbAt ? this.spec.pointerThumbAt(x, y) : 0; }

  /** A press on a ring of choices (a time's hours) picks one, and a drag along it picks the one
   *  under the finger; anywhere else it takes hold of the dial. */
  pointerDown(x, y, time) {
    const picked = this.spec.pick ? this.spec.pick(x, y, this.dial.shownValue) : null;
    if (picked !== null && picked !== undefined) {
      this.picking = true;
      return this.pickValue(picked, time);
    }
    this.dragging = true;
    return SpinMode.summary(this.dial.beginDrag(x, y, time));
  }

  pickValue(value, time) {
    return value === this.dial.shownValue ? { ticks: 0, settled: false } : SpinMode.summary(this.dial.selectValue(value, time));
  }

  pointerMove(x, y, time) {
    if (this.picking) {
      const picked = this.spec.pick(x, y, this.dial.shownValue);
      return picked === null || picked === undefined ? { ticks: 0, settled: false } : this.pickValue(picked, time);
    }
    return this.dragging ? SpinMode.summary(this.dial.drag(x, y, time)) : { ticks: 0, settled: false };
  }

  pointerUp(time) {
    this.picking = false;
    if (!this.dragging) return { ticks: 0, settled: false };
    this.dragging = false;
    return SpinMode.summary(this.dial.release(time));
  }

  /** ARIA numbers and words of each thumb, from the shown value. */
  aria() { const value = this.dial.shownValue; return this.spec.thumbs.map((thumb) => thumb.aria(value)); }
  centre() { return this.spec.centre(this.dial.shownValue); }
  destroy() { this.dial.destroy(); }
}

// ---------------------------------------------------------------------------------------------

function timeSpec(options, hourCycle) {
  const step = minuteStep(options.step);
  const face = minuteFace(step);
  const stops = 60 / step;
  const lower = boundOnStep(options.min, parseTime, step, 'min') ?? 0;
  const upper = boundOnStep(options.max, parseTime, step, 'max') ?? (DAY / step - 1);
  if (lower > upper) throw new OptionError(`min ${options.min} is after max ${options.max}`);
  const labels = Array.from({ length: face.labels }, (_, i) => formatMinute(i * face.detentsPerLabel * step));
  const minutes = (value) => value * step;
  const spoken = (value) => spokenTime(minutes(value), hourCycle);
  const hourCount = hourCycle === 12 ? 12 : 24;
  return {
    step, labels, detentsPerLabel: face.detentsPerLabel, bounds: [lower, upper],
    format: (value) => formatTime(minutes(value)),
    parse: (text) => { const m = parseTime(text); return m === null ? null : Math.round(m / step); },
    first: lower, last: upper,
    centre: (value) => ({ large: hourCycle === 12 ? spokenTime(minutes(value), 12).replace(/ [AP]M$/, '') : formatTime(minutes(value)),
      small: hourCycle === 12 ? (minutes(value) < 720 ? 'AM' : 'PM') : '' }),
    hourRing: { count: hourCount, hourCycle },
    thumbs: [
      { id: 'hour', label: 'Hour', step: stops, page: stops * 3,
        aria: (value) => ({ now: Math.floor(minutes(value) / 60), min: Math.floor(minutes(lower) / 60),
          max: Math.floor(minutes(upper) / 60), text: spoken(value) }) },
      { id: 'minute', label: 'Minute', step: 1, page: Math.max(1, Math.round(stops / 4)),
        aria: (value) => ({ now: minutes(value) % 60, min: 0, max: 60 - step, text: spoken(value) }) },
    ],
    typed: (buffer, _index, shown) => {
      const digits = buffer.replace(':', '');
      if (!/^\d{1,4}$/.test(digits)) return null;
      const hour = digits.length <= 2 ? Number(digits) : Number(digits.slice(0, digits.length - 2));
      const minute = digits.length <= 2 ? 0 : Number(digits.slice(-2));
      if (hour > 23 || minute > 59) return null;
      return Math.round((hour * 60 + minute) / step);
    },
    // A press on the ring of hours picks that hour (the minutes kept; on a 12-hour ring, the half of the day kept).
    pick: (x, y, shown) => {
      const dx = x - RADIUS;
      const dy = y - RADIUS;
      const distance = Math.hypot(dx, dy);
      if (distance < HOUR_RING.inner || distance > HOUR_RING.outer) return null;
      const angle = (Math.atan2(dx, -dy) + 2 * Math.PI) % (2 * Math.PI);
      let hour = Math.round(angle / (2 * Math.PI / hourCount)) % hourCount;
      const current = minutes(shown);
      if (hourCount === 12 && current >= 720) hour += 12;
      return Math.min(Math.max(Math.round((hour * 60 + (current % 60)) / step), lower), upper);
    },
    pointerThumbAt: (x, y) => {
      const distance = Math.hypot(x - RADIUS, y - RADIUS);
      return distance >= HOUR_RING.inner && distance <= HOUR_RING.outer ? 0 : 1;
    },
  };
}

/** The ring of hours inside a time dial: where a press picks an hour. */
export const HOUR_RING = { radius: 84, inner: 58, outer: 106 };

function hoursSpec(options, hourCycle) {
  const lower = options.min === null ? null : parseHour(options.min);
  const upper = options.max === null ? null : parseHour(options.max);
  if ((options.min !== null && lower === null) || (options.max !== null && upper === null)) {
    throw new OptionError('min and max of an hour dial are hours, 0 to 23');
  }
  const bounded = lower !== null || upper !== null;
  const bounds = bounded ? [lower ?? 0, upper ?? 23] : null;
  if (bounds && bounds[0] > bounds[1]) throw new OptionError(`min ${options.min} is after max ${options.max}`);
  const wrap = (value) => ((value % 24) + 24) % 24;
  const spoken = (value) => (hourCycle === 12 ? spokenTime(wrap(value) * 60, 12).replace(':00', '') : `${wrap(value)}:00`);
  return {
    labels: Array.from({ length: 24 }, (_, i) => formatHour(i)), detentsPerLabel: 1, bounds,
    format: (value) => formatHour(wrap(value)),
    parse: parseHour,
    first: bounds ? bounds[0] : 0, last: bounds ? bounds[1] : 23,
    centre: (value) => ({ large: formatHour(wrap(value)), small: hourCycle === 12 ? spoken(value) : '' }),
    thumbs: [{ id: 'value', label: 'Hour', step: 1, page: 6,
      aria: (value) => ({ now: wrap(value), min: bounds ? bounds[0] : 0, max: bounds ? bounds[1] : 23, text: spoken(value) }) }],
    typed: (buffer) => parseHour(buffer),
  };
}

function minutesSpec(options) {
  const step = minuteStep(options.step);
  const face = minuteFace(step);
  const stops = 60 / step;
  const lower = boundOnStep(options.min, parseMinute, step, 'min');
  const upper = boundOnStep(options.max, parseMinute, step, 'max');
  const bounded = lower !== null || upper !== null;
  const bounds = bounded ? [lower ?? 0, upper ?? stops - 1] : null;
  if (bounds && bounds[0] > bounds[1]) throw new OptionError(`min ${options.min} is after max ${options.max}`);
  const wrap = (value) => ((value % stops) + stops) % stops;
  return {
    step, labels: Array.from({ length: face.labels }, (_, i) => formatMinute(i * face.detentsPerLabel * step)),
    detentsPerLabel: face.detentsPerLabel, bounds,
    format: (value) => formatMinute(wrap(value) * step),
    parse: (text) => { const m = parseMinute(text); return m === null ? null : Math.round(m / step) % stops; },
    first: bounds ? bounds[0] : 0, last: bounds ? bounds[1] : stops - 1,
    centre: (value) => ({ large: formatMinute(wrap(value) * step), small: 'min' }),
    thumbs: [{ id: 'value', label: 'Minute', step: 1, page: Math.max(1, Math.round(stops / 4)),
      aria: (value) => ({ now: wrap(value) * step, min: (bounds ? bounds[0] : 0) * step, max: (bounds ? bounds[1] : stops - 1) * step,
        text: `${wrap(value) * step} minutes` }) }],
    typed: (buffer) => { const m = parseMinute(buffer); return m === null ? null : Math.round(m / step); },
  };
}

function durationSpec(options) {
  const step = minuteStep(options.step);
  const face = minuteFace(step);
  const lower = boundOnStep(options.min, parseDuration, step, 'min') ?? 0;
  const upper = boundOnStep(options.max, parseDuration, step, 'max') ?? (DAY / step);
  if (lower > upper) throw new OptionError(`min ${options.min} is more than max ${options.max}`);
  if (upper * step > MAX_DURATION) throw new OptionError('max is at most 9999h');
  const stops = 60 / step;
  return {
    step, labels: Array.from({ length: face.labels }, (_, i) => String(i * face.detentsPerLabel * step)),
    detentsPerLabel: face.detentsPerLabel, bounds: [lower, upper],
    format: (value) => formatDuration(value * step),
    parse: (text) => { const m = parseDuration(text); return m === null ? null : Math.round(m / step); },
    first: lower, last: upper,
    centre: (value) => ({ large: shownDuration(value * step), small: '' }),
    thumbs: [{ id: 'value', label: 'Duration', step: 1, page: Math.max(1, Math.round(stops / 4)),
      aria: (value) => ({ now: value * step, min: lower * step, max: upper * step, text: spokenDuration(value * step) }) }],
    typed: (buffer) => { const m = parseDuration(buffer); return m === null ? null : Math.round(m / step); },
  };
}

function labelsSpec(options) {
  const labels = options.labels;
  if (labels.length === 0) throw new OptionError('labels mode needs labels="a,b,c"');
  const n = labels.length;
  const wrap = (value) => ((value % n) + n) % n;
  return {
    labels, detentsPerLabel: 1, bounds: null,
    format: (value) => labels[wrap(value)],
    parse: (text) => { const index = labels.indexOf(String(text).trim()); return index < 0 ? null : index; },
    first: 0, last: n - 1,
    centre: (value) => ({ large: labels[wrap(value)], small: '' }),
    thumbs: [{ id: 'value', label: 'Choice', step: 1, page: Math.max(1, Math.round(n / 4)),
      aria: (value) => ({ now: wrap(value), min: 0, max: n - 1, text: labels[wrap(value)] }) }],
    typed: (buffer) => {
      const lower = buffer.toLowerCase();
      const index = labels.findIndex((label) => label.toLowerCase().startsWith(lower));
      return index < 0 ? null : index;
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** The range mode: a 24-hour face (00 at the top), a start and an end handle, the arc between. */
class RangeMode {
  constructor(engine, options, value, reducesMotion, hourCycle) {
    this.engine = engine;
    this.step = minuteStep(options.step);
    this.stops = DAY / this.step;
    const lower = boundOnStep(options.minSpan, parseDuration, this.step, 'min-span') ?? 0;
    const upper = boundOnStep(options.maxSpan, parseDuration, this.step, 'max-span') ?? this.stops;
    if (upper > this.stops) throw new OptionError('max-span is at most 24h');
    if (lower > upper) throw new OptionError(`min-span ${options.minSpan} is more than max-span ${options.maxSpan}`);
    this.limits = [lower, upper];
    this.reducesMotion = reducesMotion;
    this.hourCycle = hourCycle;
    this.labels = Array.from({ length: 24 }, (_, i) => formatHour(i));
    this.range = this.makeRange(value.start, value.span);
    this.held = null;
  }

  /** The value a range starts with when none is given: now to an hour later, or min-span later. */
  static defaultValue(step, limits) {
    const now = new Date();
    const start = Math.round((now.getHours() * 60 + now.getMinutes()) / step) % (DAY / step);
    return { start, span: Math.min(Math.max(Math.round(60 / step), limits[0]), limits[1]) };
  }

  makeRange(start, span) {
    return new EngineRange(this.engine, {
      labels: 24, detentsPerLabel: 60 / this.step, radius: RADIUS, handleRadius: HANDLE_RADIUS,
      reducesMotion: this.reducesMotion, start, span, limits: this.limits,
    });
  }

  get kind() { return 'range'; }
  get thumbs() {
    return [{ id: 'start', label: 'Start' }, { id: 'end', label: 'End' }];
  }

  get settled() { return this.range.settled && this.held === null; }
  get value() { return formatRange(this.range.shownStart * this.step, this.range.shownSpan * this.step); }
  /** What the value-dependent parts of the drawing follow: the shown start and span. */
  get shownKey() { return `${this.range.shownStart} ${this.range.shownSpan}`; }

  setValue(text) {
    const parsed = parseRange(text);
    if (parsed === null) return false;
    const start = Math.round(parsed.start / this.step) % this.stops;
    const span = Math.round(parsed.span / this.step);
    if (span < this.limits[0] || span > this.limits[1]) return false;
    this.replaceRange(start, span);
    return true;
  }

  replaceRange(start, span) {
    const old = this.range;
    this.range = this.makeRange(start, span);
    old.destroy();
  }

  setReducesMotion(on) {
    this.reducesMotion = on;
    this.range.setReducesMotion(on);
  }

  setTrace() {}

  static summary(events) {
    let ticks = 0;
    let settled = false;
    for (const event of events) {
      if (event.kind === 'changed') ticks += 1;
      if (event.kind === 'settled') settled = true;
    }
    return { ticks, settled };
  }

  advance(time) { return RangeMode.summary(this.range.advance(time)); }

  key(index, key, time) {
    const part = index === 0 ? Part.start : Part.end;
    const span = this.range.shownSpan;
    let detents;
    switch (key) {
      case 1: case -1: detents = key; break;
      case 'page+': detents = this.stops / 4; break;
      case 'page-': detents = -this.stops / 4; break;
      // Home: the handle as early as the span limits let it; End: as late.
      case 'home': detents = part === Part.start ? -(this.limits[1] - span) : -(span - this.limits[0]); break;
      case 'end': detents = part === Part.start ? span - this.limits[0] : this.limits[1] - span; break;
      default: return { ticks: 0, settled: false };
    }
    return RangeMode.summary(this.range.step(part, detents, time));
  }

  /** A time typed on a handle moves it there, the short way round within the span limits. */
  typed(index, buffer, time) {
    const digits = buffer.replace(':', '');
    if (!/^\d{3,4}$/.test(digits)) return null;
    const minutes = parseTime(`${digits.slice(0, -2)}:${digits.slice(-2)}`);
    if (minutes === null) return null;
    const target = Math.round(minutes / this.step) % this.stops;
    const part = index === 0 ? Part.start : Part.end;
    const start = this.range.shownStart;
    const span = this.range.shownSpan;
    const current = part === Part.start ? start : (start + span) % this.stops;
    const forward = (((target - current) % this.stops) + this.stops) % this.stops;
    // A handle moved by d: the span becomes span − d (start) or span + d (end).
    const fits = (d) => { const next = part === Part.start ? span - d : span + d; return next >= this.limits[0] && next <= this.limits[1]; };
    const choices = [forward, forward - this.stops].filter(fits).sort((a, b) => Math.abs(a) - Math.abs(b));
    if (choices.length === 0) return null;
    return RangeMode.summary(this.range.step(part, choices[0], time));
  }

  wheel(index, notch, time) { return this.key(index, -notch, time); }

  thumbAt(x, y) {
    const part = this.range.partAt(x, y);
    return part === Part.end ? 1 : 0;
  }

  pointerDown(x, y, time) {
    const part = this.range.partAt(x, y);
    if (part < 0) return { ticks: 0, settled: false };
    this.held = part;
    return RangeMode.summary(this.range.beginDrag(part, x, y, time));
  }

  pointerMove(x, y, time) {
    return this.held === null ? { ticks: 0, settled: false } : RangeMode.summary(this.range.drag(x, y, time));
  }

  pointerUp(time) {
    if (this.held === null) return { ticks: 0, settled: false };
    this.held = null;
    return RangeMode.summary(this.range.release(time));
  }

  /** Each handle's ARIA numbers in minutes since midnight; its bounds follow the other handle. */
  aria() {
    const start = this.range.shownStart * this.step;
    const span = this.range.shownSpan * this.step;
    const [lower, upper] = this.limits.map((limit) => limit * this.step);
    const end = start + span;
    return [
      { now: start, min: start - (upper - span), max: start + (span - lower), text: `start ${spokenTime(start, this.hourCycle)}` },
      { now: end % DAY, min: end % DAY - (span - lower), max: end % DAY + (upper - span),
        text: `end ${spokenTime(end, this.hourCycle)}, ${spokenDuration(span)}` },
    ];
  }

  centre() {
    const start = this.range.shownStart * this.step;
    const span = this.range.shownSpan * this.step;
    return { large: shownDuration(span), small: `${formatTime(start)} – ${formatTime(start + span)}` };
  }

  destroy() { this.range.destroy(); }
}

// ---------------------------------------------------------------------------------------------

/** The mode the options name, at rest on `valueText` (or its default when that names no value). */
export function makeMode(engine, options, valueText, reducesMotion, hourCycle, trace) {
  if (options.mode === 'range') {
    const step = minuteStep(options.step);
    const probe = { limits: [0, DAY / step] };
    const minSpan = boundOnStep(options.minSpan, parseDuration, step, 'min-span') ?? 0;
    const maxSpan = boundOnStep(options.maxSpan, parseDuration, step, 'max-span') ?? DAY / step;
    probe.limits = [minSpan, maxSpan];
    const parsed = valueText === null ? null : parseRange(valueText);
    const span = parsed === null ? null : Math.round(parsed.span / step);
    const fits = span !== null && span >= minSpan && span <= maxSpan;
    const value = fits ? { start: Math.round(parsed.start / step) % (DAY / step), span } : RangeMode.defaultValue(step, probe.limits);
    return { mode: new RangeMode(engine, options, value, reducesMotion, hourCycle), accepted: fits };
  }
  const spec = specFor(options, hourCycle);
  let value = valueText === null ? null : spec.parse(valueText);
  const accepted = value !== null && (spec.bounds === null || (value >= spec.bounds[0] && value <= spec.bounds[1]));
  if (!accepted) value = defaultSpinValue(options.mode, spec);
  return { mode: new SpinMode(engine, spec, value, reducesMotion, trace), accepted };
}

function specFor(options, hourCycle) {
  switch (options.mode) {
    case 'time': return timeSpec(options, hourCycle);
    case 'hours': return hoursSpec(options, hourCycle);
    case 'minutes': return minutesSpec(options);
    case 'duration': return durationSpec(options);
    case 'labels': return labelsSpec(options);
    default: throw new OptionError(`mode must be time, hours, minutes, range, duration or labels, not '${options.mode}'`);
  }
}

/** A time starts at now (rounded to the step, within the bounds), the rest at their first value. */
function defaultSpinValue(mode, spec) {
  if (mode !== 'time') return spec.first;
  const now = new Date();
  const value = Math.round((now.getHours() * 60 + now.getMinutes()) / spec.step);
  return Math.min(Math.max(value, spec.bounds[0]), spec.bounds[1]);
}
