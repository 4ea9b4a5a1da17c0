/// <reference types="vitest/config" />
// Vite for the customer portal web app. Root is web/, output web/dist.
// Dev server: /customer/api and /runtime-config.js go to the Python server
// (http://127.0.0.1:8080), or to PORTAL_API, e.g. Prism (`npm run mock`) at
// http://127.0.0.1:4010, which serves the contract at the root (no /customer/api prefix).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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
// Path on the target that answers /customer/api. Prism (`npm run mock`, port 4010) serves
// the contract at the root; PORTAL_API_PREFIX overrides the guess.
const prefix =
  process.env.PORTAL_API_PREFIX ?? (new URL(api).port === '4010' ? '' : '/customer/api');

function apiProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {
    '/customer/api': {
      target: api,
      changeOrigin: true,
      rewrite: (path) => path.replace(/^\/customer\/api/, prefix),
    },
  };
  // The real server answers /runtime-config.js; against a mock, web/public has a copy.
  if (prefix) proxy['/runtime-config.js'] = { target: api, changeOrigin: true };
  return proxy;
}

/** Gzip budget of the JavaScript a phone downloads to show the login page. */
const LOGIN_BUDGET_KB = 150;

/**
 * Measures the login page's JavaScript after a build: the entry chunk, the login screen's
 * chunk and every chunk they import statically (lazy chunks excluded), gzipped. Fails the
 * build above the budget.
 */
function loginBudget(): Plugin {
  return {
    name: 'portal-login-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter(
        (chunk) =>
          chunk.isEntry || chunk.facadeModuleId?.endsWith('features/login/pages/LoginPage.tsx'),
      );
      if (roots.length < 2) return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        byName.get(fileName)?.imports.forEach(visit);
      };
      roots.forEach((chunk) => visit(chunk.fileName));
      const bytes = [...seen].reduce(
        (sum, fileName) => sum + gzipSync(byName.get(fileName)?.code ?? '').length,
        0,
      );
      const kb = bytes / 1024;
      this.info(
        `login page JavaScript: ${kb.toFixed(1)} KB gzip in ${seen.size} files (budget ${LOGIN_BUDGET_KB} KB)`,
      );
      if (kb > LOGIN_BUDGET_KB)
        this.error(`login page JavaScript over budget: ${kb.toFixed(1)} KB gzip`);
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), loginBudget()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // web/public holds only the development copy of /runtime-config.js: the server answers
    // that path with its own configuration, so the copy never ships in web/dist.
    copyPublicDir: false,
    target: 'es2022',
    // Source maps are written for error reports but not referenced from the bundles, and the
    // server never serves them: the source is nobody's business.
    sourcemap: 'hidden',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy() },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy() },
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
});
