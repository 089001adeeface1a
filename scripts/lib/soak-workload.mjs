// The soak benchmark's visitors: what they ask the site for, in what proportions.
import { LANGS } from '../../packages/shared/src/locale.mjs';
import { mulberry32 } from '../../packages/shared/src/prng.mjs';

const PAGES = [
  '/',
  '/properties',
  '/properties?page=2',
  '/properties?type=2-bedroom&location=hurghada',
  '/private-units-resale',
  '/compounds/hurghada-avenue',
  '/compounds/el-gouna-lagoons',
  '/compounds?id=sahl-hasheesh-bay',
  '/resale',
  '/story',
  '/about',
  '/sell-with-us',
];
const FILTERS = ['', '&type=studio', '&location=el-gouna', '&price_band=200k-400k', '&private=true', '&sort=price-asc'];
const COMPOUNDS = ['hurghada-avenue', 'el-gouna-lagoons', 'sahl-hasheesh-bay', 'marina-heights', 'red-sea-pearl'];

/** A visitor address of its own per inquiry (i), so the per-client inquiry limit never applies. */
function clientAddress(i) {
  return `10.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;
}

/**
 * An inquiry as the contact form sends it, to `base` (the site, or the API itself). The browser's Origin
 * is the site's address, which the API's same-origin check compares with the host the visitor used;
 * straight to the API (`viaSite` false) there is no browser and no Origin.
 */
export function inquiryTo(base, i, viaSite = true) {
  return {
    kind: 'inquiry',
    method: 'POST',
    url: `${base}/api/inquiries/`,
    headers: {
      'content-type': 'application/json',
      ...(viaSite ? { origin: base } : {}),
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': clientAddress(i),
    },
    body: {
      kind: 'contact',
      data: { name: `Soak visitor ${i}`, email: `visitor${i}@example.com`, message: `Soak test inquiry number ${i}.` },
      page: '/',
      lang: 'en',
      currency: 'USD',
      website: '',
      elapsedMs: 15_000,
    },
  };
}

/**
 * Request i of the mix: 30% pages, 35% list calls, 25% project calls, 10% inquiries, all through the
 * site as a browser would send them.
 */
export function workload({ site, unitIds, seed = 42 }) {
  const random = mulberry32(seed); // two runs send the same sequence
  const pick = (list) => list[Math.floor(random() * list.length)];
  return (i) => {
    const r = random();
    if (r < 0.3) {
      const path = random() < 0.25 ? `/property/${pick(unitIds)}` : pick(PAGES);
      return { kind: 'page', url: `${site}${path}`, headers: { accept: 'text/html' } };
    }
    if (r < 0.65) {
      const page = 1 + Math.floor(random() * 8);
      return {
        kind: 'list',
        url: `${site}/api/home-products/?page=${page}&page_size=12&lang=${pick(LANGS)}${pick(FILTERS)}`,
      };
    }
    if (r < 0.9) {
      const url =
        random() < 0.2
          ? `${site}/resale-projects/api/projects/?lang=${pick(LANGS)}`
          : `${site}/resale-projects/api/project/${pick(COMPOUNDS)}/?lang=${pick(LANGS)}`;
      return { kind: 'project', url };
    }
    return inquiryTo(site, i);
  };
}
