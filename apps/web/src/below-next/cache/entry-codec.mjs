import { Buffer } from 'node:buffer';

/**
 * A cache entry as text for Redis and back. Next.js's values hold Buffers (a page's RSC payload, a
 * route's body, the prefetch segments) and a Map (segment path to bytes), which JSON alone turns into
 * arrays of numbers and empty objects; they are written as `{"$bytes": base64}` and `{"$map": entries}`.
 */

/** @param {unknown} entry */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    // `this[key]` is the value before Buffer's own toJSON ran.
    const original = this[key];
    if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString('base64') };
    if (original instanceof Map) return { $map: [...original] };
    return value;
  });
}

/** @param {string} text */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$bytes === 'string' && Object.keys(value).length === 1)
        return Buffer.from(value.$bytes, 'base64');
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}
