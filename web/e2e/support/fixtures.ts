// The test object of the end-to-end suite: Playwright's, plus the project options (which
// server, which outbox, whether the API goes through Prism) and, in the prism-proxy
// project, the redirection of the app's API calls to Prism and the per-test check of
// Prism's log and of the cross-origin (CORS) traffic.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { Outbox } from './outbox';
import { logSize, violations } from './prism';
import { REPO_ROOT } from './run';

export interface PortalOptions {
  /** Origin of the project's real server (it also serves the web app). */
  serverURL: string;
  /** The server's OTP outbox (OUTBOX_PATH). */
  outboxPath: string;
  /** When set, the app's API base URL (runtime-config.js) is this, e.g. the Prism proxy. */
  apiBaseUrl: string | null;
  /** Prism's log, checked after each test for contract violations. */
  prismLog: string | null;
}

interface PortalFixtures {
  outbox: Outbox;
  /** The CSP violations the browser reported in this test (a test that provokes one on
   * purpose takes it out); any left fail the test. */
  csp: string[];
}

export const test = base.extend<PortalFixtures & PortalOptions>({
  serverURL: ['', { option: true }],
  outboxPath: ['', { option: true }],
  apiBaseUrl: [null, { option: true }],
  prismLog: [null, { option: true }],

  outbox: async ({ outboxPath }, provide) => {
    await provide(new Outbox(outboxPath));
  },

  // eslint-disable-next-line no-empty-pattern
  csp: async ({}, provide) => {
    await provide([]);
  },

  context: async ({ context, apiBaseUrl, prismLog, csp }, provide) => {
    // The built app runs under the server's Content-Security-Policy: any violation the
    // browser reports (an inline script, an eval, a blocked call) fails the test.
    const cspViolations = csp;
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    context.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('CSP violation') || text.includes('Content Security Policy')) {
        cspViolations.push(text);
      }
    });
    if (!apiBaseUrl) {
      await provide(context);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
      return;
    }
    // The server's runtime configuration, with the API base URL pointing at the proxy.
    await context.route('**/runtime-config.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const config = JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as {
        apiBaseUrl: string;
      };
      config.apiBaseUrl = apiBaseUrl;
      await route.fulfill({
        response,
        body: `window.__PORTAL_CONFIG__ = ${JSON.stringify(config)};\n`,
      });
    });
    const bypassed: string[] = [];
    const failed: string[] = [];
    const withoutCors: string[] = [];
    let proxied = 0;
    context.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(apiBaseUrl)) proxied++;
      else if (new URL(url).pathname.startsWith('/customer/api/')) bypassed.push(url);
    });
    context.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Aborted: a query cancelled by navigation or the end of the test, not a failure.
      if (request.url().startsWith(apiBaseUrl) && !error.includes('ERR_ABORTED')) {
        failed.push(`${request.method()} ${request.url()}: ${error}`);
      }
    });
    context.on('response', (response) => {
      if (!response.url().startsWith(apiBaseUrl)) return;
      if (!response.headers()['access-control-allow-origin']) {
        withoutCors.push(`${response.request().method()} ${response.url()} ${response.status()}`);
      }
    });
    const start = prismLog ? logSize(prismLog) : 0;

    await provide(context);

    // Let Prism finish logging the last exchanges of the test.
    await new Promise((done) => setTimeout(done, 500));
    expect(bypassed, 'API calls that did not go through the Prism proxy').toEqual([]);
    expect(failed, 'API calls to the Prism proxy that failed in the browser (CORS?)').toEqual([]);
    expect(withoutCors, 'Prism responses without Access-Control-Allow-Origin').toEqual([]);
    if (prismLog) {
      const found = violations(prismLog, start);
      expect(found, `contract violations in the Prism log ${prismLog}`).toEqual([]);
    }
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    // A journey that reached the portal made its calls through the proxy.
    test.info().annotations.push({ type: 'prism', description: `${proxied} API calls proxied` });
  },
});

export { expect };

/**
 * With E2E_SCREENSHOTS=1: a full-page screenshot of the current step, saved as
 * test-results/e2e-screens/<project>/<test file>-<step>.png (for looking at the screens).
 */
export async function snap(page: Page, step: string, info: TestInfo = test.info()): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = join(REPO_ROOT, 'test-results', 'e2e-screens', info.project.name);
  mkdirSync(dir, { recursive: true });
  const file =
    info.file
      .split('/')
      .pop()
      ?.replace(/\.spec\.ts$/, '') ?? 'test';
  await page.screenshot({ path: join(dir, `${file}-${step}.png`), fullPage: true });
}
