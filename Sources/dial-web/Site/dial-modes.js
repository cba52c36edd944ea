// What each mode of <dial-picker> is, over the engine: its face, its thumbs, its value strings,
// its keys and its pointer. A spin mode (time, hours, minutes, duration, labels) turns one
// EngineDial whose value counts detents; the range mode moves two handles of an EngineRange.
// The element (dial-picker.js) owns the DOM, the clock and the events; a mode owns the engine.
// A mode is made before the engine has loaded, at rest (a RestingDial or RestingRange), so the
// element draws it at once; `attach` hands it the engine, and only then does it take input.

import { EngineDial, EngineRange, Part, NOTHING } from './dial-engine.js';
import { RestingDial, RestingRange } from './dial-resting.js';
import {
  formatTime, parseTime, formatDuration, parseDuration, formatRange, parseRange, formatHour, parseHour,
  formatMinute, parseMinute, parseTypedTime, MAX_DURATION,
} from './dial-values.js';

/** The SVG box: a dial of radius 150 in a 300 × 300 box (the engine's box, centre (150, 150)). */
export const RADIUS = 150;
/** The handles' radius: 22, a 44-unit target (44 px at the default size). */
export const HANDLE_RADIUS = 22;
/** The ring of hours inside a time dial: where a press picks an hour. */
export const HOUR_RING = { radius: 84, inner: 58, outer: 106 };
const DAY = 1440;
const mod = (value, n) => ((value % n) + n) % n;

/** A quarter of a pixel at `radius` box units drawn at `scale` pixels a unit, in radians: what a
 *  motion may leave undone when it ends (the engine's rest tolerance). Null when not drawn. */
function quarterPixel(radius, scale) {
  return scale > 0 ? 0.25 / (radius * scale) : null;
}

// ---------------------------------------------------------------------------------------------

/**
 * A mode that spins one dial. `spec` gives: labels (texts), detentsPerLabel, bounds (in detent
 * values, or null: it turns forever), period (the detents of one whole cycle of values: a day
 * for a time), format(value) and parse(text) of the value string (parse gives {value, exact} or
 * null), thumbs (each with its word, its key steps and its ARIA numbers and words),
 * centre(value), first/last (Home/End), typed(buffer) (the value typed text names),
 * allowed(label, shown) (whether a label's value lies within the bounds), wraps (a clock: its
 * bounds may cross the turn, `min` after `max`, the upper bound then a turn later), and for a time pick
 * (a press on the ring of hours), hourRing and withPeriod (the AM/PM control).
 */
class SpinMode {
  constructor(spec, value, reducesMotion, trace) {
    this.engine = null;
    this.spec = spec;
    this.detentCount = spec.labels.length * spec.detentsPerLabel;
    this.reducesMotion = reducesMotion;
    this.restTolerance = null;
    this.trace = trace;
    this.dial = this.makeDial(value);
    this.dragging = false;
    this.picking = false;
  }

  makeDial(value) {
    const shape = {
      labels: this.spec.labels.length, detentsPerLabel: this.spec.detentsPerLabel, radius: RADIUS,
      value, bounds: this.spec.bounds, reducesMotion: this.reducesMotion,
    };
    if (!this.engine) return new RestingDial(shape);
    const dial = new EngineDial(this.engine, shape, this.trace);
    if (this.restTolerance !== null) dial.setRestTolerance(this.restTolerance);
    return dial;
  }

  /** The engine has loaded: the dial is made in it, at rest on the same value. */
  attach(engine) {
    this.engine = engine;
    this.replaceDial(this.dial.shownValue);
  }

  get kind() { return 'spin'; }
  get thumbs() { return this.spec.thumbs; }
  get settled() { return this.dial.settled && !this.dragging; }
  get value() { return this.spec.format(this.dial.shownValue); }
  /** What the value-dependent parts of the drawing follow: the shown value, a number. */
  get shownKey() { return this.dial.shownValue; }

  /** The detent value `text` names: {value, exact, inside} (exact false when it was rounded
   *  onto the step; inside false when it lay outside the bounds and was moved to the nearer
   *  one), or null when it names none. */
  parse(text) {
    const parsed = this.spec.parse(String(text));
    if (parsed === null) return null;
    const value = this.intoWindow(parsed.value);
    return { ...parsed, value: this.placed(value), inside: this.inBounds(value) };
  }

