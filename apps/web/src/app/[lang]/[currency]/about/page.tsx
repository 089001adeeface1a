import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataFor } from '@/lib/page-metadata';
import { ActionLink } from '@/features/content/components/action-link';
import { AreaGrid } from '@/features/content/components/area-card';
import { CallToAction } from '@/features/content/components/call-to-action';
import { ContentSection, Prose } from '@/features/content/components/content-section';
import { FeatureGrid } from '@/features/content/components/feature-grid';
import { PageHero } from '@/components/layout/page-hero';
import { indices } from '@/features/content/numbered';

const WHO_PARAGRAPHS = 2;
const TRUST_REASONS = 4;
/** The services, in catalogue order (`what.items.0` …), with the page each one leads to. */
const SERVICES = ['/resale', '/private-units-resale', '/sell-with-us'] as const;
const AREAS = [
  { id: 'hurghada', image: '/media/projects/hurghada-avenue/main.webp' },
  { id: 'elGouna', image: '/media/projects/el-gouna-lagoons/gallery-4.webp' },
  { id: 'sahlHasheesh', image: '/media/projects/sahl-hasheesh-bay/main.webp' },
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('about');
  return metadataFor({ path: '/about', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function AboutPage() {
  const t = await getTranslations('about');

  const services = SERVICES.map((href, i) => ({
    title: t(`what.items.${i}.title`),
    text: t(`what.items.${i}.text`),
    link: { href, label: t(`what.items.${i}.link`) },
  }));
  const reasons = indices(TRUST_REASONS).map((i) => ({
    title: t(`trust.items.${i}.title`),
    text: t(`trust.items.${i}.text`),
  }));
  const areas = AREAS.map(({ id, image }) => ({
    id,
    image,
    name: t(`areas.${id}.name`),
    text: t(`areas.${id}.text`),
    alt: t(`areas.${id}.alt`),
  }));

  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} image="/media/projects/marina-heights/main.webp">
        <ActionLink href="/properties" variant="light">
          {t('cta.primary')}
        </ActionLink>
      </PageHero>

      <ContentSection id="who-we-are" title={t('who.title')} width="prose">
        <Prose paragraphs={indices(WHO_PARAGRAPHS).map((i) => t(`who.paragraphs.${i}`))} />
      </ContentSection>

      <ContentSection id="what-we-do" title={t('what.title')} intro={t('what.intro')} tone="white">
        <FeatureGrid items={services} columns={3} />
      </ContentSection>

      <ContentSection id="why-trust-us" title={t('trust.title')} intro={t('trust.intro')}>
        <FeatureGrid items={reasons} columns={4} />
      </ContentSection>

      <ContentSection id="areas" title={t('areas.title')} intro={t('areas.intro')} tone="sand">
        <AreaGrid areas={areas} />
      </ContentSection>

      <CallToAction id="about-cta" title={t('cta.title')} text={t('cta.text')}>
        <ActionLink href="/properties" variant="light">
          {t('cta.primary')}
        </ActionLink>
        <ActionLink href="/sell-with-us" variant="outlineLight">
          {t('cta.secondary')}
        </ActionLink>
      </CallToAction>
    </>
  );
}
