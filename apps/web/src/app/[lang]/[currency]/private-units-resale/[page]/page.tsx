import { PrivateUnits, privateUnitsMetadata } from '../listing';

type Props = { params: Promise<{ page: string }> };

/** Rendered on each page's first visit (next.config.ts rewrites `?page=N` here) and kept until the units change. */
export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return privateUnitsMetadata({ page: (await params).page });
}

export default async function NumberedPage({ params }: Props) {
  return <PrivateUnits searchParams={{ page: (await params).page }} cached />;
}