  /** `value` (of the first turn, or lifted into the window) where it lies within the bounds, else
   *  the nearer bound. */
  placed(value) {
    const lifted = this.intoWindow(value);
    return this.inBounds(lifted) ? lifted : this.nearerBound(lifted);
  }

  /** A value of the first turn (0 ≤ value < period) in the window of bounds across the turn
   *  (`min` after `max`) where it lies there a turn later; else itself. */
  intoWindow(value) {
    const bounds = this.spec.bounds;
    if (bounds === null || !this.spec.wraps || value >= bounds[0]) return value;
    return value + this.spec.period <= bounds[1] ? value + this.spec.period : value;
  }

  /** The bound nearer `value` round the turn (a value outside the bounds). */
  nearerBound(value) {
    const [lower, upper] = this.spec.bounds;
    const period = this.spec.period;
    if (!this.spec.wraps) return value < lower ? lower : upper;
    return mod(lower - value, period) <= mod(value - upper, period) ? lower : upper;
  }

  /** Puts the dial at rest on `value` (a detent value that `parse` gave). */
  setValue(value) { this.replaceDial(value); }

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

  /** The dial drawn at `scale` pixels a unit: its motions end within a quarter pixel. */
  setScale(scale) {
    this.restTolerance = quarterPixel(RADIUS, scale);
    if (this.restTolerance !== null) this.dial.setRestTolerance(this.restTolerance);
  }

  /** Starts (or stops) tracing: at rest, the dial is made afresh on its value so the trace
   *  begins with its making; in motion, the calls from now on are traced. */
  setTrace(trace) {
    this.trace = trace;
    if (trace && this.settled) this.replaceDial(this.dial.shownValue);
    else this.dial.trace = trace;
  }

  advance(time) { return this.dial.advance(time); }

  /** A key on thumb `index`: +1/−1 a step, 'page+'/'page-', 'home'/'end'. */
  key(index, key, time) {
    const thumb = this.spec.thumbs[index];
    switch (key) {
      case 1: case -1: return this.dial.step(key * thumb.step, time);
      case 'page+': case 'page-': return this.dial.step((key === 'page+' ? 1 : -1) * thumb.page, time);
      case 'home': case 'end': {
        const target = this.nearestEquivalent(key === 'home' ? this.spec.first : this.spec.last, this.dial.shownValue);
        return this.dial.selectValue(target, time);
      }
      default: return NOTHING;
    }
  }

  /** On a dial without bounds, the value nearest `shown` that names the same as `value` (the
   *  same time of day, the same label); with bounds, `value` itself. */
  nearestEquivalent(value, shown) {
    if (this.spec.bounds !== null) return value;
    const offset = mod(value - shown, this.spec.period);
    return offset > this.spec.period / 2 ? shown + offset - this.spec.period : shown + offset;
  }

  /** Text typed on thumb `index`; the call's outcome, or null when the text names no value. */
  typed(index, buffer, time) {
    const target = this.spec.typed(buffer, index, this.dial.shownValue);
    if (target === null || target === undefined) return null;
    const bounded = this.spec.bounds === null ? this.nearestEquivalent(target, this.dial.shownValue)
      : this.placed(this.spec.wraps ? mod(target, this.spec.period) : target);
    return this.dial.selectValue(bounded, time);
  }

  /** Whether this face has an AM/PM control. */
  get withPeriod() { return Boolean(this.spec.withPeriod); }
  /** Whether the shown value is in the afternoon (on a face with an AM/PM control). */
  get afternoon() { return this.spec.withPeriod ? this.spec.afternoon(this.dial.shownValue) : false; }

  /** The same time in the morning or the afternoon, at once (a jump of twelve hours is no
   *  motion to watch); true when the value changed. */
  setPeriod(afternoon) {
    if (!this.spec.withPeriod) return false;
    const shown = this.dial.shownValue;
    let target = this.spec.inPeriod(shown, afternoon);
    if (!this.inBounds(target)) target = this.intoWindow(mod(target, this.spec.period));
    if (target === shown || !this.inBounds(target)) return false;
    this.replaceDial(target);
    return true;
  }

