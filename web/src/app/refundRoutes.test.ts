// The refund desk, the reconciliation page and the failed notices in the route table: in the
// admin layout, opened by an admin session only (a customer goes home, a visitor to login),
// and in the staff's menu after the underwriting desk.
import { describe, expect, it } from 'vitest';
import { roleGuard, tokenGuard } from './guards';
import { ADMIN_MENU, isCurrentEntry, menuFor } from './menu';
import { findRoute, portalRoutes } from './routes';

describe('the refund, reconciliation and notice pages', () => {
  it.each(['admin-refund', 'admin-refund-detail', 'admin-reconciliation', 'admin-notice'])(
    '%s: in the admin layout, an admin session only',
    (name) => {
      const route = findRoute(name);
      expect(route).toMatchObject({ layout: 'admin', role: 'admin' });
      expect(route?.screen).toBeDefined();
      expect(roleGuard(route!, true, true)).toEqual({ kind: 'allow' });
      expect(roleGuard(route!, true, false)).toEqual({ kind: 'redirect', to: '/' });
      expect(tokenGuard(route!, false)).toEqual({ kind: 'redirect', to: '/login' });
    },
  );

  it("are in the staff's menu; a case's page marks 'Pengembalian Dana'", () => {
    const items = menuFor(portalRoutes, ADMIN_MENU);
    expect(items.map((item) => item.label)).toEqual([
      'Beranda',
      'Pengkinian Data',
      'Klaim',
      'SPAJ',
      'Pengembalian Dana',
      'Pengaduan',
      'Data Pribadi',
      'Rekonsiliasi',
      'Notifikasi',
      'Harga Unit',
      'Banner',
    ]);
    const current = (pathname: string) =>
      items.filter((item) => isCurrentEntry(item, pathname)).map((item) => item.label);
    expect(current('/admin/refund/detail')).toEqual(['Pengembalian Dana']);
    expect(current('/admin/reconciliation')).toEqual(['Rekonsiliasi']);
    expect(current('/admin/notifikasi')).toEqual(['Notifikasi']);
    expect(current('/admin/harga-unit')).toEqual(['Harga Unit']);
  });
});
