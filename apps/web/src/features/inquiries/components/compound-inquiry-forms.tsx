'use client';

import { Suspense, lazy, useId, useState } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import { NearScreen } from '@/components/ui/near-screen';
import { FormPlaceholder } from './form-placeholder';
import { SegmentedControl } from '@/components/ui/segmented-control';

// The forms' code (react-hook-form, zod) and texts load when the section comes near the screen, not with the page.
const visitPlaceholder = <FormPlaceholder halves={6} />;
const questionPlaceholder = <FormPlaceholder fields={3} />;
const SiteVisitForm = lazy(() => withIslandTexts(() => import('./forms')).then((m) => ({ default: m.SiteVisitForm })));
const ContactForm = lazy(() => withIslandTexts(() => import('./forms')).then((m) => ({ default: m.ContactForm })));
const VideoCallForm = lazy(() => withIslandTexts(() => import('./forms')).then((m) => ({ default: m.VideoCallForm })));

type Mode = 'visit' | 'video' | 'question';

/** The texts around the forms, from the server's catalogue (the forms bring their own). */
export interface CompoundInquiryTexts {
  choose: string;
  visit: string;
  video: string;
  question: string;
  videoCallText: string;
  questionMessage: string;
}

/** The choice between a site visit (the default), a video-call viewing and a question, and its form. */
export function CompoundInquiryForms({ slug, texts }: { slug: string; texts: CompoundInquiryTexts }) {
  const [mode, setMode] = useState<Mode>('visit');
  const panel = useId();
  return (
    <>
      <SegmentedControl
        label={texts.choose}
        panel={panel}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'visit', label: texts.visit },
          { value: 'video', label: texts.video },
          { value: 'question', label: texts.question },
        ]}
      />
      <div id={panel} className="mt-6">
        <NearScreen fallback={visitPlaceholder}>
          {mode === 'visit' ? (
            <Suspense fallback={visitPlaceholder}>
              <SiteVisitForm compound={slug} />
            </Suspense>
          ) : mode === 'video' ? (
            <Suspense fallback={visitPlaceholder}>
              <p className="mb-4 text-sm text-slate-600">{texts.videoCallText}</p>
              <VideoCallForm about={{ compound: slug }} />
            </Suspense>
          ) : (
            <Suspense fallback={questionPlaceholder}>
              <ContactForm
                kind="compound"
                about={{ compound: slug }}
                message={texts.questionMessage}
                textareaRows={{ min: 4, max: 8 }}
              />
            </Suspense>
          )}
        </NearScreen>
      </div>
    </>
  );
}
