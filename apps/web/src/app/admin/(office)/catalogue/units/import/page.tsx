import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ImportForm } from '@/features/catalogue/lists/import-form';
import { requireCatalogueEditor } from '../../editors-only';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueLists.import'))('title') };
}

/** The units' CSV import, for editors and admins (agents get 403 and the units' forbidden page; the API refuses them too). */
export default async function ImportUnitsPage() {
  await requireCatalogueEditor();
  const t = await getTranslations('catalogueLists.import');
  return (
    <div className="grid gap-6">
      <div>
        <Link href="/admin/catalogue/units" className="text-sm font-semibold text-sea-700 hover:underline">
          {t('back')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-sea-900">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{t('intro')}</p>
      </div>
      <ImportForm />
    </div>
  );
}
