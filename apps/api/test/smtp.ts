import { SMTPServer } from 'smtp-server';

/** Port of the local mail server the outbox tests send to (listed in the README's port list). */
const SMTP_TEST_PORT = 4125;

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A mail server on 127.0.0.1 that keeps what it receives. `start()` and `stop()` can be called again,
 * to play an outage. Plain SMTP without authentication or TLS, as a relay on the same host would be.
 */
export function localMailServer(port = SMTP_TEST_PORT) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });

  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = create();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

/** The text part of a received message, with quoted-printable soft breaks and escapes undone. */
export function bodyText(raw: string): string {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body.replace(/\r\n/g, '\n');
}

/** One header's value (unfolded). */
export function header(raw: string, name: string): string | undefined {
  const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1];
}
