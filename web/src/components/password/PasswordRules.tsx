// The live checklist under a new password: minimum and maximum length, confirmation equal.
import { IconCheck } from '../icons';
import { IconDot } from '../screenIcons';
import { passwordMessages as text } from '../messages';
import { passwordRules, type PasswordLimits } from './passwordSchema';

export function PasswordRules({
  id,
  password,
  confirmation,
  limits,
}: {
  id: string;
  password: string;
  confirmation: string;
  limits: PasswordLimits;
}) {
  const met = passwordRules(password, confirmation, limits);
  const rules = [
    { key: 'min', label: text.ruleMin(limits.min), ok: met.min },
    { key: 'max', label: text.ruleMax(limits.max), ok: met.max },
    { key: 'match', label: text.ruleMatch, ok: met.match },
  ];
  return (
    <div id={id} className="password-rules mb-3">
      <p className="password-rules-title">{text.rulesTitle}</p>
      <ul>
        {rules.map((rule) => (
          <li key={rule.key} className={rule.ok ? 'is-met' : undefined} data-rule={rule.key}>
            {rule.ok ? <IconCheck /> : <IconDot />}
            <span>{rule.label}</span>
            <span className="visually-hidden">: {rule.ok ? text.ruleMet : text.ruleUnmet}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
