import { NotForYourRole } from '@/features/catalogue/forms/record-page';

/** A page of the units that is not for the user's role (403): agents read the catalogue but do not change it. */
export default function Forbidden() {
  return <NotForYourRole section="units" />;
}
