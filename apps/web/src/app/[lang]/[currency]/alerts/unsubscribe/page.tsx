import { AlertPage, alertPageMetadata } from '@/features/alerts/alert-page';

export const generateMetadata = () => alertPageMetadata('unsubscribe');

/** ?token=…: one button stops an alert (where its List-Unsubscribe address leads a GET). The token is read in the browser (docs/decisions/0061). */
export default function UnsubscribeAlertPage() {
  return <AlertPage page="unsubscribe" />;
}
