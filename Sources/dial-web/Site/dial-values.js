// The value strings of <dial-picker>, the same the terminal front prints, and the times a user
// types. Pure functions: a parse returns null for text it does not accept. A module of its own
// for a page's code or a server (the web package's `dial-picker/values`, dial-values.d.ts); the
// element's module joins what a time uses, the other modes' module what they use.

const MINUTES_PER_DAY = 1440;
/** The longest duration: 9999 hours. */
export const MAX_DURATION = 9999 * 60;

const two = (number) => String(number).padStart(2, '0');

/** "HH:MM" (24-hour) of minutes since midnight. */
export function formatTime(minutes) {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${two(Math.floor(wrapped / 60))}:${two(wrapped % 60)}`;
}

/** Minutes since midnight of "H:MM" or "HH:MM" (0:00–23:59), or null. */
export function parseTime(text) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(String(text).trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** "1h30m" of minutes: hours and minutes, a zero part left out ("2h", "45m", "0m"). */
export function formatDuration(minutes) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h${rest}m`;
}

/**
 * Minutes of a duration as the terminal front reads it: "1h30m", "2h", "90m", "90", "1:30",
 * "1.5h"; after an "h" the minutes are 0–59. Null for anything else or past 9999h.
 */
export function parseDuration(text) {
  const trimmed = String(text).trim();
  let minutes = null;
  let match;
  if ((match = /^(\d+)h(?:(\d+)m)?$/.exec(trimmed))) {
    const rest = match[2] === undefined ? 0 : Number(match[2]);
    if (rest < 60) minutes = Number(match[1]) * 60 + rest;
  } else if ((match = /^(\d+)m?$/.exec(trimmed))) {
    minutes = Number(match[1]);
  } else if ((match = /^(\d+):(\d{2})$/.exec(trimmed))) {
    if (Number(match[2]) < 60) minutes = Number(match[1]) * 60 + Number(match[2]);
  } else if ((match = /^(\d+(?:\.\d+)?)h$/.exec(trimmed))) {
    const exact = Number(match[1]) * 60;
    if (Number.isInteger(Math.round(exact * 1e6) / 1e6)) minutes = Math.round(exact);
  }
  return minutes !== null && minutes <= MAX_DURATION ? minutes : null;
}

/** "22:30-06:45", or "22:30+24h" for a whole day. */
export function formatRange(start, span) {
  return span === MINUTES_PER_DAY ? `${formatTime(start)}+24h` : `${formatTime(start)}-${formatTime(start + span)}`;
}

/** {start, span} of "22:30-06:45" (an end before the start crosses midnight, equal ends are a
 *  span of 0) or "22:30+8h15m" (a span up to 24h), or null. */
export function parseRange(text) {
  const trimmed = String(text).trim();
  let match = /^([^-+]+)-([^-+]+)$/.exec(trimmed);
  if (match) {
    const start = parseTime(match[1]);
    const end = parseTime(match[2]);
    if (start === null || end === null) return null;
    return { start, span: (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY };
  }
  match = /^([^-+]+)\+(.+)$/.exec(trimmed);
  if (match) {
    const start = parseTime(match[1]);
    const span = parseDuration(match[2]);
    if (start === null || span === null || span > MINUTES_PER_DAY) return null;
    return { start, span };
  }
  return null;
}

/** "HH" (00–23) of an hour. */
export const formatHour = (hour) => two(hour);
/** The hour of "H" or "HH" (0–23), or null. */
export function parseHour(text) {
  const match = /^(\d{1,2})$/.exec(String(text).trim());
  return match && Number(match[1]) < 24 ? Number(match[1]) : null;
}

/** "MM" (00–59) of a minute. */
export const formatMinute = (minute) => two(minute);
/** The minute of "M" or "MM" (0–59), or null. */
export function parseMinute(text) {
  const match = /^(\d{1,2})$/.exec(String(text).trim());
  return match && Number(match[1]) < 60 ? Number(match[1]) : null;
}

/**
 * Minutes since midnight of a typed time: "7", "19", "1930", "7:15" (24-hour), or with a half of
 * the day "7p", "7:15pm", "12a" (00:00), "12p" (12:00), hours 1–12 then; null for anything else.
 */
export function parseTypedTime(text) {
  const match = /^(\d{1,2})(?::?(\d{2}))?\s*(?:([ap])m?)?$/i.exec(String(text).trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  if (minute > 59) return null;
  if (match[3] !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (match[3].toLowerCase() === 'p' ? 12 : 0);
  }
  return hour < 24 ? hour * 60 + minute : null;
}
