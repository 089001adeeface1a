// npm run bench:upload: 20 photos of 12 megapixels (4000 x 3000 JPEG, textured so that they do not
// compress to nothing) uploaded to POST /api/admin/media/ one after another, then 4 at a time, against
// an API of its own (fresh data and media directories, an admin). Prints the time per photo (p50, p95)
// and the API's peak resident memory next to its idle one, with the targets.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminPasswordHash } from './lib/admin-hash.mjs';
import { API_ENTRY, buildIfStale, startNode, stopChild, waitForHttp } from './lib/processes.mjs';

const PHOTOS = 20;
const CONCURRENCY = 4;
const port = 4311;
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'bench@redsea.example', password: 'bench upload password 42' };
const TARGET_P95_MS = 1500;
const TARGET_RSS_GROWTH_MB = 300;

/** A 12-megapixel JPEG: coarse random blobs scaled up, then fine grain. */
async function photo() {
  const coarse = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(coarse.length);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = Math.min(255, (coarse[i] * 7 + grain[i]) >> 3);
  return sharp(coarse, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

await buildIfStale();
console.log(`making ${PHOTOS} photos of 12 megapixels…`);
const photos = [];
for (let i = 0; i < PHOTOS; i += 1) photos.push(await photo());
const megabytes = photos.reduce((sum, p) => sum + p.length, 0) / PHOTOS / 1024 / 1024;
console.log(`photos: 4000 x 3000 JPEG, ${megabytes.toFixed(1)} MB on average`);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
const api = startNode('api', [API_ENTRY], {
  env: {
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    MEDIA_DIR: join(dataDir, 'media'),
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD_HASH: adminPasswordHash(ADMIN.password),
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  },
  quiet: true,
});

let peak = 0;
let sampler;
try {
  await waitForHttp(`${base}/api/ready/`, { child: api });
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (signIn.status !== 204) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';

  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(api.pid);
  peak = idle;
  sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(api.pid));
  }, 20);

  async function upload(bytes, i) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/media/`, { method: 'POST', headers: { cookie }, body: form });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 201) throw new Error(`upload ${i} answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  }

  const rows = [];
  const sequential = [];
  for (const [i, bytes] of photos.entries()) sequential.push((await upload(bytes, i)).ms);
  const first = await upload(photos[0], 0);
  rows.push({ run: 'one after another', ...stats(sequential) });

  const parallel = [];
  const queue = photos.map((bytes, i) => [bytes, i]);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) parallel.push((await upload(...next)).ms);
    }),
  );
  rows.push({ run: `${CONCURRENCY} at once`, ...stats(parallel) });
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(api.pid));

  console.log(
    `stored: ${first.body.width} x ${first.body.height} ${first.body.type}, ${(first.body.bytes / 1024).toFixed(0)} KB`,
  );
  console.table(rows);
  console.table([
    { memory: 'idle RSS MB', value: Math.round(idle) },
    { memory: 'peak RSS MB', value: Math.round(peak) },
    { memory: 'growth MB', value: Math.round(peak - idle) },
  ]);
  const p95 = Math.max(rows[0]['p95 ms'], rows[1]['p95 ms']);
  const growth = peak - idle;
  console.log(
    `targets: p95 < ${TARGET_P95_MS} ms per photo: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'} (${p95} ms); ` +
      `peak RSS < idle + ${TARGET_RSS_GROWTH_MB} MB: ${growth < TARGET_RSS_GROWTH_MB ? 'met' : 'MISSED'} (+${Math.round(growth)} MB)`,
  );
} finally {
  clearInterval(sampler);
  await stopChild(api);
  rmSync(dataDir, { recursive: true, force: true });
}

function stats(values) {
  return {
    photos: values.length,
    'p50 ms': Math.round(percentile(values, 50)),
    'p95 ms': Math.round(percentile(values, 95)),
    'max ms': Math.round(Math.max(...values)),
  };
}
