import { ORDER_LIMITS, ORDER_MESSAGES, PAYMENT_METHOD_LABELS, type ShopSettings } from '@app/shared/orders';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { QueryView } from '../../../components/ui/query-view';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { MoneyInput } from '../../../components/admin-kit/money-input';
import { ZonesEditor } from '../components/zones-editor';
import { settingsFormSchema, settingsFormValues } from '../lib/settings-form';
import { formatWholeNumber } from '../../../components/admin-kit/whole-number';
import '../admin-shop.css';
import { SaveButton } from '../../../components/ui/save-button';

type Output = ShopSettings;

/** Tienda: the seller, the payment methods, shipping zones and prices, pickup. */
export default function TiendaAjustesPage() {
  usePageMeta('Ajustes de la tienda');
  const settings = useShopSettings();
  return (
    <AdminPage
      id="tienda"
      title="Ajustes de la tienda"
      intro="Lo que ve quien compra antes de pedir: quién vende, cómo pagar, cuánto cuesta el envío y dónde recoger."
    >
      <QueryView query={settings} loading="Cargando ajustes..." errorMessage="No se pudieron cargar los ajustes de la tienda.">
        {(s) => <SettingsForm settings={s} />}
      </QueryView>
    </AdminPage>
  );
}

/**
 * The whole form, saved at once. Its outcome shows beside the save button at the end of a long
 * page, where the person is, rather than at the top of the page. A refetch of the settings (the
 * window regains focus) does not touch what is being typed.
 */
