// Build step: the installable app (docs/decisions/0012). Emits web/pwa's files at the root
// of the build (the manifest, the icons, the offline page and its stylesheet) and the
// service worker, /sw.js, with the list of files it keeps (the app shell: the entry chunk,
// the chunks and stylesheets it imports statically, and the files above) and a version
// that changes whenever one of them does, so that a new build replaces the old shell.
// Hand-written rather than vite-plugin-pwa (Workbox): the worker is 1.1 KB of gzip and the
// page loads no registration library (the decision record has the measurements).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

const source = fileURLToPath(new URL('../pwa/', import.meta.url));

/** The files of web/pwa served as they are, at these paths of the build. */
export const PWA_FILES = [
  'manifest.webmanifest',
  'offline.html',
  'offline.css',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
] as const;

/** The entry chunk and what it imports statically, with their stylesheets. */
function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  }
  return [...files].sort();
}

const TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  png: 'image/png',
};

/** The dev server answers the same files (not the worker: development runs without one). */
export function installableAppFiles(): Plugin {
  return {
    name: 'portal-pwa-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = PWA_FILES.find((file) => request.url === `/${file}`);
        if (!name) return next();
        readFile(source + name).then(
          (content) => {
            response.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? '');
            response.end(content);
          },
          (failure: unknown) => next(failure),
        );
      });
    },
  };
}

export function installableApp(): Plugin {
  return {
    name: 'portal-pwa',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const name of PWA_FILES) {
        const content = await readFile(source + name);
        hash.update(name).update(content);
        this.emitFile({ type: 'asset', fileName: name, source: content });
      }
      const shell = [...shellFiles(bundle), ...PWA_FILES].map((file) => `/${file}`);
      shell.forEach((file) => hash.update(file));
      const worker = (await readFile(source + 'sw.js', 'utf8'))
        .replace("'__PORTAL_SW_VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16)))
        .replace('__PORTAL_SW_SHELL__', JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
    },
  };
}
