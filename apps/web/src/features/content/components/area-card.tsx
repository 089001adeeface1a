import { Picture } from '@/components/ui/picture';
import { cardClass } from '@/components/ui/card';
import { Link } from '@/i18n/link';

export type Area = { id: string; name: string; text: string; image: string; alt: string };

/** The about page's roomy card, or the home page's compact one: a wider picture, less padding, a smaller name. */
const LOOKS = {
  roomy: { ring: 'warm', picture: 'aspect-[4/3]', body: 'p-6', name: 'text-xl', text: 'mt-2' },
  compact: { ring: 'slate', picture: 'aspect-[16/9]', body: 'p-5', name: 'text-lg', text: 'mt-1' },
} as const;

/**
 * One of the agency's areas: a picture, its name (h3) and a paragraph, and where given a link under it
 * whose click area is the whole card (the home page's way to the area's units).
 */
export function AreaCard({
  area,
  link,
  look = 'roomy',
}: {
  area: Area;
  link?: { href: string; label: string };
  look?: keyof typeof LOOKS;
}) {
  const { ring, picture, body, name, text } = LOOKS[look];
  return (
    <article
      className={cardClass({
        padding: 'none',
        ring,
        className: `${link ? 'relative ' : ''}flex h-full flex-col overflow-hidden`,
      })}
    >
      <div className={`relative ${picture}`}>
        <Picture src={area.image} alt={area.alt} fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" />
      </div>
      <div className={`flex-1 ${body}`}>
        <h3 className={`${name} font-semibold text-sea-900`}>{area.name}</h3>
        <p className={`${text} text-slate-600`}>{area.text}</p>
        {link && (
          <Link href={link.href} className="card-link mt-3 inline-block font-semibold text-sea-700 hover:underline">
            {link.label}
          </Link>
        )}
      </div>
    </article>
  );
}

export function AreaGrid({ areas }: { areas: Area[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {areas.map((area) => (
        <li key={area.id}>
          <AreaCard area={area} />
        </li>
      ))}
    </ul>
  );
}
