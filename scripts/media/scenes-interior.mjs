// Simple stylised interiors: living room and bedroom with a sea view.
import { f, mix, shade } from './svg.mjs';
import { sky, sea, wavyLine, beach, foam } from './landscape.mjs';
import { archPath } from './architecture.mjs';
import { palmFor, pottedPlant } from './props.mjs';
import { sandFor } from './palette.mjs';

/** The outdoor view clipped into a window shape. */
function view(ctx, rng, th, shape, x0, x1, y0, y1) {
  const palm = palmFor(th);
  const sk = th.sky;
  const hy = y0 + (y1 - y0) * rng.range(0.45, 0.55);
  let v = sky(ctx, sk, hy, { sunX: (x0 + (x1 - x0) * rng.range(0.2, 0.8)) / ctx.W, sunY: 0.5 });
  v += sea(ctx, sk, rng, hy, y1, { waves: 40, shallow: true });
  const edge = wavyLine(rng, ctx.W, y1 - (y1 - hy) * 0.25, (y1 - y0) * 0.01);
  v += beach(ctx, edge, y1 + 5, sandFor(sk)) + foam(ctx, edge, 2);
  if (rng.chance(0.7))
    v += palm(rng, x0 + (x1 - x0) * rng.pick([0.1, 0.85]), y1 + (y1 - y0) * 0.1, (y1 - y0) * 0.75, {
      lean: rng.range(-0.3, 0.3),
    });
  return `<g clip-path="${ctx.clip(shape)}">${v}</g>`;
}

/** Back wall, floor with light patch and ceiling line. */
function room(ctx, rng, th, floorY) {
  const { W, H } = ctx;
  const wall = mix(rng.pick(['#f4efe6', '#efe6d8', '#f2ece4', '#e9e2d6']), th.fin.wall, 0.25);
  const floor = rng.pick(['#e4d3b6', '#d8c3a0', '#c9a57c', '#e8e0d2']);
  let s = `<rect width="${W}" height="${f(floorY)}" fill="${ctx.linear([shade(wall, -0.06), wall])}"/>`;
  s += `<rect width="${W}" height="${f(H * 0.05)}" fill="${shade(wall, -0.1)}"/>`;
  s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${ctx.linear([shade(floor, -0.05), floor])}"/>`;
  let lines = '';
  for (let i = -12; i <= 12; i++)
    lines += `M${f(W / 2 + i * W * 0.05)} ${f(floorY)}L${f(W / 2 + i * W * 0.16)} ${f(H)}`;
  s += `<path d="${lines}" stroke="${shade(floor, -0.15)}" stroke-width="1.5" opacity="0.45"/>`;
  s += `<rect y="${f(floorY - H * 0.012)}" width="${W}" height="${f(H * 0.012)}" fill="${shade(wall, -0.15)}"/>`;
  return s;
}

/** Curtain panel hanging between x and x+w from y0 to y1. */
function curtain(x, y0, w, y1, col) {
  let folds = '';
  for (let i = 1; i < 5; i++)
    folds += `M${f(x + (w * i) / 5)} ${f(y0)}L${f(x + (w * i) / 5 + (i % 2 ? -1 : 1) * w * 0.05)} ${f(y1)}`;
  return (
    `<path d="M${f(x)} ${f(y0)}H${f(x + w)}L${f(x + w * 1.05)} ${f(y1)}H${f(x - w * 0.05)}Z" fill="${col}"/>` +
    `<path d="${folds}" stroke="${shade(col, -0.15)}" stroke-width="${f(w * 0.05)}" opacity="0.6"/>`
  );
}

/** Abstract wall art: circles and a wave in a frame. No text. */
function art(ctx, x, y, w, h, accent) {
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#fbf8f2" stroke="#8a6a4a" stroke-width="${f(w * 0.04)}"/>` +
    `<circle cx="${f(x + w * 0.62)}" cy="${f(y + h * 0.38)}" r="${f(w * 0.18)}" fill="${accent}" opacity="0.85"/>` +
    `<path d="M${f(x + w * 0.1)} ${f(y + h * 0.72)}q${f(w * 0.2)} ${f(-h * 0.15)} ${f(w * 0.4)} 0t${f(w * 0.4)} 0" fill="none" stroke="#2a7f9a" stroke-width="${f(w * 0.05)}"/>`
  );
}

