// The account's passkeys, newest first: each with its name, where it lives (from `device`:
// 'Sidik jari, wajah atau PIN perangkat' for a device's own authenticator, 'Kunci keamanan
// atau ponsel lain'), when it was made and last used ('Belum pernah dipakai'), and 'Hapus'
// (named 'Hapus passkey <name>' for screen readers). Without passkeys, the empty state.
import type { Passkey } from '../../../api/generated/model/passkey';
import { formatDateTimeWib } from '../../../components/format';
import { IconKey } from '../../../components/IconKey';
import { messages } from '../messages';

const l = messages.list;

export interface PasskeyListProps {
  passkeys: readonly Passkey[];
  /** The passkey being removed (its button busy), or null. */
  removing: string | null;
  onRemove: (passkey: Passkey) => void;
}

export function PasskeyList({ passkeys, removing, onRemove }: PasskeyListProps) {
  if (passkeys.length === 0) {
    return (
      <div className="pk-empty">
        <p className="pk-empty__title">{l.empty}</p>
        <p className="pk-muted mb-0">{l.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="pk-list" aria-label={l.label}>
      {passkeys.map((passkey) => (
        <li key={passkey.passkey_id} className="pk-item">
          <span className="pk-item__icon">
            <IconKey />
          </span>
          <div className="pk-item__text">
            <p className="pk-item__name">{passkey.name}</p>
            <p className="pk-item__device">
              {passkey.device ? messages.devices[passkey.device] : messages.unknownDevice}
            </p>
            <dl className="pk-item__times">
              <div>
                <dt>{l.created}</dt>
                <dd>{formatDateTimeWib(passkey.created_at)}</dd>
              </div>
              <div>
                <dt>{l.lastUsed}</dt>
                <dd>
                  {passkey.last_used_at ? formatDateTimeWib(passkey.last_used_at) : l.neverUsed}
                </dd>
              </div>
            </dl>
          </div>
          <div className="pk-item__action">
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={l.removeLabel(passkey.name)}
              disabled={removing !== null}
              aria-busy={removing === passkey.passkey_id || undefined}
              onClick={() => onRemove(passkey)}
            >
              {removing === passkey.passkey_id && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {l.remove}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
