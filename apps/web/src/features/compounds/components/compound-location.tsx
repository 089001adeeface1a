import { getFormatter, getTranslations } from 'next-intl/server';
import { type Compound, type Lang, PLACE_KINDS, nearestPlaces } from '@app/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { readLand } from '@/lib/basemap/land';
import { LocationMapSwitch } from './location-map-switch';
import { LOCATION_SECTION, bboxParamOf, inView, landPath, locationView } from '../location-view';

/**
 * A compound's Location: a small map drawn on the server (an SVG of the coast's land with the compound
 * and its places; no script) that a click turns into the interactive map in place, the straight-line
 * distances to the airport, the nearest public beach, the nearest marina and the town centre, and the way
 * to the properties on the map around it. Nothing for a
 * compound that has no position yet.
 */
export async function CompoundLocation({ compound, lang }: { compound: Compound; lang: Lang }) {
  if (compound.latitude === null || compound.longitude === null) return null;
  const at = { lat: compound.latitude, lng: compound.longitude };
  const nearest = nearestPlaces(at, { region: compound.region });
  const places = PLACE_KINDS.map((kind, i) => ({ kind, number: i + 1, ...nearest[kind] }));
  const view = locationView([at, ...places.map(({ place }) => place)]);
  const land = await readLand();
  const t = await getTranslations('location');
  const format = await getFormatter();
  const km = (value: number) =>
    format.number(value, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 });
  const [x, y] = view.project(at);
  // The compound's name above its pin, kept inside the picture near an edge.
  const anchor = x < view.width / 4 ? 'start' : x > (view.width * 3) / 4 ? 'end' : 'middle';

  return (
    <section
      id={LOCATION_SECTION}
      aria-labelledby="location-heading"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-14 sm:px-6"
    >
      <h2 id="location-heading" className="text-2xl font-bold text-sea-900 md:text-3xl">
        {t('title')}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <figure>
          <LocationMapSwitch
            bbox={bboxParamOf(view)}
            compound={{ name: compound.name, lngLat: [at.lng, at.lat] }}
            places={places.map(({ kind, number, place }) => ({
              kind,
              number,
              name: place.name[lang],
              lngLat: [place.lng, place.lat],
            }))}
            label={t('mapRegion', { name: compound.name })}
            openText={t('explore')}
            failedText={t('mapFailed')}
          >
            <svg
              viewBox={`0 0 ${view.width} ${view.height}`}
              role="img"
              aria-labelledby="location-map-title"
              className="block h-auto w-full rounded-2xl ring-1 ring-slate-200"
            >
              <title id="location-map-title">{t('mapTitle', { name: compound.name })}</title>
              <rect width={view.width} height={view.height} className="fill-sea-100" />
              {land && <path d={landPath(land, view)} fillRule="evenodd" className="fill-sand-100 stroke-sand-300" />}
              {places
                .filter(({ place }) => inView(view, place))
                .map(({ kind, number, place }) => {
                  const [px, py] = view.project(place);
                  return (
                    <g key={kind} data-place={place.id}>
                      <circle cx={px} cy={py} r={10} className="fill-white stroke-sea-700" strokeWidth={2} />
                      <text
                        x={px}
                        y={py}
                        textAnchor="middle"
                        dominantBaseline="central"
                        fontSize={12}
                        fontWeight={700}
                        className="fill-sea-900"
                      >
                        {number}
                      </text>
                    </g>
                  );
                })}
              <circle cx={x} cy={y} r={9} className="fill-coral-500 stroke-white" strokeWidth={3} />
              <text
                x={anchor === 'start' ? x - 10 : anchor === 'end' ? x + 10 : x}
                y={y - 16}
                textAnchor={anchor}
                fontSize={14}
                fontWeight={700}
                paintOrder="stroke"
                strokeWidth={4}
                className="fill-sea-900 stroke-white"
              >
                {compound.name}
              </text>
            </svg>
          </LocationMapSwitch>
          <figcaption className="mt-2 text-xs text-slate-600">{t('attribution')}</figcaption>
        </figure>
        <div>
          <h3 className="text-lg font-semibold text-sea-900">{t('distancesTitle')}</h3>
          <ol className="mt-4 divide-y divide-slate-100">
            {places.map(({ kind, number, place, km: distance }) => (
              <li key={kind} data-testid={`distance-${kind}`} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-sea-900 ring-2 ring-sea-700"
                >
                  {number}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm text-slate-600">{t(`kinds.${kind}`)}</span>
                  <span className="block font-semibold text-slate-900">{place.name[lang]}</span>
                </span>
                <span className="whitespace-nowrap font-semibold text-sea-900">{km(distance)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-slate-600">{t('distancesNote')}</p>
          <ButtonLink
            href={`/properties?view=map&bbox=${bboxParamOf(view)}`}
            lang={lang}
            variant="secondary"
            size="roomy"
            className="mt-6"
          >
            {t('openMap')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
