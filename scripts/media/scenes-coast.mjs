// Coastal scenes: hero view from the water, exterior, pool, beach, marina.
import { f, mix, shade } from './svg.mjs';
import { sandFor, lawnFor } from './palette.mjs';
import { sky, clouds, mountains, plain, sea, wavyLine, beach, foam, birds } from './landscape.mjs';
import { building } from './architecture.mjs';
import { palmFor, shrub, umbrella, lounger, yacht } from './props.mjs';

/** A row of blocks between x0 and x1 standing on ground line y. */
export function skyline(
  ctx,
  rng,
  th,
  { x0, x1, y, fh, gap = 0.25, floors = th.floors, side = 'right', arcades = false },
) {
  let s = '';
  let x = x0;
  while (x < x1) {
    const n = rng.int(floors[0], floors[1]);
    const w = fh * rng.range(2.2, 4.2);
    s += building(ctx, rng, {
      x,
      y,
      w,
      floors: n,
      fh,
      fin: th.fin,
      sk: th.sky,
      style: th.style,
      domes: th.domes,
      side,
      depth: fh * rng.range(0.6, 1.1),
      arcade: arcades && th.style !== 'modern',
    });
    x += w + fh * rng.range(gap, gap + 1.2);
  }
  return s;
}

/** Ground strip with grass or paving between y0 and y1. */
export function ground(ctx, y0, y1, col) {
  return `<rect x="0" y="${f(y0)}" width="${ctx.W}" height="${f(y1 - y0)}" fill="${ctx.linear([shade(col, -0.08), col])}"/>`;
}

const lawn = lawnFor;

/** Main picture: the compound seen from the water with mountains behind. */
export function hero(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const hy = H * 0.57;
  let s = sky(ctx, sk, hy) + clouds(ctx, sk, hy, rng, rng.int(3, 5));
  s += mountains(ctx, sk, rng, hy, H * rng.range(0.22, 0.3), 3);
  s += plain(ctx, sk, hy, H * 0.7, sandFor(sk)[2]);
  const fh = H * 0.055;
  s += skyline(ctx, rng, th, { x0: -fh * 2, x1: W, y: H * 0.64, fh: fh * 0.75, gap: 0.1 });
  s += `<rect x="0" y="${f(H * 0.635)}" width="${W}" height="${f(H * 0.04)}" fill="${lawn(sk)}"/>`;
  s += skyline(ctx, rng, th, { x0: -fh * rng.range(0, 3), x1: W, y: H * 0.7, fh, gap: 0.6, arcades: true });
  const edge = wavyLine(rng, W, H * 0.695, H * 0.004);
  s += beach(ctx, edge, H, sandFor(sk));
  for (let i = 0; i < 7; i++) {
    const px = rng.range(0, 1) * W;
    s += palm(rng, px, H * rng.range(0.72, 0.76), H * rng.range(0.2, 0.32), { lean: rng.range(-0.5, 0.5) });
  }
  for (let i = 0; i < 6; i++)
    s += umbrella(rng.range(0.05, 0.95) * W, H * rng.range(0.76, 0.78), W * 0.03, {
      color: th.accent,
      thatch: th.style === 'nubian',
    });
  const shore = wavyLine(rng, W, H * 0.79, H * 0.006);
  s += `<path d="M-10 ${f(H + 5)}L${shore.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}L${f(W + 10)} ${f(H + 5)}Z" fill="${sk.sea[2]}"/>`;
  const clip = ctx.clip(
    `<path d="M-10 ${f(H + 5)}L${shore.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}L${f(W + 10)} ${f(H + 5)}Z"/>`,
  );
  s += `<g clip-path="${clip}">${sea(ctx, sk, rng, H * 0.77, H, { farTop: false, waves: 60 })}</g>`;
  s += foam(ctx, shore, 3);
  s += yacht(rng, rng.range(0.1, 0.7) * W, H * rng.range(0.9, 0.95), W * rng.range(0.09, 0.13), {
    sail: rng.chance(0.4),
  });
  s += birds(ctx, rng, hy);
  return s;
}

