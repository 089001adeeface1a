'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { sendInquiryUpdate } from '../admin-calls';
import { Button } from '@/components/ui/button';

/** "Not spam": moves a suspected-spam inquiry to the inbox as new; the API sends its e-mail then. */
export function NotSpamButton({ id }: { id: string }) {
  const t = useTranslations('admin.detail');
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'moving' | 'failed'>('idle');
  const move = async () => {
    setState('moving');
    const result = await sendInquiryUpdate(id, { status: 'new' });
    if (result === 'unauthorized') return router.replace(`/admin/sign-in?next=${encodeURIComponent(pathname)}`);
    if (result !== 'ok') return setState('failed');
    setState('idle');
    router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={move} disabled={state === 'moving'} size="sm">
        {state === 'moving' ? t('movingToInbox') : t('notSpam')}
      </Button>
      <p role="status" className="text-sm font-medium text-red-700">
        {state === 'failed' ? t('moveFailed') : ''}
      </p>
    </div>
  );
}
