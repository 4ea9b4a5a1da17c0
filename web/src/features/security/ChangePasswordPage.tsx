// Route screen of change-password ('Ganti Kata Sandi'), opened only right after the password
// was confirmed for it (the route guard). The new password twice, with the rules as help
// text; the page checks only what the sign-in checks (empty, length, the two equal), the
// server the rest (422 per field). POST /password/setting/edit; the other devices are signed
// out and a notice goes to the recovery e-mail. A 401 confirmation-required sends the
// customer back to Pengaturan with the server's message.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useGetConfig } from '../../api/generated/endpoints/info/info';
import {
  getGetSecurityDataQueryKey,
  useChangePassword,
} from '../../api/generated/endpoints/security/security';
import type { PasswordChanged } from '../../api/generated/model/passwordChanged';
import { inlineErrorOf, type InlineError } from '../../api/inlineError';
import { PageLoader } from '../../components/PageLoader';
import type { NewPasswordValues } from '../../components/password/passwordSchema';
import { clearPasswordConfirmation } from '../../shared/passwordConfirmation';
import { ChangeCard } from './components/ChangeCard';
import { SuccessPanel } from './components/SuccessPanel';
import { messages } from './messages';
import { SETTINGS_PATH } from './paths';
import { CONFIRMED_REQUEST, useConfirmationLost } from './useConfirmationLost';
import './settings.css';

const ChangePasswordForm = lazy(() => import('./components/ChangePasswordForm'));

const m = messages.changePassword;

export default function ChangePasswordPage() {
  const client = useQueryClient();
  const config = useGetConfig();
  const confirmationLost = useConfirmationLost();
  const change = useChangePassword({ request: CONFIRMED_REQUEST });
  const [error, setError] = useState<InlineError | null>(null);
  const [done, setDone] = useState<PasswordChanged | null>(null);

  const onSubmit = async (values: NewPasswordValues) => {
    setError(null);
    try {
      const { data } = await change.mutateAsync({ data: values });
      // Used up on the server too: Back or a new visit goes to Pengaturan.
      clearPasswordConfirmation();
      void client.invalidateQueries({ queryKey: getGetSecurityDataQueryKey() });
      setDone(data);
    } catch (failure) {
      if (!confirmationLost(failure)) setError(inlineErrorOf(failure));
    }
  };

  if (done) {
    return (
      <SuccessPanel title={m.done}>
        {done.ended_sessions > 0 && <p>{m.endedSessions(done.ended_sessions)}</p>}
        <p className="text-body-secondary">{m.notice}</p>
      </SuccessPanel>
    );
  }

  return (
    <ChangeCard label={messages.titles.changePassword}>
      <p className="st-card__intro">{m.intro}</p>
      <Suspense fallback={<PageLoader />}>
        <ChangePasswordForm
          config={config.data?.data}
          submitting={change.isPending}
          error={error}
          onSubmit={(values) => void onSubmit(values)}
        />
      </Suspense>
      <Link to={SETTINGS_PATH} className="btn btn-link w-100 mt-2">
        {m.cancel}
      </Link>
    </ChangeCard>
  );
}
