import { ListingPage, listingMetadata } from '../../_listing/listing-page';

type Props = { params: Promise<{ page: string }> };

/** Rendered on each page's first visit (next.config.ts rewrites `?page=N` here) and kept until the units change. */
export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return listingMetadata('properties', { page: (await params).page });
}

export default async function NumberedPage({ params }: Props) {
  return <ListingPage name="properties" searchParams={{ page: (await params).page }} cached />;
}
