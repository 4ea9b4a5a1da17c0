// 'Perangkat yang Sedang Masuk': every live session of the account, this one first. Each
// shows its kind of device, operating system and browser, place and masked address, when it
// was last active and since when it is signed in. This device is marked 'Perangkat ini';
// every other has 'Keluar dari perangkat ini', which asks first (OK / TIDAK), then ends that
// session (POST /session/revoke) and reloads the list. A session that already ended (404)
// says so and reloads too.
import { useId, useState } from 'react';
import { useRevokeSession } from '../../../api/generated/endpoints/security/security';
import type { DeviceSession } from '../../../api/generated/model/deviceSession';
import { errorMessageOf, isApiError } from '../../../api/errors';
import { confirm } from '../../../components/confirm';
import { formatDateTimeWib } from '../../../components/format';
import { FormAlert } from '../../../components/form/FormAlert';
import { IconDesktop } from '../../../components/screenIcons';
import { useNow } from '../../../components/useNow';
import { deviceName, formatLastActive } from '../format';
import { messages } from '../messages';
import { DeviceIcon } from './DeviceIcon';
import { SettingsSection } from './SettingsSection';

const d = messages.devices;

interface Outcome {
  message: string;
  variant: 'success' | 'info';
}

export interface DeviceListProps {
  sessions: readonly DeviceSession[];
  /** Reload the security data (after a session ended). */
  onChanged: () => Promise<unknown>;
}

export function DeviceList({ sessions, onChanged }: DeviceListProps) {
  const now = useNow(60_000);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [ending, setEnding] = useState<string | null>(null);
  const revoke = useRevokeSession({ request: { silentStatuses: [404] } });
  const others = sessions.filter((session) => !session.current);

  const end = async (session: DeviceSession) => {
    const name = deviceName(session);
    setOutcome(null);
    const ok = await confirm({
      title: d.revokeTitle,
      message: d.revokeConfirm(name),
      okVariant: 'danger',
    });
    if (!ok) return;
    setEnding(session.session_id);
    try {
      await revoke.mutateAsync({ data: { session_id: session.session_id } });
      setOutcome({ message: d.revoked(name), variant: 'success' });
    } catch (failure) {
      // Already ended (signed out there, expired): the server's message, and a fresh list.
      if (!isApiError(failure) || failure.status !== 404) return;
      setOutcome({ message: errorMessageOf(failure), variant: 'info' });
    } finally {
      setEnding(null);
    }
    await onChanged();
  };

  return (
    <SettingsSection icon={<IconDesktop />} title={d.heading}>
      <p className="st-section__hint">{d.intro}</p>
      <FormAlert message={outcome?.message} variant={outcome?.variant} />
      {sessions.length === 0 ? (
        <p className="st-section__value st-section__value--empty">{d.none}</p>
      ) : (
        <ul className="st-devices" aria-label={d.listLabel}>
          {sessions.map((session) => (
            <Device
              key={session.session_id}
              session={session}
              now={now}
              ending={ending === session.session_id}
              onEnd={() => void end(session)}
            />
          ))}
        </ul>
      )}
      {sessions.length > 0 && others.length === 0 && (
        <p className="st-section__hint mb-0">{d.onlyThisDevice}</p>
      )}
    </SettingsSection>
  );
}

function Device({
  session,
  now,
  ending,
  onEnd,
}: {
  session: DeviceSession;
  now: number;
  ending: boolean;
  onEnd: () => void;
}) {
  const nameId = useId();
  const place = [session.place ?? d.unknownPlace, session.address].filter(Boolean).join(' · ');
  return (
    <li className={`st-device${session.current ? ' st-device--current' : ''}`}>
      <span className="st-device__icon">
        <DeviceIcon device={session.device} />
      </span>
      <div className="st-device__text">
        <p className="st-device__name" id={nameId}>
          {deviceName(session)}
          {session.current && (
            <span className="badge rounded-pill st-device__badge">{d.thisDevice}</span>
          )}
        </p>
        <p className="st-device__place">{place}</p>
        <dl className="st-device__times">
          <div>
            <dt>{d.lastActive}</dt>
            <dd>{formatLastActive(session.last_seen_at, now)}</dd>
          </div>
          <div>
            <dt>{d.signedInSince}</dt>
            <dd>{formatDateTimeWib(session.signed_in_at)}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <div className="st-device__action">
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={onEnd}
            disabled={ending}
            aria-describedby={nameId}
            aria-busy={ending || undefined}
          >
            {ending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {d.revoke}
          </button>
        </div>
      )}
    </li>
  );
}
