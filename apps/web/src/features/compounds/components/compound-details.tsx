import { getImageProps } from 'next/image';
import { Picture } from '@/components/ui/picture';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Compound } from '@app/shared';
import { Price } from '@/components/currency/price';
import { Badge } from '@/components/ui/badge';
import { Gallery } from '@/components/ui/gallery';
import { CompoundVideo } from './compound-video';
import { Table, TableBody, TableHead, Th } from '@/components/ui/table';

/**
 * Everything the spec's project view shows: name, location, media, status, delivery, developer and
 * texts, laid out as a developer's brochure. Renders on the server (compound page) and in the browser
 * (project view). `actions` go under the title in the hero.
 */
export function CompoundDetails({ compound, actions }: { compound: Compound; actions?: ReactNode }) {
  const t = useTranslations('compound');
  const status = useTranslations('projectStatus');
  const g = useTranslations('gallery');
  const kinds = useTranslations('unit.kinds');
  const format = useFormatter();
  const delivery = compound.deliveryDate
    ? format.dateTime(new Date(`${compound.deliveryDate}T00:00:00Z`), {
        year: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      })
    : null;
  const poster = getImageProps({ src: compound.videoPoster ?? compound.mainImage, alt: '', width: 640, height: 360 })
    .props.src;

  const facts: { term: string; value: ReactNode }[] = [
    {
      term: t('developer'),
      value: (
        <span className="flex items-center gap-3">
          <Picture
            src={compound.developer.logo}
            alt={t('developerLogo', { name: compound.developer.name })}
            width={44}
            height={44}
            className="rounded-lg ring-1 ring-slate-200"
          />
          {compound.developer.name}
        </span>
      ),
    },
    { term: t('status'), value: status(compound.status) },
    ...(delivery ? [{ term: t('delivery'), value: delivery }] : []),
    { term: t('location'), value: compound.location },
    { term: t('unitsForSale'), value: t('unitsCount', { count: compound.unitCount }) },
  ];

  return (
    <>
      <section className="relative isolate overflow-hidden bg-sea-900">
        <Picture
          src={compound.mainImage}
          alt={compound.name}
          fill
          preload
          quality={60}
          sizes="100vw"
          className="-z-10 object-cover opacity-70"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-900 via-sea-900/40 to-sea-900/10" />
        <div className="mx-auto max-w-7xl px-4 pb-20 pt-32 sm:px-6 md:pb-24 md:pt-56">
          <Badge tone="sea">{status(compound.status)}</Badge>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white md:text-6xl">{compound.name}</h1>
          <p className="mt-3 text-lg text-sea-50 md:text-xl">{compound.location}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section
          aria-label={t('facts')}
          className="relative -mt-10 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 md:p-8"
        >
          <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-5">
            {facts.map((fact, i) => (
              <div key={fact.term} className={i === 0 ? 'col-span-2 lg:col-span-1' : undefined}>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{fact.term}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="grid gap-10 py-14 lg:grid-cols-[3fr_2fr] lg:items-start">
          <section aria-labelledby="about-compound">
            <h2 id="about-compound" className="text-2xl font-bold text-sea-900 md:text-3xl">
              {t('about')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{compound.description}</p>
          </section>
          {compound.mainVideo && (
            <CompoundVideo
              src={compound.mainVideo}
              poster={poster}
              label={t('video', { name: compound.name })}
              unsupported={t('videoUnsupported')}
            />
          )}
        </div>

        {compound.unitTypes.length > 0 && (
          <section aria-labelledby="prices-by-type" className="pb-14">
            <h2 id="prices-by-type" className="text-2xl font-bold text-sea-900 md:text-3xl">
              {t('pricesByType')}
            </h2>
            <p className="mt-2 text-slate-600">{t('pricesByTypeText')}</p>
            <Table className="text-sm" frameClassName="mt-6" data-testid="prices-by-type">
              <TableHead>
                {(['typeHeader', 'countHeader', 'priceHeader', 'perSqmHeader'] as const).map((heading) => (
                  <Th key={heading} density="dense" className="sm:px-4">
                    {t(heading)}
                  </Th>
                ))}
              </TableHead>
              <TableBody>
                {compound.unitTypes.map((type) => (
                  <tr key={type.kind}>
                    <th scope="row" className="px-3 py-3 text-start font-semibold text-slate-900 sm:px-4">
                      {kinds(type.kind)}
                    </th>
                    <td className="px-3 py-3 text-slate-700 sm:px-4">{type.count}</td>
                    <td className="px-3 py-3 font-semibold text-slate-900 sm:px-4">
                      <PriceRange min={type.minPrice} max={type.maxPrice} />
                    </td>
                    <td className="px-3 py-3 text-slate-700 sm:px-4">
                      <PriceRange min={type.minPricePerSqm} max={type.maxPricePerSqm} />
                    </td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </section>
        )}

        <section aria-labelledby="specifications" className="rounded-3xl bg-sand-100 p-6 md:p-10">
          <h2 id="specifications" className="text-2xl font-bold text-sea-900 md:text-3xl">
            {t('specifications')}
          </h2>
          <ul className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {compound.specifications.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sea-700 text-xs text-white"
                >
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="vision" className="py-14">
          <h2 id="vision" className="text-2xl font-bold text-sea-900 md:text-3xl">
            {t('vision')}
          </h2>
          <figure className="mt-6 border-s-4 border-sea-500 ps-6">
            <blockquote className="text-xl leading-relaxed text-slate-800 md:text-2xl">{compound.vision}</blockquote>
            <figcaption className="mt-4 text-sm font-semibold text-slate-600">{compound.developer.name}</figcaption>
          </figure>
        </section>

        <section aria-labelledby="gallery" className="pb-14">
          <h2 id="gallery" className="text-2xl font-bold text-sea-900 md:text-3xl">
            {t('gallery')}
          </h2>
          <div className="mt-6">
            <Gallery
              columns={4}
              images={compound.galleryImages.map((image, i) => ({
                src: image.url,
                // The agency's alt text (the visitor's language or English, as the API chose), else a numbered one.
                alt: image.alt ?? t('photo', { number: i + 1, name: compound.name }),
              }))}
              labels={{
                open: g('open'),
                close: g('close'),
                previous: g('previous'),
                next: g('next'),
              }}
            />
          </div>
        </section>
      </div>
    </>
  );
}

/** From the lowest to the highest amount in the visitor's currency; one amount when they are the same. */
function PriceRange({ min, max }: { min: number | null; max: number | null }) {
  if (min === null || max === null || Math.round(min) === Math.round(max)) return <Price usd={min} />;
  return (
    <>
      <Price usd={min} className="whitespace-nowrap" /> – <Price usd={max} className="whitespace-nowrap" />
    </>
  );
}
