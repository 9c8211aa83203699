import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import type { Contract } from '../api/types.ts';
import { FgtsContractsPage } from './fgts-contracts-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const contract: Contract = {
  contrato: '7c7f6f2e-56a1-4d55-9d1b-0d0c9d2b1a11',
  localizador: 'FGTS-0A1B2C3D4E',
  statusContratoAntecipacao: 'ATIVO',
  prazo: 2,
  valorLiberado: 600,
  valorFinanciado: 612.34,
  valorIof: 12.34,
  totalRecebiveis: 729.83,
  taxaJuros: 1.79,
  taxaJurosAno: 23.69,
  cetAno: 27.87,
  ativo: true,
  dataContratacao: '2026-11-28T13:00:00.000Z',
  dataLimiteDesistencia: '2026-12-07',
  podeDesistir: true,
  valorDesistencia: 600,
  parcelas: [
    { parcela: 1, valor: 500, dataVencimento: '2027-06-01', status: 'ABERTA', dataPagamento: null },
    { parcela: 2, valor: 229.83, dataVencimento: '2028-06-01', status: 'ABERTA', dataPagamento: null },
  ],
};

function answer(withdrawn: { current: boolean }, pinOk: (pin: string) => boolean) {
  vi.mocked(bank.call).mockImplementation(async (path: string, body?: Record<string, unknown>) => {
    if (path === 'conta/antecipacao/fgts/contratos')
      return { contratos: withdrawn.current ? [] : [contract], total: withdrawn.current ? 0 : 1 };
    if (path === 'conta/antecipacao/fgts/contrato/desistir') {
      if (!pinOk(String(body?.pin))) throw new BankError(10007, 400, 'error.pinIncorrect');
      withdrawn.current = true;
      return {
        contrato: contract.contrato,
        localizador: contract.localizador,
        statusContratoAntecipacao: 'CANCELADO',
        valorDevolvido: 600,
        valorIofEstornado: 12.34,
        idTransacao: 'm-1',
        dataHora: '2026-11-28T10:05:00-03:00',
      };
    }
    return {};
  });
}

function typePin(pin: string) {
  pin.split('').forEach((digit, i) => {
    fireEvent.change(screen.getByTestId(`pin-digit-${i + 1}`), { target: { value: digit } });
  });
  fireEvent.click(screen.getByTestId('pin-submit'));
}

describe('/fgtsContracts: withdrawing within 7 days', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    signInForTest({ accountNumber: '10000208', name: 'Hélio', cpf: '73105286462' });
  });
  afterEach(() => act(() => setLocale('pt-BR')));

  it('offers it until the last day, asks the PIN, says a wrong one, then the contract leaves the list', async () => {
    const withdrawn = { current: false };
    answer(withdrawn, (pin) => pin === '2580');
    renderRoutes([{ path: '/fgtsContracts', element: <FgtsContractsPage /> }], { at: '/fgtsContracts' });
    expect((await screen.findByTestId('fgts-withdraw-until')).textContent).toBe(
      'Você pode desistir até 07/12/2026, devolvendo R$ 600,00.',
    );
    fireEvent.click(screen.getByTestId('fgts-withdraw'));
    expect(screen.getByTestId('fgts-withdraw-sheet').textContent).toContain(
      'R$ 600,00 sairão do seu saldo agora',
    );
    typePin('1111');
    expect(await screen.findByText('PIN incorreto.')).toBeTruthy();
    typePin('2580');
    expect((await screen.findByTestId('fgts-withdrawn')).textContent).toBe(
      'Você desistiu da antecipação FGTS-0A1B2C3D4E. R$ 600,00 saíram do seu saldo.',
    );
    expect(await screen.findByTestId('fgts-contracts-empty')).toBeTruthy();
    expect(vi.mocked(bank.call)).toHaveBeenCalledWith('conta/antecipacao/fgts/contrato/desistir', {
      chaveDeConta: 'account-1',
      contrato: contract.contrato,
      pin: '2580',
    });
  });

  it('reads in English', async () => {
    act(() => setLocale('en'));
    answer({ current: false }, () => true);
    renderRoutes([{ path: '/fgtsContracts', element: <FgtsContractsPage /> }], { at: '/fgtsContracts' });
    expect((await screen.findByTestId('fgts-withdraw-until')).textContent).toBe(
      'You can withdraw until 07/12/2026 by paying back R$ 600,00.',
    );
    fireEvent.click(screen.getByTestId('fgts-withdraw'));
    expect(screen.getByTestId('fgts-withdraw-sheet').textContent).toContain(
      'R$ 600,00 will leave your balance now. The IOF is refunded',
    );
  });
});
