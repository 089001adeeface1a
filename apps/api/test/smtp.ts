import { type AddressObject, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Port of the local mail server the outbox tests send to (listed in docs/configuration.md's ports). */
const SMTP_TEST_PORT = 4125;

/**
 * What a test reads of an e-mail, decoded by mailparser: the MIME structure, the charset,
 * quoted-printable or base64 bodies, encoded words in headers.
 */
export interface Mail {
  subject: string;
  /** The text part, with line breaks as \n. */
  text: string;
  /** The HTML part ('' when there is none). */
  html: string;
  replyTo: { name: string; address: string }[];
  /** A header that holds text (not addresses), decoded; the name in any case. */
  header(name: string): string | undefined;
}

/** Reads one raw message (as an SMTP server receives it). */
export async function readMail(raw: string | Buffer): Promise<Mail> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const addresses = (field: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(field) ? field : field ? [field] : [])
      .flatMap((a) => a.value)
      .map(({ name, address }) => ({ name, address: address ?? '' }));
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    replyTo: addresses(parsed.replyTo),
    header: (name) => {
      const value = parsed.headers.get(name.toLowerCase());
      return typeof value === 'string' ? value : undefined;
    },
  };
}

export type ReceivedMail = Mail & { from: string | undefined; to: string[]; raw: string };

export interface MailServerHooks {
  /**
   * Called with each message before the server answers its sender (and keeps it); the answer waits for
   * the promise, so a test can hold a send in flight.
   */
  beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
}

/**
 * A mail server on 127.0.0.1 that keeps what it receives. `start()` and `stop()` can be called again,
 * to play an outage. Plain SMTP without authentication or TLS, as a relay on the same host would be.
 * Port 0: a free port chosen when it first starts (read `url` after `start()`), kept for a restart.
 */
export function localMailServer(port = SMTP_TEST_PORT, hooks: MailServerHooks = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let bound = port;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          // Read before the server answers, so that a message is in `received` once its sender is told it arrived.
          readMail(raw)
            .then(async (mail) => {
              const kept: ReceivedMail = {
                ...mail,
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
                to: session.envelope.rcptTo.map((r) => r.address),
                raw,
              };
              await hooks.beforeAccept?.(kept);
              received.push(kept);
            })
            .then(() => callback(), callback);
        });
      },
    });

  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${bound}`;
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        const started = create();
        server = started;
        started.once('error', reject);
        started.listen(bound, '127.0.0.1', () => {
          bound = (started.server.address() as AddressInfo).port;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}
