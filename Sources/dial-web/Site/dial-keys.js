// Which keys on a <dial-picker>'s thumb type text (dial-typing.js says what the text does): the
// element asks at each key, before the typing's module is in, whether to take the key.

/** Whether a keydown is one an input method is composing with (`isComposing`, or the key
 *  `Process`, code 229, that engines send for it): its text is the input method's, no key of the
 *  dial's. */
export const isComposing = (event) => event.isComposing || event.key === 'Process' || event.keyCode === 229;

/** Whether a key event types a character into the text: one printable character of a value's
 *  grammar or a label, with no modifier. */
export const typesCharacter = (event) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
  && /[\p{L}\p{N}:.+\-]/u.test(event.key);
