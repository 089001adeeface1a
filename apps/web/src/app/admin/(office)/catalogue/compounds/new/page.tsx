import type { Metadata } from 'next';
import { getAdminSession } from '@/features/admin/api';
import { getTranslations } from 'next-intl/server';
import { developerChoices } from '@/features/catalogue/forms/api';
import { CompoundForm } from '@/features/catalogue/forms/compound-form';
import { NotForYourRole, RecordPage } from '@/features/catalogue/forms/record-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueForms.titles'))('newCompound') };
}

export default async function NewCompoundPage() {
  // Editors and admins change the catalogue; agents only read it (the API refuses their writes too).
  const session = await getAdminSession();
  if (session.state !== 'signedIn' || session.role === 'agent') return <NotForYourRole section="compounds" />;
  const t = await getTranslations('catalogueForms.titles');
  const developers = await developerChoices('/admin/catalogue/compounds/new');
  return (
    <RecordPage section="compounds" title={t('newCompound')}>
      <CompoundForm record={null} developers={developers} />
    </RecordPage>
  );
}
