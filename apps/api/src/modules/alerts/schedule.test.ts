import { describe, expect, it } from 'vitest';
import { digestDue, latestDailySlot, latestWeeklySlot, officeTime, zoneOffsetMs } from './schedule.js';

const at = (iso: string) => new Date(iso);

describe('alert schedule (office time, Africa/Cairo)', () => {
  it('knows Cairo’s winter and summer offsets', () => {
    expect(zoneOffsetMs(at('2026-01-15T12:00:00Z'))).toBe(2 * 3_600_000);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'))).toBe(3 * 3_600_000);
  });

  it('puts 08:00 office time at 06:00 UTC in winter and 05:00 UTC in summer', () => {
    expect(officeTime('2026-12-07', 8).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(officeTime('2026-07-06', 8).toISOString()).toBe('2026-07-06T05:00:00.000Z');
  });

  it('keeps 08:00 on the days summer time starts and ends (last Friday of April, end of the last Thursday of October)', () => {
    expect(officeTime('2026-04-24', 8).toISOString()).toBe('2026-04-24T05:00:00.000Z');
    expect(officeTime('2026-04-23', 8).toISOString()).toBe('2026-04-23T06:00:00.000Z');
    // Summer time ends at the end of that Thursday: its morning is still summer time, Friday's is not.
    expect(officeTime('2026-10-29', 8).toISOString()).toBe('2026-10-29T05:00:00.000Z');
    expect(officeTime('2026-10-30', 8).toISOString()).toBe('2026-10-30T06:00:00.000Z');
  });

  it('takes today’s 08:00 from 08:00 on, and yesterday’s before it', () => {
    expect(latestDailySlot(at('2026-12-07T06:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(latestDailySlot(at('2026-12-07T05:59:59Z')).toISOString()).toBe('2026-12-06T06:00:00.000Z');
    // 00:30 office time on the 8th: the 7th's slot until 08:00.
    expect(latestDailySlot(at('2026-12-07T22:30:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
  });

  it('takes Monday 08:00: the same Monday from 08:00, else the Monday before', () => {
    // 2026-12-07 is a Monday.
    expect(latestWeeklySlot(at('2026-12-07T06:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(latestWeeklySlot(at('2026-12-07T05:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(latestWeeklySlot(at('2026-12-13T21:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    // Across the end of summer time: Monday 2026-10-26 08:00 was 05:00 UTC.
    expect(latestWeeklySlot(at('2026-10-31T12:00:00Z')).toISOString()).toBe('2026-10-26T05:00:00.000Z');
  });

  it('is due once per slot: not again until the next one', () => {
    const now = at('2026-12-07T06:00:15Z');
    expect(digestDue('daily', null, now)).toBe(true);
    expect(digestDue('daily', at('2026-12-06T06:00:00Z'), now)).toBe(true);
    expect(digestDue('daily', at('2026-12-07T06:00:00Z'), now)).toBe(false);
    // Confirmed at 09:00 office time: the first daily alert is the next morning's.
    expect(digestDue('daily', at('2026-12-07T07:00:00Z'), at('2026-12-07T20:00:00Z'))).toBe(false);
    expect(digestDue('weekly', at('2026-12-01T10:00:00Z'), now)).toBe(true);
    expect(digestDue('weekly', at('2026-12-07T06:00:00Z'), at('2026-12-13T06:00:00Z'))).toBe(false);
  });
});
