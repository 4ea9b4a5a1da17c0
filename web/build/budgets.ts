// Build step: size budgets, in KB of gzip, of what a phone downloads to show a page: the
// entry chunk, the page's chunk and the chunks and stylesheets they import statically (lazy
// chunks excluded). The login page, and every signed-in page with the default layout. The
// build fails above a budget; web/e2e/20-page-budgets.spec.ts measures the same in the
// browser. Sizes only, never times.
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

// React Router (30 KB), Preact's React compatibility layer, which the portal runs on instead
// of react-dom (11 KB instead of 68 KB, docs/decisions/0014), and TanStack Query (10 KB) are
// 51 KB of the login page's JavaScript before any code of the portal's own. Measured: the
// login page 69 KB here, 73.3 KB in the browser (20-page-budgets.spec.ts: its scripts as
// the phone downloads them); the largest signed-in page 102 KB.
export const BUDGETS_KB = {
  loginJs: 76,
  loginCss: 21,
  signedInJs: 106,
  signedInCss: 25,
};

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const LOGIN_PAGE = /\/features\/auth\/pages\/LoginPage\.tsx$/;
const DEFAULT_LAYOUT = /\/app\/layouts\/DefaultLayout\.tsx$/;
const SIGNED_IN_PAGE = /\/features\/(?!auth\/)[^/]+\/(?:.*\/)?[A-Za-z]+Page\.tsx$/;

interface PageSize {
  name: string;
  files: number;
  jsKb: number;
  cssKb: number;
}

const gzipKb = (content: string | Uint8Array) => gzipSync(content).length / 1024;

/** The JS and CSS files loaded with `roots`: their static imports, transitively. */
function pageSize(name: string, roots: Chunk[], bundle: Bundle): PageSize {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (js.has(fileName) || chunk?.type !== 'chunk') return;
    js.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach(visit);
  };
  roots.forEach((chunk) => visit(chunk.fileName));
  const size = (files: Set<string>) =>
    [...files].reduce((sum, file) => {
      const item = bundle[file];
      if (!item) return sum;
      return sum + gzipKb(item.type === 'chunk' ? item.code : item.source);
    }, 0);
  return { name, files: js.size + css.size, jsKb: size(js), cssKb: size(css) };
}

export function pageBudgets(): Plugin {
  return {
    name: 'portal-page-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const find = (pattern: RegExp) =>
        chunks.find((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
      const login = find(LOGIN_PAGE);
      const layout = find(DEFAULT_LAYOUT);
      if (!entry || !layout) return; // not the web app (a partial build)
      // The login page is part of the entry (its route's `eager` screen) or a chunk of its own.
      const loginSize = pageSize('login', login ? [entry, login] : [entry], bundle);
      const signedIn = chunks
        .filter((chunk) => chunk.isDynamicEntry && SIGNED_IN_PAGE.test(chunk.facadeModuleId ?? ''))
        .map((page) => pageSize(page.name, [entry, layout, page], bundle));
      const f = (kb: number) => kb.toFixed(1);
      this.info(
        `login page JavaScript: ${f(loginSize.jsKb)} KB gzip, CSS ${f(loginSize.cssKb)} KB gzip ` +
          `in ${loginSize.files} files (budgets ${BUDGETS_KB.loginJs} KB, ${BUDGETS_KB.loginCss} KB)`,
      );
      const largestJs = signedIn.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
      const largestCss = signedIn.reduce((a, b) => (b.cssKb > a.cssKb ? b : a));
      this.info(
        `signed-in pages: JavaScript at most ${f(largestJs.jsKb)} KB gzip (${largestJs.name}), ` +
          `CSS at most ${f(largestCss.cssKb)} KB gzip (${largestCss.name}) ` +
          `(budgets ${BUDGETS_KB.signedInJs} KB, ${BUDGETS_KB.signedInCss} KB)`,
      );
      const over = [
        loginSize.jsKb > BUDGETS_KB.loginJs && `login page JavaScript ${f(loginSize.jsKb)} KB`,
        loginSize.cssKb > BUDGETS_KB.loginCss && `login page CSS ${f(loginSize.cssKb)} KB`,
        ...signedIn.flatMap((page) => [
          page.jsKb > BUDGETS_KB.signedInJs && `${page.name} JavaScript ${f(page.jsKb)} KB`,
          page.cssKb > BUDGETS_KB.signedInCss && `${page.name} CSS ${f(page.cssKb)} KB`,
        ]),
      ].filter(Boolean);
      if (over.length) this.error(`over budget (gzip): ${over.join(', ')}`);
    },
  };
}