/** Close view of a residential block with palms and flowering shrubs. */
export function exterior(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const hy = H * 0.72;
  let s = sky(ctx, sk, hy) + clouds(ctx, sk, hy, rng, 3);
  s += mountains(ctx, sk, rng, hy, H * 0.35, 2);
  s += plain(ctx, sk, hy, H * 0.8, sandFor(sk)[2]);
  const fh = H * rng.range(0.12, 0.15);
  const floors = Math.min(th.floors[1], 4);
  const w = W * rng.range(0.5, 0.65);
  const x = rng.range(0.05, 0.4) * W;
  s += building(ctx, rng, {
    x: x - w * 0.9,
    y: H * 0.76,
    w: w * 0.7,
    floors: Math.max(1, floors - 1),
    fh: fh * 0.8,
    fin: th.fin,
    sk,
    style: th.style,
    domes: th.domes,
    side: 'right',
  });
  s += building(ctx, rng, {
    x,
    y: H * 0.8,
    w,
    floors,
    fh,
    fin: th.fin,
    sk,
    style: th.style,
    domes: th.domes,
    side: 'right',
    depth: fh * 0.8,
    arcade: th.style !== 'modern',
  });
  s += ground(ctx, H * 0.8, H, lawn(sk));
  s += `<path d="M${f(W * 0.45)} ${f(H)}Q${f(W * 0.5)} ${f(H * 0.88)} ${f(x + w * 0.5)} ${f(H * 0.8)}L${f(x + w * 0.58)} ${f(H * 0.8)}Q${f(W * 0.62)} ${f(H * 0.9)} ${f(W * 0.7)} ${f(H)}Z" fill="${mix(sandFor(sk)[0], sk.light, 0.2)}"/>`;
  for (let i = 0; i < 5; i++)
    s += shrub(rng, rng.range(0, 1) * W, H * rng.range(0.82, 0.86), W * rng.range(0.06, 0.1), {
      flowers: rng.chance(0.6) ? '#d9478a' : null,
    });
  s += palm(rng, W * rng.range(0.02, 0.12), H * 0.98, H * rng.range(0.75, 0.9), { lean: rng.range(0.1, 0.4) });
  s += palm(rng, W * rng.range(0.85, 0.97), H * 0.99, H * rng.range(0.6, 0.85), { lean: rng.range(-0.4, -0.1) });
  return s;
}

/** Pool deck with loungers and umbrellas in front of the building. */
export function pool(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const gy = H * 0.5;
  let s = sky(ctx, sk, gy) + clouds(ctx, sk, gy, rng, 3);
  s += mountains(ctx, sk, rng, gy, H * 0.15, 2);
  const fh = H * 0.085;
  s += skyline(ctx, rng, th, { x0: -rng.range(0, 4) * fh, x1: W, y: gy + H * 0.02, fh, gap: 0.3, arcades: true });
  s += palm(rng, W * rng.range(0.05, 0.3), gy + H * 0.04, H * 0.32, { lean: 0.2 });
  s += palm(rng, W * rng.range(0.6, 0.95), gy + H * 0.04, H * 0.36, { lean: -0.3 });
  const deck = mix(mix('#efe4cf', sk.light, 0.2), sk.shadow, sk.ambient);
  s += ground(ctx, gy, H, deck);
  // pool in perspective
  const py0 = H * 0.6;
  const py1 = H * 0.9;
  const l0 = W * rng.range(0.12, 0.25);
  const r0 = W * rng.range(0.75, 0.88);
  const pts = `M${f(l0)} ${f(py0)}L${f(r0)} ${f(py0)}L${f(r0 + W * 0.08)} ${f(py1)}L${f(l0 - W * 0.08)} ${f(py1)}Z`;
  s += `<path d="${pts}" fill="none" stroke="#fbf7ef" stroke-width="${f(H * 0.025)}" stroke-linejoin="round"/>`;
  const water = ctx.linear([
    [0, '#7fd8df'],
    [0.5, '#3fc0cf'],
    [1, '#1fa0c0'],
  ]);
  s += `<path d="${pts}" fill="${water}"/>`;
  s += `<path d="M${f(l0)} ${f(py0)}L${f(r0)} ${f(py0)}L${f(r0)} ${f(py0 + H * 0.03)}L${f(l0)} ${f(py0 + H * 0.03)}Z" fill="#137a96" opacity="0.35"/>`;
  let c = '';
  for (let i = 0; i < 40; i++) {
    const t = rng.next();
    const y = py0 + H * 0.04 + (py1 - py0 - H * 0.05) * t;
    const x = l0 - W * 0.06 * t + rng.next() * (r0 - l0 + W * 0.1 * t);
    const len = W * (0.02 + 0.03 * t);
    c += `M${f(x)} ${f(y)}q${f(len / 4)} ${f(-H * 0.006)} ${f(len / 2)} 0t${f(len / 2)} 0`;
  }
  s += `<path d="${c}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(W / 700)}"/>`;
  // loungers and umbrellas along the far side and foreground
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const x = l0 + ((r0 - l0) * (i + 0.3)) / n;
    s += umbrella(x + W * 0.05, py0 - H * 0.01, W * 0.075, {
      color: i % 2 ? '#ffffff' : th.accent,
      thatch: th.style === 'nubian',
    });
    s += lounger(x, py0 - H * 0.012, W * 0.06, { cushion: th.accent === '#ffffff' ? '#2aa6a0' : '#ffffff' });
  }
  s += lounger(W * rng.range(0.05, 0.3), H * 0.99, W * 0.2, { cushion: th.accent });
  s += umbrella(W * rng.range(0.75, 0.9), H * 1.0, W * 0.25, { color: th.accent, thatch: th.style === 'nubian' });
  return s;
}

