import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import DatePicker, { CalendarContainer, registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale/es';
import 'react-datepicker/dist/react-datepicker.css';
import { BOOKING_MESSAGES, SLOTS } from '@app/shared/booking';
import { colombiaToday, isIsoDate } from '@app/shared/colombia-time';
import { FormField } from '../../../components/ui/form-field';
import { useBlockedDates } from '../api/get-blocked-dates';
import { useOccupiedSlots } from '../api/get-occupied-slots';
import { isoToLocalDate, localDateToIso, localSlotLabel, prepareSlotLabels } from '../lib/dates';
import { judgeTypedDate, type TypedDate } from '../lib/typed-date';
import '../booking.css';

registerLocale('es', es);

export interface SlotValue {
  /** Colombia yyyy-MM-dd, '' when none */
  fecha: string;
  /** one of SLOTS, '' when none */
  hora: string;
}

type Part = keyof SlotValue;

interface SlotPickerProps {
  /** The controls' ids (the browser journeys use #reg-fechaAsesoria). */
  ids: SlotValue;
  /** The controls' names; the ids when not given. */
  names?: SlotValue;
  value: SlotValue;
  /** Called with the whole new value: a new day comes with the time cleared. */
  onChange: (value: SlotValue) => void;
  onBlur?: (part: Part) => void;
  /** The time select, for a form that focuses the first invalid field. */
  timeRef?: Ref<HTMLSelectElement>;
  errors?: { fecha?: string; hora?: string };
  dateLabel?: string;
  timeLabel?: string;
  /** The booking's own slot (rescheduling): named as such in the list instead of "(Ocupado)". */
  current?: SlotValue;
}

/**
 * A day and a free Colombia slot, with the booking rules (spec §4, §9): past and blocked days can be
 * neither picked nor typed, changing the day clears the time, every slot is listed in the visitor's
 * local time with the occupied ones disabled (asked again for every day chosen), and a chosen time
 * that turns out occupied is dropped. The booking form binds it to its form state, "Mi asesoría"
 * (reschedule) holds the value itself.
 *
 * The day and the time are separate memoised parts with stable callbacks, so choosing a time does
 * not re-render the date picker, and a day re-renders the time list once.
 */
export function SlotPicker({
  ids,
  names = ids,
  value,
  onChange,
  onBlur,
  timeRef,
  errors,
  dateLabel = 'Fecha de la asesoría',
  timeLabel = 'Hora de la asesoría',
  current,
}: SlotPickerProps) {
  // The parts get callbacks that never change and read the latest value and handlers from here.
  const latest = useRef({ value, onChange, onBlur });
  latest.current = { value, onChange, onBlur };
  const changeDate = useCallback((fecha: string) => latest.current.onChange({ fecha, hora: '' }), []);
  const changeTime = useCallback((hora: string) => latest.current.onChange({ fecha: latest.current.value.fecha, hora }), []);
  const blurDate = useCallback(() => latest.current.onBlur?.('fecha'), []);
  const blurTime = useCallback(() => latest.current.onBlur?.('hora'), []);
  const currentHora = current?.fecha === value.fecha ? current.hora : undefined;

  return (
    <div className="form-grid">
      <SlotDate
        id={ids.fecha}
        name={names.fecha}
        label={dateLabel}
        error={errors?.fecha}
        fecha={value.fecha}
        onChange={changeDate}
        onBlur={blurDate}
      />
      <SlotTime
        id={ids.hora}
        name={names.hora}
        label={timeLabel}
        error={errors?.hora}
        fecha={value.fecha}
        hora={value.hora}
        currentHora={currentHora}
        selectRef={timeRef}
        onChange={changeTime}
        onBlur={blurTime}
      />
    </div>
  );
}

/**
 * The calendar, which does not take the focus from the date input when tapped: a tap that moved
 * it to the day blurred the input, and the picker re-rendered the whole month and re-focused the
 * day (a forced layout of the page) before the tap's click could even choose it. Keyboard users
 * still move into the month with the arrow keys.
 */
function TapFriendlyCalendar(props: ComponentProps<typeof CalendarContainer>) {
  return (
    <div onMouseDown={(event) => event.preventDefault()}>
      <CalendarContainer {...props} />
    </div>
  );
}

interface SlotDateProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  fecha: string;
  onChange: (fecha: string) => void;
  onBlur: () => void;
}

/**
 * The date picker: past and blocked days can be neither chosen nor typed. A typed date is judged
 * from the raw text at every keystroke (judgeTypedDate), not by the picker's parse nor on blur,
 * which the picker skips while its calendar is open: the field names a day only once the whole
 * text is that bookable day, and a text the person leaves unfinished or wrong keeps its message
 * although the picker then empties the input.
 */
