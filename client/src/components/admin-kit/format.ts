// The agenda's and the back office's dates and times: es-CO, in Colombia time (spec §2, ADR 003),
// built once in shared/src/format.ts for the server's pages and e-mails and the client alike.
export {
  formatColombiaDate,
  formatColombiaDateTime,
  formatColombiaLongDate,
  formatColombiaTime,
  formatShortWeekday as formatPlainDate,
} from '@app/shared/format';

export const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
