import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useController, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import axios from 'axios';
import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale/es';
import PhoneInput from 'react-phone-input-2';
import phoneEs from 'react-phone-input-2/lang/es.json';
import 'react-datepicker/dist/react-datepicker.css';
import 'react-phone-input-2/lib/style.css';
import {
  BOOKING_MESSAGES,
  OBJETIVO_OPTIONS,
  SEXO_OPTIONS,
  SLOTS,
  SUFRE_DE_OPTIONS,
  bookingSchema,
  type BookingPayload,
} from '@app/shared/booking';
import { colombiaToday, isIsoDate } from '@app/shared/colombia-time';
import type { FieldError as ApiFieldError } from '@app/shared/errors';
import { useBlockedDates } from '../api/get-blocked-dates';
import { useOccupiedSlots } from '../api/get-occupied-slots';
import { useCreateBooking } from '../api/create-booking';
import { isoToLocalDate, localDateToIso, localSlotLabel } from '../lib/dates';
import '../booking.css';

registerLocale('es', es);

/** What the inputs hold (strings as typed); the shared schema turns them into the payload. */
export interface RegistrationFormValues {
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
  sufreDe: string[];
  sufreDeOtros: string;
  objetivo: string[];
  objetivoOtros: string;
  recomendadoPor: string;
  idPatrocinador: string;
  fechaAsesoria: string;
  horaAsesoria: string;
  politica_privacidad: boolean;
}

type FieldName = keyof RegistrationFormValues;

/** Spec §4: all fields empty, lists empty, consent false. */
const EMPTY: RegistrationFormValues = {
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  sexo: '',
  ocupacion: '',
  pais: '',
  edad: '',
  peso_actual: '',
  estatura: '',
  sufreDe: [],
  sufreDeOtros: '',
  objetivo: [],
  objetivoOtros: '',
  recomendadoPor: '',
  idPatrocinador: '',
  fechaAsesoria: '',
  horaAsesoria: '',
  politica_privacidad: false,
};
const FIELD_NAMES = new Set(Object.keys(EMPTY));

const resolver = zodResolver(bookingSchema) as unknown as Resolver<RegistrationFormValues, unknown, BookingPayload>;

const errorId = (name: string) => `reg-${name}-error`;

function FieldErrorText({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={errorId(name)}>
      {message}
    </p>
  );
}

function Field(props: {
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`field ${props.className ?? ''}`.trim()}>
      <label htmlFor={`reg-${props.name}`}>
        {props.label}
        {props.required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {props.children}
      {props.hint}
      <FieldErrorText name={props.name} message={props.error} />
    </div>
  );
}

