import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
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
      { path: '/virtualCardInfo', element: <p data-testid="virtual-page" /> },
    ],
    { at: path },
  );
}

beforeEach(() => {
  call.mockReset();
  signInForTest();
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

  it('offers a new customer the first physical card by CEP, delivered to the address found', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/consultar-cartoes-disponiveis-para-conta')
        return { cartaoVirtual: true, cartaoFisico: true };
      if (path === 'utilidades/consultar-cep')
        return { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };
      if (path === 'cartao/solicitar-cartao-fisico')
        return {
          cartao: wire('c9', '9999', 'Bloqueado para emissão'),
          enderecoEntrega: { rua: 'Avenida Paulista', numero: '1000', cidade: 'São Paulo', uf: 'SP' },
        };
      return { cartoes: [] };
    });
    const router = renderAt('/digitalCard');
    expect(await screen.findByTestId('card-offer')).toBeTruthy();
    fireEvent.click(screen.getByTestId('card-offer-physical'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cardRequest'));
    expect(screen.getByTestId('card-first-text')).toBeTruthy();
    fireEvent.change(screen.getByTestId('card-copy-cep'), { target: { value: '01310-200' } });
    expect(((await screen.findByTestId('card-copy-street')) as HTMLInputElement).value).toContain(
      'Avenida Paulista',
    );
    fireEvent.change(screen.getByTestId('card-copy-number'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('card-copy-submit'));
    expect((await screen.findByTestId('card-copy-done')).textContent).toContain('final 9999');
    expect(screen.getByText('Cartão pedido')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cartao/solicitar-cartao-fisico', { cep: '01310200', numero: '1000' });
  });

  it('creates a new customer’s virtual card at once from the list', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/consultar-cartoes-disponiveis-para-conta')
        return { cartaoVirtual: true, cartaoFisico: false };
      if (path === 'cartao/solicitar-cartao-virtual')
        return { cartao: wire('v1', '4242', 'Desbloqueado', false) };
      return { cartoes: [wire('c1', '1111', 'Bloqueado para emissão')] };
    });
    const router = renderAt('/digitalCard');
    fireEvent.click(await screen.findByTestId('card-offer-virtual'));
    expect(screen.queryByTestId('card-offer-physical')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/virtualCardInfo'));
    expect(call).toHaveBeenCalledWith('cartao/solicitar-cartao-virtual');
  });

  it('offers nothing more when the account has both cards', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/consultar-cartoes-disponiveis-para-conta')
        return { cartaoVirtual: false, cartaoFisico: false };
      return { cartoes: [wire('c1', '1111', 'Desbloqueado'), wire('v1', '4242', 'Desbloqueado', false)] };
    });
    renderAt('/digitalCard');
    expect(await screen.findByTestId('cards-virtual')).toBeTruthy();
    await waitFor(() => expect(call).toHaveBeenCalledWith('cartao/consultar-cartoes-disponiveis-para-conta'));
    expect(screen.queryByTestId('card-offer')).toBeNull();
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
    // the card and the reason travel in navigation state, never in the address
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ cardKey: 'c1', reason: 'ROUBO' });
    expect(await screen.findByText('Motivo: Foi roubado')).toBeTruthy();
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
