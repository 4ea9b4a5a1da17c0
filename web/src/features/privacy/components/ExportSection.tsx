// 'Salinan data pribadi': 'Minta salinan data' (POST /privacy/export: the copy being prepared,
// or the one already being prepared; 429 after three in a day, the server's words with the time
// beside the button), and the copies of the last 30 days with their status. A ready copy offers
// its PDF and its JSON with their sizes until it expires; an expired or failed copy says so.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../../api/errors';
import {
  getGetPrivacyOverviewQueryKey,
  useRequestPrivacyExport,
} from '../../../api/generated/endpoints/privacy/privacy';
import type { PrivacyExport } from '../../../api/generated/model';
import { FormAlert } from '../../../components/form/FormAlert';
import { formatLongDateTimeWib } from '../../../components/format';
import { showToast } from '../../../components/toast';
import { exportVariants, messages } from '../messages';
import { ExportFile } from './ExportFile';

const m = messages.exports;

export function ExportSection({ exports }: { exports: readonly PrivacyExport[] }) {
  const id = useId();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useRequestPrivacyExport({ request: { quiet: true } });

  const ask = async () => {
    if (request.isPending) return;
    setRefusal(null);
    try {
      await request.mutateAsync();
      showToast({ message: m.requested, variant: 'success' });
    } catch (error) {
      setRefusal(errorMessageOf(error));
    } finally {
      // The new copy (or the one already being prepared) is in the overview, which then asks
      // again every few seconds while it is being prepared.
      void client.invalidateQueries({ queryKey: getGetPrivacyOverviewQueryKey() });
    }
  };

  return (
    <section className="card border-0 shadow-sm pv-card" aria-labelledby={`${id}-h`}>
      <div className="card-body">
        <h2 id={`${id}-h`} className="h5 pv-card__title">
          {m.heading}
        </h2>
        <p className="pv-muted">{m.intro}</p>
        <FormAlert message={refusal} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={request.isPending}
          aria-busy={request.isPending || undefined}
          onClick={() => void ask()}
        >
          {request.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {request.isPending ? m.requesting : m.request}
        </button>
        {exports.length === 0 ? (
          <p className="pv-muted mt-3 mb-0">{m.empty}</p>
        ) : (
          <ul className="list-unstyled pv-list mt-3 mb-0" aria-label={m.listLabel}>
            {exports.map((item) => (
              <ExportItem key={item.export_id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ExportItem({ item }: { item: PrivacyExport }) {
  return (
    <li className="pv-item" data-export={item.export_id}>
      <div className="pv-item__head">
        <span className={`badge rounded-pill ${exportVariants[item.status]}`}>
          {item.status_desc}
        </span>
        <span className="pv-muted small">
          {m.requestedAt(formatLongDateTimeWib(item.requested_at))}
        </span>
      </div>
      {item.status === 'PREPARING' && (
        <p className="pv-item__text mb-0" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {m.preparing}
        </p>
      )}
      {item.status === 'READY' && (
        <>
          {item.expires_at && (
            <p className="pv-item__text mb-0">
              {m.availableUntil(formatLongDateTimeWib(item.expires_at))}
            </p>
          )}
          <div className="pv-files">
            {item.files.map((file) => (
              <ExportFile key={file.format} exportId={item.export_id} file={file} />
            ))}
          </div>
        </>
      )}
      {item.status === 'EXPIRED' && <p className="pv-item__text mb-0">{m.expired}</p>}
      {item.status === 'FAILED' && <p className="pv-item__text text-danger mb-0">{m.failed}</p>}
    </li>
  );
}
