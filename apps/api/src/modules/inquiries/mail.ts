import { type InquiryKind, OFFICE_TIME_ZONE, type PropertyType, describeVideoCall, isSameSitePath } from '@app/shared';

/** An inquiry with what the e-mail names: the unit's title and the compound, in English. */
export interface MailInquiry {
  id: string;
  kind: InquiryKind;
  name: string;
  email: string | null;
  data: Record<string, string>;
  page: string;
  unitId: number | null;
  unitTitle: string | null;
  compoundSlug: string | null;
  compoundName: string | null;
  lang: string;
  currency: string;
  createdAt: Date;
  /** A shortlist's units, in the visitor's order (title null when the unit is gone). */
  units: { id: number; title: string | null; reference: string | null; price: number | null }[];
  /** A video call's window and the visitor's time zone. */
  videoCall: { start: Date; end: Date; timeZone: string } | null;
}

export interface InquiryMail {
  subject: string;
  text: string;
  /** The visitor's e-mail address; null when they gave only a phone number. */
  replyTo: string | null;
}

export const KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact',
  'sell-with-us': 'Sell with us',
  unit: 'Unit inquiry',
  compound: 'Compound inquiry',
  'site-visit': 'Site visit request',
  shortlist: 'Shortlist',
  'video-call': 'Video call viewing request',
};

/** Every field a form can send, in the order the agency reads them; the long texts go last. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  propertyType: 'Property type',
  propertyTitle: 'Property title',
  location: 'Location',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  timeZone: 'Time zone',
  people: 'People',
  message: 'Message',
  description: 'Description',
};
const LONG_FIELDS = new Set(['message', 'description']);

const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  studio: 'Studio',
  chalet: 'Chalet',
  villa: 'Villa',
  townhouse: 'Townhouse',
  penthouse: 'Penthouse',
  land: 'Land',
  other: 'Other',
};

/** A field's value as the agency reads it (in the e-mail and the CSV export): choices by their English name. */
export function fieldValue(key: string, value: string): string {
  if (key === 'propertyType') return PROPERTY_TYPE_LABELS[value as PropertyType] ?? value;
  return value;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic', de: 'German' };

const officeTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** One line of a header: no line breaks, no control characters, bounded. */
function headerText(value: string, max: number): string {
  const flat = value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Site links: SITE_URL plus a path (the page the form was sent from, a unit, a compound, the back office). */
function link(siteUrl: string, path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The plain-text e-mail that tells the agency about one inquiry: everything the visitor sent, with links. */
export function composeInquiryMail(inquiry: MailInquiry, siteUrl: string): InquiryMail {
  const kind = KIND_LABELS[inquiry.kind];
  const about = inquiry.unitTitle ?? inquiry.compoundName;
  const subject = headerText(`New inquiry (${kind}) from ${inquiry.name}${about ? `: ${about}` : ''}`, 180);

  const lines: string[] = [`New inquiry on the website: ${kind}`, ''];
  const keys = [
    ...Object.keys(FIELD_LABELS).filter((key) => key in inquiry.data),
    ...Object.keys(inquiry.data).filter((key) => !(key in FIELD_LABELS)),
  ];
  for (const key of keys.filter((k) => !LONG_FIELDS.has(k))) {
    lines.push(`${FIELD_LABELS[key] ?? key}: ${fieldValue(key, inquiry.data[key] ?? '')}`);
  }
  for (const key of keys.filter((k) => LONG_FIELDS.has(k))) {
    lines.push('', `${FIELD_LABELS[key]}:`, inquiry.data[key] ?? '');
  }

  if (inquiry.videoCall) {
    const { start, end, timeZone } = inquiry.videoCall;
    lines.push('', `Video call: ${describeVideoCall(start, end, timeZone)}`);
  }

  if (inquiry.units.length > 0) {
    lines.push('', `Units (${inquiry.units.length}):`);
    inquiry.units.forEach((unit, i) => {
      const ref = unit.reference ? `${unit.reference}, #${unit.id}` : `#${unit.id}`;
      const price = unit.price === null ? '' : ` · ${usd.format(unit.price)}`;
      lines.push(
        `${i + 1}. ${unit.title ?? 'no longer listed'} (${ref})${price}`,
        `   ${link(siteUrl, `/property/${unit.id}`)}`,
      );
    });
  }

  if (inquiry.unitId !== null || inquiry.compoundSlug !== null) {
    lines.push('', 'About:');
    if (inquiry.unitId !== null) {
      lines.push(
        `Unit: ${inquiry.unitTitle ?? `#${inquiry.unitId} (no longer listed)`}`,
        `  ${link(siteUrl, `/property/${inquiry.unitId}`)}`,
      );
    }
    if (inquiry.compoundSlug !== null) {
      lines.push(
        `Compound: ${inquiry.compoundName ?? inquiry.compoundSlug}`,
        `  ${link(siteUrl, `/compounds/${inquiry.compoundSlug}`)}`,
      );
    }
  }

  lines.push(
    '',
    // An inquiry stored before pages had to be this site's may name another host: not written out, for
    // mail programs make links of anything that looks like an address.
    `Sent from: ${isSameSitePath(inquiry.page) ? link(siteUrl, inquiry.page) : 'an address that is not a page of this site'}`,
    `Language: ${LANGUAGE_NAMES[inquiry.lang] ?? inquiry.lang} · Currency: ${inquiry.currency}`,
    `Received: ${officeTime.format(inquiry.createdAt)} (Hurghada time)`,
    '',
    `Back office: ${link(siteUrl, `/admin/inquiries/${inquiry.id}`)}`,
    inquiry.email
      ? `Reply to this e-mail to answer ${inquiry.name} directly.`
      : `${inquiry.name} gave no e-mail address: call or message ${inquiry.data.phone ?? 'them'}.`,
  );

  return { subject, text: `${lines.join('\n')}\n`, replyTo: inquiry.email };
}
