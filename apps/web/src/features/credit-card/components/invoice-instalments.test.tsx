import { centavos } from '@carteira/core/money';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { InvoiceInstalments } from './invoice-instalments.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const QUOTE = 'contas/cartao-garantia/faturas/simulacao-parcelamento';
const ACCEPT = 'contas/cartao-garantia/faturas/parcelamento';
const plan = (n: number, value: number, total: number) => ({
  quantidadeParcelas: n,
  valorParcela: value,
  valorTotal: total,
  valorJuros: Math.round((total - 242.15) * 100) / 100,
  valorIof: 2.15,
  valorFinanciado: 242.15,
  valorCreditadoConta: 0,
  taxaJurosMensal: 4.99,
  cetAnual: 88.37,
  parcelas: [{ numero: 1, dataVencimento: '2027-02-10', valor: value }],
});

function renderFlow() {
  const onCancel = vi.fn();
  renderRoutes(
    [
      {
        path: '/invoicePayment',
        element: <InvoiceInstalments invoiceId="f1" pending={centavos(24_000)} onCancel={onCancel} />,
      },
      { path: '/creditCard', element: <p>card home</p> },
    ],
    { at: '/invoicePayment' },
  );
  return { onCancel };
}

const typePin = (pin: string) => {
  pin.split('').forEach((d, i) => {
    fireEvent.change(screen.getByTestId(`pin-digit-${i + 1}`), { target: { value: d } });
  });
  fireEvent.click(screen.getByTestId('pin-submit'));
};

describe('an invoice paid in instalments', () => {
  afterEach(() => setLocale('pt-BR'));
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    signInForTest({ name: 'Elisa', cpf: '52998224725' });
  });

  it('lists the plans, reviews the chosen one, asks the PIN again when wrong, and ends split', async () => {
    let tries = 0;
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === QUOTE) return { opcoes: [plan(2, 129.05, 258.11), plan(3, 88.11, 264.35)] };
      if (path === ACCEPT) {
        tries += 1;
        if (tries === 1) throw new BankError(10007, 400, 'error.pinIncorrect');
        return plan(3, 88.11, 264.35);
      }
      throw new Error(`unexpected ${path}`);
    });
    renderFlow();
    expect((await screen.findByTestId('cc-plan-3')).textContent).toBe(
      '3x de R$ 88,11Total R$ 264,35 · Juros R$ 22,20',
    );
    expect((screen.getByTestId('cc-plan-continue') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('cc-plan-3').querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('cc-plan-continue'));
    expect(screen.getByTestId('cc-plan-review-instalments').textContent).toBe('3x de R$ 88,11');
    expect(screen.getByTestId('cc-plan-review-total').textContent).toBe('R$ 264,35');
    // The IOF the plan finances, and the CET that counts it.
    expect(screen.getByTestId('cc-plan-review-iof').textContent).toBe('R$ 2,15');
    expect(screen.getByTestId('cc-plan-review-cet').textContent).toBe('88,37% ao ano');
    expect(screen.queryByTestId('cc-plan-review-credited')).toBeNull();
    expect(screen.getByTestId('cc-plan-review').textContent).toContain('4,99% ao mês');
    expect(screen.getByTestId('cc-plan-review').textContent).toContain('10/02/2027');
    fireEvent.click(screen.getByTestId('cc-plan-confirm'));
    typePin('0000');
    await screen.findByRole('alert');
    typePin('1234');
    expect((await screen.findByTestId('cc-plan-done')).textContent).toContain('3x de R$ 88,11');
    expect(bank.call).toHaveBeenLastCalledWith(ACCEPT, {
      faturaId: 'f1',
      quantidadeParcelas: 3,
      pin: '1234',
    });
  });

  it('in English the review writes the day, the amounts and the rates by the same rule as in Portuguese', async () => {
    setLocale('en');
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === QUOTE) return { opcoes: [plan(3, 88.11, 1264.35)] };
      throw new Error(`unexpected ${path}`);
    });
    renderFlow();
    fireEvent.click((await screen.findByTestId('cc-plan-3')).querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('cc-plan-continue'));
    const review = screen.getByTestId('cc-plan-review').textContent;
    expect(review).toContain('on the invoice due 10/02/2027');
    expect(review).toContain('4,99% a month');
    expect(screen.getByTestId('cc-plan-review-total').textContent).toBe('R$ 1.264,35');
    expect(screen.getByTestId('cc-plan-review-cet').textContent).toBe('88,37% a year');
  });
});
