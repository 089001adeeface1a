// SVG document helpers: number formatting, colour maths, gradient definitions.

/** Format a number compactly (1 decimal) so the SVG stays small and stable. */
export const f = (n) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Points array [[x,y],...] to an SVG path (closed unless open=true). */
export function poly(points, open = false) {
  let d = '';
  points.forEach(([x, y], i) => {
    d += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`;
  });
  return open ? d : `${d}Z`;
}

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const n = parseInt(
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours, t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

/** Darken (amt<0) or lighten (amt>0) a colour towards black/white. */
export function shade(c, amt) {
  return amt < 0 ? mix(c, '#000000', -amt) : mix(c, '#ffffff', amt);
}

/**
 * A drawing context for one picture: collects <defs> and hands out unique ids.
 */
export class Ctx {
  constructor(W, H, rng) {
    this.W = W;
    this.H = H;
    this.rng = rng;
    this.defs = [];
    this.n = 0;
  }

  uid(prefix = 'g') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** Vertical (default) or custom-direction linear gradient; returns url(#id). */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
    const id = this.uid('l');
    const u = units ? ` gradientUnits="${units}"` : '';
    const s = stops.map((st, i) => stopTag(st, i, stops.length)).join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${u}>${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space centred on (cx, cy). */
  radial(stops, cx, cy, r, { fx, fy, ry } = {}) {
    const id = this.uid('r');
    const s = stops.map((st, i) => stopTag(st, i, stops.length)).join('');
    const tr = ry
      ? ` gradientTransform="translate(${f(cx)} ${f(cy)}) scale(1 ${(ry / r).toFixed(3)}) translate(${f(-cx)} ${f(-cy)})"`
      : '';
    const foc = fx !== undefined ? ` fx="${f(fx)}" fy="${f(fy)}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${foc}${tr}>${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Define a clip path from raw SVG shape markup; returns url(#id). */
  clip(shape) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** Wrap body markup into a complete SVG document. */
  doc(body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

/** A stop is either "#hex", [offset, "#hex"], or [offset, "#hex", opacity]. */
function stopTag(st, i, n) {
  let off;
  let col;
  let op = 1;
  if (typeof st === 'string') {
    off = n === 1 ? 0 : i / (n - 1);
    col = st;
  } else {
    [off, col, op = 1] = st;
  }
  const o = op < 1 ? ` stop-opacity="${op}"` : '';
  return `<stop offset="${off}" stop-color="${col}"${o}/>`;
}
