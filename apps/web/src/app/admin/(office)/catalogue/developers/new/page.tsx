import type { Metadata } from 'next';
import { getAdminSession } from '@/features/admin/api';
import { getTranslations } from 'next-intl/server';
import { DeveloperForm } from '@/features/catalogue/forms/developer-form';
import { NotForYourRole, RecordPage } from '@/features/catalogue/forms/record-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueForms.titles'))('newDeveloper') };
}

export default async function NewDeveloperPage() {
  // Editors and admins change the catalogue; agents only read it (the API refuses their writes too).
  const session = await getAdminSession();
  if (session.state !== 'signedIn' || session.role === 'agent') return <NotForYourRole section="developers" />;
  const t = await getTranslations('catalogueForms.titles');
  return (
    <RecordPage section="developers" title={t('newDeveloper')}>
      <DeveloperForm record={null} />
    </RecordPage>
  );
}
