import { useController, useFieldArray, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { MapPinPlus, Trash2 } from 'lucide-react';
import { ORDER_LIMITS, type ShopSettings } from '@app/shared/orders';
import { FormField } from '../../../components/ui/form-field';
import { formatWholeNumber } from '../../../components/admin-kit/whole-number';
import { EMPTY_ZONE, type SettingsFormValues } from '../lib/settings-form';
import { MoneyInput } from '../../../components/admin-kit/money-input';
import { ZonePlaces } from './zone-places';

interface Props {
  control: Control<SettingsFormValues, unknown, ShopSettings>;
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['zonas'];
}

/**
 * The shipping zones: each a name, its places, a price and whether it takes cash on
 * delivery. A municipality's zone wins over its department's; a place in no zone pays the default.
 * Nothing is saved until the settings form is.
 */
export function ZonesEditor({ control, register, setValue, errors }: Props) {
  const zonas = useFieldArray({ control, name: 'zonas' });
  return (
    <div className="shop-zones">
      {zonas.fields.length === 0 && <p className="admin-empty">Sin zonas: todo el país paga el envío por defecto.</p>}
      {zonas.fields.map((field, i) => {
        const e = errors?.[i];
        const id = `zona-${i}`;
        return (
          <section key={field.id} className="shop-zone" aria-labelledby={`${id}-title`}>
            <div className="shop-zone-head">
              <h3 className="shop-subtitle" id={`${id}-title`}>
                Zona {i + 1}
              </h3>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => zonas.remove(i)} aria-label={`Quitar zona ${i + 1}`}>
                <Trash2 aria-hidden="true" size={14} />
                Quitar zona
              </button>
            </div>
            <div className="admin-form-row">
              <FormField id={`${id}-nombre`} label="Nombre" required error={e?.nombre?.message}>
                <input maxLength={80} {...register(`zonas.${i}.nombre`)} />
              </FormField>
              <FormField id={`${id}-precio`} label="Precio del envío" required error={e?.precio?.message}>
                <MoneyInput
                  {...register(`zonas.${i}.precio`, {
                    onBlur: (ev: { target: HTMLInputElement }) => setValue(`zonas.${i}.precio`, formatWholeNumber(ev.target.value)),
                  })}
                />
              </FormField>
            </div>
            <FormField id={`${id}-contra-entrega`} label="Acepta pago contra entrega" inline>
              <input type="checkbox" {...register(`zonas.${i}.contraEntrega`)} />
            </FormField>
            <ZonePlacesField control={control} index={i} error={e?.departamentos?.message ?? e?.municipios?.message ?? e?.root?.message} />
          </section>
        );
      })}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={zonas.fields.length >= ORDER_LIMITS.zonas}
          onClick={() =>
            zonas.append({ ...EMPTY_ZONE, departamentos: [], municipios: [] }, { focusName: `zonas.${zonas.fields.length}.nombre` })
          }
        >
          <MapPinPlus aria-hidden="true" size={18} />
          Agregar zona
        </button>
      </div>
    </div>
  );
}

function ZonePlacesField({
  control,
  index,
  error,
}: {
  control: Control<SettingsFormValues, unknown, ShopSettings>;
  index: number;
  error?: string;
}) {
  const departamentos = useController({ control, name: `zonas.${index}.departamentos` });
  const municipios = useController({ control, name: `zonas.${index}.municipios` });
  return (
    <ZonePlaces
      id={`zona-${index}`}
      departamentos={departamentos.field.value}
      municipios={municipios.field.value}
      onDepartamentos={departamentos.field.onChange}
      onMunicipios={municipios.field.onChange}
      error={error}
    />
  );
}
