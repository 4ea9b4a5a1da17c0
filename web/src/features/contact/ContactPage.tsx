// Route screen of contact-us.
import { useGetCompanyProfile } from '../../api/generated/endpoints/info/info';
import { ContactView } from './components/ContactView';
import { toLoadable } from './loadable';

export default function ContactPage() {
  const query = useGetCompanyProfile({ query: { staleTime: 10 * 60_000 } });
  return <ContactView profile={toLoadable(query)} onRetry={() => void query.refetch()} />;
}
