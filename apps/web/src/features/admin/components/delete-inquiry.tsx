'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { sendInquiryDeletion } from '../admin-calls';
import { Button } from '@/components/ui/button';

/** Deleting an inquiry for good, after the reader confirms; then back to the list. */
export function DeleteInquiry({ id }: { id: string }) {
  const t = useTranslations('admin.detail');
  const router = useRouter();
  const pathname = usePathname();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  const remove = () =>
    startTransition(async () => {
      setFailed(false);
      const result = await sendInquiryDeletion(id);
      if (result === 'unauthorized') return router.replace(`/admin/sign-in?next=${encodeURIComponent(pathname)}`);
      if (result !== 'ok') return setFailed(true);
      router.replace('/admin');
      router.refresh();
    });

  return (
    <div>
      {!confirming ? (
        <Button onClick={() => setConfirming(true)} variant="dangerOutline" size="sm">
          {t('delete')}
        </Button>
      ) : (
        <div role="group" aria-label={t('delete')} className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-900">{t('deleteConfirm')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button disabled={pending} onClick={remove} variant="danger" size="sm">
              {pending ? t('deleting') : t('deleteForGood')}
            </Button>
            <Button disabled={pending} onClick={() => setConfirming(false)} variant="neutral" size="sm">
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      <p role="alert" className="mt-2 text-sm font-medium text-red-700">
        {failed ? t('deleteFailed') : ''}
      </p>
    </div>
  );
}
