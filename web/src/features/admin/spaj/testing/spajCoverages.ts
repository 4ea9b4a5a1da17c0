// The products of the underwriting desk's applications: a 20-year term life (Dewi's, Budi's
// son's, Agus's), the same with a critical illness rider (Rina's), and a whole life with an odd
// premium, 25% of which is not whole rupiah (Fajar's).
import type { SpajCoverage } from '../../../../api/generated/model';

export const termCoverage: SpajCoverage = {
  product_code: 'SPJ20',
  product_name: 'Sentosa Proteksi Jiwa 20',
  product_type: 'TERM_LIFE',
  sum_assured: 1_000_000_000,
  premium: 450_000,
  premium_frequency: 'MONTHLY',
  term_years: 20,
  riders: [],
  benefits: ['Uang pertanggungan bila tertanggung meninggal dunia dalam masa asuransi.'],
};

/** With a critical illness rider (Rina's). */
export const riderCoverage: SpajCoverage = {
  ...termCoverage,
  riders: [{ name: 'Sentosa Penyakit Kritis', sum_assured: 250_000_000, premium: 85_000 }],
};

/** An odd main premium (Fajar's whole life): 25% of it is not whole rupiah. */
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