  /** Whether the other half of the day lies outside the bounds (the AM/PM control refuses it). */
  periodRefused(afternoon) {
    if (!this.spec.withPeriod || this.afternoon === afternoon) return false;
    const target = this.spec.inPeriod(this.dial.shownValue, afternoon);
    return !this.inBounds(target) && !this.inBounds(this.intoWindow(mod(target, this.spec.period)));
  }

  /** The value string of detent value `value`. */
  text(value) { return this.spec.format(value); }

  /** Wheel notches (whole ones, the sign the wheel's): down turns clockwise, steps back. */
  wheel(index, notches, time) { return this.dial.step(-notches * this.spec.thumbs[index].step, time); }

  /** The thumb a press at (x, y) is on, for focus: the spin's own pointer thumb. */
  thumbAt(x, y) { return this.spec.pointerThumbAt ? this.spec.pointerThumbAt(x, y) : 0; }

  /** A press on a ring of choices (a time's hours) picks one, and a drag along it picks the one
   *  under the finger; anywhere else it takes hold of the dial. */
  pointerDown(x, y, time) {
    const picked = this.spec.pick ? this.spec.pick(x, y, this.dial.shownValue, false) : null;
    if (picked !== null && picked !== undefined) {
      this.picking = true;
      return this.pickValue(picked, time);
    }
    this.dragging = true;
    return this.dial.beginDrag(x, y, time);
  }

  pickValue(value, time) {
    return value === this.dial.shownValue ? NOTHING : this.dial.selectValue(value, time);
  }

  pointerMove(x, y, time) {
    if (this.picking) {
      const picked = this.spec.pick(x, y, this.dial.shownValue, true);
      return picked === null || picked === undefined ? NOTHING : this.pickValue(picked, time);
    }
    return this.dragging ? this.dial.drag(x, y, time) : NOTHING;
  }

  pointerUp(time) {
    this.picking = false;
    if (!this.dragging) return NOTHING;
    this.dragging = false;
    return this.dial.release(time);
  }

  /** ARIA numbers and words of each thumb, from the shown value. */
  aria() { const value = this.dial.shownValue; return this.spec.thumbs.map((thumb) => thumb.aria(value)); }
  centre() { return this.spec.centre(this.dial.shownValue); }
  /** Whether label `index` names a value within the bounds (others are drawn muted). */
  allowed(index) { return this.spec.allowed ? this.spec.allowed(index, this.dial.shownValue) : true; }
  destroy() { this.dial.destroy(); }
}

// ---------------------------------------------------------------------------------------------

/** The labels of a turn of 60/step stops: 12 where that divides it (00, 05, … for every minute),
 *  else one a stop. */
function minuteFace(step) {
  const stops = 60 / step;
  const labels = stops % 12 === 0 ? 12 : stops;
  return { labels, detentsPerLabel: stops / labels };
}

/** A parse of minutes onto a step: {value, exact}, or null. */
const onStep = (minutes, step) => (minutes === null ? null : { value: Math.round(minutes / step), exact: minutes % step === 0 });

/** Whether some minute of `first ... first + 59` lies within [lower, upper] (minutes). */
const hourMeets = (first, lower, upper) => first + 59 >= lower && first <= upper;

