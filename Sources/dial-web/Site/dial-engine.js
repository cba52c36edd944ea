// The engine, DialCore compiled to WebAssembly (dial.wasm, next to this file), behind two small
// classes: EngineDial (a spinning dial) and EngineRange (two handles on a fixed face). Each call
// returns the events it reported; a call the engine refuses throws an EngineError and changes
// nothing. The module is loaded once per page; its only imports are the Math functions it uses.

let loading = null;

/** The engine's exports, loaded once (relative to this module's own URL). */
export function loadEngine() {
  loading ??= (async () => {
    const response = await fetch(new URL('./dial.wasm', import.meta.url));
    if (!response.ok) throw new Error(`dial.wasm: HTTP ${response.status}`);
    const imports = { env: { exp: Math.exp, expm1: Math.expm1, log: Math.log, sin: Math.sin, cos: Math.cos, atan2: Math.atan2 } };
    // Compiled as it downloads where the server says application/wasm; from the bytes otherwise.
    const { instance } = response.headers.get('Content-Type')?.startsWith('application/wasm')
      ? await WebAssembly.instantiateStreaming(response, imports)
      : await WebAssembly.instantiate(await response.arrayBuffer(), imports);
    return instance.exports;
  })();
  return loading;
}

/** An error code of the engine (see DialWasm's WasmError): the call changed nothing. */
export class EngineError extends Error {
  constructor(call, code) {
    super(`${call} was refused by the engine (error ${code})`);
    this.code = code;
  }
}

/** The 64 bits of a double as 16 hex digits: how a trace hands numbers over exactly. */
export function bitsOf(number) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, number);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
}

/** A dial: rotation, value (detents counted across turns), optional bounds. */
export class EngineDial {
  /**
   * @param {object} exports the engine's exports
   * @param {{labels: number, detentsPerLabel: number, radius: number, value: number,
   *          bounds: ?[number, number], reducesMotion: boolean}} shape
   * @param {?Array} trace when an array, every call is appended to it (numbers as bit patterns)
   */
  constructor(exports, shape, trace = null) {
    this.x = exports;
    this.shape = shape;
    this.trace = trace;
    const [lower, upper] = shape.bounds ?? [0, 0];
    const handle = exports.dial_create(shape.labels, shape.detentsPerLabel, shape.radius, shape.value,
      shape.bounds ? 1 : 0, lower, upper);
    if (handle < 0) throw new EngineError('dial_create', -handle);
    this.handle = handle;
    this.record('create', [shape.labels, shape.detentsPerLabel, shape.radius, shape.value, shape.bounds ? 1 : 0, lower, upper]);
    if (shape.reducesMotion) this.setReducesMotion(true);
  }

  record(call, numbers) {
    if (this.trace) this.trace.push([call, ...numbers.map(bitsOf)]);
  }

  /** Runs an export on this dial; returns its events as [{kind, value}]. A trace entry ends
   *  with '=' and the rotation after the call. */
  run(call, ...numbers) {
    this.record(call, numbers);
    const count = this.x['dial_' + call](this.handle, ...numbers);
    if (this.trace) this.trace[this.trace.length - 1].push('=', bitsOf(this.rotation));
    return this.events('dial_' + call, count);
  }

  /** The `count` events of the last call, or the EngineError of the code it returned. */
  events(call, count) {
    if (count < 0) throw new EngineError(call, -count);
    const events = [];
    for (let index = 0; index < count; index += 1) {
      events.push({ kind: DIAL_EVENTS[this.x.dial_event_kind(index)], value: this.x.dial_event_value(index) });
    }
    return events;
  }

  /** A frame: the export called directly, and no array made for a frame without events (most
   *  frames of a motion), so a frame costs the call alone. */
  advance(time) {
    if (this.trace) return this.run('advance', time);
    const count = this.x.dial_advance(this.handle, time);
    return count === 0 ? NO_EVENTS : this.events('dial_advance', count);
  }
  step(detents, time) { return this.run('step', detents, time); }
  selectValue(value, time) { return this.run('select_value', value, time); }
  beginDrag(x, y, time) { return this.run('begin_drag', x, y, time); }
  drag(x, y, time) { return this.run('drag', x, y, time); }
  release(time) { return this.run('release', time); }
  setReducesMotion(on) {
    this.record('set_reduces_motion', [on ? 1 : 0]);
    const code = this.x.dial_set_reduces_motion(this.handle, on ? 1 : 0);
    if (code < 0) throw new EngineError('dial_set_reduces_motion', -code);
  }
  /** The radians within which a motion ends (DialConfiguration.restTolerance). */
  setRestTolerance(radians) {
    this.record('set_rest_tolerance', [radians]);
    const code = this.x.dial_set_rest_tolerance(this.handle, radians);
    if (code < 0) throw new EngineError('dial_set_rest_tolerance', -code);
  }

