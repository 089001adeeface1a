import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MAX_UNITS_BY_IDS } from '@app/shared';
import { UNIT_LIST_LIMITS, parseUnitIds } from '@/lib/unit-lists/lists';
import { toLang } from '@/i18n/config';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { visitorPageMetadata } from '@/lib/page-metadata';
import { CompareSync } from '@/features/unit-lists/compare-sync';
import { CompareTable } from '@/features/unit-lists/compare-table';

/** Read per request: the units compared are the visitor's own (docs/decisions/0034). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ ids?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('compare');
  return visitorPageMetadata({ path: '/compare', title: t('metaTitle'), description: t('metaDescription') });
}

/**
 * Up to four units side by side: those whose ids the address carries (`?ids=1,2,3,4`, the first four
 * of more), or, without ids, the visitor's own choice kept in the browser (CompareSync).
 */
export default async function ComparePage({ searchParams }: Props) {
  const t = await getTranslations('compare');
  const lang = toLang(await getLocale());
  const { ids: raw } = await searchParams;
  const asked = typeof raw === 'string' ? parseUnitIds(raw, MAX_UNITS_BY_IDS) : null;
  const empty = (
    <Card padding="lg" className="text-center">
      <p className="text-lg font-semibold text-sea-900">{t('empty')}</p>
      <p className="mt-2 text-slate-600">{t('emptyHint')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/properties" lang={lang} className="inline-block">
          {t('browse')}
        </ButtonLink>
        <ButtonLink href="/shortlist" lang={lang} variant="secondary" className="inline-block">
          {t('toShortlist')}
        </ButtonLink>
      </div>
    </Card>
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-3xl font-bold text-sea-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t('intro')}</p>
      <div className="mt-8">
        {asked === null ? (
          <CompareSync
            ids={null}
            empty={empty}
            loading={
              <p role="status" className="py-10 text-slate-600">
                {t('loading')}
              </p>
            }
          />
        ) : (
          <CompareTable
            ids={asked.slice(0, UNIT_LIST_LIMITS.compare)}
            tooMany={asked.length > UNIT_LIST_LIMITS.compare}
            lang={lang}
            empty={empty}
          />
        )}
      </div>
    </div>
  );
}
