import { existsSync } from 'node:fs';

/** The Chromium the tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never downloads one. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary. The tests never download a browser.',
    );
  }
  return found;
}
