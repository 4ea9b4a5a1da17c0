// What a Pengkinian Data submission changes, one table per section: the field, the value
// before and the value after, side by side (on a phone each field stacks, labelled).
// Used by the customer's history and by the staff review desk.
import type { FieldChange } from '../api/generated/model';
import './Kyc.css';
import { componentMessages } from './messages';

const m = componentMessages.kyc;

export interface KycChangeGroup {
  section: string;
  /** The section's Indonesian name. */
  label: string;
  changes: FieldChange[];
}

function Value({ value }: { value: string | null }) {
  return value === null || value === '' ? (
    <span className="text-body-secondary fst-italic">{m.empty}</span>
  ) : (
    <>{value}</>
  );
}

export function KycChanges({
  groups,
  headingLevel = 3,
}: {
  groups: KycChangeGroup[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="kyc-changes">
      {groups.map((group) => {
        const id = `kyc-changes-${group.section}`;
        return (
          <section key={group.section} aria-labelledby={id} className="kyc-changes__group">
            <Heading id={id} className="h6 kyc-changes__title">
              {group.label}
            </Heading>
            <table className="table table-sm kyc-changes__table mb-0">
              <caption className="visually-hidden">{m.changesOf(group.label)}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.field}</th>
                  <th scope="col">{m.before}</th>
                  <th scope="col">{m.after}</th>
                </tr>
              </thead>
              <tbody>
                {group.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.label}</th>
                    <td data-label={m.before} className="kyc-changes__old">
                      <Value value={change.old_value} />
                    </td>
                    <td data-label={m.after} className="kyc-changes__new">
                      <Value value={change.new_value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
