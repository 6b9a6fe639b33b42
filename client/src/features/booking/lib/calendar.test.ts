import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar';
import { localSlotLabelIfDifferent } from './dates';

describe('googleCalendarUrl', () => {
  it('spans SESSION_MINUTES from the start, in UTC, with the texts encoded', () => {
    const url = googleCalendarUrl('2026-12-05T15:00:00.000Z', 'Asesoría con Laura & equipo', 'Línea 1, sí');
    expect(url).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Asesor%C3%ADa%20con%20Laura%20%26%20equipo' +
        '&dates=20261205T150000Z/20261205T160000Z&details=L%C3%ADnea%201%2C%20s%C3%AD',
    );
  });

  it('crosses midnight UTC correctly', () => {
    expect(googleCalendarUrl('2026-12-31T23:30:00Z', 't', 'd')).toContain('&dates=20261231T233000Z/20270101T003000Z&');
  });
});

describe('localSlotLabelIfDifferent', () => {
  it('is null where the wall clock shows the Colombia time', () => {
    expect(localSlotLabelIfDifferent('2026-12-05', '10:00', 'America/Bogota')).toBeNull();
    expect(localSlotLabelIfDifferent('2026-12-05', '10:00', 'America/Lima')).toBeNull();
  });

  it('names the local time elsewhere, and the local day when it changes', () => {
    expect(localSlotLabelIfDifferent('2026-12-05', '10:00', 'Europe/Madrid')).toBe('16:00 (Hora local)');
    expect(localSlotLabelIfDifferent('2026-12-05', '20:00', 'Europe/Madrid')).toMatch(/^02:00 del .*6.* \(Hora local\)$/);
  });
});
