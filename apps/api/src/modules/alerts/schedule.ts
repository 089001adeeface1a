import {
  ALERT_SEND_HOUR,
  type AlertFrequency,
  OFFICE_TIME_ZONE,
  WEEKLY_ALERT_WEEKDAY,
  addDays,
  officeToday,
} from '@app/shared';

/*
 * When daily and weekly alerts are due (docs/decisions/0060-alert-runner.md): at ALERT_SEND_HOUR office time
 * (Africa/Cairo), daily, or on WEEKLY_ALERT_WEEKDAY. Pure functions of the clock: the runner asks for the
 * latest slot at or before now and sends every search whose last slot handled is older. Computed from the
 * office's wall clock through Intl, so a change of summer time moves the instant, never the local hour.
 */

/** The zone's offset from UTC at `instant`, in milliseconds (Cairo: +2 h in winter, +3 h in summer). */
export function zoneOffsetMs(instant: Date, timeZone: string = OFFICE_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the office's clock shows `hour`:00 on `date` (YYYY-MM-DD). An hour that a change
 * of summer time skips is taken an hour later, as clocks then read it.
 */
export function officeTime(date: string, hour: number, timeZone: string = OFFICE_TIME_ZONE): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  // Two passes: the offset at the first guess may differ from the offset at the answer across a change.
  let guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The latest daily slot (ALERT_SEND_HOUR office time) at or before `now`. */
export function latestDailySlot(now: Date): Date {
  const today = officeToday(now);
  const slot = officeTime(today, ALERT_SEND_HOUR);
  return slot <= now ? slot : officeTime(addDays(today, -1), ALERT_SEND_HOUR);
}

/** The latest weekly slot (WEEKLY_ALERT_WEEKDAY at ALERT_SEND_HOUR office time) at or before `now`. */
export function latestWeeklySlot(now: Date): Date {
  const today = officeToday(now);
  const back = (weekdayOf(today) - WEEKLY_ALERT_WEEKDAY + 7) % 7;
  const day = addDays(today, -back);
  const slot = officeTime(day, ALERT_SEND_HOUR);
  return slot <= now ? slot : officeTime(addDays(day, -7), ALERT_SEND_HOUR);
}

/**
 * The slot a search of this frequency is sent for at `now`: due when the last one it handled
 * (last_digest_at, else its confirmation) is older. Instant searches have no slot: every run sends them.
 */
export function latestSlot(frequency: Exclude<AlertFrequency, 'instant'>, now: Date): Date {
  return frequency === 'daily' ? latestDailySlot(now) : latestWeeklySlot(now);
}

/** Whether a daily or weekly search whose last handled slot (or confirmation) was `since` is due at `now`. */
export function digestDue(frequency: Exclude<AlertFrequency, 'instant'>, since: Date | null, now: Date): boolean {
  return since === null || since < latestSlot(frequency, now);
}
