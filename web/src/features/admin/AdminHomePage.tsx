// Route screen of admin-home: where an admin session lands (the admin layout). It says who
// is signed in and the session rule; the staff desks of the later areas start from here.
import { useGetConfig } from '../../api/generated/endpoints/info/info';
import { useAuth } from '../../shared/authStore';
import { BannerDesk } from './banner/BannerDesk';
import { ClaimDesk } from './claim/components/ClaimDesk';
import { ComplaintDesk } from './complaint/components/ComplaintDesk';
import { KycDesk } from './pengkinian/components/KycDesk';
import { NoticeDesk } from './notice/components/NoticeDesk';
import { PrivacyDesk } from './privacy/components/PrivacyDesk';
import { RefundDesk } from './refund/components/RefundDesk';
import { SpajDesk } from './spaj/components/SpajDesk';
import { messages } from './messages';

const DEFAULT_IDLE_SECONDS = 900;

export default function AdminHomePage() {
  const { user } = useAuth();
  const config = useGetConfig();
  const idleMinutes = Math.round(
    (config.data?.data.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS) / 60,
  );
  const name = user?.display_name || user?.userName || '';
  return (
    <div className="admin-home">
      <p className="lead mb-1">{messages.welcome(name)}</p>
      <p className="text-body-secondary">{messages.intro}</p>
      <KycDesk />
      <ClaimDesk />
      <SpajDesk />
      <RefundDesk />
      <ComplaintDesk />
      <PrivacyDesk />
      <NoticeDesk />
      <BannerDesk />
      <section className="card mt-4" aria-labelledby="admin-account">
        <div className="card-body">
          <h2 id="admin-account" className="h5 card-title">
            {messages.account}
          </h2>
          <dl className="row mb-0">
            {name !== user?.userName && (
              <>
                <dt className="col-sm-4">{messages.name}</dt>
                <dd className="col-sm-8">{name}</dd>
              </>
            )}
            <dt className="col-sm-4">{messages.userName}</dt>
            <dd className="col-sm-8">{user?.userName}</dd>
            <dt className="col-sm-4">{messages.role}</dt>
            <dd className="col-sm-8">{messages.roleAdmin}</dd>
            <dt className="col-sm-4">{messages.session}</dt>
            <dd className="col-sm-8 mb-0">{messages.idle(idleMinutes)}</dd>
          </dl>
        </div>
      </section>
    </div>
  );
}
