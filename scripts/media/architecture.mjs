// Low-rise Red Sea architecture: modern, Mediterranean and Nubian blocks.
import { f, mix, shade } from './svg.mjs';

/** Arched opening path (round top) at x,y (top-left of bounding box). */
export function archPath(x, y, w, h) {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)}L${f(x)} ${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}L${f(x + w)} ${f(y + h)}Z`;
}

/** Dome sitting on (cx, y) with radius r. */
function dome(ctx, cx, y, r, col, sk) {
  const lit = mix(shade(col, 0.25), sk.light, 0.3);
  const fill = ctx.radial(
    [
      [0, lit],
      [0.6, col],
      [1, shade(col, -0.25)],
    ],
    cx - r * 0.35,
    y - r * 0.7,
    r * 1.5,
  );
  return (
    `<rect x="${f(cx - r * 1.05)}" y="${f(y - r * 0.25)}" width="${f(r * 2.1)}" height="${f(r * 0.28)}" fill="${shade(col, -0.1)}"/>` +
    `<path d="M${f(cx - r)} ${f(y - r * 0.2)}A${f(r)} ${f(r * 0.95)} 0 0 1 ${f(cx + r)} ${f(y - r * 0.2)}Z" fill="${fill}"/>` +
    `<path d="M${f(cx)} ${f(y - r * 1.15)}v${f(-r * 0.3)}" stroke="${shade(col, -0.3)}" stroke-width="${f(r * 0.06)}"/>`
  );
}

/**
 * A building block. Options:
 *  x, y: bottom-left of the front face; w: width; floors; fh: floor height
 *  fin: finish palette; sk: sky preset; style: modern|mediterranean|nubian
 *  depth: side face depth (drawn on `side`), domes: probability of roof domes
 */
export function building(ctx, rng, o) {
  const { x, y, w, floors, fh, fin, sk, style } = o;
  const depth = o.depth ?? fh * 0.9;
  const side = o.side ?? 'right';
  const par = fh * (style === 'nubian' ? 0.28 : 0.18);
  const top = y - floors * fh - par;
  const skew = depth * 0.45;
  const wallLit = mix(fin.wall, sk.light, 0.25);
  const wallShadow = mix(shade(fin.wall2, -0.12), sk.shadow, 0.25 + sk.ambient);
  const dark = mix(shade(fin.glass, -0.35), sk.shadow, 0.2);
  const glass = ctx.linear([
    [0, mix(fin.glass, sk.sky[2], 0.55)],
    [0.55, fin.glass],
    [1, shade(fin.glass, -0.3)],
  ]);
  let s = '';
  // side face and roof slab in oblique projection
  const sx = side === 'right' ? x + w : x;
  const dx = side === 'right' ? depth : -depth;
  s += `<path d="M${f(sx)} ${f(y)}L${f(sx + dx)} ${f(y - skew)}L${f(sx + dx)} ${f(top - skew)}L${f(sx)} ${f(top)}Z" fill="${wallShadow}"/>`;
  if (o.roofTop !== false)
    s += `<path d="M${f(x)} ${f(top)}L${f(x + dx)} ${f(top - skew)}L${f(x + w + dx)} ${f(top - skew)}L${f(x + w)} ${f(top)}Z" fill="${mix(fin.roof, sk.light, 0.2)}"/>`;
  // side windows (small, dark)
  for (let i = 0; i < floors; i++) {
    const wy = y - i * fh - fh * 0.75;
    s += `<path d="M${f(sx + dx * 0.35)} ${f(wy - skew * 0.35)}l${f(dx * 0.3)} ${f(-skew * 0.3)}v${f(fh * 0.45)}l${f(-dx * 0.3)} ${f(skew * 0.3)}Z" fill="${dark}" opacity="0.55"/>`;
  }
  s += `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(y - top)}" fill="${ctx.linear([wallLit, fin.wall, mix(fin.wall2, sk.shadow, 0.08)])}"/>`;
  // parapet trim
  if (style === 'nubian') {
    let cren = '';
    const k = Math.max(3, Math.round(w / (fh * 0.35)));
    for (let i = 0; i < k; i++) {
      const cx = x + ((i + 0.5) * w) / k;
      cren += `M${f(cx - fh * 0.08)} ${f(top)}l${f(fh * 0.08)} ${f(-fh * 0.14)}l${f(fh * 0.08)} ${f(fh * 0.14)}Z`;
    }
    s += `<path d="${cren}" fill="${fin.wall}"/>`;
    s += `<rect x="${f(x)}" y="${f(top + par * 0.55)}" width="${f(w)}" height="${f(par * 0.12)}" fill="${fin.accent}" opacity="0.8"/>`;
  } else {
    s += `<rect x="${f(x - fh * 0.04)}" y="${f(top)}" width="${f(w + fh * 0.08)}" height="${f(par * 0.45)}" fill="${fin.trim}"/>`;
    s += `<rect x="${f(x)}" y="${f(top + par * 0.45)}" width="${f(w)}" height="${f(par * 0.15)}" fill="#000" opacity="0.08"/>`;
  }
  // bays
  const nb = Math.max(1, Math.round(w / (fh * (style === 'modern' ? 1.15 : 0.95))));
  const bw = w / nb;
  const balconyCols = new Set();
  for (let j = 0; j < nb; j++) if (rng.chance(style === 'nubian' ? 0.35 : 0.6)) balconyCols.add(j);
  if (style === 'modern' && nb > 2) for (let j = 0; j < nb; j += 2) balconyCols.add(j);
  const shutterCol = fin.accent;
  for (let i = 0; i < floors; i++) {
    const fy = y - i * fh; // floor line (bottom of this floor)
    if (i === 0 && o.arcade) {
      s += arcade(ctx, x, y, w, fh, fin, sk);
      continue;
    }
    for (let j = 0; j < nb; j++) {
      const bx = x + j * bw;
      const ww = bw * (style === 'modern' ? 0.62 : style === 'nubian' ? 0.36 : 0.44);
      const wx = bx + (bw - ww) / 2;
      const balcony = i > 0 && balconyCols.has(j);
      const wh = balcony || (i === 0 && style !== 'nubian') ? fh * 0.7 : fh * 0.5;
      const wy = fy - fh * 0.12 - wh;
      if (style === 'modern') {
        s += `<rect x="${f(wx - bw * 0.03)}" y="${f(wy - fh * 0.03)}" width="${f(ww + bw * 0.06)}" height="${f(wh + fh * 0.03)}" fill="${shade(fin.wall2, -0.08)}"/>`;
        s += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${glass}"/>`;
        s += `<path d="M${f(wx + ww / 2)} ${f(wy)}v${f(wh)}" stroke="${fin.trim}" stroke-width="${f(fh * 0.025)}"/>`;
        if (!balcony && (i + j) % 3 === 0) {
          let lv = '';
          for (let k = 1; k < 7; k++) lv += `M${f(wx + ww + bw * 0.05)} ${f(wy + (wh * k) / 7)}h${f(bw * 0.12)}`;
          s += `<path d="${lv}" stroke="${fin.wood}" stroke-width="${f(fh * 0.04)}"/>`;
        }
      } else {
        const hh = style === 'nubian' ? wh * 0.9 : wh;
        s += `<path d="${archPath(wx - bw * 0.025, wy - bw * 0.025, ww + bw * 0.05, hh + bw * 0.025)}" fill="${shade(fin.wall2, -0.1)}"/>`;
        s += `<path d="${archPath(wx, wy, ww, hh)}" fill="${glass}"/>`;
        if (style === 'mediterranean' && !balcony && rng.chance(0.7)) {
          s += `<rect x="${f(wx - ww * 0.42)}" y="${f(wy + ww * 0.2)}" width="${f(ww * 0.36)}" height="${f(hh - ww * 0.2)}" fill="${shutterCol}"/>`;
          s += `<rect x="${f(wx + ww * 1.06)}" y="${f(wy + ww * 0.2)}" width="${f(ww * 0.36)}" height="${f(hh - ww * 0.2)}" fill="${shutterCol}"/>`;
        }
        if (style === 'nubian') {
          s += `<path d="${archPath(wx - ww * 0.18, wy - ww * 0.18, ww * 1.36, ww * 0.68)}" fill="none" stroke="${fin.accent}" stroke-width="${f(fh * 0.03)}" opacity="0.7"/>`;
        }
        s += `<rect x="${f(wx - bw * 0.04)}" y="${f(wy + hh)}" width="${f(ww + bw * 0.08)}" height="${f(fh * 0.035)}" fill="${fin.trim}"/>`;
      }
      if (balcony) {
        const ov = bw * 0.04;
        const bl = style === 'modern' ? bx + bw * 0.06 : wx - bw * 0.12;
        const br = style === 'modern' ? bx + bw * 0.94 : wx + ww + bw * 0.12;
        const rh = fh * 0.3;
        s += `<rect x="${f(bl - ov)}" y="${f(fy - fh * 0.1)}" width="${f(br - bl + ov * 2)}" height="${f(fh * 0.07)}" fill="${fin.trim}"/>`;
        s += `<rect x="${f(bl - ov)}" y="${f(fy - fh * 0.03)}" width="${f(br - bl + ov * 2)}" height="${f(fh * 0.06)}" fill="${sk.shadow}" opacity="0.25"/>`;
        if (style === 'modern') {
          s += `<rect x="${f(bl)}" y="${f(fy - fh * 0.1 - rh)}" width="${f(br - bl)}" height="${f(rh)}" fill="#cfeaf2" opacity="0.5"/>`;
          s += `<path d="M${f(bl)} ${f(fy - fh * 0.1 - rh)}h${f(br - bl)}" stroke="${shade(fin.accent, -0.1)}" stroke-width="${f(fh * 0.025)}"/>`;
        } else if (style === 'nubian') {
          s += `<rect x="${f(bl)}" y="${f(fy - fh * 0.1 - rh)}" width="${f(br - bl)}" height="${f(rh)}" fill="${shade(fin.wall, 0.05)}"/>`;
          s += `<rect x="${f(bl)}" y="${f(fy - fh * 0.1 - rh * 0.55)}" width="${f(br - bl)}" height="${f(rh * 0.15)}" fill="${fin.accent}" opacity="0.6"/>`;
        } else {
          let bal = `M${f(bl)} ${f(fy - fh * 0.1 - rh)}h${f(br - bl)}`;
          const nbal = Math.max(3, Math.round((br - bl) / (fh * 0.07)));
          for (let k = 0; k <= nbal; k++) bal += `M${f(bl + ((br - bl) * k) / nbal)} ${f(fy - fh * 0.1 - rh)}v${f(rh)}`;
          s += `<path d="${bal}" stroke="${fin.trim}" stroke-width="${f(fh * 0.025)}"/>`;
          s += `<path d="M${f(bl)} ${f(fy - fh * 0.1 - rh)}h${f(br - bl)}" stroke="${fin.trim}" stroke-width="${f(fh * 0.04)}"/>`;
        }
      }
    }
    // floor cornice
    if (i > 0 && style !== 'modern')
      s += `<rect x="${f(x)}" y="${f(fy - fh * 0.02)}" width="${f(w)}" height="${f(fh * 0.025)}" fill="${fin.trim}" opacity="0.7"/>`;
  }
  // roof features
  const roofY = top;
  if (style === 'modern' && rng.chance(0.6)) {
    const pw = w * rng.range(0.3, 0.5);
    const px = x + rng.range(0.05, 0.95) * (w - pw);
    let pg = `M${f(px)} ${f(roofY)}v${f(-fh * 0.55)}M${f(px + pw)} ${f(roofY)}v${f(-fh * 0.55)}`;
    for (let k = 0; k <= 8; k++) pg += `M${f(px + (pw * k) / 8 - fh * 0.05)} ${f(roofY - fh * 0.55)}h${f(fh * 0.1)}`;
    s += `<path d="${pg}" stroke="${fin.wood}" stroke-width="${f(fh * 0.05)}"/>`;
    s += `<rect x="${f(px - fh * 0.05)}" y="${f(roofY - fh * 0.6)}" width="${f(pw + fh * 0.1)}" height="${f(fh * 0.05)}" fill="${fin.wood}"/>`;
  }
  if (rng.chance(o.domes ?? 0)) {
    const nd = style === 'nubian' ? rng.int(1, Math.max(1, Math.min(3, nb))) : 1;
    for (let k = 0; k < nd; k++) {
      const cx = x + bw * (rng.int(0, nb - 1) + 0.5);
      const r = Math.min(bw * 0.42, fh * 0.45) * (style === 'nubian' ? 1 : 1.2);
      const col = style === 'mediterranean' && fin.accent.startsWith('#2') ? fin.accent : fin.wall;
      s += dome(ctx, cx, roofY, r, col, sk);
    }
  }
  if (style === 'mediterranean' && fin.roof && o.tiles) {
    s += `<path d="M${f(x - fh * 0.1)} ${f(roofY)}L${f(x + w * 0.12)} ${f(roofY - fh * 0.4)}L${f(x + w * 0.88)} ${f(roofY - fh * 0.4)}L${f(x + w + fh * 0.1)} ${f(roofY)}Z" fill="${fin.roof}"/>`;
  }
  return s;
}

/** Ground-floor arcade / entrance overlay for a block (drawn after building). */
export function arcade(ctx, x, y, w, fh, fin, sk) {
  const n = Math.max(2, Math.round(w / (fh * 0.8)));
  const aw = (w / n) * 0.72;
  const deep = mix(shade(fin.wall2, -0.35), sk.shadow, 0.3);
  let s = '';
  for (let i = 0; i < n; i++) {
    const ax = x + (i + 0.5) * (w / n) - aw / 2;
    s += `<path d="${archPath(ax, y - fh * 0.85, aw, fh * 0.85)}" fill="${deep}"/>`;
    s += `<path d="${archPath(ax + aw * 0.22, y - fh * 0.62, aw * 0.56, fh * 0.62)}" fill="${shade(deep, -0.25)}"/>`;
    s += `<rect x="${f(ax + aw * 0.22)}" y="${f(y - fh * 0.3)}" width="${f(aw * 0.56)}" height="${f(fh * 0.3)}" fill="${mix(fin.glass, sk.light, 0.2)}" opacity="0.5"/>`;
  }
  return s;
}
