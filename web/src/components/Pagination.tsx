// 'Halaman X dari Y' with previous and next; hidden when everything fits on one page; and
// what a page past the last one shows. One
// component for every paged list (transaction history, KYC history, the review queue); each
// names its own navigation (`label`) and may add its own class for spacing.
import { componentMessages } from './messages';
import './Pagination.css';

const m = componentMessages.pagination;

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name, e.g. 'Halaman riwayat transaksi'. */
  label: string;
  className?: string;
}

/** A page past the last one (the list shrank, or a typed address): say so, offer page 1. */
export function PastLastPage({
  message,
  onFirstPage,
  className,
}: {
  message: string;
  onFirstPage: () => void;
  className?: string;
}) {
  return (
    <div className={`text-center py-3 ${className ?? ''}`.trim()}>
      <p className="fw-semibold">{message}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onFirstPage}>
        {m.firstPage}
      </button>
    </div>
  );
}

export function Pagination({ page, pages, onPage, label, className }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={`portal-pagination ${className ?? ''}`.trim()} aria-label={label}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <span aria-hidden="true">‹ </span>
        {m.previous}
      </button>
      <span className="portal-pagination__status" aria-current="page">
        {m.pageOf(Math.min(page, pages), pages)}
      </span>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {m.next}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
