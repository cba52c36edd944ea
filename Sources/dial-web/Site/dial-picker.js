// <dial-picker>: a round, spinnable time picker. The physics (drag, fling, coasting onto an exact
// detent, bounds, span limits) is the Dial engine's, compiled to WebAssembly; this element draws
// it in SVG, feeds it the pointer, the wheel and the keys, speaks it as ARIA sliders in the
// page's language, and takes part in forms as a native input does.
//
//   <script type="module" src="dial-picker.js"></script>
//   <dial-picker mode="time" value="09:41" name="wake"></dial-picker>
//
// Attributes: mode (time, hours, minutes, range, duration, labels), value, labels, step, min,
// max, min-span, max-span, hour-cycle (12 or 24), name, disabled, required, readonly, lang.
// Events: `input` when the value changes, `change` at a rest on a new value, `tick` for each
// detent crossed (its detail the detent). Writing `value` fires nothing. README.md's "In a web
// page" is the whole surface.

import { loadEngine, bitsOf, NOTHING, DIAL_ENGINE, RANGE_ENGINE } from './dial-engine.js';
import { RADIUS, canMake, useOtherModes } from './dial-modes.js';
import { SETTING_ATTRIBUTES, attributeTexts, readSettings, labelList } from './dial-settings.js';
import { Words, languageOf } from './dial-words.js';
import { drawResting, nodesOnPage, SMALLEST_LABELLED_SIZE } from './dial-face.js';
import { buildTree, adoptTree, ON_PAGE } from './dial-tree.js';
import { showValue, showNames, ringDegrees, PAGE_ATTRIBUTES, TURN } from './dial-shown.js';
import { modeFromSettings, restOnValue } from './dial-made.js';
import { STYLE } from './dial-style.js';
import { isComposing, typesCharacter } from './dial-keys.js';
import { version } from './dial-version.js';

// Besides the element, the module exports what the tests and the bench reach in the page (the
// engine's exports, a double's bits and the words) and the version. The value strings are
// dial-values.js's, a module of their own.
export { loadEngine, bitsOf, Words, version };

/** A wheel's notch in pixels: a mouse's notch (100 px, or 3 lines) is one step. */
const WHEEL_NOTCH = 100;
/** A wheel's line and page in pixels (deltaMode 1 and 2): 3 lines are a notch, a page 3 notches. */
const WHEEL_LINE = WHEEL_NOTCH / 3;
const WHEEL_PAGE = 3 * WHEEL_NOTCH;
/** The performance mark set when the page's first dial is in the DOM (its time is from the
 *  navigation's start): drawn at rest from its attributes, before the engine has loaded. */
export const FIRST_DRAW_MARK = 'dial-picker-first-draw';
let firstDrawMarked = false;

/** Each engine module a page's modes use (DIAL_ENGINE, RANGE_ENGINE), by file: `exports` once
 *  loaded, or `failure`, why it did not load (its dials keep showing their values and take no
 *  input, said once on the console for the page), and `loaded`, settled when one of them is
 *  set. Its download starts when the first dial that needs it is drawn: an element drawn before
 *  then takes it over when it arrives, and a page with no range never fetches the range's. */
const engines = new Map();

/** The engine module of a mode of `kind` ('range' or a spinning one), its download started. */
function engineOf(kind) {
  const file = kind === 'range' ? RANGE_ENGINE : DIAL_ENGINE;
  let entry = engines.get(file);
  if (!entry) {
    entry = { exports: null, failure: null };
    entry.loaded = loadEngine(file).then((exports) => { entry.exports = exports; }, (error) => {
      entry.failure = error;
      console.warn(`dial-picker: the engine did not load: ${error.message}; the dials show their values and take no input`);
    });
    engines.set(file, entry);
  }
  return entry;
}


/** Imports the module `file` from beside this one, by its whole URL: WebKit resolves a relative
 *  `import()` in a module inlined in a `srcdoc` frame against `about:srcdoc`, and fails. */
const importBeside = (file) => import(new URL(`./${file}`, import.meta.url).href);

/** The other modes' module (dial-other-modes.js: range, duration, labels), its import started by
 *  the first dial of one of them: a promise settled once it is taken in (or, when it did not
 *  load, said once on the console). */
let otherModule = null;

function loadOtherModes() {
  otherModule ??= importBeside('dial-other-modes.js').then(useOtherModes, (error) => {
    console.warn(`dial-picker: the hours, minutes, range, duration and labels modes did not load: ${error.message}`);
  });
  return otherModule;
}

/** The native input a picker wraps for a page without script (dial-native.js): its first child
 *  that is an input or a select. */
const NATIVE_INPUT = ':scope > input, :scope > select';

/** The native input's module (dial-native.js), its import started by the first picker that wraps
 *  one: a promise of its takeNativeInput, or of null when it did not load (said once on the
 *  console; such a picker then keeps its input as it is, shown and in the form). */
let nativeModule = null;

function loadNative() {
  nativeModule ??= importBeside('dial-native.js').then((module) => module.takeNativeInput, (error) => {
    console.warn(`dial-picker: taking over a native input did not load: ${error.message}; the input stays`);
    return null;
  });
  return nativeModule;
}

/** The typing's module (dial-typing.js), its import started when a dial first takes focus (or
 *  by a character typed before that): a promise of its TypedText class, or of null when it did
 *  not load (said once on the console; typing then does nothing, every other key works). */
let typingModule = null;
/** dial-typing.js's TypedText, once its module is in. */
let TypedText = null;

function loadTyping() {
  typingModule ??= importBeside('dial-typing.js').then((module) => { TypedText = module.TypedText; }, (error) => {
    console.warn(`dial-picker: typing a value did not load: ${error.message}`);
  });
  return typingModule;
}

