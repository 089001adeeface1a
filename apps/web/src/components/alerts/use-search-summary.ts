import { useTranslations } from 'next-intl';
import { type SummaryPart, summaryParts } from '@/lib/alerts/search-summary';

/**
 * A saved search in words, with the listing filters' own labels: "Private units · Studio · Hurghada ·
 * Under $200K"; a shortlist as its number of units. For the save form and the alert pages.
 */
export function useSearchSummary(): (search: {
  kind: 'search' | 'shortlist';
  query: string;
  unitCount?: number;
}) => string {
  const t = useTranslations('alerts');
  const listing = useTranslations('listing');
  const region = useTranslations('region');
  const label = (part: SummaryPart): string => {
    switch (part.part) {
      case 'private':
        return t('summary.private');
      case 'search':
        return t('summary.search', { text: part.text });
      case 'type':
        return listing(`types.${part.value}`);
      case 'location':
        return region(part.value);
      case 'price':
        return listing(`bands.${part.value}`);
      case 'bedrooms':
        return t('summary.bedrooms', { count: part.count });
      case 'paymentPlan':
        return listing('paymentPlanOnly');
      case 'ready':
        return listing('readyOnly');
      case 'box':
        return t('summary.box');
      case 'area':
        return t('summary.area');
    }
  };
  return ({ kind, query, unitCount = 0 }) => {
    if (kind === 'shortlist') return t('summary.shortlist', { count: unitCount });
    const parts = summaryParts(query).map(label);
    return parts.length > 0 ? parts.join(' · ') : t('summary.all');
  };
}
