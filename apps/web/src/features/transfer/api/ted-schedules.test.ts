import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { cancelTedSchedule, editTedSchedule, fetchTedSchedules } from './ted-schedules.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const wire = (id: string, kind: number, status: string, date: string) => ({
  idAgendamento: id,
  tipoAgendamentoEnum: kind,
  statusDescricao: status,
  valor: 10,
  dataAgendamento: date,
  agenciaDestino: '0001',
  contaDestino: '10000046',
  nome: 'Daniel Costa Pereira',
  ocorrencias: [],
});

describe('the transfer schedules of both kinds', () => {
  beforeEach(() => vi.mocked(bank.call).mockReset());

  it('lists the TEDs and the transfers between accounts together: those to come first, the next first', async () => {
    vi.mocked(bank.call).mockImplementation(async (path: string) => ({
      agendamentos:
        path === 'transferencias/consultar-agendamentos-ted'
          ? [wire('t1', 2, 'AGENDADA', '2026-12-10'), wire('t2', 2, 'EFETIVADA', '2026-11-02')]
          : [wire('i1', 1, 'AGENDADA', '2026-12-03'), wire('i2', 1, 'CANCELADA', '2026-11-20')],
    }));
    const items = await fetchTedSchedules();
    expect(items.map((i) => [i.id, i.kind, i.active])).toEqual([
      ['i1', 'internal', true],
      ['t1', 'ted', true],
      ['i2', 'internal', false],
      ['t2', 'ted', false],
    ]);
  });

  it("changes and cancels each through its own kind's path", async () => {
    vi.mocked(bank.call).mockResolvedValue({});
    await cancelTedSchedule({ id: 'i1', kind: 'internal' });
    await cancelTedSchedule({ id: 't1', kind: 'ted' });
    await editTedSchedule({ id: 'i1', kind: 'internal', pin: '1234', date: '2026-12-04' });
    expect(vi.mocked(bank.call).mock.calls).toEqual([
      ['transferencias/excluir-agendamento-transferencia', { idAgendamento: 'i1' }],
      ['transferencias/cancelar-agendamento-ted', { idAgendamento: 't1' }],
      [
        'transferencias/alterar-agendamento-transferencia',
        { idAgendamento: 'i1', pin: '1234', novaDataAgendamento: '2026-12-04' },
      ],
    ]);
  });
});
