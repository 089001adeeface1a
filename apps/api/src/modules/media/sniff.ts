/** What a file really is, read from its first bytes (its name and declared type are not believed). */
export type SniffedType =
  'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic' | 'video/mp4' | 'video/webm';

/** Bytes the sniffer needs at most. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
/** ISO base media brands of MP4 video (QuickTime's `qt  ` is not among them). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
]);

/** An ISO base media file (`....ftyp<brand>`): AVIF, HEIC or MP4 by its major and compatible brands. */
function isoMedia(head: Uint8Array): SniffedType | undefined {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return undefined;
  const size = Math.min(Buffer.from(head).readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, at + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
  if (brands.some((b) => MP4_BRANDS.has(b))) return 'video/mp4';
  return undefined;
}

/** The type of a file from its first bytes (at least SNIFF_BYTES unless the file is shorter), or undefined. */
export function sniff(head: Uint8Array): SniffedType | undefined {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  // WebM is Matroska (EBML) whose DocType is "webm"; other Matroska files are refused.
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    return ascii(b, 4, b.length).includes('webm') ? 'video/webm' : undefined;
  }
  return isoMedia(b);
}
