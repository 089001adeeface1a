import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { developerChoices, getCompoundRecord } from '@/features/catalogue/forms/record-reads';
import { CompoundForm } from '@/features/catalogue/forms/compound-form';
import { DeleteRecord } from '@/features/catalogue/forms/delete-record';
import { RecordHistory } from '@/features/catalogue/forms/history';
import { RecordPage } from '@/features/catalogue/forms/record-page';
import { whatsappClickCounts } from '@/features/catalogue/lists/list-reads';
import { WhatsappClicksFigure } from '@/features/catalogue/lists/badges';
import { requireCatalogueEditor } from '../../editors-only';
import { ButtonLink } from '@/components/ui/button-link';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getCompoundRecord((await params).id)).name.en };
}

export default async function CompoundRecordPage({ params }: Props) {
  await requireCatalogueEditor();
  const compound = await getCompoundRecord((await params).id);
  const from = `/admin/catalogue/compounds/${compound.id}`;
  const [developers, clicks] = await Promise.all([developerChoices(from), whatsappClickCounts(from)]);
  const t = await getTranslations('catalogueForms');
  return (
    <RecordPage section="compounds" title={compound.name.en}>
      <ButtonLink
        href={`/admin/catalogue/units/new?compound=${compound.id}`}
        variant="secondary"
        size="xs"
        className="justify-self-start"
      >
        {t('addUnit')}
      </ButtonLink>
      <WhatsappClicksFigure counts={clicks.compounds[compound.id]} />
      <CompoundForm record={compound} developers={developers} />
      <RecordHistory entity="compound" id={compound.id} from={from} />
      <DeleteRecord entity="compounds" id={compound.id} dependents={compound.unitCount} />
    </RecordPage>
  );
}
