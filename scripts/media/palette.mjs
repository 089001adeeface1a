// Colour palettes: times of day, building finishes and per-compound themes.
import { mix } from './svg.mjs';

/** Lighting presets. sky: top→horizon stops; sun: {x,y} as fractions of the sky. */
export const SKIES = {
  dawn: {
    sky: ['#5b7fb8', '#b9a8c9', '#f6c6a0', '#ffe2b8'],
    sun: { color: '#fff1cf', glow: '#ffc98a', x: 0.68, y: 0.86, r: 0.032 },
    cloud: '#ffd9c4',
    sea: ['#3d6f9a', '#2f8fa6', '#45b9b9'],
    glitter: '#ffe0a8',
    mountains: ['#b49aa6', '#9a7a7c', '#7d5d58'],
    light: '#ffe8cc',
    shadow: '#6d6a8c',
    ambient: 0.08,
  },
  morning: {
    sky: ['#3f8fd8', '#74b6ea', '#bfe0f4', '#eef6f6'],
    sun: { color: '#fffbea', glow: '#fff3c4', x: 0.78, y: 0.3, r: 0.024 },
    cloud: '#ffffff',
    sea: ['#0d5f94', '#0f8fb0', '#2fc7c4'],
    glitter: '#ffffff',
    mountains: ['#c7b3a6', '#b48f74', '#9a6e52'],
    light: '#fff6e6',
    shadow: '#7c8aa6',
    ambient: 0,
  },
  midday: {
    sky: ['#1f78cf', '#4fa3e3', '#9fd2f2', '#e3f3f8'],
    sun: { color: '#ffffff', glow: '#fffbe0', x: 0.2, y: 0.12, r: 0.02 },
    cloud: '#ffffff',
    sea: ['#0a5690', '#0a8bb5', '#25cfc8'],
    glitter: '#ffffff',
    mountains: ['#cbb8a8', '#bb9679', '#a1724f'],
    light: '#ffffff',
    shadow: '#8090ac',
    ambient: 0,
  },
  golden: {
    sky: ['#3b78b8', '#8fb3d1', '#f1d3a0', '#ffd48a'],
    sun: { color: '#fff3d0', glow: '#ffc766', x: 0.16, y: 0.55, r: 0.03 },
    cloud: '#ffe6c0',
    sea: ['#1d5f8c', '#1f86a0', '#3fb6b0'],
    glitter: '#ffe2a0',
    mountains: ['#c59e86', '#b07a58', '#8f5a3c'],
    light: '#ffe3b0',
    shadow: '#7a6f90',
    ambient: 0.1,
  },
  sunset: {
    sky: ['#2b3f7a', '#8b5a9a', '#f0806a', '#ffc070'],
    sun: { color: '#fff0c8', glow: '#ff9a50', x: 0.5, y: 0.92, r: 0.035 },
    cloud: '#f7a58a',
    sea: ['#2e3f74', '#4a5a8a', '#c07a7a'],
    glitter: '#ffc680',
    mountains: ['#8a5a7a', '#6a4262', '#4a2c48'],
    light: '#ffc8a0',
    shadow: '#4a3a6a',
    ambient: 0.22,
  },
  dusk: {
    sky: ['#1c2a5a', '#4a4a8a', '#c0708a', '#f4a57a'],
    sun: { color: '#ffe0c0', glow: '#ff8a6a', x: 0.3, y: 1.02, r: 0.035 },
    cloud: '#c68aa0',
    sea: ['#1e2c5a', '#2f4272', '#6a6a94'],
    glitter: '#ffb48a',
    mountains: ['#6a4a72', '#523a60', '#3a2848'],
    light: '#f0b8a8',
    shadow: '#3a3460',
    ambient: 0.3,
  },
};

/** Building finishes: walls, trims, accents (shutters, domes), glass. */
export const FINISHES = {
  white: {
    wall: '#f8f5ee',
    wall2: '#efe8da',
    trim: '#ffffff',
    accent: '#2f6fa8',
    roof: '#e0d6c4',
    glass: '#3f7896',
    wood: '#9a6a44',
  },
  sand: {
    wall: '#ecd7b0',
    wall2: '#e2c597',
    trim: '#f8ecd4',
    accent: '#b5603a',
    roof: '#d7b98a',
    glass: '#355f73',
    wood: '#8a5a36',
  },
  nubian: {
    wall: '#e9b98a',
    wall2: '#dca273',
    trim: '#f6e3c7',
    accent: '#2f7f8f',
    roof: '#d29566',
    glass: '#2e5866',
    wood: '#7a4a2a',
  },
  terracotta: {
    wall: '#f3e6cf',
    wall2: '#e8d3b2',
    trim: '#fffaf0',
    accent: '#c0623e',
    roof: '#c86a44',
    glass: '#3b6b80',
    wood: '#8c5634',
  },
  pearl: {
    wall: '#f6efec',
    wall2: '#eadfdc',
    trim: '#ffffff',
    accent: '#b07a8f',
    roof: '#dcc9c6',
    glass: '#4a6d88',
    wood: '#8a6248',
  },
  peach: {
    wall: '#f5dcc4',
    wall2: '#ecc8a6',
    trim: '#fff4e6',
    accent: '#3e8f8a',
    roof: '#e2b48c',
    glass: '#39687a',
    wood: '#8e5e3c',
  },
  modern: {
    wall: '#fbfaf7',
    wall2: '#e9e6e0',
    trim: '#ffffff',
    accent: '#6b7c86',
    roof: '#d6d2ca',
    glass: '#2f5f7c',
    wood: '#a8763f',
  },
};

