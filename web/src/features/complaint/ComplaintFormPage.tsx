// Route screen of pengaduan-baru ('Ajukan Pengaduan'): the complaint form. The customer's
// policies (GET /policy/list) fill the Polis choice; while they load, or should they fail,
// the form still takes a complaint not about one policy.
import { useListPolicies } from '../../api/generated/endpoints/policy/policy';
import { toLoadable } from '../../api/loadable';
import { ComplaintForm } from './components/ComplaintForm';
import { messages } from './messages';
import './complaint.css';

const m = messages.form;

export default function ComplaintFormPage() {
  const query = useListPolicies({ request: { quiet: true } });
  const policies = toLoadable(query);
  return (
    <div className="adu-page">
      <p className="text-body-secondary">{m.intro}</p>
      <section className="card border-0 shadow-sm" aria-label={m.label}>
        <div className="card-body p-3 p-md-4">
          <ComplaintForm
            policies={policies.state === 'success' ? policies.data.data : null}
            policiesNote={
              policies.state === 'loading'
                ? m.policyLoading
                : policies.state === 'error'
                  ? m.policyError
                  : null
            }
          />
        </div>
      </section>
    </div>
  );
}
