import { RequireUser } from '../../../lib/session/require-session';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import LoginPage from '../routes/login-page';
import ProfilePage from '../routes/profile-page';

/** The signed-in person's account, as GET /users/me answers it: what /perfil's tests show and edit. */
export const PROFILE = {
  first_name: 'Ana',
  last_name: 'Gómez',
  email: 'ana@correo.test',
  phone: '+573001234567',
  country: 'Colombia',
  date_of_birth: '1990-04-15',
  sex: 'female',
  weight_kg: 68.5,
  height_cm: 165,
  created_at: '2026-03-10T15:00:00.000Z',
  profile_image_url: null,
};

/** A session in the browser's storage, as the login leaves it. */
export function signIn() {
  localStorage.setItem('userToken', 'tok');
  localStorage.setItem('userInfo', JSON.stringify({ id: 1, first_name: 'Ana' }));
}

/** /perfil behind RequireUser, with the login it sends a visitor to; returns the router. */
export function renderProfileApp(path = '/perfil') {
  return renderWithProviders(
    [
      {
        path: 'perfil',
        element: (
          <RequireUser>
            <ProfilePage />
          </RequireUser>
        ),
      },
      { path: 'login', element: <LoginPage /> },
      { path: 'mis-cosas', element: <LocationProbe /> },
    ],
    { route: path },
  ).router;
}
