import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { compoundChoices, getUnitRecord } from '@/features/catalogue/forms/record-reads';
import { DeleteRecord } from '@/features/catalogue/forms/delete-record';
import { RecordHistory } from '@/features/catalogue/forms/history';
import { RecordPage } from '@/features/catalogue/forms/record-page';
import { unitDemandCounts, whatsappClickCounts } from '@/features/catalogue/lists/list-reads';
import { DemandFigure, WhatsappClicksFigure } from '@/features/catalogue/lists/badges';
import { UnitForm } from '@/features/catalogue/forms/unit-form';
import { requireCatalogueEditor } from '../../editors-only';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getUnitRecord((await params).id)).title.en };
}

export default async function UnitRecordPage({ params }: Props) {
  await requireCatalogueEditor();
  const unit = await getUnitRecord((await params).id);
  const from = `/admin/catalogue/units/${unit.id}`;
  const [compounds, clicks, demand] = await Promise.all([
    compoundChoices(from),
    whatsappClickCounts(from),
    unitDemandCounts([unit.id], from),
  ]);
  const t = await getTranslations('catalogueForms');
  return (
    <RecordPage section="units" title={unit.title.en}>
      {unit.archivedAt && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('archivedNotice')}
        </p>
      )}
      <WhatsappClicksFigure counts={clicks.units[unit.id]} />
      <DemandFigure searches={demand[unit.id]} />
      <UnitForm record={unit} compounds={compounds} />
      <RecordHistory entity="unit" id={unit.id} from={from} />
      {!unit.archivedAt && <DeleteRecord entity="units" id={unit.id} dependents={unit.inquiryCount} />}
    </RecordPage>
  );
}
