// Loading placeholder of the terms text (the error state is the shared
// components/InlineError).
import { messages } from '../messages';

/** Placeholder lines while the terms text loads. */
export function TermsSkeleton() {
  const widths = ['60%', '95%', '90%', '40%', '85%', '92%', '70%'];
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.loading}
      </span>
      {widths.map((width, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`placeholder d-block rounded mb-2${i === 0 ? ' placeholder-lg mb-3' : ''}`}
          style={{ width }}
        />
      ))}
    </div>
  );
}
