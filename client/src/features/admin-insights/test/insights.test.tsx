import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHTS_MESSAGES, type InsightsResponse } from '@app/shared/insights';
import DashboardHomePage from '../routes/dashboard-home-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

// jsdom has no canvas: the chart module (uPlot) is replaced by a stand-in that shows what it was given.
vi.mock('../components/weekly-chart', () => ({
  default: ({ weeks }: { weeks: InsightsResponse['porSemana'] }) => (
    <div data-testid="weekly-chart">{weeks.map((w) => `${w.semana}:${w.creadas}`).join(' ')}</div>
  ),
}));

const stats: InsightsResponse = {
  desde: '2026-03-01',
  hasta: '2026-03-15',
  totales: { creadas: 6, confirmadas: 4, canceladas: 2, asistio: 1, noAsistio: 1 },
  tasaConfirmacion: 0.667,
  tasaAsistencia: 0.5,
  porSemana: [
    { semana: '2026-02-23', creadas: 0, confirmadas: 0 },
    { semana: '2026-03-02', creadas: 3, confirmadas: 2 },
    { semana: '2026-03-09', creadas: 3, confirmadas: 2 },
  ],
  diaHora: [
    { dia: 1, hora: 9, total: 2 },
    { dia: 3, hora: 19, total: 1 },
  ],
  origen: [
    { recomendadoPor: 'ana', total: 3 },
    { recomendadoPor: null, total: 1 },
  ],
};

describe('Dashboard statistics', () => {
  it('shows the figures, the weekly chart, the day × hour table with headers and the origins', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: stats }));
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    const section = await screen.findByRole('region', { name: 'Estadísticas' });
    const figure = (label: string) => within(section).getByText(label, { selector: 'dt' }).closest('div')!;
    expect(await within(section).findByText('Reservas creadas')).toBeInTheDocument();
    expect(figure('Reservas creadas')).toHaveTextContent('6');
    expect(figure('Confirmadas')).toHaveTextContent('4');
    expect(figure('Canceladas')).toHaveTextContent('2');
    expect(figure('Asistieron')).toHaveTextContent('1');
    expect(figure('No asistieron')).toHaveTextContent('1');
    expect(figure('Tasa de confirmación')).toHaveTextContent('67 %');
    expect(figure('Tasa de asistencia')).toHaveTextContent('50 %');
    expect(await screen.findByTestId('weekly-chart')).toHaveTextContent('2026-02-23:0 2026-03-02:3 2026-03-09:3');
    expect(calls.find((c) => c.url === '/admin/estadisticas')).toMatchObject({ method: 'GET', url: '/admin/estadisticas' });

    const grid = screen.getByRole('table', { name: 'Asesorías confirmadas por día y hora (hora de Colombia)' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Hora', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    const row9 = within(grid).getByRole('rowheader', { name: '09:00' }).closest('tr')!;
    // Tuesday (dia 1) at 09:00: 2, the darkest shade
    expect(
      within(row9)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '2', '0', '0', '0', '0', '0']);
    expect(within(row9).getAllByRole('cell')[1]).toHaveClass('heat-4');
    const row19 = within(grid).getByRole('rowheader', { name: '19:00' }).closest('tr')!;
    expect(within(row19).getAllByRole('cell')[3]).toHaveTextContent('1');

    const origins = screen.getByRole('table', { name: '¿Quién los recomendó?' });
    expect(within(origins).getByRole('rowheader', { name: 'ana' }).closest('tr')).toHaveTextContent('3');
    expect(within(origins).getByRole('rowheader', { name: 'Sin indicar' }).closest('tr')).toHaveTextContent('1');
    // the period the server chose fills the date inputs
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-03-15');
  });

  it('asks for the chosen period, and refuses an inverted one before asking', async () => {
    const calls = fakeAdminServer((call) => ({
      status: 200,
      data: { ...stats, desde: (call.params?.desde as string) ?? stats.desde, hasta: (call.params?.hasta as string) ?? stats.hasta },
    }));
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    const user = userEvent.setup();
    const desde = await screen.findByLabelText('Desde');
    await waitFor(() => expect(desde).toHaveValue('2026-03-01'));
    await user.clear(desde);
    await user.type(desde, '2026-04-10');
    await user.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(await screen.findByText(INSIGHTS_MESSAGES.rangeInverted)).toBeInTheDocument();
    // (the dashboard also asks for the online payments' alerts)
    expect(calls.filter((c) => c.url === '/admin/estadisticas')).toHaveLength(1);

    await user.clear(desde);
    await user.type(desde, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Ver periodo' }));
    const stats2 = () => calls.filter((c) => c.url === '/admin/estadisticas');
    await waitFor(() => expect(stats2()).toHaveLength(2));
    expect(stats2()[1].params).toEqual({ desde: '2026-01-01', hasta: '2026-03-15' });
    expect(await screen.findByText(/Reservas creadas entre el 01\/01\/2026 y el 15\/03\/2026/)).toBeInTheDocument();
  });

  it('shows the server message when the statistics fail', async () => {
    fakeAdminServer(() => ({ status: 400, data: { message: INSIGHTS_MESSAGES.rangeTooLong, error: INSIGHTS_MESSAGES.rangeTooLong } }));
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    expect(await screen.findByText(INSIGHTS_MESSAGES.rangeTooLong)).toBeInTheDocument();
  });
});

