// Natural elements: sky, sun, clouds, Eastern Desert mountains, sea, beach.
import { f, poly, mix, shade } from './svg.mjs';

/** Sky gradient plus sun and glow. Returns markup covering 0..hy. */
export function sky(ctx, sk, hy, { sun = true, sunX, sunY } = {}) {
  const { W } = ctx;
  const [a, b, c, d] = sk.sky;
  let s = `<rect width="${W}" height="${f(hy + 2)}" fill="${ctx.linear(
    [
      [0, a],
      [0.45, b],
      [0.82, c],
      [1, d],
    ],
    { y2: 1 },
  )}"/>`;
  if (sun) {
    const sx = (sunX ?? sk.sun.x) * W;
    const sy = (sunY ?? sk.sun.y) * hy;
    const r = sk.sun.r * W;
    s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 9)}" fill="${ctx.radial(
      [
        [0, sk.sun.glow, 0.55],
        [0.35, sk.sun.glow, 0.18],
        [1, sk.sun.glow, 0],
      ],
      sx,
      sy,
      r * 9,
    )}"/>`;
    s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r)}" fill="${sk.sun.color}"/>`;
  }
  return s;
}

/** A few soft cumulus/streak clouds in the upper sky. */
export function clouds(ctx, sk, hy, rng, count = 4) {
  const { W } = ctx;
  let s = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-0.05, 1.05) * W;
    const cy = rng.range(0.08, 0.62) * hy;
    const scale = rng.range(0.6, 1.3) * (W / 1600) * (0.5 + cy / hy);
    const op = rng.range(0.55, 0.9);
    if (rng.chance(0.45)) {
      // long thin streak
      const w = rng.range(180, 420) * scale;
      s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w)}" ry="${f(7 * scale)}" fill="${sk.cloud}" opacity="${(op * 0.6).toFixed(2)}"/>`;
      continue;
    }
    let g = '';
    const puffs = rng.int(4, 7);
    const mid = (puffs - 1) / 2;
    const span = 30 * scale;
    for (let p = 0; p < puffs; p++) {
      const px = cx + (p - mid) * span + rng.range(-6, 6) * scale;
      const u = Math.abs(p - mid) / (mid + 1);
      const r = rng.range(30, 44) * scale * (1 - u * u * 0.9);
      g += `<circle cx="${f(px)}" cy="${f(cy - r * 0.45)}" r="${f(r)}"/>`;
    }
    g += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f((mid + 0.9) * span)}" ry="${f(11 * scale)}"/>`;
    const base = shade(sk.cloud, -0.1);
    s += `<g fill="${ctx.linear([
      [0, sk.cloud],
      [0.75, sk.cloud],
      [1, base],
    ])}" opacity="${op.toFixed(2)}">${g}</g>`;
  }
  return s;
}

/**
 * Jagged ridge line: a sum of peaks (max of tent profiles) plus fine noise.
 * Returns { pts, peaks } with points sampled from x0 to x1.
 */
function ridge(rng, x0, x1, base, top, count) {
  const span = x1 - x0;
  const peaks = [];
  for (let i = 0; i < count; i++) {
    peaks.push({
      x: x0 + span * ((i + rng.range(0.1, 0.9)) / count),
      h: (base - top) * rng.range(0.35, 1),
      w: span * rng.range(0.14, 0.34),
    });
  }
  const pts = [];
  const n = 140;
  let noise = 0;
  for (let i = 0; i <= n; i++) {
    const x = x0 + (span * i) / n;
    let h = 0;
    for (const p of peaks) {
      const u = Math.abs(x - p.x) / p.w;
      if (u < 1) h = Math.max(h, p.h * (1 - u) ** 1.5);
    }
    noise = noise * 0.55 + rng.range(-1, 1) * (base - top) * 0.045;
    pts.push([x, base - Math.max(0, h + noise) - (base - top) * 0.05]);
  }
  return { pts, peaks };
}

/** Layered desert mountains whose feet sit at baseY. peak: highest point (y). */
export function mountains(ctx, sk, rng, baseY, peak, layers = 3) {
  const { W } = ctx;
  const [far, mid, near] = sk.mountains;
  const skyH = sk.sky[3];
  let s = '';
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const top = peak + (baseY - peak) * t * 0.5;
    const col = i === 0 ? far : i === layers - 1 ? near : mid;
    const base = mix(col, skyH, 0.3 * (1 - t) + 0.08);
    const { pts, peaks } = ridge(rng, -20, W + 20, baseY, top, rng.int(6, 10));
    const d = `${poly(pts, true)}L${f(W + 20)} ${f(baseY + 2)}L-20 ${f(baseY + 2)}Z`;
    s += `<path d="${d}" fill="${ctx.linear([
      [0, base],
      [1, mix(base, skyH, 0.3)],
    ])}"/>`;
    // shaded slopes: the side of each peak facing away from the light
    let faces = '';
    for (const p of peaks) {
      const right = pts.filter(([x]) => x >= p.x && x <= p.x + p.w * 0.8);
      if (right.length < 2) continue;
      const [px, py] = right[0];
      const foot = Math.min(baseY, py + (baseY - py) * 0.95);
      faces += `${poly(right, true)}L${f(px + p.w * 0.15)} ${f(foot)}L${f(px)} ${f(py)}Z`;
    }
    s += `<path d="${faces}" fill="${shade(base, -0.18)}" opacity="0.5"/>`;
  }
  return s;
}

