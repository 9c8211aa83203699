import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { scheduledKindOf } from '../api/get-scheduled.ts';
import { ScheduledSection } from './scheduled-section.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({ useSession: () => ({ accountKey: 'account-1' }) }));

const item = (over: Record<string, unknown>) => ({
  idAgendamento: 'id',
  tipoAgendamentoEnum: 4,
  statusDescricao: 'AGENDADO',
  valor: 10,
  dataPagamento: '2026-03-20',
  horaPagamento: 0,
  recorrencia: 0,
  numeroRecorrencias: 1,
  numeroDeOcorrencias: 0,
  nomeContraparte: 'Bruno Costa',
  ...over,
});

// Wednesday 2026-03-11, noon in São Paulo: the day the groups count from.
const NOW = Date.parse('2026-03-11T12:00:00-03:00');

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>
        <ScheduledSection now={NOW} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('the scheduled section of the statement', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
  });

  it('reads the kind as the spec maps it: TED 1 or 2, boleto 3, otherwise Pix', () => {
    expect([1, 2, 3, 4, 'PIX', undefined].map(scheduledKindOf)).toEqual([
      'ted',
      'ted',
      'boleto',
      'pix',
      'pix',
      'pix',
    ]);
  });

  it('lists each one with its counterparty, kind, date and amount, in the order the bank gives', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      agendamentos: [
        item({
          idAgendamento: 't',
          tipoAgendamentoEnum: 2,
          valor: 15.5,
          dataPagamento: '2026-03-16',
          nomeContraparte: 'Marcos Rocha',
        }),
        item({
          idAgendamento: 'b',
          tipoAgendamentoEnum: 3,
          valor: 150,
          dataPagamento: '2026-03-18',
          nomeContraparte: 'Escola Aprender Mais Ltda',
        }),
        item({ idAgendamento: 'p', recorrencia: 1, numeroRecorrencias: 3, numeroDeOcorrencias: 1 }),
      ],
    });
    renderSection();
    const rows = await screen.findAllByTestId('history-scheduled-item');
    expect(vi.mocked(bank.call)).toHaveBeenCalledWith('conta/consultar-agendamentos');
    expect(screen.getByRole('heading', { name: 'Agendados' })).toBeTruthy();
    expect(rows.map((r) => r.dataset.kind)).toEqual(['ted', 'boleto', 'pix']);
    const text = rows.map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(text[0]).toContain('Marcos Rocha');
    expect(text[0]).toContain('R$ 15,50');
    expect(text[0]).toContain('TED agendada · 16/03/2026');
    expect(text[1]).toContain('Boleto agendado · 18/03/2026');
    expect(text[1]).toContain('R$ 150,00');
    expect(text[2]).toContain('Pix agendado · 20/03/2026 · mensal, 2 de 3');
  });

  it('groups them today, next 7 days, later this month and later on, the next first', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      agendamentos: [
        item({ idAgendamento: 'a', dataPagamento: '2026-03-11' }),
        item({ idAgendamento: 'b', dataPagamento: '2026-03-18' }),
        item({ idAgendamento: 'c', dataPagamento: '2026-03-19' }),
        item({ idAgendamento: 'd', dataPagamento: '2026-04-01', tipoAgendamentoEnum: 1 }),
      ],
    });
    renderSection();
    await screen.findAllByTestId('history-scheduled-item');
    const groups = screen.getAllByTestId('history-scheduled-group');
    expect(groups.map((g) => g.dataset.bucket)).toEqual(['today', 'nextWeek', 'restOfMonth', 'later']);
    expect(groups.map((g) => g.querySelector('h3')?.textContent)).toEqual([
      'Hoje',
      'Próximos 7 dias',
      'Ainda este mês',
      'Mais adiante',
    ]);
    expect(within(groups[3] as HTMLElement).getByTestId('history-scheduled-item').textContent).toContain(
      'Transferência agendada · 01/04/2026',
    );
  });

  it("cancels one through its own kind's call after a confirmation, and reloads the list", async () => {
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === 'conta/consultar-agendamentos')
        return {
          agendamentos: [
            item({ idAgendamento: 'p' }),
            item({ idAgendamento: 'i', tipoAgendamentoEnum: 1, dataPagamento: '2026-03-12' }),
            item({ idAgendamento: 't', tipoAgendamentoEnum: 2, dataPagamento: '2026-03-13' }),
            item({ idAgendamento: 'b', tipoAgendamentoEnum: 3, dataPagamento: '2026-03-14' }),
          ],
        };
      if (path === 'pix/operacao/cancelar-agendamento-pix') return { idStatus: 3 };
      return {};
    });
    renderSection();
    const rows = await screen.findAllByTestId('history-scheduled-item');
    const expected: Record<string, string> = {
      p: 'pix/operacao/cancelar-agendamento-pix',
      i: 'transferencias/excluir-agendamento-transferencia',
      t: 'transferencias/cancelar-agendamento-ted',
      b: 'pagamento/cancelar-agendamento-boleto',
    };
    for (const row of rows) {
      const id = row.dataset.scheduleId ?? '';
      fireEvent.click(within(row).getByTestId('history-scheduled-cancel'));
      expect((await screen.findByTestId('history-scheduled-cancel-text')).textContent).toContain('R$ 10,00');
      fireEvent.click(screen.getByTestId('history-scheduled-cancel-confirm'));
      await waitFor(() =>
        expect(vi.mocked(bank.call)).toHaveBeenCalledWith(expected[id], { idAgendamento: id }),
      );
      await waitFor(() => expect(screen.queryByTestId('history-scheduled-cancel-text')).toBeNull());
    }
  });

  it('a Pix cancel the bank does not answer with status 3 is not counted as done', async () => {
    const { cancelScheduled } = await import('../api/cancel-scheduled.ts');
    vi.mocked(bank.call).mockResolvedValue({ idStatus: 1 });
    await expect(cancelScheduled({ id: 'p', kind: 'pix', typeCode: 4 })).rejects.toThrow('not cancelled');
  });

  it('shows nothing when there is none', async () => {
    vi.mocked(bank.call).mockResolvedValue({ agendamentos: [] });
    const { container } = renderSection();
    await waitFor(() => expect(vi.mocked(bank.call)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('history-scheduled')).toBeNull();
  });

  it('says so in one line when they cannot be loaded', async () => {
    vi.mocked(bank.call).mockRejectedValue(new BankError(50000, 500, 'error.tryAgainLater'));
    renderSection();
    expect((await screen.findByTestId('history-scheduled-failed')).textContent).toBe(
      'Não foi possível carregar os agendamentos.',
    );
  });
});
