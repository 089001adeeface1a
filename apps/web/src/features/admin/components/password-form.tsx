'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, type PasswordChange, passwordChangeSchema } from '@app/shared';
import { TextField } from '@/components/ui/form-field';
import { type AdminCallResult, sendPasswordChange } from '../admin-calls';
import { FormSubmit } from './form-submit';

const MESSAGES: Partial<Record<AdminCallResult, string>> = {
  unauthorized: 'wrongCurrent',
  invalid: 'failed',
  tooMany: 'tooMany',
  failed: 'failed',
};

/** The current password (or the one-time one) and a new one; then the back office opens. */
export function PasswordForm() {
  const t = useTranslations('admin.password');
  const errorText = useTranslations('form.errors');
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await sendPasswordChange(values);
    if (result === 'ok') {
      router.replace('/admin');
      router.refresh();
      return;
    }
    setProblem(MESSAGES[result] ?? 'failed');
    resetField('currentPassword');
    setFocus('currentPassword');
  });

  const errorOf = (message: string | undefined) =>
    message ? errorText(message, { min: MIN_PASSWORD_LENGTH }) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label={t('current')}
        type="password"
        autoComplete="current-password"
        required
        error={errorOf(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        label={t('new')}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        error={errorOf(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <p className="-mt-2 text-sm text-slate-600">{t('rule', { min: MIN_PASSWORD_LENGTH })}</p>
      <FormSubmit
        problem={problem ? t(problem) : undefined}
        submitting={isSubmitting}
        label={{ idle: t('submit'), busy: t('submitting') }}
      />
    </form>
  );
}