/** Looking out to sea from the beach, with a reef jetty and parasols. */
export function beachView(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const hy = H * 0.47;
  const sunX = rng.range(0.3, 0.7);
  let s = sky(ctx, sk, hy, { sunX }) + clouds(ctx, sk, hy, rng, 4);
  s += sea(ctx, sk, rng, hy, H * 0.72, { glitterX: sk.sun.y > 0.5 ? sunX * W : null, shallow: true });
  s += `<path d="M0 ${f(H * 0.6)}Q${f(W * 0.5)} ${f(H * 0.575)} ${f(W)} ${f(H * 0.61)}L${f(W)} ${f(H * 0.72)}L0 ${f(H * 0.72)}Z" fill="#5fe0d0" opacity="0.35"/>`;
  if (rng.chance(0.75)) s += jetty(ctx, W * rng.range(0.1, 0.6), H * 0.715, W * rng.range(0.1, 0.3), H * 0.56);
  s += yacht(rng, rng.range(0.1, 0.8) * W, hy + H * 0.03, W * 0.04, { sail: rng.chance(0.5), reflect: false });
  const edge = wavyLine(rng, W, H * 0.7, H * 0.01);
  s += beach(ctx, edge, H, sandFor(sk), { wet: '#c8a878' });
  s += foam(ctx, edge, 4);
  const rows = [
    [H * 0.78, 0.06],
    [H * 0.9, 0.1],
  ];
  for (const [y, sc] of rows) {
    const k = sc < 0.08 ? 5 : 3;
    for (let i = 0; i < k; i++) {
      const x = (i + 0.5 + rng.range(-0.2, 0.2)) * (W / k);
      s += lounger(x - W * sc * 0.7, y, W * sc, { cushion: i % 2 ? '#ffffff' : th.accent, frame: '#f1ece2' });
      s += umbrella(x, y - H * 0.005, W * sc * 1.4, { color: th.accent, thatch: th.style !== 'modern' });
    }
  }
  const left = rng.chance(0.5);
  s += palm(rng, left ? W * 0.04 : W * 0.96, H * 1.02, H * 0.95, { lean: left ? 0.35 : -0.35 });
  return s;
}