/** Distant flat desert/plain band between y0 and y1. */
export function plain(ctx, sk, y0, y1, sand = '#e2c597') {
  return `<rect x="0" y="${f(y0)}" width="${ctx.W}" height="${f(y1 - y0 + 1)}" fill="${ctx.linear([mix(sand, sk.mountains[0], 0.3), sand])}"/>`;
}

/**
 * Sea from y0 (horizon/shore) to y1, with perspective wave strokes.
 * farTop: true when y0 is the horizon (waves small near it).
 */
export function sea(ctx, sk, rng, y0, y1, { farTop = true, glitterX = null, waves = 90, shallow = false } = {}) {
  const { W } = ctx;
  const [deep, mid, light] = sk.sea;
  const stops = farTop
    ? [
        [0, deep],
        [0.55, mid],
        [1, shallow ? light : mix(mid, light, 0.5)],
      ]
    : [
        [0, light],
        [0.5, mid],
        [1, deep],
      ];
  let s = `<rect x="0" y="${f(y0)}" width="${W}" height="${f(y1 - y0)}" fill="${ctx.linear(stops)}"/>`;
  let d = '';
  let dw = '';
  for (let i = 0; i < waves; i++) {
    const t = farTop ? rng.next() ** 1.6 : rng.next();
    const y = y0 + (y1 - y0) * t;
    const persp = farTop ? 0.15 + t : 0.7 + t * 0.5;
    const len = rng.range(20, 70) * persp * (W / 1600);
    const x = rng.range(-0.05, 1.05) * W;
    const amp = 3 * persp;
    const path = `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-amp)} ${f(len)} 0`;
    if (rng.chance(0.35)) dw += path;
    else d += path;
  }
  const sw = Math.max(1, W / 900);
  s += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${f(sw)}" stroke-linecap="round"/>`;
  s += `<path d="${dw}" fill="none" stroke="${shade(deep, -0.2)}" stroke-opacity="0.18" stroke-width="${f(sw)}" stroke-linecap="round"/>`;
  if (glitterX !== null) {
    let g = '';
    for (let i = 0; i < 70; i++) {
      const t = rng.next() ** 1.3;
      const y = y0 + (y1 - y0) * t * 0.9 + 2;
      const spread = (0.01 + t * 0.12) * W;
      const x = glitterX + rng.range(-1, 1) * spread * rng.next();
      const len = (6 + 40 * t) * rng.range(0.4, 1.2) * (W / 1600);
      g += `M${f(x - len / 2)} ${f(y)}h${f(len)}`;
    }
    s += `<path d="${g}" stroke="${sk.glitter}" stroke-width="${f(sw * 1.6)}" stroke-opacity="0.8" stroke-linecap="round"/>`;
  }
  return s;
}

/** A gently wavy horizontal line as points from x=-10 to W+10. */
export function wavyLine(rng, W, y, amp, n = 24) {
  const p1 = rng.range(0, 6);
  const p2 = rng.range(0, 6);
  const k1 = rng.range(1, 2.5);
  const k2 = rng.range(3, 6);
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = -10 + ((W + 20) * i) / n;
    const u = i / n;
    pts.push([x, y + amp * Math.sin(u * Math.PI * k1 + p1) + amp * 0.35 * Math.sin(u * Math.PI * k2 + p2)]);
  }
  return pts;
}

/** Beach band whose top edge follows `edge` points and fills down to y1. */
export function beach(ctx, edge, y1, sand, { wet = null } = {}) {
  const { W } = ctx;
  const d = `${poly(edge, true)}L${f(W + 10)} ${f(y1)}L-10 ${f(y1)}Z`;
  let s = `<path d="${d}" fill="${ctx.linear([sand[0], sand[1], sand[2]])}"/>`;
  if (wet)
    s += `<path d="${poly(edge, true)}" fill="none" stroke="${wet}" stroke-width="${f(W / 160)}" stroke-opacity="0.5"/>`;
  return s;
}

/** Foam line along a shoreline (points). */
export function foam(ctx, edge, width = 3) {
  const w = width * (ctx.W / 1600);
  return (
    `<path d="${poly(edge, true)}" fill="none" stroke="#ffffff" stroke-width="${f(w * 2.4)}" stroke-opacity="0.35" stroke-linejoin="round"/>` +
    `<path d="${poly(edge, true)}" fill="none" stroke="#ffffff" stroke-width="${f(w)}" stroke-opacity="0.9" stroke-linejoin="round"/>`
  );
}

/** A few distant birds as little V strokes. */
export function birds(ctx, rng, hy, n = 4, color = '#334455') {
  let d = '';
  const cx = rng.range(0.2, 0.8) * ctx.W;
  const cy = rng.range(0.15, 0.45) * hy;
  for (let i = 0; i < n; i++) {
    const x = cx + rng.range(-90, 90) * (ctx.W / 1600);
    const y = cy + rng.range(-40, 40) * (ctx.W / 1600);
    const s = rng.range(5, 10) * (ctx.W / 1600);
    d += `M${f(x - s)} ${f(y - s * 0.4)}q${f(s * 0.5)} ${f(-s * 0.2)} ${f(s)} ${f(s * 0.4)}q${f(s * 0.5)} ${f(-s * 0.6)} ${f(s)} ${f(-s * 0.4)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(1.6 * (ctx.W / 1600))}" stroke-linecap="round" opacity="0.7"/>`;
}
