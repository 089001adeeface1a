import { readUnitsQuery } from '@/features/compounds/units-query';
import { CompoundPage, type CompoundPageProps, compoundMetadata } from '../compound-page';

/** Read per request: its query is the visitor's (docs/decisions/0026). */
export const dynamic = 'force-dynamic';

type Props = CompoundPageProps & { searchParams: Promise<{ type?: string | string[]; page?: string | string[] }> };

export const generateMetadata = (props: CompoundPageProps) => compoundMetadata(props);

/**
 * /compounds/{slug}?type=…&page=… (next.config.ts rewrites addresses with those parameters here): the
 * compound page with one type or page of its units, rendered per request from cached API answers.
 */
export default async function FilteredCompoundPage({ params, searchParams }: Props) {
  return <CompoundPage params={params} query={readUnitsQuery(await searchParams)} />;
}
