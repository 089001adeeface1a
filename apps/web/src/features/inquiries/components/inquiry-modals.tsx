'use client';

import { useTranslations } from 'next-intl';
import { withIslandMessages } from '@/i18n/island-messages';
import { useId, useState } from 'react';
import { useModals } from '@/components/layout/modal-context';
import { Dialog } from '@/components/ui/dialog';
import { WhatsappLink } from '@/components/ui/whatsapp-link';
import type { WhatsappLinkProps } from '@/lib/whatsapp';
import { ContactForm, SellWithUsForm, VideoCallForm } from './forms';
import { SegmentedControl } from '@/components/ui/segmented-control';

/**
 * The Contact and Sell With Us modals. After a successful send the form clears and the modal closes;
 * "Feedback sent!" stays in the page's live region after it has gone. The contact modal also offers the
 * agency's WhatsApp when it has one.
 */
function InquiryModalsView({ whatsapp }: { whatsapp?: WhatsappLinkProps | null | undefined }) {
  const { openModal, close } = useModals();
  const t = useTranslations('modals');
  const form = useTranslations('form');
  return (
    <>
      <Dialog
        open={openModal === 'contact'}
        onClose={close}
        title={t('contactTitle')}
        description={t('contactText')}
        closeLabel={form('close')}
      >
        <ContactForm onSent={close} />
        {whatsapp && <WhatsappLink {...whatsapp} className="mt-4 w-full" />}
      </Dialog>
      <Dialog
        open={openModal === 'sell'}
        onClose={close}
        title={t('sellTitle')}
        description={t('sellText')}
        closeLabel={form('close')}
      >
        <SellWithUsForm onSent={close} />
      </Dialog>
    </>
  );
}

/** The Sell With Us form inline on its page. */
function SellWithUsInlineView() {
  return <SellWithUsForm />;
}

/**
 * The inquiry form on a unit's page: the contact form about the unit, prefilled, a 4-row message (spec),
 * or a video-call viewing of it.
 */
function UnitInquiryView({ unitId, title }: { unitId: number; title: string }) {
  const choices = useTranslations('inquiry');
  const [mode, setMode] = useState<'question' | 'video'>('question');
  const panel = useId();
  return (
    <>
      <SegmentedControl
        label={choices('choose')}
        panel={panel}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'question', label: choices('askQuestion') },
          { value: 'video', label: choices('videoCall') },
        ]}
      />
      <div id={panel} className="mt-5">
        {mode === 'question' ? (
          <ContactForm
            kind="unit"
            about={{ unitId }}
            message={choices('unitMessage', { title, id: unitId })}
            textareaRows={{ min: 4, max: 8 }}
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">{choices('videoCallText')}</p>
            <VideoCallForm about={{ unitId }} />
          </>
        )}
      </div>
    </>
  );
}

// Each one brings the forms' texts with it (src/i18n/island-messages.tsx).
export const InquiryModals = withIslandMessages(InquiryModalsView);
export const SellWithUsInline = withIslandMessages(SellWithUsInlineView);
export const UnitInquiry = withIslandMessages(UnitInquiryView);
