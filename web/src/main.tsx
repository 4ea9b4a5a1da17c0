// Entry of the web app.
import './app/bootstrap.scss';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installSessionHandlers } from './shared/auth';
import { registerNavigator } from './shared/navigation';
import { applyHashRule, createPortalRouter } from './app/router';
import { portalRoutes } from './app/routes';

const router = createPortalRouter(portalRoutes);
registerNavigator((to, options) => void router.navigate(to, options));
applyHashRule((to) => void router.navigate(to, { replace: true }));
installSessionHandlers();

// The installable app's service worker (web/pwa/sw.js: the app shell and the offline page,
// never customer data); the built app only, development runs without one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
