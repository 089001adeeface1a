import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

export type CatalogueSection = 'developers' | 'compounds' | 'units';

/** What an agent sees instead of a catalogue form (a section's forbidden.tsx), with the way back to its list. */
export async function NotForYourRole({ section }: { section: CatalogueSection }) {
  const t = await getTranslations('catalogueForms');
  return (
    <div className="grid max-w-2xl gap-4">
      <Link href={`/admin/catalogue/${section}`} className="text-sm font-semibold text-sea-700 hover:underline">
        ← {t(`back.${section}`)}
      </Link>
      <h1 className="text-2xl font-bold text-sea-900">{t('forbidden.title')}</h1>
      <p className="text-slate-700">{t('forbidden.text')}</p>
    </div>
  );
}

/** A catalogue form's page: the way back to its list, its title and what follows. */
export async function RecordPage({
  section,
  title,
  children,
}: {
  section: CatalogueSection;
  title: string;
  children: ReactNode;
}) {
  const t = await getTranslations('catalogueForms');
  return (
    <div className="grid gap-8">
      <div>
        <Link href={`/admin/catalogue/${section}`} className="text-sm font-semibold text-sea-700 hover:underline">
          ← {t(`back.${section}`)}
        </Link>
        <h1 className="mt-3 text-2xl font-bold text-sea-900">{title}</h1>
      </div>
      {children}
    </div>
  );
}
