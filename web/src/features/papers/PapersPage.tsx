// Route screen of policy-papers (/polis/dokumen, 'Dokumen Polis'): every issued policy of the
// customer with its documents to download and its statement form. `?policy=` (the link from
// Data Polis) brings that policy's card into view.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useListPolicyPapers } from '../../api/generated/endpoints/papers/papers';
import { mapLoadable, toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { policyFromSearch } from '../../shared/policyLink';
import { PolicyPapersCard, policyCardId } from './components/PolicyPapersCard';
import { EmptyPapers, PapersSkeleton } from './components/States';
import { messages } from './messages';
import { VERIFY_PATH } from './paths';
import './papers.css';

export default function PapersPage() {
  const query = useListPolicyPapers();
  const list = mapLoadable(toLoadable(query), (body) => body.policies);
  const [search] = useSearchParams();
  const named = policyFromSearch(search);
  const loaded = list.state === 'success';

  useEffect(() => {
    if (!loaded || !named) return;
    const card = document.getElementById(policyCardId(named));
    if (!card || card.previousElementSibling === null) return;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [loaded, named]);

  return (
    <div className="papers-page">
      <p className="papers-intro">
        {messages.intro}{' '}
        <Link to={VERIFY_PATH} className="text-nowrap">
          {messages.verifyLink}
        </Link>
      </p>
      {list.state === 'loading' && <PapersSkeleton />}
      {list.state === 'error' && (
        <InlineError message={messages.list.error} onRetry={() => void query.refetch()} />
      )}
      {list.state === 'success' &&
        (list.data.length === 0 ? (
          <EmptyPapers />
        ) : (
          <div className="papers-list">
            {list.data.map((policy) => (
              <PolicyPapersCard
                key={policy.policy_number}
                policy={policy}
                target={policy.policy_number === named}
              />
            ))}
          </div>
        ))}
    </div>
  );
}
