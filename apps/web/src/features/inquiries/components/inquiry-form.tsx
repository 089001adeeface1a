'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type SelectOption, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';

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
 * by each field in the visitor's language. After a send the form is cleared and `onSent` runs.
 */
export function InquiryForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  fields,
  kind,
  context,
  onSent,
  textareaRows = { min: 3, max: 8 },
  initialValues = {},
  submitLabel,
}: {
  schema: S;
  fields: FieldSpec<z.input<S>>[];
  kind: string;
  /** What the inquiry is about (e.g. a compound's slug), sent along with the fields. */
  context?: string;
  onSent: () => void;
  submitLabel?: string;
  textareaRows?: { min: number; max: number };
  /** Prefilled values (e.g. the unit an inquiry is about); the form returns to them after a send. */
  initialValues?: Partial<Record<string, string>>;
}) {
  const t = useTranslations('form');
  const defaults = Object.fromEntries(fields.map((f) => [f.name, initialValues[f.name] ?? ''])) as DefaultValues<
    z.input<S>
  >;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues: defaults });

  const onSubmit = handleSubmit(async (values, event) => {
    // The spec: inquiry forms make no call yet; the submission is logged in the browser.
    console.info(`inquiry (${kind})`, context ? { ...values, context } : values);
    reset(defaults);
    const form = event?.target as HTMLFormElement | undefined;
    form?.querySelectorAll('textarea').forEach((area) => (area.rows = textareaRows.min));
    onSent();
  });

  const errorOf = (name: string) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return message ? t(`errors.${message}`) : undefined;
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
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
      <button
        type="submit"
        disabled={isSubmitting}
        className="mt-2 rounded-full sm:col-span-2 bg-sea-700 px-6 py-3 font-semibold text-white hover:bg-sea-900 disabled:opacity-60"
      >
        {isSubmitting ? t('sending') : (submitLabel ?? t('send'))}
      </button>
    </form>
  );
}
