// 'Keluar' of the SPAJ pages: after a confirmation, spaj/logout ends the SPAJ session on the
// server, the tab forgets it and its answers, and the applicant goes to the SPAJ entry (a
// signed-in customer, whose own session goes on, to their list of applications; beside the
// portal's own 'Keluar' the button says 'Tutup SPAJ ini').
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { requestOptions } from '../../../api/fetcher';
import { logoutSpaj } from '../../../api/generated/endpoints/spaj/spaj';
import { confirm } from '../../../components/confirm';
import { IconLogout } from '../../../components/icons';
import { showToast } from '../../../components/toast';
import { useAuth } from '../../../shared/authStore';
import { leaveSpajSession, type SpajSessionState } from '../../../shared/spajSession';
import { messages } from '../messages';
import { SPAJ_ENTRY_PATH, SPAJ_POLIS_PATH } from '../paths';

/** The query keys of what a SPAJ session read (spaj/detail, spaj/payment/info). */
export const SPAJ_QUERY_ROOTS = ['/spaj/detail', '/spaj/payment/info'];

export function SpajLogout({ session }: { session: SpajSessionState }) {
  const client = useQueryClient();
  const { authenticated } = useAuth();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const ok = await confirm({ title: messages.logoutTitle, message: messages.logoutConfirm });
    if (!ok) return;
    setBusy(true);
    try {
      await logoutSpaj(requestOptions({ accessToken: session.token, popup: false }));
    } catch {
      // The session ends in this tab anyway; the server also ends it after 15 idle minutes.
    }
    SPAJ_QUERY_ROOTS.forEach((root) => client.removeQueries({ queryKey: [root] }));
    showToast({ message: messages.loggedOut, variant: 'success' });
    leaveSpajSession(session, authenticated ? SPAJ_POLIS_PATH : SPAJ_ENTRY_PATH);
  };
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm spaj-logout"
      disabled={busy}
      onClick={() => void onClick()}
    >
      <IconLogout aria-hidden="true" className="me-1" />
      {busy ? messages.logoutBusy : authenticated ? messages.closeSpaj : messages.logout}
    </button>
  );
}
