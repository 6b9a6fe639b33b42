import { useState } from 'react';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { Link, useNavigate } from 'react-router-dom';
import type { DefaultValues } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, USER_MESSAGES, USER_SEXES, USER_SEX_LABELS, registerSchema, type RegisterInput } from '@app/shared/users';
import { colombiaToday } from '@app/shared/colombia-time';
import { Alert } from '../../../components/ui/alert';
import { AccountLayout } from '../components/account-layout';
import { FormField } from '../../../components/ui/form-field';
import { DECIMAL_INPUT } from '../../../components/ui/number-inputs';
import { PasswordChecklist } from '../components/password-checklist';
import { registerUser } from '../api/account-api';
import { useSchemaForm } from '../../../lib/use-schema-form';

type FieldName = keyof RegisterInput;

/** The empty form; the shared schema turns what the inputs hold into the payload (phone normalised, numbers parsed). */
const EMPTY: DefaultValues<RegisterInput> = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  date_of_birth: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  weight_kg: '',
  height_cm: '',
  sex: undefined, // the select's empty choice
  accept_privacy_policy: undefined, // unticked
};
const FIELD_NAMES = Object.keys(EMPTY);

export default function RegisterPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<{ text: string; details?: string[] }>();
  const mutation = useMutation({ mutationFn: registerUser });
  const {
    register,
    onSubmit,
    setError,
    control,
    formState: { errors },
  } = useSchemaForm(
    registerSchema,
    async (payload) => {
      setFormError(undefined);
      // the version whose consent text this form showed: the server records that text
      await mutation.mutateAsync({ ...payload, politica_version: CURRENT_POLICY.id });
      navigate('/verificacion-pendiente', { state: { email: payload.email } });
    },
    {
      defaultValues: EMPTY,
      mode: 'onTouched',
      fields: FIELD_NAMES,
      // the alert lists what names no field under the form's own message
      onFailure: ({ failure, elsewhere }) => {
        if (failure.kind === 'response' && failure.status === 400 && failure.errors) {
          setFormError({ text: USER_MESSAGES.validation, details: elsewhere.length ? elsewhere : undefined });
        } else if (failure.kind === 'response' && failure.status === 409) {
          setError('email', { type: 'server', message: USER_MESSAGES.emailInUse }, { shouldFocus: true });
          setFormError({ text: failure.message ?? USER_MESSAGES.emailTaken });
        } else if (failure.kind === 'response' && failure.status === 429 && failure.message) {
          setFormError({ text: failure.message });
        } else {
          setFormError({ text: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.' });
        }
        return null;
      },
    },
  );

  const err = (name: FieldName) => errors[name]?.message;

  return (
    <AccountLayout
      title="Crear cuenta"
      wide
      intro={
        <p>
          Regístrate para acceder a tu espacio personal. ¿Ya tienes una cuenta? <Link to="/login">Inicia sesión</Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Registro de usuario">
        {formError && (
          <Alert variant="error" className="mb-2">
            <p>{formError.text}</p>
            {formError.details && (
              <ul>
                {formError.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <div className="form-grid">
          <FormField id="first_name" label="Nombre" required error={err('first_name')}>
            <input type="text" autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField id="last_name" label="Apellidos" required error={err('last_name')}>
            <input type="text" autoComplete="family-name" {...register('last_name')} />
          </FormField>
          <FormField id="email" label="Correo electrónico" required error={err('email')} className="field-full">
            <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <FormField id="password" label="Contraseña" required error={err('password')}>
            <input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField id="passwordConfirmation" label="Confirmar contraseña" required error={err('passwordConfirmation')}>
            <input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
          </FormField>
          <div className="field-full">
            <PasswordChecklist control={control} />
          </div>
          <FormField id="date_of_birth" label="Fecha de nacimiento" required error={err('date_of_birth')}>
            <input type="date" autoComplete="bday" max={colombiaToday()} {...register('date_of_birth')} />
          </FormField>
          <FormField id="sex" label="Sexo" required error={err('sex')}>
            <select {...register('sex')}>
              <option value="">Selecciona una opción</option>
              {USER_SEXES.map((s) => (
                <option key={s} value={s}>
                  {USER_SEX_LABELS[s]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="country" label="País" required error={err('country')}>
            <input type="text" autoComplete="country-name" {...register('country')} />
          </FormField>
          <FormField
            id="phone"
            label="Teléfono"
            required
            error={err('phone')}
            hint="Con el indicativo del país, por ejemplo +57 300 123 4567."
          >
            <input type="tel" autoComplete="tel" inputMode="tel" placeholder="+57 300 123 4567" {...register('phone')} />
          </FormField>
          <FormField id="weight_kg" label="Peso (kg)" required error={err('weight_kg')}>
            <input {...DECIMAL_INPUT} {...register('weight_kg')} />
          </FormField>
          <FormField id="height_cm" label="Estatura (cm)" required error={err('height_cm')}>
            <input {...DECIMAL_INPUT} {...register('height_cm')} />
          </FormField>
          <FormField
            id="accept_privacy_policy"
            inline
            required
            error={err('accept_privacy_policy')}
            hint={CURRENT_POLICY.signupConsent}
            className="field-full"
            label={
              <>
                He leído y acepto las{' '}
                <a href="/politicas" target="_blank" rel="noopener noreferrer">
                  políticas de privacidad
                </a>
              </>
            }
          >
            <input type="checkbox" {...register('accept_privacy_policy')} />
          </FormField>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
            {mutation.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
          </button>
        </div>
        <p className="account-links">
          ¿Ya tienes una cuenta? <Link to="/login">Inicia sesión</Link>
        </p>
      </form>
    </AccountLayout>
  );
}
