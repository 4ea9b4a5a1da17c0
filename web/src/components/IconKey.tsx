// A key: passkeys ('Masuk dengan passkey' on the login page, Pengaturan, Passkey). A module of
// its own, so the login page's passkey section takes only this drawing, not the screen icons.
import { Icon, type IconProps } from './icons';

export const IconKey = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.3-9.3M16 7l3 3M14 9l2 2" />
  </Icon>
);
