// Route screen of manage-passkeys ('Passkey', from Pengaturan), opened only right after the
// password was confirmed for it (the route guard). What a passkey is; the account's passkeys
// (GET /passkey/list) with 'Hapus' (asks first, then POST /passkey/delete, which answers the
// passkeys left); 'Tambah passkey' opens the name step (AddPasskeyForm). At the limit the
// button gives way to why; a browser without passkeys gets an explanation instead of it (the
// list and removal still work). A call the confirmation no longer opens (401
// confirmation-required) sends the customer back to Pengaturan with the server's message.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessageOf, isApiError } from '../../api/errors';
import {
  getPasskeyListQueryKey,
  usePasskeyDelete,
  usePasskeyList,
} from '../../api/generated/endpoints/passkey/passkey';
import type { Passkey } from '../../api/generated/model/passkey';
import type { PasskeyList as PasskeyListBody } from '../../api/generated/model/passkeyList';
import { toLoadable } from '../../api/loadable';
import { confirm } from '../../components/confirm';
import { FormAlert } from '../../components/form/FormAlert';
import { IconKey } from '../../components/IconKey';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { useConfirmationLost } from '../../shared/confirmationLost';
import { supportsPasskeys } from '../../shared/passkeySupport';
import { AddPasskeyForm } from './components/AddPasskeyForm';
import { PasskeyList } from './components/PasskeyList';
import { CONFIRMED_REQUEST, passkeyFailureOf } from './errors';
import { messages } from './messages';
import { SETTINGS_PATH } from './paths';
import './passkey.css';

interface Notice {
  message: string;
  variant: 'success' | 'info' | 'warning' | 'danger';
}

export default function PasskeyPage() {
  const client = useQueryClient();
  const query = usePasskeyList({ request: { quiet: true } });
  const list = toLoadable(query);
  const remove = usePasskeyDelete({ request: CONFIRMED_REQUEST });
  const confirmationLost = useConfirmationLost(SETTINGS_PATH);
  const [supported] = useState(supportsPasskeys);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const store = (body: PasskeyListBody) =>
    client.setQueryData(getPasskeyListQueryKey(), (current: typeof query.data) =>
      current ? { ...current, data: body } : current,
    );

  const added = (passkey: Passkey) => {
    setAdding(false);
    setNotice({ message: messages.add.done(passkey.name), variant: 'success' });
    void query.refetch();
  };

  const removeOne = async (passkey: Passkey) => {
    setNotice(null);
    const ok = await confirm({
      title: messages.remove.title,
      message: messages.remove.confirm(passkey.name),
      okLabel: messages.remove.ok,
      cancelLabel: messages.remove.cancel,
      okVariant: 'danger',
    });
    if (!ok) return;
    setRemoving(passkey.passkey_id);
    try {
      const { data } = await remove.mutateAsync({ data: { passkey_id: passkey.passkey_id } });
      store(data);
      setNotice({ message: messages.remove.done(passkey.name), variant: 'success' });
    } catch (failure) {
      if (confirmationLost(failure)) return;
      const shown = passkeyFailureOf(failure);
      if (shown) setNotice({ message: shown.message, variant: 'danger' });
      // Already gone (removed on another device): the list as it is now.
      if (isApiError(failure) && failure.status === 404) void query.refetch();
    } finally {
      setRemoving(null);
    }
  };

  const cancelAdding = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  if (list.state === 'loading') {
    return (
      <div className="pk-page">
        <PageLoader label={messages.loading} />
      </div>
    );
  }
  if (list.state === 'error') {
    return (
      <div className="pk-page">
        <InlineError
          message={query.error ? errorMessageOf(query.error) : messages.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const { passkeys, limit } = list.data;
  const full = passkeys.length >= limit;
  return (
    <div className="pk-page">
      <FormAlert message={notice?.message} variant={notice?.variant} />
      <section className="card border-0 shadow-sm" aria-label={messages.titles.passkeys}>
        <div className="card-body pk-intro">
          <span className="pk-intro__icon">
            <IconKey />
          </span>
          <div className="pk-intro__text">
            <p>{messages.intro}</p>
            <p className="pk-muted">{messages.introSafe}</p>
          </div>
          <div className="pk-intro__action">
            {!supported ? (
              <p className="pk-note" role="note">
                {messages.add.unsupported}
              </p>
            ) : full ? (
              <p className="pk-note" role="note">
                {messages.add.limit(limit)}
              </p>
            ) : adding ? (
              <AddPasskeyForm
                onAdded={added}
                onCancel={cancelAdding}
                onRefused={() => void query.refetch()}
              />
            ) : (
              <button
                ref={addButton}
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setNotice(null);
                  setAdding(true);
                }}
              >
                {messages.add.button}
              </button>
            )}
          </div>
        </div>
      </section>

      <section className="card border-0 shadow-sm" aria-labelledby="pk-list-title">
        <div className="card-body">
          <div className="pk-list__head">
            <h2 id="pk-list-title" className="pk-list__title">
              {messages.list.heading}
            </h2>
            <span className="pk-muted">{messages.list.count(passkeys.length, limit)}</span>
          </div>
          <PasskeyList
            passkeys={passkeys}
            removing={removing}
            onRemove={(passkey) => void removeOne(passkey)}
          />
          {passkeys.length > 0 && <p className="pk-muted pk-hint">{messages.remove.deviceHint}</p>}
        </div>
      </section>
    </div>
  );
}
