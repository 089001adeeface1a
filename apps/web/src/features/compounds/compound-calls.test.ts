import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCompound, compoundFailure } from './compound-calls';

const project = {
  id: 1,
  slug: 'hurghada-avenue',
  name: 'Hurghada Avenue',
  region: 'hurghada',
  location: 'Al Kawther, Hurghada',
  main_image: '/media/projects/hurghada-avenue/main.webp',
  main_video: '/media/projects/hurghada-avenue/tour.mp4',
  video_poster: '/media/projects/hurghada-avenue/gallery-1.webp',
  status: 'delivered',
  delivery_date: '2021-06-30',
  developer: { name: 'Red Sea Developments', logo: '/media/developers/red-sea-developments.png' },
  description: 'A compound.',
  specifications: ['Two pools'],
  vision: 'Calm.',
  gallery_images: [{ id: 1, url: '/media/projects/hurghada-avenue/gallery-1.webp' }],
  unit_types: [
    {
      kind: 'apartment',
      count: 5,
      min_price: 95000,
      max_price: 180000,
      min_price_per_sqm: 1250.5,
      max_price_per_sqm: 1800,
    },
  ],
  unit_count: 8,
  featured: true,
  latitude: 27.2065,
  longitude: 33.8215,
};

/** The same compound as the site's code reads it. */
const decoded = {
  id: 1,
  slug: 'hurghada-avenue',
  name: 'Hurghada Avenue',
  region: 'hurghada',
  location: 'Al Kawther, Hurghada',
  mainImage: '/media/projects/hurghada-avenue/main.webp',
  mainVideo: '/media/projects/hurghada-avenue/tour.mp4',
  videoPoster: '/media/projects/hurghada-avenue/gallery-1.webp',
  status: 'delivered',
  deliveryDate: '2021-06-30',
  developer: { name: 'Red Sea Developments', logo: '/media/developers/red-sea-developments.png' },
  description: 'A compound.',
  specifications: ['Two pools'],
  vision: 'Calm.',
  galleryImages: [{ id: 1, url: '/media/projects/hurghada-avenue/gallery-1.webp' }],
  unitTypes: [
    { kind: 'apartment', count: 5, minPrice: 95000, maxPrice: 180000, minPricePerSqm: 1250.5, maxPricePerSqm: 1800 },
  ],
  unitCount: 8,
  featured: true,
  latitude: 27.2065,
  longitude: 33.8215,
};

function answer(body: string, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The view's words for the failure: 'fetch' (Failed to fetch project) or 'load' (Failed to load project). */
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => compoundFailure(error),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCompound', () => {
  it('asks the same-origin project call and reads the project field', async () => {
    const fetchMock = answer(JSON.stringify({ project }));
    await expect(fetchCompound('hurghada-avenue', 'de')).resolves.toEqual(decoded);
    expect(fetchMock).toHaveBeenCalledWith('/resale-projects/api/project/hurghada-avenue/?lang=de', expect.anything());
  });

  it('encodes the id into the path', async () => {
    const fetchMock = answer(JSON.stringify({ project }));
    await fetchCompound('a/b?c', 'en');
    expect(fetchMock).toHaveBeenCalledWith('/resale-projects/api/project/a%2Fb%3Fc/?lang=en', expect.anything());
  });

  it.each([
    ['a 404', JSON.stringify({ error: 'Not Found', message: 'no project' }), 404],
    ['a 400 (not an id)', JSON.stringify({ error: 'Bad Request', message: 'bad id' }), 400],
    ['a null project', JSON.stringify({ project: null }), 200],
    ['an answer without a project', JSON.stringify({}), 200],
  ])('is null (not found) for %s', async (_, body, status) => {
    answer(body, status);
    await expect(fetchCompound('atlantis', 'en')).resolves.toBeNull();
  });

  it.each([500, 502, 503, 429])('fails to fetch when the API answers %i', async (status) => {
    answer('{"error":"x","message":"y"}', status);
    expect(await reasonOf(fetchCompound('hurghada-avenue', 'en'))).toBe('fetch');
    await expect(fetchCompound('hurghada-avenue', 'en')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status,
      path: '/resale-projects/api/project/hurghada-avenue/?lang=en',
      body: { error: 'x', message: 'y' },
    });
  });

  it('fails to load when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await reasonOf(fetchCompound('hurghada-avenue', 'en'))).toBe('load');
  });

  it.each([
    ['a body that is not JSON', '<html>oops</html>'],
    ['a project of the wrong shape', JSON.stringify({ project: { name: 'x' } })],
  ])('fails to load for %s', async (_, body) => {
    answer(body);
    expect(await reasonOf(fetchCompound('hurghada-avenue', 'en'))).toBe('load');
  });
});
