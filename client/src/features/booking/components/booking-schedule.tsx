import { useCallback, useMemo } from 'react';
import { useController, type Control, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import type { BookingInput, BookingPayload } from '@app/shared/booking';
import { SlotPicker, type SlotValue } from './slot-picker';

type FormControl = Control<BookingInput, unknown, BookingPayload>;

interface BookingScheduleProps {
  control: FormControl;
  setValue: UseFormSetValue<BookingInput>;
  clearErrors: UseFormClearErrors<BookingInput>;
  /** After a submit, a new date or time is validated at once. */
  validateOnChange: boolean;
  errors: { fecha?: string; hora?: string };
}

const IDS: SlotValue = { fecha: 'reg-fechaAsesoria', hora: 'reg-horaAsesoria' };
const NAMES: SlotValue = { fecha: 'fechaAsesoria', hora: 'horaAsesoria' };

/**
 * The booking form's date and time: the one SlotPicker bound to the form state. Only this component
 * subscribes to the two values (useController), so choosing a day or a time re-renders these fields
 * and not the whole form.
 */
export function BookingSchedule({ control, setValue, clearErrors, validateOnChange, errors }: BookingScheduleProps) {
  const { field: fecha } = useController({ name: 'fechaAsesoria', control });
  const { field: hora } = useController({ name: 'horaAsesoria', control });
  const value = useMemo(() => ({ fecha: fecha.value, hora: hora.value }), [fecha.value, hora.value]);
  const fechaBlur = fecha.onBlur;
  const horaBlur = hora.onBlur;

  const change = useCallback(
    (next: SlotValue) => {
      if (next.fecha !== value.fecha) {
        setValue('fechaAsesoria', next.fecha, { shouldValidate: validateOnChange, shouldDirty: true });
        // spec §4: changing the date clears the time; clearing it clears both
        setValue('horaAsesoria', '', { shouldValidate: false });
        if (!next.fecha) clearErrors('horaAsesoria');
      } else {
        setValue('horaAsesoria', next.hora, { shouldValidate: validateOnChange, shouldDirty: true });
      }
    },
    [value.fecha, setValue, clearErrors, validateOnChange],
  );
  const blur = useCallback((part: keyof SlotValue) => (part === 'fecha' ? fechaBlur() : horaBlur()), [fechaBlur, horaBlur]);

  return <SlotPicker ids={IDS} names={NAMES} value={value} onChange={change} onBlur={blur} timeRef={hora.ref} errors={errors} />;
}
