// The engine, DialCore compiled to WebAssembly, behind two small classes: EngineDial (a spinning
// dial, whose exports are dial.wasm's) and EngineRange (two handles on a fixed face, whose exports
// are dial-range.wasm's; dial-engine-range.js, with the range's modes), both modules next to this
// file. Each call returns its outcome, what the
// element acts on: the detents crossed (a tick each) and whether it came to rest; a call the
// engine refuses throws an EngineError and changes nothing. Each module is loaded once per page,
// when a dial first needs it; its only imports are the Math functions it uses.

/** The spinning dial's engine module and the range's: a page loads only those its modes use. */
export const DIAL_ENGINE = 'dial.wasm';
export const RANGE_ENGINE = 'dial-range.wasm';

const loading = new Map();

/** The exports of the engine module `file` (DIAL_ENGINE or RANGE_ENGINE), loaded once (relative
 *  to this module's own URL). */
export function loadEngine(file = DIAL_ENGINE) {
  if (!loading.has(file)) loading.set(file, (async () => {
    const response = await fetch(new URL(`./${file}`, import.meta.url));
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    const imports = { env: { exp: Math.exp, expm1: Math.expm1, log: Math.log, sin: Math.sin, cos: Math.cos, atan2: Math.atan2 } };
    // Compiled as it downloads where the server says application/wasm; from the bytes otherwise.
    const { instance } = response.headers.get('Content-Type')?.startsWith('application/wasm')
      ? await WebAssembly.instantiateStreaming(response, imports)
      : await WebAssembly.instantiate(await response.arrayBuffer(), imports);
    return instance.exports;
  })());
  return loading.get(file);
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

/** The outcome of a call that reported nothing: no tick, no rest. */
export const NOTHING = Object.freeze({ ticks: Object.freeze([]), settled: false });

/** The kinds of event (WasmEvent, WasmRangeEvent) the element acts on: the same number for a
 *  dial's selectionChanged and a range's changed, and for settled. */
const TICK = 1;
const SETTLED = 3;

/**
 * What the dial and the range share: a value of the engine's table behind its handle, whose
 * exports are named `prefix + call`; `tickDetent` names the export that reads a tick's detent.
 * A dial hands `trace` an entry for each call (its numbers as bit patterns, then '=' and the
 * rotation after it).
 */
export class EngineValue {
  constructor(exports, prefix, tickDetent, trace) {
    this.x = exports;
    this.prefix = prefix;
    this.tickDetent = exports[tickDetent];
    this.advanceExport = exports[prefix + 'advance'];
    this.trace = trace;
  }

  /** `handle`, or the EngineError of the code `create` returned. */
  made(handle) {
    if (handle < 0) throw new EngineError(this.prefix + 'create', -handle);
    return handle;
  }

  record(call, numbers) {
    if (this.trace) this.trace.push([call, ...numbers.map(bitsOf)]);
  }

  /** Runs an export on this value; returns its outcome. */
  run(call, ...numbers) {
    this.record(call, numbers);
    const count = this.x[this.prefix + call](this.handle, ...numbers);
    if (this.trace) this.trace[this.trace.length - 1].push('=', bitsOf(this.rotation));
    return this.outcome(call, count);
  }

  /** The outcome of the `count` events of the last call, or the EngineError of the code it
   *  returned. */
  outcome(call, count) {
    if (count < 0) throw new EngineError(this.prefix + call, -count);
    if (count === 0) return NOTHING;
    const ticks = [];
    let settled = false;
    for (let index = 0; index < count; index += 1) {
      const kind = this.x[this.prefix + 'event_kind'](index);
      if (kind === TICK) ticks.push(this.tickDetent(index));
      if (kind === SETTLED) settled = true;
    }
    return { ticks, settled };
  }

  /** A frame: the export called directly (looked up once), so a frame without events (most
   *  frames of a motion) costs the call alone. */
  advance(time) {
    if (this.trace) return this.run('advance', time);
    const count = this.advanceExport(this.handle, time);
    return count === 0 ? NOTHING : this.outcome('advance', count);
  }

  /** Sets a number of the value's configuration (`set_reduces_motion`, `set_rest_tolerance`). */
  set(call, number) {
    this.record(call, [number]);
    const code = this.x[this.prefix + call](this.handle, number);
    if (code < 0) throw new EngineError(this.prefix + call, -code);
  }

  setReducesMotion(on) { this.set('set_reduces_motion', on ? 1 : 0); }
  /** The radians within which a motion ends (DialConfiguration.restTolerance). */
  setRestTolerance(radians) { this.set('set_rest_tolerance', radians); }
  release(time) { return this.run('release', time); }
  get settled() { return this.x[this.prefix + 'is_settled'](this.handle) === 1; }
  destroy() { this.x[this.prefix + 'destroy'](this.handle); }
}

/** A dial: rotation, value (detents counted across turns), optional bounds. */
export class EngineDial extends EngineValue {
  /**
   * @param {object} exports the engine's exports
   * @param {{labels: number, detentsPerLabel: number, radius: number, value: number,
   *          bounds: ?[number, number], reducesMotion: boolean}} shape
   * @param {?Array} trace when an array, every call is appended to it (numbers as bit patterns)
   */
  constructor(exports, shape, trace = null) {
    super(exports, 'dial_', 'dial_event_value', trace);
    const [lower, upper] = shape.bounds ?? [0, 0];
    const numbers = [shape.labels, shape.detentsPerLabel, shape.radius, shape.value, shape.bounds ? 1 : 0, lower, upper];
    this.handle = this.made(exports.dial_create(...numbers));
    this.record('create', numbers);
    if (shape.reducesMotion) this.setReducesMotion(true);
  }

  step(detents, time) { return this.run('step', detents, time); }
  selectValue(value, time) { return this.run('select_value', value, time); }
  beginDrag(x, y, time) { return this.run('begin_drag', x, y, time); }
  drag(x, y, time) { return this.run('drag', x, y, time); }

  get rotation() { return this.x.dial_rotation(this.handle); }
  /** The value the dial is headed for (the live one under a finger). */
  get shownValue() { return this.x.dial_shown_value(this.handle); }
}
