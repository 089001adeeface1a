import { ProjectNotFound } from '@/features/compounds/components/project-not-found';

/** An unknown compound at /compounds/{slug or id}. */
export default function CompoundNotFound() {
  return <ProjectNotFound />;
}
