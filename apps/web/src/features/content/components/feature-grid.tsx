import { Link } from '@/i18n/link';
import { Card } from '@/components/ui/card';

export type Feature = { title: string; text: string; link?: { href: string; label: string } };

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** Cards with an h3 and a short text, e.g. services or reasons to choose the agency. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: keyof typeof COLUMNS }) {
  return (
    <ul className={`mt-8 grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <Card as="li" key={item.title} ring="warm" className="flex flex-col">
          <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-coral-500" />
          <h3 className="mt-4 text-lg font-semibold text-sea-900">{item.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{item.text}</p>
          {item.link && (
            <Link
              href={item.link.href}
              className="mt-4 inline-flex min-h-6 items-center self-start font-semibold text-sea-700 hover:underline"
            >
              {item.link.label}
            </Link>
          )}
        </Card>
      ))}
    </ul>
  );
}
