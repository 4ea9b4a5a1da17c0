// Accessibility check of the page as it is now: axe-core with the WCAG 2.0/2.1 A and AA
// and WCAG 2.2 AA rules, nothing disabled. A violation fails the test with the rule, the
// impact and the elements it found. With E2E_AXE_REPORT=1 the results axe could not decide
// ("incomplete", e.g. contrast over a gradient) are written to test-results/e2e-axe/ for
// a person to review.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { REPO_ROOT } from './run';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    );
    if (found.length > 0) {
      await test.info().attach(`axe-${screen}.json`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
    }
    if (process.env.E2E_AXE_REPORT) {
      const dir = join(REPO_ROOT, 'test-results', 'e2e-axe');
      mkdirSync(dir, { recursive: true });
      const incomplete = results.incomplete.map((r) => ({
        rule: r.id,
        help: r.help,
        nodes: r.nodes.map((n) => ({ target: n.target.join(' '), why: n.failureSummary })),
      }));
      const name = `${test.info().project.name}-${screen.replace(/[^\w-]+/g, '_')}.json`;
      writeFileSync(join(dir, name), JSON.stringify({ screen, incomplete }, null, 2));
    }
    expect(results.passes.length, 'axe ran no rule').toBeGreaterThan(0);
    expect(found, `axe violations on ${screen}`).toEqual([]);
  });
}

/** The check in the light and in the dark colour scheme (prefers-color-scheme, the theme's
 * dark block), the page left in the scheme it had: for the screens of the journeys that run
 * in a light project, whose dark colours no other project's axe sees. */
export async function expectAccessibleInBothSchemes(page: Page, screen: string): Promise<void> {
  const dark = await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  await expectAccessible(page, `${screen} (${dark ? 'dark' : 'light'})`);
  // The buttons' colours change with a CSS transition: axe (and a screenshot after this
  // check) would see a colour halfway.
  const settled = () =>
    page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
  await settled();
  try {
    await expectAccessible(page, `${screen} (${dark ? 'light' : 'dark'})`);
  } finally {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await settled();
  }
}
