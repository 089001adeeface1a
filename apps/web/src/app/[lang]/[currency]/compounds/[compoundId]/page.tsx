import { CompoundPage, type CompoundPageProps, compoundMetadata } from './compound-page';

/** Rendered on a compound's first visit and kept until it (or one of its units) changes. */
export function generateStaticParams(): { compoundId: string }[] {
  return [];
}

export const generateMetadata = (props: CompoundPageProps) => compoundMetadata(props);

export default function CachedCompoundPage(props: CompoundPageProps) {
  return <CompoundPage {...props} />;
}
