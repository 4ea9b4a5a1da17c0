// Builds the web app for this run into its own folder (test-results/e2e-run/dist), which
// the servers serve (WEB_DIST). A private build tests the current source and is not
// disturbed by anyone rebuilding web/dist in the same tree while the suite runs. The build
// includes the login page JavaScript budget check (web/vite.config.ts). E2E_WEB_DIST names a
// build to use instead (npm test's, made and checked by its build step moments before).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST_DIR, REPO_ROOT } from './run';

export default function globalSetup(): void {
  if (process.env.E2E_WEB_DIST) {
    console.warn(`e2e: the web app of ${DIST_DIR} (E2E_WEB_DIST)`);
    return;
  }
  const vite = join(REPO_ROOT, 'node_modules', '.bin', 'vite');
  const args = ['build', '--config', 'web/vite.config.ts', '--outDir', DIST_DIR, '--emptyOutDir'];
  let output: string;
  try {
    output = execFileSync(vite, args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`web build for the end-to-end tests failed:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
  const budget = output.split('\n').find((line) => line.includes('login page JavaScript'));
  console.warn(`e2e: web app built into ${DIST_DIR}${budget ? `\n${budget.trim()}` : ''}`);
}
