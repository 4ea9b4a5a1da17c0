// The kinds of device of a session (24×24 line icons, stroke follows the text colour).
// Decorative: the text next to them names the device.
import type { ReactNode } from 'react';
import type { DeviceSessionDevice } from '../../../api/generated/model/deviceSessionDevice';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MobileIcon = () => (
  <Icon>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);

const TabletIcon = () => (
  <Icon>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);

const DesktopIcon = () => (
  <Icon>
    <rect x="2" y="4" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </Icon>
);

const UnknownIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </Icon>
);

const ICONS: Record<DeviceSessionDevice, () => ReactNode> = {
  MOBILE: MobileIcon,
  TABLET: TabletIcon,
  DESKTOP: DesktopIcon,
  UNKNOWN: UnknownIcon,
};

export function DeviceIcon({ device }: { device: DeviceSessionDevice }) {
  const Kind = ICONS[device] ?? UnknownIcon;
  return <Kind />;
}
