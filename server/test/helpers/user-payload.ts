/** The password of registrationPayload(): it meets the §5 policy. */
export const TEST_PASSWORD = 'Clave#Segura1';

/** A valid sign-up (POST /api/users/register) for `email`. */
export function registrationPayload(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Ana',
    last_name: 'Gómez Ruiz',
    email,
    password: TEST_PASSWORD,
    passwordConfirmation: TEST_PASSWORD,
    date_of_birth: '1990-04-15',
    country: 'Colombia',
    phone: '+573001234567',
    weight_kg: 68.5,
    height_cm: 165,
    sex: 'female',
    accept_privacy_policy: true,
    ...overrides,
  };
}
