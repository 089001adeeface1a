#!/usr/bin/env node
// Generates the site's illustrative media (compounds, units, developer emblems,
// tours, social card, icon) from code. Deterministic: output depends only on file names.
//
// Usage: node scripts/media/generate.mjs [--only=projects,units,developers,tours,site]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Ctx } from './svg.mjs';
import { makeRng } from './prng.mjs';
import { THEMES, resolveTheme } from './palette.mjs';
import { hero, exterior, pool, beachView, marina } from './scenes-coast.mjs';
import { aerial } from './scenes-aerial.mjs';
import { balcony, garden, sunset, villa, chalets } from './scenes-views.mjs';
import { living, bedroom } from './scenes-interior.mjs';
import { emblemSvg, iconSvg, DEVELOPER_KEYS } from './logos.mjs';
import { hasFfmpeg, renderTour, TOUR_SIZE } from './video.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC = path.resolve(HERE, '../../apps/web/public');
const MEDIA = path.join(PUBLIC, 'media');
const WEBP = { quality: 74, effort: 6, smartSubsample: true };

export const COMPOUNDS = Object.keys(THEMES);
/** gallery-1 … gallery-8, in this order. */
const GALLERY = [exterior, pool, beachView, marina, aerial, balcony, garden, sunset];
const terrace = (c, r, t) => balcony(c, r, t, { terrace: true });
/** unit-NN uses UNIT_KINDS[(NN - 1) % 12]: a mix of outside views and interiors. */
const UNIT_KINDS = [exterior, balcony, pool, villa, chalets, living, terrace, bedroom, garden, hero, marina, beachView];

sharp.concurrency(2);

/** Draw a scene into an SVG document; the PRNG is keyed on `key`. */
function draw(scene, key, W, H, theme) {
  const rng = makeRng(key);
  const th = theme ?? resolveTheme(null, rng.fork('theme'));
  const ctx = new Ctx(W, H, rng);
  return ctx.doc(scene(ctx, rng, th));
}

async function webp(svg, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).webp(WEBP).toFile(file);
}

const rel = (p) => path.relative(PUBLIC, p);
const themeOf = (slug) => resolveTheme(THEMES[slug]);

async function projects() {
  for (const slug of COMPOUNDS) {
    const dir = path.join(MEDIA, 'projects', slug);
    const th = themeOf(slug);
    const jobs = [webp(draw(hero, `${slug}/main`, 1600, 1000, th), path.join(dir, 'main.webp'))];
    GALLERY.forEach((scene, i) => {
      jobs.push(webp(draw(scene, `${slug}/gallery-${i + 1}`, 1280, 853, th), path.join(dir, `gallery-${i + 1}.webp`)));
    });
    await Promise.all(jobs);
    console.log(`  ${rel(dir)}: main + ${GALLERY.length} gallery`);
  }
}

async function units() {
  const dir = path.join(MEDIA, 'units');
  for (let i = 1; i <= 48; i += 4) {
    const batch = [];
    for (let k = i; k < i + 4; k++) {
      const name = `unit-${String(k).padStart(2, '0')}`;
      const scene = UNIT_KINDS[(k - 1) % UNIT_KINDS.length];
      batch.push(webp(draw(scene, `units/${name}`, 1200, 800), path.join(dir, `${name}.webp`)));
    }
    await Promise.all(batch);
  }
  console.log(`  ${rel(dir)}: 48 pictures`);
}

async function developers() {
  const dir = path.join(MEDIA, 'developers');
  mkdirSync(dir, { recursive: true });
  for (const key of DEVELOPER_KEYS) {
    await sharp(Buffer.from(emblemSvg(key, 256)))
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
      .toFile(path.join(dir, `${key}.png`));
  }
  console.log(`  ${rel(dir)}: ${DEVELOPER_KEYS.length} emblems`);
}

async function site() {
  mkdirSync(PUBLIC, { recursive: true });
  const og = draw(hero, 'site/og-default', 1200, 630, themeOf('sahl-hasheesh-bay'));
  await sharp(Buffer.from(og)).jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(PUBLIC, 'og-default.jpg'));
  await sharp(Buffer.from(iconSvg(512)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icon.png'));
  console.log('  og-default.jpg, icon.png');
}

async function tours() {
  if (!hasFfmpeg()) {
    console.log('  ffmpeg not found on PATH: skipping tour videos (committed ones are kept)');
    return;
  }
  const { W, H } = TOUR_SIZE;
  for (const slug of COMPOUNDS) {
    const th = themeOf(slug);
    const rng = makeRng(`${slug}/tour`);
    const picks = rng
      .shuffle([0, 1, 2, 3, 5, 6, 7])
      .slice(0, 2)
      .sort((a, b) => a - b);
    const svgs = [
      draw(hero, `${slug}/main`, W, H, th),
      ...picks.map((i) => draw(GALLERY[i], `${slug}/gallery-${i + 1}`, W, H, th)),
    ];
    const dir = path.join(MEDIA, 'projects', slug);
    mkdirSync(dir, { recursive: true });
    const { size, crf } = await renderTour(svgs, dir);
    console.log(`  ${rel(dir)}/tour.mp4 ${(size / 1024).toFixed(0)} KB (crf ${crf}) + tour-poster.webp`);
  }
}

const TASKS = { projects, units, developers, site, tours };

async function main() {
  const only = process.argv.find((a) => a.startsWith('--only='));
  const names = only ? only.slice(7).split(',') : Object.keys(TASKS);
  const t0 = Date.now();
  for (const n of names) {
    if (!TASKS[n]) throw new Error(`unknown task ${n}; expected one of ${Object.keys(TASKS).join(', ')}`);
    console.log(`${n}:`);
    await TASKS[n]();
  }
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s -> ${PUBLIC}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
