// The application of the tab's SPAJ session (spaj/detail with its token). Read again when the
// applicant comes back to the tab (window focus) and on 'Perbarui status', not on a timer:
// what changes here is the underwriter's work, which takes hours or days, and a timer would
// keep the server's 15-minute idle timeout from ever ending a forgotten session. Each answer
// records the offer's state in the auth store (the SPAJ approval).
import { useEffect } from 'react';
import { useGetSpaj } from '../../api/generated/endpoints/spaj/spaj';
import { setSpajApproval, spajRequest, type SpajSessionState } from '../../shared/spajSession';

export function useSpajDetail(session: SpajSessionState, spajNumber = session.spajNumber) {
  const query = useGetSpaj(
    { spaj_number: spajNumber },
    {
      query: { refetchOnWindowFocus: true, staleTime: 30_000 },
      // Failures show on the page (403 still ends the SPAJ session, through its own handler).
      request: spajRequest(session, { quiet: true }),
    },
  );
  const detail = query.data?.status === 200 ? query.data.data : undefined;
  const approval = detail?.offer?.status ?? null;
  useEffect(() => {
    if (detail) setSpajApproval(detail.spaj_number, approval);
  }, [detail, approval]);
  return query;
}
