import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/link';
import { useTranslations } from 'next-intl';
import type { CompoundSummary } from '@app/shared';
import { Badge } from '@/components/ui/badge';

export function CompoundCard({ compound }: { compound: CompoundSummary }) {
  const t = useTranslations('compound');
  const status = useTranslations('projectStatus');
  return (
    <article className="group compound-card">
      <div className="relative aspect-[4/3]">
        <Picture
          src={compound.mainImage}
          alt={compound.name}
          fill
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="card-zoom object-cover opacity-90"
        />
        <div className="compound-card-shade" />
      </div>
      <div className="absolute inset-x-0 bottom-0 p-4">
        <Badge tone="sea">{status(compound.status)}</Badge>
        <h3 className="mt-2 text-lg font-semibold">
          <Link href={`/compounds/${compound.slug}`} className="card-link">
            {compound.name}
          </Link>
        </h3>
        <p className="text-sm text-sea-100">{compound.location}</p>
        <p className="mt-1 text-sm font-medium">{t('unitsCount', { count: compound.unitCount })}</p>
      </div>
    </article>
  );
}
