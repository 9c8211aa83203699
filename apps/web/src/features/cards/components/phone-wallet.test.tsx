import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { bridge } from '../../../native/bridge.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
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
  sessionStore.signIn({
    clientKey: 'client-1',
    accountKey: 'account-1',
    agency: '0001',
    accountNumber: '10000011',
    bankName: 'Carteira',
    name: 'Gabriela',
    cpf: '74185296300',
    token: { value: 'token', expiresAt: Date.now() + 3_600_000 },
  });
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
