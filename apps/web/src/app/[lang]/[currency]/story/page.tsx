import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataFor } from '@/lib/page-metadata';
import { ActionLink } from '@/features/content/components/action-link';
import { CallToAction } from '@/features/content/components/call-to-action';
import { ContentSection } from '@/features/content/components/content-section';
import { PageHero } from '@/components/layout/page-hero';
import { StatementCard } from '@/features/content/components/statement-card';
import { TeamGrid } from '@/features/content/components/team-card';
import { Timeline } from '@/features/content/components/timeline';
import { indices } from '@/features/content/numbered';

const MILESTONES = 3;
const MEMBERS = 3;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('story');
  return metadataFor({ path: '/story', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function StoryPage() {
  const t = await getTranslations('story');

  const milestones = indices(MILESTONES).map((i) => ({
    year: t(`timeline.items.${i}.year`),
    title: t(`timeline.items.${i}.title`),
    text: t(`timeline.items.${i}.text`),
  }));
  const members = indices(MEMBERS).map((i) => ({
    name: t(`team.members.${i}.name`),
    initials: t(`team.members.${i}.initials`),
    role: t(`team.members.${i}.role`),
    bio: t(`team.members.${i}.bio`),
  }));

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/media/projects/red-sea-pearl/main.webp"
      />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-14 sm:px-6 md:grid-cols-2 md:pt-20">
        <StatementCard id="mission" title={t('mission.title')} text={t('mission.text')} tone="dark" />
        <StatementCard id="vision" title={t('vision.title')} text={t('vision.text')} />
      </div>

      <ContentSection id="timeline" title={t('timeline.title')} intro={t('timeline.intro')}>
        <Timeline items={milestones} />
      </ContentSection>

      <ContentSection id="team" title={t('team.title')} intro={t('team.intro')} tone="sand">
        <TeamGrid members={members} />
      </ContentSection>

      <CallToAction id="story-cta" title={t('cta.title')} text={t('cta.text')}>
        <ActionLink href="/properties" variant="light">
          {t('cta.primary')}
        </ActionLink>
        <ActionLink href="/about" variant="outlineLight">
          {t('cta.secondary')}
        </ActionLink>
      </CallToAction>
    </>
  );
}
