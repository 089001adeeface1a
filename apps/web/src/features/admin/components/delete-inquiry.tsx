'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { sendInquiryDeletion } from '../admin-calls';

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
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-full border border-red-300 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {t('delete')}
        </button>
      ) : (
        <div role="group" aria-label={t('delete')} className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-900">{t('deleteConfirm')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={pending}
              onClick={remove}
              className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {pending ? t('deleting') : t('deleteForGood')}
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={() => setConfirming(false)}
              className="rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-sand-100"
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      <p role="alert" className="mt-2 text-sm font-medium text-red-700">
        {failed ? t('deleteFailed') : ''}
      </p>
    </div>
  );
}
