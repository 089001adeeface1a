'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  STAFF_ROLES,
  type StaffUserCreate,
  type StaffUserCreateValues,
  type StaffUserCreated,
  staffUserCreateSchema,
} from '@app/shared';
import { SelectField, TextField } from '@/components/ui/form-field';
import { inviteUser } from '../admin-calls';
import { Button } from '@/components/ui/button';

/** Invites a colleague; the one-time password is shown once, with a copy button, until the next invitation. */
export function InviteForm() {
  const t = useTranslations('admin.staff');
  const roles = useTranslations('admin.roles');
  const errorText = useTranslations('form.errors');
  const router = useRouter();
  const [problem, setProblem] = useState<'conflict' | 'failed' | null>(null);
  const [created, setCreated] = useState<StaffUserCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffUserCreate, unknown, StaffUserCreateValues>({
    resolver: zodResolver(staffUserCreateSchema),
    defaultValues: { email: '', name: '', role: 'agent' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setCreated(null);
    setCopied(false);
    const answer = await inviteUser(values);
    if (answer.result === 'unauthorized') return router.replace('/admin/sign-in?next=%2Fadmin%2Fstaff');
    if (answer.result !== 'ok') return setProblem(answer.result === 'conflict' ? 'conflict' : 'failed');
    setCreated(answer.created);
    reset();
    router.refresh();
  });

  const errorOf = (message: string | undefined) => (message ? errorText(message) : undefined);

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          required
          error={errorOf(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('name')}
          autoComplete="off"
          required
          error={errorOf(errors.name?.message)}
          {...register('name')}
        />
        <SelectField
          label={t('role')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: roles(role) }))}
          error={errorOf(errors.role?.message)}
          {...register('role')}
        />
        <div role="alert">
          {problem && (
            <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(problem === 'conflict' ? 'duplicate' : 'failed')}
            </p>
          )}
        </div>
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? t('inviting') : t('inviteSubmit')}
        </Button>
      </form>
      <div aria-live="polite">
        {created && (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <p>{t('invitedMessage', { email: created.user.email })}</p>
            <p className="mt-2 flex flex-wrap items-center gap-3">
              <span>{t('oneTimePassword')}</span>
              <code data-testid="one-time-password" className="rounded bg-white px-2 py-1 font-mono text-base">
                {created.oneTimePassword}
              </code>
              <Button
                onClick={() =>
                  void navigator.clipboard?.writeText(created.oneTimePassword).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
                variant="neutral"
                size="tiny"
              >
                {copied ? t('copied') : t('copy')}
              </Button>
            </p>
            <p className="mt-2">{t('shownOnce')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
