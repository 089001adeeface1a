import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Sharp } from 'sharp';
import {
  NEXT_IMAGE_TRANSFORM,
  NEXT_VERSION_RELIED_ON,
  SHARP_VERSION,
  nextOptimizeImage,
  nextSharp,
  wrapNextSharpToBuffer,
} from './next-image-sharp';

/**
 * The contract next-image-sharp.ts relies on. On an upgrade of Next.js or sharp this fails first: check
 * each behaviour below against the new version (docs/decisions/0048 says how), then move the pins.
 */

const require = createRequire(import.meta.url);
const nextVersion = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string })
  .version;
const { sharp, version: sharpVersion } = nextSharp();
const UPGRADE = `Next.js ${nextVersion} with sharp ${sharpVersion} is installed; below-next/internals/next-image-sharp.ts wraps the toBuffer of sharp ${SHARP_VERSION} as Next.js ${NEXT_VERSION_RELIED_ON} loads it (decision 0048)`;

type SharpFactory = (input: Buffer | object) => Sharp;
const factory = sharp as unknown as SharpFactory;

async function png(width: number, height: number): Promise<Buffer> {
  return factory({ create: { width, height, channels: 3, background: '#1d6fa5' } })
    .png()
    .toBuffer();
}

describe('Next.js’s image route and the sharp it loads', () => {
  it('is the Next.js and the sharp that were checked, pinned exactly', () => {
    const web = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const lock = JSON.parse(readFileSync(new URL('../../../../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    expect(web.dependencies.next, `${UPGRADE}: pin Next.js exactly`).toBe(NEXT_VERSION_RELIED_ON);
    expect(nextVersion, `${UPGRADE}: re-check this contract, then move the pin`).toBe(NEXT_VERSION_RELIED_ON);
    expect(lock.packages['node_modules/sharp']?.version, `${UPGRADE}: the lockfile's sharp`).toBe(SHARP_VERSION);
    expect(sharpVersion, `${UPGRADE}: re-check this contract, then move SHARP_VERSION`).toBe(SHARP_VERSION);
  });

  it('still finds sharp from its image transform, with toBuffer and metadata on the prototype', async () => {
    expect(() => require.resolve(NEXT_IMAGE_TRANSFORM), UPGRADE).not.toThrow();
    expect(typeof nextOptimizeImage(), UPGRADE).toBe('function');
    expect(typeof sharp.prototype.toBuffer, UPGRADE).toBe('function');
    expect(typeof (sharp.prototype as unknown as Record<string, unknown>).metadata, UPGRADE).toBe('function');
    const { width, height } = await factory(await png(300, 200)).metadata();
    expect([width, height], `${UPGRADE}: metadata reads the header`).toEqual([300, 200]);
  });

  it('resizes through the prototype’s toBuffer, its promise form, once per output', async () => {
    const picture = await png(600, 400);
    const proto = sharp.prototype;
    const original = proto.toBuffer;
    const calls: unknown[][] = [];
    proto.toBuffer = function (this: Sharp, ...args: unknown[]) {
      calls.push(args);
      return original.apply(this, args);
    };
    try {
      const out = await nextOptimizeImage()({ buffer: picture, contentType: 'image/webp', quality: 75, width: 256 });
      expect((await factory(out).metadata()).width, UPGRADE).toBe(256);
    } finally {
      proto.toBuffer = original;
    }
    expect(calls, UPGRADE).toHaveLength(1);
    expect(
      calls[0]!.some((arg) => typeof arg === 'function'),
      `${UPGRADE}: Next awaits the promise`,
    ).toBe(false);
  });

  it('wraps toBuffer once per marker, and leaves the callback form alone', async () => {
    const proto = sharp.prototype;
    const original = proto.toBuffer;
    const marker = Symbol('contract');
    const seen: string[] = [];
    const picture = await png(20, 20);
    try {
      const state = { name: 'first' };
      expect(
        wrapNextSharpToBuffer(marker, state, (toBuffer) => (image, args) => {
          seen.push('wrapped');
          return toBuffer(image, args);
        }),
      ).toBe(state);
      expect(wrapNextSharpToBuffer(marker, { name: 'second' }, (toBuffer) => toBuffer)).toBe(state);
      await factory(picture).png().toBuffer();
      await new Promise<void>((resolve, reject) =>
        (factory(picture).png() as unknown as { toBuffer(cb: (e: Error | null) => void): void }).toBuffer((e) =>
          e ? reject(e) : resolve(),
        ),
      );
      expect(seen).toEqual(['wrapped']);
    } finally {
      proto.toBuffer = original;
      delete proto[marker];
    }
  });
});
