import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeveloperForm } from '@/features/catalogue/forms/developer-form';
import { RecordPage } from '@/features/catalogue/forms/record-page';
import { requireCatalogueEditor } from '../../editors-only';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueForms.titles'))('newDeveloper') };
}

export default async function NewDeveloperPage() {
  await requireCatalogueEditor();
  const t = await getTranslations('catalogueForms.titles');
  return (
    <RecordPage section="developers" title={t('newDeveloper')}>
      <DeveloperForm record={null} />
    </RecordPage>
  );
}
