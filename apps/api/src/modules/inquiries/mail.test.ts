import { describe, expect, it } from 'vitest';
import { type MailInquiry, composeInquiryMail } from './mail.js';
import { retryDelayMs } from './outbox.js';

const base: MailInquiry = {
  id: '7f1c2c8e-4b7a-4d59-9d6b-2f0c1c9a1e11',
  kind: 'contact',
  name: 'Nadia Hassan',
  email: 'nadia@example.com',
  data: { name: 'Nadia Hassan', email: 'nadia@example.com', message: 'Hello\nSecond line' },
  page: '/',
  unitId: null,
  unitTitle: null,
  compoundSlug: null,
  compoundName: null,
  lang: 'de',
  currency: 'EUR',
  createdAt: new Date('2026-11-22T10:30:00Z'),
  units: [],
  videoCall: null,
};

describe('the e-mail to the agency', () => {
  it('keeps a visitor’s line breaks out of the subject', () => {
    const mail = composeInquiryMail({ ...base, name: 'Eve\r\nBcc: all@example.com' }, 'https://redsea.example');
    expect(mail.subject).toBe('New inquiry (Contact) from Eve Bcc: all@example.com');
    expect(mail.replyTo).toBe('nadia@example.com');
  });

  it('says when it came in, in Hurghada time', () => {
    const mail = composeInquiryMail(base, 'https://redsea.example');
    expect(mail.text).toContain('Received: 22 Nov 2026, 12:30 (Hurghada time)');
    expect(mail.text).toContain('Message:\nHello\nSecond line\n');
    expect(mail.text).toContain('Language: German · Currency: EUR');
    expect(mail.text).not.toContain('About:');
  });

  it('links the page it was sent from, but never one of another host stored before pages were checked', () => {
    const site = 'https://www.redsea.example';
    expect(composeInquiryMail({ ...base, page: '/story' }, site).text).toContain(`Sent from: ${site}/story`);
    for (const page of ['//evil.example/admin/sign-in', '/\\evil.example']) {
      const { text } = composeInquiryMail({ ...base, page }, site);
      expect(text).toContain('Sent from: an address that is not a page of this site');
      expect(text).not.toContain('evil.example');
    }
  });

  it('names a unit that is no longer listed by its id, still with its link', () => {
    const mail = composeInquiryMail(
      { ...base, kind: 'unit', unitId: 77, page: '/property/77' },
      'http://localhost:3000',
    );
    expect(mail.text).toContain('Unit: #77 (no longer listed)\n  http://localhost:3000/property/77');
  });
});

describe('retry back-off', () => {
  it('doubles from the base after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 15_000, 3_600_000))).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(9, 15_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(500, 15_000, 3_600_000)).toBe(3_600_000);
  });

  it('lists a shortlist’s units with reference, price and link, and says how to reach a visitor without e-mail', () => {
    const mail = composeInquiryMail(
      {
        ...base,
        kind: 'shortlist',
        email: null,
        data: { name: 'Nadia Hassan', phone: '+20 100 123 4567' },
        page: '/shortlist',
        units: [
          { id: 12, title: 'Sea-view studio', reference: 'RS-00012', price: 85_000 },
          { id: 4, title: null, reference: null, price: null },
        ],
      },
      'https://redsea.example',
    );
    expect(mail.subject).toBe('New inquiry (Shortlist) from Nadia Hassan');
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain(
      [
        'Units (2):',
        '1. Sea-view studio (RS-00012, #12) · $85,000',
        '   https://redsea.example/property/12',
        '2. no longer listed (#4)',
        '   https://redsea.example/property/4',
      ].join('\n'),
    );
    expect(mail.text).toContain('Nadia Hassan gave no e-mail address: call or message +20 100 123 4567.');
  });

  it('gives a video call’s window in the office’s time and the visitor’s', () => {
    const mail = composeInquiryMail(
      {
        ...base,
        kind: 'video-call',
        data: { ...base.data, preferredDate: '2026-12-03', preferredTime: 'morning', timeZone: 'Europe/Berlin' },
        videoCall: {
          start: new Date('2026-12-03T08:00:00Z'),
          end: new Date('2026-12-03T11:00:00Z'),
          timeZone: 'Europe/Berlin',
        },
      },
      'https://redsea.example',
    );
    expect(mail.text).toContain("Video call: Thu 3 Dec, 10:00–13:00 Cairo (09:00–12:00 Berlin, visitor's time)");
    expect(mail.text).toContain('Preferred time: morning');
    expect(mail.text).toContain('Time zone: Europe/Berlin');
  });
});
