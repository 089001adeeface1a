import 'server-only';
import { adminPage } from '@/lib/http/admin-server';
import { alertAddressListSchema, demandSummarySchema } from '@app/shared';

/** What the confirmed saved searches ask for (every role; the most saved queries for admins only). */
export function getDemandSummary(from: string) {
  return adminPage('/demand/', demandSummarySchema, from);
}

/** The alert subscriber with this exact address (admins only). The address stays out of the log. */
export function lookUpAlertAddress(email: string, from: string) {
  return adminPage(
    `/alert-addresses/?email=${encodeURIComponent(email)}`,
    alertAddressListSchema,
    from,
    '/alert-addresses/?email=redacted',
  );
}
