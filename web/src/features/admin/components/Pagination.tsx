// 'Halaman X dari Y' with previous and next; hidden when everything fits on one page.
import { kycMessages } from '../kycMessages';

const m = kycMessages.pagination;

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={m.label}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <span aria-hidden="true">‹ </span>
        {m.previous}
      </button>
      <span aria-current="page">{m.pageOf(Math.min(page, pages), pages)}</span>
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
