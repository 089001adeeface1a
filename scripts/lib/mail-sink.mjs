// A mail server for the end-to-end run: it accepts every message on 127.0.0.1 (plain SMTP, no
// authentication, as a relay on the same host would be) and keeps it, so that journeys can check the
// e-mails the API sends to the agency.
import { SMTPServer } from 'smtp-server';

/** Starts the server on `port`; `received` fills as messages arrive (envelope recipients and raw text). */
export async function startMailSink(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', resolve);
  });
  return { received, close: () => new Promise((resolve) => server.close(resolve)) };
}
