import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getAdminSession, getBackupStatus } from '@/features/admin/admin-reads';
import { BackupStatusView } from '@/features/admin/components/backup-status';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.backups'))('title') };
}

/** The scheduled backups, for admins only (others get the not-found page; the API refuses them too). */
export default async function BackupsPage() {
  const session = await getAdminSession();
  if (session.state !== 'signedIn' || session.role !== 'admin') notFound();
  return <BackupStatusView status={await getBackupStatus('/admin/backups')} />;
}
