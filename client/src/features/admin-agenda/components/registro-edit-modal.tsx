import { useId, useState } from 'react';
import { z } from 'zod';
import { Save } from 'lucide-react';
import {
  OBJETIVO_OPTIONS,
  SLOT_HOLDING_ESTADOS,
  SEXO_EDIT_OPTIONS,
  SLOTS,
  SUFRE_DE_OPTIONS,
  registroUpdateSchema,
  sexoLabel,
  type AdminRegistro,
  type RegistroUpdateInput,
} from '@app/shared/booking';
import { colombiaToUtc, isHHmm, isIsoDate } from '@app/shared/colombia-time';
import { decimalText } from '@app/shared/fields';
import { AfterFirstFrame } from '../../../components/ui/after-first-frame';
import { Alert } from '../../../components/ui/alert';
import { ChoiceChips, FieldGroup, FormField } from '../../../components/ui/form-field';
import { EditDialog } from '../../../components/ui/edit-dialog';
import { DECIMAL_INPUT, WHOLE_INPUT } from '../../../components/ui/number-inputs';
import { EstadoOptions } from '../../../components/admin-kit/estado-badge';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** What the inputs hold (strings as typed): the one list of the form's fields. */
const formValuesSchema = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  sexo: z.string(),
  ocupacion: z.string(),
  pais: z.string(),
  edad: z.string(),
  peso_actual: z.string(),
  estatura: z.string(),
  fecha: z.string(),
  hora: z.string(),
  sufre_de: z.array(z.string()).catch([]),
  sufre_de_otros: z.string(),
  objetivos: z.array(z.string()).catch([]),
  objetivo_otros: z.string(),
  recomendado_por: z.string(),
  id_patrocinador: z.string(),
  politica_privacidad: z.boolean(),
  estado: z.string(),
  notificarCliente: z.boolean(),
});
type RegistroFormValues = z.input<typeof formValuesSchema>;

/**
 * Spec §5 Registro edit; the date as an ISO instant. The numbers go as typed: the shared rules read
 * them (fields.ts: "72,5" is 72.5, edad and estatura whole, a blank one required).
 */
const formSchema = formValuesSchema
  // The shared schema checks the option values; the form only holds strings.
  .transform(
    ({ fecha, hora, estado, ...rest }) =>
      ({
        ...rest,
        estado,
        // `estado` wins on the server; `verified` is kept in step for older readers of the payload.
        verified: (SLOT_HOLDING_ESTADOS as readonly string[]).includes(estado),
        fecha_asesoria: isIsoDate(fecha) && isHHmm(hora) ? colombiaToUtc(fecha, hora).toISOString() : '',
      }) as RegistroUpdateInput,
  )
  .pipe(registroUpdateSchema);

type Payload = z.output<typeof formSchema>;

function toFormValues(r: AdminRegistro): RegistroFormValues {
  return {
    nombre: r.nombre,
    apellidos: r.apellidos,
    email: r.email,
    telefono: r.telefono,
    sexo: r.sexo,
    ocupacion: r.ocupacion,
    pais: r.pais,
    edad: String(r.edad ?? ''),
    peso_actual: decimalText(r.peso_actual),
    estatura: String(r.estatura ?? ''),
    fecha: r.fecha,
    hora: r.hora,
    sufre_de: [...r.sufre_de],
    sufre_de_otros: r.sufre_de_otros ?? '',
    objetivos: [...r.objetivos],
    objetivo_otros: r.objetivo_otros ?? '',
    recomendado_por: r.recomendado_por ?? '',
    id_patrocinador: r.id_patrocinador ?? '',
    politica_privacidad: r.politica_privacidad,
    estado: r.estado,
    notificarCliente: true,
  };
}

interface Props {
  registro: AdminRegistro;
  onClose: () => void;
  /** Resolves to an error message, or null when saved. */
  onSave: (id: number, payload: RegistroUpdateInput) => Promise<string | null>;
}

type TextField = 'nombre' | 'apellidos' | 'email' | 'telefono' | 'ocupacion' | 'pais' | 'recomendado_por' | 'id_patrocinador';

