// After the run: the whole Prism log must be free of violations (each prism-proxy test
// also checks its own part, see fixtures.ts; this also covers anything between tests).
import { join } from 'node:path';
import { forwardedRequests, violations } from './prism';
import { RUN_DIR } from './run';

export default function globalTeardown(): void {
  const log = join(RUN_DIR, 'prism', 'prism.log');
  const found = violations(log);
  const forwarded = forwardedRequests(log);
  if (forwarded > 0) console.warn(`e2e: Prism forwarded ${forwarded} requests (log: ${log})`);
  if (found.length > 0) {
    throw new Error(
      `Prism logged ${found.length} contract violation(s) (${log}):\n${found.join('\n')}`,
    );
  }
}
