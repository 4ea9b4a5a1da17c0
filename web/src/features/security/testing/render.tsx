// Renders the security pages for tests inside the real app shell (router with the guards,
// default layout, popup and confirmation hosts) for a signed-in customer, so a confirmed
// password really opens the change page, a direct visit really goes back to Pengaturan and
// the confirmation modal of 'Keluar dari perangkat ini' is the app's. Data Polis is a
// stand-in. With what the layout asks the server (company profile, config, terms accepted,
// session update) answered.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getGetConfigResponseMock } from '../../../api/generated/endpoints/info/info.msw';
import type { TermValidity } from '../../../api/generated/model';
import { storeTokens } from '../../../api/tokens';
import { setSessionUser } from '../../../shared/authStore';
import { customer } from '../../../test/customer';
import { accessToken, companyProfileHandler } from '../../../test/http';
import { renderApp, screenOf } from '../../../test/renderApp';
import { POLICY_PAGE_PATH, SETTINGS_PATH } from '../paths';
import { routes } from '../routes';

const accepted: TermValidity = { valid: true, tnc_version: '2026.1', acceptedVersion: '2026.1' };

/** What the signed-in layout asks besides the page. */
export function layoutHandlers() {
  return [
    companyProfileHandler(),
    http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
    http.get('*/token/checkValidTerm', () => HttpResponse.json(accepted)),
    http.post('*/session/update', () => HttpResponse.json({ result: 'Success' })),
  ];
}

const dataPolis = {
  name: 'detail-polis',
  path: POLICY_PAGE_PATH,
  title: 'Data Polis',
  screen: screenOf('Isi Data Polis'),
};

/** The security pages at `path`, signed in as Budi. */
export function renderSettings(path: string = SETTINGS_PATH) {
  storeTokens(accessToken(3600), 'refresh-token-0123456789abcdef');
  setSessionUser(customer, '2026.1');
  const app = renderApp([...routes, dataPolis], { path });
  return { ...app, path: () => app.router.state.location.pathname };
}

/** The page's title (the layout's h1). */
export const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name });
