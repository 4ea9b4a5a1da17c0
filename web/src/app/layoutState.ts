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

// The width is read once and again after a resize, not at every render: reading
// window.innerWidth makes the browser lay the page out first whenever the DOM has changed
// since, and the layout reads it in its renders and effects while the first page is drawn.
let known: Viewport | null = null;
let watching = false;
const forget = () => {
  known = null;
};

function current(): Viewport {
  if (typeof window === 'undefined') return viewportFor(TABLET_MAX_WIDTH);
  if (!watching) {
    watching = true;
    window.addEventListener('resize', forget);
  }
  known ??= viewportFor(window.innerWidth);
  return known;
}

function subscribe(listener: () => void): () => void {
  const onResize = () => {
    forget();
    listener();
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/** 'phone' (< 600 px), 'tablet' (< 1200 px) or 'desktop'; follows window resizes. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, current, current);
}
