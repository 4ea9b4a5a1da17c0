// One issued policy's documents: the e-polis, the premium certificates for tax (newest year
// first, as the server lists them), the health cards of its members, and the statement form.
import { useId, type ReactNode } from 'react';
import {
  getEpolicy,
  getHealthCardPdf,
  getTaxCertificate,
} from '../../../api/generated/endpoints/papers/papers';
import type { PolicyPaper, PolicyPapers } from '../../../api/generated/model';
import { PolicyStatusBadge } from '../../../components/PolicyStatusBadge';
import { messages } from '../messages';
import { PaperRow } from './PaperRow';
import { StatementForm } from './StatementForm';

const g = messages.groups;
const names = messages.download.name;

/** The card's element id, so `?policy=` can bring it into view. */
export const policyCardId = (policyNumber: string) => `dokumen-${policyNumber}`;

function EpolicyRow({ policyNumber, paper }: { policyNumber: string; paper: PolicyPaper }) {
  return (
    <PaperRow
      title={paper.title}
      fileName={paper.file_name}
      sizeBytes={paper.size_bytes}
      name={names('EPOLICY')}
      call={(init) => getEpolicy({ policy_number: policyNumber }, init)}
    />
  );
}

function TaxRow({ policyNumber, paper }: { policyNumber: string; paper: PolicyPaper }) {
  const year = paper.year ?? 0;
  return (
    <PaperRow
      title={paper.title}
      fileName={paper.file_name}
      sizeBytes={paper.size_bytes}
      name={`${names('TAX_CERTIFICATE')} ${year}`}
      call={(init) => getTaxCertificate({ policy_number: policyNumber, year }, init)}
    />
  );
}

function CardRow({ paper }: { paper: PolicyPaper }) {
  const card = paper.card_number ?? '';
  const member = paper.member_name ?? '';
  return (
    <PaperRow
      title={member || paper.title}
      fullTitle={member ? `${paper.title} ${member}` : paper.title}
      detail={card}
      fileName={paper.file_name}
      sizeBytes={paper.size_bytes}
      name={member ? `${names('HEALTH_CARD')} ${member}` : names('HEALTH_CARD')}
      call={(init) => getHealthCardPdf({ card_number: card }, init)}
    />
  );
}

export function PolicyPapersCard({
  policy,
  target = false,
}: {
  policy: PolicyPapers;
  /** The policy the address names (`?policy=`): its card takes the focus. */
  target?: boolean;
}) {
  const titleId = useId();
  const no = policy.policy_number;
  const of = (kind: PolicyPaper['kind']) => policy.papers.filter((paper) => paper.kind === kind);
  const epolicy = of('EPOLICY');
  const tax = of('TAX_CERTIFICATE');
  const cards = of('HEALTH_CARD');
  return (
    <section
      id={policyCardId(no)}
      className="paper-policy card border-0 shadow-sm"
      aria-labelledby={titleId}
      tabIndex={target ? -1 : undefined}
    >
      <div className="card-body p-3 p-md-4">
        <div className="paper-policy__head">
          <div className="me-auto">
            <h2 id={titleId} className="paper-policy__title">
              {policy.product_name}
            </h2>
            <p className="paper-policy__number">
              <span className="visually-hidden">{messages.list.policyNumber}: </span>
              {no}
            </p>
          </div>
          <PolicyStatusBadge status={policy.status} label={policy.status_desc} />
        </div>
        <div className="paper-policy__body">
          <div className="paper-policy__papers">
            {epolicy.length > 0 && (
              <ul className="paper-list" aria-label={g.epolicy}>
                {epolicy.map((paper) => (
                  <EpolicyRow key={paper.file_name} policyNumber={no} paper={paper} />
                ))}
              </ul>
            )}
            <PaperGroup title={g.tax} hint={g.taxHint}>
              {tax.length === 0 ? (
                <p className="paper-group__none">{g.taxNone}</p>
              ) : (
                <ul className="paper-list">
                  {tax.map((paper) => (
                    <TaxRow key={paper.file_name} policyNumber={no} paper={paper} />
                  ))}
                </ul>
              )}
            </PaperGroup>
            {cards.length > 0 && (
              <PaperGroup title={g.cards} hint={g.cardsHint}>
                <ul className="paper-list">
                  {cards.map((paper) => (
                    <CardRow key={paper.file_name} paper={paper} />
                  ))}
                </ul>
              </PaperGroup>
            )}
          </div>
          <StatementForm policyNumber={no} range={policy.statement} />
        </div>
      </div>
    </section>
  );
}

function PaperGroup({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="paper-group" aria-labelledby={id}>
      <h3 id={id} className="paper-group__title">
        {title}
      </h3>
      <p className="paper-group__hint">{hint}</p>
      {children}
    </section>
  );
}
