// Build step: a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// build, which the server sends to browsers that accept them (server/edge/webapp.py). Node's
// zlib at its highest levels: done once per build, the server never compresses these files.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed formats already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a copy saves less than the headers it adds. */
export const MIN_BYTES = 256;

async function writeCopies(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gzipped.length < content.length ? writeFile(`${file}.gz`, gzipped) : undefined,
  ]);
}

export function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => writeCopies(join(dir, name))));
    },
  };
}
