/// <reference types="vitest/config" />
// Vite for the customer portal web app. Root is web/, output web/dist.
// Dev server: /customer/api and /runtime-config.js go to the Python server
// (http://127.0.0.1:8080), or to PORTAL_API, e.g. Prism (`npm run mock`, `npm run dev:mock`),
// which answers the same paths as the server (scripts/mock-contract.mjs).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { pageBudgets } from './build/budgets.ts';
import { precompress } from './build/compress.ts';
import { installableApp, installableAppFiles } from './build/pwa.ts';
import { sourceMapsOutside } from './build/sourcemaps.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Vitest 5's reporter calls Map.groupBy (Node >= 21) when it prints failures; the
// machines run Node 20 (toolchain.md), so the failure summary needs this polyfill.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const api = process.env.PORTAL_API ?? 'http://127.0.0.1:8080';
// Path on the target that answers /customer/api: the server's own, and the mock's. Only a
// Prism started by hand on openapi/bundled.yaml serves the contract at its root:
// PORTAL_API_PREFIX= (empty) for that one.
const prefix = process.env.PORTAL_API_PREFIX ?? '/customer/api';

function apiProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {
    '/customer/api': {
      target: api,
      changeOrigin: true,
      rewrite: (path) => path.replace(/^\/customer\/api/, prefix),
    },
  };
  // The server and the mock answer /runtime-config.js; a contract served at the root is not
  // the server, and web/public's copy answers instead.
  if (prefix) proxy['/runtime-config.js'] = { target: api, changeOrigin: true };
  return proxy;
}

// The runtime is Preact's React compatibility layer, not React (docs/decisions/0014): 11 KB
// of gzip instead of React's 66 KB on every page. The code compiles against React's types and
// imports 'react'; these names resolve to Preact in the build, the dev server, the unit tests
// (jsdom) and the stories alike, so what the tests pass on is what customers run. 'react'
// itself is src/runtime/react.ts: compat with the behaviours of React's it lacks.
const reactRuntime = fileURLToPath(new URL('src/runtime/react.ts', import.meta.url));
const reactOnPreact = [
  { find: /^react$/, replacement: reactRuntime },
  { find: /^react-dom$/, replacement: reactRuntime },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The unit tests (jsdom) resolve packages by their ES module builds, as the browser build does,
 * not by the CommonJS builds Vitest picks for Node ('node' condition, no `module` field): a
 * CommonJS build's require('react') is Node's, which no alias reaches.
 */
function unitTestPackages(): Plugin {
  return {
    name: 'portal-unit-test-packages',
    apply: (_config, env) => env.mode === 'test',
    configEnvironment: {
      order: 'post',
      handler(name, config) {
        if (name !== 'client' || !config.resolve) return;
        config.resolve.conditions = ['module', 'development|production'];
        config.resolve.mainFields = ['module', 'jsnext:main', 'jsnext'];
      },
    },
  };
}

export default defineConfig({
  root,
  resolve: { alias: reactOnPreact, dedupe: ['preact'] },
  plugins: [
    // React's Fast Refresh does not drive Preact: without it an edit reloads the page in
    // development (CSS still updates in place).
    react({ refreshExclude: /./ }),
    pageBudgets(),
    installableApp(),
    installableAppFiles(),
    precompress(),
    sourceMapsOutside(),
    unitTestPackages(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // web/public holds only the development copy of /runtime-config.js: the server answers
    // that path with its own configuration, so the copy never ships in web/dist.
    copyPublicDir: false,
    target: 'es2022',
    // Source maps are written for error reports but not referenced from the bundles, and
    // moved out of the served folder (build/sourcemaps.ts); the server never serves .map
    // paths either: the source is nobody's business.
    sourcemap: 'hidden',
    // Rolldown's report of slow plugin callbacks names Sass every time (Bootstrap's Sass,
    // about 2 s); known, and not worth a line in every build's output.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The signed-in layout's small pieces (the menu, the bell, the idle watch, the
            // terms' validity) and the small helpers most signed-in pages share (money and
            // dates, the inline error, the download texts, two labels), each in one chunk
            // instead of eight files of 1-2 KB: over HTTP/1.1's six connections Data Polis
            // asked 34 files before its picture (issue 28; bench/README.md).
            {
              name: 'signed-in',
              test: /web[\\/]src[\\/](app[\\/](menu|idle|IdleWatcher)|features[\\/]notification[\\/](unread|components[\\/]NotificationBell)|features[\\/]terms[\\/]useTermValidity)\.tsx?$/,
            },
            {
              name: 'common',
              test: /web[\\/]src[\\/](components[\\/](format|InlineError|download[\\/]messages)|api[\\/]generated[\\/]labels[\\/](genderCode|productType))\.tsx?$/,
            },
            {
              name: 'bootstrap-ui',
              test: /node_modules[\\/](react-bootstrap|@restart|@react-aria|dom-helpers|react-transition-group|prop-types|uncontrollable|classnames|warning|invariant)[\\/]/,
            },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and Sass's global functions, which Dart Sass
      // reports as deprecated on every build; its own sources are not ours to change.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy() },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy() },
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The packages that import React run through Vite, not Node, so that the aliases above
    // give them preact/compat too: loaded by Node they would import React itself, a second
    // runtime beside the app's. Their ES module builds (portal-unit-test-packages).
    server: {
      deps: {
        inline: [
          /\/node_modules\/(@testing-library\/react|@tanstack\/react-query|react-router|react-hook-form|@hookform\/resolvers)\//,
          /\/node_modules\/(react-bootstrap|@restart|@react-aria|react-transition-group|uncontrollable|prop-types-extra)\//,
        ],
      },
    },
    restoreMocks: true,
    testTimeout: 15000,
    // Test files share their worker's modules and DOM instead of importing React, the router
    // and react-bootstrap afresh for each of them (most of the suite's time); src/test/setup.ts
    // resets storage, stores and the DOM around every test, and no test replaces a module.
    isolate: false,
    // One worker per core (Vitest's default leaves one core free: 147 s instead of 94 s on 2).
    maxWorkers: Math.min(availableParallelism(), 8),
  },
});
