'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { OFFICE_TIME_ZONE, PUBLICATIONS, TRANSLATED_LANGS, type TranslatedLang } from '@app/shared';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import type { Localized } from './values';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The catalogue forms' building blocks: texts in three languages, lists, errors, the save foot. */

const LANGS = ['en', ...TRANSLATED_LANGS] as const;
type FormLang = (typeof LANGS)[number];

/** A field error code of the API or the shared schema, in the user's language ('invalid' for an unknown one). */
export function useErrorText() {
  const t = useTranslations('catalogueForms.errors');
  return (code: string | undefined) => (code ? (t.has(code) ? t(code) : t('invalid')) : undefined);
}

/** The API's field errors ("name.en": "required", "slug": "taken") shown by their fields. */
export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string>) {
  for (const [path, code] of Object.entries(fields)) setError(path as Path<T>, { type: 'server', message: code });
}

/**
 * One text in English, Arabic and German side by side (English required); a translation left empty
 * is marked as missing next to its label.
 */
export function LocalizedFields({
  label,
  fields,
  errors,
  values,
  multiline = false,
  disabled,
}: {
  label: string;
  fields: Record<FormLang, UseFormRegisterReturn>;
  /** The form's errors of this text (react-hook-form's `errors.name`), by language. */
  errors: Partial<Record<FormLang, { message?: string }>> | undefined;
  values: Localized<string | undefined>;
  multiline?: boolean;
  disabled?: boolean;
}) {
  const t = useTranslations('catalogueForms');
  const errorText = useErrorText();
  return (
    <fieldset className="grid gap-3 md:grid-cols-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-sea-900">{label}</legend>
      {LANGS.map((lang) => {
        const fieldLabel = t('inLanguage', { field: label, language: t(`languages.${lang}`) });
        const missing = lang !== 'en' && !values[lang]?.trim();
        const props = {
          label: fieldLabel,
          required: lang === 'en',
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          error: errorText(errors?.[lang]?.message),
          ...fields[lang],
        };
        return (
          <div key={lang} className="relative">
            {missing && (
              <span
                data-testid={`missing-${fields[lang].name}`}
                className="absolute end-0 top-0 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900"
              >
                {t('missing')}
              </span>
            )}
            {multiline ? <TextAreaField {...props} minRows={4} maxRows={12} /> : <TextField {...props} />}
          </div>
        );
      })}
    </fieldset>
  );
}

/** "Missing translations: Arabic, German" at the top of a form, while some are missing. */
export function MissingSummary({ missing }: { missing: readonly TranslatedLang[] }) {
  const t = useTranslations('catalogueForms');
  return (
    <div aria-live="polite">
      {missing.length > 0 && (
        <p
          data-testid="missing-translations"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('missingSummary', { languages: missing.map((lang) => t(`languages.${lang}`)).join(', ') })}
        </p>
      )}
    </div>
  );
}

/** An editable list of short texts (a compound's specifications in one language). */
export function ListEditor({
  label,
  lang,
  value,
  onChange,
  errors,
  disabled,
}: {
  label: string;
  lang: FormLang;
  value: string[];
  onChange: (next: string[]) => void;
  errors: (string | undefined)[];
  disabled?: boolean;
}) {
  const t = useTranslations('catalogueForms.list');
  const errorText = useErrorText();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      {value.map((item, index) => (
        <div key={index} className="flex items-start gap-2">
          <TextField
            className="flex-1"
            label={t('item', { number: index + 1, list: label })}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            value={item}
            error={errorText(errors[index])}
            onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
          />
          <Button
            onClick={() => onChange(value.filter((_, i) => i !== index))}

            aria-label={t('remove', { number: index + 1, list: label })}
            variant="neutral"
            size="tiny"
            className="mt-7 h-9"
          >
            ✕
          </Button>
        </div>
      ))}
      <Button
        onClick={() => onChange([...value, ''])}
        variant="secondary"
        size="compact"
        className="justify-self-start"
      >
        {t('add', { list: label })}
      </Button>
    </fieldset>
  );
}

export type Problem =
  | { kind: 'conflict'; changedBy: string; changedAt: string }
  | { kind: 'message'; key: 'fields' | 'failed' | 'tooMany' | 'forbidden' | 'notFound' | 'reloadFailed' };

/**
 * The foot of a catalogue form: what went wrong (an alert; a conflict names who saved and when, in the
 * office's time zone, and offers their version), what was saved, and the submit button.
 */
export function SaveFoot({
  save: { problem, saved, reload },
  submitting,
  creating,
  children,
}: {
  /** The form's useRecordSave. */
  save: { problem: Problem | null; saved: boolean; reload: () => Promise<void> };
  submitting: boolean;
  creating: boolean;
  children?: ReactNode;
}) {
  const onReload = () => void reload();
  const t = useTranslations('catalogueForms');
  const format = useFormatter();
  const when = (iso: string) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE }) : '';
  return (
    <div className="grid gap-4">
      <div role="alert">
        {problem?.kind === 'conflict' && (
          <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{t('conflict', { name: problem.changedBy || t('someone'), time: when(problem.changedAt) })}</p>
            <Button onClick={onReload} variant="dangerOutline" size="compact" className="mt-2 bg-white">
              {t('reload')}
            </Button>
          </div>
        )}
        {problem?.kind === 'message' && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {t(`problems.${problem.key}`)}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {saved && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t('saved')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={submitting}>
          {submitting ? t(creating ? 'creating' : 'saving') : t(creating ? 'create' : 'save')}
        </Button>
        {children}
      </div>
    </div>
  );
}

/** The publication of a compound or unit (draft or published) and, once stored, the link to its preview. */
export function PublicationSection({
  field,
  error,
  previewHref,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
  previewHref: string | null;
}) {
  const t = useTranslations('catalogueForms');
  const errorText = useErrorText();
  return (
    <FormSection title={t('sections.publication')}>
      <SelectField
        label={t('fields.publication')}
        options={PUBLICATIONS.map((p) => ({ value: p, label: t(`publications.${p}`) }))}
        error={errorText(error)}
        {...field}
      />
      {previewHref && (
        <Link href={previewHref} className="justify-self-start text-sm font-semibold text-sea-700 hover:underline">
          {t('preview')}
        </Link>
      )}
    </FormSection>
  );
}

/** A section of a long form, with its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="grid gap-4">
      <h2 className="text-lg font-semibold text-sea-900">{title}</h2>
      {children}
    </Card>
  );
}
