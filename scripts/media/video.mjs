// Ken Burns tour videos with ffmpeg (optional: skipped when ffmpeg is absent).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export const MAX_TOUR_BYTES = 350 * 1024;
const FPS = 24;
const CLIP = 2.5; // seconds per picture
const FADE = 0.75; // crossfade length; 3 * 2.5 - 2 * 0.75 = 6 s
const SRC_W = 2880; // pictures are rendered at 3x the 960x540 output for smooth motion
const SRC_H = 1620;

export function hasFfmpeg() {
  const r = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  return r.status === 0;
}

/** zoompan expressions for the three moves: zoom in, pan across, zoom out. */
function move(i) {
  const n = Math.round(CLIP * FPS);
  const p = `(on/${n})`;
  if (i === 0) return `z='1+0.14*${p}':x='(iw-iw/zoom)*0.5':y='(ih-ih/zoom)*0.55'`;
  if (i === 1) return `z='1.16':x='(iw-iw/zoom)*${p}':y='(ih-ih/zoom)*0.5'`;
  return `z='1.16-0.14*${p}':x='(iw-iw/zoom)*(1-0.6*${p})':y='(ih-ih/zoom)*0.4'`;
}

function encode(pngs, out, crf) {
  const n = Math.round(CLIP * FPS);
  const inputs = pngs.flatMap((p) => ['-i', p]);
  const parts = pngs.map(
    (_, i) => `[${i}:v]zoompan=${move(i)}:d=${n}:s=960x540:fps=${FPS},setsar=1,format=yuv420p[v${i}]`,
  );
  const fx =
    `[v0][v1]xfade=transition=fade:duration=${FADE}:offset=${CLIP - FADE}[x1];` +
    `[x1][v2]xfade=transition=fade:duration=${FADE}:offset=${2 * CLIP - 2 * FADE},format=yuv420p[out]`;
  // single-threaded filters and encoder so that re-runs give byte-identical files
  const args = [
    '-y',
    '-loglevel',
    'error',
    '-filter_complex_threads',
    '1',
    ...inputs,
    '-filter_complex',
    `${parts.join(';')};${fx}`,
    '-map',
    '[out]',
    '-an',
    '-c:v',
    'libx264',
    '-threads',
    '1',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-t',
    '6',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    out,
  ];
  const r = spawnSync('ffmpeg', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`ffmpeg failed for ${out}`);
  return statSync(out).size;
}

/**
 * Render a tour: `svgs` are three SVG strings drawn at SRC_W x SRC_H.
 * Writes tour.mp4 and tour-poster.webp (the first frame) into dir.
 */
export async function renderTour(svgs, dir) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tour-'));
  try {
    const pngs = [];
    for (const [i, svg] of svgs.entries()) {
      const p = path.join(tmp, `s${i}.png`);
      await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(p);
      pngs.push(p);
    }
    const out = path.join(dir, 'tour.mp4');
    let crf = 30;
    let size = encode(pngs, out, crf);
    while (size > MAX_TOUR_BYTES && crf < 40) {
      crf += 2;
      size = encode(pngs, out, crf);
    }
    await sharp(pngs[0]).resize(960, 540).webp({ quality: 74, effort: 6 }).toFile(path.join(dir, 'tour-poster.webp'));
    return { size, crf };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export const TOUR_SIZE = { W: SRC_W, H: SRC_H };
