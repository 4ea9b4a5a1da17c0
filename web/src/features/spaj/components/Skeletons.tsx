// Loading placeholders of the SPAJ pages: the shapes of the cards that come, and the words for
// screen readers.
function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

export function FollowUpSkeleton({ label }: { label: string }) {
  return (
    <div className="spaj-page spaj-wide" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {[2, 4, 3].map((rows, i) => (
        <div key={i} className="spaj-card placeholder-glow" aria-hidden="true">
          <Line width="45%" className="placeholder-lg mb-3" />
          {Array.from({ length: rows }, (_, j) => (
            <Line key={j} width={`${85 - j * 12}%`} className="mb-2" />
          ))}
        </div>
      ))}
    </div>
  );
}
