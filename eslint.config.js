// ESLint for the web app (web/) and its stories (stories/). TypeScript rules, React hooks rules, and the import zones
// of the architecture: feature folders never import each other; shared code (components,
// api, app) never imports a feature, except the app, which assembles the features.
import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const SRC = resolve(import.meta.dirname, 'web/src');

/** Where a file sits: 'feature:<name>', 'components', 'api', 'app', 'test' or null. */
function zoneOf(file) {
  const rel = relative(SRC, file).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split('/');
  if (top === 'features' && second) return `feature:${second}`;
  if (top === 'api' && second === 'generated') return 'generated';
  return top ?? null;
}

/** May code in zone `from` import code in zone `to`? (`isTest`: the importer is a test.) */
function allowed(from, to, isTest) {
  if (to === 'test') return isTest || from === 'test'; // test helpers only in tests
  if (!from || !to || from === to) return true;
  const feature = (zone) => zone.startsWith('feature:');
  if (feature(from)) return !feature(to); // no feature imports another feature
  if (from === 'app' || from === 'test') return true; // the app assembles features
  if (from === 'components') return to === 'api' || to === 'generated';
  if (from === 'api') return to === 'generated';
  if (from === 'generated') return to === 'api';
  return true;
}

const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep feature folders and shared code apart (import zones).' },
    messages: {
      zone: "'{{from}}' may not import '{{to}}': share code through web/src/components, api or app.",
    },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    // Tests, test helpers and stories (which are tests too) may use the test helpers.
    const isTest = /\.test\.[jt]sx?$|\/testing\/|\/stories\//.test(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(resolve(dirname(context.filename), source));
      if (!allowed(from, to, isTest)) {
        context.report({ node: node.source, messageId: 'zone', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig(
  {
    ignores: [
      'web/dist/**',
      'web/src/api/generated/**',
      '**/node_modules/**',
      'stories/storybook-static/**',
      'stories/.msw/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: {
      'react-hooks': reactHooks,
      portal: { rules: { 'import-zones': importZones } },
    },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'portal/import-zones': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
);
