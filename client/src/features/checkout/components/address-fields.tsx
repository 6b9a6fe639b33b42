import { useMemo, useState } from 'react';
import { get, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { DEPARTAMENTOS, DIVIPOLA_ATTRIBUTION, municipiosDe } from '@app/shared/divipola';
import { ORDER_LIMITS, type OrderInput, type OrderPayload } from '@app/shared/orders';
import { FormField } from '../../../components/ui/form-field';

interface AddressFieldsProps {
  control: Control<OrderInput, unknown, OrderPayload>;
  register: UseFormRegister<OrderInput>;
  setValue: UseFormSetValue<OrderInput>;
  errors: FieldErrors<OrderInput>;
  /** After a first submit, a change is checked at once (as the rest of the form re-validates on change). */
  validateOnChange: boolean;
}

const message = (errors: FieldErrors<OrderInput>, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * Envío a domicilio: departamento → municipio from DANE's DIVIPOLA list (this module is the only
 * importer of the list in the client, so its ~35 KB travel in the checkout's chunk alone), then
 * the address. The department is not part of the order: the municipality's code names it.
 */
export function AddressFields({ control, register, setValue, errors, validateOnChange }: AddressFieldsProps) {
  const municipio = useWatch({ control, name: 'entrega.municipio' }) as string | undefined;
  const [departamento, setDepartamento] = useState(() => (municipio ? municipio.slice(0, 2) : ''));
  const municipios = useMemo(() => (departamento ? municipiosDe(departamento) : []), [departamento]);
  const municipioError = message(errors, 'entrega.municipio');

  const chooseDepartamento = (codigo: string) => {
    setDepartamento(codigo);
    // a municipality of the department left behind would be sent with the new one's name shown
    if (!municipio?.startsWith(codigo) || !codigo) setValue('entrega.municipio', '', { shouldValidate: validateOnChange });
  };

  return (
    <div className="checkout-address">
      <div className="form-grid">
        <FormField id="checkout-departamento" label="Departamento" required invalid={!departamento && !!municipioError}>
          <select value={departamento} onChange={(e) => chooseDepartamento(e.target.value)} autoComplete="address-level1">
            <option value="">Elige el departamento</option>
            {DEPARTAMENTOS.map((d) => (
              <option key={d.codigo} value={d.codigo}>
                {d.nombre}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="checkout-entrega-municipio" label="Municipio" required error={municipioError}>
          <select {...register('entrega.municipio')} autoComplete="address-level2">
            <option value="">{departamento ? 'Elige el municipio' : 'Primero elige el departamento'}</option>
            {municipios.map((m) => (
              <option key={m.codigo} value={m.codigo}>
                {m.nombre}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <p className="field-hint checkout-source">{DIVIPOLA_ATTRIBUTION}</p>
      <div className="form-grid">
        <FormField
          id="checkout-entrega-direccion"
          label="Dirección"
          required
          hint="Por ejemplo: Calle 13 # 7-45, apartamento 301."
          error={message(errors, 'entrega.direccion')}
          className="field-full"
        >
          <input type="text" autoComplete="address-line1" maxLength={ORDER_LIMITS.direccion} {...register('entrega.direccion')} />
        </FormField>
        <FormField id="checkout-entrega-barrio" label="Barrio" required error={message(errors, 'entrega.barrio')}>
          <input type="text" autoComplete="address-level3" maxLength={ORDER_LIMITS.barrio} {...register('entrega.barrio')} />
        </FormField>
        <FormField
          id="checkout-entrega-indicaciones"
          label="Indicaciones para la entrega (opcional)"
          hint="Torre, conjunto, un punto de referencia o a qué horas hay alguien para recibir."
          error={message(errors, 'entrega.indicaciones')}
          className="field-full"
        >
          <input type="text" maxLength={ORDER_LIMITS.indicaciones} {...register('entrega.indicaciones')} />
        </FormField>
      </div>
    </div>
  );
}
