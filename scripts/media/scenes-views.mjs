// Views: balcony/terrace over the sea, gardens, sunsets, villas and beach chalets.
import { f, mix, shade } from './svg.mjs';
import { sandFor, lawnFor } from './palette.mjs';
import { sky, clouds, mountains, sea, wavyLine, beach, foam, birds } from './landscape.mjs';
import { building, archPath } from './architecture.mjs';
import { palm as rawPalm, palmFor, shrub, umbrella, lounger, yacht, pottedPlant } from './props.mjs';
import { skyline, ground } from './scenes-coast.mjs';

/** Sea view from a balcony (or a rooftop terrace with a pergola when terrace=true). */
export function balcony(ctx, rng, th, { terrace = false } = {}) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const { fin } = th;
  const hy = H * rng.range(0.4, 0.48);
  const sunX = rng.range(0.3, 0.7);
  let s = sky(ctx, sk, hy, { sunX }) + clouds(ctx, sk, hy, rng, 4) + birds(ctx, rng, hy, 3);
  s += sea(ctx, sk, rng, hy, H * 0.8, { glitterX: sk.sun.y > 0.5 ? sunX * W : null, shallow: true });
  s += yacht(rng, rng.range(0.15, 0.8) * W, hy + H * 0.04, W * 0.05, { sail: rng.chance(0.5), reflect: false });
  // beach and palm tops just below the railing
  const edge = wavyLine(rng, W, H * 0.64, H * 0.01);
  s += beach(ctx, edge, H, sandFor(sk));
  s += foam(ctx, edge, 3);
  for (let i = 0; i < 4; i++)
    s += umbrella(rng.range(0.05, 0.95) * W, H * rng.range(0.69, 0.72), W * 0.04, {
      color: th.accent,
      thatch: th.style === 'nubian',
    });
  for (let i = 0; i < 4; i++)
    s += palm(rng, rng.range(0, 1) * W, H * 1.05, H * rng.range(0.35, 0.45), { lean: rng.range(-0.4, 0.4) });
  // floor
  const fy = H * 0.86;
  s += `<rect x="0" y="${f(fy)}" width="${W}" height="${f(H - fy)}" fill="${ctx.linear([mix('#e7d8c0', sk.light, 0.2), '#cdb694'])}"/>`;
  let tiles = '';
  for (let i = -10; i <= 10; i++) tiles += `M${f(W / 2 + i * W * 0.04)} ${f(fy)}L${f(W / 2 + i * W * 0.12)} ${f(H)}`;
  s += `<path d="${tiles}" stroke="#b59d7a" stroke-width="1.5" opacity="0.5"/>`;
  // railing
  const ry = H * 0.7;
  if (th.style === 'modern') {
    s += `<rect x="0" y="${f(ry)}" width="${W}" height="${f(fy - ry)}" fill="#d8f0f5" opacity="0.28"/>`;
    s += `<rect x="0" y="${f(ry - H * 0.012)}" width="${W}" height="${f(H * 0.018)}" fill="${shade(fin.accent, -0.2)}"/>`;
  } else {
    let bal = '';
    const n = 22;
    for (let i = 0; i <= n; i++) {
      const x = (i / n) * W;
      const bw = W * 0.014;
      bal += `M${f(x - bw * 0.5)} ${f(fy)}L${f(x - bw * 0.5)} ${f(fy - (fy - ry) * 0.25)}Q${f(x - bw * 1.1)} ${f(fy - (fy - ry) * 0.55)} ${f(x - bw * 0.4)} ${f(ry + H * 0.02)}L${f(x + bw * 0.4)} ${f(ry + H * 0.02)}Q${f(x + bw * 1.1)} ${f(fy - (fy - ry) * 0.55)} ${f(x + bw * 0.5)} ${f(fy - (fy - ry) * 0.25)}L${f(x + bw * 0.5)} ${f(fy)}Z`;
    }
    s += `<path d="${bal}" fill="${fin.trim}"/>`;
    s += `<rect x="0" y="${f(ry - H * 0.005)}" width="${W}" height="${f(H * 0.03)}" fill="${mix(fin.trim, sk.light, 0.2)}"/>`;
    s += `<rect x="0" y="${f(ry + H * 0.025)}" width="${W}" height="${f(H * 0.006)}" fill="#000" opacity="0.12"/>`;
  }
  s += `<rect x="0" y="${f(fy - H * 0.01)}" width="${W}" height="${f(H * 0.012)}" fill="${shade(fin.trim, -0.1)}"/>`;
  // framing wall/arch or pergola
  if (terrace) {
    let beams = '';
    for (let i = 0; i < 9; i++) beams += `M${f((i / 8) * W)} 0L${f(W / 2 + (i / 8 - 0.5) * W * 1.6)} ${f(H * 0.09)}`;
    s += `<path d="${beams}" stroke="${fin.wood}" stroke-width="${f(W * 0.012)}"/>`;
    s += `<rect x="0" y="${f(H * 0.08)}" width="${W}" height="${f(H * 0.025)}" fill="${shade(fin.wood, -0.15)}"/>`;
    s += `<rect x="${f(W * 0.02)}" y="${f(H * 0.08)}" width="${f(W * 0.025)}" height="${f(fy - H * 0.08)}" fill="${fin.wood}"/>`;
    s += `<rect x="${f(W * 0.955)}" y="${f(H * 0.08)}" width="${f(W * 0.025)}" height="${f(fy - H * 0.08)}" fill="${fin.wood}"/>`;
    s += lounger(W * 0.55, H * 0.98, W * 0.3, { cushion: th.accent, frame: fin.wood });
  } else {
    const wall = mix(fin.wall, sk.shadow, 0.25 + sk.ambient);
    const ow = W * 0.84;
    const ox = (W - ow) / 2;
    const arch = archPath(ox, -H * 0.25, ow, H * 1.3);
    s += `<path d="M0 0H${W}V${H}H0Z${arch}" fill="${ctx.linear(
      [
        [0, shade(wall, -0.1)],
        [1, wall],
      ],
      { x2: 1, y2: 0 },
    )}" fill-rule="evenodd"/>`;
    s += `<path d="${arch}" fill="none" stroke="${shade(wall, 0.2)}" stroke-width="${f(W * 0.012)}"/>`;
    // bistro table with two glasses
    const tx = W * rng.range(0.62, 0.74);
    const ty = H * 0.9;
    s += `<path d="M${f(tx)} ${f(ty)}V${f(H * 0.99)}M${f(tx - W * 0.03)} ${f(H * 0.99)}H${f(tx + W * 0.03)}" stroke="#3a3a3a" stroke-width="${f(W * 0.006)}"/>`;
    s += `<ellipse cx="${f(tx)}" cy="${f(ty)}" rx="${f(W * 0.06)}" ry="${f(H * 0.018)}" fill="#f4f1ea" stroke="#c9c2b5" stroke-width="2"/>`;
    s += `<path d="M${f(tx - W * 0.02)} ${f(ty - H * 0.045)}h${f(W * 0.012)}l${f(-W * 0.002)} ${f(H * 0.04)}h${f(-W * 0.008)}Z" fill="#f2b134" opacity="0.85"/>`;
    s += `<path d="M${f(tx + W * 0.01)} ${f(ty - H * 0.045)}h${f(W * 0.012)}l${f(-W * 0.002)} ${f(H * 0.04)}h${f(-W * 0.008)}Z" fill="#f2b134" opacity="0.85"/>`;
  }
  s += pottedPlant(rng, W * rng.range(0.12, 0.22), H * 0.97, H * 0.3);
  return s;
}

