import { describe, expect, it } from 'vitest';
import { shortlistInquirySchema, videoCallSchema } from './inquiries';
import { addDays } from './inquiries';
import { describeVideoCall, isTimeZone, todayIn, videoCallSlot, zoneCity } from './video-call';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('video-call windows', () => {
  it('turns a day, a window and the visitor’s zone into instants, across clock changes', () => {
    expect(videoCallSlot('2026-12-03', 'morning', 'Europe/Berlin')).toEqual({
      start: new Date('2026-12-03T08:00:00Z'),
      end: new Date('2026-12-03T11:00:00Z'),
    });
    // Summer time in Berlin from 29 March 2026.
    expect(videoCallSlot('2026-03-29', 'afternoon', 'Europe/Berlin').start).toEqual(new Date('2026-03-29T10:00:00Z'));
    expect(videoCallSlot('2026-07-01', 'evening', 'America/New_York')).toEqual({
      start: new Date('2026-07-01T21:00:00Z'),
      end: new Date('2026-07-02T00:00:00Z'),
    });
  });

  it('describes a call in the office’s time and the visitor’s, naming the visitor’s day when it differs', () => {
    const berlin = videoCallSlot('2026-12-03', 'morning', 'Europe/Berlin');
    expect(describeVideoCall(berlin.start, berlin.end, 'Europe/Berlin')).toBe(
      "Thu 3 Dec, 10:00–13:00 Cairo (09:00–12:00 Berlin, visitor's time)",
    );
    const la = videoCallSlot('2026-12-03', 'evening', 'America/Los_Angeles');
    expect(describeVideoCall(la.start, la.end, 'America/Los_Angeles')).toBe(
      "Fri 4 Dec, 03:00–06:00 Cairo (Thu 3 Dec, 17:00–20:00 Los Angeles, visitor's time)",
    );
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('knows real zones only', () => {
    expect(['Europe/Berlin', 'Asia/Dubai', 'UTC', 'Africa/Cairo'].map(isTimeZone)).toEqual([true, true, true, true]);
    expect(['Mars/Olympus', '', 'Europe/Berlin\n', 'x'.repeat(65), '../etc'].map(isTimeZone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('videoCallSchema', () => {
  const valid = {
    name: 'Jonas',
    email: 'jonas@example.de',
    preferredDate: addDays(todayIn('Europe/Berlin'), 3),
    preferredTime: 'morning',
    timeZone: 'Europe/Berlin',
  };
  it('accepts a day after today in the visitor’s zone', () => {
    expect(videoCallSchema.safeParse(valid).success).toBe(true);
  });
  it('names the field at fault', () => {
    expect(issues(videoCallSchema.safeParse({ ...valid, timeZone: 'Nowhere/Land' }))).toEqual({ timeZone: 'timeZone' });
    expect(issues(videoCallSchema.safeParse({ ...valid, preferredDate: todayIn('Europe/Berlin') }))).toEqual({
      preferredDate: 'futureDate',
    });
    expect(
      issues(videoCallSchema.safeParse({ ...valid, preferredDate: addDays(todayIn('Europe/Berlin'), 400) })),
    ).toEqual({ preferredDate: 'tooFar' });
    expect(issues(videoCallSchema.safeParse({ ...valid, preferredTime: '' }))).toEqual({ preferredTime: 'required' });
  });
});

describe('shortlistInquirySchema', () => {
  it('takes an e-mail address or a phone number', () => {
    expect(shortlistInquirySchema.safeParse({ name: 'Mona', email: 'mona@example.com' }).success).toBe(true);
    expect(shortlistInquirySchema.safeParse({ name: 'Mona', phone: '+20 100 123 4567', email: ' ' }).success).toBe(
      true,
    );
  });
  it('names both fields when neither is given, and a bad one by itself', () => {
    expect(issues(shortlistInquirySchema.safeParse({ name: 'Mona', email: '', phone: ' ' }))).toEqual({
      email: 'emailOrPhone',
      phone: 'emailOrPhone',
    });
    expect(issues(shortlistInquirySchema.safeParse({ name: '', email: 'not-an-address' }))).toEqual({
      name: 'required',
      email: 'email',
    });
  });
});
