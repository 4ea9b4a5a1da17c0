// Browser end-to-end tests of the customer portal (Playwright, Debian's Chromium).
//
//   npm run test:e2e                         every project
//   npm run test:e2e -- --project=phone      one project
//   E2E_SCREENSHOTS=1 npm run test:e2e       also save a screenshot of every step
//
// Every project has its own real server (`python -m server`, APP_ENV=test, its own copy of the
// demo database and documents, its own OTP outbox) because the journeys change state: Siti creates her
// password, Andi reactivates his account, Budi accepts the terms. Within a project the
// files run one after another in name order (project `workers: 1`); projects run side by
// side. `prism-proxy` runs the sign-in journeys and Data Polis with every API call going
// through `prism proxy --errors` in front of its server: a contract violation fails the test.
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import type { PortalOptions } from './support/fixtures';
import {
  demoDir,
  DIST_DIR,
  projectDir,
  REPO_ROOT,
  RUN_DIR,
  serverPorts,
  type ProjectName,
} from './support/run';

const ports = serverPorts();
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const serverUrl = (project: ProjectName) => `http://127.0.0.1:${ports[project]}`;
const prismUrl = `http://127.0.0.1:${ports.prism}`;
const prismLog = join(RUN_DIR, 'prism', 'prism.log');

const demo = demoDir();
/** Where a server keeps its database, outbox and documents: all in ``dir``. */
const dataIn = (dir: string) =>
  `DATABASE_URL='sqlite:///${dir}/portal.sqlite3' OUTBOX_PATH='${dir}/outbox.jsonl' ` +
  `DOCUMENT_DIR='${dir}/documents'`;
/** The demo data, made by the release step (`python -m server migrate`) by whichever server
 * starts first, under a lock, once per run (the folders of earlier runs removed). */
const demoOnce =
  `mkdir -p '${RUN_DIR}' && flock '${RUN_DIR}/demo.lock' sh -c "` +
  `[ -d '${demo}' ] || { rm -rf '${RUN_DIR}'/demo-* && mkdir '${demo}.tmp' && ` +
  `${dataIn(`${demo}.tmp`)} .venv/bin/python -m server migrate > '${demo}.tmp/migrate.log' 2>&1 && ` +
  `mv '${demo}.tmp' '${demo}'; }"`;

/** `python -m server` for one project: a copy of the demo data and its own outbox and logs in
 * its own folder. */
function portalServer(project: ProjectName) {
  const dir = projectDir(project);
  return {
    name: `server ${project}`,
    command:
      `${demoOnce} && rm -rf '${dir}' && cp -r '${demo}' '${dir}' && ` +
      `${dataIn(dir)} exec .venv/bin/python -m server > '${dir}/server.log' 2>&1`,
    cwd: REPO_ROOT,
    url: `${serverUrl(project)}/runtime-config.js`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      APP_ENV: 'test',
      // APP_ENV=test refuses the published development secrets; the web app reads the
      // client secret from the server's /runtime-config.js.
      PORTAL_CLIENT_SECRET: 'portal-web-e2e-secret-7c41d9',
      TOKEN_SECRET: 'e2e-token-secret-5b8e2f7a1d4c9e3b6a0f',
      GATEWAY_CALLBACK_SECRET: 'e2e-gateway-callback-secret-2d9f6b1e8c',
      HOST: '127.0.0.1',
      PORT: String(ports[project]),
      WEB_DIST: DIST_DIR,
      // The journeys make wrong attempts on purpose, all from 127.0.0.1.
      ADDRESS_MAX_FAILURES: '1000',
      // Budi signs in again and again across the specs, every code to one phone or e-mail:
      // the per-destination and per-account code limits (tested in server/tests) out of reach.
      OTP_DESTINATION_MAX_PER_HOUR: '1000',
      OTP_DESTINATION_MAX_PER_DAY: '1000',
      OTP_SUBJECT_MAX_PER_HOUR: '1000',
      OTP_SUBJECT_MAX_PER_DAY: '1000',
      OTP_ADDRESS_MAX_SENDS: '100000',
      UPLOADS_PER_HOUR: '100000',
      // Prism's proxy reuses idle connections for 5 s (Node's agent), as long as uvicorn's
      // default keeps them: a request sent as the server closed one was cut off ('socket hang
      // up'). The server keeps them longer, so the proxy always closes first.
      KEEP_ALIVE_SECONDS: '30',
      // The prism-proxy project's app calls its API through Prism, on an origin of its own.
      ...(project === 'prism-proxy' ? { CONNECT_ORIGINS: prismUrl } : {}),
      LOG_LEVEL: 'INFO',
      // A journey moves this server's clock by writing seconds here (95-investment-topup).
      CLOCK_FILE: join(dir, 'clock'),
    },
  };
}

