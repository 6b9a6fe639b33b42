import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, Download, MessageCircle } from 'lucide-react';
import { ESTADO_LABELS } from '@app/shared/booking';
import {
  LIFECYCLE_MESSAGES,
  cancelBookingSchema,
  cutoffMessage,
  rescheduleBookingSchema,
  type GestionChangedResponse,
  type GestionView,
} from '@app/shared/booking-lifecycle';
import { AfterFirstFrame } from '../../../components/ui/after-first-frame';
import { Alert, FocusedAlert, type AlertMessage } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiFailure } from '../../../lib/api-error';
import { brandName, coachName, whatsappUrl } from '../../../lib/site-config';
import { usePageMeta } from '../../../lib/use-page-meta';
import {
  cancelGestion,
  forgetGestionData,
  gestionCalendarUrl,
  gestionQueryOptions,
  rescheduleGestion,
  useGestion,
} from '../api/booking-lifecycle';
import { Modal } from '../../../components/ui/modal';
import { apiErrorMessage } from '../../../lib/api-error';
import { occupiedSlotsQueryOptions } from '../api/get-occupied-slots';
import { SlotPicker, type SlotValue } from '../components/slot-picker';
import { googleCalendarUrl } from '../lib/calendar';
import { localSlotLabelIfDifferent, spanishLongDate } from '../lib/dates';
import { useHashInView } from '../lib/use-hash-in-view';
import '../booking.css';

const ACTION_FAILED = 'No pudimos guardar el cambio. Por favor, inténtalo de nuevo en unos minutos.';
const LOAD_FAILED = 'No pudimos cargar tu asesoría. Por favor, inténtalo de nuevo en unos minutos.';
const MOTIVO_MAX = 500;
const RESCHEDULE_IDS: SlotValue = { fecha: 'reprogramar-fecha', hora: 'reprogramar-hora' };

function WhatsAppLink({ text, className = 'btn btn-outline' }: { text: string; className?: string }) {
  return (
    <a className={className} href={whatsappUrl(text)} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={18} /> Escríbenos por WhatsApp
    </a>
  );
}

const whenText = (v: Pick<GestionView, 'fechaAsesoria' | 'horaAsesoria'>) =>
  `${spanishLongDate(v.fechaAsesoria) ?? v.fechaAsesoria} a las ${v.horaAsesoria} (hora de Colombia)`;

/** A panel's heading, focused when the panel opens (the button that opened it is gone). */
function PanelHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="gestion-panel-title">
      {children}
    </h2>
  );
}

/** Splits a failed change: a field error (slot taken, slot rules) stays in the form; anything else is about the booking itself. */
function changeFailure(err: unknown): { text: string; fields: Record<string, string>; aboutBooking: boolean } {
  const failure = apiFailure(err);
  if (failure.kind !== 'response') return { text: ACTION_FAILED, fields: {}, aboutBooking: false };
  const fields = Object.fromEntries((failure.errors ?? []).map((e) => [e.path.split('.')[0], e.msg]));
  const text = failure.message ?? ACTION_FAILED;
  // 409 with no field named: cancelled meanwhile, past the cut-off, or not confirmed (the page reloads it)
  return { text, fields, aboutBooking: failure.status === 409 && Object.keys(fields).length === 0 };
}

interface ActionProps {
  token: string;
  view: GestionView;
  onDone: (res: GestionChangedResponse) => void;
  onBookingChanged: (message: string) => void;
  onClose: () => void;
}

