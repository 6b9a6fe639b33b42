import { type FormEvent } from 'react';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  BOOKING_MESSAGES,
  OBJETIVO_OPTIONS,
  SEXO_OPTIONS,
  SUFRE_DE_OPTIONS,
  bookingSchema,
  type BookingInput,
  type BookingPayload,
} from '@app/shared/booking';
import { ChoiceChips, FieldGroup, FormField } from '../../../components/ui/form-field';
import { DECIMAL_INPUT, WHOLE_INPUT } from '../../../components/ui/number-inputs';
import { PhoneField } from '../../../components/ui/phone-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateBooking } from '../api/create-booking';
import { BookingSchedule } from './booking-schedule';
import '../booking.css';

type FieldName = keyof BookingInput;

/** Spec §4: all fields empty, lists empty, consent false. */
const EMPTY: DefaultValues<BookingInput> = {
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  sexo: undefined, // the select's 'Selecciona una opción'
  ocupacion: '',
  pais: '',
  // in the spec's payload, never filled (docs/decisions/013): sent blank, no input
  indiceMasaMuscular: '',
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
const FIELD_NAMES = Object.keys(EMPTY);

/** Enabled once the consent is ticked: the one part of the form that follows the checkbox. */
function SubmitButton({ control, submitting }: { control: Control<BookingInput, unknown, BookingPayload>; submitting: boolean }) {
  const consent = useWatch({ control, name: 'politica_privacidad' });
  return (
    <button type="submit" className="btn btn-primary btn-lg" disabled={!consent || submitting}>
      {submitting ? 'Enviando...' : 'Agendar mi asesoría'}
    </button>
  );
}

/** The booking form (a registro: a visitor books an asesoría; not the account sign-up of features/account), spec §2, §4, §5, §9. */
// The form itself subscribes to no value: the fields that follow one (date, time, submit button)
// subscribe on their own, so a tap or a keystroke re-renders that field, never the whole form.
export function BookingForm() {
  const navigate = useNavigate();
  const mutation = useCreateBooking();
  const {
    register,
    handleSubmit,
    submitValid,
    control,
    setValue,
    getValues,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useSchemaForm(
    // the shared schema's input is what the inputs hold (strings as typed); its output is the payload
    bookingSchema,
    async (payload: BookingPayload) => {
      // the version whose consent text this form showed: the server records that text
      const created = await mutation.mutateAsync({ ...payload, politica_version: CURRENT_POLICY.id });
      reset(EMPTY);
      // the pending page names the address, the hold and offers a resend
      navigate('/verification-pending', { state: { email: payload.email, holdHours: created.holdHours } });
    },
    {
      defaultValues: EMPTY,
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      fields: FIELD_NAMES,
      focusServerErrors: false,
      // the server's message (or the form's) is said in a dialog, as the spec's form does (§4)
      onFailure: ({ failure }) => {
        window.alert((failure.kind === 'response' && failure.message) || BOOKING_MESSAGES.submitFailed);
        return null;
      },
    },
  );

  /** Id and error of a field: ids are `reg-<name>` (the browser journeys use #reg-fechaAsesoria). */
  const field = (name: FieldName) => ({ id: `reg-${name}`, error: errors[name]?.message });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (getValues('politica_privacidad') !== true) {
      event.preventDefault();
      window.alert(BOOKING_MESSAGES.consentRequired);
      return;
    }
    void handleSubmit(submitValid)(event);
  };

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
          <FormField {...field('nombre')} label="Nombre" required>
            <input type="text" autoComplete="given-name" {...register('nombre')} />
          </FormField>
          <FormField {...field('apellidos')} label="Apellidos" required>
            <input type="text" autoComplete="family-name" {...register('apellidos')} />
          </FormField>
          <FormField {...field('email')} label="Correo electrónico" required>
            <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <FormField {...field('telefono')} label="Teléfono" required>
            {(a11y) => <PhoneField control={control} name="telefono" a11y={a11y} />}
          </FormField>
          <FormField {...field('sexo')} label="Sexo" required>
            <select {...register('sexo')}>
              <option value="">Selecciona una opción</option>
              {SEXO_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...field('ocupacion')} label="Ocupación" required>
            <input type="text" autoComplete="organization-title" {...register('ocupacion')} />
          </FormField>
          <FormField {...field('pais')} label="País" required>
            <input type="text" autoComplete="country-name" {...register('pais')} />
          </FormField>
        </div>
      </section>

      <section className="booking-section" aria-labelledby="sec-imc">
        <h3 id="sec-imc">Datos para tu índice de masa corporal</h3>
        <div className="booking-grid-3">
          <FormField {...field('edad')} label="Edad (años)" required>
            <input {...WHOLE_INPUT} {...register('edad')} />
          </FormField>
          <FormField {...field('peso_actual')} label="Peso actual (kg)" required>
            <input {...DECIMAL_INPUT} {...register('peso_actual')} />
          </FormField>
          <FormField {...field('estatura')} label="Estatura (cm)" required>
            <input {...WHOLE_INPUT} {...register('estatura')} />
          </FormField>
        </div>
      </section>

      <FieldGroup
        {...field('sufreDe')}
        className="booking-fieldset"
        legend="¿Sufres de alguna de estas condiciones?"
        after={
          <FormField {...field('sufreDeOtros')} label="Otros (especifica)" className="booking-otros">
            <textarea rows={2} maxLength={1000} {...register('sufreDeOtros')} />
          </FormField>
        }
      >
        <ChoiceChips options={SUFRE_DE_OPTIONS} {...register('sufreDe')} />
      </FieldGroup>

      <FieldGroup
        {...field('objetivo')}
        className="booking-fieldset"
        legend="¿Cuáles son tus objetivos?"
        after={
          <FormField {...field('objetivoOtros')} label="Otros objetivos (especifica)" className="booking-otros">
            <textarea rows={2} maxLength={1000} {...register('objetivoOtros')} />
          </FormField>
        }
      >
        <ChoiceChips options={OBJETIVO_OPTIONS} {...register('objetivo')} />
      </FieldGroup>

      <section className="booking-section" aria-labelledby="sec-afiliado">
        <h3 id="sec-afiliado">Afiliado (opcional)</h3>
        <div className="form-grid">
          <FormField {...field('recomendadoPor')} label="¿Quién te recomendó?">
            <input type="text" {...register('recomendadoPor')} />
          </FormField>
          <FormField {...field('idPatrocinador')} label="ID del patrocinador">
            <input type="text" {...register('idPatrocinador')} />
          </FormField>
        </div>
      </section>

      <section className="booking-section" aria-labelledby="sec-agenda">
        <h3 id="sec-agenda">Agenda tu asesoría</h3>
        <p className="field-hint">Las horas se muestran en tu hora local; la asesoría se agenda en hora de Colombia.</p>
        <BookingSchedule
          control={control}
          setValue={setValue}
          clearErrors={clearErrors}
          validateOnChange={isSubmitted}
          errors={{ fecha: errors.fechaAsesoria?.message, hora: errors.horaAsesoria?.message }}
        />
      </section>

      <FormField
        {...field('politica_privacidad')}
        inline
        className="booking-consent"
        hint={CURRENT_POLICY.bookingConsent}
        label={
          <>
            He leído y acepto las{' '}
            <Link to="/Politicas" target="_blank" rel="noopener">
              políticas de privacidad
            </Link>{' '}
            y autorizo el tratamiento de mis datos.
          </>
        }
      >
        <input type="checkbox" {...register('politica_privacidad')} />
      </FormField>

      <div className="form-actions">
        <SubmitButton control={control} submitting={isSubmitting} />
      </div>
    </form>
  );
}
