// The stepper: one step per group of sections, and which step holds a field (for the change
// marks and for the server's field errors).
import type { PengkinianSection } from '../../api/generated/model';
import { messages } from './messages';

export interface StepDef {
  id: string;
  title: string;
  sections: readonly PengkinianSection[];
}

const s = messages.steps;

export const STEPS: readonly StepDef[] = [
  { id: 'identitas', title: s.identity, sections: ['Identity'] },
  { id: 'alamat-ktp', title: s.idCardAddress, sections: ['IdCarddAddress'] },
  { id: 'domisili', title: s.currentAddress, sections: ['CurrentAddress'] },
  { id: 'pekerjaan', title: s.work, sections: ['WorkingData', 'WorkingAddress'] },
  { id: 'keuangan', title: s.finance, sections: ['FinancialData'] },
  { id: 'kontak', title: s.contact, sections: ['data_email', 'data_hp', 'Corespondency'] },
];

/** The section of a form path ('CurrentAddress.postal_code' -> 'CurrentAddress'). */
export function sectionOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/** Index of the step holding a form path; the document belongs to the identity step. */
export function stepOfPath(path: string): number {
  const section = path === 'id_document_id' ? 'Identity' : sectionOf(path);
  const index = STEPS.findIndex((step) => (step.sections as readonly string[]).includes(section));
  return index;
}

/** Indexes of the steps with at least one changed path. */
export function stepsWithChanges(changed: ReadonlySet<string>): Set<number> {
  const steps = new Set<number>();
  for (const path of changed) {
    const index = stepOfPath(path);
    if (index >= 0) steps.add(index);
  }
  return steps;
}
