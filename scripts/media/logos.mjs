// Developer emblems and the site icon: abstract shapes only, no letters.
import { Ctx } from './svg.mjs';

/** Each emblem is drawn on a 256-unit canvas with a transparent background. */
const EMBLEMS = {
  // coral-red disc with rolling waves
  'red-sea-developments': (c) => {
    const bg = c.linear(['#ef6a4f', '#c4302b'], { x2: 1, y2: 1 });
    return (
      `<circle cx="128" cy="128" r="112" fill="${bg}"/>` +
      '<circle cx="128" cy="128" r="98" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>' +
      '<g fill="none" stroke="#ffffff" stroke-width="13" stroke-linecap="round">' +
      '<path d="M52 108q19-22 38 0t38 0t38 0t38 0"/><path d="M52 142q19-22 38 0t38 0t38 0t38 0" stroke-opacity="0.85"/>' +
      '<path d="M64 176q16-18 32 0t32 0t32 0t32 0" stroke-opacity="0.65"/></g>'
    );
  },
  // terracotta tile with a white arch over a lagoon
  'gouna-living': (c) => {
    const bg = c.linear(['#e08a5a', '#b85a35']);
    const water = c.linear(['#4fd0c8', '#1c8fa0']);
    return (
      `<rect x="20" y="20" width="216" height="216" rx="52" fill="${bg}"/>` +
      '<path d="M74 200V124a54 54 0 0 1 108 0v76Z" fill="#fff7ec"/>' +
      `<path d="M86 200v-46q21-12 42 0t42 0v46Z" fill="${water}"/>` +
      '<circle cx="128" cy="112" r="16" fill="#f2b134"/>'
    );
  },
  // golden sun rising over navy water lines
  'hasheesh-estates': (c) => {
    const sun = c.radial(
      [
        [0, '#ffd86a'],
        [1, '#e39a16'],
      ],
      128,
      140,
      70,
    );
    let rays = '';
    for (let i = 0; i < 9; i++) {
      const a = Math.PI + (Math.PI * (i + 0.5)) / 9;
      const x1 = 128 + Math.cos(a) * 78;
      const y1 = 140 + Math.sin(a) * 78;
      const x2 = 128 + Math.cos(a) * 104;
      const y2 = 140 + Math.sin(a) * 104;
      rays += `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
    }
    return (
      `<path d="${rays}" stroke="#e8a923" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M60 140a68 68 0 0 1 136 0Z" fill="${sun}"/>` +
      '<g stroke="#1d3d6b" stroke-width="12" stroke-linecap="round"><path d="M36 162H220"/><path d="M60 190H196"/><path d="M88 216H168"/></g>'
    );
  },
  // teal diamond with a palm silhouette
  'coral-coast-builders': (c) => {
    const bg = c.linear(['#2cc0ad', '#137a72'], { x2: 1, y2: 1 });
    const frond = (rot) =>
      `<path d="M0 0q40-34 86-8q-46-4-86 20z" fill="#ffffff" transform="translate(132 94) rotate(${rot})"/>`;
    return (
      `<rect x="42" y="42" width="172" height="172" rx="30" fill="${bg}" transform="rotate(45 128 128)"/>` +
      '<path d="M124 196q4-52 10-100h8q-4 50-4 100Z" fill="#ffffff"/>' +
      [-175, -135, -95, -55, -10, 30, 140].map(frond).join('') +
      '<path d="M84 196h88" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>'
    );
  },
  // plum disc with a pearl resting on sand dunes
  'desert-pearl-group': (c) => {
    const bg = c.linear(['#8a62ad', '#4f3473']);
    const pearl = c.radial(
      [
        [0, '#ffffff'],
        [0.6, '#efe6f2'],
        [1, '#b9a8c8'],
      ],
      112,
      96,
      52,
    );
    const dune = c.linear(['#f2d39a', '#d9a85c']);
    return (
      `<circle cx="128" cy="128" r="112" fill="${bg}"/>` +
      `<circle cx="128" cy="112" r="40" fill="${pearl}"/>` +
      '<circle cx="114" cy="98" r="9" fill="#ffffff" opacity="0.9"/>' +
      `<g clip-path="${c.clip('<circle cx="128" cy="128" r="112"/>')}"><path d="M0 176q60-40 128-8t128-4V256H0Z" fill="${dune}"/>` +
      '<path d="M50 204q40-22 80-4t76-2" fill="none" stroke="#c28d45" stroke-width="6" stroke-linecap="round"/></g>'
    );
  },
};

export const DEVELOPER_KEYS = Object.keys(EMBLEMS);

/** SVG of a developer emblem at `size` pixels. */
export function emblemSvg(key, size = 256) {
  const c = new Ctx(256, 256, null);
  const body = EMBLEMS[key](c);
  return c.doc(body).replace('width="256" height="256"', `width="${size}" height="${size}"`);
}

/** Site icon: sun, arch and sea in a rounded square. */
export function iconSvg(size = 512) {
  const c = new Ctx(512, 512, null);
  const sky = c.linear(['#1f78cf', '#7fc6ee', '#ffe2a8']);
  const sea = c.linear(['#0f8fb0', '#0a5690']);
  const clip = c.clip('<rect x="16" y="16" width="480" height="480" rx="112"/>');
  const body =
    `<g clip-path="${clip}"><rect width="512" height="512" fill="${sky}"/>` +
    '<circle cx="256" cy="300" r="92" fill="#ffc95a"/>' +
    `<rect y="300" width="512" height="212" fill="${sea}"/>` +
    '<g fill="none" stroke="#ffffff" stroke-linecap="round" stroke-width="16"><path d="M60 360q32-24 64 0t64 0t64 0t64 0t64 0t64 0" stroke-opacity="0.9"/>' +
    '<path d="M100 420q32-24 64 0t64 0t64 0t64 0t64 0" stroke-opacity="0.6"/></g>' +
    '<path d="M0 0H512V512H0ZM136 512V236a120 120 0 0 1 240 0V512Z" fill="#fbf6ec" fill-rule="evenodd"/></g>' +
    '<rect x="16" y="16" width="480" height="480" rx="112" fill="none" stroke="#e9dcc4" stroke-width="6"/>';
  return c.doc(body).replace('width="512" height="512"', `width="${size}" height="${size}"`);
}
