'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useId, useState } from 'react';
import { NearScreen } from '@/components/ui/near-screen';
import { FormPlaceholder } from './form-placeholder';

// The forms' code (react-hook-form, zod) loads when the section comes near the screen, not with the page.
const visitPlaceholder = <FormPlaceholder halves={6} />;
const questionPlaceholder = <FormPlaceholder fields={3} />;
const SiteVisitForm = lazy(() => import('./forms').then((m) => ({ default: m.SiteVisitForm })));
const ContactForm = lazy(() => import('./forms').then((m) => ({ default: m.ContactForm })));
const VideoCallForm = lazy(() => import('./forms').then((m) => ({ default: m.VideoCallForm })));

type Mode = 'visit' | 'video' | 'question';

/**
 * The compound page's call to action: book a site visit (the default), a video-call viewing, or ask
 * about the compound. All are about the compound (its slug); after a send the form clears and "Feedback sent!" shows.
 */
export function CompoundInquiry({ slug, name }: { slug: string; name: string }) {
  const t = useTranslations('inquiry');
  const [mode, setMode] = useState<Mode>('visit');
  const panel = useId();
  const choice = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      aria-controls={panel}
      onClick={() => setMode(value)}
      className={`flex-1 rounded-full px-3 py-2.5 text-sm font-semibold transition ${
        mode === value ? 'bg-sea-700 text-white shadow' : 'text-slate-700 hover:bg-white'
      }`}
    >
      {label}
    </button>
  );

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
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sea-500 text-xs"
                >
                  ✓
                </span>
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
        <div className="p-6 md:p-10">
          <div role="group" aria-label={t('choose')} className="flex gap-1 rounded-full bg-sand-100 p-1">
            {choice('visit', t('bookVisit'))}
            {choice('video', t('videoCall'))}
            {choice('question', t('askQuestion'))}
          </div>
          <div id={panel} className="mt-6">
            <NearScreen fallback={visitPlaceholder}>
              {mode === 'visit' ? (
                <Suspense fallback={visitPlaceholder}>
                  <SiteVisitForm compound={slug} />
                </Suspense>
              ) : mode === 'video' ? (
                <Suspense fallback={visitPlaceholder}>
                  <p className="mb-4 text-sm text-slate-600">{t('videoCallText')}</p>
                  <VideoCallForm about={{ compound: slug }} />
                </Suspense>
              ) : (
                <Suspense fallback={questionPlaceholder}>
                  <ContactForm
                    kind="compound"
                    about={{ compound: slug }}
                    message={t('questionMessage', { name })}
                    textareaRows={{ min: 4, max: 8 }}
                  />
                </Suspense>
              )}
            </NearScreen>
          </div>
        </div>
      </div>
    </section>
  );
}
