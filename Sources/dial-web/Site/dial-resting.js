// A dial at rest before the engine has loaded: what EngineDial answers at rest, worked out from
// the value alone, so <dial-picker> draws its face as soon as it upgrades (a range's RestingRange
// is in dial-range-mode.js). A mode holds one of these until the engine arrives, then makes the engine's own on
// the same value (the drawing does not move: the numbers are the engine's, bit for bit).

/** The step of one of `count` detents round the turn, radians (DialFace.detentStep). */
export const detentStep = (count) => 2 * Math.PI / count;

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