/** Prism validating proxy in front of the prism-proxy project's server; its log is checked. */
const prismProxy = {
  name: 'prism proxy',
  command:
    `rm -rf '${join(RUN_DIR, 'prism')}' && mkdir -p '${join(RUN_DIR, 'prism')}' && ` +
    `exec node_modules/.bin/prism proxy openapi/bundled.yaml ` +
    `${serverUrl('prism-proxy')}/customer/api --errors --host 127.0.0.1 --port ${ports.prism} ` +
    `> '${prismLog}' 2>&1`,
  cwd: REPO_ROOT,
  // Only a TCP check: an HTTP probe without client credentials would itself be a violation.
  port: ports.prism,
  reuseExistingServer: false,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
};

function project(
  name: ProjectName,
  use: PlaywrightTestProject<PortalOptions>['use'],
  extra: Partial<PlaywrightTestProject<PortalOptions>> = {},
): PlaywrightTestProject<PortalOptions> {
  return {
    name,
    workers: 1,
    use: {
      baseURL: serverUrl(name),
      serverURL: serverUrl(name),
      outboxPath: join(projectDir(name), 'outbox.jsonl'),
      ...use,
    },
    ...extra,
  };
}

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

// Each journey runs at one width (issue 25: every screen is a story at both widths, with
// play tests for its states, so e2e follows journeys across the tiers once): the customer's
// own where customers are, on the phone (the e-wallet payment after the premium payment,
// which paid the overdue bill on the same server); those that mostly follow staff or an
// applicant, or check what no width changes (guards, headers, a session ended elsewhere),
// on the desktop.
// The header's logout differs by width (a menu on the phone) and runs at both. The sign-in
// journeys and Data Polis run once, on the phone through prism proxy (project prism-proxy),
// in a dark colour scheme (prefers-color-scheme: dark, the theme's dark block): their axe
// checks hold the dark colours to WCAG AA; the phone and desktop projects stay light.
const THROUGH_PRISM = /\/(0[1-4]-signin-[^/]*|10-data-polis)\.spec\.ts$/;
const PHONE_ONLY =
  /\/(07-idle-timeout|12-installable-app|20-page-budgets|3[01]-[a-z-]*payment|40-hospital-partner|50-claims|58-privacy|85-security-settings|95-investment-topup)\.spec\.ts$/;
const DESKTOP_ONLY =
  /\/(05-route-guards|06-session-ended-403|09-security-headers|11-admin-session|55-complaints|60-banners|70-spaj|80-refunds|90-pengkinian-data)\.spec\.ts$/;

export default defineConfig<PortalOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(REPO_ROOT, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey of a customer and a staff desk took 47-58 s on a slow 2-core machine (the
  // longest set their own): a minute was too near.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: join(REPO_ROOT, 'playwright-report', 'e2e'), open: 'never' }],
  ],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  webServer: [
    portalServer('phone'),
    portalServer('desktop'),
    portalServer('prism-proxy'),
    prismProxy,
  ],
  projects: [
    project('phone', phone, { testIgnore: [DESKTOP_ONLY, THROUGH_PRISM] }),
    project('desktop', desktop, { testIgnore: [PHONE_ONLY, THROUGH_PRISM] }),
    project(
      'prism-proxy',
      { ...phone, colorScheme: 'dark', apiBaseUrl: prismUrl, prismLog },
      // The sign-in journeys and Data Polis (not the whole suite).
      { testMatch: THROUGH_PRISM },
    ),
  ],
});
