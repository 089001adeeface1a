import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's form sends it. */
export function multipartFile(
  bytes: Buffer,
  { filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `content-type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
