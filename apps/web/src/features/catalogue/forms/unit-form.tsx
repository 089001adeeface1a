'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  type LocalizedTextValue,
  REGIONS,
  UNIT_KINDS,
  UNIT_STATUSES,
  type UnitAdmin,
  type UnitInput,
  unitInputSchema,
} from '@app/shared';
import { SelectField, TextField } from '@/components/ui/form-field';
import { PhotoEditor } from '../media/photo-editor';
import { readRecord } from './record-calls';
import { FormSection, LocalizedFields, MissingSummary, PublicationSection, SaveFoot, useErrorText } from './form-kit';
import { PositionField } from './position-field';
import { useRecordForm } from './use-record-save';
import { NEW_UNIT, unitValuesOf } from './unit-values';
import { UnitPlanSection } from './unit-plan-section';
import { editorPhotos, numberOrNull, numberOrUndefined, textValues, untranslatedLanguages } from './values';

const LOCALIZED = ['title', 'location', 'description'] as const;

export type CompoundChoice = { id: number; name: string };

/**
 * A unit in three languages, in a compound (its region and location filled in from the compound) or
 * private (placed on a map, or typed, on the coast); its reference is given on creation or drawn by the API; saved over the version it was opened at.
 */
export function UnitForm({
  record,
  compounds,
  compound = null,
}: {
  record: UnitAdmin | null;
  compounds: CompoundChoice[];
  /** A new unit's compound, its region and location, when the form is opened from a compound. */
  compound?: { id: number; region: UnitInput['region']; location: LocalizedTextValue } | null;
}) {
  const t = useTranslations('catalogueForms');
  const regions = useTranslations('region');
  const statuses = useTranslations('unit.status');
  const kinds = useTranslations('unit.kinds');
  const errorText = useErrorText();
  const [locationByHand, setLocationByHand] = useState(record !== null);
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
    schema: unitInputSchema,
    entity: 'units',
    record,
    toValues: unitValuesOf,
    defaults: compound
      ? { ...NEW_UNIT, compoundId: compound.id, region: compound.region, location: textValues(compound.location) }
      : NEW_UNIT,
  });
  const values = useWatch({ control }) as UnitInput;
  const photos = editorPhotos(values.photos);

  /** A compound chosen: its region and (until typed by hand) its location become the unit's. */
  const prefill = async (id: number | null) => {
    if (id === null) return;
    const compound = await readRecord('compounds', id);
    if (!compound) return;
    setValue('region', compound.region);
    if (!locationByHand) setValue('location', textValues(compound.location));
  };

  const localized = (key: (typeof LOCALIZED)[number]) => {
    const options = key === 'location' ? { onChange: () => setLocationByHand(true) } : {};
    return {
      en: register(`${key}.en`, options),
      ar: register(`${key}.ar`, options),
      de: register(`${key}.de`, options),
    };
  };

  const onSubmit = handleSubmit((output) => {
    // The reference is given once, on creation; an edit leaves it as it is.
    const { reference, ...rest } = output;
    return save.submit(record ? rest : { ...rest, ...(reference ? { reference } : {}) });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <MissingSummary missing={untranslatedLanguages(LOCALIZED.map((key) => values[key]))} />
      <FormSection title={t('sections.names')}>
        {record ? (
          <p className="text-sm text-slate-700">
            {t('fields.reference')}:{' '}
            <span data-testid="unit-reference" className="font-mono font-semibold">
              {record.reference}
            </span>
          </p>
        ) : (
          <>
            <TextField
              label={t('fields.reference')}
              autoComplete="off"
              dir="ltr"
              error={errorText(errors.reference?.message)}
              {...register('reference', {
                setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
              })}
            />
            <p className="-mt-2 text-xs text-slate-600">{t('referenceHint')}</p>
          </>
        )}
        <LocalizedFields
          label={t('fields.title')}
          fields={localized('title')}
          errors={errors.title}
          values={values.title}
        />
      </FormSection>

      <FormSection title={t('sections.place')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('fields.compoundId')}
            options={[
              { value: '', label: t('private') },
              ...compounds.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            error={errorText(errors.compoundId?.message)}
            {...register('compoundId', {
              setValueAs: numberOrNull,
              onChange: (event: { target: { value: string } }) => void prefill(numberOrNull(event.target.value)),
            })}
          />
          <SelectField
            label={t('fields.region')}
            options={REGIONS.map((r) => ({ value: r, label: regions(r) }))}
            error={errorText(errors.region?.message)}
            {...register('region')}
          />
        </div>
        <LocalizedFields
          label={t('fields.location')}
          fields={localized('location')}
          errors={errors.location}
          values={values.location}
        />
        {/* A private unit's own position; a unit in a compound is shown at its compound's (one placed apart keeps its own). */}
        {values.compoundId === null || values.compoundId === undefined || values.latitude != null ? (
          <PositionField form={{ register, setValue, trigger }} values={values} errors={errors} errorText={errorText} />
        ) : (
          <p className="text-sm text-slate-600">{t('position.ofCompound')}</p>
        )}
      </FormSection>

      <FormSection title={t('sections.facts')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={t('fields.unitType')}
            required
            autoComplete="off"
            error={errorText(errors.unitType?.message)}
            {...register('unitType')}
          />
          <SelectField
            label={t('fields.kind')}
            options={UNIT_KINDS.map((k) => ({ value: k, label: kinds(k) }))}
            error={errorText(errors.kind?.message)}
            {...register('kind')}
          />
          <SelectField
            label={t('fields.status')}
            options={UNIT_STATUSES.map((s) => ({ value: s, label: statuses(s) }))}
            error={errorText(errors.status?.message)}
            {...register('status')}
          />
          <TextField
            label={t('fields.bedrooms')}
            required
            inputMode="numeric"
            error={errorText(errors.bedrooms?.message)}
            {...register('bedrooms', { setValueAs: numberOrUndefined })}
          />
          <TextField
            label={t('fields.bathrooms')}
            required
            inputMode="numeric"
            error={errorText(errors.bathrooms?.message)}
            {...register('bathrooms', { setValueAs: numberOrUndefined })}
          />
          <TextField
            label={t('fields.area')}
            required
            inputMode="decimal"
            error={errorText(errors.area?.message)}
            {...register('area', { setValueAs: numberOrUndefined })}
          />
          <TextField
            label={t('fields.floor')}
            inputMode="numeric"
            error={errorText(errors.floor?.message)}
            {...register('floor', { setValueAs: numberOrNull })}
          />
          <TextField
            label={t('fields.price')}
            required
            inputMode="numeric"
            error={errorText(errors.price?.message)}
            {...register('price', { setValueAs: numberOrUndefined })}
          />
        </div>
      </FormSection>

      <UnitPlanSection register={register} errors={errors} />

      <FormSection title={t('sections.texts')}>
        <LocalizedFields
          label={t('fields.description')}
          fields={localized('description')}
          errors={errors.description}
          values={values.description}
          multiline
        />
      </FormSection>

      <FormSection title={t('sections.media')}>
        <PhotoEditor
          label={t('fields.photos')}
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
      </FormSection>

      <PublicationSection
        field={register('publication')}
        error={errors.publication?.message}
        previewHref={record ? `/admin/catalogue/units/${record.id}/preview` : null}
      />

      <SaveFoot save={save} submitting={isSubmitting} creating={record === null} />
    </form>
  );
}