/** The visitor's advisory registration (spec §2, §4, §5, §9). */
export function RegistrationForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    clearErrors,
    reset,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegistrationFormValues, unknown, BookingPayload>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The picker is rendered directly (not inside <Controller>) so its handlers close over this render's data.
  const { field: dateField } = useController({ name: 'fechaAsesoria', control });
  const [typedDateError, setTypedDateError] = useState<string | null>(null);
  const fecha = watch('fechaAsesoria');
  const hora = watch('horaAsesoria');
  const consent = watch('politica_privacidad');
  const blocked = useBlockedDates();
  const occupied = useOccupiedSlots(fecha);
  const occupiedSlots = fecha ? (occupied.data ?? []) : [];
  const mutation = useCreateBooking();

  // A time that became occupied after a refetch is no longer a valid choice.
  useEffect(() => {
    if (hora && occupied.data?.includes(hora)) setValue('horaAsesoria', '');
  }, [hora, occupied.data, setValue]);

  const today = colombiaToday();
  const blockedSet = new Set(blocked.data ?? []);
  const selectable = (iso: string) => isIsoDate(iso) && iso >= today && !blockedSet.has(iso);

  const a11y = (name: FieldName) => ({
    id: `reg-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  const onValid = async (payload: BookingPayload) => {
    try {
      await mutation.mutateAsync(payload);
      reset(EMPTY);
      navigate('/verification-pending');
    } catch (err) {
      const data: unknown = axios.isAxiosError(err) ? err.response?.data : undefined;
      const body = (data && typeof data === 'object' ? data : {}) as { error?: unknown; errors?: unknown };
      if (Array.isArray(body.errors)) {
        for (const e of body.errors as ApiFieldError[]) {
          const name = String(e?.path ?? '').split('.')[0];
          if (FIELD_NAMES.has(name) && typeof e.msg === 'string') setError(name as FieldName, { type: 'server', message: e.msg });
        }
      }
      window.alert(typeof body.error === 'string' && body.error.trim() ? body.error : BOOKING_MESSAGES.submitFailed);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (getValues('politica_privacidad') !== true) {
      event.preventDefault();
      window.alert(BOOKING_MESSAGES.consentRequired);
      return;
    }
    void handleSubmit(onValid)(event);
  };

  const changeDate = (iso: string) => {
    setTypedDateError(null);
    setValue('fechaAsesoria', iso, { shouldValidate: isSubmitted, shouldDirty: true });
    // spec §4: changing the date clears the time; clearing it clears both
    setValue('horaAsesoria', '', { shouldValidate: false });
    if (!iso) clearErrors('horaAsesoria');
  };

  const fechaError = typedDateError ?? errors.fechaAsesoria?.message;

  return (
    <form className="booking-form card" onSubmit={onSubmit} noValidate aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className="booking-form-title">
        Agenda tu asesoría personalizada
      </h2>
      <p className="text-muted booking-form-intro">
        Completa tus datos y elige el día y la hora. Te enviaremos un correo para confirmar tu asesoría. Los campos marcados con{' '}
        <span className="required">*</span> son obligatorios.
      </p>

      <section className="booking-section" aria-labelledby="sec-personal">
        <h3 id="sec-personal">Datos personales</h3>
        <div className="form-grid">
          <Field name="nombre" label="Nombre" required error={errors.nombre?.message}>
            <input type="text" autoComplete="given-name" {...a11y('nombre')} {...register('nombre')} />
          </Field>
          <Field name="apellidos" label="Apellidos" required error={errors.apellidos?.message}>
            <input type="text" autoComplete="family-name" {...a11y('apellidos')} {...register('apellidos')} />
          </Field>
          <Field name="email" label="Correo electrónico" required error={errors.email?.message}>
            <input type="email" autoComplete="email" inputMode="email" {...a11y('email')} {...register('email')} />
          </Field>
          <Field name="telefono" label="Teléfono" required error={errors.telefono?.message}>
            <Controller
              name="telefono"
              control={control}
              render={({ field }) => (
                <PhoneInput
                  country="co"
                  localization={phoneEs}
                  value={field.value}
                  onChange={(value: string) => field.onChange(value)}
                  onBlur={field.onBlur}
                  containerClass="phone-field"
                  inputClass="phone-field-input"
                  buttonClass="phone-field-button"
                  inputProps={{
                    ...a11y('telefono'),
                    name: 'telefono',
                    autoComplete: 'tel',
                    'aria-required': true,
                    ref: field.ref,
                  }}
                />
              )}
            />
          </Field>
          <Field name="sexo" label="Sexo" required error={errors.sexo?.message}>
            <select {...a11y('sexo')} {...register('sexo')}>
              <option value="">Selecciona una opción</option>
              {SEXO_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          <Field name="ocupacion" label="Ocupación" required error={errors.ocupacion?.message}>
            <input type="text" autoComplete="organization-title" {...a11y('ocupacion')} {...register('ocupacion')} />
          </Field>
          <Field name="pais" label="País" required error={errors.pais?.message}>
            <input type="text" autoComplete="country-name" {...a11y('pais')} {...register('pais')} />
          </Field>
        </div>
      </section>

      <section className="booking-section" aria-labelledby="sec-imc">
        <h3 id="sec-imc">Datos para tu índice de masa corporal</h3>
        <div className="booking-grid-3">
          <Field name="edad" label="Edad (años)" required error={errors.edad?.message}>
            <input type="number" inputMode="numeric" min={1} max={120} step={1} {...a11y('edad')} {...register('edad')} />
          </Field>
          <Field name="peso_actual" label="Peso actual (kg)" required error={errors.peso_actual?.message}>
            <input type="number" inputMode="decimal" min={20} max={400} step={0.1} {...a11y('peso_actual')} {...register('peso_actual')} />
          </Field>
          <Field name="estatura" label="Estatura (cm)" required error={errors.estatura?.message}>
            <input type="number" inputMode="numeric" min={50} max={250} step={1} {...a11y('estatura')} {...register('estatura')} />
          </Field>
        </div>
      </section>

      <fieldset className="booking-fieldset" aria-describedby={errors.sufreDe ? errorId('sufreDe') : undefined}>
        <legend>¿Sufres de alguna de estas condiciones?</legend>
        <div className="chip-grid">
          {SUFRE_DE_OPTIONS.map((o) => (
            <label key={o.value} className="chip">
              <input type="checkbox" value={o.value} {...register('sufreDe')} />
              {o.label}
            </label>
          ))}
        </div>
        <FieldErrorText name="sufreDe" message={errors.sufreDe?.message} />
        <Field name="sufreDeOtros" label="Otros (especifica)" className="booking-otros" error={errors.sufreDeOtros?.message}>
          <textarea rows={2} maxLength={1000} {...a11y('sufreDeOtros')} {...register('sufreDeOtros')} />
        </Field>
      </fieldset>

      <fieldset className="booking-fieldset" aria-describedby={errors.objetivo ? errorId('objetivo') : undefined}>
        <legend>¿Cuáles son tus objetivos?</legend>
        <div className="chip-grid">
          {OBJETIVO_OPTIONS.map((o) => (
            <label key={o.value} className="chip">
              <input type="checkbox" value={o.value} {...register('objetivo')} />
              {o.label}
            </label>
          ))}
        </div>
        <FieldErrorText name="objetivo" message={errors.objetivo?.message} />
        <Field name="objetivoOtros" label="Otros objetivos (especifica)" className="booking-otros" error={errors.objetivoOtros?.message}>
          <textarea rows={2} maxLength={1000} {...a11y('objetivoOtros')} {...register('objetivoOtros')} />
        </Field>
      </fieldset>

      <section className="booking-section" aria-labelledby="sec-afiliado">
        <h3 id="sec-afiliado">Afiliado (opcional)</h3>
        <div className="form-grid">
          <Field name="recomendadoPor" label="¿Quién te recomendó?" error={errors.recomendadoPor?.message}>
            <input type="text" {...a11y('recomendadoPor')} {...register('recomendadoPor')} />
          </Field>
          <Field name="idPatrocinador" label="ID del patrocinador" error={errors.idPatrocinador?.message}>
            <input type="text" {...a11y('idPatrocinador')} {...register('idPatrocinador')} />
          </Field>
        </div>
      </section>

      <section className="booking-section" aria-labelledby="sec-agenda">
        <h3 id="sec-agenda">Agenda tu asesoría</h3>
        <p className="field-hint">Las horas se muestran en tu hora local; la asesoría se agenda en hora de Colombia.</p>
        <div className="form-grid">
          <Field name="fechaAsesoria" label="Fecha de la asesoría" required error={fechaError ?? undefined}>
            <DatePicker
              id="reg-fechaAsesoria"
              name="fechaAsesoria"
              locale="es"
              calendarStartDay={1}
              monthsShown={1}
              dateFormat="yyyy-MM-dd"
              placeholderText="aaaa-mm-dd"
              autoComplete="off"
              isClearable
              clearButtonTitle="Borrar la fecha"
              ariaLabelClose="Borrar la fecha"
              selected={dateField.value && isIsoDate(dateField.value) ? isoToLocalDate(dateField.value) : null}
              minDate={isoToLocalDate(today)}
              excludeDates={[...blockedSet].filter(isIsoDate).map(isoToLocalDate)}
              onChange={(date: Date | null) => {
                const iso = date ? localDateToIso(date) : '';
                // never trust the widget alone: a typed past or blocked day is refused here too
                if (iso && !selectable(iso)) setTypedDateError(BOOKING_MESSAGES.invalidTypedDate);
                else changeDate(iso);
              }}
              onBlur={(e) => {
                dateField.onBlur();
                const typed = (e.target as HTMLInputElement).value.trim();
                if (typed && !selectable(typed)) setTypedDateError(BOOKING_MESSAGES.invalidTypedDate);
              }}
              onInputError={(err) => setTypedDateError(err.msg)}
              ariaInvalid={fechaError ? 'true' : undefined}
              ariaDescribedBy={fechaError ? errorId('fechaAsesoria') : undefined}
              ariaRequired="true"
              wrapperClassName="date-field"
            />
          </Field>
          <Field name="horaAsesoria" label="Hora de la asesoría" required error={errors.horaAsesoria?.message}>
            <select disabled={!fecha} {...a11y('horaAsesoria')} {...register('horaAsesoria')}>
              <option value="">{fecha ? 'Selecciona una hora' : 'Primero elige una fecha'}</option>
              {fecha &&
                SLOTS.map((slot) => {
                  const taken = occupiedSlots.includes(slot);
                  return (
                    <option key={slot} value={slot} disabled={taken}>
                      {localSlotLabel(fecha, slot)}
                      {taken ? ' (Ocupado)' : ''}
                    </option>
                  );
                })}
            </select>
          </Field>
        </div>
      </section>

      <div className="booking-consent field">
        <label className="checkbox" htmlFor="reg-politica_privacidad">
          <input type="checkbox" {...a11y('politica_privacidad')} {...register('politica_privacidad')} />
          <span>
            He leído y acepto las{' '}
            <Link to="/Politicas" target="_blank" rel="noopener">
              políticas de privacidad
            </Link>{' '}
            y autorizo el tratamiento de mis datos.
          </span>
        </label>
        <FieldErrorText name="politica_privacidad" message={errors.politica_privacidad?.message} />
      </div>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-lg" disabled={!consent || isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Agendar mi asesoría'}
        </button>
      </div>
    </form>
  );
}
