// When text typed on a <dial-picker>'s thumb sets the value. The text is read with the mode's own
// grammar (its `typed`: parseTypedTime, parseRange, parseDuration… of dial-values.js, the forms
// the terminal front reads), never a second one; this file only says when the text is done.
//
// The rule, the same in every mode that types a value (a time, hours, minutes, a duration, a
// range): a text changes the value once, when it is done —
// - at once, when it reads as a whole value that no longer is the start of a longer one
//   (`2130`, `7:15pm`, `23:00-07:00`, `1h30m`);
// - else at the end of the typing: a pause of TYPING_PAUSE, Enter, or the focus leaving the
//   thumb. Then a text that reads as a whole value (`19`, `7:15`, `2h`, `23:00` on a range
//   handle, which `-07:00` could still have followed) sets it; one that does not changes nothing.
// A text still being typed fires no `input`: the value never passes through a time that is only
// the start of the one typed (`2` of `2130`, `23:00` of `23:00-07:00`). A list of labels is no
// value typed but a search, as a <select>'s type-ahead: each key moves to the first label that
// begins with the text at once.
//
// The element imports this module at the first character typed on any of its dials (a page whose
// dials are never typed on never loads it); it imports nothing.

/** The longest pause between the keys of one text, in ms (the terminal front's too). */
export const TYPING_PAUSE = 1000;

/** The characters a value's text may go on with (the grammars' digits, separators and letters:
 *  `7:15pm`, `22:30-06:45`, `22:30+8h15m`, `1.5h`). */
const FOLLOWERS = '0123456789:.-+hmap';
/** The most characters looked ahead: a whole value that a longer one extends by no more than
 *  three (`22:30+8h` by `15m`, `19` by `:30`, `7` by `p`) is still being typed. */
const LOOKAHEAD = 3;

/**
 * Whether `text` is the start of a longer text that `reads` takes as a value, with up to
 * LOOKAHEAD more characters of FOLLOWERS.
 * - Complexity: at most 18 + 18² + 18³ (6,174) calls of `reads`, each a few regular expressions.
 */
export function goesOn(text, reads) {
  const search = (prefix, depth) => {
    for (const next of FOLLOWERS) {
      const longer = prefix + next;
      if (reads(longer) || (depth > 1 && search(longer, depth - 1))) return true;
    }
    return false;
  };
  return search(text, LOOKAHEAD);
}

/**
 * The text being typed on one element's thumbs, and when it sets the value. `host` is the
 * element's side: `mode()`, the mode in use; `read(text)`, the text as the mode reads it (Latin
 * digits); `set(thumb, text)`, which sets the value the text names on the thumb (nothing when it
 * names none); `setPeriod(afternoon)`, the AM/PM control.
 */
export class TypedText {
  constructor(host) {
    this.host = host;
    this.buffer = '';
    this.thumb = 0;
    this.timer = 0;
    /** Whether the text has set its value (or nothing is being typed). */
    this.done = true;
  }

  /**
   * `text` typed on thumb `index`, added to the text being typed; sets the value by the rule above.
   * With nothing typed, `a` and `p` set the half of the day on a face with an AM/PM control.
   */
  type(index, text) {
    const mode = this.host.mode();
    const lower = text.toLowerCase();
    if (this.buffer === '' && mode.withPeriod && (lower === 'a' || lower === 'p')) {
      this.host.setPeriod(lower === 'p');
      return;
    }
    if (this.thumb !== index) this.end();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.end(), TYPING_PAUSE);
    this.buffer += text;
    this.thumb = index;
    this.done = false;
    const buffer = this.host.read(this.buffer);
    const reads = (typed) => index < mode.thumbs.length && mode.typedTarget(index, typed) !== null;
    if (mode.typesAhead || (reads(buffer) && !goesOn(buffer, reads))) this.set();
  }

  /** The text typed sets the value it names, once. */
  set() {
    if (this.done) return;
    this.done = true;
    this.host.set(this.thumb, this.host.read(this.buffer));
  }

  /** The end of a text (the pause, Enter, the focus leaving the thumb): one not yet set sets what
   *  it names; the next key starts a new one. */
  end() {
    this.set();
    this.drop();
  }

  /** Forgets the text being typed without setting anything (a step key, a value the page set). */
  drop() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.buffer = '';
    this.done = true;
  }
}
