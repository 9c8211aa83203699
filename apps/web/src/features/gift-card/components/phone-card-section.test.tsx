import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { PhoneCardSection } from './phone-card-section.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/engage/engage-call.ts', () => ({ engageCall: vi.fn() }));

const render = () =>
  renderRoutes([{ path: '/giftCard', element: <PhoneCardSection /> }], { at: '/giftCard' });

function offer(status: 'NOT_GENERATED' | 'GENERATED', isEligible: boolean) {
  vi.mocked(engageCall).mockImplementation(async (url: string) => {
    if (url.includes('getEligibleForGiftCardPromotion'))
      return { isEligible, valor: isEligible ? 100 : null, validoAte: '2099-12-31T23:59:59-03:00' };
    if (url.endsWith('getStatusV2')) return { status };
    return { isEligible: false };
  });
}

const check = (barcode: string) => {
  fireEvent.change(screen.getByTestId('gift-card-barcode'), { target: { value: barcode } });
  fireEvent.click(screen.getByTestId('gift-card-check'));
};

describe('the phone’s gift card', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    vi.mocked(engageCall).mockReset();
    vi.mocked(bank.call).mockImplementation(async (path: string) =>
      path === 'autenticar/device'
        ? { accessToken: 'gift-card-token', expiresIn: 1800, statusToken: 'GENERATED' }
        : { status: 'NAO_CADASTRADO' },
    );
    signInForTest({ accountNumber: '10000259', name: 'Paula', cpf: '27461935828' });
  });
  afterEach(() => act(() => setLocale('pt-BR')));

  it('refuses a barcode out of shape before any call, and offers the card of a phone bought with one', async () => {
    render();
    check('ab-1');
    expect(screen.getByText('O código tem de 8 a 20 letras ou números.')).toBeTruthy();
    expect(engageCall).not.toHaveBeenCalled();
    offer('NOT_GENERATED', true);
    check('zy32lnrw97');
    expect((await screen.findByTestId('gift-card-offer')).textContent).toBe(
      'Este celular veio com um cartão-presente de R$ 100,00. Receba até 31/12/2099.',
    );
    expect(engageCall).toHaveBeenCalledWith('/api/product/getEligibleForGiftCardPromotion/ZY32LNRW97');
    expect(engageCall).toHaveBeenCalledWith(
      '/api/product/getStatusV2',
      expect.objectContaining({ barcode: 'ZY32LNRW97', cpf: '27461935828', imei: '' }),
    );
  });

  it('in English: an issued card, and a declined offer', async () => {
    act(() => setLocale('en'));
    offer('GENERATED', false);
    render();
    check('ZY32LNRW97');
    expect((await screen.findByTestId('gift-card-phone-issued')).textContent).toBe(
      'This phone’s gift card was already issued to you: it is in My gift cards.',
    );
    fireEvent.click(screen.getByTestId('gift-card-check-another'));
    offer('NOT_GENERATED', true);
    check('ZY32LNRW92');
    expect((await screen.findByTestId('gift-card-offer')).textContent).toBe(
      'This phone came with a R$ 100,00 gift card. Claim it by 31/12/2099.',
    );
    fireEvent.click(screen.getByTestId('gift-card-decline'));
    expect((await screen.findByTestId('gift-card-phone-declined')).textContent).toBe(
      'Done: you will not see this offer again.',
    );
    expect(engageCall).toHaveBeenCalledWith('/api/product/setEligibleForGiftCardPromotion', {
      barcode: 'ZY32LNRW92',
      isEligible: false,
    });
  });
});
