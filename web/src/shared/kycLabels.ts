// Indonesian names of the Pengkinian Data sections and the warnings a
// customer may confirm, shared by the customer's history page and the staff review desk
// (features never import each other). The contract's enums are the keys, so a new value in
// the contract fails the type check here.
import type { DataWarningCode, PengkinianSection } from '../api/generated/model';

/** The sections in the order of the form (docs/product.md P3.4). */
export const SECTION_ORDER: readonly PengkinianSection[] = [
  'Identity',
  'IdCarddAddress',
  'CurrentAddress',
  'WorkingAddress',
  'Corespondency',
  'WorkingData',
  'FinancialData',
  'data_email',
  'data_hp',
];

export const sectionLabels: Record<PengkinianSection, string> = {
  Identity: 'Data Identitas',
  IdCarddAddress: 'Alamat sesuai KTP',
  CurrentAddress: 'Alamat Domisili',
  WorkingAddress: 'Alamat Kantor',
  Corespondency: 'Alamat Korespondensi',
  WorkingData: 'Data Pekerjaan',
  FinancialData: 'Data Keuangan',
  data_email: 'Email',
  data_hp: 'Nomor Ponsel',
};

export const warningLabels: Record<DataWarningCode, string> = {
  NIK_REGION_MISMATCH: 'Kode wilayah NIK berbeda dengan alamat KTP',
  NIK_BIRTH_DATE_MISMATCH: 'Tanggal lahir pada NIK berbeda dengan tanggal lahir',
};

/** The sections of a submission in form order, as their names. */
export function sectionNames(sections: readonly PengkinianSection[]): string[] {
  return SECTION_ORDER.filter((s) => sections.includes(s)).map((s) => sectionLabels[s]);
}

export interface ChangeGroup<C extends { section: PengkinianSection }> {
  section: PengkinianSection;
  label: string;
  changes: C[];
}

/** The changed fields grouped by section, sections in form order, with their names. */
export function groupChanges<C extends { section: PengkinianSection }>(
  changes: readonly C[],
): ChangeGroup<C>[] {
  return SECTION_ORDER.flatMap((section) => {
    const inSection = changes.filter((c) => c.section === section);
    return inSection.length ? [{ section, label: sectionLabels[section], changes: inSection }] : [];
  });
}
