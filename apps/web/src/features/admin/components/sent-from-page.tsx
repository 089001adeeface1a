import Link from 'next/link';
import { isSameSitePath } from '@app/shared';

/**
 * The page an inquiry was sent from: a link when it is a path of this site (isSameSitePath, the rule the
 * API takes new inquiries by), else the text as it was stored, never a link. Inquiries stored before that
 * rule may hold another host's address (`//evil.example/admin/sign-in`).
 */
export function SentFromPage({ page }: { page: string }) {
  if (isSameSitePath(page)) {
    return (
      <Link href={page} className="break-all text-sea-700 hover:underline">
        {page}
      </Link>
    );
  }
  return <span className="break-all">{page}</span>;
}
