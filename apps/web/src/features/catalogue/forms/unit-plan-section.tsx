'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FINISHINGS, INSTALMENT_FREQUENCIES, type UnitInput } from '@app/shared';
import { SelectField, TextField } from '@/components/ui/form-field';
import { FormSection, useErrorText } from './form-kit';
import { numberOrNull, textOrNull } from './values';

/**
 * A unit's payment plan and delivery (decision 0030), in the unit's form: every field optional, the
 * schema checks that they add up.
 */
export function UnitPlanSection({
  register,
  errors,
}: {
  register: UseFormRegister<UnitInput>;
  errors: FieldErrors<UnitInput>;
}) {
  const t = useTranslations('catalogueForms');
  const errorText = useErrorText();
  return (
    <FormSection title={t('sections.plan')}>
      <p className="-mt-2 text-xs text-slate-600">{t('planHint')}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {(['downPayment', 'amountPaid', 'amountLeft'] as const).map((name) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            inputMode="numeric"
            error={errorText(errors[name]?.message)}
            {...register(name, { setValueAs: numberOrNull })}
          />
        ))}
        <TextField
          label={t('fields.instalmentCount')}
          inputMode="numeric"
          error={errorText(errors.instalmentCount?.message)}
          {...register('instalmentCount', { setValueAs: numberOrNull })}
        />
        <SelectField
          label={t('fields.instalmentFrequency')}
          options={[
            { value: '', label: t('notGiven') },
            ...INSTALMENT_FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) })),
          ]}
          error={errorText(errors.instalmentFrequency?.message)}
          {...register('instalmentFrequency', { setValueAs: textOrNull })}
        />
        <SelectField
          label={t('fields.finishing')}
          options={[
            { value: '', label: t('notGiven') },
            ...FINISHINGS.map((f) => ({ value: f, label: t(`finishings.${f}`) })),
          ]}
          error={errorText(errors.finishing?.message)}
          {...register('finishing', { setValueAs: textOrNull })}
        />
        <TextField
          label={t('fields.deliveryDate')}
          type="date"
          error={errorText(errors.deliveryDate?.message)}
          {...register('deliveryDate', { setValueAs: textOrNull })}
        />
        <TextField
          label={t('fields.maintenanceDeposit')}
          inputMode="numeric"
          error={errorText(errors.maintenanceDeposit?.message)}
          {...register('maintenanceDeposit', { setValueAs: numberOrNull })}
        />
      </div>
    </FormSection>
  );
}
