// The account's security facts on Pengaturan: the password (last change, 'Ganti Kata
// Sandi'), the recovery e-mail ('Ganti Email Pemulihan'; without one the account e-mail
// serves), passkeys ('Kelola Passkey', the page of features/passkey), the mobile number (changed through Pengkinian Data, which starts on Data Polis) and the way to Privasi (features/privacy).
import { Link } from 'react-router';
import type { ConfirmRoute } from '../../../api/generated/model/confirmRoute';
import type { SecurityData } from '../../../api/generated/model/securityData';
import { IconMail, IconShield } from '../../../components/icons';
import { IconKey } from '../../../components/IconKey';
import { IconLock, IconMobile } from '../../../components/screenIcons';
import { PRIVACY_PATH } from '../../../shared/privacyPath';
import { SettingsSection } from './SettingsSection';
import { formatDayWib } from '../format';
import { messages } from '../messages';
import { POLICY_PAGE_PATH } from '../paths';

export interface AccountSectionsProps {
  data: SecurityData;
  /**
   * 'Ganti Kata Sandi', 'Ganti Email Pemulihan' or 'Kelola Passkey' pressed: confirm the
   * password first.
   */
  onChange: (route: ConfirmRoute) => void;
}

export function AccountSections({ data, onChange }: AccountSectionsProps) {
  const p = messages.password;
  const r = messages.recoveryEmail;
  const k = messages.passkeys;
  const mobile = messages.mobile;
  const button = (route: ConfirmRoute, label: string) => (
    <button type="button" className="btn btn-outline-primary" onClick={() => onChange(route)}>
      {label}
    </button>
  );
  return (
    <>
      <SettingsSection
        icon={<IconLock />}
        title={p.heading}
        action={button('change-password', p.change)}
      >
        <p className="st-section__value">
          {data.password_changed_at
            ? p.changedAt(formatDayWib(data.password_changed_at))
            : p.neverChanged}
        </p>
      </SettingsSection>

      <SettingsSection
        icon={<IconMail />}
        title={r.heading}
        action={button('change-recovery-email', r.change)}
      >
        <p className="st-section__hint">{r.intro}</p>
        {data.recovery_email ? (
          <p className="st-section__value">{data.recovery_email}</p>
        ) : (
          <>
            <p className="st-section__value st-section__value--empty">{r.notSet}</p>
            <p className="st-section__hint">{r.notSetHint}</p>
          </>
        )}
      </SettingsSection>

      <SettingsSection
        icon={<IconKey />}
        title={k.heading}
        action={button('manage-passkeys', k.manage)}
      >
        <p className="st-section__hint">{k.intro}</p>
      </SettingsSection>

      <SettingsSection icon={<IconMobile />} title={mobile.heading}>
        <p className={`st-section__value${data.mobile_number ? '' : ' st-section__value--empty'}`}>
          {data.mobile_number ?? mobile.notSet}
        </p>
        <p className="st-section__hint">
          {mobile.viaPengkinian} <Link to={POLICY_PAGE_PATH}>{mobile.dataPolis}</Link>{' '}
          {mobile.viaPengkinianEnd}
        </p>
      </SettingsSection>

      <SettingsSection
        icon={<IconShield />}
        title={messages.privacy.heading}
        action={
          <Link to={PRIVACY_PATH} className="btn btn-outline-primary">
            {messages.privacy.open}
          </Link>
        }
      >
        <p className="st-section__hint">{messages.privacy.intro}</p>
      </SettingsSection>
    </>
  );
}
