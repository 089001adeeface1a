'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { INQUIRY_STATUSES, type InquiryStatus, type InquiryUpdate, inquiryUpdateSchema } from '@app/shared';
import { TextAreaField } from '@/components/ui/form-field';
import { sendInquiryUpdate } from '../admin-calls';
import { Button } from '@/components/ui/button';

/** Where the agency is with the inquiry (new / contacted / closed, or spam) and a note for the team. */
export function FollowUpForm({ id, status, note }: { id: string; status: InquiryStatus; note: string }) {
  const t = useTranslations('admin.detail');
  const statuses = useTranslations('admin.statuses');
  const errorText = useTranslations('form.errors');
  const router = useRouter();
  const pathname = usePathname();
  const [outcome, setOutcome] = useState<'saved' | 'saveFailed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<InquiryUpdate, unknown, InquiryUpdate>({
    resolver: zodResolver(inquiryUpdateSchema),
    defaultValues: { status, note },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendInquiryUpdate(id, values);
    if (result === 'unauthorized') return router.replace(`/admin/sign-in?next=${encodeURIComponent(pathname)}`);
    if (result !== 'ok') return setOutcome('saveFailed');
    reset(values);
    setOutcome('saved');
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('status')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {INQUIRY_STATUSES.map((value) => (
            <label
              key={value}
              className="flex h-10 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-700 has-[:checked]:border-sea-700 has-[:checked]:bg-sea-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-600"
            >
              <input type="radio" value={value} className="sr-only" {...register('status')} />
              {statuses(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('note')}
        placeholder={t('notePlaceholder')}
        minRows={4}
        maxRows={12}
        error={errors.note?.message ? errorText(errors.note.message) : undefined}
        {...register('note')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
        <p role="status" className="text-sm">
          {outcome === 'saved' && !isDirty && <span className="font-medium text-emerald-700">{t('saved')}</span>}
          {outcome === 'saveFailed' && <span className="font-medium text-red-700">{t('saveFailed')}</span>}
        </p>
      </div>
    </form>
  );
}
