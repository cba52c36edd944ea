// Types of dial-values.js (the package's `dial-picker/values`): the value strings of
// <dial-picker>, as its `value` reads and writes them and the terminal front prints them, for a
// page's code or a server. Pure functions: a parse returns null for text it does not accept.

/** "HH:MM" (24-hour) of minutes since midnight. */
export declare function formatTime(minutes: number): string;
/** Minutes since midnight of "H:MM" or "HH:MM", or null. */
export declare function parseTime(text: string): number | null;
/** "1h30m" of minutes. */
export declare function formatDuration(minutes: number): string;
/** Minutes of "1h30m", "90m", "1:30", "1.5h" (at most 9999h), or null. */
export declare function parseDuration(text: string): number | null;
/** "22:30-06:45" of a start and a span in minutes ("22:30+24h" for a whole day). */
export declare function formatRange(start: number, span: number): string;
/** The start and span in minutes of "22:30-06:45" or "22:30+8h15m", or null. */
export declare function parseRange(text: string): { start: number; span: number } | null;
/** "HH" (00–23) of an hour. */
export declare function formatHour(hour: number): string;
/** The hour of "H" or "HH" (0–23), or null. */
export declare function parseHour(text: string): number | null;
/** "MM" (00–59) of a minute. */
export declare function formatMinute(minute: number): string;
/** The minute of "M" or "MM" (0–59), or null. */
export declare function parseMinute(text: string): number | null;
/** Minutes since midnight of a typed time: "7", "19", "1930", "7:15", "7p", "7:15pm", "12a", or null. */
export declare function parseTypedTime(text: string): number | null;
/** The longest duration in minutes: 9999 hours. */
export declare const MAX_DURATION: number;
