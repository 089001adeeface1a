import { Heading, Link, Section, Text } from '@react-email/components';
import type { AlertReason, Lang, SavedSearchKind } from '@app/shared';
import { ALERT_MESSAGES } from '../alert-messages.js';
import { MailLayout } from './layout.js';

/** One unit of an alert, its texts already in the reader's language and currency. */
export interface AlertUnitLine {
  title: string;
  url: string;
  reason: AlertReason;
  /** The price now, in the saved currency ("€930,000"); null when it cannot be converted. */
  price: string | null;
  /** A price drop in the listing's own currency. */
  reduced: { from: string; to: string; percent: number } | null;
}

export interface AlertMailProps {
  lang: Lang;
  kind: SavedSearchKind;
  units: AlertUnitLine[];
  /** Units reported beyond the ones listed (MAX_UNITS_PER_ALERT). */
  more: number;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

const reasonColour: Record<AlertReason, string> = {
  new: '#0e7490',
  price_drop: '#b45309',
  back_on_market: '#0e7490',
  sold: '#475569',
};

/** The alert e-mail: what happened to which unit, a link to each, to the whole search, to manage and to stop. */
export function AlertMail({ lang, kind, units, more, searchUrl, manageUrl, unsubscribeUrl }: AlertMailProps) {
  const t = ALERT_MESSAGES[lang];
  const total = units.length + more;
  return (
    <MailLayout lang={lang} preview={t.preview(kind, total)} footer={t.footer(kind)}>
      <Heading as="h1" style={{ color: '#0f172a', fontSize: 22 }}>
        {t.heading(kind)}
      </Heading>
      <Text style={{ color: '#334155', fontSize: 15 }}>{t.intro(kind, total)}</Text>
      {units.map((unit) => (
        <Section key={unit.url} style={{ borderTop: '1px solid #e2e8f0', padding: '12px 0' }}>
          <Text style={{ color: reasonColour[unit.reason], fontSize: 13, fontWeight: 'bold', margin: 0 }}>
            {t.reason[unit.reason]}
          </Text>
          <Text style={{ color: '#0f172a', fontSize: 16, fontWeight: 'bold', margin: '4px 0' }}>{unit.title}</Text>
          {unit.reduced ? (
            <Text style={{ color: '#334155', fontSize: 14, margin: '4px 0' }}>
              {t.reduced(unit.reduced.from, unit.reduced.to, unit.reduced.percent)}
            </Text>
          ) : null}
          {unit.price ? (
            <Text style={{ color: '#334155', fontSize: 14, margin: '4px 0' }}>{t.price(unit.price)}</Text>
          ) : null}
          <Link href={unit.url} style={{ color: '#0e7490', fontSize: 14 }}>
            {t.viewListing}
          </Link>
        </Section>
      ))}
      {more > 0 ? <Text style={{ color: '#334155', fontSize: 14 }}>{t.more(more)}</Text> : null}
      <Text style={{ fontSize: 15 }}>
        <Link href={searchUrl} style={{ color: '#0e7490', fontWeight: 'bold' }}>
          {t.openSearch(kind)}
        </Link>
      </Text>
      <Text style={{ fontSize: 13 }}>
        <Link href={manageUrl} style={{ color: '#0e7490' }}>
          {t.manage}
        </Link>
        {' · '}
        <Link href={unsubscribeUrl} style={{ color: '#0e7490' }}>
          {t.unsubscribe}
        </Link>
      </Text>
    </MailLayout>
  );
}
