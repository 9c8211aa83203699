import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CardRequestPage } from './card-request-page.tsx';
import { CardsPage } from './cards-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

const wire = (key: string, last4: string, status: string, fisico = true) => ({
  chaveDeCartao: key,
  nomeImpresso: 'GABRIELA ROCHA',
  cartaoNumero: `**** **** **** ${last4}`,
  cartaoDataExpiracao: '03/31',
  descricaoStatusCartao: status,
  idStatusCartao: 1,
  bandeira: 12,
  bandeiraNome: 'ELO',
  fisico,
  permiteContactless: true,
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/digitalCard', element: <CardsPage /> },
      { path: '/cardRequest', element: <CardRequestPage /> },
    ],
    { at: path },
  );
}

beforeEach(() => {
  call.mockReset();
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

describe('/digitalCard', () => {
  it('shows only unblocked or temporarily blocked cards, never a cancelled one', async () => {
    call.mockResolvedValue({
      cartoes: [
        wire('c1', '1111', 'Desbloqueado'),
        wire('c2', '2222', 'Bloqueado a pedido do cliente', false),
        wire('c3', '3333', 'Cancelado por roubo'),
      ],
    });
    renderAt('/digitalCard');
    expect(await screen.findByTestId('card-1111')).toBeTruthy();
    expect(screen.getByTestId('card-2222')).toBeTruthy();
    expect(screen.queryByTestId('card-3333')).toBeNull();
    expect(screen.getByTestId('card-unblock')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cartao/consultar-cartoes-por-chave-conta');
  });

  it('says there are no cards when the list is empty (NO_CARDS)', async () => {
    call.mockResolvedValue({ cartoes: [] });
    renderAt('/digitalCard');
    expect(await screen.findByTestId('cards-empty')).toBeTruthy();
  });

  it('blocks a stolen card for good and offers the second copy with its motivo', async () => {
    let blocked = false;
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/bloquear-cartao-roubo') {
        blocked = true;
        return { permanente: true, podeSolicitarSegundaVia: true };
      }
      return { cartoes: blocked ? [] : [wire('c1', '1111', 'Desbloqueado')] };
    });
    const router = renderAt('/digitalCard');
    fireEvent.click(await screen.findByTestId('card-problem'));
    fireEvent.click(screen.getByTestId('option-stolen').querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('option-next'));
    fireEvent.click(await screen.findByTestId('card-problem-block'));
    expect(await screen.findByTestId('card-problem-blocked')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cartao/bloquear-cartao-roubo', { chaveDeCartao: 'c1' });
    fireEvent.click(screen.getByTestId('card-order-copy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cardRequest'));
    expect(router.state.location.search).toBe('?card=c1&motivo=ROUBO');
  });

  it('moves the contactless switch at once and puts it back, with a message, when the bank refuses', async () => {
    const pending: { answer?: () => void } = {};
    call.mockImplementation(async (path: string, body?: Record<string, unknown>) => {
      if (path === 'cartao/obter-configuracoes') return { chaveDeCartao: 'c1', permiteContactless: true };
      if (path === 'cartao/configurar-contactless') {
        await new Promise<void>((resolve) => {
          pending.answer = resolve;
        });
        expect(body).toEqual({ chaveDeCartao: 'c1', permiteContactless: false });
        throw new BankError(40093, 422, 'error.invalidRequest');
      }
      return { cartoes: [wire('c1', '1111', 'Desbloqueado')] };
    });
    renderAt('/digitalCard');
    const toggle = (await screen.findByTestId('card-contactless')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(call).toHaveBeenCalledWith(
      'cartao/obter-configuracoes',
      { chaveDeCartao: 'c1' },
      { method: 'GET' },
    );
    fireEvent.click(toggle);
    await waitFor(() =>
      expect((screen.getByTestId('card-contactless') as HTMLInputElement).checked).toBe(false),
    );
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.();
    expect(await screen.findByText(/Não foi possível mudar o pagamento por aproximação/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('card-contactless') as HTMLInputElement).checked).toBe(true),
    );
    expect(call).toHaveBeenCalledWith(
      'cartao/configurar-contactless',
      { chaveDeCartao: 'c1', permiteContactless: false },
      { method: 'PUT' },
    );
  });

  it('shows a blocked card’s switch disabled, and no phone wallet button in a browser', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/obter-configuracoes') return { chaveDeCartao: 'c1', permiteContactless: true };
      return { cartoes: [wire('c1', '1111', 'Bloqueado a pedido do cliente')] };
    });
    renderAt('/digitalCard');
    const toggle = (await screen.findByTestId('card-contactless')) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(screen.queryByTestId('card-add-to-wallet')).toBeNull();
  });
});
