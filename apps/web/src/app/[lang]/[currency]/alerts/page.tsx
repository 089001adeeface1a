import { AlertPage, alertPageMetadata } from '@/features/alerts/alert-page';

/**
 * Rendered per request, never kept: a kept page would carry the address of the request it was rendered
 * for, token and all, to every later link (docs/decisions/0061).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = () => alertPageMetadata('manage');

/** ?token=…: every search of the address its token belongs to. The token is read in the browser. */
export default function ManageAlertsPage() {
  return <AlertPage page="manage" />;
}
