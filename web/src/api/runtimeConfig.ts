// Public runtime configuration, set by /runtime-config.js (served by the server, loaded by
// index.html before the app). Nothing secret lives here: the client id and secret identify
// the web application, not a customer.

export interface PortalRuntimeConfig {
  /** Base URL of every API call, e.g. '/customer/api'. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<PortalRuntimeConfig>;
  }
}

export const DEFAULT_API_BASE_URL = '/customer/api';

export function getRuntimeConfig(): PortalRuntimeConfig {
  const config = (typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__) ?? {};
  return {
    apiBaseUrl: config.apiBaseUrl ?? DEFAULT_API_BASE_URL,
    clientId: config.clientId ?? '',
    clientSecret: config.clientSecret ?? '',
  };
}