function RescheduleForm({ token, view, onDone, onBookingChanged, onClose }: ActionProps) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<SlotValue>({ fecha: '', hora: '' });
  const [errors, setErrors] = useState<{ fecha?: string; hora?: string }>({});
  const [result, setResult] = useState<AlertMessage | null>(null);
  const mutation = useMutation({ mutationFn: (input: { fechaAsesoria: string; horaAsesoria: string }) => rescheduleGestion(token, input) });
  const current = { fecha: view.fechaAsesoria, hora: view.horaAsesoria };

  const change = useCallback((next: SlotValue) => {
    setValue(next);
    setErrors({});
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rescheduleBookingSchema.safeParse({ fechaAsesoria: value.fecha, horaAsesoria: value.hora });
    if (!parsed.success) {
      const issue = (name: string) => parsed.error.issues.find((i) => i.path[0] === name)?.message;
      setErrors({ fecha: issue('fechaAsesoria'), hora: issue('horaAsesoria') });
      return;
    }
    if (parsed.data.fechaAsesoria === current.fecha && parsed.data.horaAsesoria === current.hora) {
      setErrors({ hora: LIFECYCLE_MESSAGES.sameSlot });
      return;
    }
    setResult(null);
    mutation.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (err) => {
        const failure = changeFailure(err);
        if (failure.aboutBooking) return onBookingChanged(failure.text);
        setErrors({ fecha: failure.fields.fechaAsesoria, hora: failure.fields.horaAsesoria });
        setResult({ variant: 'error', text: failure.text });
        // the slot was just taken: show the day's free slots as they are now
        if (failure.fields.horaAsesoria) void queryClient.invalidateQueries({ queryKey: occupiedSlotsQueryOptions(value.fecha).queryKey });
      },
    });
  };

  return (
    <form className="gestion-panel" onSubmit={submit} noValidate aria-labelledby="gestion-reprogramar-title">
      <PanelHeading id="gestion-reprogramar-title">Reprogramar tu asesoría</PanelHeading>
      <p className="field-hint">
        Elige un nuevo día y una hora libre. Las horas se muestran en tu hora local; la asesoría se agenda en hora de Colombia.
      </p>
      {/* The picker (date input, time list and their labels) follows a frame after the panel:
          the tap on "Reprogramar" paints the panel at once. */}
      <AfterFirstFrame>
        <SlotPicker
          ids={RESCHEDULE_IDS}
          value={value}
          onChange={change}
          errors={errors}
          dateLabel="Nueva fecha"
          timeLabel="Nueva hora"
          current={current}
        />
      </AfterFirstFrame>
      <FocusedAlert message={result} className="gestion-result" />
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Guardando...' : 'Confirmar nuevo horario'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={mutation.isPending}>
          Volver sin cambiar
        </button>
      </div>
    </form>
  );
}

