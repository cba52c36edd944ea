// Types of dial-render.js, the server render of <dial-picker> (the package's "dial-picker/render").

/** The element's attributes: each a string, or `true` for a boolean one that is present
 *  (`disabled`); `false`, `null` and `undefined` are absent. */
export type DialPickerAttributes = Record<string, string | boolean | null | undefined>;

export interface RenderOptions {
  /** The page's language, for an element without `lang` ('en' without one): a server cannot
   *  ask the browser's, so give `lang` where the hour cycle matters. */
  language?: string;
  /** Says each warning about a bad attribute, once (console.warn without one). */
  warn?: (message: string) => void;
}

export interface ElementRenderOptions extends RenderOptions {
  /** Markup inside the element after its shadow root: the native input a page without script
   *  shows and submits (`<input type="time" name="wake" value="07:30">`). */
  content?: string;
}

/** `<template shadowrootmode="open">…</template>`: the style sheet, the dial drawn at rest as the
 *  element first draws it, and the slot for a native input. Never throws for attributes. */
export function renderShadowRoot(attributes?: DialPickerAttributes, options?: RenderOptions): string;

/** The whole element: `<dial-picker …>`, its shadow root, `content`, `</dial-picker>`. */
export function renderDialPicker(attributes?: DialPickerAttributes, options?: ElementRenderOptions): string;

/** The version of Dial this render belongs to (the element's `DialPicker.version`). */
export const version: string;