/** Garden with palms, flowering shrubs and a villa behind. */
export function garden(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const gy = H * 0.66;
  let s = sky(ctx, sk, gy) + clouds(ctx, sk, gy, rng, 3);
  s += mountains(ctx, sk, rng, gy, H * 0.36, 2);
  const fh = H * 0.12;
  const vw = W * rng.range(0.35, 0.45);
  const vx = W * rng.range(0.3, 0.5);
  s += building(ctx, rng, {
    x: vx,
    y: gy,
    w: vw,
    floors: 2,
    fh,
    fin: th.fin,
    sk,
    style: th.style,
    domes: Math.max(0.5, th.domes),
    depth: fh * 0.6,
  });
  s += ground(ctx, gy - 2, H, lawnFor(sk));
  let stripes = '';
  for (let i = 0; i < 8; i++) stripes += `M0 ${f(gy + (H - gy) * ((i + 0.5) / 8) ** 1.3)}H${W}`;
  s += `<path d="${stripes}" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${f(H * 0.02)}"/>`;
  const sand = sandFor(sk)[0];
  s += `<path d="M${f(vx + vw * 0.42)} ${f(gy)}L${f(vx + vw * 0.58)} ${f(gy)}C${f(W * 0.7)} ${f(H * 0.8)} ${f(W * 0.2)} ${f(H * 0.85)} ${f(W * 0.4)} ${f(H)}L${f(W * 0.15)} ${f(H)}C${f(W * 0.05)} ${f(H * 0.85)} ${f(W * 0.55)} ${f(H * 0.78)} ${f(vx + vw * 0.42)} ${f(gy)}Z" fill="${sand}"/>`;
  for (let i = 0; i < 6; i++) {
    const y = gy + (H - gy) * rng.range(0.02, 0.3);
    s += shrub(rng, rng.range(0, 1) * W, y, W * rng.range(0.05, 0.09), {
      flowers: rng.pick(['#d9478a', '#e0607e', '#f2a03d', null]),
    });
  }
  const palms = [];
  for (let i = 0; i < 5; i++) palms.push([rng.range(0, 1) * W, gy + (H - gy) * rng.range(0.05, 0.5)]);
  palms.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of palms) s += palm(rng, x, y, H * (0.3 + ((y - gy) / H) * 1.2), { lean: rng.range(-0.4, 0.4) });
  s += shrub(rng, W * rng.range(0.75, 0.95), H * 1.02, W * 0.22, { flowers: '#d9478a' });
  return s;
}