  get rotation() { return this.x.dial_rotation(this.handle); }
  /** The value the dial is headed for (the live one under a finger). */
  get shownValue() { return this.x.dial_shown_value(this.handle); }
  get settled() { return this.x.dial_is_settled(this.handle) === 1; }
  destroy() { this.x.dial_destroy(this.handle); }
}

const DIAL_EVENTS = [null, 'selectionChanged', 'directionChanged', 'settled', 'limitReached'];
/** The events of a call that reported none. */
export const NO_EVENTS = Object.freeze([]);
const RANGE_EVENTS = [null, 'changed', 'limitReached', 'settled'];

/** The parts of a range, as the engine numbers them. */
export const Part = Object.freeze({ start: 0, end: 1, arc: 2 });

/** A range: a start and a span of detents on a fixed face, the span within limits. */
export class EngineRange {
  /**
   * @param {{labels: number, detentsPerLabel: number, radius: number, handleRadius: number,
   *          reducesMotion: boolean, start: number, span: number, limits: [number, number]}} shape
   */
  constructor(exports, shape) {
    this.x = exports;
    this.shape = shape;
    const handle = exports.range_create(shape.labels, shape.detentsPerLabel, shape.radius, shape.handleRadius,
      shape.reducesMotion ? 1 : 0, shape.start, shape.span, shape.limits[0], shape.limits[1]);
    if (handle < 0) throw new EngineError('range_create', -handle);
    this.handle = handle;
  }

  /** Runs an export on this range; returns its events as [{kind, first, second}]. */
  run(call, ...numbers) {
    return this.events('range_' + call, this.x['range_' + call](this.handle, ...numbers));
  }

  /** The `count` events of the last call, or the EngineError of the code it returned. */
  events(call, count) {
    if (count < 0) throw new EngineError(call, -count);
    const events = [];
    for (let index = 0; index < count; index += 1) {
      events.push({ kind: RANGE_EVENTS[this.x.range_event_kind(index)], first: this.x.range_event_first(index),
        second: this.x.range_event_second(index) });
    }
    return events;
  }

  /** The part a touch at (x, y) holds: Part.start, Part.end, Part.arc, or -1 for none. */
  partAt(x, y) { return this.x.range_part_at(this.handle, x, y); }
  beginDrag(part, x, y, time) { return this.run('begin_drag', part, x, y, time); }
  drag(x, y, time) { return this.run('drag', x, y, time); }
  release(time) { return this.run('release', time); }
  step(part, detents, time) { return this.run('step', part, detents, time); }
  /** A frame, as EngineDial's: no array made for a frame without events. */
  advance(time) {
    const count = this.x.range_advance(this.handle, time);
    return count === 0 ? NO_EVENTS : this.events('range_advance', count);
  }
  setReducesMotion(on) {
    const code = this.x.range_set_reduces_motion(this.handle, on ? 1 : 0);
    if (code < 0) throw new EngineError('range_set_reduces_motion', -code);
  }
  /** The radians within which a motion of either handle ends. */
  setRestTolerance(radians) {
    const code = this.x.range_set_rest_tolerance(this.handle, radians);
    if (code < 0) throw new EngineError('range_set_rest_tolerance', -code);
  }

  /** The live span, while a handle moves (the arc is drawn with it). */
  get span() { return this.x.range_span(this.handle); }
  get shownStart() { return this.x.range_shown_start(this.handle); }
  get shownSpan() { return this.x.range_shown_span(this.handle); }
  angle(part) { return this.x.range_angle(this.handle, part); }
  get settled() { return this.x.range_is_settled(this.handle) === 1; }
  destroy() { this.x.range_destroy(this.handle); }
}
