// 'Halaman X dari Y' with previous and next; hidden when everything fits on one page.
import { messages } from '../messages';

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="kyc-pagination" aria-label={messages.pagination.label}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <span aria-hidden="true">‹ </span>
        {messages.pagination.previous}
      </button>
      <span aria-current="page">{messages.pagination.pageOf(Math.min(page, pages), pages)}</span>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {messages.pagination.next}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
