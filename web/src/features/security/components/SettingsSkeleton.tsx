// Placeholder cards while the security data loads.
import { messages } from '../messages';

function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

export function SettingsSkeleton() {
  return (
    <div className="st-skeleton">
      <span className="visually-hidden" role="status">
        {messages.loading}
      </span>
      <div className="placeholder-glow d-grid gap-3" aria-hidden="true">
        {[3, 3, 2, 5].map((lines, i) => (
          <div key={i} className="card border-0 shadow-sm">
            <div className="card-body">
              <Line width="30%" className="placeholder-lg mb-3" />
              {Array.from({ length: lines }, (_, j) => (
                <Line key={j} width={`${70 - j * 10}%`} className="mb-2" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
