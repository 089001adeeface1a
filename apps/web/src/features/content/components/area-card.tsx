import { Picture } from '@/components/ui/picture';

export type Area = { id: string; name: string; text: string; image: string; alt: string };

/** One of the agency's areas: a picture, its name (h3) and a paragraph. */
function AreaCard({ area }: { area: Area }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-300/60">
      <div className="relative aspect-[4/3]">
        <Picture src={area.image} alt={area.alt} fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" />
      </div>
      <div className="flex-1 p-6">
        <h3 className="text-xl font-semibold text-sea-900">{area.name}</h3>
        <p className="mt-2 text-slate-600">{area.text}</p>
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
