// Navigation for code outside React components (logout after a 403, idle timeout): the
// router registers its navigate function at start.
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}
