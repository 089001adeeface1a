import { AlertPage, alertPageMetadata } from '@/features/alerts/alert-page';

export const generateMetadata = () => alertPageMetadata('manage');

/** ?token=…: every search of the address its token belongs to. The token is read in the browser (docs/decisions/0061). */
export default function ManageAlertsPage() {
  return <AlertPage page="manage" />;
}
