// The range's engine, dial-range.wasm, behind EngineRange: the EngineValue of dial-engine.js with
// a range's calls. It is made over the EngineValue the element's module hands over, so that it
// ships with the range's modes (dial-other-modes.js) and a page of time dials never loads it.

/** The parts of a range, as the engine numbers them. */
export const Part = Object.freeze({ start: 0, end: 1, arc: 2 });

/**
 * EngineRange, a range: a start and a span of detents on a fixed face, the span within limits;
 * a class over `EngineValue` (dial-engine.js's).
 */
export function engineRange(EngineValue) {
  return class EngineRange extends EngineValue {
    /**
     * @param {{labels: number, detentsPerLabel: number, radius: number, handleRadius: number,
     *          reducesMotion: boolean, start: number, span: number, limits: [number, number]}} shape
     */
    constructor(exports, shape) {
      super(exports, 'range_', 'range_event_second', null);
      this.handle = this.made(exports.range_create(shape.labels, shape.detentsPerLabel, shape.radius, shape.handleRadius,
        shape.reducesMotion ? 1 : 0, shape.start, shape.span, shape.limits[0], shape.limits[1]));
    }

    /** The part a touch at (x, y) holds: Part.start, Part.end, Part.arc, or -1 for none. */
    partAt(x, y) { return this.x.range_part_at(this.handle, x, y); }
    beginDrag(part, x, y, time) { return this.run('begin_drag', part, x, y, time); }
    drag(x, y, time) { return this.run('drag', x, y, time); }
    step(part, detents, time) { return this.run('step', part, detents, time); }

    /** The live span, while a handle moves (the arc is drawn with it). */
    get span() { return this.x.range_span(this.handle); }
    get shownStart() { return this.x.range_shown_start(this.handle); }
    get shownSpan() { return this.x.range_shown_span(this.handle); }
    angle(part) { return this.x.range_angle(this.handle, part); }
  };
}
