import { OFFICE_TIME_ZONE } from './locale.mjs';

/**
 * Video-call viewings (docs/decisions/0033): the visitor picks a day, a time window and their own time
 * zone. A window is a range of whole hours in the visitor's zone; the API turns the three into two
 * instants, which the back office and the e-mail show in the office's zone and the visitor's.
 */
export const VIDEO_CALL_WINDOWS = {
  morning: [9, 12],
  afternoon: [12, 17],
  evening: [17, 20],
} as const satisfies Record<string, readonly [number, number]>;
export type VideoCallWindow = keyof typeof VIDEO_CALL_WINDOWS;

/** Longest IANA zone name accepted (the longest real one is 30 characters). */
export const MAX_TIME_ZONE_LENGTH = 64;
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** Whether `zone` is a time zone this runtime knows (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > MAX_TIME_ZONE_LENGTH || !ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks in `zone` show `hour`:00 on `date` (YYYY-MM-DD): the wall time less
 * the zone's offset, taken again at the first guess so that a date across a clock change gets its own
 * offset. (An hour skipped or repeated by a clock change lands within an hour of it.)
 */
export function zonedInstant(date: string, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  const guess = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(guess, zone));
}

/** When a video call asked for on `date` in `window`, in the visitor's `zone`, starts and ends. */
export function videoCallSlot(date: string, window: VideoCallWindow, zone: string): { start: Date; end: Date } {
  const [from, to] = VIDEO_CALL_WINDOWS[window];
  return { start: zonedInstant(date, from, zone), end: zonedInstant(date, to, zone) };
}

/** A zone's name as people say it: its city (Europe/Berlin: Berlin, America/New_York: New York). */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

export interface SlotInZone {
  /** The start's day, e.g. "Thu 3 Dec" in English. */
  day: string;
  /** The start's and the end's time, 24-hour ("10:00"). */
  from: string;
  to: string;
  city: string;
}

/** A call's start and end as the clocks of `zone` show them, in `locale`. */
export function slotInZone(start: Date, end: Date, zone: string, locale = 'en-GB'): SlotInZone {
  const day = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    day: day.format(start).replace(/,/g, ''),
    from: time.format(start),
    to: time.format(end),
    city: zoneCity(zone),
  };
}

/**
 * A video call in English, in the office's zone then the visitor's, e.g.
 * "Thu 3 Dec, 10:00–13:00 Cairo (09:00–12:00 Berlin, visitor's time)". The visitor's day is named when
 * it is not the office's.
 */
export function describeVideoCall(start: Date, end: Date, visitorZone: string, officeZone = OFFICE_TIME_ZONE): string {
  const office = slotInZone(start, end, officeZone);
  const visitor = slotInZone(start, end, visitorZone);
  const head = `${office.day}, ${office.from}–${office.to} ${office.city}`;
  if (visitor.day === office.day && visitor.from === office.from && visitor.to === office.to) {
    return `${head} (also the visitor's time, ${visitorZone})`;
  }
  const visitorDay = visitor.day === office.day ? '' : `${visitor.day}, `;
  return `${head} (${visitorDay}${visitor.from}–${visitor.to} ${visitor.city}, visitor's time)`;
}
