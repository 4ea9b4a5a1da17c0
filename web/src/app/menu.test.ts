import { describe, expect, it } from 'vitest';
import type { PortalRoute } from '../shared/routeTypes';
import { ADMIN_MENU, isCurrentEntry, menuFor } from './menu';

const screen = () => Promise.resolve({ default: () => null });
const routes: PortalRoute[] = [
  { name: 'detail-polis', path: '/polis/detail', screen },
  { name: 'payment-police', path: '/polis/payment', screen },
  { name: 'hospital-partner', path: '/hospital-partner', screen },
  { name: 'hospital-partner-detail', path: '/hospital-partner/detail', screen },
  { name: 'settings', path: '/settings', screen },
  { name: 'change-password', path: '/change-password', screen },
  { name: 'change-recovery-email', path: '/change-recovery-email', screen },
  { name: 'login-spaj-polis', path: '/login/spaj-polis', public: true, screen },
  { name: 'spaj-follow-up', path: '/spaj/follow-up', public: true, screen },
];

describe('menu', () => {
  const items = menuFor(routes);
  const current = (pathname: string) =>
    items.filter((item) => isCurrentEntry(item, pathname)).map((item) => item.label);

  it('lists only the entries whose route has a screen', () => {
    expect(items.map((item) => item.route)).toEqual([
      'detail-polis',
      'payment-police',
      'login-spaj-polis',
      'hospital-partner',
      'settings',
    ]);
  });

  it('marks the entry of the page, of a page below its path and of the routes it names', () => {
    expect(current('/polis/detail')).toEqual(['Data Polis']);
    expect(current('/polis/payment')).toEqual(['Pembayaran Premi']);
    expect(current('/hospital-partner/detail')).toEqual(['Rumah Sakit Rekanan']);
    expect(current('/change-password')).toEqual(['Pengaturan']);
    expect(current('/change-recovery-email')).toEqual(['Pengaturan']);
    expect(current('/settingsx')).toEqual([]);
    expect(current('/contact-us')).toEqual([]);
    // A customer's SPAJ follow-up belongs to 'Pengajuan SPAJ'.
    expect(current('/spaj/follow-up')).toEqual(['Pengajuan SPAJ']);
  });
});

describe('admin menu', () => {
  const adminRoutes: PortalRoute[] = [
    { name: 'admin-home', path: '/admin', screen },
    { name: 'admin-claim', path: '/admin/klaim', screen },
    { name: 'admin-claim-detail', path: '/admin/klaim/detail', screen },
    { name: 'cms-banner', path: '/cms/banner', screen },
    { name: 'cms-banner-add', path: '/cms/banner/add', screen },
  ];
  const items = menuFor(adminRoutes, ADMIN_MENU);
  const current = (pathname: string) =>
    items.filter((item) => isCurrentEntry(item, pathname)).map((item) => item.label);

  it('lists the home and the desks that have a screen', () => {
    expect(items.map((item) => item.label)).toEqual(['Beranda', 'Klaim', 'Banner']);
  });

  it('marks the home on its own path only, a desk on its pages too', () => {
    expect(current('/admin')).toEqual(['Beranda']);
    expect(current('/admin/klaim/detail')).toEqual(['Klaim']);
    expect(current('/cms/banner/add')).toEqual(['Banner']);
  });
});
