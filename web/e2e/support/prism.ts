// Reading the Prism proxy's log: every line that reports a contract violation (request or
// response) or a request Prism answered itself with an error instead of forwarding it.
import { existsSync, readFileSync, statSync } from 'node:fs';

const VIOLATION = /Violation:|Request terminated with error|✖|⚠/;

export function logSize(path: string): number {
  return existsSync(path) ? statSync(path).size : 0;
}

/** Violation lines of the log from byte `from` on. */
export function violations(path: string, from = 0): string[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path).subarray(from).toString('utf8');
  // Prism colours its output when it thinks it has a terminal; strip the escapes.
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').filter((line) => VIOLATION.test(line));
}

export function forwardedRequests(path: string): number {
  if (!existsSync(path)) return 0;
  return (readFileSync(path, 'utf8').match(/Forwarding "/g) ?? []).length;
}
