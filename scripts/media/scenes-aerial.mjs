// Bird's-eye view of a compound: coastline, reef, pools, blocks, palms, lagoons.
import { f, poly, mix, shade } from './svg.mjs';
import { sandFor, lawnFor } from './palette.mjs';
import { wavyLine } from './landscape.mjs';

/** Palm seen from above at (x, y) with radius r. */
function palmTop(rng, x, y, r) {
  const n = rng.int(7, 9);
  let leaves = '';
  let shadow = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const tx = Math.cos(a) * r;
    const ty = Math.sin(a) * r;
    const nx = -Math.sin(a) * r * 0.3;
    const ny = Math.cos(a) * r * 0.3;
    const d = `q${f(tx / 2 + nx)} ${f(ty / 2 + ny)} ${f(tx)} ${f(ty)}q${f(-tx / 2 - nx)} ${f(-ty / 2 - ny)} ${f(-tx)} ${f(-ty)}`;
    leaves += `M${f(x)} ${f(y)}${d}`;
    shadow += `M${f(x + r * 0.5)} ${f(y + r * 0.6)}${d}`;
  }
  return (
    `<path d="${shadow}" fill="#1d3a20" opacity="0.25"/><path d="${leaves}" fill="#3f8f3a"/>` +
    `<path d="${leaves}" fill="none" stroke="#2a6a2e" stroke-width="${f(r * 0.05)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.12)}" fill="#6b4a2a"/>`
  );
}

/** A building seen from above at 3/4: roof plus the front face. */
function block(ctx, rng, th, x, y, w, d, h) {
  const { fin, sky: sk } = th;
  let s = `<path d="M${f(x + w)} ${f(y + d)}L${f(x + w + h * 0.8)} ${f(y + d - h * 0.2)}L${f(x + w + h * 0.8)} ${f(y - h * 0.2)}L${f(x + w)} ${f(y - h)}Z" fill="#000" opacity="0.18"/>`;
  s += `<rect x="${f(x)}" y="${f(y + d - h)}" width="${f(w)}" height="${f(h)}" fill="${mix(fin.wall2, sk.shadow, 0.15)}"/>`;
  const floors = Math.max(1, Math.round(h / (w * 0.12 + 8)));
  const cols = Math.max(2, Math.round(w / 16));
  let win = '';
  for (let i = 0; i < floors; i++) {
    for (let j = 0; j < cols; j++) {
      win += `M${f(x + ((j + 0.3) * w) / cols)} ${f(y + d - h + ((i + 0.3) * h) / floors)}h${f((w / cols) * 0.4)}v${f((h / floors) * 0.45)}h${f(-(w / cols) * 0.4)}Z`;
    }
  }
  s += `<path d="${win}" fill="${fin.glass}" opacity="0.8"/>`;
  s += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(d)}" fill="${mix(fin.roof, sk.light, 0.3)}" stroke="${fin.trim}" stroke-width="${f(Math.max(2, w * 0.02))}"/>`;
  // rooftop: solar heaters, domes or pergola
  const k = rng.int(1, 3);
  for (let i = 0; i < k; i++) {
    const rx = x + rng.range(0.1, 0.75) * w;
    const ry = y - h + rng.range(0.15, 0.6) * d;
    if (th.style !== 'modern' && rng.chance(th.domes)) {
      const r = Math.min(w, d) * 0.16;
      s += `<circle cx="${f(rx + r)}" cy="${f(ry + r)}" r="${f(r)}" fill="${ctx.radial(
        [
          [0, shade(fin.wall, 0.3)],
          [1, shade(fin.wall, -0.15)],
        ],
        rx + r * 0.6,
        ry + r * 0.6,
        r * 1.4,
      )}"/>`;
    } else {
      s += `<rect x="${f(rx)}" y="${f(ry)}" width="${f(w * 0.12)}" height="${f(d * 0.12)}" fill="#e8edf0" stroke="#9aa7b0" stroke-width="1"/>`;
    }
  }
  return s;
}

