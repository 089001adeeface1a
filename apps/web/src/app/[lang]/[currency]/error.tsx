'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * When a page cannot be rendered (the API is down, say): what happened and the way out. This runs in
 * the browser; the server has logged the failure already, with the request's id (lib/log-lines.ts:
 * the failed API call, or any other error with the `digest` this page gets).
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <Button
        onClick={() => {
          reset();
          window.location.reload();
        }}
        className="mt-8"
      >
        {t('tryAgain')}
      </Button>
    </div>
  );
}
