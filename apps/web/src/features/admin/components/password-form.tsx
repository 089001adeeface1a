'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, type PasswordChange, passwordChangeSchema } from '@app/shared';
import { TextField } from '@/components/ui/form-field';
import { type AdminCallResult, changePassword } from '../client-api';

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
    const result = await changePassword(values);
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
      <div className="mt-2 flex flex-col">
        <div role="alert">
          {problem && (
            <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(problem)}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-sea-700 px-6 py-3 font-semibold text-white hover:bg-sea-900 disabled:opacity-60"
        >
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
