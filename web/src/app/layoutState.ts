// Layout constants (docs/product.md P3.5, P9) and the viewport class.
import { useSyncExternalStore } from 'react';

export const SIDEBAR_WIDTH = 79;
export const SIDEBAR_MAX_WIDTH = 320;
/** Phone-sized below this width: the menu is an offcanvas panel. */
export const PHONE_MAX_WIDTH = 600;
/** Tablet below this width: the sidebar stays narrow and opens over the content. */
export const TABLET_MAX_WIDTH = 1200;

export type Viewport = 'phone' | 'tablet' | 'desktop';

export function viewportFor(width: number): Viewport {
  if (width < PHONE_MAX_WIDTH) return 'phone';
  if (width < TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

function current(): Viewport {
  return viewportFor(typeof window === 'undefined' ? TABLET_MAX_WIDTH : window.innerWidth);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** 'phone' (< 600 px), 'tablet' (< 1200 px) or 'desktop'; follows window resizes. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, current, current);
}