/** Living room opening onto the sea. */
export function living(ctx, rng, th) {
  const { W, H } = ctx;
  const floorY = H * 0.7;
  let s = room(ctx, rng, th, floorY);
  const x0 = W * 0.22;
  const x1 = W * 0.78;
  const y0 = H * 0.14;
  const arched = th.style !== 'modern';
  const shape = arched
    ? `<path d="${archPath(x0, y0, x1 - x0, floorY - y0)}"/>`
    : `<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(floorY - y0)}"/>`;
  s += view(ctx, rng, th, shape, x0, x1, y0, floorY);
  const trim = '#ffffff';
  s += arched
    ? `<path d="${archPath(x0, y0, x1 - x0, floorY - y0)}" fill="none" stroke="${trim}" stroke-width="${f(W * 0.012)}"/>`
    : `<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(floorY - y0)}" fill="none" stroke="#5a5a5a" stroke-width="${f(W * 0.008)}"/>`;
  if (!arched)
    s += `<path d="M${f((x0 + x1) / 2)} ${f(y0)}V${f(floorY)}" stroke="#5a5a5a" stroke-width="${f(W * 0.006)}"/>`;
  // light patch on the floor
  s += `<path d="M${f(x0)} ${f(floorY)}H${f(x1)}L${f(x1 + W * 0.12)} ${f(H)}H${f(x0 - W * 0.12)}Z" fill="#fffbe8" opacity="0.25"/>`;
  const cur = rng.pick(['#efe4d2', '#e6ddd0', '#f1e9dc']);
  s += curtain(x0 - W * 0.1, H * 0.08, W * 0.09, floorY, cur) + curtain(x1 + W * 0.01, H * 0.08, W * 0.09, floorY, cur);
  s += `<rect x="${f(x0 - W * 0.12)}" y="${f(H * 0.07)}" width="${f(x1 - x0 + W * 0.24)}" height="${f(H * 0.012)}" fill="#6b5a4a"/>`;
  s += art(ctx, W * 0.04, H * 0.25, W * 0.1, H * 0.2, th.accent);
  // rug, coffee table, sofa back in the foreground, armchair, plant, lamp
  const acc = th.accent;
  s += `<ellipse cx="${f(W / 2)}" cy="${f(H * 0.86)}" rx="${f(W * 0.36)}" ry="${f(H * 0.09)}" fill="${mix(acc, '#f4efe6', 0.6)}"/>`;
  s += `<ellipse cx="${f(W / 2)}" cy="${f(H * 0.8)}" rx="${f(W * 0.12)}" ry="${f(H * 0.03)}" fill="#8a6244"/><rect x="${f(W / 2 - W * 0.12)}" y="${f(H * 0.8)}" width="${f(W * 0.24)}" height="${f(H * 0.02)}" fill="#6f4d34"/>`;
  s += `<ellipse cx="${f(W / 2 + W * 0.04)}" cy="${f(H * 0.79)}" rx="${f(W * 0.025)}" ry="${f(H * 0.01)}" fill="#f4f4f4"/>`;
  const sofa = rng.pick(['#d9cbb4', '#b9c7c4', '#c8b49a', '#a9b8c8']);
  s += `<rect x="${f(W * 0.18)}" y="${f(H * 0.86)}" width="${f(W * 0.64)}" height="${f(H * 0.2)}" rx="${f(H * 0.04)}" fill="${sofa}"/>`;
  s += `<rect x="${f(W * 0.15)}" y="${f(H * 0.9)}" width="${f(W * 0.06)}" height="${f(H * 0.12)}" rx="${f(H * 0.03)}" fill="${shade(sofa, -0.1)}"/><rect x="${f(W * 0.79)}" y="${f(H * 0.9)}" width="${f(W * 0.06)}" height="${f(H * 0.12)}" rx="${f(H * 0.03)}" fill="${shade(sofa, -0.1)}"/>`;
  s += `<rect x="${f(W * 0.26)}" y="${f(H * 0.83)}" width="${f(W * 0.08)}" height="${f(H * 0.06)}" rx="${f(H * 0.015)}" fill="${acc}" transform="rotate(-8 ${f(W * 0.3)} ${f(H * 0.86)})"/>`;
  s += `<rect x="${f(W * 0.64)}" y="${f(H * 0.83)}" width="${f(W * 0.08)}" height="${f(H * 0.06)}" rx="${f(H * 0.015)}" fill="#ffffff" transform="rotate(6 ${f(W * 0.68)} ${f(H * 0.86)})"/>`;
  s += pottedPlant(rng, W * 0.9, H * 0.86, H * 0.4, { pot: '#e9e4dc' });
  s += `<path d="M${f(W * 0.08)} ${f(H * 0.92)}V${f(H * 0.4)}Q${f(W * 0.08)} ${f(H * 0.3)} ${f(W * 0.16)} ${f(H * 0.32)}" fill="none" stroke="#3a3a3a" stroke-width="${f(W * 0.005)}"/>`;
  s += `<path d="M${f(W * 0.14)} ${f(H * 0.32)}h${f(W * 0.05)}l${f(W * 0.01)} ${f(H * 0.05)}h${f(-W * 0.07)}Z" fill="#f2e6c9"/>`;
  return s;
}

