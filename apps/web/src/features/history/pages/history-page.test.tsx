import { addDays, toSaoPauloDate } from '@carteira/core/calendar';
import { formatDate } from '@carteira/core/history';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { HistoryPage } from './history-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({ useSession: () => ({ accountKey: 'account-1' }) }));

const today = toSaoPauloDate(Date.now());

function renderPage() {
  return renderRoutes(
    [
      { path: '/newTransactionHistory', element: <HistoryPage /> },
      { path: '*', element: <p data-testid="left-route" /> },
    ],
    { at: '/newTransactionHistory', from: '/newWalletLaunch' },
  );
}

const asked = () =>
  vi
    .mocked(bank.call)
    .mock.calls.filter(([path]) => path === 'conta/consultar-extrato-completo')
    .map(([, body]) => body as { dataInicio: string; dataFim: string });

describe('statement period', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    vi.mocked(bank.call).mockImplementation(async (path) =>
      path === 'conta/consultar-agendamentos'
        ? { agendamentos: [] }
        : { itens: [], pagina: 1, totalPaginas: 1 },
    );
  });

  it('shows the last 90 days, then a chosen period within them; a wrong period changes nothing', async () => {
    const router = renderPage();
    const period = await screen.findByTestId('history-period');
    expect(period.textContent).toBe(`De ${formatDate(addDays(today, -90))} a ${formatDate(today)}`);
    await waitFor(() =>
      expect(asked()).toEqual([{ ...asked()[0], dataInicio: addDays(today, -90), dataFim: today }]),
    );
    expect((await screen.findByTestId('history-empty')).textContent).toBe(
      'Nenhuma movimentação nos últimos 90 dias.',
    );

    fireEvent.click(screen.getByTestId('history-range-change'));
    const from = (await screen.findByTestId('history-range-from')) as HTMLInputElement;
    const to = screen.getByTestId('history-range-to') as HTMLInputElement;
    fireEvent.change(from, { target: { value: addDays(today, -5) } });
    fireEvent.change(to, { target: { value: addDays(today, -10) } });
    fireEvent.click(screen.getByTestId('history-range-apply'));
    expect(screen.getByTestId('history-range-error').textContent).toContain('anterior ou igual');
    fireEvent.change(from, { target: { value: addDays(today, -91) } });
    fireEvent.change(to, { target: { value: addDays(today, -1) } });
    fireEvent.click(screen.getByTestId('history-range-apply'));
    expect(screen.getByTestId('history-range-error').textContent).toContain('até 90 dias');
    expect(asked()).toHaveLength(1);

    fireEvent.change(from, { target: { value: addDays(today, -10) } });
    fireEvent.change(to, { target: { value: addDays(today, -5) } });
    fireEvent.click(screen.getByTestId('history-range-apply'));
    expect((await screen.findByTestId('history-period')).textContent).toBe(
      `De ${formatDate(addDays(today, -10))} a ${formatDate(addDays(today, -5))}`,
    );
    await waitFor(() =>
      expect(asked().at(-1)).toMatchObject({ dataInicio: addDays(today, -10), dataFim: addDays(today, -5) }),
    );
    expect((await screen.findByTestId('history-empty')).textContent).toBe(
      'Nenhuma movimentação neste período.',
    );
    // the editor was a step of its own: back from the list leaves the route
    expect(router.state.location.pathname).toBe('/newTransactionHistory');
  });

  it('back from the period editor returns to the list with the period unchanged', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByTestId('history-range-change'));
    await screen.findByTestId('history-range-from');
    await router.navigate(-1);
    expect((await screen.findByTestId('history-period')).textContent).toBe(
      `De ${formatDate(addDays(today, -90))} a ${formatDate(today)}`,
    );
  });
});
