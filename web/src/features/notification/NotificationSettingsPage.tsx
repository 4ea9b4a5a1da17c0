// Route screen of notification-settings ('Pengaturan Notifikasi'): for each topic of notices
// (GET /notification/preferences, topic_desc) whether it also goes by e-mail and by SMS; the
// inbox always receives everything, one-time codes and security notices always go. Where they
// go (the masked address and phone). The security topic's e-mail is on and cannot be turned
// off; without a phone on the policy, SMS cannot be chosen (a switch already on may be turned
// off). 'Simpan' sends only the topics changed (POST /notification/preferences) and shows the
// toast; a refusal (422, or 400) shows the server's message above the rows and each field
// error beside its switch, and keeps every choice. Leaving with unsaved changes asks first.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import {
  getGetNotificationPreferencesQueryKey,
  useGetNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../api/generated/endpoints/notification/notification';
import type { NotificationTopicChoice } from '../../api/generated/model/notificationTopicChoice';
import { inlineErrorOf, type InlineError as Refusal } from '../../api/inlineError';
import { toLoadable } from '../../api/loadable';
import { FormAlert } from '../../components/form/FormAlert';
import { IconArrowLeft } from '../../components/icons';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { showToast } from '../../components/toast';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { messages } from './messages';
import { NOTIFICATIONS_PATH } from './paths';
import {
  changedTopics,
  choiceOf,
  fieldKeyOf,
  type Changes,
  type Channel,
  type Choice,
} from './preferences';
import './notification.css';

const m = messages.settings;
const NO_PHONE_NOTE = 'ntf-no-phone';

interface Shown {
  refusal: Refusal;
  /** Field errors by `${topic}.${channel}`. */
  fields: Record<string, string>;
}

export default function NotificationSettingsPage() {
  const client = useQueryClient();
  const query = useGetNotificationPreferences({ request: { quiet: true } });
  const loaded = toLoadable(query);
  // 400 and 422 here, beside the rows; anything else the usual popup (a 403 ends the session).
  const save = useSaveNotificationPreferences({ request: { silentStatuses: [422] } });
  const [changes, setChanges] = useState<Changes>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const saved = loaded.state === 'success' ? loaded.data : null;
  const changed = saved ? changedTopics(saved, changes) : [];
  const saving = save.isPending;

  useLeaveGuard(changed.length > 0 && !saving, m.leave);

  if (!saved) {
    return (
      <div className="ntf-page ntf-settings">
        {loaded.state === 'error' ? (
          <InlineError
            message={query.error ? errorMessageOf(query.error) : m.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PageLoader label={m.loading} />
        )}
      </div>
    );
  }

  const noPhone = saved.phone_masked === null;

  const toggle = (topic: NotificationTopicChoice['topic'], channel: Channel, on: boolean) => {
    const current = choiceOf(saved, changes, topic);
    setChanges({ ...changes, [topic]: { ...current, [channel]: on } });
    const key = `${topic}.${channel}`;
    if (shown?.fields[key]) {
      const fields = { ...shown.fields };
      delete fields[key];
      setShown({ ...shown, fields });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || changed.length === 0) return;
    const sent = changed;
    setShown(null);
    try {
      const { data } = await save.mutateAsync({ data: { topics: sent } });
      client.setQueryData(getGetNotificationPreferencesQueryKey(), (old: typeof query.data) =>
        old ? { ...old, data } : old,
      );
      setChanges({});
      showToast({ message: m.saved, variant: 'success' });
    } catch (failure) {
      const refusal = inlineErrorOf(failure);
      if (!refusal) return; // the popup said why; the choices stay
      const fields: Record<string, string> = {};
      for (const error of refusal.fields) {
        const key = fieldKeyOf(error.field, sent);
        if (key) fields[key] = error.message;
      }
      setShown({ refusal, fields });
    }
  };

  return (
    <div className="ntf-page ntf-settings">
      <section className="card border-0 shadow-sm" aria-labelledby="ntf-settings-about">
        <div className="card-body">
          <h2 id="ntf-settings-about" className="visually-hidden">
            {messages.titles.settings}
          </h2>
          <p>{m.intro}</p>
          <p className="ntf-note" role="note">
            {m.always}
          </p>
          <dl className="ntf-destinations">
            <dt>{m.destinations}</dt>
            <dd>{m.emailTo(saved.email_masked)}</dd>
            <dd>{saved.phone_masked ? m.smsTo(saved.phone_masked) : m.smsTo(m.smsUnavailable)}</dd>
          </dl>
          {noPhone && (
            <p id={NO_PHONE_NOTE} className="ntf-note ntf-note--warn mb-0" role="note">
              {m.noPhone}
            </p>
          )}
        </div>
      </section>

      <form className="card border-0 shadow-sm" onSubmit={(event) => void submit(event)} noValidate>
        <div className="card-body">
          <FormAlert message={shown?.refusal.message} />
          <fieldset disabled={saving}>
            <legend className="visually-hidden">{m.legend}</legend>
            <table className="ntf-prefs">
              <thead>
                <tr>
                  <th scope="col">{m.topic}</th>
                  <th scope="col">{m.email}</th>
                  <th scope="col">{m.sms}</th>
                </tr>
              </thead>
              <tbody>
                {saved.topics.map((row) => {
                  const choice = choiceOf(saved, changes, row.topic);
                  const noteId = `ntf-note-${row.topic}`;
                  const cell = (channel: Channel, value: Choice) => {
                    const id = `ntf-${row.topic}-${channel}`;
                    const error = shown?.fields[`${row.topic}.${channel}`];
                    const locked = channel === 'email' ? row.email_required : noPhone && !value.sms;
                    const described = [
                      error && `${id}-error`,
                      channel === 'email' && row.email_required && noteId,
                      channel === 'sms' && noPhone && NO_PHONE_NOTE,
                    ].filter(Boolean);
                    return (
                      <td>
                        <div className="form-check form-switch ntf-switch">
                          <input
                            id={id}
                            type="checkbox"
                            role="switch"
                            className={`form-check-input${error ? ' is-invalid' : ''}`}
                            checked={
                              channel === 'email' && row.email_required ? true : value[channel]
                            }
                            disabled={locked || saving}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={described.length ? described.join(' ') : undefined}
                            onChange={(e) => toggle(row.topic, channel, e.target.checked)}
                          />
                          <label htmlFor={id} className="visually-hidden">
                            {m.switchLabel(channel === 'email' ? m.email : m.sms, row.topic_desc)}
                          </label>
                        </div>
                        {error && (
                          <div id={`${id}-error`} className="invalid-feedback d-block">
                            {error}
                          </div>
                        )}
                      </td>
                    );
                  };
                  return (
                    <tr key={row.topic}>
                      <th scope="row">
                        {row.topic_desc}
                        {row.email_required && (
                          <span id={noteId} className="ntf-prefs__note">
                            {m.emailRequired}
                          </span>
                        )}
                      </th>
                      {cell('email', choice)}
                      {cell('sms', choice)}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </fieldset>
          <div className="ntf-actions">
            <Link to={NOTIFICATIONS_PATH} className="btn btn-outline-secondary">
              <IconArrowLeft className="me-2" />
              {m.back}
            </Link>
            <button
              type="submit"
              className="btn btn-primary px-4"
              disabled={saving || changed.length === 0}
              aria-busy={saving || undefined}
            >
              {saving && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {saving ? m.saving : m.save}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
