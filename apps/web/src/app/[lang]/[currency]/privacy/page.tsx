import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { metadataFor } from '@/lib/page-metadata';
import { OFFICE } from '@/lib/office';
import { ContactOptions } from '@/features/content/components/contact-options';
import { LegalList, type LegalSection, LegalPage } from '@/features/content/components/legal-page';
import { indices } from '@/features/content/numbered';

const BROWSER_ITEMS = 2;
const BROWSER_NOTES = 2;
const INQUIRY_ITEMS = 5;

const code = (chunks: ReactNode) => (
  <code className="rounded bg-sand-100 px-1 py-0.5 font-mono text-[0.9em] text-sea-900">{chunks}</code>
);
const emailLink = (chunks: ReactNode) => (
  <a href={`mailto:${OFFICE.email}`} className="font-semibold text-sea-700 underline hover:text-sea-900">
    {chunks}
  </a>
);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy');
  return metadataFor({ path: '/privacy', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function PrivacyPage() {
  const t = await getTranslations('privacy');
  const footer = await getTranslations('footer');
  const text = (key: string) => <p>{t(`sections.${key}`)}</p>;

  const sections: LegalSection[] = [
    {
      id: 'browser-storage',
      title: t('sections.browser.title'),
      body: (
        <>
          {text('browser.intro')}
          <LegalList items={indices(BROWSER_ITEMS).map((i) => t.rich(`sections.browser.items.${i}`, { code }))} />
          {indices(BROWSER_NOTES).map((i) => (
            <p key={i}>{t(`sections.browser.notes.${i}`)}</p>
          ))}
        </>
      ),
    },
    {
      id: 'inquiries',
      title: t('sections.inquiries.title'),
      body: (
        <>
          {text('inquiries.intro')}
          <LegalList items={indices(INQUIRY_ITEMS).map((i) => t(`sections.inquiries.items.${i}`))} />
          {text('inquiries.purpose')}
        </>
      ),
    },
    { id: 'retention', title: t('sections.retention.title'), body: text('retention.text') },
    { id: 'recipients', title: t('sections.recipients.title'), body: text('recipients.text') },
    { id: 'exchange-rates', title: t('sections.exchangeRates.title'), body: text('exchangeRates.text') },
    {
      id: 'your-rights',
      title: t('sections.rights.title'),
      body: <p>{t.rich('sections.rights.text', { address: OFFICE.email, email: emailLink })}</p>,
    },
    { id: 'changes', title: t('sections.changes.title'), body: text('changes.text') },
    {
      id: 'contact',
      title: t('sections.contact.title'),
      body: (
        <>
          {text('contact.text')}
          <ContactOptions phoneLabel={footer('phone')} emailLabel={footer('email')} />
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title={t('title')}
      updated={t('lastUpdated')}
      intro={t('intro')}
      contentsLabel={t('onThisPage')}
      sections={sections}
    />
  );
}