/** Accent colours for umbrellas, cushions and interiors. */
export const ACCENTS = ['#e96a4a', '#2aa6a0', '#f2b134', '#3a7cc4', '#d9577a', '#ffffff', '#7bb661'];

export const PALM = {
  leaf: '#3f8f3a',
  leafLight: '#67b347',
  leafDark: '#2a6a2e',
  trunk: '#a97c52',
  trunkDark: '#7a5535',
};

export const SAND = ['#f6e4bd', '#ecd29f', '#e2c089'];

/** Sand colours lit by the sky preset (warmer and dimmer at dusk). */
export function sandFor(sk) {
  return SAND.map((c) => mix(mix(c, sk.light, 0.25), sk.shadow, sk.ambient * 0.9));
}

/** Lawn colour lit by the sky preset. */
export function lawnFor(sk) {
  return mix(mix('#79b04f', sk.light, 0.15), sk.shadow, sk.ambient);
}

/**
 * Per-compound themes. style: architecture family used by building().
 * lagoon: water channels (El Gouna). tall: how many floors at most.
 */
export const THEMES = {
  'hurghada-avenue': {
    time: 'midday',
    finish: 'sand',
    style: 'modern',
    floors: [3, 5],
    accent: '#e96a4a',
    lagoon: false,
    domes: 0.1,
  },
  'el-gouna-lagoons': {
    time: 'morning',
    finish: 'nubian',
    style: 'nubian',
    floors: [2, 3],
    accent: '#2aa6a0',
    lagoon: true,
    domes: 0.8,
  },
  'sahl-hasheesh-bay': {
    time: 'golden',
    finish: 'terracotta',
    style: 'mediterranean',
    floors: [2, 4],
    accent: '#c0623e',
    lagoon: false,
    domes: 0.3,
  },
  'marina-heights': {
    time: 'midday',
    finish: 'white',
    style: 'modern',
    floors: [4, 6],
    accent: '#3a7cc4',
    lagoon: false,
    domes: 0.05,
    marina: true,
  },
  'palm-beach-residences': {
    time: 'morning',
    finish: 'sand',
    style: 'mediterranean',
    floors: [2, 3],
    accent: '#7bb661',
    lagoon: false,
    domes: 0.2,
  },
  'red-sea-pearl': {
    time: 'sunset',
    finish: 'pearl',
    style: 'mediterranean',
    floors: [3, 4],
    accent: '#d9577a',
    lagoon: false,
    domes: 0.4,
  },
  'kite-bay-residence': {
    time: 'midday',
    finish: 'modern',
    style: 'modern',
    floors: [2, 3],
    accent: '#f2b134',
    lagoon: true,
    domes: 0,
  },
  'villaggio-azzurro': {
    time: 'morning',
    finish: 'white',
    style: 'mediterranean',
    floors: [2, 4],
    accent: '#2f6fa8',
    lagoon: false,
    domes: 0.6,
  },
  'bay-breeze-residences': {
    time: 'dawn',
    finish: 'peach',
    style: 'mediterranean',
    floors: [2, 3],
    accent: '#3e8f8a',
    lagoon: false,
    domes: 0.3,
  },
  'mamsha-shores': {
    time: 'golden',
    finish: 'nubian',
    style: 'nubian',
    floors: [1, 2],
    accent: '#f2b134',
    lagoon: false,
    domes: 0.9,
  },
};

/** Build a full theme (used by scenes) from a preset or from random choices. */
export function resolveTheme(base, rng) {
  const t = base || {
    time: rng.pick(['morning', 'midday', 'midday', 'golden', 'dawn']),
    finish: rng.pick(Object.keys(FINISHES)),
    style: rng.pick(['modern', 'mediterranean', 'nubian']),
    floors: [2, 4],
    accent: rng.pick(ACCENTS.filter((a) => a !== '#ffffff')),
    lagoon: rng.chance(0.2),
    domes: rng.range(0, 0.6),
  };
  return { ...t, sky: SKIES[t.time], fin: FINISHES[t.finish] };
}
