import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { StaffRole } from '@app/shared';
import { Card } from '@/components/ui/card';

/** Whether the signed-in user changes the catalogue (the API checks it too: agents only read it). */
export function canEditCatalogue(session: { state: string; role?: StaffRole }): boolean {
  return session.state === 'signedIn' && (session.role === 'admin' || session.role === 'editor');
}

/** A list's title, how many records match, its actions; for agents, that the catalogue is read-only to them. */
export function ListHeading({
  title,
  count,
  canEdit,
  children,
}: {
  title: string;
  count: string;
  canEdit: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('catalogueLists.common');
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-sea-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="catalogue-count">
          {count}
        </p>
        {!canEdit && <p className="mt-1 text-sm text-slate-600">{t('readOnly')}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}

/** No record on this page: nothing matches the filters, or nothing exists yet. */
export function ListEmpty({ text, clearHref }: { text: string; clearHref: string | null }) {
  const t = useTranslations('catalogueLists.common');
  return (
    <Card padding="none" className="px-6 py-16 text-center">
      <p className="text-slate-700">{text}</p>
      {clearHref && (
        <Link href={clearHref} className="mt-4 inline-block font-semibold text-sea-700 hover:underline">
          {t('clear')}
        </Link>
      )}
    </Card>
  );
}
