import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { developerChoices } from '@/features/catalogue/forms/record-reads';
import { CompoundForm } from '@/features/catalogue/forms/compound-form';
import { RecordPage } from '@/features/catalogue/forms/record-page';
import { requireCatalogueEditor } from '../../editors-only';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueForms.titles'))('newCompound') };
}

export default async function NewCompoundPage() {
  await requireCatalogueEditor();
  const t = await getTranslations('catalogueForms.titles');
  const developers = await developerChoices('/admin/catalogue/compounds/new');
  return (
    <RecordPage section="compounds" title={t('newCompound')}>
      <CompoundForm record={null} developers={developers} />
    </RecordPage>
  );
}
