// Test arrangement for the journeys that pay a premium after the suite's earlier files paid
// every bill of the demo: 30-premium-payment pays Budi's overdue bill and 31-ewallet-payment
// the next one, so on a project's server a later journey finds nothing to pay. `ensureUnpaidBill`
// issues the following quarter's bill of the policy in the project's database (what the
// insurer's billing would do) only when the policy has no unpaid bill left; run alone, on a
// fresh server, the file pays the demo's own overdue bill. The portal has no billing run of its
// own to call, hence the direct write (the server reads the database on every request).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { projectDir, REPO_ROOT, type ProjectName } from './run';

const SCRIPT = `
import os, sys
from datetime import timedelta
from sqlalchemy import select
from server import db
from server.payment.models import BillStatus, PremiumBill
from server.policy.models import Policy

def months_later(day, months):
    month = day.month - 1 + months
    return day.replace(year=day.year + month // 12, month=month % 12 + 1)

db.configure(os.environ["DATABASE_URL"], pool_size=1)
with db.transaction() as session:
    policy = session.scalars(select(Policy).where(Policy.policy_number == sys.argv[1])).one()
    bills = session.scalars(
        select(PremiumBill).where(PremiumBill.policy_id == policy.id).order_by(PremiumBill.due_date)
    ).all()
    if any(b.status == BillStatus.UNPAID for b in bills):
        print("unpaid bill present")
    else:
        last = bills[-1]
        start = last.period_end + timedelta(days=1)
        end = months_later(start, 3) - timedelta(days=1)
        session.add(PremiumBill(
            bill_number=f"TG-{policy.policy_number}-{start:%Y%m}", policy_id=policy.id,
            period_start=start, period_end=end, due_date=start, amount=last.amount,
            status=BillStatus.UNPAID,
        ))
        print(f"issued the bill due {start}")
`;

/** Makes sure `policyNumber` has an unpaid bill on the project's server; says what it did. */
export function ensureUnpaidBill(project: ProjectName, policyNumber: string): string {
  return execFileSync(join(REPO_ROOT, '.venv', 'bin', 'python'), ['-c', SCRIPT, policyNumber], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:///${join(projectDir(project), 'portal.sqlite3')}`,
    },
  }).trim();
}
