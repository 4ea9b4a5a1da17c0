/// <reference types="node" />
// The calls that need no token are the contract's: codegen's list of public operations is
// exactly the operations without the accessToken security requirement, and the fetcher asks
// for a token on every other one (a path parameter filled in as a caller would).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requiresTokenFor } from './fetcher';
import { PUBLIC_OPERATIONS } from './generated/publicOperations';

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
    const url = path.replace(/\{[^}]+\}/g, 'P-0001');
    expect(requiresTokenFor(method, `${url}?x=1`)).toBe(needsToken);
  });

  it('a path parameter stands for one segment only', () => {
    expect(requiresTokenFor('GET', '/banner/image/q3V8xK2mB7pT0wZrL5nC1d-640.webp')).toBe(false);
    expect(requiresTokenFor('GET', '/banner/image/a/b')).toBe(true);
    expect(requiresTokenFor('GET', '/banner/image/')).toBe(true);
  });
});
