import { forbidden } from 'next/navigation';
import { getAdminSession } from '@/features/admin/admin-reads';
import { canEditCatalogue } from '@/features/catalogue/lists/list-page';

/**
 * The catalogue's forms and import are for editors and admins; agents read the catalogue in its lists
 * only (the API refuses their writes too). Anyone else gets 403 and the section's forbidden.tsx.
 */
export async function requireCatalogueEditor(): Promise<void> {
  if (!canEditCatalogue(await getAdminSession())) forbidden();
}
