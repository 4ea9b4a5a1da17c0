// confirm(options): Promise<boolean> — the confirmation modal of docs/product.md
// P4.7: static backdrop, no keyboard close by default, labels OK / TIDAK; resolves
// true on OK and false on close; removed 2000 ms after it is hidden. Before it shows, the
// company profile is fetched so `<key>` placeholders in its text are replaced.
import { getCachedCompanyProfile, loadCompanyProfile } from '../api/companyProfile';
import type { CompanyProfile } from '../api/generated/model/companyProfile';
import { createStore } from '../lib/store';
import { componentMessages } from './messages';

export interface ConfirmOptions {
  title?: string;
  message: string;
  okLabel?: string;
  cancelLabel?: string;
  /** Close with Escape (false by default). */
  keyboard?: boolean;
  /** 'static' (default): a click on the backdrop does not close. */
  backdrop?: 'static' | true;
  okVariant?: 'primary' | 'danger' | 'warning';
  size?: 'sm' | 'lg';
  /** Show only the OK button. */
  okOnly?: boolean;
}

export interface ConfirmEntry {
  id: number;
  options: Required<Pick<ConfirmOptions, 'okLabel' | 'cancelLabel' | 'keyboard' | 'backdrop'>> &
    ConfirmOptions;
  profile: CompanyProfile | null;
  show: boolean;
}

/** Delay between hiding a confirmation modal and removing it (docs/product.md P9). */
export const CONFIRM_REMOVAL_DELAY_MS = 2000;

const entries = createStore<ConfirmEntry[]>([]);
const resolvers = new Map<number, (value: boolean) => void>();
let nextId = 1;

export const getConfirmEntries = entries.get;
export const subscribeConfirm = entries.subscribe;

export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const profile = (await loadCompanyProfile()) ?? getCachedCompanyProfile();
  const id = nextId++;
  const entry: ConfirmEntry = {
    id,
    profile,
    show: true,
    options: {
      okLabel: componentMessages.ok,
      cancelLabel: componentMessages.cancel,
      keyboard: false,
      backdrop: 'static',
      ...options,
    },
  };
  return new Promise<boolean>((resolve) => {
    resolvers.set(id, resolve);
    entries.set([...entries.get(), entry]);
  });
}

/** OK (true) or close (false): hides the modal, resolves, and removes it 2000 ms later. */
export function settleConfirm(id: number, value: boolean): void {
  const resolve = resolvers.get(id);
  if (!resolve) return;
  resolvers.delete(id);
  entries.set(entries.get().map((entry) => (entry.id === id ? { ...entry, show: false } : entry)));
  resolve(value);
  setTimeout(() => {
    entries.set(entries.get().filter((entry) => entry.id !== id));
  }, CONFIRM_REMOVAL_DELAY_MS);
}
