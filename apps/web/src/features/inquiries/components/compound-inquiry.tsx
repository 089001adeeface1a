import { useTranslations } from 'next-intl';
import { CompoundInquiryForms } from './compound-inquiry-forms';

/**
 * The compound page's call to action: book a site visit (the default), a video-call viewing, or ask
 * about the compound. All are about the compound (its slug); after a send the form clears and "Feedback
 * sent!" shows. Rendered on the server: only the choice and the forms run in the browser.
 */
export function CompoundInquiry({ slug, name }: { slug: string; name: string }) {
  const t = useTranslations('inquiry');
  return (
    <section
      id="site-visit"
      aria-labelledby="inquiry-title"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6"
    >
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200 lg:grid-cols-[2fr_3fr]">
        <div className="bg-sea-900 p-8 text-white md:p-10">
          <h2 id="inquiry-title" className="text-2xl font-bold md:text-3xl">
            {t('title', { name })}
          </h2>
          <p className="mt-3 text-sea-50">{t('text')}</p>
          <ul className="mt-8 space-y-4">
            {(['point1', 'point2', 'point3'] as const).map((point) => (
              <li key={point} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sea-600 text-xs"
                >
                  ✓
                </span>
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
        <div className="p-6 md:p-10">
          <CompoundInquiryForms
            slug={slug}
            texts={{
              choose: t('choose'),
              visit: t('bookVisit'),
              video: t('videoCall'),
              question: t('askQuestion'),
              videoCallText: t('videoCallText'),
              questionMessage: t('questionMessage', { name }),
            }}
          />
        </div>
      </div>
    </section>
  );
}