function timeSpec(settings, words) {
  const { step, bounds } = settings;
  const face = minuteFace(step);
  const stops = 60 / step;
  const period = DAY / step;
  // Without min and max a time wraps at midnight, as <input type=time> does: the dial turns on.
  const minutes = (value) => mod(value * step, DAY);
  const twelve = words.hourCycle === 12;
  const hourCount = twelve ? 12 : 24;
  const cycle = twelve ? 720 : DAY;
  const spoken = (value) => words.time(minutes(value));
  const [first, last] = bounds ?? [0, period - 1];
  return {
    step, labels: Array.from({ length: face.labels }, (_, i) => formatMinute(i * face.detentsPerLabel * step)),
    detentsPerLabel: face.detentsPerLabel, bounds, period, wraps: true,
    format: (value) => formatTime(minutes(value)),
    parse: (text) => onStep(parseTime(text), step),
    first, last,
    centre: (value) => ({ large: twelve ? words.clock(minutes(value)) : formatTime(minutes(value)), small: '' }),
    hourRing: {
      labels: Array.from({ length: hourCount }, (_, h) => (twelve ? String(h === 0 ? 12 : h) : formatHour(h))),
      selected: (value) => Math.floor(minutes(value) / 60) % hourCount,
      allowed: (h, value) => {
        if (bounds === null) return true;
        const from = (h + (twelve && minutes(value) >= 720 ? 12 : 0)) * 60;
        return hourMeets(from, first * step, last * step) || hourMeets(from + DAY, first * step, last * step);
      },
    },
    withPeriod: twelve,
    afternoon: (value) => minutes(value) >= 720,
    inPeriod: (value, afternoon) => value - mod(value, period) + mod(value, 720 / step) + (afternoon ? 720 / step : 0),
    thumbs: [
      { id: 'hour', word: 'hour', step: stops, page: stops * 3,
        aria: (value) => ({ now: Math.floor(minutes(value) / 60), min: last < period ? Math.floor(first * step / 60) : 0,
          max: last < period ? Math.floor(last * step / 60) : 23, text: spoken(value) }) },
      { id: 'minute', word: 'minute', step: 1, page: Math.max(1, Math.round(stops / 4)),
        aria: (value) => ({ now: minutes(value) % 60, min: 0, max: 60 - step, text: spoken(value) }) },
    ],
    typed: (buffer) => { const m = parseTypedTime(buffer); return m === null ? null : Math.round(m / step); },
    allowed: (label, value) => {
      if (bounds === null) return true;
      const minute = (Math.floor(minutes(value) / 60) * 60 + label * face.detentsPerLabel * step) / step;
      return (minute >= first && minute <= last) || (minute + period >= first && minute + period <= last);
    },
    // A press on the ring of hours picks that hour with the minutes kept, in the same half of
    // the day (the same day on a 24-hour ring); a drag along it takes the one nearest the hour
    // before, so it carries across 12 (and across midnight without bounds).
    pick: (x, y, shown, dragging) => {
      const dx = x - RADIUS;
      const dy = y - RADIUS;
      const distance = Math.hypot(dx, dy);
      if (distance < HOUR_RING.inner || distance > HOUR_RING.outer) return null;
      const angle = mod(Math.atan2(dx, -dy), 2 * Math.PI);
      const hour = Math.round(angle / (2 * Math.PI / hourCount)) % hourCount;
      const current = shown * step;
      const within = hour * 60 + mod(current, 60);
      let target;
      if (dragging) {
        target = current + mod(within - current + cycle / 2, cycle) - cycle / 2;
      } else {
        target = current - mod(current, cycle) + within;
      }
      const value = Math.round(target / step);
      return bounds === null ? value : Math.min(Math.max(value, bounds[0]), bounds[1]);
    },
    pointerThumbAt: (x, y) => {
      const distance = Math.hypot(x - RADIUS, y - RADIUS);
      return distance >= HOUR_RING.inner && distance <= HOUR_RING.outer ? 0 : 1;
    },
  };
}

function hoursSpec(settings, words) {
  const { bounds } = settings;
  const wrap = (value) => mod(value, 24);
  const twelve = words.hourCycle === 12;
  const [first, last] = bounds ?? [0, 23];
  // On a 12-hour clock a turn is twelve hours, 12 at the top, and the AM/PM control says which
  // half; on a 24-hour one a turn is the day.
  const hourAllowed = (hour) => (hour >= first && hour <= last) || (hour + 24 >= first && hour + 24 <= last);
  return {
    labels: twelve ? Array.from({ length: 12 }, (_, i) => String(i === 0 ? 12 : i)) : Array.from({ length: 24 }, (_, i) => formatHour(i)),
    detentsPerLabel: 1, bounds, period: 24, wraps: true,
    withPeriod: twelve,
    afternoon: (value) => wrap(value) >= 12,
    inPeriod: (value, afternoon) => value - wrap(value) + mod(value, 12) + (afternoon ? 12 : 0),
    format: (value) => formatHour(wrap(value)),
    parse: (text) => { const hour = parseHour(text); return hour === null ? null : { value: hour, exact: true }; },
    first, last,
    centre: (value) => ({ large: twelve ? words.hour(wrap(value)) : formatHour(wrap(value)), small: '' }),
    thumbs: [{ id: 'value', word: 'hour', step: 1, page: 6,
      aria: (value) => ({ now: wrap(value), min: last < 24 ? first : 0, max: last < 24 ? last : 23, text: words.hour(wrap(value)) }) }],
    typed: (buffer) => parseHour(buffer),
    allowed: (label, value) => hourAllowed(label + (twelve && wrap(value) >= 12 ? 12 : 0)),
  };
}

