// Types of <dial-picker> (dial-picker.js beside this file) for a page written in TypeScript:
//   import './dial-picker.js';  // defines the element
//   const picker = document.querySelector('dial-picker');  // DialPicker | null

/** The modes of a dial. */
export type DialPickerMode = 'time' | 'hours' | 'minutes' | 'range' | 'duration' | 'labels';

/** The words the element speaks and shows; a page replaces some of them through `strings`. */
export interface DialPickerStrings {
  /** A time's hour thumb, an hour dial ("hour"; the language's own word where Intl knows it). */
  hour: string;
  /** A time's minute thumb, a minute dial ("minute"; the language's own where Intl knows it). */
  minute: string;
  /** A range's start handle ("start" in every language until replaced: Intl has no such word). */
  start: string;
  /** A range's end handle ("end" until replaced). */
  end: string;
  /** A duration's thumb ("duration" until replaced). */
  duration: string;
  /** A labels dial's thumb ("choice" until replaced). */
  choice: string;
  /** A slider's name with the element's label: "{label}, {name}". */
  named: string;
  /** The value text of a range's handle whose reach crosses midnight: "{value}, from {from} to {to}". */
  reach: string;
  /** The value text of a dial with no value yet (a `required` one given none): "no value". */
  empty: string;
  /** The validation message of a `required` dial with no value: "Choose a value.". */
  missing: string;
}

/** The events of a dial, beyond those of every element. */
export interface DialPickerEventMap extends HTMLElementEventMap {
  /** The value changed (a user's action; writing `value` fires nothing). */
  input: Event;
  /** The dial came to rest on a value other than that of its last rest. */
  change: Event;
  /** A detent crossed, for a sound or a haptic: its detail is the detent. Does not bubble. */
  tick: CustomEvent<number>;
}

/** `<dial-picker>`: a round time picker, form-associated. */
export declare class DialPicker extends HTMLElement {
  /** The version of Dial this element belongs to, as `dial-tui --version` prints it. */
  static readonly version: string;
  static readonly formAssociated: true;
  /** `09:41`, `09`, `41`, `22:30-06:45` (a whole day `22:30+24h`), `1h30m`, or a label; `''`
   *  while a `required` dial given no value is empty (until the user or the page sets one). */
  value: string;
  /** The `value` attribute: what a form reset restores. */
  defaultValue: string;
  /** The mode in use (a mode that cannot be used, as `labels` without labels, reads back as the
   *  one drawn). Setting it sets `mode`. */
  mode: DialPickerMode;
  /** Minutes a step in use, a divisor of 60 (1 without a usable `step`). Setting it sets `step`. */
  get step(): number;
  set step(step: number | string | null);
  /** The bounds' texts in use, null without (a rejected text reads back as the one kept). */
  min: string | null;
  max: string | null;
  minSpan: string | null;
  maxSpan: string | null;
  /** How a turning face's labels read: upright (the default) or turned along the circle. */
  labelOrientation: 'upright' | 'radial';
  /** The element's `<label>`s, as an input's. Setting it sets the `labels` attribute: the choices
   *  of `mode="labels"`, a string "a,b,c" or an array. */
  get labels(): NodeListOf<HTMLLabelElement>;
  set labels(labels: NodeListOf<HTMLLabelElement> | string | readonly string[] | null);
  /** The hour cycle shown (the language's without `hour-cycle`); null until drawn. */
  hourCycle: 12 | 24 | null;
  name: string | null;
  disabled: boolean;
  required: boolean;
  readOnly: boolean;
  /** The words in use; set some of them to replace those. */
  get strings(): Readonly<DialPickerStrings>;
  set strings(replaced: Partial<DialPickerStrings>);
  /** At rest on a detent: nothing held, nothing moving, no input waiting for the engine. */
  readonly settled: boolean;
  /** `prefers-reduced-motion: reduce`: every motion goes to its target at once. */
  readonly reducesMotion: boolean;
  /** The engine has loaded and drives the dial (drawn at rest as the element upgrades, before;
   *  false for ever where `dial.wasm` could not be loaded, said once on the console). */
  readonly ready: boolean;
  /** A spinning dial's rotation in radians (0 for a range). */
  readonly rotation: number;
  readonly form: HTMLFormElement | null;
  readonly type: string;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
  setCustomValidity(message: string): void;
  /** An array to record every engine call in (numbers as 64-bit patterns), or null. */
  trace: unknown[] | null;

  addEventListener<K extends keyof DialPickerEventMap>(type: K, listener: (this: DialPicker, event: DialPickerEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DialPickerEventMap>(type: K, listener: (this: DialPicker, event: DialPickerEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The name of the performance mark set when the page's first dial is in the DOM. */
export declare const FIRST_DRAW_MARK: string;

/** The version of Dial this module belongs to (as `DialPicker.version`). */
export declare const version: string;

/** The engine's WebAssembly exports, loaded once (the element loads them itself): for tests and
 *  benchmarks that drive the engine directly. */
export declare function loadEngine(file?: string): Promise<WebAssembly.Exports>;
/** A double's 64-bit pattern, 16 hex digits: how a trace records numbers. */
export declare function bitsOf(number: number): string;

/** The words of one element in a language, as the element speaks them. */
export declare class Words {
  constructor(language: string, hourCycle: 12 | 24 | null, replaced?: Partial<DialPickerStrings>);
  readonly locale: string;
  readonly hourCycle: 12 | 24;
  /** [AM, PM] in the language. */
  readonly periods: [string, string];
  readonly strings: Readonly<DialPickerStrings>;
  /** A time of day as spoken: "9:41 PM". */
  time(minutes: number): string;
  /** A time without its half of the day: "9:41". */
  clock(minutes: number): string;
  /** An hour as spoken: "3 PM". */
  hour(hour: number): string;
  /** A duration as spoken: "8 hours 15 minutes", "8時間15分". */
  duration(minutes: number): string;
  /** A duration as the centre shows it: "8h 15m". */
  shortDuration(minutes: number): string;
  /** The language's ten digits, 0 to 9 ("٠" … "٩" in ar-EG). */
  readonly digitSet: readonly string[];
  /** The language's writing direction. */
  readonly direction: 'ltr' | 'rtl';
  /** `text` with its Latin digits written in the language's: "07:30" → "٠٧:٣٠". */
  digits(text: string): string;
  /** `text` with the language's digits written as Latin ones: "٠٨٣٠" → "0830". */
  latin(text: string): string;
}

declare global {
  interface HTMLElementTagNameMap {
    'dial-picker': DialPicker;
  }
}
