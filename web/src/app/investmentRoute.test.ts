// 'Investasi' in the route table: signed in, the default layout, no selected policy required
// (the page chooses a unit link policy itself), and in the customer's menu after Dokumen Polis.
import { describe, expect, it } from 'vitest';
import { requirementsGuard, roleGuard, tokenGuard } from './guards';
import { isCurrentEntry, menuFor } from './menu';
import { findRoute, portalRoutes } from './routes';

describe('the investment page', () => {
  const route = findRoute('policy-investment');

  it('opens at /polis/investasi for a signed-in customer, in the default layout', () => {
    expect(route).toMatchObject({ path: '/polis/investasi', title: 'Investasi' });
    expect(route?.layout).toBeUndefined();
    expect(route?.public).toBeUndefined();
    expect(route?.screen).toBeDefined();
    expect(tokenGuard(route!, false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(tokenGuard(route!, true)).toEqual({ kind: 'allow' });
    expect(roleGuard(route!, true, false)).toEqual({ kind: 'allow' });
    expect(
      requirementsGuard(route!, { hasToken: true, signInUserName: null, selectedPolicy: null }),
    ).toEqual({ kind: 'allow' });
  });

  it("is the menu's 'Investasi', after 'Dokumen Polis'", () => {
    const items = menuFor(portalRoutes);
    const labels = items.map((item) => item.label);
    expect(labels.indexOf('Investasi')).toBe(labels.indexOf('Dokumen Polis') + 1);
    const current = (pathname: string) =>
      items.filter((item) => isCurrentEntry(item, pathname)).map((item) => item.label);
    expect(current('/polis/investasi')).toEqual(['Investasi']);
  });
});
