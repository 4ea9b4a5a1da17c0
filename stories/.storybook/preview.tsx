// Preview of the customer portal's stories: the app's CSS, the runtime configuration, MSW,
// a clean browser state per story and the providers the app gives its screens.
import '../../web/src/app/bootstrap.scss';
import '../../web/src/app/theme.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { installSessionHandlers } from '../../web/src/shared/auth';
import { portalHandlers } from '../support/handlers';
import {
  applyPortalState,
  resetPortalState,
  STORY_RUNTIME_CONFIG,
  type PortalParameters,
} from '../support/portalState';
import { ComponentProviders, PortalApp } from '../support/providers';
import { viewports } from '../support/viewports';

// The first story of a fresh page waits for the worker and the lazily loaded screens, and in
// `npm test` pytest shares the machine: give the play functions' findBy… queries more than
// Testing Library's default second (two stories still showed Storybook's loader after 4 s
// on a busy run, one after 10 s on a 2-core run beside pytest: DataPolis 'Ponsel', stop 37).
// A query that finds its element returns at once: the limit costs nothing when all is well.
configure({ asyncUtilTimeout: 20_000 });

// What /runtime-config.js sets before the app starts.
window.__PORTAL_CONFIG__ = { ...STORY_RUNTIME_CONFIG };

/**
 * The worker script beside Storybook's page (iframe.html), so that the static build works
 * in a sub-folder of a web server too; Vitest's page (`npm run test:stories`) has it at the
 * root.
 */
const workerUrl = window.location.pathname.endsWith('/iframe.html')
  ? './mockServiceWorker.js'
  : '/mockServiceWorker.js';

/** The worker: calls to the portal's API that no handler answers are reported as errors. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: workerUrl },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/customer/api/')) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  async beforeEach({ msw, parameters }) {
    resetPortalState();
    applyPortalState(parameters.portal as PortalParameters | undefined);
    msw.use(...portalHandlers());
    // As main.tsx: a 403 ends the session, a failed refresh logs out.
    return installSessionHandlers();
  },
  decorators: [
    (Story, { id, parameters }) => {
      const portal = parameters.portal as PortalParameters | undefined;
      return portal && portal.shell !== false ? (
        <PortalApp key={id} portal={portal} story={Story} />
      ) : (
        <ComponentProviders
          key={id}
          path={portal?.path}
          hosts={parameters.popupHosts !== false}
          story={Story}
        />
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
    options: {
      storySort: {
        order: ['Masuk', 'Polis', 'Syarat dan Ketentuan', 'Hubungi Kami', 'Tata Letak', 'Komponen'],
      },
    },
  },
};

export default preview;
