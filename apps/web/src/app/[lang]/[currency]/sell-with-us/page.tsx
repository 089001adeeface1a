import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataFor } from '@/lib/page-metadata';
import { ActionLink } from '@/features/content/components/action-link';
import { ContactOptions } from '@/features/content/components/contact-options';
import { ContentSection } from '@/features/content/components/content-section';
import { FeatureGrid } from '@/features/content/components/feature-grid';
import { PageHero } from '@/components/layout/page-hero';
import { StepList } from '@/features/content/components/step-list';
import { indices } from '@/features/content/numbered';
import { SellWithUsInline } from '@/features/inquiries/components/inquiry-modals';
import { Card } from '@/components/ui/card';

const REASONS = 4;
const STEPS = 4;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sellPage');
  return metadataFor({ path: '/sell-with-us', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function SellWithUsPage() {
  const t = await getTranslations('sellPage');
  const footer = await getTranslations('footer');

  const reasons = indices(REASONS).map((i) => ({ title: t(`why.items.${i}.title`), text: t(`why.items.${i}.text`) }));
  const steps = indices(STEPS).map((i) => ({ title: t(`steps.items.${i}.title`), text: t(`steps.items.${i}.text`) }));

  return (
    <>
      <PageHero
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/media/projects/palm-beach-residences/gallery-6.webp"
      >
        <ActionLink href="#sell-form" variant="light">
          {t('hero.action')}
        </ActionLink>
      </PageHero>

      <ContentSection id="why-sell-with-us" title={t('why.title')} intro={t('why.intro')}>
        <FeatureGrid items={reasons} columns={4} />
      </ContentSection>

      <ContentSection id="how-it-works" title={t('steps.title')} intro={t('steps.intro')} tone="white">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection id="fees" title={t('fees.title')} width="prose">
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          {t.rich('fees.text', {
            strong: (chunks) => <strong className="font-semibold text-sea-900">{chunks}</strong>,
          })}
        </p>
      </ContentSection>

      {/* The sell form is added to this section separately; the contact options keep it useful without one. */}
      <ContentSection
        id="sell-form"
        eyebrow={t('form.eyebrow')}
        title={t('form.title')}
        intro={t('form.intro')}
        tone="sand"
      >
        <Card className="mb-8 max-w-2xl">
          <SellWithUsInline />
        </Card>
        <ContactOptions
          phoneLabel={t('form.call')}
          emailLabel={t('form.email')}
          office={{ label: t('form.visit'), address: footer('officeAddress') }}
        />
      </ContentSection>
    </>
  );
}
