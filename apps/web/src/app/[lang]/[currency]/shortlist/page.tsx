import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { UNIT_LIST_LIMITS, parseUnitIds } from '@/lib/unit-lists/lists';
import { toLang } from '@/i18n/config';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { visitorPageMetadata } from '@/lib/page-metadata';
import { LazyShortlistInquiry } from '@/features/inquiries/components/lazy-shortlist-inquiry';
import { ShortlistList } from '@/features/unit-lists/shortlist-list';
import { ShortlistSync } from '@/features/unit-lists/shortlist-sync';
import { WatchButton } from '@/components/alerts/watch-button';

/** Read per request: the list is the visitor's own (docs/decisions/0032). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ ids?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shortlist');
  return visitorPageMetadata({ path: '/shortlist', title: t('metaTitle'), description: t('metaDescription') });
}

/**
 * The visitor's shortlist, kept in the browser, or one shared by link: the units whose ids the address
 * carries (`?ids=1,2,3`), which ShortlistSync keeps in step with the browser's list.
 */
export default async function ShortlistPage({ searchParams }: Props) {
  const t = await getTranslations('shortlist');
  const lang = toLang(await getLocale());
  const { ids: raw } = await searchParams;
  const ids = typeof raw === 'string' ? parseUnitIds(raw, UNIT_LIST_LIMITS.shortlist) : null;
  const empty = (
    <Card padding="lg" className="text-center">
      <p className="text-lg font-semibold text-sea-900">{t('empty')}</p>
      <p className="mt-2 text-slate-600">{t('emptyHint')}</p>
      <ButtonLink href="/properties" lang={lang} className="mt-6 inline-block">
        {t('browse')}
      </ButtonLink>
    </Card>
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-3xl font-bold text-sea-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t('intro')}</p>
      <div className="mt-8">
        <ShortlistSync ids={ids} empty={empty} />
        {ids !== null &&
          (ids.length === 0 ? (
            empty
          ) : (
            <ShortlistList
              ids={ids}
              lang={lang}
              after={(shown) => (
                <>
                  <section
                    aria-labelledby="watch-shortlist"
                    className="mt-12 max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8"
                  >
                    <h2 id="watch-shortlist" className="text-2xl font-bold text-sea-900">
                      {t('watchTitle')}
                    </h2>
                    <p className="mt-2 text-slate-600">{t('watchText')}</p>
                    <div className="mt-6">
                      <WatchButton unitIds={shown} label={t('watch')} />
                    </div>
                  </section>
                  <section
                    aria-labelledby="send-shortlist"
                    className="mt-12 max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8"
                  >
                    <h2 id="send-shortlist" className="text-2xl font-bold text-sea-900">
                      {t('sendTitle')}
                    </h2>
                    <p className="mt-2 text-slate-600">{t('sendText', { count: shown.length })}</p>
                    <div className="mt-6">
                      <LazyShortlistInquiry unitIds={shown} />
                    </div>
                  </section>
                </>
              )}
            />
          ))}
      </div>
    </div>
  );
}