/** Aerial scene: sea on top, beach, then the compound. */
export function aerial(ctx, rng, th) {
  const { W, H } = ctx;
  const sk = th.sky;
  const sand = sandFor(sk);
  const shoreY = H * rng.range(0.24, 0.32);
  const shore = wavyLine(rng, W, shoreY, H * 0.03, 30);
  let s = `<rect width="${W}" height="${H}" fill="${lawnFor(sk)}"/>`;
  s += `<rect width="${W}" height="${f(shoreY + H * 0.05)}" fill="${ctx.linear([
    [0, shade(sk.sea[0], -0.1)],
    [0.55, sk.sea[1]],
    [1, '#5fe0d0'],
  ])}"/>`;
  // reef patches
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, 1) * W;
    const y = rng.range(0.35, 0.85) * shoreY;
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(W * rng.range(0.02, 0.06))}" ry="${f(H * rng.range(0.01, 0.025))}" fill="${sk.sea[0]}" opacity="0.35"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const x = rng.range(0.1, 0.9) * W;
    const y = rng.range(0.1, 0.5) * shoreY;
    s += `<path d="M${f(x)} ${f(y)}l${f(-W * 0.08)} ${f(-H * 0.015)}l0 ${f(H * 0.03)}Z" fill="#ffffff" opacity="0.3"/>`;
    s += `<path d="M${f(x)} ${f(y - H * 0.008)}l${f(W * 0.03)} ${f(H * 0.008)}l${f(-W * 0.03)} ${f(H * 0.008)}Z" fill="#ffffff"/>`;
  }
  const sandEdge = shore.map(([x, y]) => [x, y + H * 0.07]);
  s += `<path d="${poly(shore, true)}L${f(W + 10)} ${f(shoreY + H * 0.12)}L-10 ${f(shoreY + H * 0.12)}Z" fill="${sand[0]}"/>`;
  s += `<path d="${poly(sandEdge, true)}L${f(W + 10)} ${f(H)}L-10 ${f(H)}Z" fill="${lawnFor(sk)}"/>`;
  s += `<path d="${poly(shore, true)}" fill="none" stroke="#ffffff" stroke-width="${f(W / 250)}" opacity="0.85"/>`;
  // parasols on the beach
  for (let i = 0; i < 14; i++) {
    const x = ((i + 0.5) / 14) * W;
    const y = shoreY + H * rng.range(0.035, 0.06);
    s += `<circle cx="${f(x + 4)}" cy="${f(y + 4)}" r="${f(W * 0.009)}" fill="#000" opacity="0.15"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(W * 0.009)}" fill="${i % 2 ? '#ffffff' : th.accent}"/>`;
  }
  // paths and optional lagoon
  const gy = shoreY + H * 0.1;
  if (th.lagoon) {
    const lag = `M-20 ${f(gy + H * 0.25)}C${f(W * 0.3)} ${f(gy + H * 0.05)} ${f(W * 0.5)} ${f(H * 0.95)} ${f(W + 20)} ${f(H * 0.7)}`;
    s += `<path d="${lag}" fill="none" stroke="${sand[1]}" stroke-width="${f(H * 0.14)}"/>`;
    s += `<path d="${lag}" fill="none" stroke="${mix(sk.sea[2], '#7fe6dc', 0.4)}" stroke-width="${f(H * 0.1)}"/>`;
  }
  s += `<path d="M${f(W * 0.5)} ${f(gy)}Q${f(W * 0.45)} ${f(H * 0.7)} ${f(W * 0.55)} ${f(H + 10)}" fill="none" stroke="${sand[0]}" stroke-width="${f(W * 0.018)}"/>`;
  // central pool
  const px = W * rng.range(0.35, 0.5);
  const py = gy + H * rng.range(0.12, 0.2);
  const pw = W * rng.range(0.18, 0.26);
  const ph = H * rng.range(0.1, 0.14);
  s += `<rect x="${f(px - W * 0.03)}" y="${f(py - H * 0.03)}" width="${f(pw + W * 0.06)}" height="${f(ph + H * 0.06)}" rx="${f(H * 0.02)}" fill="#f3ead8"/>`;
  s += `<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" rx="${f(ph * 0.45)}" fill="${ctx.linear(
    [
      [0, '#2fb8cf'],
      [1, '#7fdde4'],
    ],
    { x2: 1, y2: 1 },
  )}" stroke="#ffffff" stroke-width="${f(W / 300)}"/>`;
  for (let i = 0; i < 8; i++) {
    s += `<rect x="${f(px + (i / 8) * pw + 4)}" y="${f(py - H * 0.025)}" width="${f(W * 0.008)}" height="${f(H * 0.018)}" fill="#ffffff"/>`;
  }
  // buildings around
  const blocks = [];
  const fhA = H * 0.035;
  for (let i = 0; i < 16; i++) {
    const w = W * rng.range(0.1, 0.17);
    const d = H * rng.range(0.09, 0.13);
    const x = rng.range(-0.05, 1) * W - w / 2;
    const y = gy + H * 0.04 + rng.range(0, 1) * (H - gy);
    const overlap = blocks.some(
      (b) => x < b.x + b.w + W * 0.03 && x + w + W * 0.03 > b.x && y < b.y + b.d + H * 0.05 && y + d + H * 0.05 > b.y,
    );
    const poolHit =
      x < px + pw + W * 0.04 && x + w > px - W * 0.04 && y - fhA * 3 < py + ph + H * 0.05 && y + d > py - H * 0.04;
    if (!overlap && !poolHit) blocks.push({ x, y, w, d, h: fhA * rng.int(th.floors[0], th.floors[1]) });
  }
  blocks.sort((a, b) => a.y - b.y);
  let palms = '';
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, 1) * W;
    const y = gy + rng.range(-0.05, 1) * (H - gy);
    if (blocks.some((b) => x > b.x - 10 && x < b.x + b.w + 10 && y > b.y - b.h - 10 && y < b.y + b.d + 10)) continue;
    palms += palmTop(rng, x, y, W * rng.range(0.018, 0.028));
  }
  for (let i = 0; i < 30; i++) {
    const x = rng.range(0, 1) * W;
    const y = gy + rng.range(0, 1) * (H - gy);
    const r = W * rng.range(0.006, 0.012);
    palms += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${i % 3 ? '#4c9a3f' : '#d9478a'}"/>`;
  }
  for (let i = 0; i < 10; i++) palms += palmTop(rng, rng.range(0, 1) * W, shoreY + H * rng.range(0.07, 0.1), W * 0.02);
  s += palms;
  for (const b of blocks) s += block(ctx, rng, th, b.x, b.y, b.w, b.d, b.h);
  return s;
}
