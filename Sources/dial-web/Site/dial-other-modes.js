// The modes of <dial-picker> that a page of time dials does not use, in a module of their own:
// the hours and the minutes, the range (a start and an end handle on a 24-hour face, the arc
// between), the duration and the labels. The element imports it when its first dial of one of
// them is made (with the range's engine for a range); the server render joins it in.
//
// It imports only what is joined with it (the value strings, dial-values.js, whose times the
// element's module has too, and the range's engine): what it shares with the element's module
// (the engine's value, the box, the minutes' face, the settings' errors) comes in as `shared`,
// otherModes' argument, so that the element's module stays one file whose names a minifier may
// shorten.

import {
  formatDuration, parseDuration, MAX_DURATION, formatRange, parseRange, formatHour, parseHour, formatMinute, parseMinute,
  parseTypedTime,
} from './dial-values.js';
import { engineRange, Part } from './dial-engine-range.js';

/**
 * The modes made over `shared` (what dial-modes.js's useOtherModes hands over): {RangeMode, the
 * mode makeMode makes for `mode="range"`; hoursSpec, minutesSpec, durationSpec and labelsSpec,
 * the specs of the spin modes `hours`, `minutes`, `duration` and `labels`; settings, how they
 * read their settings}.
 */
export function otherModes(shared) {
  const {
    EngineValue, NOTHING, RADIUS, HANDLE_RADIUS, DAY, mod, quarterPixel, detentStep, minuteFace, onStep, SettingError, boundOnStep,
  } = shared;
  const EngineRange = engineRange(EngineValue);

  /** A range at rest: each handle on its detent, at detent · detentStep. */
  class RestingRange {
    /** @param {{labels: number, detentsPerLabel: number, start: number, span: number}} shape as EngineRange's */
    constructor(shape) {
      this.shownStart = this.start = shape.start;
      this.shownSpan = this.span = shape.span;
      this.count = shape.labels * shape.detentsPerLabel;
      this.radius = shape.radius;
    }

    /** The handle nearer (x, y) round the dial, 0 the start and 1 the end: the thumb a press
     *  focuses before the engine, which alone says which part a press holds, has loaded. */
    partAt(x, y) {
      const turn = 2 * Math.PI;
      const pointer = ((Math.atan2(x - this.radius, this.radius - y) % turn) + turn) % turn;
      const apart = (part) => { const d = Math.abs(pointer - this.angle(part)) % turn; return Math.min(d, turn - d); };
      return apart(1) < apart(0) ? 1 : 0;
    }

    /** The angle of the start (part 0) or the end handle, in [0, 2π). */
    angle(part) {
      const detent = part === 0 ? this.start : this.start + this.span;
      return (((detent % this.count) + this.count) % this.count) * detentStep(this.count);
    }

    get settled() { return true; }
    setReducesMotion() {}
    setRestTolerance() {}
    destroy() {}
  }
  /** Where a range's handles are and its arc: {x1, y1, x2, y2, d}, from the range's angles (the
   *  path empty for no span, a whole circle for a whole turn). */
  function rangeShape(mode) {
    const track = RADIUS - HANDLE_RADIUS;
    const point = (angle) => [RADIUS + track * Math.sin(angle), RADIUS - track * Math.cos(angle)];
    const startAngle = mode.range.angle(0);
    const endAngle = mode.range.angle(1);
    const [x1, y1] = point(startAngle);
    const [x2, y2] = point(endAngle);
    const span = mode.range.span;
    let d = '';
    if (span >= mode.stops) {
      const [xm, ym] = point(startAngle + Math.PI);
      d = `M${x1} ${y1} A${track} ${track} 0 1 1 ${xm} ${ym} A${track} ${track} 0 1 1 ${x1} ${y1}`;
    } else if (span > 0) {
      const sweep = mod(endAngle - startAngle, 2 * Math.PI);
      d = `M${x1} ${y1} A${track} ${track} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2} ${y2}`;
    }
    return { x1, y1, x2, y2, d };
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
      this.labels = Array.from({ length: 24 }, (_, i) => (words.hourCycle === 12 ? (i % 12 === 0 ? words.hour(i) : words.digits(String(i % 12))) : words.digits(formatHour(i))));
      this.range = null;
      this.held = null;
      /** Whether the range holds no value yet (SpinMode's `empty`). */
      this.empty = false;
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
    get value() { return this.empty ? '' : formatRange(this.range.shownStart * this.step, this.range.shownSpan * this.step); }
    /** What the value-dependent parts of the drawing follow: the shown start and span, a number
     *  ('empty' while empty). */
    get shownKey() { return this.empty ? 'empty' : this.range.shownStart * (this.stops + 1) + this.range.shownSpan; }

    /** Empties the range (SpinMode's clear): at rest from 00:00, its default span long. */
    clear() {
      this.setValue({ start: 0, span: this.defaultValue().span });
      this.empty = true;
    }

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
     * What text typed on handle `index` names, with the grammars of the value and of a typed time
     * (dial-values.js): a whole range (`23:00-07:00`, `22:30+8h15m`, within the span limits) sets
     * both ends, as the terminal does: {whole: {start, span}}; one time (`23:00`, `2300`, `7p`)
     * moves the handle there, the short way round within the span limits: {part, by} (detents).
     * Null for a text that names neither (yet). When it sets the value is dial-typing.js's rule.
     */
    typedTarget(index, buffer) {
      if (parseRange(buffer) !== null) {
        const parsed = this.parse(buffer);
        return parsed === null ? null : { whole: parsed.value };
      }
      const minutes = parseTypedTime(buffer);
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
      return choices.length === 0 ? null : { part, by: choices[0] };
    }

    /** Goes to what `buffer` names (typedTarget); the outcome, or null when it names nothing. */
    typed(index, buffer, time) {
      const target = this.typedTarget(index, buffer);
      if (target === null) return null;
      if (target.whole === undefined) return this.range.step(target.part, target.by, time);
      this.setValue(target.whole);
      return { ticks: [], settled: true };
    }

    get typesAhead() { return false; }

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
      return { large: this.words.shortDuration(span), small: `${this.words.time(start)} – ${this.words.time(start + span)}` };
    }

    /** Places the handles and draws the arc on drawFace's `nodes` with `painter` (every frame of a
     *  motion). */
    showHandles(nodes, painter) {
      const { x1, y1, x2, y2, d } = rangeShape(this);
      painter.set(nodes.thumbs[0], 'cx', x1);
      painter.set(nodes.thumbs[0], 'cy', y1);
      painter.set(nodes.thumbs[1], 'cx', x2);
      painter.set(nodes.thumbs[1], 'cy', y2);
      painter.set(nodes.arc, 'd', d);
    }

    allowed() { return true; }
    destroy() { this.range?.destroy(); }
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
      labels: (twelve ? Array.from({ length: 12 }, (_, i) => String(i === 0 ? 12 : i)) : Array.from({ length: 24 }, (_, i) => formatHour(i))).map((label) => words.digits(label)),
      detentsPerLabel: 1, bounds, period: 24, wraps: true,
      withPeriod: twelve,
      afternoon: (value) => wrap(value) >= 12,
      inPeriod: (value, afternoon) => value - wrap(value) + mod(value, 12) + (afternoon ? 12 : 0),
      format: (value) => formatHour(wrap(value)),
      parse: (text) => { const hour = parseHour(text); return hour === null ? null : { value: hour, exact: true }; },
      first, last,
      centre: (value) => ({ large: twelve ? words.hour(wrap(value)) : words.digits(formatHour(wrap(value))), small: '' }),
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
      step, labels: Array.from({ length: face.labels }, (_, i) => words.digits(formatMinute(i * face.detentsPerLabel * step))),
      detentsPerLabel: face.detentsPerLabel, bounds, period: stops, wraps: true,
      format: (value) => formatMinute(wrap(value) * step),
      parse: (text) => { const parsed = onStep(parseMinute(text), step); return parsed && { value: parsed.value % stops, exact: parsed.exact }; },
      first, last,
      centre: (value) => ({ large: words.digits(formatMinute(wrap(value) * step)), small: words.strings.minute }),
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
      step, labels: Array.from({ length: face.labels }, (_, i) => words.digits(String(i * face.detentsPerLabel * step))),
      detentsPerLabel: face.detentsPerLabel, bounds: [lower, upper], period: stops,
      format: (value) => formatDuration(value * step),
      parse: (text) => { const m = parseDuration(text); return m === null || m > MAX_DURATION ? null : onStep(m, step); },
      first: lower, last: upper,
      centre: (value) => ({ large: words.shortDuration(value * step), small: '' }),
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
      // A search, as a <select>'s type-ahead: each key moves at once (dial-typing.js).
      typesAhead: true,
      typed: (buffer) => {
        const lower = buffer.toLowerCase();
        const index = labels.findIndex((label) => label.toLowerCase().startsWith(lower));
        return index < 0 ? null : index;
      },
    };
  }

  /**
   * The settings of these modes (dial-settings.js's rules take them in): `boundsRule(mode, step)`,
   * how hours, minutes and a duration read `min` and `max` (as dial-settings.js's boundsRule says),
   * null for the others; and `spans`, how a range reads `min-span` and `max-span`: each a
   * duration on the step of at most 24h, in steps, `max-span` not under `min-span`.
   */
  const settings = {
    boundsRule(mode, step) {
      switch (mode) {
        case 'hours': return { parse: parseHour, unit: 1, period: 24, last: 23, what: 'an hour 0 to 23' };
        case 'minutes': return { parse: parseMinute, unit: step, period: 60 / step, last: 60 / step - 1, what: 'a minute 0 to 59' };
        case 'duration': return { parse: parseDuration, unit: step, period: null, last: DAY / step, what: 'a duration of at most 9999h (1h30m, 90m, 1:30, 1.5h)' };
        default: return null;
      }
    },
    spans: {
      'min-span': (text, parsed) => spanOnStep(text, parsed.step, 'min-span'),
      'max-span': (text, parsed) => {
        const upper = spanOnStep(text, parsed.step, 'max-span');
        if (upper !== null && parsed['min-span'] !== null && parsed['min-span'] > upper) {
          throw new SettingError('max-span', `max-span ${text} is less than min-span`);
        }
        return upper;
      },
    },
  };

  /** A span limit (`min-span`, `max-span`) in steps: a duration on the step of at most 24h. */
  function spanOnStep(text, step, attribute) {
    const rule = { parse: parseDuration, unit: step, what: 'a duration of at most 24h (1h30m, 90m, 1:30, 1.5h)' };
    const limit = boundOnStep(text, rule, attribute);
    if (limit !== null && limit > DAY / step) throw new SettingError(attribute, `${attribute} '${text}' is more than 24h`);
    return limit;
  }

  return Object.freeze({ RangeMode, hoursSpec, minutesSpec, durationSpec, labelsSpec, settings });
}
