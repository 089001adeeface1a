'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { IMAGE_TYPES } from '@app/shared';
import { type UploadFailure, uploadMedia } from '../media/upload';
import { Button } from '@/components/ui/button';

/** The logo's own messages name no role and no rate: those uploads simply failed. */
const problemOf = (failure: UploadFailure) => (failure === 'forbidden' || failure === 'tooMany' ? 'failed' : failure);

/** A developer's logo: one photo uploaded through the media API, shown, replaced or removed. */
export function LogoField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const t = useTranslations('catalogueForms.logo');
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'tooLarge' | 'unsupported' | 'failed' | 'unauthorized'>(
    'idle',
  );
  const problem = state !== 'idle' && state !== 'uploading' ? t(state) : error;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('label')}
      </label>
      {value && <Image src={value} alt={t('current')} width={128} height={128} className="h-32 w-32 object-contain" />}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled || state === 'uploading'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="text-sm"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setState('uploading');
          const answer = await uploadMedia(file, 'photo');
          if (!answer.ok) return setState(problemOf(answer.failure));
          setState('idle');
          onChange(answer.media.url);
        }}
      />
      <div aria-live="polite" className="text-sm text-slate-600">
        {state === 'uploading' && t('uploading')}
      </div>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {value && !disabled && (
        <Button onClick={() => onChange('')} variant="neutral" size="compact" className="justify-self-start">
          {t('remove')}
        </Button>
      )}
    </div>
  );
}
