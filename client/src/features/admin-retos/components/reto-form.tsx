import { RETO_LIMITS, type RetoData } from '@app/shared/retos';
import { Alert } from '../../../components/ui/alert';
import { FieldGroup, FormField } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/admin-kit/money-input';
import { formatWholeNumber } from '../../../components/admin-kit/whole-number';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useKitChoices } from '../api/retos';
import { retoFormSchema, type RetoFormValues } from '../lib/reto-form';
import { SaveButton } from '../../../components/ui/save-button';

interface Props {
  initial: RetoFormValues;
  submitLabel: string;
  onSubmit: (payload: RetoData) => Promise<void>;
  failureMessage: string;
}

/** Every key of the reto payload: one column on phones, two from 768 px. */
export function RetoForm({ initial, submitLabel, onSubmit, failureMessage }: Props) {
  const products = useKitChoices();
  const {
    register,
    onSubmit: submit,
    setValue,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(retoFormSchema, onSubmit, { defaultValues: initial, failureMessage });

  return (
    <form onSubmit={submit} noValidate className="retos-form">
      {error && <Alert variant="error">{error}</Alert>}
      <div className="form-grid">
        <FormField id="reto-nombre" label="Nombre" required hint='Por ejemplo "Reto 21 días".' error={errors.nombre?.message}>
          <input maxLength={RETO_LIMITS.nombre} {...register('nombre')} />
        </FormField>
        <FormField
          id="reto-slug"
          label="Dirección (slug)"
          hint="Vacía: se crea a partir del nombre. La página queda en /retos/…"
          error={errors.slug?.message}
        >
          <input maxLength={RETO_LIMITS.slug} autoCapitalize="none" spellCheck={false} {...register('slug')} />
        </FormField>
        <FormField id="reto-titular" label="Titular" required error={errors.titular?.message} className="field-full">
          <input maxLength={RETO_LIMITS.titular} {...register('titular')} />
        </FormField>
        <FormField
          id="reto-descripcion"
          label="Descripción"
          required
          hint="Separa los párrafos con una línea en blanco."
          error={errors.descripcion?.message}
          className="field-full"
        >
          <textarea rows={6} maxLength={RETO_LIMITS.descripcion} {...register('descripcion')} />
        </FormField>
        <FormField id="reto-dias" label="Días" required error={errors.dias?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" {...register('dias')} />
        </FormField>
        <FormField
          id="reto-precio"
          label="Precio"
          required
          hint="Pesos enteros, IVA incluido (por ejemplo 95.000)."
          error={errors.precio?.message}
        >
          {/* read back as "95.000" once the person leaves the field, as the shop's amounts */}
          <MoneyInput
            {...register('precio', { onBlur: (e: { target: HTMLInputElement }) => setValue('precio', formatWholeNumber(e.target.value)) })}
          />
        </FormField>
        <FormField
          id="reto-incluye"
          label="Qué incluye"
          required
          hint="Un punto por línea."
          error={errors.incluye?.message}
          className="field-full"
        >
          <textarea rows={4} {...register('incluye')} />
        </FormField>
        <FormField
          id="reto-beneficios"
          label="Beneficios"
          required
          hint="Un beneficio por línea."
          error={errors.beneficios?.message}
          className="field-full"
        >
          <textarea rows={4} {...register('beneficios')} />
        </FormField>
        <FormField
          id="reto-meta"
          label="Descripción para buscadores"
          required
          error={errors.metaDescripcion?.message}
          className="field-full"
        >
          <textarea rows={2} maxLength={RETO_LIMITS.metaDescripcion} {...register('metaDescripcion')} />
        </FormField>
        <FormField id="reto-orden" label="Orden" hint="Los números menores se muestran primero." error={errors.orden?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" {...register('orden')} />
        </FormField>
        <FormField id="reto-activo" label="Activo (visible y a la venta)" inline className="admin-field-check">
          <input type="checkbox" {...register('activo')} />
        </FormField>
        <FieldGroup id="reto-kit" legend="Productos del kit" className="field-full retos-kit" error={errors.kit?.message}>
          {products.isPending ? (
            <p className="field-hint">Cargando productos...</p>
          ) : products.isError ? (
            <p className="field-hint">No se pudieron cargar los productos de la tienda.</p>
          ) : products.data.length === 0 ? (
            <p className="field-hint">La tienda aún no tiene productos.</p>
          ) : (
            products.data.map((p) => (
              <label key={p.id} className="retos-kit-choice">
                <input type="checkbox" value={String(p.id)} {...register('kit')} />
                <span>{p.nombre}</span>
              </label>
            ))
          )}
        </FieldGroup>
      </div>
      <div className="form-actions">
        <SaveButton saving={isSubmitting} label={submitLabel} />
      </div>
    </form>
  );
}
