import type { Screen } from '../../lib/screens';

const verifyEmail = () => import('./routes/verify-email-page');

/** The person's account: registering, verifying the e-mail, logging in, the password, the profile. */
export const accountScreens: readonly Screen[] = [
  { path: '/registro-usuarios', page: () => import('./routes/register-page'), layout: 'account' },
  { path: '/verificacion-pendiente', page: () => import('./routes/verification-pending-page'), layout: 'account' },
  { path: '/verify-email/:token', page: verifyEmail, layout: 'account', sweep: '/verify-email/un-enlace-que-no-existe' },
  { path: '/verify-email', page: verifyEmail, layout: 'account' },
  { path: '/verificacion-completa', page: () => import('./routes/verification-complete-page'), layout: 'account' },
  {
    path: '/verificacion-error',
    page: () => import('./routes/verification-error-page'),
    layout: 'account',
    sweep: '/verificacion-error?reason=expired_token',
  },
  { path: '/login', page: () => import('./routes/login-page'), layout: 'account', search: true },
  { path: '/forgot-password', page: () => import('./routes/forgot-password-page'), layout: 'account' },
  {
    path: '/reset-password/:token',
    page: () => import('./routes/reset-password-page'),
    layout: 'account',
    sweep: '/reset-password/un-enlace-de-prueba',
  },
  { path: '/perfil', page: () => import('./routes/profile-page'), layout: 'account', guard: 'user' },
];