/** A paused animation of the ring `node`'s TURN through one whole turn, a degree a second: its
 *  time, in ms, is the angle in degrees. The style sheet turns the ring by TURN and each upright
 *  label back as far (dial-style.js), so this one animation moves them all. */
function turning(node) {
  registerTurn();
  const turn = node.animate([{ [TURN]: '0deg' }, { [TURN]: '360deg' }], { duration: 360000, fill: 'both' });
  turn.pause();
  return turn;
}

let turnRegistered = false;

/** Registers TURN as an inherited angle, once for the document: an animation of an unregistered
 *  custom property does not interpolate (it flips halfway), and the labels take the ring's.
 *  (`@property` in a shadow root's style sheet is not used by browsers.) Another copy of this
 *  module registered it already: the same registration, kept. */
function registerTurn() {
  if (turnRegistered) return;
  turnRegistered = true;
  try {
    CSS.registerProperty({ name: TURN, syntax: '<angle>', inherits: true, initialValue: '0deg' });
  } catch (error) {
    if (error.name !== 'InvalidModificationError') console.warn(`dial-picker: ${TURN} was not registered (${error.message}); a turning dial's labels may jump`);
  }
}

let styleSheet = null;

/** The settings as properties: name → its attribute. Each sets its attribute (null removes it)
 *  and reads back the setting in use (readSettings), not the text written. */
const SETTINGS = { mode: 'mode', step: 'step', min: 'min', max: 'max', minSpan: 'min-span', maxSpan: 'max-span', labelOrientation: 'label-orientation' };

/** The element's properties that mirror an attribute: name → [attribute, kind, default]. A
 *  setting (mode, step, min, max, minSpan, maxSpan) reads back what is in use instead. */
const REFLECTED = {
  name: ['name', 'string'],
  disabled: ['disabled', 'boolean'], required: ['required', 'boolean'], readOnly: ['readonly', 'boolean'],
  defaultValue: ['value', 'string', ''],
};

export class DialPicker extends HTMLElement {
  /** The version of Dial this element belongs to (dial-version.js, written by dial-web). */
  static version = version;
  static formAssociated = true;
  static observedAttributes = [...SETTING_ATTRIBUTES, 'value', 'disabled', 'readonly', 'required', 'lang', 'aria-label', 'aria-labelledby'];

  #internals = this.attachInternals();
  /** A server's drawing (a declarative shadow root: dial-render.js), taken over by the first
   *  drawing where it is the one the element would draw; null once drawn. */
  #served = this.#internals.shadowRoot;
  #root = this.#served ?? this.attachShadow({ mode: 'open' });
  #mode = null;
  #words = null;
  #strings = {};              // the words the page replaced
  #settings = null;           // the checked settings in use (readSettings)
  #settingsRead = false;      // #settings holds the attributes as they are now
  #pending = false;           // a mode is to be made once its module is in (dial-other-modes.js, dial-native.js)
  #native = null;             // the native input inside whose settings are not yet taken (dial-native.js loads)
  #wheelRest = 0;             // the wheel's pixels not yet a whole notch
  #tickFrame = 0;             // the frame after a tick was sent (none: 0): the next waits for it
  #tickDue = null;            // the detent of a tick waiting for that frame
  #warned = new Set();        // the warnings said already: each once
  #valueText = null;          // the value while there is no mode (before it is connected, once removed) or its module loads
  #dirty = false;             // the value was changed by the page or the user: the default no longer carries it
  #committed = null;          // the value of the last rest: `change` fires when a rest differs
  #shown = null;              // the value `input` last announced
  #lastTime = 0;              // seconds; the engine's clock never goes back
  #frame = 0;
  #typing = null;             // the text being typed (dial-typing.js's TypedText), once that module is in
  #typingWaits = [];          // the keys that came while it loads, each run on it in order once it is in
  #pointer = null;            // the pointer id held
  #reducedMotionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
  #resize = new ResizeObserver(() => { this.#sized = true; this.#measure(); });
  #sized = false;             // the size observer has reported since the element was connected
  #trace = null;
  #nodes = null;
  #shownKey = null;           // what the value-dependent parts were last drawn for
  #disabledState = false;     // disabled by its attribute or a disabled fieldset
  #customError = '';
  #upgraded = false;
  #waiting = [];              // input that came before the engine, run in order once it is in

  constructor() {
    super();
    // A served drawing carries the style sheet in its own <style>; the element's own drawing adopts it.
    if (!this.#served?.querySelector('style')) this.#adoptStyle();
    this.#root.addEventListener('focusin', () => {
      this.#name();
      // A focused dial may be typed on: the typing's module is fetched now, so that it is in by
      // the first character (which waits for it otherwise).
      loadTyping();
    });
    // A click on the element itself (from its <label for>: inside, a click lands on a part of the
    // drawing) focuses the first slider, as a click on a time input's label focuses its first field.
    this.addEventListener('click', (event) => {
      if (event.composedPath()[0] === this && !this.#disabledState) this.#nodes?.thumbs[0]?.focus();
    });
  }

