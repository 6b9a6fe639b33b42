import { Check, X } from 'lucide-react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PASSWORD_RULES } from '@app/shared/users';

/**
 * Live list of the five password rules (spec §5), each ticked as soon as it is met. It subscribes
 * to the form's `password` itself, so a keystroke re-renders this list and not the whole form.
 */
export function PasswordChecklist<T extends FieldValues & { password: string }, Out>({
  control,
  id,
}: {
  control: Control<T, unknown, Out>;
  id?: string;
}) {
  const password = (useWatch({ control, name: 'password' as Path<T> }) as string | undefined) ?? '';
  return (
    <ul className="password-checklist" id={id} aria-label="Requisitos de la contraseña">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'is-met' : 'is-unmet'} data-rule={rule.id} data-met={met}>
            {met ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
            <span>{rule.message}</span>
            <span className="visually-hidden">{met ? ' (cumplido)' : ' (pendiente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
