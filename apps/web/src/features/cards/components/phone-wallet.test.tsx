import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { bridge } from '../../../native/bridge.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { toCard } from '../api/card-wire.ts';
import { PhoneWallet } from './phone-wallet.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/engage/engage-call.ts', () => ({ engageCall: vi.fn() }));
const flags = vi.mocked(engageCall);

const card = toCard({
  chaveDeCartao: 'c1',
  nomeImpresso: 'GABRIELA ROCHA',
  cartaoNumero: '**** **** **** 1111',
  cartaoDataExpiracao: '03/31',
  descricaoStatusCartao: 'Desbloqueado',
  idStatusCartao: 1,
  bandeira: 12,
  bandeiraNome: 'ELO',
  fisico: true,
  permiteContactless: true,
});

function renderWith(googlePayToken: boolean) {
  flags.mockResolvedValue({ flags: { googlePayToken } });
  renderRoutes([{ path: '/digitalCard', element: <PhoneWallet card={card} /> }], { at: '/digitalCard' });
}

beforeEach(() => {
  flags.mockReset();
  vi.mocked(bank.call).mockResolvedValue({ tokens: [] });
  vi.spyOn(bridge, 'phoneWalletAvailable').mockResolvedValue(true);
  signInForTest();
});

describe('add to phone wallet', () => {
  it('is offered on a phone with a wallet while the bank’s googlePayToken flag is on', async () => {
    renderWith(true);
    expect(await screen.findByTestId('card-add-to-wallet')).toBeTruthy();
  });

  it('is not offered while the flag is off, even on a phone with a wallet', async () => {
    renderWith(false);
    await waitFor(() => expect(flags).toHaveBeenCalledWith('/api/product/features'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('card-add-to-wallet')).toBeNull();
  });
});