/** The edit modal: every field of the record and its state (spec §2 Agenda, §5 Registro edit, §7 PUT). */
export function RegistroEditModal({ registro, onClose, onSave }: Props) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    formSchema,
    async (payload: Payload) => {
      setError(null);
      // onSave resolves to the message of a refused save (it never rejects)
      const message = await onSave(registro.id, payload as RegistroUpdateInput);
      if (message) setError(message);
    },
    { defaultValues: toFormValues(registro) },
  );

  /** Id and error of a field; the date's error sits on the instant it is turned into (fecha_asesoria). */
  const field = (name: keyof RegistroFormValues, errorKey: string = name) => ({
    id: `${formId}-${name}`,
    error: (errors as Record<string, { message?: string } | undefined>)[errorKey]?.message,
  });
  const textInput = (name: TextField, label: string, required = true, type = 'text') => (
    <FormField {...field(name)} label={label} required={required}>
      <input type={type} {...register(name)} />
    </FormField>
  );
  const slots: string[] = (SLOTS as readonly string[]).includes(registro.hora) ? [...SLOTS] : [...SLOTS, registro.hora].sort();
  const sexoOptions: { value: string; label: string }[] = SEXO_EDIT_OPTIONS.some((o) => o.value === registro.sexo)
    ? [...SEXO_EDIT_OPTIONS]
    : [...SEXO_EDIT_OPTIONS, { value: registro.sexo, label: sexoLabel(registro.sexo) }];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <EditDialog
      open
      onClose={onClose}
      closeOnBackdrop={false}
      size="lg"
      title={`Editar registro #${registro.id}`}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Guardar Cambios"
      submitIcon={Save}
      error={error}
    >
      {hasErrors && <Alert variant="error">Por favor corrige los errores marcados en el formulario.</Alert>}
      <div className="form-grid">
        {textInput('nombre', 'Nombre')}
        {textInput('apellidos', 'Apellidos')}
        {textInput('email', 'Correo electrónico', true, 'email')}
        {textInput('telefono', 'Teléfono', true, 'tel')}
        <FormField {...field('sexo')} label="Sexo" required>
          <select {...register('sexo')}>
            {sexoOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
        {textInput('ocupacion', 'Ocupación')}
        {textInput('pais', 'País')}
        {/* Below the first screen on a phone: mounted a frame after the dialog, the chip lists (21
              checkboxes) one frame later still, so the tap that opens it paints the dialog with its
              first seven fields (≈ 50 controls mounted inside the tap). */}
        <AfterFirstFrame>
          <FormField {...field('edad')} label="Edad (años)" required>
            <input {...WHOLE_INPUT} {...register('edad')} />
          </FormField>
          <FormField {...field('peso_actual')} label="Peso actual (kg)" required>
            <input {...DECIMAL_INPUT} {...register('peso_actual')} />
          </FormField>
          <FormField {...field('estatura')} label="Estatura (cm)" required>
            <input {...WHOLE_INPUT} {...register('estatura')} />
          </FormField>
          <FormField {...field('fecha', 'fecha_asesoria')} label="Fecha de la asesoría" required>
            <input type="date" {...register('fecha')} />
          </FormField>
          <FormField {...field('hora')} label="Hora (Colombia)" required>
            <select {...register('hora')}>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
          <FieldGroup {...field('sufre_de')} legend="Sufre de" className="field-full">
            <AfterFirstFrame>
              <ChoiceChips options={SUFRE_DE_OPTIONS} {...register('sufre_de')} />
            </AfterFirstFrame>
          </FieldGroup>
          <FormField {...field('sufre_de_otros')} label="Otras condiciones" className="field-full">
            <textarea rows={2} {...register('sufre_de_otros')} />
          </FormField>
          <FieldGroup {...field('objetivos')} legend="Objetivos" className="field-full">
            <AfterFirstFrame>
              <ChoiceChips options={OBJETIVO_OPTIONS} {...register('objetivos')} />
            </AfterFirstFrame>
          </FieldGroup>
          <FormField {...field('objetivo_otros')} label="Otros objetivos" className="field-full">
            <textarea rows={2} {...register('objetivo_otros')} />
          </FormField>
          {textInput('recomendado_por', 'Recomendado por', false)}
          {textInput('id_patrocinador', 'ID patrocinador', false)}
          <FormField {...field('politica_privacidad')} label="Aceptó la política de privacidad" inline>
            <input type="checkbox" {...register('politica_privacidad')} />
          </FormField>
          <FormField {...field('estado')} label="Estado" required>
            <select {...register('estado')}>
              <EstadoOptions />
            </select>
          </FormField>
          <FormField
            {...field('notificarCliente')}
            label="Notificar al cliente"
            hint="Se enviará al cliente la invitación actualizada o la cancelación por correo."
            inline
            className="field-full"
          >
            <input type="checkbox" {...register('notificarCliente')} />
          </FormField>
        </AfterFirstFrame>
      </div>
    </EditDialog>
  );
}
