// Lighthouse (mobile, simulated throttling: its default configuration) on the login page
// and on a signed-in 'Data Polis', in Debian's headless Chromium. Not a test.
//
//   npm run bench:web                          build, start a portal of its own, 3 runs a page
//   npm run bench:web -- --runs 5
//   npm run bench:web -- --url http://127.0.0.1:8080 --outbox var/outbox.jsonl
//   npm run bench:web -- --json /tmp/lighthouse.json   also write every run's figures
//   npm run bench:web -- --reports /tmp/lh             and every run's whole report (HTML)
//
// Without --url it builds the web app and starts the portal as `npm start` does, on a free
// port with a new demo database (bench/lighthouse-portal.mjs). For Data Polis it signs
// `budi.santoso` in through the API (the one-time code from the outbox; --outbox for a
// portal given by --url), accepts the terms once and puts the tokens into localStorage
// before Lighthouse loads the page; Lighthouse clears the HTTP cache before each load (a
// cold visit) but keeps localStorage. Prints the median run of each page (by performance
// score) and every run's score.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWeb, ROOT, signIn, startPortal } from './lighthouse-portal.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    outbox: { type: 'string', default: `${ROOT}var/outbox.jsonl` },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'polis', path: '/polis/detail', signedIn: true },
];

const kb = (bytes) => bytes / 1024;

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = Object.fromEntries(
    audit('resource-summary').details.items.map((item) => [item.resourceType, item]),
  );
  const requests = audit('network-requests').details.items;
  const raw = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + r.resourceSize, 0);
  const score = (id) => lhr.categories[id].score;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    jsTransferKb: kb(summary.script?.transferSize ?? 0),
    jsRawKb: kb(raw('Script')),
    cssTransferKb: kb(summary.stylesheet?.transferSize ?? 0),
    cssRawKb: kb(raw('Stylesheet')),
    totalTransferKb: kb(summary.total?.transferSize ?? 0),
    requests: summary.total?.requestCount ?? 0,
    warnings: lhr.runWarnings,
  };
}

async function measure(url, storage, report) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (storage) {
      await page.goto(new URL('/runtime-config.js', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      url,
      {
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    if (report) writeFileSync(report, result.report);
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
    return figures(result.lhr);
  } finally {
    await browser.close();
  }
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function report(page, results) {
  const m = median(results);
  const f1 = (n) => n.toFixed(1);
  console.log(
    `\n${page.path}  (median of ${results.length} by performance score; every run: ` +
      `${results.map((r) => r.performance.toFixed(2)).join(' ')})`,
  );
  console.log(
    `  performance ${m.performance.toFixed(2)}  accessibility ${m.accessibility.toFixed(2)}` +
      `  best practices ${m.bestPractices.toFixed(2)}`,
  );
  console.log(
    `  FCP ${f1(m.fcpMs / 1000)} s  LCP ${f1(m.lcpMs / 1000)} s  CLS ${m.cls.toFixed(3)}` +
      `  TBT ${Math.round(m.tbtMs)} ms`,
  );
  console.log(
    `  transferred: JS ${f1(m.jsTransferKb)} KB (${f1(m.jsRawKb)} KB uncompressed)` +
      `  CSS ${f1(m.cssTransferKb)} KB (${f1(m.cssRawKb)} KB)` +
      `  total ${f1(m.totalTransferKb)} KB in ${m.requests} requests`,
  );
  for (const warning of m.warnings) console.log(`  warning: ${warning}`);
}

async function main() {
  let portal;
  if (args.url) {
    portal = { base: args.url.replace(/\/$/, ''), outbox: args.outbox, stop: async () => {} };
  } else {
    if (!args['no-build']) buildWeb();
    portal = await startPortal();
  }
  const results = Object.fromEntries(PAGES.map((page) => [page.name, []]));
  if (args.reports) mkdirSync(args.reports, { recursive: true });
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of PAGES) {
        const url = `${portal.base}${page.path}`;
        const report = args.reports && `${args.reports}/${page.name}-${run}.html`;
        let result;
        // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): again.
        for (let attempt = 1; !result || result.error; attempt++) {
          if (result?.error && attempt > 3) throw new Error(`${url}: Lighthouse ${result.error}`);
          if (result?.error) console.log(`run ${run}/${runs} ${page.path}: ${result.error}, again`);
          const storage = page.signedIn ? await signIn(portal.base, portal.outbox) : null;
          result = await measure(url, storage, report);
        }
        if (!result.finalUrl.endsWith(page.path)) {
          throw new Error(`${url} ended on ${result.finalUrl}, not on the page measured`);
        }
        results[page.name].push(result);
        console.log(`run ${run}/${runs} ${page.path}: ${result.performance.toFixed(2)}`);
      }
    }
  } finally {
    await portal.stop();
  }
  for (const page of PAGES) report(page, results[page.name]);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
}

await main();
