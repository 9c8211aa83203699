import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { PlanPayoff } from './plan-payoff.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const QUOTE = 'contas/cartao-garantia/parcelamentos/simulacao-quitacao';
const PAY = 'contas/cartao-garantia/parcelamentos/quitacao';

const typePin = (pin: string) => {
  pin.split('').forEach((d, i) => {
    fireEvent.change(screen.getByTestId(`pin-digit-${i + 1}`), { target: { value: d } });
  });
  fireEvent.click(screen.getByTestId('pin-submit'));
};

describe('an instalment plan paid off early', () => {
  afterEach(() => setLocale('pt-BR'));
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    signInForTest({ name: 'Elisa', cpf: '52998224725' });
  });

  it('in English: the quote with the interest taken off, the PIN asked again when wrong, then paid', async () => {
    setLocale('en');
    let tries = 0;
    vi.mocked(bank.call).mockImplementation(async (path: string, body?: unknown) => {
      if (path === QUOTE) {
        expect(body).toEqual({ idParcelamento: 'plan-1' });
        return {
          parcelasRestantes: 2,
          valorParcelasRestantes: 176.22,
          descontoJuros: 12.84,
          valorQuitacao: 163.38,
        };
      }
      if (path === PAY) {
        tries += 1;
        if (tries === 1) throw new BankError(10007, 400, 'error.pinIncorrect');
        expect(body).toEqual({ idParcelamento: 'plan-1', pin: '1357' });
        return { valorQuitacao: 163.38 };
      }
      return {};
    });
    renderRoutes([{ path: '/creditCard', element: <PlanPayoff planId="plan-1" /> }], {
      at: '/creditCard',
    });
    fireEvent.click(screen.getByTestId('cc-payoff'));
    const quote = await screen.findByTestId('cc-payoff-quote');
    expect(quote.textContent).toContain('Instalments still to come (2)R$ 176,22');
    expect(screen.getByTestId('cc-payoff-discount').textContent).toBe('- R$ 12,84');
    expect(screen.getByTestId('cc-payoff-amount').textContent).toBe('R$ 163,38');
    fireEvent.click(screen.getByTestId('cc-payoff-confirm'));
    expect(await screen.findByText('Enter your PIN to pay off R$ 163,38')).toBeTruthy();
    typePin('0000');
    expect(await screen.findByText(/incorrect/i)).toBeTruthy();
    typePin('1357');
    expect(await screen.findByText('Plan paid off: R$ 163,38 paid from your balance.')).toBeTruthy();
    expect(tries).toBe(2);
  });
});
