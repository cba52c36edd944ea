// Types of <dial-picker> as dial-picker.js defines it: its properties, the attributes it
// observes and the events it fires. Importing the module defines the element.

/** A round, spinnable picker of a time, a span of the day, a duration or a label. */
export declare class DialPicker extends HTMLElement {
  /** The version of Dial this element belongs to, as `dial-tui --version` prints it. */
  static readonly version: string;
  static readonly formAssociated: true;
  static readonly observedAttributes: string[];

  /** The value, as the terminal front prints it: `09:41`, `22:30-06:45`, `1h30m`, a label.
   *  Writing an invalid one keeps the value and warns on the console; writing fires no event. */
  value: string;
  /** Whether everything is at rest on a detent: nothing held, nothing moving. */
  readonly settled: boolean;
  /** Whether the user asked for reduced motion (`prefers-reduced-motion: reduce`). */
  readonly reducesMotion: boolean;
  /** Whether the engine has loaded and the dial is drawn. */
  readonly ready: boolean;
  /** The rotation of a spinning dial in radians, clockwise (0 for a range). */
  readonly rotation: number;
  /** When set to an array, each engine call of a spinning dial is appended to it (for replay). */
  trace: unknown[] | null;
  readonly form: HTMLFormElement | null;
  /** The `name` attribute: the form field the value is submitted as. */
  readonly name: string | null;
  /** `'dial-picker'`. */
  readonly type: string;

  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  formResetCallback(): void;
  formDisabledCallback(): void;
  formStateRestoreCallback(state: unknown): void;

  addEventListener<K extends keyof DialPickerEventMap>(type: K, listener: (this: DialPicker, event: DialPickerEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DialPickerEventMap>(type: K, listener: (this: DialPicker, event: DialPickerEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The events of a <dial-picker>. */
export interface DialPickerEventMap extends HTMLElementEventMap {
  /** A detent crossed by the user's action (bubbles, composed). */
  input: Event;
  /** The dial came to rest on a value other than the last rest's (bubbles). */
  change: Event;
}

/** The name of the performance mark set when the page's first dial is in the DOM. */
export declare const FIRST_DRAW_MARK: string;

declare global {
  interface HTMLElementTagNameMap {
    'dial-picker': DialPicker;
  }
}
