// The kind of device of a session, as an icon. Decorative: the text next to it names the
// device.
import type { DeviceSessionDevice } from '../../../api/generated/model/deviceSessionDevice';
import { IconDesktop, IconMobile, IconQuestion, IconTablet } from '../../../components/screenIcons';

const ICONS = {
  MOBILE: IconMobile,
  TABLET: IconTablet,
  DESKTOP: IconDesktop,
  UNKNOWN: IconQuestion,
} satisfies Record<DeviceSessionDevice, unknown>;

export function DeviceIcon({ device }: { device: DeviceSessionDevice }) {
  const Kind = ICONS[device] ?? IconQuestion;
  return <Kind />;
}
