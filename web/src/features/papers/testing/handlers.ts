// MSW handlers of the papers endpoints answering like the server: the list, each document as
// a PDF of its listed size with Content-Length and Content-Disposition, the statement's
// period rules (422 with the server's sentences), and the verification of a code (404 for an
// unknown one). Plus the states a download passes through: stalled midway, without a size,
// cut off. No artificial delay.
import { http, HttpResponse } from 'msw';
import type {
  PaperVerification,
  PolicyPaper,
  PolicyPapersList,
} from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { earliestFrom } from '../statementPeriod';
import { DEMO_TODAY, NOT_VERIFIED_MESSAGE, papersList, verifications } from './fixtures';

export const POLICY_NOT_FOUND = 'Polis tidak ditemukan.';
export const CARD_NOT_FOUND = 'Kartu kesehatan tidak ditemukan.';
/** The server's sentences of the period rules (server/transaction/messages.py). */
export const FROM_AFTER_TO = 'Tanggal awal tidak boleh setelah tanggal akhir.';
export const FROM_AFTER_TODAY = 'Tanggal awal tidak boleh setelah hari ini.';
export const TOO_LONG = 'Periode riwayat transaksi paling panjang 5 tahun.';
export const noPremium = (year: number) =>
  `Tidak ada premi yang dibayar untuk polis ini pada tahun ${year}.`;

const encoder = new TextEncoder();

/** A PDF-looking body of exactly `size` bytes. */
export function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(encoder.encode('%PDF-1.4\n').subarray(0, size));
  if (size > 16) bytes.set(encoder.encode('%%EOF\n'), size - 6);
  return bytes;
}

/** The CSV of a statement, as the server writes it (BOM, semicolons, DD/MM/YYYY). */
export const STATEMENT_CSV =
  '\ufeffTanggal;Nomor Transaksi;Jenis;Keterangan;Dibayar (Rp);Diterima (Rp)\r\n15/01/2026;TRX-20260115-0001;Pembayaran Premi;Premi Januari 2026;750000;\r\n';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** A document not printed yet (no size listed) downloads as some 31 KB. */
const UNLISTED_SIZE = 31_077;

function pdf(fileName: string, listed: number | null) {
  const size = listed ?? UNLISTED_SIZE;
  return new HttpResponse(pdfBytes(size), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': attachment(fileName),
      'Cache-Control': 'no-store',
    },
  });
}

const compact = (day: string) => day.replaceAll('-', '');

export interface PapersHandlerOptions {
  list?: PolicyPapersList;
  verified?: Record<string, PaperVerification>;
  /** The server's today (WIB), for the statement's rules. */
  today?: string;
}

export function papersHandlers({
  list = papersList,
  verified = verifications,
  today = DEMO_TODAY,
}: PapersHandlerOptions = {}) {
  const papers = list.policies.flatMap((policy) =>
    policy.papers.map((paper) => ({ policy: policy.policy_number, paper })),
  );
  const find = (match: (policy: string, paper: PolicyPaper) => boolean) =>
    papers.find(({ policy, paper }) => match(policy, paper))?.paper;
  const known = (no: string | null) => list.policies.some((p) => p.policy_number === no);
  return [
    http.get('*/policy/documents', () => HttpResponse.json(list)),
    http.get('*/policy/epolicy', ({ request }) => {
      const no = new URL(request.url).searchParams.get('policy_number');
      const found = find((policy, paper) => policy === no && paper.kind === 'EPOLICY');
      return found ? pdf(found.file_name, found.size_bytes) : problem(404, POLICY_NOT_FOUND);
    }),
    http.get('*/policy/taxCertificate', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const no = query.get('policy_number');
      const year = Number(query.get('year'));
      if (!known(no)) return problem(404, POLICY_NOT_FOUND);
      const found = find(
        (policy, paper) => policy === no && paper.kind === 'TAX_CERTIFICATE' && paper.year === year,
      );
      return found ? pdf(found.file_name, found.size_bytes) : problem(422, noPremium(year));
    }),
    http.get('*/policy/healthCard', ({ request }) => {
      const card = new URL(request.url).searchParams.get('card_number');
      const found = find((_, paper) => paper.kind === 'HEALTH_CARD' && paper.card_number === card);
      return found ? pdf(found.file_name, found.size_bytes) : problem(404, CARD_NOT_FOUND);
    }),
    http.get('*/transaction/statement', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const no = query.get('policy_number') ?? '';
      if (!known(no)) return problem(404, POLICY_NOT_FOUND);
      const to = query.get('date_to') ?? today;
      const from = query.get('date_from') ?? earliestFrom(to, 1);
      if (from > to) return problem(422, query.has('date_to') ? FROM_AFTER_TO : FROM_AFTER_TODAY);
      if (from < earliestFrom(to, 5)) return problem(422, TOO_LONG);
      const name = `laporan-transaksi-${no}-${compact(from)}-${compact(to)}`;
      if (query.get('format') === 'csv') {
        return new HttpResponse(STATEMENT_CSV, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': attachment(`${name}.csv`),
          },
        });
      }
      return pdf(`${name}.pdf`, 35120);
    }),
    http.get('*/document/verify/:code', ({ params }) => {
      const found = verified[String(params.code)];
      return found ? HttpResponse.json(found) : problem(404, NOT_VERIFIED_MESSAGE);
    }),
  ];
}

/**
 * A download that stops midway and never ends: `sent` of `total` bytes arrived (the progress
 * bar stays at that percentage), or, without `total`, no Content-Length (no percentage).
 */
export function stalledDownload(
  path: string,
  { fileName, sent, total }: { fileName: string; sent: number; total?: number },
) {
  return http.get(path, () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(pdfBytes(sent));
      },
    });
    const headers: Record<string, string> = {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(fileName),
    };
    if (total !== undefined) headers['Content-Length'] = String(total);
    return new HttpResponse(body, { headers });
  });
}

/** A download whose connection fails (no answer at all). */
export function brokenDownload(path: string) {
  return http.get(path, () => HttpResponse.error());
}
