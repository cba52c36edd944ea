// The style sheet of <dial-picker>'s shadow root: the element adopts it, and a server's drawing
// carries it in a <style>, so the dial looks the same before its script as after.

import { RADIUS, HANDLE_RADIUS } from './dial-modes.js';
import { CENTRE_FONT, TURN } from './dial-shown.js';
import { PERIOD_GROWTH } from './dial-face.js';

export const STYLE = `
:host { display: inline-block; width: 300px; aspect-ratio: 1; touch-action: none; user-select: none;
  -webkit-user-select: none; --dial-accent: #0a66d8; --dial-face: #f4f5f7; --dial-text: #1b1d21;
  --dial-arc: color-mix(in srgb, var(--dial-accent) 30%, transparent); --dial-font: system-ui, sans-serif; }
@media (prefers-color-scheme: dark) {
  :host { --dial-accent: #5aa2ff; --dial-face: #24262b; --dial-text: #eceef2; }
}
:host([disabled]) { opacity: 0.5; }
svg { width: 100%; height: 100%; display: block; overflow: visible; cursor: grab; direction: ltr; }
:host([disabled]) svg, :host([readonly]) svg { cursor: default; }
text { font-family: var(--dial-font); text-anchor: middle; dominant-baseline: central; fill: var(--dial-text); }
.face { fill: var(--dial-face); stroke: color-mix(in srgb, var(--dial-text) 15%, transparent); }
.label { font-size: 17px; font-weight: 500; }
.selected { fill: var(--dial-accent); font-weight: 700; opacity: 1; }
.muted { opacity: 0.35; }
.hour { font-size: 13px; opacity: 0.75; }
.pointer { fill: var(--dial-accent); }
.large { font-size: ${CENTRE_FONT.plain}px; font-weight: 600; }
.with-hours .large { font-size: ${CENTRE_FONT.withHours}px; }
.small { font-size: 14px; opacity: 0.7; }
.period { cursor: pointer; }
.period rect { fill: transparent; stroke: color-mix(in srgb, var(--dial-text) 25%, transparent); }
.period text { font-size: 14px; }
.period.selected rect { fill: var(--dial-accent); stroke: var(--dial-accent); }
.period.selected text { fill: var(--dial-face); font-weight: 600; }
.labels { ${TURN}: 0deg; transform-origin: ${RADIUS}px ${RADIUS}px; transform: rotate(var(${TURN})); }
.upright > .label { transform: rotate(calc(-1 * var(${TURN}))); }
.arc { fill: none; stroke: var(--dial-arc); stroke-width: ${2 * HANDLE_RADIUS - 8}px; stroke-linecap: round; }
.thumb { fill: transparent; stroke: none; outline: none; }
.thumb.handle { fill: var(--dial-accent); stroke: var(--dial-face); stroke-width: 3px; }
.thumb:focus-visible, .thumb.keyed:focus { stroke: var(--dial-accent); stroke-width: 3px; stroke-dasharray: 4 3; }
.thumb.handle:focus-visible, .thumb.handle.keyed:focus { stroke: var(--dial-text); stroke-dasharray: none; }
.small-size .labels, .small-size .hours, .small-size .pointer { display: none; }
.small-size .period { transform: scale(${PERIOD_GROWTH}); }
:host { position: relative; }
::slotted(input), ::slotted(select) { position: absolute; left: 50%; top: 78%; transform: translate(-50%, -50%); max-width: 90%; }
@media (forced-colors: active) {
  :host { --dial-accent: Highlight; --dial-face: Canvas; --dial-text: CanvasText; --dial-arc: Highlight; }
  svg { forced-color-adjust: none; }
  .face { stroke: CanvasText; stroke-width: 2px; }
  .selected { fill: Highlight; }
  .period rect { stroke: ButtonText; }
  .period.selected rect { fill: Highlight; stroke: Highlight; }
  .period.selected text { fill: HighlightText; }
  .thumb:focus-visible, .thumb.handle:focus-visible, .thumb.keyed:focus, .thumb.handle.keyed:focus { stroke: ButtonText; }
}
`;
