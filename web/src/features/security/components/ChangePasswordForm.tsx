// The form of Ganti Kata Sandi: the sign-in's new-password form (its rules from config/all)
// with this page's labels and the rules as help text. A chunk of its own (react-hook-form,
// zod and the contract's rules), fetched beside the page, not before it paints (the
// signed-in page budget, web/build/budgets.ts).
import type { PortalConfig } from '../../../api/generated/model/portalConfig';
import type { InlineError } from '../../../api/inlineError';
import { NewPasswordForm } from '../../../components/password/NewPasswordForm';
import {
  passwordLimits,
  type NewPasswordValues,
} from '../../../components/password/passwordSchema';
import { messages } from '../messages';

const m = messages.changePassword;

/** The rules of a new password, under its field (read with it by screen readers). */
function RulesHint() {
  return (
    <>
      {m.rulesTitle}
      <ul className="st-rules">
        {m.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </>
  );
}

export interface ChangePasswordFormProps {
  /** config/all (the password length limits), when it has come. */
  config: PortalConfig | undefined;
  submitting: boolean;
  error: InlineError | null;
  onSubmit: (values: NewPasswordValues) => void;
}

export default function ChangePasswordForm({
  config,
  submitting,
  error,
  onSubmit,
}: ChangePasswordFormProps) {
  return (
    <NewPasswordForm
      limits={passwordLimits(config)}
      submitting={submitting}
      error={error}
      submitLabel={m.submit}
      labels={{ password: m.newLabel, confirmPassword: m.confirmLabel }}
      hint={<RulesHint />}
      onSubmit={onSubmit}
    />
  );
}
