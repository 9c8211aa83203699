import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ScheduledSection />
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
