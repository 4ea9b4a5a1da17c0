// Build step: the source maps (written for error reports, referenced by no bundle: `hidden`)
// are moved out of the served folder, from <outDir>/assets to <outDir>-sourcemaps/assets
// (web/dist-sourcemaps for web/dist), replacing an earlier build's. The server refuses .map
// paths as well.
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export function sourceMapsOutside(): Plugin {
  return {
    name: 'portal-sourcemaps-outside',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const target = `${dir.replace(/[\\/]+$/, '')}-sourcemaps`;
      const maps = Object.keys(bundle).filter((name) => name.endsWith('.map'));
      await rm(target, { recursive: true, force: true }); // the maps of an earlier build
      await Promise.all(
        maps.map(async (name) => {
          await mkdir(dirname(join(target, name)), { recursive: true });
          await rename(join(dir, name), join(target, name));
        }),
      );
    },
  };
}
