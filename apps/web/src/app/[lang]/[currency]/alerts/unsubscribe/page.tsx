import { AlertPage, alertPageMetadata } from '@/features/alerts/alert-page';

/**
 * Rendered per request, never kept: a kept page would carry the address of the request it was rendered
 * for, token and all, to every later link (docs/decisions/0061).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = () => alertPageMetadata('unsubscribe');

/** ?token=…: one button stops an alert (where its List-Unsubscribe address leads a GET). The token is read in the browser. */
export default function UnsubscribeAlertPage() {
  return <AlertPage page="unsubscribe" />;
}
