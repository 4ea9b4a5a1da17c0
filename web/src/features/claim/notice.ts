// A notice the claim pages hand to the detail page through the navigation state ('Dokumen
// terkirim', 'not waiting for documents'), shown once: the page drops it from the history
// entry, so a reload does not show it again.
export interface NoticeState {
  notice: string;
  variant?: 'success' | 'info' | 'warning';
}

export function noticeOf(state: unknown): NoticeState | null {
  const value = state as Partial<NoticeState> | null | undefined;
  return typeof value?.notice === 'string' && value.notice
    ? { notice: value.notice, variant: value.variant ?? 'info' }
    : null;
}