function minutesSpec(settings, words) {
  const { step, bounds } = settings;
  const face = minuteFace(step);
  const stops = 60 / step;
  const wrap = (value) => mod(value, stops);
  const [first, last] = bounds ?? [0, stops - 1];
  return {
    step, labels: Array.from({ length: face.labels }, (_, i) => formatMinute(i * face.detentsPerLabel * step)),
    detentsPerLabel: face.detentsPerLabel, bounds, period: stops, wraps: true,
    format: (value) => formatMinute(wrap(value) * step),
    parse: (text) => { const parsed = onStep(parseMinute(text), step); return parsed && { value: parsed.value % stops, exact: parsed.exact }; },
    first, last,
    centre: (value) => ({ large: formatMinute(wrap(value) * step), small: words.strings.minute }),
    thumbs: [{ id: 'value', word: 'minute', step: 1, page: Math.max(1, Math.round(stops / 4)),
      aria: (value) => ({ now: wrap(value) * step, min: last < stops ? first * step : 0, max: last < stops ? last * step : 60 - step,
        text: words.duration(wrap(value) * step) }) }],
    typed: (buffer) => { const m = parseMinute(buffer); return m === null ? null : Math.round(m / step); },
    allowed: (label) => {
      const detent = label * face.detentsPerLabel;
      return (detent >= first && detent <= last) || (detent + stops >= first && detent + stops <= last);
    },
  };
}

function durationSpec(settings, words) {
  const { step } = settings;
  const face = minuteFace(step);
  const [lower, upper] = settings.bounds;
  const stops = 60 / step;
  return {
    step, labels: Array.from({ length: face.labels }, (_, i) => String(i * face.detentsPerLabel * step)),
    detentsPerLabel: face.detentsPerLabel, bounds: [lower, upper], period: stops,
    format: (value) => formatDuration(value * step),
    parse: (text) => { const m = parseDuration(text); return m === null || m > MAX_DURATION ? null : onStep(m, step); },
    first: lower, last: upper,
    centre: (value) => ({ large: formatDuration(value * step).replace(/h(?=\d)/, 'h '), small: '' }),
    thumbs: [{ id: 'value', word: 'duration', step: 1, page: Math.max(1, Math.round(stops / 4)),
      aria: (value) => ({ now: value * step, min: lower * step, max: upper * step, text: words.duration(value * step) }) }],
    typed: (buffer) => { const m = parseDuration(buffer); return m === null ? null : Math.round(m / step); },
    allowed: (label, value) => {
      const minute = Math.floor(value / stops) * stops + label * face.detentsPerLabel;
      return minute >= lower && minute <= upper;
    },
  };
}

