import { AlertPage, alertPageMetadata } from '@/features/alerts/alert-page';

export const generateMetadata = () => alertPageMetadata('confirm');

/** ?token=…: one button confirms a saved search. The token is read in the browser (docs/decisions/0061). */
export default function ConfirmAlertPage() {
  return <AlertPage page="confirm" />;
}
