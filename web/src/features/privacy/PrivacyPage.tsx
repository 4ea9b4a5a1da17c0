// Route screen of privacy ('Privasi dan Data Pribadi', /privasi; the server's notices link
// here): the customer's rights over their personal data (UU 27/2022) from GET
// /privacy/overview, in three sections: the copies of their data, their consents with the
// proof, and their requests with the deadlines. While a copy is being prepared the overview is
// asked again every few seconds, until none is (leaving the page stops it). A quiet call: its
// failure shows here with 'Coba lagi' (a 403 still ends the session).
import { errorMessageOf } from '../../api/errors';
import { useGetPrivacyOverview } from '../../api/generated/endpoints/privacy/privacy';
import type { PrivacyOverview } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { ConsentSection } from './components/ConsentSection';
import { ExportSection } from './components/ExportSection';
import { RequestSection } from './components/RequestSection';
import { messages } from './messages';
import './privacy.css';

/** How often the overview is asked again while a copy is being prepared. */
export const PREPARING_POLL_MS = 4000;

const preparing = (overview: PrivacyOverview | undefined) =>
  overview?.exports.some((e) => e.status === 'PREPARING') ?? false;

export default function PrivacyPage() {
  const query = useGetPrivacyOverview({
    query: {
      refetchInterval: (q) =>
        q.state.data?.status === 200 && preparing(q.state.data.data) ? PREPARING_POLL_MS : false,
    },
    request: { quiet: true },
  });
  const overview = toLoadable(query);
  return (
    <div className="pv-page">
      <p className="pv-muted">{messages.intro}</p>
      {overview.state === 'loading' && <PageLoader label={messages.loading} />}
      {overview.state === 'error' && (
        <InlineError
          message={query.error ? errorMessageOf(query.error) : messages.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {overview.state === 'success' && (
        <>
          <ExportSection exports={overview.data.exports} />
          <ConsentSection consents={overview.data.consents} />
          <RequestSection requests={overview.data.requests} />
        </>
      )}
    </div>
  );
}
