// The page the visitor is looking at, kept by the root layout once a route's page shows:
// where a navigation comes from while a route's check (routeChecks.ts) runs before the
// navigation is committed. Nothing is shown before the first page (a direct visit or a
// reload), nor after the app is gone (tests and stories start afresh).

export interface ShownRoute {
  /** Route name ('klaim'). */
  name: string;
  /** Its address with the query ('/klaim?status=PAID&page=2'). */
  href: string;
}

let shown: ShownRoute | null = null;

export function setShownRoute(route: ShownRoute | null): void {
  shown = route;
}

export function getShownRoute(): ShownRoute | null {
  return shown;
}
