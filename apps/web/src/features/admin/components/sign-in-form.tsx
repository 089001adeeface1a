'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminSignIn, adminSignInSchema, signInWait } from '@app/shared';
import { TextField } from '@/components/ui/form-field';
import { type AdminCallResult, signIn } from '../admin-calls';
import { FormSubmit } from './form-submit';

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
    const { result, retryAfterSeconds } = await signIn(email, password);
    if (result === 'ok') {
      // A full load: pages the router prefetched while signed out (redirects to here) are not reused.
      window.location.assign(next);
      return;
    }
    if (result === 'tooMany' && retryAfterSeconds !== undefined) {
      // When to try again, as the API's Retry-After says: after too many wrong passwords for this account
      // (from any address) or from this address.
      const { unit, count } = signInWait(retryAfterSeconds);
      setProblem(unit === 'minutes' ? t('tooManyMinutes', { minutes: count }) : t('tooManyHours', { hours: count }));
    } else setProblem(t(MESSAGES[result] ?? 'failed'));
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
      <FormSubmit
        problem={problem ?? undefined}
        submitting={isSubmitting}
        label={{ idle: t('submit'), busy: t('submitting') }}
      />
    </form>
  );
}
