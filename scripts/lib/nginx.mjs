// The deployment's nginx (deploy/nginx.conf) on this machine, for bench:load and the edge cache test:
// the same file with its addresses, ports and paths rewritten, run by the machine's nginx as a child
// process that writes nothing outside its own temporary directory.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** The nginx binary: NGINX_BIN, else `nginx` on the PATH or in /usr/sbin (Debian's place for it). */
export function findNginx() {
  const candidates = process.env.NGINX_BIN
    ? [process.env.NGINX_BIN]
    : [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin'].map((dir) => join(dir, 'nginx'));
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      /* not there: the next candidate */
    }
  }
  throw new Error(
    `nginx is not installed (looked for ${candidates.join(', ')}): install Debian's (apt-get install -y nginx, ` +
      '1.22 or later) or set NGINX_BIN',
  );
}

/** The binary's version line, e.g. "nginx version: nginx/1.22.1". */
export function nginxVersion(bin = findNginx()) {
  return spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr.trim();
}

/**
 * @param {string} source deploy/nginx.conf's text
 * @param {{ dir: string, port: number, upstreams: Record<string, string>, oneClient?: boolean, balancer?: string }} options
 *   dir: the directory for cache, temporary files, logs and pid; port: the public server's port on
 *   127.0.0.1; upstreams: host:port for each upstream server name (`web`, `api`); balancer: the address of
 *   the TLS load balancer in front, whose X-Forwarded-For and -Proto are believed (the file's placeholder,
 *   which matches no one, otherwise); oneClient (a benchmark: one
 *   address, a few connections, thousands of requests a second) drops the per-visitor limits that such
 *   a client meets and thousands of visitors do not: `limit_req` (20 requests a second per address) and
 *   the close of a keep-alive connection after 1,000 requests (which also makes autocannon count an
 *   error when its next request races the close).
 * @returns {string} the configuration to run; throws when a line it rewrites is no longer there, so
 *   that a change to the deployment's file cannot leave the copy measuring something else.
 */
export function localNginxConfig(source, { dir, port, upstreams, oneClient = false, balancer }) {
  let conf = source;
  /** @param {RegExp} pattern @param {string | ((...args: string[]) => string)} replacement @param {string} what */
  const rewrite = (pattern, replacement, what) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf: no ${what} to rewrite (${pattern})`);
    pattern.lastIndex = 0;
    // @ts-expect-error both replacement forms are String.prototype.replace's
    conf = conf.replace(pattern, replacement);
  };
  // Docker's DNS and `resolve` (nginx 1.27.3 and later) follow replicas; here each upstream is one address.
  rewrite(/^\s*resolver\s[^;]*;\n/m, '', 'resolver');
  rewrite(
    /server\s+([\w.-]+):\d+\s+resolve;/g,
    (_match, name) => {
      if (!upstreams[name]) throw new Error(`deploy/nginx.conf: no local address given for upstream ${name}`);
      return `server ${upstreams[name]};`;
    },
    'upstream server',
  );
  rewrite(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`, 'public listen');
  if (balancer) {
    rewrite(/^(\s*)set_real_ip_from [^;]*;/m, `$1set_real_ip_from ${balancer};`, 'set_real_ip_from');
    rewrite(
      /(\$from_balancer \{\n\s*default 0;\n)(?:\s*[^\s;]+ 1;\n)+/,
      (_match, head) => `${head}    ${balancer} 1;\n`,
      "the balancer's geo lines",
    );
  }
  // The API's balancer (the site's calls) is not used here: a socket in the directory takes no port.
  rewrite(/^(\s*)listen 4000;/m, `$1listen unix:${dir}/api-lb.sock;`, 'API balancer listen');
  rewrite(/proxy_cache_path \/var\/cache\/nginx\//g, `proxy_cache_path ${dir}/cache/`, 'cache path');
  if (oneClient) {
    rewrite(/^\s*limit_req zone=[^;]*;\n/gm, '', 'limit_req');
    rewrite(
      /^(\s*)keepalive_timeout ([^;]*);/m,
      '$1keepalive_timeout $2;\n$1keepalive_requests 1000000;',
      'keepalive_timeout',
    );
  }
  rewrite(
    /^worker_processes [^;]*;\n/m,
    (line) => `${line}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n`,
    'worker_processes',
  );
  rewrite(
    /^http \{\n/m,
    (line) =>
      `${line}  access_log ${dir}/access.log;\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};\n`).join(''),
    'http block',
  );
  return conf;
}

/**
 * Resolves once something accepts connections on 127.0.0.1:port.
 * @param {number} port @param {import('node:child_process').ChildProcess} child
 */
async function waitForPort(port, child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before it listened on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts nginx with deploy/nginx.conf rewritten by localNginxConfig, in front of `upstreams`, and
 * resolves once it listens. `stop()` stops it and removes its directory (cache and logs included).
 * @param {{ port: number, upstreams: Record<string, string>, oneClient?: boolean, quiet?: boolean, balancer?: string }} options
 */
export async function startNginx({ port, upstreams, oneClient = false, quiet = false, balancer }) {
  const bin = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-edge-'));
  // Run as root, nginx's workers are `nobody`: they must reach the cache and temporary directories.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'cache')); // as /var/cache/nginx in the nginx image: nginx makes one level below
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(
    confPath,
    localNginxConfig(readFileSync(DEPLOY_CONF, 'utf8'), { dir, port, upstreams, oneClient, balancer }),
  );
  const args = ['-p', dir, '-c', confPath, '-e', join(dir, 'error.log')];
  const check = spawnSync(bin, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t rejected the configuration made from deploy/nginx.conf:\n${check.stderr}`);
  }
  const child = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      if (!quiet) process.stderr.write(`[nginx] ${chunk}`);
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: nginx finishes what it serves, then exits (SIGTERM would drop it).
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    child,
    stop,
    errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8'),
  };
}
