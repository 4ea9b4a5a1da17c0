// The pages a banner may open (shared/bannerLinks.ts) are the route table's own: each name
// of the contract's BannerRoute has a route with that path, and a screen. The banner pages
// are the admin's: in the admin layout, opened by an admin session only (checkAdmin).
import { describe, expect, it } from 'vitest';
import { BannerRoute } from '../api/generated/model/bannerRoute';
import { BANNER_PAGES } from '../shared/bannerLinks';
import { roleGuard, tokenGuard } from './guards';
import { findRoute } from './routes';

describe('banner links', () => {
  it('name every route the contract allows, with the route table’s path', () => {
    expect(BANNER_PAGES.map((page) => page.name).sort()).toEqual(Object.values(BannerRoute).sort());
    for (const page of BANNER_PAGES) {
      const route = findRoute(page.name);
      expect(route?.path, page.name).toBe(page.path);
      expect(route?.screen, page.name).toBeDefined();
    }
  });
});

describe('the banner pages', () => {
  it.each(['cms-banner', 'cms-banner-add', 'cms-banner-edit'])(
    '%s: admin layout, an admin session only',
    (name) => {
      const route = findRoute(name);
      expect(route).toMatchObject({ layout: 'admin', role: 'admin' });
      expect(route?.screen).toBeDefined();
      expect(roleGuard(route!, true, true)).toEqual({ kind: 'allow' });
      expect(roleGuard(route!, true, false)).toEqual({ kind: 'redirect', to: '/' });
      expect(tokenGuard(route!, false)).toEqual({ kind: 'redirect', to: '/login' });
    },
  );
});
