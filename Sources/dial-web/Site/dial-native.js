// The native input a <dial-picker> may wrap for a page without script: `<input type="time">`, a
// text input (a duration, a range, a time), or a `<select>` (labels). Without the element's
// script it is what the page shows and submits; once the element is defined, the element takes
// its settings from it, and it is hidden and left out of the form (the form gets one field).

/** The native input a picker wraps (its first child that is an input or a select), or null. */
export function nativeInputOf(element) {
  return element.querySelector(':scope > input, :scope > select');
}

/**
 * The element's attributes `input` gives: {name: text} for those it has (`name`, `value` its
 * default value, `min`, `max`, `step`, `required`, `disabled`, and the mode and labels its kind
 * names: `time` for `<input type="time">`, whose step is in seconds and becomes minutes, `labels`
 * from a select's options), and `value`, what it holds now when the user or the browser changed
 * it from its default (else null).
 */
export function nativeSettings(input) {
  const attributes = {};
  const copy = (name, text = input.getAttribute(name)) => { if (text !== null) attributes[name] = text; };
  for (const name of ['name', 'min', 'max', 'required', 'disabled']) copy(name);
  const select = input.localName === 'select';
  if (select) {
    const values = [...input.options].map((option) => option.value);
    copy('mode', 'labels');
    copy('labels', values.join(','));
    copy('value', [...input.options].find((option) => option.defaultSelected)?.value ?? values[0] ?? null);
  } else {
    copy('value');
    if (input.type === 'time') {
      copy('mode', 'time');
      const seconds = input.getAttribute('step');
      // The element's step is in minutes; a step of seconds that is no whole minute is said as it is.
      copy('step', seconds === null ? null : Number(seconds) % 60 === 0 ? String(Number(seconds) / 60) : seconds);
    } else {
      copy('step');
    }
  }
  const now = input.value;
  return { attributes, value: now !== (attributes.value ?? '') ? now : null };
}