/** Wooden reef jetty from the beach (x0, y0) out to sea (x1, y1), in perspective. */
function jetty(ctx, x0, y0, dx, y1) {
  const { W, H } = ctx;
  const w0 = W * 0.05;
  const w1 = W * 0.007;
  const x1 = x0 + dx;
  const deck = `M${f(x0 - w0 / 2)} ${f(y0)}L${f(x0 + w0 / 2)} ${f(y0)}L${f(x1 + w1 / 2)} ${f(y1)}L${f(x1 - w1 / 2)} ${f(y1)}Z`;
  let posts = '';
  for (let i = 0; i <= 14; i++) {
    const t = (i / 14) ** 1.8;
    const px = x0 + (x1 - x0) * (1 - t) + (w0 / 2) * t - (w1 / 2) * (1 - t);
    const py = y1 + (y0 - y1) * t;
    const ph = H * (0.004 + 0.03 * t);
    posts += `M${f(px)} ${f(py)}v${f(ph)}M${f(px - (w0 * t + w1 * (1 - t)))} ${f(py)}v${f(ph)}`;
  }
  let s = `<path d="${posts}" stroke="#6d5238" stroke-width="${f(W / 500)}"/>`;
  s += `<path d="${deck}" fill="${ctx.linear([
    [0, '#b89468'],
    [1, '#d9b98a'],
  ])}"/>`;
  s += `<path d="M${f(x0 + w0 / 2)} ${f(y0)}L${f(x1 + w1 / 2)} ${f(y1)}" stroke="#7a5a3a" stroke-width="${f(W / 600)}"/>`;
  const hw = W * 0.02;
  s += `<path d="M${f(x1 - hw)} ${f(y1)}L${f(x1)} ${f(y1 - hw * 0.9)}L${f(x1 + hw)} ${f(y1)}Z" fill="#b08443"/>`;
  s += `<rect x="${f(x1 - hw * 0.8)}" y="${f(y1)}" width="${f(hw * 1.6)}" height="${f(hw * 0.35)}" fill="#c9a06a"/>`;
  return s;
}

/** Marina quay with yachts and a promenade of arcaded buildings. */
export function marina(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const qy = H * 0.6;
  let s = sky(ctx, sk, qy) + clouds(ctx, sk, qy, rng, 3);
  s += mountains(ctx, sk, rng, qy, H * 0.2, 2);
  const fh = H * 0.07;
  s += skyline(ctx, rng, th, {
    x0: -fh * rng.range(0, 3),
    x1: W,
    y: qy - H * 0.01,
    fh,
    gap: 0.5,
    arcades: true,
    floors: [Math.max(2, th.floors[0]), Math.min(4, th.floors[1])],
  });
  for (let i = 0; i < 5; i++)
    s += palm(rng, rng.range(0, 1) * W, qy + H * 0.01, H * rng.range(0.18, 0.24), { lean: rng.range(-0.3, 0.3) });
  for (let i = 0; i < 5; i++)
    s += umbrella(rng.range(0.05, 0.95) * W, qy, W * 0.035, { color: i % 2 ? '#ffffff' : th.accent });
  s += `<rect x="0" y="${f(qy)}" width="${W}" height="${f(H * 0.025)}" fill="#d9cbb0"/><rect x="0" y="${f(qy + H * 0.025)}" width="${W}" height="${f(H * 0.01)}" fill="#8a7a62"/>`;
  s += sea(ctx, sk, rng, qy + H * 0.035, H, { farTop: false, waves: 50 });
  // masts behind, then yachts in two rows
  for (const [y, L, k] of [
    [qy + H * 0.1, W * 0.12, 6],
    [qy + H * 0.18, W * 0.17, 4],
    [qy + H * 0.3, W * 0.27, 3],
  ]) {
    for (let i = 0; i < k; i++) {
      if (rng.chance(0.25)) continue;
      const x = (i + rng.range(-0.15, 0.25)) * (W / k) - L * 0.1;
      s += yacht(rng, x, y, L * rng.range(0.8, 1.05), {
        sail: rng.chance(0.35),
        accent: rng.pick(['#1f3d5c', '#2aa6a0', '#9a2f2f', '#1f3d5c']),
      });
    }
  }
  s += `<rect x="0" y="${f(H * 0.92)}" width="${W}" height="${f(H * 0.08)}" fill="#b48a5c"/>`;
  let planks = '';
  for (let i = 0; i < 40; i++) planks += `M${f((i * W) / 40)} ${f(H * 0.92)}v${f(H * 0.08)}`;
  s += `<path d="${planks}" stroke="#8a6440" stroke-width="${f(W / 800)}"/>`;
  s += `<rect x="0" y="${f(H * 0.92)}" width="${W}" height="${f(H * 0.008)}" fill="#d6b286"/>`;
  return s;
}
