import { useWatch } from 'react-hook-form';
import { CATEGORIAS, PRODUCT_LIMITS, slugify, type ProductData } from '@app/shared/shop';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { formatWholeNumber } from '../../../components/admin-kit/whole-number';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { productFormSchema, type ProductFormValues } from '../lib/product-form';
import { MoneyInput } from '../../../components/admin-kit/money-input';
import { SaveButton } from '../../../components/ui/save-button';

interface Props {
  initial: ProductFormValues;
  submitLabel: string;
  /** Saves; resolves when saved, rejects with the API error (its field errors go under the fields). */
  onSubmit: (payload: ProductData) => Promise<void>;
  /** Shown above the form when the server refuses without a message of its own. */
  failureMessage: string;
}

/** Every key of the product payload, one column on phones, two from 768 px. */
export function ProductForm({ initial, submitLabel, onSubmit, failureMessage }: Props) {
  const {
    register,
    onSubmit: submit,
    setValue,
    control,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(productFormSchema, onSubmit, { defaultValues: initial, failureMessage });
  const nombre = useWatch({ control, name: 'nombre' });

  /** Amounts read back as "95.000" once the person leaves the field. */
  const money = (name: 'precio' | 'precioAntes') =>
    register(name, { onBlur: (e: { target: HTMLInputElement }) => setValue(name, formatWholeNumber(e.target.value)) });

  const slugHint = `Vacía: se crea a partir del nombre${nombre.trim() ? ` (${slugify(nombre) || '…'})` : ''}. Es la dirección /tienda/… del producto.`;

  return (
    <form onSubmit={submit} noValidate className="shop-form">
      {error && <Alert variant="error">{error}</Alert>}
      <div className="form-grid">
        <FormField id="producto-nombre" label="Nombre" required error={errors.nombre?.message} className="field-full">
          <input maxLength={PRODUCT_LIMITS.nombre} {...register('nombre')} />
        </FormField>
        <FormField id="producto-slug" label="Dirección (slug)" hint={slugHint} error={errors.slug?.message}>
          <input maxLength={PRODUCT_LIMITS.slug} autoCapitalize="none" spellCheck={false} {...register('slug')} />
        </FormField>
        <FormField id="producto-categoria" label="Categoría" required error={errors.categoria?.message}>
          <select {...register('categoria')}>
            <option value="">Elige una categoría</option>
            {CATEGORIAS.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.nombre}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="producto-resumen"
          label="Resumen"
          required
          hint="Una o dos frases: se muestran en la tarjeta de la tienda."
          error={errors.resumen?.message}
          className="field-full"
        >
          <textarea rows={2} maxLength={PRODUCT_LIMITS.resumen} {...register('resumen')} />
        </FormField>
        <FormField id="producto-descripcion" label="Descripción" error={errors.descripcion?.message} className="field-full">
          <textarea rows={6} maxLength={PRODUCT_LIMITS.descripcion} {...register('descripcion')} />
        </FormField>
        <FormField
          id="producto-precio"
          label="Precio"
          required
          hint="Pesos enteros, IVA incluido (por ejemplo 95.000)."
          error={errors.precio?.message}
        >
          <MoneyInput {...money('precio')} />
        </FormField>
        <FormField
          id="producto-precio-antes"
          label="Precio antes"
          hint="Opcional: el precio anterior, mayor que el actual; se muestra tachado."
          error={errors.precioAntes?.message}
        >
          <MoneyInput {...money('precioAntes')} />
        </FormField>
        <FormField
          id="producto-stock"
          label="Stock (unidades)"
          hint="Vacío: no se controla. En 0 el producto se muestra agotado."
          error={errors.stock?.message}
        >
          <input type="text" inputMode="numeric" autoComplete="off" {...register('stock')} />
        </FormField>
        <FormField
          id="producto-presentacion"
          label="Presentación"
          required
          hint='Por ejemplo "750 g" o "30 porciones".'
          error={errors.presentacion?.message}
        >
          <input maxLength={PRODUCT_LIMITS.presentacion} {...register('presentacion')} />
        </FormField>
        <FormField id="producto-invima" label="Registro sanitario INVIMA" hint="Opcional." error={errors.registroInvima?.message}>
          <input maxLength={PRODUCT_LIMITS.registroInvima} {...register('registroInvima')} />
        </FormField>
        <FormField id="producto-orden" label="Orden" hint="Los números menores se muestran primero." error={errors.orden?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" {...register('orden')} />
        </FormField>
        <FormField id="producto-activo" label="Activo (visible en la tienda)" inline className="admin-field-check field-full">
          <input type="checkbox" {...register('activo')} />
        </FormField>
      </div>
      <div className="form-actions">
        <SaveButton saving={isSubmitting} label={submitLabel} />
      </div>
    </form>
  );
}
