import { CompoundNotFound } from '@/features/compounds/components/compound-not-found';

/** An unknown compound at /compounds/{slug or id}. */
export default function NotFound() {
  return <CompoundNotFound />;
}
