// Storybook of the customer portal: every screen and popup of web/src, driven by MSW.
// Runs from the repository root: `npm run storybook`, `npm run build:stories` (the static
// catalogue for designers), `npm run test:stories` (every story as a Vitest browser test,
// see ../vitest.config.ts). Its own interface: manager.ts (the portal's name and mark).
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
  // No addons in the interface. @storybook/addon-vitest runs the stories as tests through
  // its Vitest plugin (../vitest.config.ts), which needs no registration here; registered,
  // its sidebar widget keeps a copy of the test runner's state that must hear from the dev
  // server within 1 s of opening, which a busy machine misses ("Timed out waiting for leader
  // state for UniversalStore follower with id 'storybook/test'"), and offers a test button
  // nobody here uses (`npm run test:stories` is the way).
  addons: [],
  staticDirs: [
    // The MSW worker script, generated into this git-ignored folder by the npm scripts.
    { from: '../.msw', to: '/' },
    // The portal's mark: the tab's icon and, with its name, the sidebar's brand (manager.ts).
    { from: '../../web/src/app/favicon.svg', to: '/favicon.svg' },
    { from: './brand', to: '/brand' },
    // How to open the static build (npm run build:stories).
    { from: './static-build.txt', to: '/README.txt' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No English onboarding: neither the 'Get started' checklist in the sidebar nor its page.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
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
