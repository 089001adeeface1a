'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { InquiryKind } from '@app/shared';
import { useModals } from '@/components/layout/modal-context';
import { type SelectOption, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { type SendFailure, sendFailure } from '../inquiry-calls';
import { type InquiryAbout, useSendInquiry } from '../use-send-inquiry';
import { HONEYPOT_NAME, Honeypot } from '@/components/ui/honeypot';
import { Button } from '@/components/ui/button';

export interface FieldSpec<T> {
  name: Path<T> & string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'number' | 'select';
  autoComplete?: string;
  required?: boolean;
  /** Choices of a select; `placeholder` is its empty first choice. */
  options?: readonly SelectOption[];
  placeholder?: string;
  /** Bounds of a date or number input (the browser's picker; the schema has the last word). */
  min?: string | number;
  max?: string | number;
  /** Half a row on wider screens, next to another half field. */
  half?: boolean;
}

/**
 * One form for every inquiry: fields from a spec, validation with the shared zod schema, messages
 * by each field in the visitor's language, and delivery to the agency (POST /api/inquiries/ with
 * `kind` and what it is `about`). After a successful send the form is cleared, "Feedback sent!" is
 * announced and `onSent` runs (a modal closes); after a failed one the text stays and the visitor
 * can send again.
 */
export function InquiryForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  fields,
  kind,
  about,
  onSent,
  textareaRows = { min: 3, max: 8 },
  initialValues = {},
  submitLabel,
}: {
  schema: S;
  fields: FieldSpec<z.input<S>>[];
  kind: InquiryKind;
  about?: InquiryAbout;
  onSent?: () => void;
  submitLabel?: string;
  textareaRows?: { min: number; max: number };
  /** Prefilled values (e.g. the unit an inquiry is about); the form returns to them after a send. */
  initialValues?: Partial<Record<string, string>>;
}) {
  const t = useTranslations('form');
  const { notify } = useModals();
  const { send } = useSendInquiry(kind, about);
  const [failure, setFailure] = useState<Exclude<SendFailure, { reason: 'fields' }> | null>(null);
  const defaults = Object.fromEntries(fields.map((f) => [f.name, initialValues[f.name] ?? ''])) as DefaultValues<
    z.input<S>
  >;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues: defaults });

  const onSubmit = handleSubmit(async (values, event) => {
    setFailure(null);
    const form = event?.target as HTMLFormElement | undefined;
    const honeypot = form?.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null | undefined;
    try {
      const sent = await send(values as Record<string, unknown>, honeypot?.value ?? '');
      if (!sent) return; // a send was already under way
    } catch (error) {
      const reason = sendFailure(error);
      if (reason.reason !== 'fields') return setFailure(reason);
      const known = fields.filter((f) => reason.fields[f.name]);
      if (known.length === 0) return setFailure({ reason: 'failed' });
      known.forEach((f, i) =>
        setError(f.name, { type: 'server', message: reason.fields[f.name] }, { shouldFocus: i === 0 }),
      );
      return;
    }
    reset(defaults);
    if (honeypot) honeypot.value = '';
    form?.querySelectorAll('textarea').forEach((area) => (area.rows = textareaRows.min));
    notify(t('sent'));
    onSent?.();
  });

  const errorOf = (name: string) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return message ? t(`errors.${message}`) : undefined;
  };

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2">
      {fields.map((field) =>
        field.type === 'textarea' ? (
          <TextAreaField
            key={field.name}
            className="sm:col-span-2"
            label={field.label}
            error={errorOf(field.name)}
            minRows={textareaRows.min}
            maxRows={textareaRows.max}
            required={field.required}
            {...register(field.name)}
          />
        ) : field.type === 'select' ? (
          <SelectField
            key={field.name}
            className={field.half ? undefined : 'sm:col-span-2'}
            label={field.label}
            options={field.options ?? []}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            error={errorOf(field.name)}
            required={field.required}
            {...register(field.name)}
          />
        ) : (
          <TextField
            key={field.name}
            className={field.half ? undefined : 'sm:col-span-2'}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            min={field.min}
            max={field.max}
            error={errorOf(field.name)}
            required={field.required}
            {...register(field.name)}
          />
        ),
      )}
      <Honeypot label={t('honeypot')} />
      {/* The live region is always there (empty until a send fails), so that screen readers announce it. */}
      <div className="mt-2 flex flex-col sm:col-span-2">
        <div role="alert">
          {failure && (
            <div className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              <p className="font-semibold">{t('failed')}</p>
              <p className="mt-1">
                {failure.reason === 'tooMany' ? (
                  <TooMany retryAfterSeconds={failure.retryAfterSeconds} />
                ) : (
                  t('tryAgain')
                )}
              </p>
            </div>
          )}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : (submitLabel ?? t('send'))}
        </Button>
      </div>
    </form>
  );
}

/** Why a 429 was answered and when the visitor can send again (the per-minute or the per-day limit). */
function TooMany({ retryAfterSeconds }: { retryAfterSeconds: number | null }) {
  const t = useTranslations('form');
  const seconds = retryAfterSeconds ?? 60;
  return seconds > 3600
    ? t('tooManyToday', { hours: Math.ceil(seconds / 3600) })
    : t('tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
}
