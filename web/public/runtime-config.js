// Development copy of the public runtime configuration. In production the server answers
// /runtime-config.js itself with the values of its environment.
window.__PORTAL_CONFIG__ = {
  apiBaseUrl: '/customer/api',
  clientId: 'portal-web',
  clientSecret: 'portal-web-dev-secret',
};
