import { browserApi } from '@/lib/http/browser';
import { outcomeOf } from '@/lib/http/outcomes';

const HANDLED = ['unauthorized', 'forbidden', 'notFound'] as const;
export type EraseOutcome = 'erased' | (typeof HANDLED)[number] | 'failed';

/** Erases an alert subscriber on request (DELETE /api/admin/alert-addresses/:id/, admins only). */
export async function sendAddressErasure(id: number): Promise<EraseOutcome> {
  try {
    await browserApi.request(`/api/admin/alert-addresses/${id}/`, {
      method: 'DELETE',
      init: { credentials: 'same-origin' },
    });
    return 'erased';
  } catch (error) {
    return outcomeOf(error, HANDLED);
  }
}
