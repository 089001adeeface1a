import type { Metadata } from 'next';
import { DeleteRecord } from '@/features/catalogue/forms/delete-record';
import { DeveloperForm } from '@/features/catalogue/forms/developer-form';
import { getDeveloperRecord } from '@/features/catalogue/forms/record-reads';
import { RecordHistory } from '@/features/catalogue/forms/history';
import { RecordPage } from '@/features/catalogue/forms/record-page';
import { requireCatalogueEditor } from '../../editors-only';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getDeveloperRecord((await params).id)).name };
}

export default async function DeveloperPage({ params }: Props) {
  await requireCatalogueEditor();
  const developer = await getDeveloperRecord((await params).id);
  return (
    <RecordPage section="developers" title={developer.name}>
      <DeveloperForm record={developer} />
      <RecordHistory entity="developer" id={developer.id} from={`/admin/catalogue/developers/${developer.id}`} />
      <DeleteRecord entity="developers" id={developer.id} dependents={developer.compoundCount} />
    </RecordPage>
  );
}
