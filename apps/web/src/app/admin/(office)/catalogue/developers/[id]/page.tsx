import type { Metadata } from 'next';
import { getAdminSession } from '@/features/admin/api';
import { DeleteRecord } from '@/features/catalogue/forms/delete-record';
import { DeveloperForm } from '@/features/catalogue/forms/developer-form';
import { getDeveloper } from '@/features/catalogue/forms/api';
import { RecordHistory } from '@/features/catalogue/forms/history';
import { NotForYourRole, RecordPage } from '@/features/catalogue/forms/record-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getDeveloper((await params).id)).name };
}

export default async function DeveloperPage({ params }: Props) {
  // Editors and admins change the catalogue; agents only read it (the API refuses their writes too).
  const session = await getAdminSession();
  if (session.state !== 'signedIn' || session.role === 'agent') return <NotForYourRole section="developers" />;
  const developer = await getDeveloper((await params).id);
  return (
    <RecordPage section="developers" title={developer.name}>
      <DeveloperForm record={developer} />
      <RecordHistory entity="developer" id={developer.id} from={`/admin/catalogue/developers/${developer.id}`} />
      <DeleteRecord entity="developers" id={developer.id} dependents={developer.compoundCount} />
    </RecordPage>
  );
}
