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

/** Whether a keydown is one an input method is composing with (`isComposing`, or the key
 *  `Process`, code 229, that engines send for it): its text is the input method's, no key of the
 *  dial's. */
export const isComposing = (event) => event.isComposing || event.key === 'Process' || event.keyCode === 229;

/** Whether a key event types a character into the text: one printable character of a value's
 *  grammar or a label, with no modifier. */
export const typesCharacter = (event) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
  && /[\p{L}\p{N}:.+\-]/u.test(event.key);
