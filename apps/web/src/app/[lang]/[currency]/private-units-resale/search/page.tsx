import { type ListingSearch } from '../../properties/listing';
import { PrivateUnits, privateUnitsMetadata } from '../listing';

/** Read per request: its query is the visitor's (docs/decisions/0026). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<ListingSearch> };

export async function generateMetadata({ searchParams }: Props) {
  return privateUnitsMetadata(await searchParams);
}

/** The listing with filters, a search or a sort (next.config.ts rewrites those addresses here): per request. */
export default async function FilteredPage({ searchParams }: Props) {
  return <PrivateUnits searchParams={await searchParams} cached={false} />;
}