const SlotDate = memo(function SlotDate({ id, name, label, error, fecha, onChange, onBlur }: SlotDateProps) {
  const [typedDateError, setTypedDateError] = useState<string | null>(null);
  // The last text typed, until the person leaves the field or picks a day in the month.
  const typed = useRef<TypedDate | null>(null);
  // Whether the calendar shows (the picker's own open state follows the input's focus, this one
  // what is on screen). The month (≈ 40 day cells, their date arithmetic and the popper's
  // positioning) is the costliest render of the picker: the tap that opens it paints its answer
  // (the focused input) first, and the month is rendered after that frame, in a transition that
  // yields to the next tap. Picking a day hides it in the same render as the new value, so the
  // picker does not re-render and re-focus a month that is about to go away.
  const [calendarShown, setCalendarShown] = useState(false);
  const pickerOpen = useRef(false);
  const openCalendar = () => {
    pickerOpen.current = true;
    requestAnimationFrame(() => setTimeout(() => pickerOpen.current && startTransition(() => setCalendarShown(true))));
  };
  const closeCalendar = () => {
    pickerOpen.current = false;
    setCalendarShown(false);
  };
  const blocked = useBlockedDates();
  const today = colombiaToday();
  const blockedSet = useMemo(() => new Set(blocked.data ?? []), [blocked.data]);
  const excludeDates = useMemo(() => [...blockedSet].filter(isIsoDate).map(isoToLocalDate), [blockedSet]);
  const minDate = useMemo(() => isoToLocalDate(today), [today]);
  const selected = useMemo(() => (fecha && isIsoDate(fecha) ? isoToLocalDate(fecha) : null), [fecha]);
  const selectable = (iso: string) => isIsoDate(iso) && iso >= today && !blockedSet.has(iso);

  const judgeText = (text: string) => {
    const verdict = judgeTypedDate(text, today, (iso) => blockedSet.has(iso));
    typed.current = verdict;
    setTypedDateError(verdict.error);
    if (verdict.fecha !== fecha) onChange(verdict.fecha);
  };
  // Tab, Enter (the picker blurs the input) or a tap elsewhere; not a move into the month with the arrow keys.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    if (event.relatedTarget instanceof Element && event.relatedTarget.closest('.react-datepicker')) return;
    onBlur();
    if (typed.current && !typed.current.complete) setTypedDateError(BOOKING_MESSAGES.invalidTypedDate);
    typed.current = null;
  };

  return (
    <FormField id={id} label={label} required error={typedDateError ?? error}>
      {(a11y) => (
        <div onBlur={leave}>
          <DatePicker
            id={a11y.id}
            name={name}
            locale="es"
            calendarStartDay={1}
            monthsShown={1}
            dateFormat="yyyy-MM-dd"
            strictParsing
            placeholderText="aaaa-mm-dd"
            autoComplete="off"
            isClearable
            clearButtonTitle="Borrar la fecha"
            ariaLabelClose="Borrar la fecha"
            selected={selected}
            minDate={minDate}
            excludeDates={excludeDates}
            open={calendarShown}
            onCalendarOpen={openCalendar}
            onCalendarClose={closeCalendar}
            onSelect={() => setCalendarShown(false)}
            onKeyDown={(event) => {
              // Tab or Enter ends the typing. The picker's own handling of these keys depends on
              // whether its calendar is open yet (Enter opens it instead of blurring, Tab may land
              // in the month), so an unfinished text is judged here, not on blur.
              if ((event.key === 'Tab' || event.key === 'Enter') && typed.current && !typed.current.complete) {
                setTypedDateError(BOOKING_MESSAGES.invalidTypedDate);
              }
            }}
            onChangeRaw={(event) => {
              // a day picked in the month comes here too, with no text: onChange takes it
              if (event?.type === 'change' && event.target instanceof HTMLInputElement) judgeText(event.target.value);
            }}
            onChange={(date: Date | null, event?: SyntheticEvent) => {
              // typed text was judged in onChangeRaw; this is a day of the month or the clear button
              if (event?.type === 'change') return;
              const iso = date ? localDateToIso(date) : '';
              typed.current = null;
              if (iso && !selectable(iso)) {
                setTypedDateError(BOOKING_MESSAGES.invalidTypedDate);
                return;
              }
              setTypedDateError(null);
              onChange(iso);
            }}
            ariaInvalid={a11y['aria-invalid'] ? 'true' : undefined}
            ariaDescribedBy={a11y['aria-describedby']}
            ariaRequired="true"
            calendarContainer={TapFriendlyCalendar}
            wrapperClassName="date-field"
          />
        </div>
      )}
    </FormField>
  );
});

interface SlotTimeProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  fecha: string;
  hora: string;
  /** The booking's own time on this day, if any. */
  currentHora?: string;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (hora: string) => void;
  onBlur: () => void;
}

/** The Colombia slots of the chosen day in the visitor's time, the occupied ones disabled. */
const SlotTime = memo(function SlotTime({ id, name, label, error, fecha, hora, currentHora, selectRef, onChange, onBlur }: SlotTimeProps) {
  const occupied = useOccupiedSlots(fecha);
  const occupiedSlots = fecha ? (occupied.data ?? []) : [];
  // Formatting the ten labels is the costliest part of this list: once per day, not per render.
  const labels = useMemo(() => (fecha ? SLOTS.map((slot) => localSlotLabel(fecha, slot)) : []), [fecha]);

  // The first labels would build the time formatters inside the tap on a day: build them while idle.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => prepareSlotLabels());
  }, []);

  // A time that became occupied after a refetch is no longer a valid choice.
  useEffect(() => {
    if (hora && occupied.data?.includes(hora)) onChange('');
  }, [hora, occupied.data, onChange]);

  return (
    <FormField id={id} label={label} required error={error}>
      <select disabled={!fecha} name={name} ref={selectRef} value={hora} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{fecha ? 'Selecciona una hora' : 'Primero elige una fecha'}</option>
        {fecha &&
          SLOTS.map((slot, i) => {
            const own = currentHora === slot;
            const taken = own || occupiedSlots.includes(slot);
            return (
              <option key={slot} value={slot} disabled={taken}>
                {labels[i]}
                {own ? ' (Tu horario actual)' : taken ? ' (Ocupado)' : ''}
              </option>
            );
          })}
      </select>
    </FormField>
  );
});
