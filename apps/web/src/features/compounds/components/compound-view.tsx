'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@app/shared';
import { QueryProvider } from '@/components/data/query-provider';
import { Spinner } from '@/components/ui/spinner';
import { fetchCompound, compoundFailure, compoundQueryKey } from '../compound-calls';
import { unitsHref } from '../units-query';
import { CompoundDetails } from './compound-details';
import { CompoundNotFound } from './compound-not-found';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * The spec's project view (/compounds?id=): the browser asks the compound call and shows its states:
 * loading spinner, error text ('Failed to fetch project' in red when the API answers not ok, 'Failed to
 * load project' otherwise), 'Project not found.', or the compound itself.
 */
export function CompoundView({ id }: { id: string }) {
  return (
    <QueryProvider>
      <CompoundViewBody id={id} />
    </QueryProvider>
  );
}

function CompoundViewBody({ id }: { id: string }) {
  const t = useTranslations('compound');
  const lang = useLocale() as Lang;
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery({
    queryKey: compoundQueryKey(id, lang),
    queryFn: ({ signal }) => fetchCompound(id, lang, signal),
  });

  if (isPending) return <Spinner label={t('loading')} className="min-h-[60vh]" />;

  if (isError) {
    const reason = compoundFailure(error);
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-xl font-semibold text-red-700">{reason === 'fetch' ? t('fetchFailed') : t('loadFailed')}</p>
        <p className="mt-3 text-slate-600">{reason === 'fetch' ? t('errorServer') : t('errorConnection')}</p>
        <Button variant="danger" onClick={() => void refetch()} disabled={isRefetching} className="mt-8">
          {t('tryAgain')}
        </Button>
      </div>
    );
  }

  if (!data) return <CompoundNotFound />;

  return (
    <CompoundDetails
      compound={data}
      actions={
        <ButtonLink href={unitsHref(data.slug, { type: undefined, page: 1 })} lang={lang} variant="light">
          {t('seeUnitsAndVisit')}
        </ButtonLink>
      }
    />
  );
}
