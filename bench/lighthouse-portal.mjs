// The portal for the Lighthouse bench (bench/lighthouse.mjs): started the way `npm start`
// runs it (the web app built by `npm run build`, `python -m server` with APP_ENV
// development and the demo data) on a free port with its own database and OTP outbox, or
// one already running at a URL; and a sign-in of the demo customer through the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUDI = { userName: 'budi.santoso', password: 'Portal#2026!' };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function waitFor(url, process, log) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (process.exitCode !== null) throw new Error(`the portal exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the portal did not start:\n${log()}`);
    await sleep(200);
  }
}

/** Builds the web app as `npm start` does (scripts/start.sh). */
export function buildWeb() {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`web build failed:\n${built.stdout}\n${built.stderr}`);
}

/**
 * `python -m server` on a free port, a new demo database and outbox in a temporary folder.
 * Returns { base, outbox, stop }.
 */
export async function startPortal() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const port = await freePort();
  const outbox = join(dir, 'outbox.jsonl');
  let output = '';
  const server = spawn(join(ROOT, '.venv', 'bin', 'python'), ['-m', 'server'], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:///${join(dir, 'portal.sqlite3')}`,
      OUTBOX_PATH: outbox,
      WEB_DIST: join(ROOT, 'web', 'dist'),
      // The runs outlast the 5-minute access token.
      ACCESS_TOKEN_SECONDS: '3600',
      LOG_LEVEL: 'WARNING',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/runtime-config.js`, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, outbox, stop };
}

/** The web app's client credentials, read from the portal's /runtime-config.js. */
async function clientCredentials(base) {
  const script = await (await fetch(`${base}/runtime-config.js`)).text();
  const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1));
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  return { api: `${base}${config.apiBaseUrl}`, authorization: `Basic ${basic}` };
}

const outboxLines = (path) =>
  existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];

async function newCode(path, after) {
  for (let i = 0; i < 150; i++) {
    const lines = outboxLines(path);
    if (lines.length > after) return JSON.parse(lines.at(-1)).code;
    await sleep(100);
  }
  throw new Error(`no one-time code reached the outbox ${path}`);
}

/**
 * Signs the demo customer in through the API as the web app does (checkUser, password,
 * OTP from the outbox), accepts the current terms when needed, and returns the
 * localStorage entries the web app keeps for a signed-in customer.
 */
export async function signIn(base, outbox, account = BUDI) {
  const { api, authorization } = await clientCredentials(base);
  const call = async (method, path, token, body) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        authorization,
        ...(token ? { 'access-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer;
  };
  let step = await call('POST', '/login/checkUser', null, { userName: account.userName });
  step = await call('POST', '/password/validate', step.token, { password: account.password });
  const mark = outboxLines(outbox).length;
  await call('POST', '/otp/generate', step.token, {});
  const done = await call('POST', '/otp/validate', step.token, {
    otp: await newCode(outbox, mark),
  });
  if (done.next !== 'AUTHENTICATED') throw new Error(`sign-in ended at ${done.next}`);
  const terms = await call('GET', '/token/checkValidTerm', done.token);
  if (!terms.valid) {
    await call('POST', '/termscondition/store', done.token, { tnc_version: terms.tnc_version });
  }
  const user = done.data ?? {
    userName: done.userName,
    nik: '',
    display_name: done.policyHolderName ?? done.userName,
    clientNumber: null,
    idNumber: null,
    phName: done.policyHolderName ?? null,
    isAdmin: false,
  };
  return {
    token: done.token,
    refreshToken: done.refreshToken,
    user: JSON.stringify(user),
    tnc_version: terms.tnc_version,
  };
}