/** Sunset over the sea with palm and building silhouettes. */
export function sunset(ctx, rng, th) {
  const { W, H } = ctx;
  const sk = { ...th.sky, ...(rng.chance(0.6) ? SUNSET : DUSK) };
  const hy = H * 0.6;
  const sunX = rng.range(0.35, 0.65);
  let s = sky(ctx, sk, hy, { sunX, sunY: 0.88 }) + clouds(ctx, sk, hy, rng, 5) + birds(ctx, rng, hy, 5, '#2a2040');
  s += sea(ctx, sk, rng, hy, H, { glitterX: sunX * W });
  const dark = '#2a1f3a';
  const edge = wavyLine(rng, W, H * 0.86, H * 0.02);
  s += beach(ctx, edge, H, [shade(dark, 0.1), dark, dark]);
  s += foam(ctx, edge, 2).replace(/#ffffff/g, sk.glitter);
  const left = rng.chance(0.5);
  const fh = H * 0.05;
  const bx = left ? W * 0.75 : -W * 0.02;
  s += building(ctx, rng, {
    x: bx,
    y: H * 0.87,
    w: W * 0.27,
    floors: 2,
    fh,
    fin: { wall: dark, wall2: dark, trim: dark, accent: dark, roof: dark, glass: '#f7b46a', wood: dark },
    sk: { ...sk, light: dark, shadow: dark, sky: ['#000', '#000', '#ffc070'] },
    style: th.style,
    domes: th.domes,
    depth: 0,
  });
  s += rawPalm(rng, left ? W * 0.12 : W * 0.88, H * 1.02, H * 0.85, { lean: left ? 0.3 : -0.3, silhouette: dark });
  s += rawPalm(rng, left ? W * 0.26 : W * 0.74, H * 0.95, H * 0.5, { lean: left ? -0.2 : 0.2, silhouette: dark });
  s += umbrella(left ? W * 0.5 : W * 0.42, H * 0.97, W * 0.08, { color: dark, thatch: true }).replace(
    /#(c9a15f|b08443|7a5533|8c6a35)/g,
    dark,
  );
  return s;
}

const SUNSET = {
  sky: ['#2b3f7a', '#8b5a9a', '#f0806a', '#ffc070'],
  sun: { color: '#fff0c8', glow: '#ff9a50', x: 0.5, y: 0.9, r: 0.03 },
  cloud: '#f7a58a',
  sea: ['#2e3f74', '#6a5a8a', '#d08a7a'],
  glitter: '#ffc680',
  mountains: ['#8a5a7a', '#6a4262', '#4a2c48'],
};
const DUSK = {
  sky: ['#1c2a5a', '#5a4a8a', '#e07a7a', '#ffb070'],
  sun: { color: '#ffe6c0', glow: '#ff8a5a', x: 0.5, y: 0.9, r: 0.03 },
  cloud: '#d08aa0',
  sea: ['#1e2c5a', '#3f4a7a', '#a07a8a'],
  glitter: '#ffb48a',
  mountains: ['#6a4a72', '#523a60', '#3a2848'],
};

/** A villa with private pool and garden. */
export function villa(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const gy = H * 0.62;
  let s = sky(ctx, sk, gy) + clouds(ctx, sk, gy, rng, 3);
  s += mountains(ctx, sk, rng, gy, H * 0.22, 2);
  const fh = H * 0.14;
  const vw = W * rng.range(0.42, 0.55);
  const vx = W * rng.range(0.12, 0.4);
  s += building(ctx, rng, {
    x: vx + vw * 0.62,
    y: gy - H * 0.005,
    w: vw * 0.45,
    floors: 1,
    fh,
    fin: th.fin,
    sk,
    style: th.style,
    domes: 0.8,
    depth: fh * 0.5,
  });
  s += building(ctx, rng, {
    x: vx,
    y: gy,
    w: vw * 0.62,
    floors: 2,
    fh,
    fin: th.fin,
    sk,
    style: th.style,
    domes: th.domes,
    depth: fh * 0.5,
    arcade: th.style !== 'modern',
  });
  s += ground(ctx, gy, H, lawnFor(sk));
  s += `<path d="M${f(W * 0.08)} ${f(H * 0.7)}H${f(W * 0.92)}L${f(W * 0.98)} ${f(H * 0.9)}H${f(W * 0.02)}Z" fill="#efe4cf"/>`;
  s += `<path d="M${f(W * 0.2)} ${f(H * 0.73)}H${f(W * 0.8)}L${f(W * 0.84)} ${f(H * 0.86)}H${f(W * 0.16)}Z" fill="${ctx.linear(['#7fd8df', '#2fb0cc'])}"/>`;
  let c = '';
  for (let i = 0; i < 18; i++)
    c += `M${f(rng.range(0.2, 0.78) * W)} ${f(rng.range(0.75, 0.85) * H)}q${f(W * 0.01)} ${f(-H * 0.005)} ${f(W * 0.02)} 0`;
  s += `<path d="${c}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`;
  s +=
    lounger(W * 0.62, H * 0.715, W * 0.07, { cushion: th.accent }) +
    lounger(W * 0.72, H * 0.715, W * 0.07, { cushion: th.accent });
  s += umbrella(W * 0.7, H * 0.72, W * 0.09, { color: th.accent });
  for (let i = 0; i < 3; i++) s += shrub(rng, rng.range(0, 1) * W, H * 0.7, W * 0.07, { flowers: '#d9478a' });
  s += palm(rng, W * rng.range(0.02, 0.1), H * 0.98, H * 0.8, { lean: 0.3 });
  s += palm(rng, W * rng.range(0.88, 0.98), H * 0.75, H * 0.55, { lean: -0.2 });
  return s;
}

/** Row of single-storey beach chalets near the water. */
export function chalets(ctx, rng, th) {
  const palm = palmFor(th);
  const { W, H } = ctx;
  const sk = th.sky;
  const hy = H * 0.45;
  let s = sky(ctx, sk, hy) + clouds(ctx, sk, hy, rng, 3);
  s += sea(ctx, sk, rng, hy, H * 0.62, { shallow: true });
  const edge = wavyLine(rng, W, H * 0.6, H * 0.01);
  s += beach(ctx, edge, H, sandFor(sk));
  s += foam(ctx, edge, 3);
  const chTh = {
    ...th,
    floors: [1, 1],
    style: th.style === 'modern' ? 'mediterranean' : th.style,
    domes: Math.max(th.domes, 0.7),
  };
  s += skyline(ctx, rng, chTh, {
    x0: -W * 0.05,
    x1: W * rng.range(0.5, 0.7),
    y: H * 0.74,
    fh: H * 0.13,
    gap: 0.2,
    arcades: true,
    floors: [1, 1],
  });
  for (let i = 0; i < 3; i++)
    s += palm(rng, rng.range(0.05, 0.95) * W, H * rng.range(0.76, 0.8), H * rng.range(0.35, 0.5), {
      lean: rng.range(-0.4, 0.4),
    });
  for (let i = 0; i < 3; i++) {
    const x = W * (0.2 + i * 0.25) + rng.range(-20, 20);
    s += lounger(x - W * 0.06, H * 0.92, W * 0.1, { cushion: th.accent });
    s += umbrella(x + W * 0.03, H * 0.92, W * 0.12, { color: th.accent, thatch: rng.chance(0.5) });
  }
  return s;
}
