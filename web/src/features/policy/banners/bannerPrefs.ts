// The customer's choices about the carousel on this device, in localStorage `banner` exactly
// as the contract says (GET /banner/list): {"paused": boolean, "hidden": [{"banner_id",
// "version"}]}. A hidden banner shows again once staff change it (its version rises). Read
// from storage each time the carousel mounts, never cached here: logout removes the key
// (shared/auth.ts), and the next customer on the device starts afresh.
import type { Banner } from '../../../api/generated/model/banner';
import { readJson, writeJson } from '../../../api/storage';
import { BANNER_KEY } from '../../../shared/authStore';

export interface HiddenBanner {
  banner_id: string;
  version: number;
}

export interface BannerPrefs {
  paused: boolean;
  hidden: HiddenBanner[];
}

export const NO_PREFS: BannerPrefs = { paused: false, hidden: [] };

const isHiddenBanner = (value: unknown): value is HiddenBanner =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HiddenBanner).banner_id === 'string' &&
  Number.isInteger((value as HiddenBanner).version);

/** What storage holds, or no choices when it holds nothing usable. */
export function readBannerPrefs(): BannerPrefs {
  const stored = readJson<Partial<BannerPrefs>>('local', BANNER_KEY);
  if (typeof stored !== 'object' || stored === null) return NO_PREFS;
  return {
    paused: stored.paused === true,
    hidden: Array.isArray(stored.hidden) ? stored.hidden.filter(isHiddenBanner) : [],
  };
}

/** Keep the choices; none at all leaves no key behind. */
export function writeBannerPrefs(prefs: BannerPrefs): void {
  const empty = !prefs.paused && prefs.hidden.length === 0;
  writeJson('local', BANNER_KEY, empty ? null : prefs);
}

export function isHidden(prefs: BannerPrefs, banner: Banner): boolean {
  return prefs.hidden.some((h) => h.banner_id === banner.banner_id && h.version >= banner.version);
}

export function hideBanner(prefs: BannerPrefs, banner: Banner): BannerPrefs {
  const others = prefs.hidden.filter((h) => h.banner_id !== banner.banner_id);
  return {
    ...prefs,
    hidden: [...others, { banner_id: banner.banner_id, version: banner.version }],
  };
}

/** Only what still applies: banners still shown and not changed since they were hidden. */
export function prunePrefs(prefs: BannerPrefs, banners: readonly Banner[]): BannerPrefs {
  const hidden = prefs.hidden.filter((h) =>
    banners.some((b) => isHidden({ ...prefs, hidden: [h] }, b)),
  );
  return hidden.length === prefs.hidden.length ? prefs : { ...prefs, hidden };
}
