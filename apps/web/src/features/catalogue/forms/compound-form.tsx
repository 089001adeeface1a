'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  COMPOUND_STATUSES,
  type CompoundAdmin,
  type CompoundInput,
  REGIONS,
  compoundInputSchema,
  slugify,
} from '@app/shared';
import { SelectField, TextField } from '@/components/ui/form-field';
import { PhotoEditor } from '../media/photo-editor';
import { VideoField } from '../media/video-field';
import {
  FormSection,
  ListEditor,
  LocalizedFields,
  MissingSummary,
  PublicationSection,
  SaveFoot,
  useErrorText,
} from './form-kit';
import { PositionField } from './position-field';
import { useRecordForm } from './use-record-save';
import {
  editorPhotos,
  emptyText,
  listToSend,
  listValues,
  numberOrUndefined,
  textValues,
  untranslatedLanguages,
} from './values';

const LOCALIZED = ['name', 'location', 'description', 'vision'] as const;

const valuesOf = (record: CompoundAdmin): CompoundInput => ({
  slug: record.slug,
  name: textValues(record.name),
  location: textValues(record.location),
  region: record.region,
  status: record.status,
  deliveryDate: record.deliveryDate,
  developerId: record.developerId,
  featured: record.featured,
  description: textValues(record.description),
  specifications: listValues(record.specifications),
  vision: textValues(record.vision),
  latitude: record.latitude,
  longitude: record.longitude,
  mainImage: record.mainImage,
  photos: record.photos,
  mainVideo: record.mainVideo,
  videoPoster: record.videoPoster,
  publication: record.publication,
});

const NEW_COMPOUND: CompoundInput = {
  name: emptyText(),
  location: emptyText(),
  region: 'hurghada',
  status: 'off plan',
  deliveryDate: null,
  developerId: undefined as unknown as number,
  featured: false,
  description: emptyText(),
  specifications: { en: [], ar: [], de: [] },
  vision: emptyText(),
  latitude: null,
  longitude: null,
  mainImage: '',
  photos: [],
  mainVideo: null,
  videoPoster: null,
  publication: 'draft',
};

export type DeveloperChoice = { id: number; name: string };

/**
 * A compound in three languages: its slug follows the English name until edited by hand; its position
 * placed on a map or typed, on the coast; photos, video and publication; saved over the version it was opened at.
 */
export function CompoundForm({ record, developers }: { record: CompoundAdmin | null; developers: DeveloperChoice[] }) {
  const t = useTranslations('catalogueForms');
  const regions = useTranslations('region');
  const statuses = useTranslations('projectStatus');
  const errorText = useErrorText();
  const [slugByHand, setSlugByHand] = useState(record !== null);
  const {
    form: {
      register,
      handleSubmit,
      setValue,
      control,
      trigger,
      formState: { errors, isSubmitting },
    },
    save,
  } = useRecordForm({
    schema: compoundInputSchema,
    entity: 'compounds',
    record,
    toValues: valuesOf,
    defaults: NEW_COMPOUND,
  });
  const values = useWatch({ control }) as CompoundInput;
  const photos = editorPhotos(values.photos);

  const localized = (key: (typeof LOCALIZED)[number]) => ({
    en: register(
      `${key}.en`,
      key === 'name' && !slugByHand
        ? {
            onChange: (event: { target: { value: string } }) =>
              setValue('slug', slugify(event.target.value) || undefined),
          }
        : {},
    ),
    ar: register(`${key}.ar`),
    de: register(`${key}.de`),
  });

  const onSubmit = handleSubmit((output) =>
    save.submit({ ...output, specifications: listToSend(output.specifications) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <MissingSummary
        missing={untranslatedLanguages(
          LOCALIZED.map((key) => values[key]),
          [values.specifications ?? { en: [] }],
        )}
      />
      <FormSection title={t('sections.names')}>
        <LocalizedFields
          label={t('fields.name')}
          fields={localized('name')}
          errors={errors.name}
          values={values.name}
        />
        <TextField
          label={t('fields.slug')}
          autoComplete="off"
          dir="ltr"
          error={errorText(errors.slug?.message)}
          {...register('slug', {
            setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
            onChange: () => setSlugByHand(true),
          })}
        />
        <p className="-mt-2 text-xs text-slate-600">{t('slugHint')}</p>
        <LocalizedFields
          label={t('fields.location')}
          fields={localized('location')}
          errors={errors.location}
          values={values.location}
        />
      </FormSection>

      <FormSection title={t('sections.facts')}>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label={t('fields.region')}
            options={REGIONS.map((r) => ({ value: r, label: regions(r) }))}
            error={errorText(errors.region?.message)}
            {...register('region')}
          />
          <SelectField
            label={t('fields.status')}
            options={COMPOUND_STATUSES.map((s) => ({ value: s, label: statuses(s) }))}
            error={errorText(errors.status?.message)}
            {...register('status')}
          />
          <TextField
            label={t('fields.deliveryDate')}
            type="date"
            error={errorText(errors.deliveryDate?.message)}
            {...register('deliveryDate', { setValueAs: (v: unknown) => (v ? v : null) })}
          />
          <SelectField
            label={t('fields.developerId')}
            placeholder={t('choose')}
            options={developers.map((d) => ({ value: String(d.id), label: d.name }))}
            error={errorText(errors.developerId?.message)}
            {...register('developerId', { setValueAs: numberOrUndefined })}
          />
          <PositionField form={{ register, setValue, trigger }} values={values} errors={errors} errorText={errorText} />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...register('featured')} />
          {t('fields.featured')}
        </label>
      </FormSection>

      <FormSection title={t('sections.texts')}>
        <LocalizedFields
          label={t('fields.description')}
          fields={localized('description')}
          errors={errors.description}
          values={values.description}
          multiline
        />
        <LocalizedFields
          label={t('fields.vision')}
          fields={localized('vision')}
          errors={errors.vision}
          values={values.vision}
          multiline
        />
        <div className="grid gap-4 md:grid-cols-3">
          {(['en', 'ar', 'de'] as const).map((lang) => (
            <Controller
              key={lang}
              control={control}
              name={`specifications.${lang}`}
              render={({ field }) => (
                <ListEditor
                  label={t('inLanguage', { field: t('fields.specifications'), language: t(`languages.${lang}`) })}
                  lang={lang}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  errors={Array.from(
                    { length: field.value?.length ?? 0 },
                    (_, i) => errors.specifications?.[lang]?.[i]?.message,
                  )}
                />
              )}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title={t('sections.media')}>
        <PhotoEditor
          label={t('fields.gallery')}
          photos={photos}
          mainImage={values.mainImage ?? ''}
          onChange={(next) => {
            setValue('photos', next.photos, { shouldDirty: true });
            setValue('mainImage', next.mainImage, { shouldDirty: true });
          }}
        />
        {(errors.mainImage?.message || errors.photos?.message) && (
          <p className="text-sm text-red-700">{errorText(errors.mainImage?.message ?? errors.photos?.message)}</p>
        )}
        <VideoField
          label={t('fields.mainVideo')}
          video={values.mainVideo ?? null}
          poster={values.videoPoster ?? null}
          photos={photos}
          onChange={(next) => {
            setValue('mainVideo', next.video, { shouldDirty: true });
            setValue('videoPoster', next.poster, { shouldDirty: true });
          }}
        />
      </FormSection>

      <PublicationSection
        field={register('publication')}
        error={errors.publication?.message}
        previewHref={record ? `/admin/catalogue/compounds/${record.id}/preview` : null}
      />

      <SaveFoot save={save} submitting={isSubmitting} creating={record === null} />
    </form>
  );
}
