import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataFor } from '@/lib/page-metadata';
import { ContactOptions } from '@/features/content/components/contact-options';
import { LegalPage } from '@/features/content/components/legal-page';
import { indices } from '@/features/content/numbered';

/** Sections in reading order: link target, catalogue key under `sections`, number of paragraphs. */
const SECTIONS = [
  { id: 'operator', key: 'operator', paragraphs: 1 },
  { id: 'listings', key: 'listings', paragraphs: 2 },
  { id: 'prices', key: 'prices', paragraphs: 2 },
  { id: 'no-offer', key: 'noOffer', paragraphs: 1 },
  { id: 'intellectual-property', key: 'intellectualProperty', paragraphs: 1 },
  { id: 'links', key: 'links', paragraphs: 1 },
  { id: 'liability', key: 'liability', paragraphs: 2 },
  { id: 'governing-law', key: 'law', paragraphs: 1 },
  { id: 'changes', key: 'changes', paragraphs: 1 },
  { id: 'contact', key: 'contact', paragraphs: 1 },
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('terms');
  return metadataFor({ path: '/terms', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function TermsPage() {
  const t = await getTranslations('terms');
  const footer = await getTranslations('footer');

  const sections = SECTIONS.map(({ id, key, paragraphs }) => ({
    id,
    title: t(`sections.${key}.title`),
    body: (
      <>
        {indices(paragraphs).map((i) => (
          <p key={i}>{t(`sections.${key}.paragraphs.${i}`)}</p>
        ))}
        {key === 'contact' && <ContactOptions phoneLabel={footer('phone')} emailLabel={footer('email')} />}
      </>
    ),
  }));

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
