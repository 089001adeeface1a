import { expect, test } from './fixtures';

// The browser reaches the API through the site's own origin.
test('the spec calls answer on the web port, with and without the trailing slash', async ({ request }) => {
  const list = await request.get('/api/home-products/');
  expect(list.status()).toBe(200);
  const units = (await list.json()) as { id: number }[];
  expect(units).toHaveLength(120);
  expect(list.headers()['x-total-count']).toBe('120');

  const project = await request.get('/resale-projects/api/project/hurghada-avenue/', { maxRedirects: 0 });
  expect(project.status()).toBe(200);
  const body = (await project.json()) as {
    project: { name: string; developer: { name: string }; gallery_images: unknown[] };
  };
  expect(body.project.name).toBe('Hurghada Avenue');
  expect(body.project.developer.name).toBe('Red Sea Developments');
  expect(body.project.gallery_images).toHaveLength(8);

  const noSlash = await request.get('/resale-projects/api/project/hurghada-avenue', { maxRedirects: 0 });
  expect(noSlash.status()).toBe(200);
  const listNoSlash = await request.get('/api/home-products?page=2&page_size=5', { maxRedirects: 0 });
  expect(listNoSlash.status()).toBe(200);
  expect(((await listNoSlash.json()) as { results: unknown[] }).results).toHaveLength(5);
});

test('errors from the API arrive as JSON through the site', async ({ request }) => {
  const missing = await request.get('/resale-projects/api/project/atlantis/');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'not_found', message: 'Project not found.' });
  const bad = await request.get('/api/home-products/?page=0');
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toContain('page');
});
