import type { Screen } from '../../lib/screens';

/** A booking's e-mail verification and the pages its e-mails link to. */
export const bookingScreens: readonly Screen[] = [
  { path: '/verification-pending', page: () => import('./routes/verification-pending-page'), layout: 'task' },
  {
    path: '/verification-success',
    page: () => import('./routes/verification-success-page'),
    layout: 'task',
    sweep: '/verification-success?nombres=Camila&apellidos=Rojas%20D%C3%ADaz&fechaAsesoria={dia}&horaAsesoria=10:00',
  },
  {
    path: '/verification-error',
    page: () => import('./routes/verification-error-page'),
    layout: 'task',
    sweep: '/verification-error?reason=invalid_token',
  },
  // an unknown token: the confirmation page lands on the error page, Mi asesoría shows its not-found state
  {
    path: '/confirmar-asesoria/:token',
    page: () => import('./routes/confirm-booking-page'),
    layout: 'task',
    sweep: '/confirmar-asesoria/un-enlace-que-no-existe',
  },
  {
    path: '/mi-asesoria/:token',
    page: () => import('./routes/mi-asesoria-page'),
    layout: 'task',
    sweep: '/mi-asesoria/un-enlace-que-no-existe',
  },
];
