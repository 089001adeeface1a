'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { type DeveloperAdmin, type DeveloperInput, developerInputSchema } from '@app/shared';
import { TextField } from '@/components/ui/form-field';
import { SaveFoot, useErrorText } from './form-kit';
import { LogoField } from './logo-field';
import { useRecordForm } from './use-record-save';

const valuesOf = (record: DeveloperAdmin): DeveloperInput => ({ name: record.name, logo: record.logo });

/** A developer: its name and logo (create when `record` is null, else edit). */
export function DeveloperForm({ record }: { record: DeveloperAdmin | null }) {
  const t = useTranslations('catalogueForms');
  const errorText = useErrorText();
  const {
    form: {
      register,
      handleSubmit,
      setValue,
      control,
      formState: { errors, isSubmitting },
    },
    save,
  } = useRecordForm({
    schema: developerInputSchema,
    entity: 'developers',
    record,
    toValues: valuesOf,
    defaults: { name: '', logo: '' },
  });
  const logo = useWatch({ control, name: 'logo' }) ?? '';

  return (
    <form noValidate onSubmit={handleSubmit(save.submit)} className="grid max-w-xl gap-6">
      <TextField
        label={t('fields.name')}
        required
        autoComplete="off"
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <LogoField
        value={logo}
        onChange={(url) => setValue('logo', url, { shouldDirty: true })}
        error={errorText(errors.logo?.message)}
      />
      <SaveFoot save={save} submitting={isSubmitting} creating={record === null} />
    </form>
  );
}
