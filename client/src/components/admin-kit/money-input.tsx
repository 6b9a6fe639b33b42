import type { InputHTMLAttributes, Ref } from 'react';

interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * An amount in whole pesos: a text input (whole-number.ts reads "95.000" and "95000") with the
 * "$" beside it. Receives register(…) and FormField's props like a plain input.
 */
export function MoneyInput({ className, ...input }: MoneyInputProps) {
  return (
    <div className={className ? `money-input ${className}` : 'money-input'}>
      <span className="money-input-prefix" aria-hidden="true">
        $
      </span>
      <input type="text" inputMode="numeric" autoComplete="off" {...input} />
    </div>
  );
}
