// The contract as Prism should mock it: at the server's own URLs. `prism mock` serves a
// contract's paths at its root and ignores a relative `servers` URL (/customer/api), so this
// copy puts the servers' path in front of every path, and adds GET /runtime-config.js (the
// web app's runtime configuration, which the server answers outside the contract) with the
// development copy in web/public as its answer. Then the mock answers the web app exactly
// where the server would, and the dev server proxies to either the same way.
//
// Usage: node scripts/mock-contract.mjs OUT.json   (scripts/mock.sh writes var/mock/)
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(root, 'var', 'mock', 'contract.json'));

const contract = parse(readFileSync(join(root, 'openapi', 'bundled.yaml'), 'utf8'), {
  maxAliasCount: -1,
});
const base = contract.servers?.[0]?.url ?? '';
if (!base.startsWith('/')) throw new Error(`expected a relative servers URL, found '${base}'`);
const prefix = base.replace(/\/$/, '');

const paths = {};
for (const [path, item] of Object.entries(contract.paths)) paths[prefix + path] = item;
paths['/runtime-config.js'] = {
  get: {
    operationId: 'mock_runtime_config',
    summary: 'Runtime configuration of the web app (web/public/runtime-config.js)',
    security: [],
    responses: {
      200: {
        description: 'The development copy',
        content: {
          'application/javascript': {
            schema: { type: 'string' },
            example: readFileSync(join(root, 'web', 'public', 'runtime-config.js'), 'utf8'),
          },
        },
      },
    },
  },
};

mkdirSync(dirname(out), { recursive: true });
const partial = `${out}.${process.pid}`;
writeFileSync(partial, JSON.stringify({ ...contract, servers: [{ url: '/' }], paths }));
renameSync(partial, out);
