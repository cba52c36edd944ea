// The native input a <dial-picker> may wrap for a page without script: `<input type="time">`, a
// text input (a duration, a range, a time), or a `<select>` (labels). Without the element's
// script it is what the page shows and submits; once the element is defined, the element takes
// its settings from it, and it is hidden and left out of the form (the form gets one field).
//
// The element imports this module when it first finds such an input inside (a page whose pickers
// wrap none never loads it); it imports nothing.

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

/**
 * Takes the native `input` inside `element` over: the element gets each attribute of
 * nativeSettings that it lacks, and the input is hidden and left out of the form, where the
 * element is the one field (the input's own value is left). Returns the value the user or the
 * browser changed the input to (nativeSettings's `value`), for the element to take unless the
 * page set one.
 */
export function takeNativeInput(element, input) {
  const { attributes, value } = nativeSettings(input);
  for (const [name, text] of Object.entries(attributes)) if (!element.hasAttribute(name)) element.setAttribute(name, text);
  input.hidden = true;
  input.disabled = true;
  return value;
}