/** Bedroom with a sea-view window. */
export function bedroom(ctx, rng, th) {
  const { W, H } = ctx;
  const floorY = H * 0.66;
  let s = room(ctx, rng, th, floorY);
  const left = rng.chance(0.5);
  const wx0 = left ? W * 0.06 : W * 0.58;
  const wx1 = wx0 + W * 0.34;
  const wy0 = H * 0.14;
  const wy1 = H * 0.6;
  const shape = `<rect x="${f(wx0)}" y="${f(wy0)}" width="${f(wx1 - wx0)}" height="${f(wy1 - wy0)}"/>`;
  s += view(ctx, rng, th, shape, wx0, wx1, wy0, wy1);
  s += `<rect x="${f(wx0)}" y="${f(wy0)}" width="${f(wx1 - wx0)}" height="${f(wy1 - wy0)}" fill="none" stroke="#ffffff" stroke-width="${f(W * 0.01)}"/>`;
  s += `<path d="M${f((wx0 + wx1) / 2)} ${f(wy0)}V${f(wy1)}" stroke="#ffffff" stroke-width="${f(W * 0.006)}"/>`;
  s +=
    curtain(wx0 - W * 0.05, H * 0.1, W * 0.06, floorY, '#f3ede2') +
    curtain(wx1 - W * 0.01, H * 0.1, W * 0.06, floorY, '#f3ede2');
  // bed
  const bx = left ? W * 0.46 : W * 0.08;
  const bw = W * 0.42;
  const acc = th.accent;
  const head = rng.pick(['#c8b49a', '#a9b8c8', '#b9c7c4', '#d6c2a8']);
  s += art(ctx, bx + bw * 0.3, H * 0.12, bw * 0.4, H * 0.16, acc);
  s += `<rect x="${f(bx)}" y="${f(H * 0.34)}" width="${f(bw)}" height="${f(H * 0.3)}" rx="${f(W * 0.02)}" fill="${head}"/>`;
  for (const side of [-1, 1]) {
    const nx = side < 0 ? bx - W * 0.09 : bx + bw + W * 0.01;
    s += `<rect x="${f(nx)}" y="${f(H * 0.52)}" width="${f(W * 0.08)}" height="${f(H * 0.16)}" fill="#8a6244"/><rect x="${f(nx)}" y="${f(H * 0.52)}" width="${f(W * 0.08)}" height="${f(H * 0.02)}" fill="#a07452"/>`;
    s += `<path d="M${f(nx + W * 0.04)} ${f(H * 0.52)}V${f(H * 0.44)}" stroke="#6a6a6a" stroke-width="3"/><path d="M${f(nx + W * 0.015)} ${f(H * 0.45)}h${f(W * 0.05)}l${f(-W * 0.008)} ${f(-H * 0.06)}h${f(-W * 0.034)}Z" fill="#f7ead0"/>`;
  }
  const p = (x0, y0) =>
    `<rect x="${f(x0)}" y="${f(y0)}" width="${f(bw * 0.4)}" height="${f(H * 0.08)}" rx="${f(H * 0.03)}" fill="#ffffff" stroke="#e2ddd4" stroke-width="2"/>`;
  s += `<path d="M${f(bx + bw * 0.02)} ${f(H * 0.58)}H${f(bx + bw * 0.98)}L${f(bx + bw * 1.12)} ${f(H * 0.95)}H${f(bx - bw * 0.12)}Z" fill="#fbfaf7"/>`;
  s += p(bx + bw * 0.06, H * 0.5) + p(bx + bw * 0.54, H * 0.5);
  s += `<path d="M${f(bx - bw * 0.02)} ${f(H * 0.66)}H${f(bx + bw * 1.02)}L${f(bx + bw * 1.12)} ${f(H * 0.95)}H${f(bx - bw * 0.12)}Z" fill="#f2efe8"/>`;
  s += `<path d="M${f(bx - bw * 0.07)} ${f(H * 0.8)}H${f(bx + bw * 1.07)}L${f(bx + bw * 1.1)} ${f(H * 0.88)}H${f(bx - bw * 0.1)}Z" fill="${acc}"/>`;
  s += `<rect x="${f(bx - bw * 0.12)}" y="${f(H * 0.95)}" width="${f(bw * 1.24)}" height="${f(H * 0.05)}" fill="#7a5a40"/>`;
  s += `<path d="M${f(bx + bw * 0.3)} ${f(H * 0.7)}l${f(bw * 0.2)} ${f(H * 0.05)}M${f(bx + bw * 0.6)} ${f(H * 0.68)}l${f(bw * 0.15)} ${f(H * 0.08)}" stroke="#e0dbd2" stroke-width="3"/>`;
  s += pottedPlant(rng, left ? W * 0.94 : W * 0.55, H * 0.8, H * 0.3, { pot: '#d9cbb4' });
  return s;
}
