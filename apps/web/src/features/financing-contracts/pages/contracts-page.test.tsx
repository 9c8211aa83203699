import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { wireContract } from '../api/test-contract.ts';
import { ContractsPage } from './contracts-page.tsx';
import { InstallmentsPage } from './installments-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

function renderAt(path: string, state?: unknown) {
  return renderRoutes(
    [
      { path: '/financing', element: <ContractsPage /> },
      { path: '/seeInstallments', element: <InstallmentsPage /> },
      { path: '/financingCreditSimulation', element: <p>credit</p> },
    ],
    { at: { pathname: path, state } },
  );
}

describe('financing contracts pages', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    signInForTest({ name: 'Elisa', cpf: '52998224725' });
  });

  it('shows a contract card and opens its instalments', async () => {
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === 'financiamento/mobile/contas/contratos') return { contratos: [wireContract] };
      if (path === 'financiamento/mobile/contas/contratos/detalhe') return wireContract;
      return {
        idContrato: 'c-1',
        parcelas: [
          {
            valor: 128.4,
            numParcela: 1,
            valorAtual: 128.4,
            vencimento: '2026-12-23',
            statusPagamento: 'EM_ABERTO',
            dataPagamento: null,
          },
        ],
      };
    });
    const router = renderAt('/financing');
    expect((await screen.findByTestId('contract-device')).textContent).toBe('Moto G85 5G 256GB Azul');
    expect(screen.getByTestId('contract-total').textContent).toBe('R$ 2.311,20');
    expect(screen.getByTestId('contract-installments').textContent).toBe('0 de 18');
    expect(screen.getByTestId('contract-next-due').textContent).toBe('23/12/2026');
    expect(screen.getByTestId('contract-overdue').textContent).toBe('Em dia');
    fireEvent.click(screen.getByTestId('contract-see-installments'));
    expect((await screen.findByTestId('installment-due')).textContent).toBe('Vence em 23/12/2026');
    expect(screen.getByTestId('installment-value').textContent).toBe('R$ 128,40');
    expect(screen.getByTestId('installment-status').textContent).toBe('Em aberto');
    expect(router.state.location.state).toEqual({ contractId: 'c-1' });
  });

  it('without contracts offers to finance a phone', async () => {
    vi.mocked(bank.call).mockResolvedValue({ contratos: [] });
    renderAt('/financing');
    expect(await screen.findByTestId('contracts-empty')).toBeTruthy();
  });

  it('instalments without a contract go back to the list', async () => {
    vi.mocked(bank.call).mockResolvedValue({ contratos: [] });
    const router = renderAt('/seeInstallments');
    await screen.findByTestId('contracts-empty');
    expect(router.state.location.pathname).toBe('/financing');
  });
});
