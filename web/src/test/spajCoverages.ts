// The products of the demo's insurance applications (SPAJ), shared by the customer's SPAJ pages
// and the underwriting desk: a 20-year term life, the same with a critical illness rider, and a
// whole life with an odd premium, 25% of which is not whole rupiah.
import type { SpajCoverage } from '../api/generated/model';

export const termCoverage: SpajCoverage = {
  product_code: 'SPJ20',
  product_name: 'Sentosa Proteksi Jiwa 20',
  product_type: 'TERM_LIFE',
  sum_assured: 1_000_000_000,
  premium: 450_000,
  premium_frequency: 'MONTHLY',
  term_years: 20,
  riders: [],
  benefits: [
    'Uang pertanggungan Rp 1.000.000.000 bila tertanggung meninggal dunia dalam masa asuransi.',
    'Bebas premi bila tertanggung cacat tetap total.',
  ],
};

/** With a critical illness rider. */
export const criticalCoverage: SpajCoverage = {
  ...termCoverage,
  riders: [{ name: 'Sentosa Penyakit Kritis', sum_assured: 250_000_000, premium: 85_000 }],
  benefits: [
    ...termCoverage.benefits,
    'Santunan penyakit kritis Rp 250.000.000 (asuransi tambahan).',
  ],
};

/** An odd main premium: 25% of it is not whole rupiah. */
export const wholeLifeCoverage: SpajCoverage = {
  product_code: 'SWA99',
  product_name: 'Sentosa Warisan Abadi',
  product_type: 'WHOLE_LIFE',
  sum_assured: 500_000_000,
  premium: 612_345,
  premium_frequency: 'MONTHLY',
  term_years: 99,
  riders: [{ name: 'Sentosa Rawat Inap', sum_assured: 50_000_000, premium: 40_000 }],
  benefits: ['Uang pertanggungan seumur hidup.'],
};
