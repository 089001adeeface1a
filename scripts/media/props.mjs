// Props: palm trees, shrubs, umbrellas, loungers, boats.
import { f, poly, mix, shade } from './svg.mjs';
import { PALM } from './palette.mjs';

/** Point on a quadratic bezier. */
const qb = (a, c, b, t) => [
  (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
  (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
];

/** One feathery palm frond from crown C towards angle `ang` (radians). */
function frond(rng, C, len, ang, droop) {
  const tip = [C[0] + Math.cos(ang) * len, C[1] + Math.sin(ang) * len + droop * len];
  const ctl = [C[0] + Math.cos(ang) * len * 0.55, C[1] + Math.sin(ang) * len * 0.55 - len * 0.18];
  const n = 16;
  const up = [];
  const dn = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const p = qb(C, ctl, tip, t);
    const q = qb(C, ctl, tip, Math.min(1, t + 0.01));
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const l = Math.hypot(dx, dy) || 1;
    const nx = -dy / l;
    const ny = dx / l;
    let w = len * 0.16 * Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.7;
    if (i % 2 === 1) w *= 0.45; // serrated leaflets
    const back = i % 2 === 0 ? len * 0.03 : 0;
    up.push([p[0] + nx * w - (dx / l) * back, p[1] + ny * w - (dy / l) * back + (i % 2 === 0 ? w * 0.35 : 0)]);
    dn.push([p[0] - nx * w - (dx / l) * back, p[1] - ny * w - (dy / l) * back + (i % 2 === 0 ? w * 0.35 : 0)]);
  }
  return {
    outline: poly(up.concat(dn.reverse())),
    spine: `M${f(C[0])} ${f(C[1])}Q${f(ctl[0])} ${f(ctl[1])} ${f(tip[0])} ${f(tip[1])}`,
  };
}

/**
 * A palm tree standing at (x, y) with height h. lean in [-1, 1].
 * silhouette: single colour (for sunsets).
 */
export function palm(rng, x, y, h, { lean = 0, silhouette = null, tint = null } = {}) {
  const c = tint
    ? {
        leaf: mix(PALM.leaf, tint, 0.25),
        leafLight: mix(PALM.leafLight, tint, 0.25),
        leafDark: mix(PALM.leafDark, tint, 0.2),
        trunk: mix(PALM.trunk, tint, 0.2),
        trunkDark: mix(PALM.trunkDark, tint, 0.2),
      }
    : PALM;
  const top = [x + lean * h * 0.3, y - h];
  const ctl = [x + lean * h * 0.02, y - h * 0.55];
  const wb = h * 0.055;
  const wt = h * 0.03;
  const L = [];
  const R = [];
  let rings = '';
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const p = qb([x, y], ctl, top, t);
    const w = (wb + (wt - wb) * t) / 2;
    L.push([p[0] - w, p[1]]);
    R.push([p[0] + w, p[1]]);
    if (i > 0 && i < n) rings += `M${f(p[0] - w)} ${f(p[1])}l${f(w * 2)} ${f(-w * 0.3)}`;
  }
  const trunkCol = silhouette || c.trunk;
  let s = `<path d="${poly(L.concat(R.reverse()))}" fill="${trunkCol}"/>`;
  if (!silhouette) {
    s += `<path d="${poly(
      L.slice(0, n + 1)
        .map(([px, py], i) => [px + (wb + (wt - wb) * (i / n)) * 0.55, py])
        .concat(R.slice(0, n + 1)),
    )}" fill="${c.trunkDark}" opacity="0.45"/>`;
    s += `<path d="${rings}" stroke="${c.trunkDark}" stroke-width="${f(Math.max(1, h * 0.006))}" opacity="0.7"/>`;
  }
  const count = rng.int(8, 11);
  const back = [];
  const front = [];
  for (let i = 0; i < count; i++) {
    const base = -Math.PI + (Math.PI * (i + 0.5)) / count;
    const ang = base + rng.range(-0.15, 0.15) + lean * 0.15;
    const horiz = Math.abs(Math.cos(ang));
    const len = h * rng.range(0.38, 0.5);
    const fr = frond(rng, top, len, ang, 0.15 + horiz * 0.55);
    (i % 2 ? back : front).push(fr);
  }
  // two drooping fronds hanging below the crown
  for (const side of [-1, 1]) {
    const fr = frond(rng, top, h * rng.range(0.3, 0.38), Math.PI / 2 - side * rng.range(0.9, 1.2), 0.35);
    back.push(fr);
  }
  const paint = (list, col, spineCol) =>
    list
      .map(
        (fr) =>
          `<path d="${fr.outline}" fill="${col}"/>` +
          (silhouette
            ? ''
            : `<path d="${fr.spine}" fill="none" stroke="${spineCol}" stroke-width="${f(Math.max(1, h * 0.008))}"/>`),
      )
      .join('');
  s += paint(back, silhouette || c.leafDark, shade(c.leafDark, -0.3));
  if (!silhouette) {
    s += `<circle cx="${f(top[0] - h * 0.02)}" cy="${f(top[1] + h * 0.03)}" r="${f(h * 0.025)}" fill="#6b4a2a"/>`;
    s += `<circle cx="${f(top[0] + h * 0.02)}" cy="${f(top[1] + h * 0.035)}" r="${f(h * 0.022)}" fill="#7d5630"/>`;
  }
  s += paint(front, silhouette || (rng.chance(0.5) ? c.leaf : c.leafLight), c.leafDark);
  return s;
}

