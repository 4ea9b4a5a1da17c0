// Route screen of contact-us.
import { useGetCompanyProfile } from '../../api/generated/endpoints/info/info';
import { toLoadable } from '../../api/loadable';
import { ContactView } from './components/ContactView';

export default function ContactPage() {
  const query = useGetCompanyProfile({ query: { staleTime: 10 * 60_000 } });
  return <ContactView profile={toLoadable(query)} onRetry={() => void query.refetch()} />;
}
