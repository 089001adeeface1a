'use client';

import { useTranslations } from 'next-intl';
import { contactSchema, sellWithUsSchema, type ContactInput, type SellWithUsInput } from '@app/shared';
import type { InquiryAbout } from '../use-send-inquiry';
import { type FieldSpec, InquiryForm } from './inquiry-form';

/** Name, email, optional phone and a message: the Contact modal, and (with `about`) a unit's or compound's inquiry. */
export function ContactForm({
  onSent,
  kind = 'contact',
  about,
  message,
  textareaRows,
}: {
  onSent?: () => void;
  kind?: 'contact' | 'unit' | 'compound';
  about?: InquiryAbout;
  message?: string;
  textareaRows?: { min: number; max: number };
}) {
  const t = useTranslations('form');
  const fields: FieldSpec<ContactInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: t('phoneOptional'), type: 'tel', autoComplete: 'tel' },
    { name: 'message', label: t('message'), type: 'textarea', required: true },
  ];
  return (
    <InquiryForm
      schema={contactSchema}
      fields={fields}
      kind={kind}
      {...(about ? { about } : {})}
      {...(onSent ? { onSent } : {})}
      initialValues={message ? { message } : {}}
      {...(textareaRows ? { textareaRows } : {})}
    />
  );
}

export function SellWithUsForm({ onSent }: { onSent?: () => void }) {
  const t = useTranslations('form');
  const fields: FieldSpec<SellWithUsInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', required: true },
    { name: 'propertyTitle', label: t('propertyTitle'), required: true },
    { name: 'location', label: t('location'), required: true },
    { name: 'description', label: t('description'), type: 'textarea', required: true },
  ];
  return <InquiryForm schema={sellWithUsSchema} fields={fields} kind="sell-with-us" {...(onSent ? { onSent } : {})} />;
}
