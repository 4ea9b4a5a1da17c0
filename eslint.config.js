// ESLint for the web app (web/) and its stories (stories/). TypeScript rules, React hooks rules, and the import zones
// of the architecture: feature folders never import each other nor the app shell; what they
// share lives in shared/, components/, api/ and lib/, which never import a feature or the app.
// Only the app (and the test harness) assembles features.
import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const SRC = resolve(import.meta.dirname, 'web/src');

/**
 * Where a file sits: 'feature:<name>', 'shared', 'components', 'api', 'generated', 'lib',
 * 'app', 'test' or null (outside web/src). Files at the top of web/src (main.tsx) are the app's.
 */
function zoneOf(file) {
  const rel = relative(SRC, file).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split('/');
  if (second === undefined) return 'app';
  if (top === 'features') return `feature:${second}`;
  if (top === 'api' && second === 'generated') return 'generated';
  return top;
}

/** The zones each shared zone may import (besides itself). */
const SHARED_IMPORTS = {
  shared: ['api', 'generated', 'lib'],
  components: ['api', 'generated', 'lib'],
  api: ['generated', 'lib'],
  generated: ['api'],
  lib: [],
};

/** May code in zone `from` import code in zone `to`? (`isTest`: the importer is a test.) */
function allowed(from, to, isTest) {
  if (to === 'test') return isTest || from === 'test'; // test helpers only in tests
  if (!from || !to || from === to) return true;
  if (from === 'app' || from === 'test') return true; // the app assembles the features
  // A feature uses the shared zones, never another feature nor the app shell.
  if (from.startsWith('feature:')) return to in SHARED_IMPORTS;
  return SHARED_IMPORTS[from]?.includes(to) ?? false;
}

const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep feature folders and shared code apart (import zones).' },
    messages: {
      zone: "'{{from}}' may not import '{{to}}' (import zones: features share code through web/src/shared, components, api and lib; these never import a feature or the app).",
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
