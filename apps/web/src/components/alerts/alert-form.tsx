'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ALERT_CONSENT_VERSION,
  ALERT_FREQUENCIES,
  type Lang,
  type SavedSearchForm,
  type SavedSearchRequest,
  UNCONFIRMED_SEARCH_DAYS,
  savedSearchFormSchema,
} from '@app/shared';
import { useCurrency } from '@/components/currency/currency-context';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { HONEYPOT_NAME, Honeypot } from '@/components/ui/honeypot';
import { type AlertFailure, alertFailure, saveSearch } from '@/lib/alerts/alert-calls';

/** What is saved: a list's search (its canonical query) or a shortlist's units. */
export type AlertSubject = { kind: 'search'; query: string } | { kind: 'shortlist'; unitIds: number[] };

/**
 * "Email me new matches" and "Tell me if these change": the address and how often, the consent text with
 * its version, and the inquiry forms' automation checks (the honeypot, the fill time). The API answers 202
 * alike whatever it did, so the form then says the same thing to everyone: check your inbox.
 */
export function AlertForm({ subject }: { subject: AlertSubject }) {
  const t = useTranslations('alerts');
  const form = useTranslations('form');
  const send = useSaveSearch(subject);
  const done = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Exclude<AlertFailure, { reason: 'fields' }> | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SavedSearchForm>({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: { email: '', frequency: 'daily' },
  });
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values, event) => {
    setFailure(null);
    const form = event?.target as HTMLFormElement | undefined;
    const honeypot = form?.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null | undefined;
    try {
      await send(values, honeypot?.value ?? '');
    } catch (error) {
      const reason = alertFailure(error);
      if (reason.reason !== 'fields') return setFailure(reason);
      Object.entries(reason.fields).forEach(([name, key], i) =>
        setError(name as keyof SavedSearchForm, { type: 'server', message: key }, { shouldFocus: i === 0 }),
      );
      return;
    }
    setSent(true);
  });

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} role="status" className="outline-none">
        <p className="text-lg font-semibold text-sea-900">{t('sentTitle')}</p>
        <p className="mt-2 text-slate-700">{t('sentText', { days: UNCONFIRMED_SEARCH_DAYS })}</p>
        <Button
          size="md"
          variant="neutral"
          className="mt-5"
          // The dialog closes as by Escape: its opener unmounts it, and the focus goes back to the button.
          onClick={(event) => event.currentTarget.closest('dialog')?.close()}
        >
          {form('close')}
        </Button>
      </div>
    );
  }

  const errorOf = (name: keyof SavedSearchForm) => {
    const message = errors[name]?.message;
    return message ? form(`errors.${message}`) : undefined;
  };
  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4">
      <TextField
        label={form('email')}
        type="email"
        autoComplete="email"
        required
        error={errorOf('email')}
        {...register('email')}
      />
      <SelectField
        label={t('frequency')}
        options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
        error={errorOf('frequency')}
        {...register('frequency')}
      />
      <p className="text-sm text-slate-600">{t('consent', { version: ALERT_CONSENT_VERSION })}</p>
      <Honeypot label={form('honeypot')} />
      <div role="alert">
        {failure && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {failure.reason === 'tooMany'
              ? t('tooMany', { minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) })
              : failure.reason === 'query'
                ? t('queryInvalid')
                : t('saveFailed')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? form('sending') : t('submit')}
      </Button>
    </form>
  );
}

/**
 * Sends the form's values with what is saved, the page's language and currency, the consent text's
 * version and the automation checks (the honeypot's value, the time since the form was shown).
 */
function useSaveSearch(subject: AlertSubject) {
  const lang = useLocale() as Lang;
  const { currency } = useCurrency();
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return useCallback(
    (values: SavedSearchForm, honeypot: string) =>
      saveSearch({
        ...values,
        ...(subject.kind === 'search'
          ? { kind: 'search', query: subject.query }
          : { kind: 'shortlist', query: '', unit_ids: subject.unitIds }),
        lang,
        currency,
        consent_version: ALERT_CONSENT_VERSION,
        ...(honeypot ? { website: honeypot } : {}),
        elapsedMs: Math.max(0, Math.round(performance.now() - shownAt.current)),
      } satisfies SavedSearchRequest),
    [subject, lang, currency],
  );
}
