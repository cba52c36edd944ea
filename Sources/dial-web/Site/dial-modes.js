// What each mode of <dial-picker> is, over the engine: its face, its thumbs, its value strings,
// its keys and its pointer. A spin mode (time, hours, minutes, duration, labels) turns one
// EngineDial whose value counts detents; the range mode moves two handles of an EngineRange.
// The element (dial-picker.js) owns the DOM, the clock and the events; a mode owns the engine.
// A mode is made before the engine has loaded, at rest (a RestingDial or RestingRange), so the
// element draws it at once; `attach` hands it the engine, and only then does it take input. Every
// mode but the time is in a module of its own (dial-other-modes.js), which `useOtherModes`
// takes in: a page of time dials never loads it.

import { EngineDial, EngineValue, NOTHING } from './dial-engine.js';
import { RestingDial, detentStep } from './dial-resting.js';
import { formatTime, parseTime, formatHour, formatMinute, parseTypedTime } from './dial-values.js';
import { SettingError, boundOnStep, useOtherSettings } from './dial-settings.js';

/** The SVG box: a dial of radius 150 in a 300 × 300 box (the engine's box, centre (150, 150)). */
export const RADIUS = 150;
/** The handles' radius: 22, a 44-unit target (44 px at the default size). */
export const HANDLE_RADIUS = 22;
/** The ring of hours inside a time dial: where a press picks an hour. */
export const HOUR_RING = { radius: 84, inner: 58, outer: 106 };
const DAY = 1440;
/** The other modes once their module is in (dial-other-modes.js's otherModes): null until then. */
let others = null;

/** Takes the other modes' module in (`module.otherModes`), made over what it shares with this
 *  one, and their settings' rules (dial-settings.js). */
export function useOtherModes(module) {
  others ??= module.otherModes({
    EngineValue, NOTHING, RADIUS, HANDLE_RADIUS, DAY, mod, quarterPixel, detentStep, minuteFace, onStep, SettingError, boundOnStep,
  });
  useOtherSettings(others.settings);
}

/** Whether a mode of `name` can be made now: a time always, another once its module is in. */
export const canMake = (name) => others !== null || name === 'time';

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
  constructor(spec, value, reducesMotion, trace, words) {
    this.engine = null;
    this.spec = spec;
    this.words = words;
    /** Whether the dial holds no value yet (see clear): `value` reads '' and nothing is shown as chosen. */
    this.empty = false;
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
  get value() { return this.empty ? '' : this.spec.format(this.dial.shownValue); }
  /** What the value-dependent parts of the drawing follow: the shown value, a number ('empty'
   *  while empty). */
  get shownKey() { return this.empty ? 'empty' : this.dial.shownValue; }

  /** Empties the dial (a `required` one given no value): at rest on its first value (Home's), the
   *  same wherever it is drawn, and no value chosen until the element fills it (`empty` false)
   *  with a value the page sets or from where the user's first action moves it. */
  clear() {
    this.replaceDial(this.spec.first);
    this.empty = true;
  }

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

  /** The detent value text typed on thumb `index` names (the spec's `typed`: the grammar of the
   *  mode's typed values), within the bounds; null when it names none (yet). */
  typedTarget(index, buffer) {
    const target = this.spec.typed(buffer, index, this.dial.shownValue);
    if (target === null || target === undefined) return null;
    return this.spec.bounds === null ? this.nearestEquivalent(target, this.dial.shownValue)
      : this.placed(this.spec.wraps ? mod(target, this.spec.period) : target);
  }

  /** Goes to what text typed on thumb `index` names; the call's outcome, or null when it names
   *  no value. When a text is typed far enough to go is dial-typing.js's rule. */
  typed(index, buffer, time) {
    const target = this.typedTarget(index, buffer);
    return target === null ? null : this.dial.selectValue(target, time);
  }

  /** Whether typing searches (labels: each key moves at once) rather than types a value. */
  get typesAhead() { return Boolean(this.spec.typesAhead); }

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
    step, labels: Array.from({ length: face.labels }, (_, i) => words.digits(formatMinute(i * face.detentsPerLabel * step))),
    detentsPerLabel: face.detentsPerLabel, bounds, period, wraps: true,
    format: (value) => formatTime(minutes(value)),
    parse: (text) => onStep(parseTime(text), step),
    first, last,
    centre: (value) => ({ large: words.clock(minutes(value)), small: '' }),
    hourRing: {
      labels: Array.from({ length: hourCount }, (_, h) => words.digits(twelve ? String(h === 0 ? 12 : h) : formatHour(h))),
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

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

/**
 * The mode the checked `settings` (readSettings in dial-settings.js) name, at rest on its
 * default value (the element then sets its value), without the engine until `attach`. A range,
 * a duration or labels is made once their module is in (canMake).
 */
export function makeMode(settings, words, reducesMotion, trace) {
  const { mode } = settings;
  if (mode === 'range') {
    const range = new others.RangeMode(settings, words, reducesMotion);
    range.setValue(range.defaultValue());
    return range;
  }
  const spec = specFor(mode, settings, words);
  const made = new SpinMode(spec, spec.first, reducesMotion, trace, words);
  if (mode === 'time') made.setValue(made.placed(now(spec.step, spec.period)));
  return made;
}

function specFor(mode, settings, words) {
  switch (mode) {
    case 'time': return timeSpec(settings, words);
    case 'hours': return others.hoursSpec(settings, words);
    case 'minutes': return others.minutesSpec(settings, words);
    case 'duration': return others.durationSpec(settings, words);
    default: return others.labelsSpec(settings);
  }
}

/** A time starts at now (rounded to the step, placed within the bounds), the rest at their
 *  first value: now's time of day in steps. */
function now(step, period) {
  const date = new Date();
  return Math.round((date.getHours() * 60 + date.getMinutes()) / step) % period;
}
