import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import PhoneInput from 'react-phone-input-2';
import phoneEs from 'react-phone-input-2/lang/es.json';
import 'react-phone-input-2/lib/style.css';
import type { FieldControlProps } from './form-field';
import './phone-field.css';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's field (it holds the digits react-phone-input-2 gives, country code first). */
  name: FieldPath<T>;
  /** What FormField hands its control (id, aria-invalid, aria-describedby). */
  a11y: FieldControlProps;
  /** The input's own name attribute (the browser's autofill and the journeys read it). */
  inputName?: string;
}

/**
 * The one phone input of the site's forms: react-phone-input-2 in Spanish, Colombia first, bound
 * to a react-hook-form field and to its FormField's label and messages. Use it as FormField's
 * child function: `<FormField …>{(a11y) => <PhoneField control={control} name="telefono" a11y={a11y} />}</FormField>`.
 */
export function PhoneField<T extends FieldValues>({ control, name, a11y, inputName = 'telefono' }: PhoneFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: phone }) => (
        <PhoneInput
          country="co"
          localization={phoneEs}
          value={typeof phone.value === 'string' ? phone.value : ''}
          onChange={(value: string) => phone.onChange(value)}
          onBlur={phone.onBlur}
          containerClass="phone-field"
          inputClass="phone-field-input"
          buttonClass="phone-field-button"
          inputProps={{ ...a11y, name: inputName, autoComplete: 'tel', ref: phone.ref }}
        />
      )}
    />
  );
}
