import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { wireContract } from '../api/test-contract.ts';
import { InstallmentsPage } from './installments-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const CODE =
  '00020101021226850014br.gov.bcb.pix2563pix.carteira.example/qr/v2/abc5204000053039865406128.405802BR';
const PIX_PATH = 'financiamento/mobile/contas/contratos/parcelas/pix';

const parcela = (numParcela: number, paid: boolean) => ({
  valor: 128.4,
  numParcela,
  valorAtual: 128.4,
  vencimento: numParcela === 1 ? '2026-12-23' : '2027-01-23',
  statusPagamento: paid ? 'PAGA' : 'EM_ABERTO',
  dataPagamento: paid ? '2026-11-26T10:00:00' : null,
});

const pixAnswer = (seconds = 599) => ({
  idContrato: 'c-1',
  numParcela: 1,
  valor: 128.4,
  qrCode: CODE,
  txid: 'T1',
  dataExpiracao: '2026-11-26T10:09:59',
  segundosParaExpirar: seconds,
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/seeInstallments', element: <InstallmentsPage /> },
      { path: '/financing', element: <p>financing</p> },
    ],
    { at: { pathname: '/seeInstallments', state: { contractId: 'c-1' } } },
  );
}

/** The bank: the contract, its two instalments (the first paid once `paidAfterCode` reads went by). */
function bankWith(options: { pix: () => Promise<unknown>; paidAfterCode?: boolean; settled?: boolean }) {
  let codeAsked = false;
  vi.mocked(bank.call).mockImplementation(async (path: string) => {
    if (path === 'financiamento/mobile/contas/contratos/detalhe') return wireContract;
    if (path === PIX_PATH) {
      codeAsked = true;
      return options.pix();
    }
    if (codeAsked && options.settled) throw new BankError(40481, 404, 'error.financingContractNotFound');
    const paid = codeAsked && options.paidAfterCode === true;
    return { idContrato: 'c-1', parcelas: [parcela(1, paid), parcela(2, false)] };
  });
}

describe('an instalment paid by a Pix code', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    signInForTest({ name: 'Bruno', cpf: '52998224725' });
  });

  it('shows the code with its value and countdown, then the instalment paid once the payer paid it', async () => {
    bankWith({ pix: async () => pixAnswer(), paidAfterCode: true });
    renderPage();
    const items = await screen.findAllByTestId('installment-item');
    // only the next open instalment offers both ways to pay
    expect(within(items[0] as HTMLElement).getByTestId('installment-pix-button').textContent).toBe(
      'Pagar com Pix',
    );
    expect(within(items[1] as HTMLElement).queryByTestId('installment-pix-button')).toBeNull();
    fireEvent.click(within(items[0] as HTMLElement).getByTestId('installment-pix-button'));

    expect((await screen.findByTestId('installment-pix-code')).textContent).toBe(CODE);
    expect(bank.call).toHaveBeenCalledWith(PIX_PATH, { idContrato: 'c-1', numParcela: 1 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pague a parcela 1 de 2 com Pix');
    expect(screen.getByTestId('installment-pix-amount').textContent).toBe('Valor: R$ 128,40');
    expect(screen.getByTestId('installment-pix-countdown').textContent).toMatch(
      /^O código expira em 09:5\d$/,
    );
    expect(screen.getByTestId('installment-pix-waiting').textContent).toBe('Aguardando o pagamento');

    // the instalments are read again while the code waits: once the first shows paid, the step ends
    const notice = await screen.findByTestId('installment-paid-notice', {}, { timeout: 6000 });
    expect(notice.textContent).toBe('Parcela 1 paga: R$ 128,40');
    expect(screen.queryByTestId('installment-pix')).toBeNull();
    expect(vi.mocked(bank.call).mock.calls.filter(([path]) => path === PIX_PATH)).toHaveLength(1);
  }, 10_000);

  it('an expired code can no longer be shown; a new one is asked for', async () => {
    let asked = 0;
    bankWith({
      pix: async () => {
        asked += 1;
        return pixAnswer(asked === 1 ? 1 : 599);
      },
    });
    renderPage();
    fireEvent.click((await screen.findAllByTestId('installment-pix-button'))[0] as HTMLElement);
    const expired = await screen.findByTestId('installment-pix-expired', {}, { timeout: 3000 });
    expect(expired.textContent).toContain('O código expirou');
    expect(screen.queryByTestId('installment-pix-code')).toBeNull();
    fireEvent.click(screen.getByTestId('installment-pix-renew'));
    expect(await screen.findByTestId('installment-pix-code')).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('a refusal is told in words, with the way back', async () => {
    bankWith({
      pix: () => Promise.reject(new BankError(40980, 409, 'error.financingNotAwaitingDownPayment')),
    });
    renderPage();
    fireEvent.click((await screen.findAllByTestId('installment-pix-button'))[0] as HTMLElement);
    expect((await screen.findByTestId('installment-pix-failed')).textContent).toBe(
      'Esta parcela não pode ser paga agora: ela já foi paga, ou há uma anterior em aberto.',
    );
    fireEvent.click(screen.getByTestId('installment-pix-back'));
    expect(await screen.findAllByTestId('installment-item')).toHaveLength(2);
  });

  it('the last instalment paid settles the contract: it says so and leads back to the contracts', async () => {
    bankWith({ pix: async () => pixAnswer(), settled: true });
    const router = renderPage();
    fireEvent.click((await screen.findAllByTestId('installment-pix-button'))[0] as HTMLElement);
    await screen.findByTestId('installment-pix-code');
    const settled = await screen.findByTestId('installment-settled', {}, { timeout: 6000 });
    expect(settled.textContent).toContain('Financiamento quitado');
    fireEvent.click(within(settled).getByRole('button'));
    expect(router.state.location.pathname).toBe('/financing');
  }, 10_000);
});
