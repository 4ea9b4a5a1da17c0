// The demo data as the servers of this run seeded it: its dates are reckoned from the day
// the database is seeded (server/seed/calendar.py), so the tests read them from the
// server's own account of them (`python -m server.seed.facts`) instead of writing dates
// the calendar would overtake.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './run';

interface DemoFacts {
  today: string;
  budi: {
    healthPolicy: string;
    unitLinkPolicy: string;
    overdueBill: { billId: string; dueDate: string; periodStartText: string; graceEndText: string };
    nextBill: { billId: string; dueDate: string; dueDateText: string };
    portalPayment: string;
    transactions: string[];
    /** Budi's Pengkinian Data submissions in the demo (KYC registration numbers). */
    kyc: { pending: string; approved: string };
    /** Budi's recovery e-mail (Pengaturan), where a forgotten password's code may go. */
    recoveryEmail: string;
    /** Budi's demo claims by status (claim numbers; two paid ones). */
    claims: {
      PAID: string[];
      REJECTED: string;
      APPROVED: string;
      DOCUMENTS_REQUESTED: string;
      ANALYSIS: string;
      SUBMITTED: string;
    };
  };
  /** The demo's insurance applications (server/seed/facts.py `spaj`). */
  spaj: {
    dewi: SpajApplicant & {
      requirements: { document: number; question: number };
      documentTitle: string;
      questionTitle: string;
    };
    rina: SpajApplicant & {
      userName: string;
      offer: {
        basePremium: number;
        extraPremium: number;
        finalPremium: number;
        loadingPercent: number;
        loadingReason: string;
        exclusionTitle: string;
        validUntil: string;
      };
    };
    agus: SpajApplicant & { policyNumber: string; amount: number };
    budi: SpajApplicant & { insuredName: string };
    fajar: SpajApplicant;
  };
  /** Budi's home in Tebet and the nearest partner where his health cards are cashless. */
  hospitals: {
    location: { latitude: number; longitude: number };
    nearTebetCashless: { hospitalId: string; name: string };
  };
}

interface SpajApplicant {
  spajNumber: string;
  name: string;
  nik: string;
  /** yyyy-mm-dd */
  birthDate: string;
  phone: string;
  email: string;
  productName: string;
  status: string;
}

const python = join(REPO_ROOT, '.venv', 'bin', 'python');

export const DEMO: DemoFacts = JSON.parse(
  execFileSync(python, ['-m', 'server.seed.facts'], { cwd: REPO_ROOT, encoding: 'utf8' }),
) as DemoFacts;

const dayMonth = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-10-01' → '1 Okt', as a bill's period starts in the web app ('1 Okt – 31 Des 2026'). */
export function periodStart(iso: string): string {
  return dayMonth.format(new Date(`${iso}T00:00:00Z`));
}
