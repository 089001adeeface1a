'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminSignIn, adminSignInSchema } from '@app/shared';
import { TextField } from '@/components/ui/form-field';
import { type AdminCallResult, signIn } from '../client-api';

const MESSAGES: Partial<Record<AdminCallResult, string>> = {
  unauthorized: 'wrong',
  invalid: 'wrong',
  tooMany: 'tooMany',
  failed: 'failed',
};

/** E-mail and password; on success the API sets the session cookie and the visitor goes where they were headed. */
export function SignInForm({ next }: { next: string }) {
  const t = useTranslations('admin.signIn');
  const errorText = useTranslations('form.errors');
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AdminSignIn>({ resolver: zodResolver(adminSignInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProblem(null);
    const result = await signIn(email, password);
    if (result === 'ok') {
      // A full load: pages the router prefetched while signed out (redirects to here) are not reused.
      window.location.assign(next);
      return;
    }
    setProblem(MESSAGES[result] ?? 'failed');
    resetField('password');
    setFocus('password');
  });

  const errorOf = (message: string | undefined) => (message ? errorText(message) : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        required
        error={errorOf(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        error={errorOf(errors.password?.message)}
        {...register('password')}
      />
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