function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const [success, showSuccess] = useTimedMessage(5000);
  const {
    register,
    handleSubmit,
    submitValid,
    control,
    reset,
    setValue,
    setError,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    settingsFormSchema,
    async (payload: Output) => {
      // the form starts again from what was stored (amounts written back as "95.000")
      reset(settingsFormValues(await save.mutateAsync(payload)));
      showSuccess(ORDER_MESSAGES.settingsSaved);
    },
    { defaultValues: settingsFormValues(settings), failureMessage: 'No se pudieron guardar los ajustes.' },
  );

  type MoneyName = 'envioPorDefecto' | 'envioGratisDesde' | 'contraEntregaMaximo';
  const money = (name: MoneyName) =>
    register(name, { onBlur: (e: { target: HTMLInputElement }) => setValue(name, formatWholeNumber(e.target.value)) });

  const submit = handleSubmit(submitValid, () => setError('root', { message: ORDER_MESSAGES.settingInvalid }));
  const v = errors.vendedor;

  return (
    <form onSubmit={submit} noValidate className="shop-form shop-settings">
      <AdminPanel title="Quién vende">
        <p className="field-hint mt-0 mb-2">Se muestra antes de confirmar cada pedido y en los términos de venta.</p>
        <div className="form-grid">
          <FormField id="ajustes-razon-social" label="Razón social o nombre" error={v?.razonSocial?.message}>
            <input maxLength={150} autoComplete="organization" {...register('vendedor.razonSocial')} />
          </FormField>
          <FormField id="ajustes-nit" label="NIT o documento" error={v?.nit?.message}>
            <input maxLength={30} {...register('vendedor.nit')} />
          </FormField>
          <FormField id="ajustes-direccion" label="Dirección" error={v?.direccion?.message} className="field-full">
            <input maxLength={200} {...register('vendedor.direccion')} />
          </FormField>
          <FormField id="ajustes-telefono" label="Teléfono" error={v?.telefono?.message}>
            <input type="tel" maxLength={30} {...register('vendedor.telefono')} />
          </FormField>
          <FormField id="ajustes-email" label="Correo" error={v?.email?.message}>
            <input type="email" maxLength={150} {...register('vendedor.email')} />
          </FormField>
          <FormField
            id="ajustes-whatsapp"
            label="WhatsApp"
            required
            hint="Solo dígitos, con el indicativo del país (57 para Colombia): 573001234567."
            error={errors.whatsapp?.message}
          >
            <input type="tel" inputMode="numeric" maxLength={15} {...register('whatsapp')} />
          </FormField>
        </div>
      </AdminPanel>

      <AdminPanel title="Pagos">
        <fieldset>
          <legend>Métodos de pago activos</legend>
          <FormField id="ajustes-metodo-transferencia" label={PAYMENT_METHOD_LABELS.transferencia} inline>
            <input type="checkbox" {...register('metodos.transferencia')} />
          </FormField>
          <FormField id="ajustes-metodo-contra-entrega" label={PAYMENT_METHOD_LABELS.contra_entrega} inline>
            <input type="checkbox" {...register('metodos.contra_entrega')} />
          </FormField>
          <FormField
            id="ajustes-metodo-wompi"
            label={PAYMENT_METHOD_LABELS.wompi}
            hint="Con Wompi. Solo se ofrece si el servidor tiene las llaves de Wompi (WOMPI_PUBLIC_KEY y sus secretos)."
            inline
            className="mb-0"
          >
            <input type="checkbox" {...register('metodos.wompi')} />
          </FormField>
        </fieldset>
        <FormField
          id="ajustes-instrucciones"
          label="Instrucciones de pago"
          hint="Cuentas, Nequi o llave Bre-B a las que se transfiere; el pedido las muestra con el valor exacto y la referencia."
          error={errors.instruccionesPago?.message}
        >
          <textarea rows={5} maxLength={ORDER_LIMITS.texto} {...register('instruccionesPago')} />
        </FormField>
        <div className="form-grid">
          <FormField
            id="ajustes-contra-entrega-maximo"
            label="Contra entrega hasta"
            required
            hint="Total máximo de un pedido pagado contra entrega."
            error={errors.contraEntregaMaximo?.message}
          >
            <MoneyInput {...money('contraEntregaMaximo')} />
          </FormField>
          <FormField
            id="ajustes-contra-entrega-defecto"
            label="Contra entrega fuera de las zonas"
            hint="Los lugares que no están en ninguna zona aceptan pago contra entrega."
            inline
            className="admin-field-check"
          >
            <input type="checkbox" {...register('contraEntregaPorDefecto')} />
          </FormField>
        </div>
      </AdminPanel>

      <AdminPanel title="Envíos">
        <div className="form-grid">
          <FormField
            id="ajustes-envio-defecto"
            label="Envío por defecto"
            required
            hint="Lo que paga un lugar que no está en ninguna zona."
            error={errors.envioPorDefecto?.message}
          >
            <MoneyInput {...money('envioPorDefecto')} />
          </FormField>
          <FormField
            id="ajustes-envio-gratis"
            label="Envío gratis desde"
            hint="Subtotal a partir del cual el envío es gratis. Vacío: nunca."
            error={errors.envioGratisDesde?.message}
          >
            <MoneyInput {...money('envioGratisDesde')} />
          </FormField>
        </div>
        <h3 className="shop-subtitle">Zonas de envío</h3>
        <p className="field-hint mt-0 mb-2">
          Por ejemplo «Bogotá y Soacha» o «Ciudades principales». Cada lugar va en una sola zona; un municipio elegido en una zona gana
          sobre su departamento elegido en otra.
        </p>
        <ZonesEditor control={control} register={register} setValue={setValue} errors={errors.zonas} />
      </AdminPanel>

      <AdminPanel title="Recoger en tienda">
        <FormField id="ajustes-recoger" label="Ofrecer «Recoger»" inline>
          <input type="checkbox" {...register('recogerActivo')} />
        </FormField>
        <FormField
          id="ajustes-recogida"
          label="Dirección de recogida"
          hint="Dirección, horario y a quién preguntar."
          error={errors.direccionRecogida?.message}
        >
          <textarea rows={3} maxLength={300} {...register('direccionRecogida')} />
        </FormField>
      </AdminPanel>

      <div className="shop-settings-actions">
        <div className="admin-messages" aria-live="polite">
          {success && <Alert variant="success">{success}</Alert>}
          {error && <Alert variant="error">{error}</Alert>}
        </div>
        <SaveButton saving={isSubmitting} label="Guardar ajustes" />
      </div>
    </form>
  );
}
