'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type CatalogueEntity, deleteRecord } from './record-calls';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * Deleting a record after a confirmation. A developer with compounds and a compound with units are
 * refused by the API (said here with the count); a unit with inquiries is archived instead, and the
 * confirmation says so beforehand.
 */
export function DeleteRecord({
  entity,
  id,
  dependents,
}: {
  entity: CatalogueEntity;
  id: number;
  /** Compounds of a developer, units of a compound, inquiries of a unit. */
  dependents: number;
}) {
  const t = useTranslations('catalogueForms.delete');
  const router = useRouter();
  const pathname = usePathname();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'inUse' | 'failed' | 'forbidden' | 'archived' | null>(null);
  const archives = entity === 'units' && dependents > 0;

  const remove = async () => {
    setBusy(true);
    setOutcome(null);
    const answer = await deleteRecord(entity, id);
    setBusy(false);
    setConfirming(false);
    switch (answer.result) {
      case 'deleted':
        router.push(`/admin/catalogue/${entity}`);
        router.refresh();
        return;
      case 'archived':
        setOutcome('archived');
        router.refresh();
        return;
      case 'unauthorized':
        router.replace(`/admin/sign-in?next=${encodeURIComponent(pathname)}`);
        return;
      case 'inUse':
      case 'forbidden':
        setOutcome(answer.result);
        return;
      case 'notFound':
        router.push(`/admin/catalogue/${entity}`);
        return;
      default:
        setOutcome('failed');
    }
  };

  return (
    <Card as="section" aria-labelledby="delete-record">
      <h2 id="delete-record" className="text-lg font-semibold text-sea-900">
        {t(`title.${entity}`)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t(`text.${entity}`, { count: dependents })}</p>
      <div role="alert" className="mt-3">
        {outcome && outcome !== 'archived' && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {outcome === 'inUse' ? t(`inUse.${entity}`, { count: dependents }) : t(outcome)}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {outcome === 'archived' && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('archived')}
          </p>
        )}
      </div>
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="w-full text-sm font-medium text-slate-900">{t(archives ? 'confirmArchive' : 'confirm')}</p>
          <Button disabled={busy} onClick={() => void remove()} variant="danger" size="xs">
            {busy ? t('working') : t(archives ? 'archive' : 'deleteForGood')}
          </Button>
          <Button onClick={() => setConfirming(false)} variant="neutral" size="xs">
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <Button onClick={() => setConfirming(true)} variant="dangerOutline" size="xs" className="mt-3">
          {t(archives ? 'archive' : 'delete')}
        </Button>
      )}
    </Card>
  );
}
