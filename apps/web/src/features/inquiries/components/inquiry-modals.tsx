'use client';

import { useTranslations } from 'next-intl';
import { useModals } from '@/components/layout/modal-context';
import { Dialog } from '@/components/ui/dialog';
import { ContactForm, SellWithUsForm } from './forms';

/** The Contact and Sell With Us modals; after a send the form clears and the modal closes. */
export function InquiryModals() {
  const { openModal, close, notify } = useModals();
  const t = useTranslations('modals');
  const form = useTranslations('form');
  const sent = () => {
    close();
    notify(form('sent'));
  };
  return (
    <>
      <Dialog
        open={openModal === 'contact'}
        onClose={close}
        title={t('contactTitle')}
        description={t('contactText')}
        closeLabel={form('close')}
      >
        <ContactForm onSent={sent} />
      </Dialog>
      <Dialog
        open={openModal === 'sell'}
        onClose={close}
        title={t('sellTitle')}
        description={t('sellText')}
        closeLabel={form('close')}
      >
        <SellWithUsForm onSent={sent} />
      </Dialog>
    </>
  );
}

/** The Sell With Us form inline on its page. */
export function SellWithUsInline() {
  const { notify } = useModals();
  const form = useTranslations('form');
  return <SellWithUsForm onSent={() => notify(form('sent'))} />;
}

/** The inquiry form on a unit's page: the contact form prefilled with the unit, a 4-row message (spec). */
export function UnitInquiry({ unitId, title }: { unitId: number; title: string }) {
  const { notify } = useModals();
  const form = useTranslations('form');
  const t = useTranslations('property');
  return (
    <ContactForm
      kind={`unit ${unitId}`}
      message={t('inquiryMessage', { title, id: unitId })}
      textareaRows={{ min: 4, max: 8 }}
      onSent={() => notify(form('sent'))}
    />
  );
}
