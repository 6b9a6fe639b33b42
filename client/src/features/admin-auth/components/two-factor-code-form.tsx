import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_MESSAGES, twoFactorCodeSchema } from '@app/shared/admin';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface Props {
  id: string;
  /** Resolves when done; rejects with nothing to show (the caller shows its own error). */
  onSubmit: (code: string) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Offers "Usar un código de recuperación" (the login's second step, turning it off). */
  allowRecovery?: boolean;
}

/** The code of the authenticator app, or a recovery code: one field, labelled for what is expected. */
export function TwoFactorCodeForm({ id, onSubmit, submitLabel, busyLabel, allowRecovery = false }: Props) {
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    onSubmit: submit,
    reset,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    twoFactorCodeSchema,
    async ({ code }) => {
      if (!recovery && !/^\d{6}$/.test(code.replace(/\s/g, ''))) {
        setError('code', { message: TWO_FACTOR_MESSAGES.totpRequired }, { shouldFocus: true });
        return;
      }
      await onSubmit(code);
    },
    {
      defaultValues: { code: '' },
      // the caller shows its own error: the field clears for the next try
      onFailure: () => {
        reset({ code: '' });
        setFocus('code');
        return null;
      },
    },
  );

  const toggle = () => {
    setRecovery((r) => !r);
    reset({ code: '' });
    setTimeout(() => setFocus('code'), 0);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormField
        id={id}
        label={recovery ? 'Código de recuperación' : 'Código de verificación'}
        required
        hint={
          recovery
            ? 'Uno de los diez códigos que guardaste al activar la verificación en dos pasos (xxxxx-xxxxx).'
            : 'Los 6 dígitos que muestra tu aplicación de autenticación.'
        }
        error={errors.code?.message}
      >
        {recovery ? (
          <input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('code')} />
        ) : (
          <input inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} {...register('code')} />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        <ShieldCheck aria-hidden="true" size={18} />
        {isSubmitting ? busyLabel : submitLabel}
      </button>
      {allowRecovery && (
        <button type="button" className="btn btn-ghost btn-block btn-wrap" onClick={toggle}>
          {recovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
        </button>
      )}
    </form>
  );
}
