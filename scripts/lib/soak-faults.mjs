// The soak benchmark's fault phases, against the API process itself (its pid is ours):
// SIGTERM during load, then SIGKILL during inquiry load and a restart on the same data.
import http from 'node:http';
import { parseSetCookie } from 'set-cookie-parser';
import { waitForHttp } from './processes.mjs';
import { runAtRate, send } from './load.mjs';

const exited = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => resolve({ code, signal })),
  );

/** Every inquiry id the API holds, read through the back office API (page by page). */
async function storedInquiryIds(apiUrl, admin) {
  const agent = new http.Agent({ keepAlive: false });
  const signIn = await send(agent, {
    method: 'POST',
    url: `${apiUrl}/api/admin/session`,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: admin,
  });
  if (signIn.status !== 204) throw new Error(`back office sign-in answered ${signIn.status ?? signIn.error}`);
  const [session] = parseSetCookie(signIn.headers['set-cookie'] ?? []);
  const cookie = session ? `${session.name}=${session.value}` : '';
  const ids = new Set();
  for (let page = 1; ; page++) {
    const res = await send(agent, {
      url: `${apiUrl}/api/admin/inquiries/?page_size=100&page=${page}`,
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`inquiry list answered ${res.status ?? res.error}`);
    const { results } = JSON.parse(res.body);
    for (const r of results) ids.add(r.id);
    if (results.length < 100) return ids;
  }
}

/** Requests straight to the API that reach the database: uncached searches and inquiries. */
function apiLoad(apiUrl, inquiryTo, offset) {
  return (i) =>
    i % 3 === 2
      ? inquiryTo(apiUrl, offset + i, false)
      : { kind: 'list', url: `${apiUrl}/api/home-products/?search=soak-${offset + i}&page=1` };
}

/** Answered, refused cleanly (503 JSON, or connection refused: nothing accepted, nothing lost), or broken. */
function outcome(r) {
  if (r.status >= 200 && r.status < 300) return 'answered';
  if (r.status === 503 || r.error === 'ECONNREFUSED') return 'refused cleanly';
  return `broken (${r.error ?? r.status})`;
}

function tally(results) {
  const counts = {};
  for (const r of results) counts[outcome(r)] = (counts[outcome(r)] ?? 0) + 1;
  return counts;
}

/**
 * SIGTERM while requests arrive, the API in front of a load balancer that checks /api/ready/ every
 * 250 ms and stops sending once it answers 503 (as nginx with health checks, Kubernetes, or a cloud
 * balancer do). Requests sent before the signal must all be answered, those sent during the drain
 * answered or refused with 503, and once the process is gone a new connection is refused at once.
 */
async function sigterm({ api, apiUrl, inquiryTo, rate }) {
  // A connection per request, as a balancer opens them: a kept-alive socket the server closes just as
  // a request goes out would show a reset that belongs to the client's connection reuse.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 256 });
  let balancerStopped = false;
  let held = 0;
  const poll = setInterval(async () => {
    const res = await send(agent, { url: `${apiUrl}/api/ready/`, timeoutMs: 1000 });
    if (res.status !== 200) balancerStopped = true;
  }, 250);
  const traffic = apiLoad(apiUrl, inquiryTo, 1_000_000);
  const load = runAtRate({
    rate: Math.max(rate, 20),
    seconds: 6,
    next: (i) => (balancerStopped ? (held++, null) : traffic(i)),
    agent,
    keep: true,
  });
  await new Promise((r) => setTimeout(r, 2000));
  // A burst of uncached calls, certainly in flight when the signal arrives.
  const burst = Array.from({ length: 20 }, (_, i) =>
    send(agent, { url: `${apiUrl}/api/home-products/?search=burst-${i}&page_size=100` }),
  );
  await new Promise((r) => setImmediate(r));
  const inFlight = load.inFlight() + burst.length;
  const signalled = performance.now();
  const exit = exited(api);
  api.kill('SIGTERM');
  const status = await exit;
  const exitMs = Math.round(performance.now() - signalled);
  clearInterval(poll);
  const { results } = await load.done;
  const burstResults = await Promise.all(burst);
  const afterExit = await Promise.all(Array.from({ length: 5 }, () => send(agent, { url: `${apiUrl}/api/rates/` })));
  const before = [...results.filter((r) => r.startedAt < signalled), ...burstResults];
  const during = results.filter((r) => r.startedAt >= signalled);
  const unanswered = before.filter((r) => outcome(r) !== 'answered');
  const broken = [...during, ...afterExit].filter((r) => outcome(r).startsWith('broken'));
  const refusedAfterExit = afterExit.filter((r) => r.error === 'ECONNREFUSED').length;
  console.table({
    'sent before SIGTERM': tally(before),
    'sent while draining': tally(during),
    'sent after the exit': tally(afterExit),
  });
  console.log(
    `SIGTERM: ${inFlight} requests in flight (${burstResults.length} of them uncached searches): ` +
      `${before.length - unanswered.length}/${before.length} sent before the signal answered; ` +
      `${during.length} sent while draining, ${held} held back once /api/ready/ said 503; ` +
      `exit code ${status.code} after ${exitMs} ms (limit 10000); after the exit ${refusedAfterExit}/${afterExit.length} ` +
      `new connections refused; ${broken.length} broken answers` +
      (broken.length ? ` (${[...new Set(broken.map(outcome))].join(', ')})` : ''),
  );
  agent.destroy();
  return {
    ok:
      unanswered.length === 0 &&
      broken.length === 0 &&
      refusedAfterExit === afterExit.length &&
      status.code === 0 &&
      exitMs <= 10_000,
  };
}

async function sigkill({ api, apiUrl, inquiryTo, startApi, agent, admin, stored201, rate }) {
  const answered = new Set();
  // A process that has just started compiles as it goes: warm it before measuring.
  for (let i = 0; i < 10; i++) {
    const r = await send(agent, inquiryTo(apiUrl, 3_000_000 + i, false));
    if (r.status === 201) answered.add(JSON.parse(r.body).id);
  }
  const load = runAtRate({
    rate: Math.min(15, Math.max(3, rate)),
    seconds: 8,
    next: (i) => inquiryTo(apiUrl, 2_000_000 + i, false),
    agent,
    keep: true,
    onResult: (r) => r.status === 201 && answered.add(JSON.parse(r.body).id),
  });
  await new Promise((r) => setTimeout(r, 5000));
  const exit = exited(api);
  api.kill('SIGKILL');
  await exit;
  const { results } = await load.done;
  const restarted = startApi();
  await waitForHttp(`${apiUrl}/api/ready/`, { child: restarted });
  const stored = await storedInquiryIds(apiUrl, admin);
  const lost = [...answered].filter((id) => !stored.has(id));
  const lostSoak = [...stored201].filter((id) => !stored.has(id));
  console.table({ 'during SIGKILL': tally(results) });
  console.log(
    `SIGKILL: ${answered.size} inquiries answered 201 before and around the kill, ${lost.length} missing after the restart; ` +
      `${stored201.size} answered 201 through the site during the soak, ${lostSoak.length} missing; ${stored.size} stored in all`,
  );
  return { api: restarted, ok: lost.length === 0 && lostSoak.length === 0 };
}

/** Runs both phases; answers the API process that is running at the end (for the caller to stop). */
export async function faultPhases(options) {
  const term = await sigterm(options);
  const api = options.startApi();
  await waitForHttp(`${options.apiUrl}/api/ready/`, { child: api });
  const kill = await sigkill({ ...options, api });
  console.log(`faults: ${term.ok && kill.ok ? 'passed' : 'FAILED'}`);
  return { api: kill.api, ok: term.ok && kill.ok };
}
