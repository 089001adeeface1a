import { redirect } from 'next/navigation';

/** The catalogue opens on its units, the records the agency changes most. */
export default function CataloguePage() {
  redirect('/admin/catalogue/units');
}