/** Palm drawer tinted for the theme's light (dusky scenes get muted greens). */
export function palmFor(th) {
  const tint = th.sky.ambient > 0.15 ? th.sky.shadow : th.sky.ambient > 0.05 ? th.sky.light : null;
  return (rng, x, y, h, o = {}) => palm(rng, x, y, h, { tint, ...o });
}

/** A rounded shrub; flowers adds bougainvillea-like blossoms. */
export function shrub(rng, x, y, w, { color = '#4c9a3f', flowers = null } = {}) {
  let s = '';
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const px = x + (i / (n - 1) - 0.5) * w * 0.8;
    const r = w * rng.range(0.18, 0.28);
    s += `<circle cx="${f(px)}" cy="${f(y - r * 0.8)}" r="${f(r)}" fill="${i % 2 ? color : shade(color, -0.15)}"/>`;
  }
  s += `<ellipse cx="${f(x)}" cy="${f(y - w * 0.08)}" rx="${f(w * 0.5)}" ry="${f(w * 0.12)}" fill="${shade(color, -0.25)}"/>`;
  if (flowers) {
    let d = '';
    for (let i = 0; i < n * 7; i++) {
      const px = x + rng.range(-0.45, 0.45) * w;
      const py = y - rng.range(0.1, 0.55) * w;
      const r = w * rng.range(0.025, 0.05);
      d += `M${f(px - r)} ${f(py)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    }
    s += `<path d="${d}" fill="${flowers}"/>`;
  }
  return s;
}

/** Beach umbrella at ground point (x, y), canopy width w. thatch: palm-leaf parasol. */
export function umbrella(x, y, w, { color = '#e96a4a', thatch = false, shadowCol = '#000' } = {}) {
  const h = w * 0.95;
  const topY = y - h;
  const ch = w * 0.22;
  let s = `<ellipse cx="${f(x + w * 0.1)}" cy="${f(y)}" rx="${f(w * 0.45)}" ry="${f(w * 0.08)}" fill="${shadowCol}" opacity="0.15"/>`;
  s += `<rect x="${f(x - w * 0.015)}" y="${f(topY)}" width="${f(w * 0.03)}" height="${f(h)}" fill="${thatch ? '#7a5533' : '#e8e2d8'}"/>`;
  const l = x - w / 2;
  const r = x + w / 2;
  const by = topY + ch;
  if (thatch) {
    let fringe = `M${f(r)} ${f(by)}`;
    const k = 12;
    for (let i = k; i >= 0; i--) fringe += `L${f(l + (w * i) / k)} ${f(by + (i % 2 ? w * 0.07 : w * 0.02))}`;
    s += `<path d="M${f(x)} ${f(topY - ch * 0.5)}L${f(r)} ${f(by)}${fringe.slice(fringe.indexOf('L'))}Z" fill="#c9a15f"/>`;
    s += `<path d="M${f(x)} ${f(topY - ch * 0.5)}L${f(r)} ${f(by)}L${f(x)} ${f(by + w * 0.04)}Z" fill="#b08443"/>`;
    let lines = '';
    for (let i = 1; i < 6; i++) lines += `M${f(x)} ${f(topY - ch * 0.5)}L${f(l + (w * i) / 6)} ${f(by + w * 0.03)}`;
    s += `<path d="${lines}" stroke="#8c6a35" stroke-width="${f(w * 0.01)}" opacity="0.6"/>`;
    return s;
  }
  const k = 6;
  let edge = '';
  for (let i = k; i > 0; i--) {
    const xa = l + (w * i) / k;
    const xb = l + (w * (i - 1)) / k;
    edge += `Q${f((xa + xb) / 2)} ${f(by - w * 0.04)} ${f(xb)} ${f(by)}`;
  }
  s += `<path d="M${f(x)} ${f(topY)}Q${f(x + w * 0.3)} ${f(topY + ch * 0.2)} ${f(r)} ${f(by)}${edge}Q${f(x - w * 0.3)} ${f(topY + ch * 0.2)} ${f(x)} ${f(topY)}Z" fill="${color}"/>`;
  s += `<path d="M${f(x)} ${f(topY)}Q${f(x + w * 0.12)} ${f(topY + ch * 0.5)} ${f(x + w / 6)} ${f(by)}L${f(x - w / 6)} ${f(by)}Q${f(x - w * 0.12)} ${f(topY + ch * 0.5)} ${f(x)} ${f(topY)}Z" fill="#ffffff" opacity="${color === '#ffffff' ? 0 : 0.85}"/>`;
  s += `<path d="M${f(l)} ${f(by)}Q${f(x)} ${f(by + w * 0.05)} ${f(r)} ${f(by)}" stroke="${shade(color, -0.3)}" fill="none" stroke-width="${f(w * 0.012)}" opacity="0.6"/>`;
  return s;
}

/** Sun lounger seen from the side, feet at (x, y), length w, facing right unless flip. */
export function lounger(x, y, w, { cushion = '#ffffff', frame = '#e9e4da', flip = false } = {}) {
  const sx = flip ? -1 : 1;
  const P = (dx, dy) => `${f(x + sx * dx * w)} ${f(y - dy * w)}`;
  let s = `<ellipse cx="${f(x + sx * w * 0.5)}" cy="${f(y)}" rx="${f(w * 0.55)}" ry="${f(w * 0.05)}" fill="#000" opacity="0.12"/>`;
  s += `<path d="M${P(0.08, 0)}L${P(0.08, 0.16)}M${P(0.92, 0)}L${P(0.92, 0.16)}" stroke="${shade(frame, -0.35)}" stroke-width="${f(w * 0.025)}"/>`;
  s += `<path d="M${P(0, 0.16)}L${P(0.7, 0.16)}L${P(0.98, 0.42)}L${P(1.02, 0.38)}L${P(0.74, 0.12)}L${P(0, 0.12)}Z" fill="${frame}"/>`;
  s += `<path d="M${P(0.02, 0.16)}L${P(0.69, 0.16)}L${P(0.95, 0.41)}L${P(0.9, 0.44)}L${P(0.66, 0.21)}L${P(0.02, 0.21)}Z" fill="${cushion}"/>`;
  return s;
}

/** Motor yacht (or sailboat) on the water at waterline (x, y), length L. */
export function yacht(rng, x, y, L, { sail = false, accent = '#1f3d5c', reflect = true } = {}) {
  const hh = L * 0.12;
  const hull = `M${f(x)} ${f(y - hh)}L${f(x + L * 1.02)} ${f(y - hh * 1.25)}Q${f(x + L * 0.93)} ${f(y - hh * 0.2)} ${f(x + L * 0.8)} ${f(y)}L${f(x + L * 0.05)} ${f(y)}Z`;
  let s = '';
  if (reflect) {
    s += `<path d="M${f(x)} ${f(y + hh * 0.9)}L${f(x + L)} ${f(y + hh * 1.1)}L${f(x + L * 0.8)} ${f(y)}L${f(x + L * 0.05)} ${f(y)}Z" fill="#ffffff" opacity="0.2"/>`;
  }
  if (sail) {
    const mx = x + L * 0.45;
    s += `<path d="M${f(mx)} ${f(y - hh)}L${f(mx)} ${f(y - L * 1.1)}" stroke="#dcdcdc" stroke-width="${f(L * 0.012)}"/>`;
    s += `<path d="M${f(mx)} ${f(y - L * 1.08)}L${f(x + L)} ${f(y - hh * 1.2)}M${f(mx)} ${f(y - L * 1.08)}L${f(x + L * 0.03)} ${f(y - hh)}" stroke="#9aa4ad" stroke-width="${f(L * 0.004)}"/>`;
    s += `<path d="M${f(mx + L * 0.01)} ${f(y - L * 0.95)}L${f(mx + L * 0.01)} ${f(y - hh * 1.9)}L${f(mx + L * 0.4)} ${f(y - hh * 1.9)}Z" fill="#ffffff" opacity="${rng.chance(0.5) ? 0.95 : 0}"/>`;
  }
  s += `<path d="${hull}" fill="#ffffff"/>`;
  s += `<path d="M${f(x + L * 0.03)} ${f(y - hh * 0.35)}L${f(x + L * 0.86)} ${f(y - hh * 0.45)}" stroke="${accent}" stroke-width="${f(hh * 0.2)}"/>`;
  s += `<path d="M${f(x + L * 0.05)} ${f(y)}L${f(x + L * 0.8)} ${f(y)}" stroke="#9fb0bd" stroke-width="${f(hh * 0.25)}"/>`;
  if (!sail) {
    const cab = `M${f(x + L * 0.12)} ${f(y - hh)}L${f(x + L * 0.2)} ${f(y - hh * 2.2)}L${f(x + L * 0.62)} ${f(y - hh * 2.2)}L${f(x + L * 0.78)} ${f(y - hh * 1.15)}Z`;
    s += `<path d="${cab}" fill="#f2f4f6"/>`;
    s += `<path d="M${f(x + L * 0.24)} ${f(y - hh * 1.45)}L${f(x + L * 0.66)} ${f(y - hh * 1.5)}L${f(x + L * 0.6)} ${f(y - hh * 1.85)}L${f(x + L * 0.26)} ${f(y - hh * 1.85)}Z" fill="#2a3f52"/>`;
    if (L > 60 && rng.chance(0.7)) {
      s += `<path d="M${f(x + L * 0.28)} ${f(y - hh * 2.2)}L${f(x + L * 0.32)} ${f(y - hh * 3)}L${f(x + L * 0.52)} ${f(y - hh * 3)}L${f(x + L * 0.58)} ${f(y - hh * 2.2)}Z" fill="#e8ecef"/>`;
      s += `<path d="M${f(x + L * 0.34)} ${f(y - hh * 2.45)}h${f(L * 0.18)}" stroke="#2a3f52" stroke-width="${f(hh * 0.3)}"/>`;
    }
  } else {
    s += `<rect x="${f(x + L * 0.3)}" y="${f(y - hh * 1.7)}" width="${f(L * 0.3)}" height="${f(hh * 0.7)}" rx="${f(hh * 0.2)}" fill="#f0f0f0"/>`;
  }
  return s;
}

/** Potted plant (for terraces and interiors) standing at (x, y) with height h. */
export function pottedPlant(rng, x, y, h, { pot = '#c9764f' } = {}) {
  const pw = h * 0.32;
  let s = '';
  const leaves = rng.int(6, 9);
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + (i / (leaves - 1) - 0.5) * 2.2;
    const len = h * rng.range(0.45, 0.75);
    const bx = x;
    const by = y - h * 0.3;
    const tx = bx + Math.cos(a) * len;
    const ty = by + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.22;
    const ny = Math.cos(a) * len * 0.22;
    s += `<path d="M${f(bx)} ${f(by)}Q${f((bx + tx) / 2 + nx)} ${f((by + ty) / 2 + ny)} ${f(tx)} ${f(ty)}Q${f((bx + tx) / 2 - nx)} ${f((by + ty) / 2 - ny)} ${f(bx)} ${f(by)}Z" fill="${i % 2 ? '#3f8f4a' : '#2f7540'}"/>`;
  }
  s += `<path d="M${f(x - pw / 2)} ${f(y - h * 0.32)}L${f(x + pw / 2)} ${f(y - h * 0.32)}L${f(x + pw * 0.38)} ${f(y)}L${f(x - pw * 0.38)} ${f(y)}Z" fill="${pot}"/>`;
  s += `<rect x="${f(x - pw * 0.55)}" y="${f(y - h * 0.36)}" width="${f(pw * 1.1)}" height="${f(h * 0.05)}" fill="${shade(pot, 0.12)}"/>`;
  return s;
}
