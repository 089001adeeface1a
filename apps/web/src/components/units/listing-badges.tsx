import { useTranslations } from 'next-intl';
import type { ListingBadges as Badges } from '@app/shared';
import { Badge } from '@/components/ui/badge';

/**
 * A unit's New and Reduced badges (decision 0056), as its answer carries them (listingBadges in
 * packages/shared decided them from its events): on its card and on its page, beside its status.
 */
export function ListingBadges({ badges }: { badges: Badges }) {
  const t = useTranslations('unit');
  return (
    <>
      {badges.isNew && (
        <Badge tone="sea" testId="badge-new">
          {t('badges.new')}
        </Badge>
      )}
      {badges.reducedPercent !== null && (
        <Badge tone="amber" testId="badge-reduced">
          {t('badges.reduced', { percent: badges.reducedPercent })}
        </Badge>
      )}
    </>
  );
}
