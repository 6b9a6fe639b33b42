import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Save } from 'lucide-react';
import {
  OBJETIVO_OPTIONS,
  SEXO_EDIT_OPTIONS,
  SLOTS,
  SUFRE_DE_OPTIONS,
  registroUpdateSchema,
  sexoLabel,
  type AdminRegistro,
  type RegistroUpdateInput,
} from '@app/shared/booking';
import { colombiaToUtc, isHHmm, isIsoDate } from '@app/shared/colombia-time';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';

export interface RegistroFormValues {
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  sexo: string;
  ocupacion: string;
  pais: string;
  edad: string;
  peso_actual: string;
  estatura: string;
  fecha: string;
  hora: string;
  sufre_de: string[];
  sufre_de_otros: string;
  objetivos: string[];
  objetivo_otros: string;
  recomendado_por: string;
  id_patrocinador: string;
  politica_privacidad: boolean;
  verified: boolean;
}

/** Spec §5 Registro edit: edad/estatura as integers, peso as decimal (fallback 0); the date as an ISO instant. */
const formSchema = z
  .object({
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
    verified: z.boolean(),
  })
  // The shared schema checks the option values; the form only holds strings.
  .transform(
    ({ fecha, hora, edad, peso_actual, estatura, ...rest }) =>
      ({
        ...rest,
        edad: Number.parseInt(edad, 10) || 0,
        estatura: Number.parseInt(estatura, 10) || 0,
        peso_actual: Number.parseFloat(String(peso_actual).replace(',', '.')) || 0,
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
    peso_actual: String(r.peso_actual ?? ''),
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
    verified: r.verified,
  };
}

interface Props {
  registro: AdminRegistro;
  onClose: () => void;
  /** Resolves to an error message, or null when saved. */
  onSave: (id: number, payload: RegistroUpdateInput) => Promise<string | null>;
}

type TextField = 'nombre' | 'apellidos' | 'email' | 'telefono' | 'ocupacion' | 'pais' | 'recomendado_por' | 'id_patrocinador';

/** The edit modal: every field of the record (spec §2 Agenda, §5 Registro edit, §7 PUT). */
export function RegistroEditModal({ registro, onClose, onSave }: Props) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegistroFormValues, unknown, Payload>({ resolver: zodResolver(formSchema), defaultValues: toFormValues(registro) });

  const submit = async (payload: Payload) => {
    setError(null);
    const message = await onSave(registro.id, payload as RegistroUpdateInput);
    if (message) setError(message);
  };

  const fieldError = (name: string) => {
    const e = (errors as Record<string, { message?: string } | undefined>)[name];
    return e?.message ? (
      <p className="field-error" id={`${formId}-${name}-error`}>
        {e.message}
      </p>
    ) : null;
  };
  const invalid = (name: string) => ({
    'aria-invalid': (errors as Record<string, unknown>)[name] ? (true as const) : undefined,
    'aria-describedby': (errors as Record<string, unknown>)[name] ? `${formId}-${name}-error` : undefined,
  });
  const textInput = (name: TextField, label: string, required = true, type = 'text') => (
    <div className="field">
      <label className="label" htmlFor={`${formId}-${name}`}>
        {label}{' '}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input id={`${formId}-${name}`} type={type} {...invalid(name)} {...register(name)} />
      {fieldError(name)}
    </div>
  );
  const slots: string[] = (SLOTS as readonly string[]).includes(registro.hora) ? [...SLOTS] : [...SLOTS, registro.hora].sort();
  const sexoOptions: { value: string; label: string }[] = SEXO_EDIT_OPTIONS.some((o) => o.value === registro.sexo)
    ? [...SEXO_EDIT_OPTIONS]
    : [...SEXO_EDIT_OPTIONS, { value: registro.sexo, label: sexoLabel(registro.sexo) }];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      size="lg"
      title={`Editar registro #${registro.id}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={isSubmitting}>
            <Save aria-hidden="true" size={18} />
            {isSubmitting ? 'Guardando...' : 'Guardar Cambios'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit(submit)} noValidate>
        {error && <Alert variant="error">{error}</Alert>}
        {hasErrors && <Alert variant="error">Por favor corrige los errores marcados en el formulario.</Alert>}
        <div className="form-grid">
          {textInput('nombre', 'Nombre')}
          {textInput('apellidos', 'Apellidos')}
          {textInput('email', 'Correo electrónico', true, 'email')}
          {textInput('telefono', 'Teléfono', true, 'tel')}
          <div className="field">
            <label className="label" htmlFor={`${formId}-sexo`}>
              Sexo{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <select id={`${formId}-sexo`} {...invalid('sexo')} {...register('sexo')}>
              {sexoOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {fieldError('sexo')}
          </div>
          {textInput('ocupacion', 'Ocupación')}
          {textInput('pais', 'País')}
          <div className="field">
            <label className="label" htmlFor={`${formId}-edad`}>
              Edad (años){' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input id={`${formId}-edad`} type="number" step={1} min={0} inputMode="numeric" {...invalid('edad')} {...register('edad')} />
            {fieldError('edad')}
          </div>
          <div className="field">
            <label className="label" htmlFor={`${formId}-peso`}>
              Peso actual (kg){' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={`${formId}-peso`}
              type="number"
              step={0.01}
              min={0}
              inputMode="decimal"
              {...invalid('peso_actual')}
              {...register('peso_actual')}
            />
            {fieldError('peso_actual')}
          </div>
          <div className="field">
            <label className="label" htmlFor={`${formId}-estatura`}>
              Estatura (cm){' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={`${formId}-estatura`}
              type="number"
              step={1}
              min={0}
              inputMode="numeric"
              {...invalid('estatura')}
              {...register('estatura')}
            />
            {fieldError('estatura')}
          </div>
          <div className="field">
            <label className="label" htmlFor={`${formId}-fecha`}>
              Fecha de la asesoría{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input id={`${formId}-fecha`} type="date" {...invalid('fecha_asesoria')} {...register('fecha')} />
            {fieldError('fecha_asesoria')}
          </div>
          <div className="field">
            <label className="label" htmlFor={`${formId}-hora`}>
              Hora (Colombia){' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <select id={`${formId}-hora`} {...register('hora')}>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field-full">
            <legend>Sufre de</legend>
            <div className="chip-grid">
              {SUFRE_DE_OPTIONS.map((o) => (
                <label key={o.value} className="chip">
                  <input type="checkbox" value={o.value} {...register('sufre_de')} />
                  {o.label}
                </label>
              ))}
            </div>
            {fieldError('sufre_de')}
          </fieldset>
          <div className="field field-full">
            <label className="label" htmlFor={`${formId}-sufre-otros`}>
              Otras condiciones
            </label>
            <textarea id={`${formId}-sufre-otros`} rows={2} {...invalid('sufre_de_otros')} {...register('sufre_de_otros')} />
            {fieldError('sufre_de_otros')}
          </div>
          <fieldset className="field-full">
            <legend>Objetivos</legend>
            <div className="chip-grid">
              {OBJETIVO_OPTIONS.map((o) => (
                <label key={o.value} className="chip">
                  <input type="checkbox" value={o.value} {...register('objetivos')} />
                  {o.label}
                </label>
              ))}
            </div>
            {fieldError('objetivos')}
          </fieldset>
          <div className="field field-full">
            <label className="label" htmlFor={`${formId}-objetivo-otros`}>
              Otros objetivos
            </label>
            <textarea id={`${formId}-objetivo-otros`} rows={2} {...invalid('objetivo_otros')} {...register('objetivo_otros')} />
            {fieldError('objetivo_otros')}
          </div>
          {textInput('recomendado_por', 'Recomendado por', false)}
          {textInput('id_patrocinador', 'ID patrocinador', false)}
          <div className="field">
            <label className="checkbox">
              <input type="checkbox" {...register('politica_privacidad')} />
              <span>Aceptó la política de privacidad</span>
            </label>
          </div>
          <div className="field">
            <label className="checkbox">
              <input type="checkbox" {...register('verified')} />
              <span>Verificado</span>
            </label>
          </div>
        </div>
      </form>
    </Modal>
  );
}
