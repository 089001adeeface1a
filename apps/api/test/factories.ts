import { parse } from 'csv-parse/sync';
import { type InquiryKind, addDays, officeToday } from '@app/shared';

/** A request body as a client sends it: loosely typed, so that tests can also send what the schema refuses. */
export type InquiryBody = Record<string, unknown> & { kind: InquiryKind; page: string; data: Record<string, string> };

/** A valid body of POST /api/inquiries/ for `kind`, as the site's forms send it; fields can be overridden. */
export function inquiryBody(
  kind: InquiryKind,
  overrides: { data?: Record<string, unknown>; [key: string]: unknown } = {},
): InquiryBody {
  const { data: dataOverrides, ...rest } = overrides;
  const contact = {
    name: 'Nadia Hassan',
    email: 'nadia@example.com',
    phone: '+20 100 123 4567',
    message: 'Is the flat still available? We would like to see it next month.',
  };
  const base: Record<InquiryKind, Record<string, unknown>> = {
    contact: { kind, data: contact, page: '/' },
    'sell-with-us': {
      kind,
      data: {
        name: 'Karl Becker',
        email: 'karl@example.de',
        phone: '+49 30 1234567',
        propertyType: 'apartment',
        propertyTitle: 'Two-bedroom apartment with sea view',
        location: 'El Gouna, Abu Tig Marina',
        description: 'Bought in 2019, fully furnished, 110 sqm, second floor.',
      },
      page: '/sell-with-us',
    },
    unit: { kind, unitId: 1, data: contact, page: '/property/1' },
    compound: { kind, compound: 'hurghada-avenue', data: contact, page: '/compounds/hurghada-avenue' },
    'site-visit': {
      kind,
      compound: 'hurghada-avenue',
      data: {
        name: 'Omar Khaled',
        email: 'omar@example.com',
        phone: '+966 50 123 4567',
        preferredDate: addDays(officeToday(), 7),
        preferredTime: 'morning',
        people: '3',
        message: 'We land in Hurghada the day before.',
      },
      page: '/compounds/hurghada-avenue',
    },
    shortlist: {
      kind,
      unitIds: [1, 2, 3],
      data: {
        name: 'Mona Saleh',
        email: 'mona@example.com',
        phone: '+971 50 123 4567',
        message: 'Could we see these three in March?',
      },
      page: '/shortlist',
    },
    'video-call': {
      kind,
      unitId: 1,
      data: {
        name: 'Jonas Weber',
        email: 'jonas@example.de',
        phone: '+49 30 7654321',
        preferredDate: addDays(officeToday(), 7),
        preferredTime: 'morning',
        timeZone: 'Europe/Berlin',
        message: 'A walk through the rooms and the view from the balcony, please.',
      },
      page: '/property/1',
    },
  };
  const body = { lang: 'en', currency: 'USD', elapsedMs: 15_000, ...base[kind], ...rest };
  return { ...body, data: { ...(base[kind].data as object), ...dataOverrides } } as unknown as InquiryBody;
}

/** Headers of a same-origin request that came through the site's proxy, from one visitor's address. */
export function siteHeaders(client = '198.51.100.7'): Record<string, string> {
  return {
    origin: 'http://localhost:3000',
    'sec-fetch-site': 'same-origin',
    'x-original-host': 'localhost:3000',
    'x-forwarded-host': '127.0.0.1:3000',
    'x-forwarded-for': client,
  };
}

/**
 * The rows of a CSV export (RFC 4180: quoted cells, doubled quotes, line breaks in cells), read by
 * csv-parse; every row must have as many cells as the header.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}