  /** The style sheet, made once for the page, adopted by the shadow root. */
  #adoptStyle() {
    styleSheet ??= new CSSStyleSheet();
    if (styleSheet.cssRules.length === 0) styleSheet.replaceSync(STYLE);
    this.#root.adoptedStyleSheets = [styleSheet];
  }

  /** Reduce Motion turned on or off while the element is in a document: the mode's next motion takes it. */
  #onReducedMotion = () => this.#mode?.setReducesMotion(this.reducesMotion);

  /** Draws the dial at once, at rest, from its attributes; the engine takes it over when it
   *  has loaded (input before that waits for it). */
  connectedCallback() {
    if (!this.#upgraded) {
      this.#takeOverProperties();
      this.#native = this.querySelector(NATIVE_INPUT);
    }
    this.#reducedMotionQuery.addEventListener('change', this.#onReducedMotion);
    this.#resize.observe(this);
    this.#rebuild();
  }

  /** The engine is in: the mode makes its dial there, on the value shown (nothing drawn moves;
   *  a mode made since the engine loaded has it already), and the input that waited for it
   *  runs, in order. */
  #attach() {
    // A dial about to be made again (its mode's module loads) keeps what waits for the new one.
    if (!this.#mode || this.#pending) return;
    const { exports, failure } = engineOf(this.#mode.kind);
    if (failure) { this.#waiting = []; return; }  // it did not load: nothing that waits will run
    if (!exports) return;  // the mode was made again for the other engine: its arrival attaches it
    if (!this.#mode.engine) this.#mode.attach(exports);
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const { run } of waiting) run();
  }

  /** Runs `run` (input that needs the engine) now, or once the engine is in; `pointer` for a
   *  pointer's input, which a move of the element in the document ends. Input is dropped where
   *  the engine did not load. */
  #whenLive(run, pointer = false) {
    if (this.#mode?.engine) run();
    else if (this.#mode && !engineOf(this.#mode.kind).failure) this.#waiting.push({ run, pointer });
  }

  /** A removed element lets go of its engine dial; its value is kept for when it comes back,
   *  and so are the keys and typing that wait for the engine (a pointer's input ends). */
  disconnectedCallback() {
    // The focus leaves with the element: a text being typed ends there. Characters typed before
    // the typing's module was in (it is fetched at the focus) leave with the dial they were typed
    // on: the dial is made again when the element comes back, and a text typed on a dial made
    // again is not typed on the new one.
    if (this.#typingWaits.length > 0) this.#dropTyping();
    else this.#endTyping();
    this.#reducedMotionQuery.removeEventListener('change', this.#onReducedMotion);
    this.#resize.unobserve(this);
    this.#sized = false;
    this.#stopFrames();
    this.#pointer = null;
    this.#waiting = this.#waiting.filter((waiting) => !waiting.pointer);
    if (this.#mode) {
      if (!this.#mode.settled) this.#endMotion();
      // A value written while the next mode's module loads is the one kept.
      this.#valueText ??= this.#mode.value;
      this.#mode.destroy();
      this.#mode = null;
    }
  }

  /** A removal ends a motion on its target: what is held is let go, the motion runs to its rest
   *  at once, and `input` and `change` fire as at any rest on a new value. The engine's motions
   *  end within seconds, so a minute on brings any to rest; the bound of four such steps holds. */
  #endMotion() {
    const mode = this.#mode;
    let time = this.#now();
    mode.pointerUp(time);
    for (let steps = 0; steps < 4 && !mode.settled; steps += 1) {
      time += 60;
      mode.advance(time);
    }
    this.#outcome({ ticks: [], settled: mode.settled });
    this.#stopFrames();
  }

  /** A property set before the element was defined is an own property that hides the class's:
   *  each is taken off and set again through the class, so nothing set early is lost. */
  #takeOverProperties() {
    this.#upgraded = true;
    for (const name of [...Object.keys(REFLECTED), ...Object.keys(SETTINGS), 'labels', 'hourCycle', 'strings', 'trace', 'value']) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  attributeChangedCallback(name, old, value) {
    if (name === 'value') {
      if (!this.#dirty && value !== null) this.#setValue(value, false);
      return;
    }
    if (SETTING_ATTRIBUTES.includes(name)) this.#settingsRead = false;
    if (!this.#mode || (old === value && name !== 'lang')) return;
    if (name === 'disabled' || name === 'readonly') { this.#disabledState = this.#isDisabled(); this.#render(true); return; }
    if (name === 'aria-label' || name === 'aria-labelledby') { this.#name(); return; }
    if (name === 'required') { this.#required(); return; }
    this.#rebuild();
  }

  // ---- The element's properties ---------------------------------------------------------------

  /** The value, as the terminal front prints it: `09:41`, `22:30-06:45`, `1h30m`, a label. */
  get value() { return this.#valueText ?? (this.#mode ? this.#mode.value : this.getAttribute('value') ?? ''); }
  set value(text) { this.#setValue(String(text), true); }

  /** The mode in use: a mode that cannot be used reads back as the one drawn. */
  get mode() { return this.#currentSettings().mode; }
  set mode(mode) { this.#setSetting('mode', mode); }
  /** Minutes a step in use (1 without a usable `step`). */
  get step() { return this.#currentSettings().step; }
  set step(step) { this.#setSetting('step', step); }
  /** The bounds' texts in use, or null. */
  get min() { return this.#currentSettings().texts.min; }
  set min(min) { this.#setSetting('min', min); }
  get max() { return this.#currentSettings().texts.max; }
  set max(max) { this.#setSetting('max', max); }
  /** A range's span limits' texts in use, or null. */
  get minSpan() { return this.#currentSettings().texts['min-span']; }
  set minSpan(span) { this.#setSetting('min-span', span); }
  get maxSpan() { return this.#currentSettings().texts['max-span']; }
  set maxSpan(span) { this.#setSetting('max-span', span); }

  /** How a turning face's labels read in use: 'upright' or 'radial'. */
  get labelOrientation() { return this.#currentSettings().labelOrientation; }
  set labelOrientation(orientation) { this.#setSetting('label-orientation', orientation); }

  /** A setting written as a property: its attribute set (null or undefined removes it). */
  #setSetting(attribute, value) {
    if (value === null || value === undefined) this.removeAttribute(attribute);
    else this.setAttribute(attribute, String(value));
  }

  /** The hour cycle the dial shows: 12 or 24 (the language's without `hour-cycle`); null until
   *  it is drawn. Setting it sets `hour-cycle` (null removes it). */
  get hourCycle() { return this.#words?.hourCycle ?? null; }
  set hourCycle(cycle) {
    if (cycle === null || cycle === undefined) this.removeAttribute('hour-cycle');
    else this.setAttribute('hour-cycle', String(cycle));
  }

  /** The words the element speaks and shows (DEFAULT_STRINGS in dial-words.js); set an object of
   *  some of them to replace those. */
  get strings() { return this.#words ? this.#words.strings : { ...this.#strings }; }
  set strings(replaced) {
    this.#strings = { ...(replaced ?? {}) };
    if (this.#mode) this.#rebuild();
  }

  /** Whether everything is at rest on a detent (nothing held, nothing moving, no input waiting
   *  for the engine). */
  get settled() { return this.#mode && !this.#pending ? this.#mode.settled && this.#waiting.length === 0 && this.#typingDone : false; }
  /** Whether the user asked for reduced motion (`prefers-reduced-motion: reduce`). */
  get reducesMotion() { return this.#reducedMotionQuery.matches; }
  /** Whether the engine has loaded and drives the drawn dial (it is drawn, at rest, before). */
  get ready() { return Boolean(this.#mode?.engine) && !this.#pending; }

  get form() { return this.#internals.form; }
  /** The `<label>`s of the element, as an input's. Setting it sets the `labels` attribute (a
   *  string "a,b,c" or an array of labels): the choices of `mode="labels"`. */
  get labels() { return this.#internals.labels; }
  set labels(labels) {
    if (labels === null || labels === undefined) this.removeAttribute('labels');
    else this.setAttribute('labels', labelList(labels).join(','));
  }
  get type() { return this.localName; }
  get validity() { return this.#internals.validity; }
  get validationMessage() { return this.#internals.validationMessage; }
  get willValidate() { return this.#internals.willValidate; }
  checkValidity() { return this.#internals.checkValidity(); }
  reportValidity() { return this.#internals.reportValidity(); }
  /** A message makes the element invalid (`:invalid`, `validity.customError`); '' clears it. */
  setCustomValidity(message) {
    this.#customError = String(message ?? '');
    this.#validate();
  }

  /** When set to an array, every engine call of a spinning dial is appended to it (numbers as
   *  64-bit patterns), so the same input can be replayed on the native engine. */
  get trace() { return this.#trace; }
  set trace(array) {
    this.#trace = Array.isArray(array) ? array : null;
    this.#mode?.setTrace(this.#trace);
  }

  /** The rotation of a spinning dial, radians (0 for a range). */
  get rotation() { return this.#mode?.dial ? this.#mode.dial.rotation : 0; }

  formResetCallback() {
    this.#dirty = false;
    this.#waiting = [];  // the reset value replaces the input that waited for the engine
    this.#dropTyping();
    const initial = this.getAttribute('value');
    if (initial !== null) this.#setValue(initial, false);
    else if (this.#mode) { this.#valueText = null; this.#rebuild(true); }
  }

  formDisabledCallback() {
    this.#disabledState = this.#isDisabled();
    this.#render(true);
  }

  /** The browser restores a value it saved (going back to the page, autofill). */
  formStateRestoreCallback(state) {
    if (typeof state === 'string' && state !== '') this.value = state;
  }

  // ---- Settings, values and warnings ----------------------------------------------------------

  #isDisabled() { return this.hasAttribute('disabled') || this.matches(':disabled'); }

  /** Says `message` on the console, once for each element. */
  #warn(message) {
    if (this.#warned.has(message)) return;
    this.#warned.add(message);
    console.warn(`dial-picker: ${message}`);
  }

  /** Sets the value `text` names (a value that names none is ignored with a warning; one off the
   *  step is rounded onto it, with a warning); `dirty` when the page set it. */
  #setValue(text, dirty) {
    if (!this.#mode || this.#pending) {
      this.#waiting = [];
      this.#valueText = text;
      if (dirty) this.#dirty = true;
      return;
    }
    const parsed = this.#mode.parse(text);
    if (parsed === null || !parsed.inside) {
      const why = parsed === null ? `is not a valid ${this.#settings.mode} value here (see step)` : 'is outside min and max';
      this.#warn(`value '${text}' ${why}; kept ${this.#mode.value}`);
      return;
    }
    if (dirty) this.#dirty = true;
    // The value it has already (a page that writes back what `input` said): nothing changes,
    // the motion included.
    if (parsed.exact && this.#mode.text(parsed.value) === this.#mode.value) return;
    this.#waiting = [];  // a value set replaces the input that waited for the engine
    this.#dropTyping();
    this.#mode.setValue(parsed.value);
    this.#mode.empty = false;
    this.#stopFrames();
    if (!parsed.exact) this.#warn(`value '${text}' is not on the step of ${this.#settings.step} minutes; rounded to ${this.#mode.value}`);
    this.#committed = this.#shown = this.#mode.value;
    this.#render(true);
  }

  /** The checked settings of the attributes as they are now, read once after each change. */
  #currentSettings() {
    if (!this.#settingsRead || this.#settings === null) {
      this.#settings = readSettings(attributeTexts(this), this.#settings, (message) => this.#warn(message));
      this.#settingsRead = true;
    }
    return this.#settings;
  }

  /**
   * Makes the mode from the checked settings and draws it, the value kept where it still fits
   * (one now outside the bounds moves to the nearer one, with a warning).
   */
  #rebuild(fresh = false) {
    const native = this.#native;
    if (native) {
      // The native input's settings come first: until its module is in, the dial is neither
      // ready nor settled, and the input shows (through a slot) and submits as without script.
      this.#pending = true;
      if (!this.#root.firstChild) this.#root.append(document.createElement('slot'));
      loadNative().then((takeNativeInput) => {
        if (this.#native !== native) return;
        this.#native = null;
        // The element takes the settings it lacks from the input, and the value the user changed
        // it to unless the page set one; the input is hidden and left out of the form.
        const value = takeNativeInput?.(this, native) ?? null;
        if (value !== null && !this.#dirty) this.value = value;
        if (this.isConnected) this.#rebuild(fresh);
      });
      return;
    }
    const settings = this.#currentSettings();
    if (!canMake(settings.mode)) {
      // The mode's module comes first (a range's engine downloads meanwhile): the dial is made
      // when it is in, from the settings as they are then; until then it is neither ready nor
      // settled.
      this.#pending = true;
      engineOf(settings.mode);
      loadOtherModes().then(() => {
        // The settings only the module's modes use are read now, by its rules.
        this.#settingsRead = false;
        if (this.#pending && this.isConnected && canMake(this.#currentSettings().mode)) this.#rebuild(fresh);
      });
      return;
    }
    this.#pending = false;
    const previous = fresh ? null : (this.#valueText ?? (this.#mode ? this.#mode.value : this.getAttribute('value')));
    const { mode: made, words } = modeFromSettings(settings, {
      language: languageOf(this), strings: this.#strings, reducesMotion: this.reducesMotion, trace: this.#trace,
    });
    this.#stopFrames();
    this.#dropTyping();  // a text typed on the dial made again is not typed on this one
    this.#words = words;
    this.#mode?.destroy();
    this.#mode = made;
    const engine = engineOf(made.kind);
    if (engine.exports) made.attach(engine.exports);
    else if (!engine.failure) engine.loaded.then(() => this.#attach());
    this.#valueText = null;
    // A required dial given no value (or an empty one made again) is empty; another takes its default.
    if ((previous === null || previous === '') && this.hasAttribute('required')) made.clear();
    else if (previous !== null) restOnValue(made, previous, settings.step, (message) => this.#warn(message));
    this.#committed = this.#shown = made.value;
    this.#disabledState = this.#isDisabled();
    this.#draw();
    // The first size comes from the observer, after the layout the first paint needs anyway (a
    // measure here would lay the page out once more before it); a dial made again is measured.
    if (this.#sized) this.#measure();
    this.#render(true);
    if (!firstDrawMarked) {
      firstDrawMarked = true;
      performance.mark(FIRST_DRAW_MARK);
    }
    // Input that waited while the dial was made again (for its mode's module), the engine in.
    if (made.engine && this.#waiting.length > 0) this.#attach();
  }

  // ---- Building and drawing -------------------------------------------------------------------

  /** The flags the drawing shows: whether the thumbs take focus and how they are announced. */
  get #flags() { return { disabled: this.#disabledState, readOnly: this.hasAttribute('readonly') }; }

  /** Draws the mode at rest: takes over a server's drawing of it where that is the same drawing
   *  node for node (nothing drawn again, nothing moves), else draws it afresh (a server's drawing
   *  that differs is replaced, with a warning; the value is the element's either way). */
  #draw() {
    const tree = drawResting(this.#mode, this.#words, this.#flags, this.#settings.labelOrientation);
    const served = [...(this.#served?.children ?? [])].find((node) => node.localName === 'svg');
    this.#served = null;
    if (!served || !adoptTree(tree.root, served, PAGE_ATTRIBUTES)) {
      if (served) this.#warn('its drawing in the page is not the one it draws (another version, or edited); drawn afresh');
      // A drawing made here replaces a served <style> too: the adopted sheet styles it.
      this.#adoptStyle();
      const slot = document.createElement('slot');
      this.#root.replaceChildren(buildTree(tree.root, document), slot);
    }
    const nodes = nodesOnPage(tree);
    if (this.#mode.kind === 'spin') {
      // The ring turns by a paused animation of its TURN through one whole turn (a degree a
      // second) whose time is set every frame: an animation is no node, so a turning dial changes
      // nothing in the DOM in any engine (Firefox writes a transform list set in place back to
      // the `transform` attribute, a mutation a frame), and no style sheet changes either (a
      // style rule's transform set each frame tripled WebKitGTK's frame callback).
      // The style sheet turns each upright label back by the TURN it inherits, about its own
      // centre, in the same frame: one write a frame. (An animation of each label's own, its
      // time set with the ring's, took Firefox's frame callback from 80 to 140 µs.) The animation
      // is made at the ring's first move: at rest the drawing's own style turns it (drawResting),
      // so a dial drawn or taken over makes none until it turns.
      nodes.turn = null;
      nodes.drawnDegrees = ringDegrees(this.#mode);
    }
    nodes.thumbs.forEach((thumb, index) => {
      thumb.addEventListener('keydown', (event) => this.#key(event, index));
      // The focus leaving the thumb ends a text typed on it.
      thumb.addEventListener('blur', () => this.#endTyping());
      // Text an input method or dictation inserts, where the engine hands it to a focused slider
      // (Chromium sends `beforeinput` to a non-editable focus only while the page has a selection;
      // README.md's Typing says what no engine delivers).
      thumb.addEventListener('beforeinput', (event) => this.#inserted(event, index));
    });
    const root = nodes.root;
    root.addEventListener('pointerdown', (event) => this.#pointerDown(event));
    root.addEventListener('pointermove', (event) => this.#pointerMove(event));
    root.addEventListener('pointerup', (event) => this.#pointerUp(event));
    root.addEventListener('pointercancel', (event) => this.#pointerUp(event));
    root.addEventListener('lostpointercapture', (event) => this.#pointerUp(event));
    root.addEventListener('wheel', (event) => this.#wheel(event), { passive: false });
    this.#nodes = nodes;
    this.#shownKey = null;
    this.#name();
  }

  /** The size it is drawn at: the engine's rest tolerance is a quarter pixel at its radius, and
   *  below the smallest labelled size the dial draws its value alone. */
  #measure() {
    if (!this.#mode || !this.#nodes) return;
    const width = this.#nodes.root.getBoundingClientRect().width;
    if (width > 0) this.#mode.setScale(width / (2 * RADIUS));
    this.#nodes.root.classList.toggle('small-size', width < SMALLEST_LABELLED_SIZE);
  }

  /** The element's own label: `aria-label`, the text of the `aria-labelledby` elements, or of its
   *  `<label>`s; '' when it has none. */
  #label() {
    const own = this.getAttribute('aria-label');
    if (own?.trim()) return own.trim();
    const ids = this.getAttribute('aria-labelledby');
    const root = this.getRootNode();
    const texts = ids ? ids.split(/\s+/).map((id) => root.getElementById?.(id)?.textContent.trim()) : [...this.labels].map((label) => label.textContent.trim());
    return texts.filter(Boolean).join(' ');
  }

  /** Names each slider with the element's label and its own word: "Wake-up time, hour". */
  #name() {
    if (!this.#mode || !this.#nodes) return;
    showNames(this.#mode, this.#words, this.#nodes, this.#label(), ON_PAGE);
  }

  /** Moves what the engine moved (the ring, or the handles and the arc); when the shown value
   *  changed (or `full`), also the labels, the centre, the ARIA values and the form value. */
  #render(full = false) {
    const mode = this.#mode;
    const nodes = this.#nodes;
    if (!mode || !nodes) return;
    this.#move(mode, nodes);
    const key = mode.shownKey;
    if (key === this.#shownKey && !full) return;
    this.#shownKey = key;
    showValue(mode, nodes, this.#flags, ON_PAGE);
    this.#internals.setFormValue(mode.value);
    this.#validate();
  }

  /** What moves every frame: the ring's rotation, and its upright labels' with it (the time of
   *  its animation of a whole turn, in ms, is the angle in degrees: no node changes), or the
   *  range's handles and arc. */
  #move(mode, nodes) {
    if (mode.kind !== 'spin') { mode.showHandles(nodes, ON_PAGE); return; }
    const degrees = ringDegrees(mode);
    if (nodes.turn === null && degrees === nodes.drawnDegrees) return;
    nodes.turn ??= turning(nodes.ring);
    nodes.turn.currentTime = 1000 * degrees;
  }

  /** The form's validity: a message the page set, or a `required` dial with no value (valueMissing,
   *  as an empty `<input type=time required>`), makes it invalid. A dial with a value always holds
   *  one within its bounds and on its step. */
  #validate() {
    if (this.#customError) this.#internals.setValidity({ customError: true }, this.#customError);
    else if (this.#mode?.empty && this.hasAttribute('required')) this.#internals.setValidity({ valueMissing: true }, this.#words.strings.missing);
    else this.#internals.setValidity({});
  }

  /** `required` set or removed: a dial whose value is no one's (no `value` attribute, none set by
   *  the page or the user) is made again, empty with it or on its default without; else only its
   *  validity changes. */
  #required() {
    if (!this.#dirty && this.getAttribute('value') === null && this.#valueText === null) this.#rebuild(true);
    else this.#validate();
  }

  /** A user's action gives an empty dial its value: the one it is drawn at, from which the action
   *  moves it (`input` then fires, even where the action moves nothing). */
  #fill() {
    if (this.#mode?.empty) this.#mode.empty = false;
  }

  // ---- Time, motion and events ----------------------------------------------------------------

  /** The engine's time in seconds: performance.now(), never earlier than the last handed over
   *  (an animation frame's timestamp can be earlier than an input already handled). */
  #now() {
    this.#lastTime = Math.max(this.#lastTime, performance.now() / 1000);
    return this.#lastTime;
  }

  /** Fires a `tick` per detent crossed, `input` when the value changed and `change` at a rest on
   *  a new value; redraws; keeps the frames coming while anything moves. */
  #outcome(outcome) {
    if (outcome.ticks.length > 0) this.#tickOut(outcome.ticks[outcome.ticks.length - 1]);
    const key = this.#shownKey;
    this.#render();
    if (this.#shownKey !== key) this.#announce();
    if (this.#mode.settled) {
      this.#stopFrames();
      this.#commitAtRest();
    } else if (this.#frame === 0) {
      this.#frame = requestAnimationFrame(this.#tick);
    }
  }

  /** `change`, when the element is at rest (`settled`: no motion, and no typed text or input
   *  that waits) on a value other than the last rest's. A motion that comes to rest while a text
   *  is still typed after it (`23:00` set at once, `-07:00` typed on) waits for the text's end. */
  #commitAtRest() {
    if (!this.settled) return;
    const value = this.#mode.value;
    if (value === this.#committed) return;
    this.#committed = value;
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** A `tick` for `detent`, at most one a frame (for a sound or a vibration): the first of a
   *  frame goes at once, a later one waits for the next frame, and only the last detent crossed
   *  meanwhile is told. */
  #tickOut(detent) {
    if (this.#tickFrame !== 0) { this.#tickDue = detent; return; }
    this.dispatchEvent(new CustomEvent('tick', { detail: detent }));
    this.#tickFrame = requestAnimationFrame(() => {
      this.#tickFrame = 0;
      const due = this.#tickDue;
      this.#tickDue = null;
      if (due !== null) this.#tickOut(due);
    });
  }

  /** At rest: a frame asked for while it moved (or was held) is not wanted. */
  #stopFrames() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /** `input`, when the value is not the one it last announced. */
  #announce() {
    const value = this.#mode.value;
    if (value === this.#shown) return;
    this.#shown = value;
    this.#dirty = true;
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  /** An animation frame of a motion. A frame that reports nothing (most of a coast) has neither
   *  moved the shown value nor come to rest: it only moves the drawing and asks for the next. */
  #tick = () => {
    this.#frame = 0;
    const mode = this.#mode;
    if (!mode) return;
    const outcome = mode.advance(this.#now());
    if (outcome !== NOTHING) { this.#outcome(outcome); return; }
    this.#move(mode, this.#nodes);
    this.#frame = requestAnimationFrame(this.#tick);
  };

  /** Whether the user's input is refused: disabled or read-only. */
  get #refusesInput() { return this.#disabledState || this.hasAttribute('readonly'); }

  /** Runs a user's action on the mode at this moment's time, unless the element is disabled or
   *  read-only, then or when it runs; before the engine is in, once it is. A release (`ends`)
   *  always runs, so that nothing stays held. An action but a release fills an empty dial
   *  (`fills`), before it runs. */
  #act(action, { pointer = false, ends = false, fills = !ends } = {}) {
    if (!this.#mode || (!ends && this.#refusesInput)) return;
    const time = this.#now();
    this.#whenLive(() => {
      if (!this.#mode || (!ends && this.#refusesInput)) return;
      if (fills) this.#fill();
      try {
        this.#outcome(action(this.#mode, time));
      } catch (error) {
        this.#warn(error.message);
      }
    }, pointer);
  }

  /** `action` for the thumb `index`, on the mode that is there when it runs (a mode made again
   *  may have fewer thumbs: then nothing); `fills` as #act's. */
  #actOnThumb(index, action, fills = true) {
    this.#act((mode, time) => (index < mode.thumbs.length ? action(mode, time) : NOTHING), { fills });
  }

  /** The same time in the morning or the afternoon (the AM/PM control, the keys `a` and `p`). */
  #setPeriod(afternoon) {
    if (!this.#mode || this.#refusesInput) return;
    this.#whenLive(() => {
      if (!this.#mode || this.#refusesInput) return;
      if (this.#mode.periodRefused(afternoon)) {
        this.#warn(`${this.#words.periods[afternoon ? 1 : 0]} would leave min and max; kept ${this.#mode.value}`);
        return;
      }
      const filled = this.#mode.empty;
      this.#fill();
      if (!this.#mode.setPeriod(afternoon) && !filled) return;
      this.#shownKey = null;
      this.#outcome({ ticks: [], settled: true });
    });
  }

  // ---- Input ----------------------------------------------------------------------------------

  /** The pointer's position in the dial's box (0–300 across, whatever the CSS size). */
  #local(event) {
    const box = this.#nodes.root.getBoundingClientRect();
    return [(event.clientX - box.left) * 2 * RADIUS / box.width, (event.clientY - box.top) * 2 * RADIUS / box.height];
  }

  #pointerDown(event) {
    if (!this.#mode || this.#disabledState || this.#pointer !== null || event.button !== 0) return;
    const period = event.target.closest?.('[data-period]');
    if (period) {
      event.preventDefault();
      this.#setPeriod(period.dataset.period === 'pm');
      return;
    }
    const [x, y] = this.#local(event);
    // A press focuses the thumb it lands on at once (before the engine, a range's nearer
    // handle), with no focus ring until a key.
    for (const node of this.#nodes.thumbs) node.classList.remove('keyed');
    this.#nodes.thumbs[this.#mode.thumbAt(x, y)]?.focus({ preventScroll: true, focusVisible: false });
    event.preventDefault();
    if (this.hasAttribute('readonly')) return;
    this.#nodes.root.setPointerCapture(event.pointerId);
    this.#pointer = event.pointerId;
    this.#act((mode, time) => mode.pointerDown(x, y, time), { pointer: true });
  }

  #pointerMove(event) {
    if (event.pointerId !== this.#pointer) return;
    const [x, y] = this.#local(event);
    this.#act((mode, time) => mode.pointerMove(x, y, time), { pointer: true });
  }

  /** A release always reaches the mode, disabled or read-only since the press or not: a drag
   *  left held would ask for frames for ever and never come to rest. */
  #pointerUp(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    this.#act((mode, time) => mode.pointerUp(time), { pointer: true, ends: true });
  }

  /** The wheel turns the focused thumb; over an element without focus it scrolls the page. Its
   *  deltas add up (pixels, lines, pages), and each notch's worth (WHEEL_NOTCH) is one step: a
   *  trackpad's many small deltas turn it as far as a mouse's notches of the same distance. A
   *  turn the other way starts the sum afresh. */
  #wheel(event) {
    const focused = this.#nodes.thumbs.indexOf(this.#root.activeElement);
    if (!this.#mode || this.#disabledState || focused < 0 || event.deltaY === 0) return;
    event.preventDefault();
    const pixels = event.deltaY * (event.deltaMode === 1 ? WHEEL_LINE : event.deltaMode === 2 ? WHEEL_PAGE : 1);
    if (Math.sign(pixels) !== Math.sign(this.#wheelRest)) this.#wheelRest = 0;
    this.#wheelRest += pixels;
    // A little under a notch counts as one: three lines of 33.3 px are a whole notch.
    const notches = Math.trunc((this.#wheelRest + Math.sign(pixels) * 1e-6) / WHEEL_NOTCH);
    if (notches === 0) return;
    this.#wheelRest -= notches * WHEEL_NOTCH;
    this.#actOnThumb(focused, (mode, time) => mode.wheel(focused, notches, time));
  }

  #key(event, index) {
    // A key an input method composes with is the input method's, not the dial's.
    if (isComposing(event)) return;
    // A key shows the focus ring even where a press focused the thumb without one: WebKit
    // shows it then by itself, Chromium and Firefox do not.
    this.#nodes.thumbs[index].classList.add('keyed');
    const keys = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 'page+', PageDown: 'page-', Home: 'home', End: 'end' };
    const key = keys[event.key];
    if (key !== undefined) {
      event.preventDefault();
      // After the characters typed before it, where they wait for the typing's module.
      const step = () => {
        this.#typing?.drop();
        this.#actOnThumb(index, (mode, time) => mode.key(index, key, time));
      };
      if (this.#typingWaits.length > 0) this.#typingWaits.push(step);
      else step();
      return;
    }
    if (event.key === 'Enter' && !this.#typingDone) {
      event.preventDefault();
      this.#endTyping();
      return;
    }
    if (!typesCharacter(event)) return;
    event.preventDefault();
    this.#type(index, event.key);
  }

  /** Text inserted on thumb `index` (`beforeinput` of `insertText`): typed, as its keys would
   *  be, where every character is one a key types. */
  #inserted(event, index) {
    const text = event.data ?? '';
    if (event.inputType !== 'insertText' || text === '' || ![...text].every((c) => typesCharacter({ key: c }))) return;
    event.preventDefault();
    this.#type(index, text);
  }

  /** Whether no text typed waits to set its value (none is being typed, no key waits for the
   *  typing's module). */
  get #typingDone() { return this.#typingWaits.length === 0 && (this.#typing?.done ?? true); }

  /** Runs `run` on the text being typed (a TypedText): now, or in order with the keys before it
   *  once the typing's module is in (nothing, when it did not load). */
  #withTyping(run) {
    if (TypedText) this.#typing ??= this.#typedTextOfMode();
    if (this.#typing && this.#typingWaits.length === 0) { run(this.#typing); return; }
    this.#typingWaits.push(() => run(this.#typing));
    if (this.#typingWaits.length > 1) return;
    loadTyping().then(() => {
      const waits = this.#typingWaits;
      this.#typingWaits = [];
      if (!TypedText) return;
      this.#typing ??= this.#typedTextOfMode();
      for (const waiting of waits) waiting();
    });
  }

  /** The element's TypedText: it types on the mode in use, sets the value on a thumb through
   *  #actOnThumb, and only a text that names a value fills an empty dial. */
  #typedTextOfMode() {
    return new TypedText({
      mode: () => this.#mode,
      read: (text) => this.#typedText(text),
      setPeriod: (afternoon) => this.#setPeriod(afternoon),
      set: (thumb, text) => {
        this.#actOnThumb(thumb, (mode, time) => {
          const outcome = mode.typed(thumb, text, time);
          if (outcome === null) return NOTHING;
          this.#fill();
          return outcome;
        }, false);
        // The text is done, whatever it set (or the dial refused): a rest it held back is one now.
        this.#commitAtRest();
      },
    });
  }

  /**
   * `text` typed on thumb `index`: dial-typing.js's TypedText adds it to the text being typed,
   * which sets the value at once when it reads as a whole value that no longer is the start of a
   * longer one, else at its end (a pause, Enter, the focus leaving); a list of labels moves at
   * each key; with nothing typed, `a` and `p` set the half of the day.
   */
  #type(index, text) {
    const types = () => this.#mode && !this.#refusesInput;
    // A dial that is gone or refuses input by the time the typing's module is in types nothing.
    if (types()) this.#withTyping((typing) => { if (types()) typing.type(index, text); });
  }

  /** The text typed as the mode reads it: a time or a duration in Latin digits, whether typed in
   *  those or in the language's ("٧٣٠"); a label as it is. */
  #typedText(text) { return this.#settings.mode === 'labels' ? text : this.#words.latin(text); }

  /** The end of a text (the pause, Enter, the focus leaving the thumb): one not yet set sets what
   *  it names. */
  #endTyping() {
    if (!this.#typingDone) this.#withTyping((typing) => typing.end());
  }

  /** Forgets the text being typed, and the keys that wait for its module, without setting
   *  anything (a value the page set, the dial made again). */
  #dropTyping() {
    this.#typingWaits = [];
    this.#typing?.drop();
  }
}

for (const [property, [attribute, kind, fallback = null]] of Object.entries(REFLECTED)) {
  Object.defineProperty(DialPicker.prototype, property, {
    configurable: true,
    get() {
      if (kind === 'boolean') return this.hasAttribute(attribute);
      const text = this.getAttribute(attribute);
      return text === null ? fallback : kind === 'number' ? Number(text) : text;
    },
    set(value) {
      if (kind === 'boolean') this.toggleAttribute(attribute, Boolean(value));
      else if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

// One definition: a second copy of the module (another URL, another version) leaves the name to
// the first and says so once.
const holder = customElements.get('dial-picker');
if (holder === undefined) customElements.define('dial-picker', DialPicker);
else console.warn(`dial-picker: the name is defined already (version ${holder.version ?? 'unknown'}); this copy (version ${version}, ${import.meta.url}) is not used`);
