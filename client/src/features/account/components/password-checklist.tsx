import { Check, X } from 'lucide-react';
import { PASSWORD_RULES } from '@app/shared/users';

/** Live list of the five password rules (spec §5), each ticked as soon as it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
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
