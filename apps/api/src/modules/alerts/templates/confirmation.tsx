import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { AlertFrequency, Lang, SavedSearchKind } from '@app/shared';
import { CONFIRMATION_MESSAGES, describeSavedQuery } from '../confirmation-messages.js';
import { MailLayout } from './layout.js';

export interface ConfirmationMailProps {
  lang: Lang;
  kind: SavedSearchKind;
  frequency: AlertFrequency;
  /** The saved search's query (canonicalSavedQuery); '' for a shortlist. */
  query: string;
  /** The shortlist's units' titles in the visitor's language (kind shortlist). */
  units: string[];
  /** alertConfirmUrl: the page with the one button that confirms. */
  confirmUrl: string;
}

const text = { color: '#1e293b', fontSize: 15, lineHeight: '22px' } as const;
const muted = { color: '#475569', fontSize: 13, lineHeight: '20px' } as const;

/**
 * The double opt-in's e-mail: what was saved and how often, the confirm button (and its link written out),
 * that nothing is sent until it is confirmed and that the link expires, and who sends it.
 */
export function ConfirmationMail({ lang, kind, frequency, query, units, confirmUrl }: ConfirmationMailProps) {
  const m = CONFIRMATION_MESSAGES[lang];
  const filters = kind === 'search' ? describeSavedQuery(query, m.filters) : [];
  return (
    <MailLayout lang={lang} preview={m.preview} footer={m.footer}>
      <Heading as="h1" style={{ color: '#0f172a', fontSize: 22, margin: '0 0 16px' }}>
        {m.subject[kind]}
      </Heading>
      <Text style={text}>{m.greeting}</Text>
      <Text style={text}>{kind === 'search' ? m.intro.search : m.intro.shortlist(units.length)}</Text>
      <Section style={{ backgroundColor: '#f8fafc', borderRadius: 6, padding: '4px 16px', margin: '16px 0' }}>
        <Text style={{ ...text, fontWeight: 'bold', margin: '12px 0 4px' }}>{m.savedHeading}</Text>
        {kind === 'search' ? (
          <Text style={text}>
            {m.filtersLabel}: {filters.length > 0 ? filters.join(' · ') : m.allListings}
          </Text>
        ) : (
          <Text style={text}>
            {m.unitsLabel}: {units.join(' · ')}
          </Text>
        )}
        <Text style={text}>
          {m.frequencyLabel}: {m.frequency[frequency]}
        </Text>
      </Section>
      <Section style={{ margin: '24px 0' }}>
        <Button
          href={confirmUrl}
          style={{
            backgroundColor: '#0e7490',
            borderRadius: 6,
            color: '#ffffff',
            fontSize: 16,
            fontWeight: 'bold',
            padding: '12px 20px',
            textDecoration: 'none',
          }}
        >
          {m.button[kind]}
        </Button>
      </Section>
      <Text style={muted}>
        {m.linkFallback} <Link href={confirmUrl}>{confirmUrl}</Link>
      </Text>
      <Text style={text}>{m.nothingUntilConfirmed}</Text>
      <Text style={muted}>{m.expires}</Text>
      <Text style={muted}>{m.notYou}</Text>
    </MailLayout>
  );
}
