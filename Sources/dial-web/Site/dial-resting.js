// A dial and a range at rest before the engine has loaded: what EngineDial and EngineRange
// answer at rest, worked out from the value alone, so <dial-picker> draws its face as soon as it
// upgrades. A mode holds one of these until the engine arrives, then makes the engine's own on
// the same value (the drawing does not move: the numbers are the engine's, bit for bit).

/** The step of one of `count` detents round the turn, radians (DialFace.detentStep). */
const detentStep = (count) => 2 * Math.PI / count;

/** A dial at rest on `value`: its rotation is −value · detentStep, as the engine puts it. */
export class RestingDial {
  /** @param {{labels: number, detentsPerLabel: number, value: number}} shape as EngineDial's */
  constructor(shape) {
    this.shownValue = shape.value;
    this.rotation = -shape.value * detentStep(shape.labels * shape.detentsPerLabel);
  }

  get settled() { return true; }
  /** Kept by the mode, and handed to the engine's dial when it is made. */
  setReducesMotion() {}
  setRestTolerance() {}
  destroy() {}
}

/** A range at rest: each handle on its detent, at detent · detentStep. */
export class RestingRange {
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