function labelsSpec(settings) {
  const { labels } = settings;
  const n = labels.length;
  const wrap = (value) => mod(value, n);
  return {
    labels, detentsPerLabel: 1, bounds: null, period: n,
    format: (value) => labels[wrap(value)],
    parse: (text) => { const index = labels.indexOf(text.trim()); return index < 0 ? null : { value: index, exact: true }; },
    first: 0, last: n - 1,
    centre: (value) => ({ large: labels[wrap(value)], small: '' }),
    thumbs: [{ id: 'value', word: 'choice', step: 1, page: Math.max(1, Math.round(n / 4)),
      aria: (value) => ({ now: wrap(value), min: 0, max: n - 1, text: labels[wrap(value)] }) }],
    typed: (buffer) => {
      const lower = buffer.toLowerCase();
      const index = labels.findIndex((label) => label.toLowerCase().startsWith(lower));
      return index < 0 ? null : index;
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** Minutes since midnight of a whole typed time (`23:00`, `2300`, `7:30`), or null. */
function wholeTime(text) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  return match ? parseTime(`${match[1]}:${match[2]}`) : null;
}

/** The range mode: a 24-hour face (00 at the top), a start and an end handle, the arc between. */
class RangeMode {
  constructor(settings, words, reducesMotion) {
    this.engine = null;
    this.step = settings.step;
    this.stops = DAY / this.step;
    this.limits = settings.spans;
    this.words = words;
    this.reducesMotion = reducesMotion;
    this.restTolerance = null;
    // One clock for everything a range shows: on a 12-hour clock its face is 12, 1 … 11 twice,
    // the two twelves saying their half ("12 AM", "12 PM").
    this.labels = Array.from({ length: 24 }, (_, i) => (words.hourCycle === 12 ? (i % 12 === 0 ? words.hour(i) : String(i % 12)) : formatHour(i)));
    this.range = null;
    this.held = null;
  }

  /** The value a range starts with when none is given: now to an hour later, or min-span later. */
  defaultValue() {
    const now = new Date();
    const start = Math.round((now.getHours() * 60 + now.getMinutes()) / this.step) % this.stops;
    return { start, span: Math.min(Math.max(Math.round(60 / this.step), this.limits[0]), this.limits[1]) };
  }

  makeRange({ start, span }) {
    const shape = {
      labels: 24, detentsPerLabel: 60 / this.step, radius: RADIUS, handleRadius: HANDLE_RADIUS,
      reducesMotion: this.reducesMotion, start, span, limits: this.limits,
    };
    if (!this.engine) return new RestingRange(shape);
    const range = new EngineRange(this.engine, shape);
    if (this.restTolerance !== null) range.setRestTolerance(this.restTolerance);
    return range;
  }

  /** The engine has loaded: the range is made in it, at rest on the same start and span. */
  attach(engine) {
    this.engine = engine;
    this.setValue({ start: this.range.shownStart, span: this.range.shownSpan });
  }

  get kind() { return 'range'; }
  get thumbs() { return [{ id: 'start', word: 'start' }, { id: 'end', word: 'end' }]; }
  get withPeriod() { return false; }
  get settled() { return this.range.settled && this.held === null; }
  get value() { return formatRange(this.range.shownStart * this.step, this.range.shownSpan * this.step); }
  /** What the value-dependent parts of the drawing follow: the shown start and span, a number. */
  get shownKey() { return this.range.shownStart * (this.stops + 1) + this.range.shownSpan; }

  /** {value: {start, span}, exact} of `text`, or null when it names no range within the limits. */
  parse(text) {
    const parsed = parseRange(String(text));
    if (parsed === null) return null;
    const start = Math.round(parsed.start / this.step) % this.stops;
    const span = Math.round(parsed.span / this.step);
    if (span < this.limits[0] || span > this.limits[1]) return null;
    return { value: { start, span }, exact: parsed.start % this.step === 0 && parsed.span % this.step === 0, inside: true };
  }

  setValue(value) {
    const old = this.range;
    this.range = this.makeRange(value);
    old?.destroy();
  }

  setReducesMotion(on) {
    this.reducesMotion = on;
    this.range.setReducesMotion(on);
  }

  /** The handles move on the circle of radius 128 units: their motions end within a quarter
   *  pixel there. */
  setScale(scale) {
    this.restTolerance = quarterPixel(RADIUS - HANDLE_RADIUS, scale);
    if (this.restTolerance !== null) this.range.setRestTolerance(this.restTolerance);
  }

  setTrace() {}

  advance(time) { return this.range.advance(time); }

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
      default: return NOTHING;
    }
    return this.range.step(part, detents, time);
  }

  /**
   * Text typed on a handle. A whole range (`23:00-07:00`, both times whole) sets both ends at once,
   * as the terminal does; a whole time (`23:00`, `2300`, `7:30`) moves the handle there, the short
   * way round within the span limits. A text still being typed (`23`, `230`, `23:00-07`) names
   * nothing yet: null.
   */
  typed(index, buffer, time) {
    const ends = /^(.+)-(.*)$/.exec(buffer);
    if (ends) {
      const [start, end] = [wholeTime(ends[1]), wholeTime(ends[2])];
      if (start === null || end === null) return null;
      const parsed = this.parse(formatRange(start, mod(end - start, DAY)));
      if (parsed === null) return null;
      this.setValue(parsed.value);
      return { ticks: [], settled: true };
    }
    const minutes = wholeTime(buffer);
    if (minutes === null) return null;
    const target = Math.round(minutes / this.step) % this.stops;
    const part = index === 0 ? Part.start : Part.end;
    const start = this.range.shownStart;
    const span = this.range.shownSpan;
    const current = part === Part.start ? start : (start + span) % this.stops;
    const forward = mod(target - current, this.stops);
    // A handle moved by d: the span becomes span − d (start) or span + d (end).
    const fits = (d) => { const next = part === Part.start ? span - d : span + d; return next >= this.limits[0] && next <= this.limits[1]; };
    const choices = [forward, forward - this.stops].filter(fits).sort((a, b) => Math.abs(a) - Math.abs(b));
    if (choices.length === 0) return null;
    return this.range.step(part, choices[0], time);
  }

  setPeriod() { return false; }
  periodRefused() { return false; }
  /** Wheel notches on a handle: down turns it clockwise, steps back. */
  wheel(index, notches, time) { return this.range.step(index === 0 ? Part.start : Part.end, -notches, time); }

  /** The value string of {start, span} in steps. */
  text({ start, span }) { return formatRange(start * this.step, span * this.step); }

  thumbAt(x, y) {
    const part = this.range.partAt(x, y);
    return part === Part.end ? 1 : 0;
  }

  pointerDown(x, y, time) {
    const part = this.range.partAt(x, y);
    if (part < 0) return NOTHING;
    this.held = part;
    return this.range.beginDrag(part, x, y, time);
  }

  pointerMove(x, y, time) {
    return this.held === null ? NOTHING : this.range.drag(x, y, time);
  }

  pointerUp(time) {
    if (this.held === null) return NOTHING;
    this.held = null;
    return this.range.release(time);
  }

  /**
   * Each handle's ARIA numbers in minutes since midnight (0–1439). Its reach follows the other
   * handle and the span limits: the start can go from `end − upper` to `end − lower`, the end
   * from `start + lower` to `start + upper`. A reach within the day is its min and max; a whole
   * day is 0 and the last step of the day; a reach that crosses midnight is also 0 and the last
   * step, and the value text says where the handle can go.
   */
  aria() {
    const words = this.words;
    const start = this.range.shownStart * this.step;
    const span = this.range.shownSpan * this.step;
    const [lower, upper] = this.limits.map((limit) => limit * this.step);
    const end = (start + span) % DAY;
    const handle = (now, from, to, text) => {
      if (to - from >= DAY - this.step) return { now, min: 0, max: DAY - this.step, text };
      if (from >= 0 && to < DAY) return { now, min: from, max: to, text };
      return { now, min: 0, max: DAY - this.step, text: words.reach(text, words.time(from), words.time(to)) };
    };
    return [
      handle(start, start - (upper - span), start + (span - lower), words.time(start)),
      handle(end, end - (span - lower), end + (upper - span), `${words.time(end)}, ${words.duration(span)}`),
    ];
  }

  centre() {
    const start = this.range.shownStart * this.step;
    const span = this.range.shownSpan * this.step;
    return { large: formatDuration(span).replace(/h(?=\d)/, 'h '), small: `${this.words.time(start)} – ${this.words.time(start + span)}` };
  }

  allowed() { return true; }
  destroy() { this.range?.destroy(); }
}

// ---------------------------------------------------------------------------------------------

/**
 * The mode the checked `settings` (readSettings in dial-settings.js) name, at rest on its
 * default value (the element then sets its value), without the engine until `attach`.
 */
export function makeMode(settings, words, reducesMotion, trace) {
  const { mode } = settings;
  if (mode === 'range') {
    const range = new RangeMode(settings, words, reducesMotion);
    range.setValue(range.defaultValue());
    return range;
  }
  const spec = specFor(mode, settings, words);
  const made = new SpinMode(spec, spec.first, reducesMotion, trace);
  if (mode === 'time') made.setValue(made.placed(now(spec.step, spec.period)));
  return made;
}

function specFor(mode, settings, words) {
  switch (mode) {
    case 'time': return timeSpec(settings, words);
    case 'hours': return hoursSpec(settings, words);
    case 'minutes': return minutesSpec(settings, words);
    case 'duration': return durationSpec(settings, words);
    default: return labelsSpec(settings);
  }
}

/** A time starts at now (rounded to the step, placed within the bounds), the rest at their
 *  first value: now's time of day in steps. */
function now(step, period) {
  const date = new Date();
  return Math.round((date.getHours() * 60 + date.getMinutes()) / step) % period;
}
