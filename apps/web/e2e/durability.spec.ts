import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { apiProcess } from './sites';

// Not 4190: fetch refuses that port (it is on the Fetch standard's list of bad ports).
const PORT = 4195;

test('killing the API with SIGKILL and starting it again loses no data', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kill-test-'));
  const api = apiProcess(PORT, dataDir);
  try {
    await api.ready();
    const before = await (await fetch(`${api.url}/api/home-products/`)).json();
    const project = await (await fetch(`${api.url}/resale-projects/api/project/hurghada-avenue/`)).json();
    expect(before as unknown[]).toHaveLength(120);

    await api.kill();
    await api.restart();
    expect(await (await fetch(`${api.url}/api/home-products/`)).json()).toEqual(before);
    expect(await (await fetch(`${api.url}/resale-projects/api/project/hurghada-avenue/`)).json()).toEqual(project);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
