// Where one end-to-end run keeps its servers: free ports, and a folder per project with
// the SQLite database, the OTP outbox and the logs. Computed once in Playwright's main
// process and handed to the worker processes through the environment (they load the
// config again and must see the same ports).
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** Git-ignored (/test-results/): servers' data and logs of the last run, wiped at start. */
export const RUN_DIR = join(REPO_ROOT, 'test-results', 'e2e-run');
/** The web app built for this run (see global-setup.ts), or E2E_WEB_DIST: a build of the same
 * tree made just before (`npm test` passes the one its build step made and checked). */
export const DIST_DIR = process.env.E2E_WEB_DIST ?? join(RUN_DIR, 'dist');

const RUN_KEY = 'TMANKU_E2E_RUN';

/** This run's demo data, made once by the first server to start and copied by each (see
 * playwright.config.ts): a folder named for the run, picked in Playwright's main process and
 * handed to the workers through the environment, as the ports are. */
export function demoDir(): string {
  process.env[RUN_KEY] ??= `${process.pid}-${Date.now()}`;
  return join(RUN_DIR, `demo-${process.env[RUN_KEY]}`);
}

export type ProjectName = 'phone' | 'desktop' | 'prism-proxy';

export interface ServerPorts {
  phone: number;
  desktop: number;
  'prism-proxy': number;
  /** Prism's own port (it proxies to the prism-proxy project's server). */
  prism: number;
}

const ENV_KEY = 'TMANKU_E2E_PORTS';

/** Free TCP ports on 127.0.0.1, asked of the OS in a child process (config loading is sync). */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    (async () => {
      const servers = [];
      for (let i = 0; i < ${count}; i++) {
        const server = net.createServer();
        await new Promise((done) => server.listen(0, '127.0.0.1', done));
        servers.push(server);
      }
      console.log(servers.map((s) => s.address().port).join(','));
      servers.forEach((s) => s.close());
    })();`;
  const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return out.trim().split(',').map(Number);
}

/** The run's ports: E2E_PORTS="p1,p2,p3,p4" fixes them, else free ones are picked once. */
export function serverPorts(): ServerPorts {
  if (!process.env[ENV_KEY]) {
    process.env[ENV_KEY] = process.env.E2E_PORTS ?? freePorts(4).join(',');
  }
  const [phone, desktop, prismProxy, prism] = process.env[ENV_KEY].split(',').map(Number);
  if (![phone, desktop, prismProxy, prism].every((p) => Number.isInteger(p) && p! > 0)) {
    throw new Error(`${ENV_KEY} must hold four ports, got ${process.env[ENV_KEY]}`);
  }
  return { phone: phone!, desktop: desktop!, 'prism-proxy': prismProxy!, prism: prism! };
}

export function projectDir(project: ProjectName): string {
  return join(RUN_DIR, project);
}
