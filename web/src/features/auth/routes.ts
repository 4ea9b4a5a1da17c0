// The sign-in pages (docs/product.md P2.2, P2.7). All use the login layout and are public;
// every step after login needs a sign-in in progress and is reachable only from the
// steps named in `entryFrom` (navigation state `{ from }`), else it goes to login.
import type { PortalRoute } from '../../shared/routeTypes';
import { loginMessages } from './messages';
import LoginPage from './pages/LoginPage';

export const routes: PortalRoute[] = [
  {
    name: 'login',
    path: '/login',
    layout: 'login',
    public: true,
    title: loginMessages.login.title,
    // In the first download (see PortalRoute.eager), not a chunk of its own.
    eager: LoginPage,
    screen: () => Promise.resolve({ default: LoginPage }),
  },
  {
    name: 'id-card',
    path: '/login/idcard',
    layout: 'login',
    public: true,
    title: loginMessages.idCard.title,
    // login: a NIK; the password page: an inactive account's right password; forgot
    // password: the code of an account without a password or an inactive one.
    entryFrom: ['login', 'login-verify-password', 'login-forgot-password'],
    requires: ['signInUser'],
    screen: () => import('./pages/IdCardPage'),
  },
  {
    name: 'login-verify-password',
    path: '/login/verify-password',
    layout: 'login',
    public: true,
    title: loginMessages.verifyPassword.title,
    entryFrom: ['id-card', 'login'],
    requires: ['signInUser'],
    screen: () => import('./pages/VerifyPasswordPage'),
  },
  {
    name: 'otp',
    path: '/login/otp',
    layout: 'login',
    public: true,
    title: loginMessages.otp.title,
    entryFrom: ['login', 'login-verify-password', 'id-card'],
    requires: ['signInUser'],
    screen: () => import('./pages/OtpPage'),
  },
  {
    name: 'login-create-password',
    path: '/login/create-password',
    layout: 'login',
    public: true,
    title: loginMessages.createPassword.title,
    entryFrom: ['otp', 'id-card'],
    requires: ['signInUser'],
    screen: () => import('./pages/CreatePasswordPage'),
  },
  {
    name: 'login-forgot-password',
    path: '/login/forgot-password',
    layout: 'login',
    public: true,
    title: loginMessages.forgotPassword.title,
    entryFrom: ['login-verify-password'],
    requires: ['signInUser'],
    screen: () => import('./pages/ForgotPasswordPage'),
  },
  {
    name: 'login-new-password',
    path: '/login/new-password',
    layout: 'login',
    public: true,
    title: loginMessages.newPassword.title,
    entryFrom: ['login-forgot-password'],
    requires: ['signInUser'],
    screen: () => import('./pages/NewPasswordPage'),
  },
];