function CancelForm({ token, view, onDone, onBookingChanged, onClose }: ActionProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<AlertMessage | null>(null);
  const mutation = useMutation({ mutationFn: (input: { motivo: string | null }) => cancelGestion(token, input) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelBookingSchema.safeParse({ motivo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setResult(null);
    mutation.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (err) => {
        const failure = changeFailure(err);
        if (failure.aboutBooking) return onBookingChanged(failure.text);
        setError(failure.fields.motivo);
        setResult({ variant: 'error', text: failure.text });
      },
    });
  };

  return (
    <form className="gestion-panel" onSubmit={submit} noValidate aria-labelledby="gestion-cancelar-title">
      <PanelHeading id="gestion-cancelar-title">Cancelar tu asesoría</PanelHeading>
      <p>
        ¿Seguro que quieres cancelar tu asesoría del <strong>{whenText(view)}</strong>? El horario quedará libre para otra persona.
      </p>
      <FormField id="cancelar-motivo" label="Motivo (opcional)" hint="Nos ayuda a mejorar; no es obligatorio." error={error}>
        <input type="text" maxLength={MOTIVO_MAX} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
      </FormField>
      <FocusedAlert message={result} className="gestion-result" />
      <div className="btn-row">
        <button type="submit" className="btn btn-danger" disabled={mutation.isPending}>
          {mutation.isPending ? 'Cancelando...' : 'Sí, cancelar mi asesoría'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={mutation.isPending}>
          No, mantenerla
        </button>
      </div>
    </form>
  );
}

function CalendarLinks({ token, view }: { token: string; view: GestionView }) {
  const google = googleCalendarUrl(
    view.fecha_asesoria,
    `Asesoría con ${coachName} (${brandName})`,
    'Asesoría personalizada de nutrición. Para reprogramarla o cancelarla, usa el enlace «Gestionar mi asesoría» del correo de confirmación.',
  );
  return (
    <section className="gestion-calendar" aria-labelledby="gestion-calendario-title">
      <h2 id="gestion-calendario-title">Añadir al calendario</h2>
      <div className="btn-row">
        <a className="btn btn-outline" href={gestionCalendarUrl(token)} download="asesoria.ics">
          <Download aria-hidden="true" size={18} /> Descargar invitación (.ics)
        </a>
        <a className="btn btn-outline" href={google} target="_blank" rel="noopener noreferrer">
          <CalendarPlus aria-hidden="true" size={18} /> Añadir a Google Calendar
        </a>
      </div>
    </section>
  );
}

const FORGET_FAILED = 'No pudimos eliminar tus datos. Por favor, inténtalo de nuevo en unos minutos.';

/** "Eliminar mis datos" (Ley 1581): confirmed in a dialog; the page then shows only the outcome. */
function ForgetData({ token, view, onForgotten }: { token: string; view: GestionView; onForgotten: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const mutation = useMutation({ mutationFn: () => forgetGestionData(token) });
  const ahead = view.estado === 'confirmada' || view.estado === 'pendiente';
  const confirm = () => {
    setError(undefined);
    mutation.mutate(undefined, {
      onSuccess: (res) => onForgotten(res.message),
      onError: (err) => setError(apiErrorMessage(err, FORGET_FAILED)),
    });
  };
  return (
    <section className="gestion-privacy" aria-labelledby="gestion-datos-title">
      <h2 id="gestion-datos-title">Tus datos personales</h2>
      <p className="text-small">
        Puedes pedir que eliminemos los datos personales de esta asesoría (nombre, contacto y datos de salud).{' '}
        <Link to="/Politicas">Política de tratamiento de datos</Link>.
      </p>
      <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
        Eliminar mis datos
      </button>
      <Modal
        open={confirming}
        onClose={() => !mutation.isPending && setConfirming(false)}
        title="¿Eliminar tus datos?"
        size="sm"
        closeOnBackdrop={!mutation.isPending}
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              No, volver
            </button>
            <button type="button" className="btn btn-danger" onClick={confirm} disabled={mutation.isPending}>
              {mutation.isPending ? 'Eliminando...' : 'Sí, eliminar mis datos'}
            </button>
          </>
        }
      >
        <p>
          {ahead ? 'Tu asesoría se cancelará (te enviaremos el aviso de cancelación) y ' : ''}
          tus datos personales de esta asesoría se eliminarán. Este enlace dejará de funcionar. Esta acción no se puede deshacer.
        </p>
        {error && <Alert variant="error">{error}</Alert>}
      </Modal>
    </section>
  );
}

type Mode = 'view' | 'reschedule' | 'cancel';

function Gestion({ token, view, onForgotten }: { token: string; view: GestionView; onForgotten: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('view');
  const [result, setResult] = useState<AlertMessage | null>(null);
  const local = localSlotLabelIfDifferent(view.fechaAsesoria, view.horaAsesoria);
  const confirmed = view.estado === 'confirmada';

  // Closing a panel without a change puts the focus back on the button that opened it.
  const opener = useRef<Mode | null>(null);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode !== 'view' || !opener.current) return;
    (opener.current === 'reschedule' ? rescheduleButton : cancelButton).current?.focus();
    opener.current = null;
  }, [mode]);

  const open = (next: Mode) => {
    setResult(null);
    setMode(next);
  };
  const close = () => {
    opener.current = mode;
    setMode('view');
  };
  const done = (res: GestionChangedResponse) => {
    queryClient.setQueryData(gestionQueryOptions(token).queryKey, res.gestion);
    setMode('view');
    setResult({ variant: 'success', text: res.message });
  };
  const bookingChanged = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: gestionQueryOptions(token).queryKey });
    setMode('view');
    setResult({ variant: 'error', text: message });
  };
  const actionProps = { token, view, onDone: done, onBookingChanged: bookingChanged, onClose: close };

  return (
    <>
      <p className="lead">Hola, {`${view.nombre} ${view.apellidos}`.trim()}. Estos son los datos de tu asesoría.</p>
      <dl className="gestion-summary">
        <div>
          <dt>Estado</dt>
          <dd>
            <span className={`badge gestion-estado gestion-estado-${view.estado}`}>{ESTADO_LABELS[view.estado] ?? view.estado}</span>
          </dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>{spanishLongDate(view.fechaAsesoria) ?? view.fechaAsesoria}</dd>
        </div>
        <div>
          <dt>Hora</dt>
          <dd>
            {view.horaAsesoria} (hora de Colombia)
            {local && <span className="gestion-local">{local}</span>}
          </dd>
        </div>
        {view.estado === 'cancelada' && view.motivo_cancelacion && (
          <div>
            <dt>Motivo de la cancelación</dt>
            <dd className="gestion-motivo">{view.motivo_cancelacion}</dd>
          </div>
        )}
      </dl>

      <FocusedAlert message={result} className="gestion-result" />

      {view.estado === 'cancelada' && (
        <>
          <p>Esta asesoría fue cancelada y su horario quedó libre.</p>
          <Link to="/registro" className="btn btn-outline">
            Agendar una nueva asesoría
          </Link>
        </>
      )}
      {view.estado === 'pendiente' && <Alert variant="info">{LIFECYCLE_MESSAGES.notConfirmed}</Alert>}

      {confirmed && view.puedeModificar && mode === 'view' && (
        <div className="btn-row gestion-actions">
          <button type="button" className="btn btn-primary" ref={rescheduleButton} onClick={() => open('reschedule')}>
            <CalendarDays aria-hidden="true" size={18} /> Reprogramar
          </button>
          <button type="button" className="btn btn-outline" ref={cancelButton} onClick={() => open('cancel')}>
            Cancelar asesoría
          </button>
        </div>
      )}
      {confirmed && view.puedeModificar && mode === 'reschedule' && <RescheduleForm {...actionProps} />}
      {confirmed && view.puedeModificar && mode === 'cancel' && <CancelForm {...actionProps} />}
      {confirmed && !view.puedeModificar && (
        <div className="gestion-cutoff">
          <p>{cutoffMessage(view.cutoffHours)}</p>
          <WhatsAppLink className="btn btn-primary" text={`Hola, necesito cambiar mi asesoría del ${whenText(view)}.`} />
        </div>
      )}
      {confirmed && <CalendarLinks token={token} view={view} />}
      {mode === 'view' && <ForgetData token={token} view={view} onForgotten={onForgotten} />}
    </>
  );
}

function GestionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = apiFailure(error);
  const notFound = failure.kind === 'response' && failure.status === 404;
  return (
    <div className="gestion-error">
      <Alert variant="error">{notFound ? LIFECYCLE_MESSAGES.gestionNotFound : LOAD_FAILED}</Alert>
      <div className="btn-row">
        {!notFound && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Intentar de nuevo
          </button>
        )}
        <WhatsAppLink text="Hola, no pude abrir el enlace para gestionar mi asesoría." />
        <Link to="/" className="btn btn-ghost">
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}

/**
 * /mi-asesoria/:token: the booker's own page, opened from the confirmation e-mail or
 * the success page. Shows the booking and, while allowed, cancels or moves it; adds it to a calendar.
 */
export default function MiAsesoriaPage() {
  usePageMeta('Mi asesoría');
  const { token = '' } = useParams();
  const gestion = useGestion(token);
  useHashInView(gestion.data !== undefined);
  // one object for the whole outcome: FocusedAlert focuses it when it changes
  const [forgotten, setForgotten] = useState<AlertMessage | null>(null);
  return (
    <section className="section">
      <div className="container gestion card">
        <h1>Mi asesoría</h1>
        {forgotten ? (
          <div className="gestion-forgotten">
            <FocusedAlert message={forgotten} className="gestion-result" />
            <p>
              Ya no guardamos tu nombre, tus datos de contacto ni tus datos de salud para esta asesoría, y este enlace dejó de funcionar.
            </p>
            <Link to="/" className="btn btn-outline">
              Volver al inicio
            </Link>
          </div>
        ) : gestion.data ? (
          // a failed reload after a change keeps what was shown
          <Gestion token={token} view={gestion.data} onForgotten={(text) => setForgotten({ variant: 'success', text })} />
        ) : gestion.isError ? (
          <GestionError error={gestion.error} onRetry={() => void gestion.refetch()} />
        ) : (
          <PageSpinner label="Cargando tu asesoría..." />
        )}
      </div>
    </section>
  );
}
