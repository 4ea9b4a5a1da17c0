/// <reference types="node" />
// The fetcher's list of calls that need no token matches the contract: exactly the
// operations without the accessToken security requirement.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PUBLIC_OPERATIONS, requiresTokenFor } from './fetcher';

interface Operation {
  security?: Record<string, unknown>[];
}
interface Contract {
  security: Record<string, unknown>[];
  paths: Record<string, Record<string, Operation>>;
}

// Tests run from the repository root (npm run test:web) or from web/.
const bundled = ['openapi/bundled.yaml', '../openapi/bundled.yaml']
  .map((path) => resolve(process.cwd(), path))
  .find((path) => existsSync(path));
const contract = parse(readFileSync(bundled ?? 'openapi/bundled.yaml', 'utf8')) as Contract;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    needsToken: (operation.security ?? contract.security).some((r) => 'accessToken' in r),
  })),
);

describe('calls needing a token', () => {
  it('PUBLIC_OPERATIONS are exactly the operations without accessToken security', () => {
    const open = operations.filter((op) => !op.needsToken).map((op) => op.key);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(open.sort());
  });

  it.each(operations)('$key', ({ key, needsToken }) => {
    const [method = '', path = ''] = key.split(' ');
    expect(requiresTokenFor(method, `${path}?x=1`)).toBe(needsToken);
  });
});
