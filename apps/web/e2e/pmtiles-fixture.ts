/*
 * A small PMTiles archive made by the test itself (spec v3, https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
 * one vector tile at zoom 0 whose layer `earth` is a square over the whole tile, so that every zoom of a
 * map reading it draws land and nothing else. Uncompressed, one root directory, no leaves. The `pmtiles`
 * package only reads archives; this writes the least a reader needs.
 */

/** An unsigned varint (protobuf and PMTiles directories alike). */
function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

const zigzag = (n: number) => (n << 1) ^ (n >> 31);

/** A protobuf field: `tag` with wire type 0 (a varint) or 2 (bytes, length first). */
const varintField = (field: number, value: number) => [...varint(field << 3), ...varint(value)];
const bytesField = (field: number, bytes: number[]) => [...varint((field << 3) | 2), ...varint(bytes.length), ...bytes];

/** A Mapbox Vector Tile with one layer holding one polygon: the tile's square (extent 4096). */
function squareTile(layerName: string): number[] {
  const extent = 4096;
  // MoveTo(0,0), LineTo ×3 around the square (clockwise in tile coordinates: an outer ring), ClosePath.
  const geometry = [
    9,
    zigzag(0),
    zigzag(0),
    26,
    zigzag(extent),
    zigzag(0),
    zigzag(0),
    zigzag(extent),
    zigzag(-extent),
    zigzag(0),
    15,
  ];
  const feature = [
    ...varintField(3, 3),
    ...bytesField(
      4,
      geometry.flatMap((g) => varint(g)),
    ),
  ];
  const layer = [
    ...varintField(15, 2),
    ...bytesField(1, [...Buffer.from(layerName)]),
    ...bytesField(2, feature),
    ...varintField(5, extent),
  ];
  return bytesField(3, layer);
}

/** The archive's bytes: header (127 bytes), root directory, JSON metadata, the one tile. */
export function landEverywherePmtiles(layerName = 'earth'): Buffer {
  const tile = squareTile(layerName);
  // One entry: tile id 0 (z0), run length 1, its length, its offset in the tile data + 1.
  const root = [...varint(1), ...varint(0), ...varint(1), ...varint(tile.length), ...varint(1)];
  const metadata = [...Buffer.from(JSON.stringify({ vector_layers: [{ id: layerName, fields: {} }] }))];
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  let offset = 127;
  for (const [at, length] of [
    [8, root.length],
    [24, metadata.length],
    [40, 0],
    [56, tile.length],
  ] as const) {
    header.writeBigUInt64LE(BigInt(offset), at);
    header.writeBigUInt64LE(BigInt(length), at + 8);
    offset += length;
  }
  header.writeBigUInt64LE(1n, 72); // addressed tiles
  header.writeBigUInt64LE(1n, 80); // tile entries
  header.writeBigUInt64LE(1n, 88); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  header.writeUInt8(0, 118);
  header.writeInt32LE(33.8e7, 119);
  header.writeInt32LE(27.2e7, 123);
  return Buffer.concat([header, Buffer.from(root), Buffer.from(metadata), Buffer.from(tile)]);
}

/** Answers a Range request (`bytes=a-b`) from `archive` as a server with byte serving does: 206 and the slice. */
export function rangeAnswer(
  archive: Buffer,
  range: string | undefined,
): { status: number; headers: Record<string, string>; body: Buffer } {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (!match) return { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: archive };
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : archive.length - 1, archive.length - 1);
  return {
    status: 206,
    headers: {
      'content-type': 'application/octet-stream',
      'content-range': `bytes ${start}-${end}/${archive.length}`,
      'accept-ranges': 'bytes',
    },
    body: archive.subarray(start, end + 1),
  };
}
