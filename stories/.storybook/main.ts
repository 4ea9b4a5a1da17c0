// Storybook of the customer portal: every screen and popup of web/src, driven by MSW.
// Runs from the repository root: `npm run storybook`, `npm run build-storybook`,
// `npm run test:stories` (every story as a Vitest browser test, see ../vitest.config.ts).
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption, UserConfig } from 'vite';
import webConfig from '../../web/vite.config.ts';

/**
 * The web app's Vite settings that matter to stories: its plugins (React) without its
 * build steps (`portal-*`: budgets, compressed copies, source maps moved out of the build),
 * and its resolve/css/define settings. The dev-server proxy, the
 * output folder and the unit-test settings stay with the app.
 */
function fromWebConfig(): UserConfig {
  const plugins = [webConfig.plugins ?? []]
    .flat(Infinity as 1)
    .filter(
      (plugin): plugin is PluginOption =>
        Boolean(plugin) && !(plugin as { name?: string }).name?.startsWith('portal-'),
    );
  return {
    plugins,
    resolve: webConfig.resolve,
    css: webConfig.css,
    define: webConfig.define,
  };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  // The MSW worker script, generated into this git-ignored folder by the npm scripts.
  staticDirs: [{ from: '../.msw', to: '/' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      ...fromWebConfig(),
      build: { target: webConfig.build?.target ?? 'es2022', chunkSizeWarningLimit: 4096 },
      server: { fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] } },
    });
  },
};

export default config;
