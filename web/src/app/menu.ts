// Entries of the signed-in menu, by route name. Only routes present in the route table
// are shown (menuFor), so a feature appears in the menu when its routes land.
import type { ComponentType, SVGProps } from 'react';
import {
  IconApplication,
  IconClaim,
  IconHistory,
  IconHospital,
  IconInvestment,
  IconMail,
  IconPayment,
  IconPhone,
  IconPolicy,
  IconRefresh,
  IconSettings,
  IconShield,
  IconTerms,
} from '../components/icons';
import { IconBell } from '../features/notification/components/NotificationBell';
import type { PortalRoute } from '../shared/routeTypes';

export interface MenuEntry {
  route: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Routes outside the entry's path that still belong to it (the entry stays marked). */
  also?: readonly string[];
  /** Marked on its own path only, not on the pages below it (the admin home, /admin). */
  exact?: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { route: 'detail-polis', label: 'Data Polis', icon: IconPolicy },
  { route: 'policy-papers', label: 'Dokumen Polis', icon: IconTerms },
  { route: 'policy-investment', label: 'Investasi', icon: IconInvestment },
  { route: 'payment-police', label: 'Pembayaran Premi', icon: IconPayment },
  { route: 'pengkinian-data', label: 'Pengkinian Data', icon: IconRefresh },
  { route: 'klaim', label: 'Klaim', icon: IconClaim },
  // The customer's own SPAJ applications (login-spaj-polis); their follow-up stays marked.
  {
    route: 'login-spaj-polis',
    label: 'Pengajuan SPAJ',
    icon: IconApplication,
    also: ['spaj-follow-up'],
  },
  { route: 'transaction-history', label: 'Riwayat Transaksi', icon: IconHistory },
  // The inbox (the header's bell too); its settings page, below its path, stays marked.
  { route: 'notifications', label: 'Notifikasi', icon: IconBell },
  { route: 'hospital-partner', label: 'Rumah Sakit Rekanan', icon: IconHospital },
  // The customer's complaints (POJK 22/2023); the form and a complaint stay marked.
  { route: 'pengaduan', label: 'Pengaduan', icon: IconMail },
  { route: 'contact-us', label: 'Hubungi Kami', icon: IconPhone },
  { route: 'term-condition', label: 'Syarat dan Ketentuan', icon: IconTerms },
  // Consents, copies of the customer's data and their requests (UU 27/2022); its form stays
  // marked.
  { route: 'privacy', label: 'Privasi', icon: IconShield },
  {
    route: 'settings',
    label: 'Pengaturan',
    icon: IconSettings,
    also: ['change-password', 'change-recovery-email', 'manage-passkeys'],
  },
];

/** The staff's menu in the admin layout: the home and one entry per desk. */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { route: 'admin-home', label: 'Beranda', icon: IconPolicy, exact: true },
  { route: 'admin-kyc', label: 'Pengkinian Data', icon: IconRefresh },
  { route: 'admin-claim', label: 'Klaim', icon: IconClaim },
  { route: 'admin-spaj', label: 'SPAJ', icon: IconApplication },
  { route: 'admin-refund', label: 'Pengembalian Dana', icon: IconPayment },
  { route: 'admin-complaint', label: 'Pengaduan', icon: IconMail },
  { route: 'admin-privacy', label: 'Data Pribadi', icon: IconShield },
  { route: 'admin-reconciliation', label: 'Rekonsiliasi', icon: IconHistory },
  { route: 'admin-notice', label: 'Notifikasi', icon: IconMail },
  { route: 'admin-unit-price', label: 'Harga Unit', icon: IconInvestment },
  { route: 'cms-banner', label: 'Banner', icon: IconTerms },
];

export interface MenuItem extends MenuEntry {
  path: string;
  /** Paths of the `also` routes. */
  alsoPaths: string[];
}

export function menuFor(
  routes: readonly PortalRoute[],
  entries: readonly MenuEntry[] = MENU,
): MenuItem[] {
  return entries.flatMap((entry) => {
    const route = routes.find((r) => r.name === entry.route && r.screen);
    if (!route) return [];
    const alsoPaths = (entry.also ?? []).flatMap(
      (name) => routes.find((r) => r.name === name)?.path ?? [],
    );
    return [{ ...entry, path: route.path, alsoPaths }];
  });
}

/** Whether the entry is the current page's: its path, a page below it, or an `also` route. */
export function isCurrentEntry(item: MenuItem, pathname: string): boolean {
  return (
    pathname === item.path ||
    (!item.exact && pathname.startsWith(`${item.path}/`)) ||
    item.alsoPaths.includes(pathname)
  );
}
