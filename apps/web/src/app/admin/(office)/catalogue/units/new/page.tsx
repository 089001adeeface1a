import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { compoundChoices, getCompoundRecord } from '@/features/catalogue/forms/record-reads';
import { RecordPage } from '@/features/catalogue/forms/record-page';
import { UnitForm } from '@/features/catalogue/forms/unit-form';
import { requireCatalogueEditor } from '../../editors-only';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueForms.titles'))('newUnit') };
}

type Props = { searchParams: Promise<{ compound?: string | string[] }> };

/** A new unit; `?compound=ID` (from a compound's page) chooses its compound. */
export default async function NewUnitPage({ searchParams }: Props) {
  await requireCatalogueEditor();
  const t = await getTranslations('catalogueForms.titles');
  const compounds = await compoundChoices('/admin/catalogue/units/new');
  const asked = Number((await searchParams).compound);
  const compound = compounds.some((c) => c.id === asked) ? await getCompoundRecord(String(asked)) : null;
  return (
    <RecordPage section="units" title={t('newUnit')}>
      <UnitForm record={null} compounds={compounds} compound={compound} />
    </RecordPage>
  );
}