describe('Dashboard statistics: the shop sales', () => {
  const ventas: NonNullable<InsightsResponse['ventas']> = {
    pedidos: 3,
    ingresos: 1_250_000,
    ticketPromedio: 416_667,
    pendientes: 2,
    cancelados: 1,
    porSemana: [
      { semana: '2026-03-02', pedidos: 0, ingresos: 0, ticketPromedio: null },
      { semana: '2026-03-09', pedidos: 3, ingresos: 1_250_000, ticketPromedio: 416_667 },
    ],
    masVendidos: [
      { productoId: 4, nombre: 'Proteína Vainilla', unidades: 5, ingresos: 475_000 },
      { productoId: null, nombre: 'Té de hierbas (archivado)', unidades: 2, ingresos: 136_000 },
    ],
  };

  it('shows orders, revenue and average order in pesos, the weeks and the best sellers', async () => {
    fakeAdminServer(() => ({ status: 200, data: { ...stats, ventas } }));
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    const section = await screen.findByRole('region', { name: 'Estadísticas' });
    await within(section).findByText('Ventas de la tienda');
    const figure = (label: string) => within(section).getByText(label, { selector: 'dt' }).closest('div')!;
    expect(figure('Ventas')).toHaveTextContent('3');
    expect(figure('Ingresos')).toHaveTextContent('$ 1.250.000');
    expect(figure('Ticket promedio')).toHaveTextContent('$ 416.667');
    expect(figure('Pendientes de pago')).toHaveTextContent('2');
    expect(figure('Cancelados o vencidos')).toHaveTextContent('1');
    const weeks = within(section).getByRole('table', { name: 'Ventas por semana', hidden: true });
    expect(within(weeks).getByRole('rowheader', { name: '09/03/2026', hidden: true }).closest('tr')).toHaveTextContent(
      '3$ 1.250.000$ 416.667',
    );
    expect(within(weeks).getByRole('rowheader', { name: '02/03/2026', hidden: true }).closest('tr')).toHaveTextContent('0$ 0—');
    const best = within(section).getByRole('table', { name: 'Productos más vendidos' });
    expect(
      within(best)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Proteína Vainilla5$ 475.000', 'Té de hierbas (archivado)2$ 136.000']);
  });

  it('says so when the period has no sales', async () => {
    const none = { ...ventas, pedidos: 0, ingresos: 0, ticketPromedio: null, porSemana: [], masVendidos: [] };
    fakeAdminServer(() => ({ status: 200, data: { ...stats, ventas: none } }));
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    expect(await screen.findByText('Sin ventas en este periodo.')).toBeInTheDocument();
    expect(screen.getByText('Ticket promedio', { selector: 'dt' }).closest('div')).toHaveTextContent('—');
  });
});

describe('Dashboard statistics: the retos', () => {
  it('shows the enrolments and the completion rate per reto in a table whose headers name the columns, with the definition', async () => {
    const retos: InsightsResponse['retos'] = [
      {
        retoId: 2,
        nombre: 'Reto 21 días',
        inscripciones: 4,
        porSemana: [
          { semana: '2026-03-02', inscripciones: 1 },
          { semana: '2026-03-09', inscripciones: 3 },
        ],
        finalizadas: 3,
        completadas: 2,
        tasaFinalizacion: 0.667,
      },
      { retoId: 3, nombre: 'Reto 90 días', inscripciones: 1, porSemana: [], finalizadas: 0, completadas: 0, tasaFinalizacion: null },
    ];
    fakeAdminServer(() => ({ status: 200, data: { ...stats, retos } }));
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    const table = await screen.findByRole('table', { name: 'Inscripciones y finalización por reto' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reto', 'Inscripciones', 'Terminaron', 'Con registro todos los días', 'Tasa de finalización']);
    expect(within(table).getByRole('rowheader', { name: 'Reto 21 días' }).closest('tr')).toHaveTextContent('Reto 21 días43267 %');
    expect(within(table).getByRole('rowheader', { name: 'Reto 90 días' }).closest('tr')).toHaveTextContent('Reto 90 días100—');
    expect(table).toHaveAccessibleDescription(/plazo para registrar ese día \(2 días\) ya pasó/);
    const weeks = screen.getByRole('table', { name: 'Inscripciones por semana y reto', hidden: true });
    expect(within(weeks).getByRole('rowheader', { name: '09/03/2026', hidden: true }).closest('tr')).toHaveTextContent('3');
  });
});

describe('Dashboard: online payments to review', () => {
  it('lists the alerts with a link to their order, and shows nothing when there are none', async () => {
    fakeAdminServer((call) =>
      call.url === '/admin/pagos/wompi/alertas'
        ? {
            status: 200,
            data: [
              {
                id: 1,
                fecha: '2026-03-10T15:00:00.000Z',
                alerta: 'El monto de la transacción no es el del intento.',
                referencia: 'VS-7K3Q9-AB23',
                pedidoId: 7,
              },
            ],
          }
        : { status: 200, data: stats },
    );
    renderWithProviders(<DashboardHomePage />, { route: '/admin/dashboard' });
    expect(await screen.findByText('Pagos en línea por revisar')).toBeInTheDocument();
    expect(screen.getByText(/El monto de la transacción no es el del intento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pedido VS-7K3Q9-AB23' })).toHaveAttribute('href', '/admin/dashboard/pedidos/7');
  });
});
