import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { ActivateCreditCardPage } from './activate-credit-card-page.tsx';
import { CardsPage } from './cards-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

const wire = (key: string, last4: string, status: string) => ({
  chaveDeCartao: key,
  nomeImpresso: 'OTAVIO S MENEZES',
  cartaoNumero: `**** **** **** ${last4}`,
  cartaoDataExpiracao: '03/31',
  descricaoStatusCartao: status,
  idStatusCartao: 1,
  bandeira: 12,
  bandeiraNome: 'ELO',
  fisico: true,
  permiteContactless: true,
});

function renderAt(at: { pathname: string; state?: unknown }) {
  return renderRoutes(
    [
      { path: '/digitalCard', element: <CardsPage /> },
      { path: '/activateCreditCard', element: <ActivateCreditCardPage /> },
      { path: '/gccFirstAccess', element: <p data-testid="gcc-first-access" /> },
      { path: '/creditCard', element: <p data-testid="credit-card" /> },
    ],
    { at },
  );
}

const typePin = (pin: string) => {
  pin.split('').forEach((d, i) => {
    fireEvent.change(screen.getByTestId(`pin-digit-${i + 1}`), { target: { value: d } });
  });
  fireEvent.click(screen.getByTestId('pin-submit'));
};

beforeEach(() => {
  call.mockReset();
  signInForTest({ accountNumber: '10000151', name: 'Otávio', cpf: '50814739601' });
});
afterEach(() => setLocale('pt-BR'));

describe('the card PIN change (/digitalCard with a card and changePin in navigation state)', () => {
  it('opens from the card, asks the current PIN, the new one twice, and changes only the card PIN', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/alterar-senha') return { chaveDeCartao: 'c1' };
      return { cartoes: [wire('c1', '1111', 'Desbloqueado')] };
    });
    const router = renderAt({ pathname: '/digitalCard' });
    fireEvent.click(await screen.findByTestId('card-change-pin'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ cardKey: 'c1', action: 'changePin' });
    expect(await screen.findByText('Digite a senha atual do cartão final 1111')).toBeTruthy();
    typePin('6174');
    await screen.findByTestId('card-pin-new');
    typePin('4826');
    await screen.findByTestId('card-pin-repeat');
    typePin('4827');
    expect(await screen.findByText('As senhas não são iguais.')).toBeTruthy();
    typePin('4826');
    await screen.findByTestId('card-pin-repeat');
    typePin('4826');
    expect(await screen.findByTestId('card-pin-done')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cartao/alterar-senha', {
      chaveDeCartao: 'c1',
      senhaAtual: '6174',
      novaSenha: '4826',
    });
  });

  it("goes back to the current PIN with 'PIN incorreto', and shows the card blocked at the third", async () => {
    let tries = 0;
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/alterar-senha') {
        tries += 1;
        throw tries < 2
          ? new BankError(10007, 400, 'error.pinIncorrect')
          : new BankError(10008, 423, 'error.pinBlocked');
      }
      return { cartoes: [wire('c1', '1111', 'Desbloqueado')] };
    });
    const router = renderAt({ pathname: '/digitalCard', state: { cardKey: 'c1', action: 'changePin' } });
    const attempt = async () => {
      await screen.findByTestId('card-pin-current');
      typePin('0000');
      await screen.findByTestId('card-pin-new');
      typePin('4826');
      await screen.findByTestId('card-pin-repeat');
      typePin('4826');
    };
    await attempt();
    expect(await screen.findByText('PIN incorreto.')).toBeTruthy();
    await attempt();
    expect(await screen.findByTestId('card-pin-blocked')).toBeTruthy();
    fireEvent.click(screen.getByTestId('card-pin-unblock'));
    await waitFor(() =>
      expect(router.state.location.state).toEqual({ cardKey: 'c1', action: 'unblockWrongPin' }),
    );
    expect(await screen.findByTestId('card-unblock-pin')).toBeTruthy();
  });

  it('shows the card flow error screen for any other failure, in English too', async () => {
    act(() => setLocale('en'));
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao/alterar-senha') throw new BankError(40090, 503, 'error.cardsUnavailable');
      return { cartoes: [wire('c1', '1111', 'Desbloqueado')] };
    });
    renderAt({ pathname: '/digitalCard', state: { cardKey: 'c1', action: 'changePin' } });
    expect(await screen.findByText('Enter the current PIN of the card ending 1111')).toBeTruthy();
    typePin('6174');
    await screen.findByTestId('card-pin-new');
    typePin('4826');
    await screen.findByTestId('card-pin-repeat');
    typePin('4826');
    expect((await screen.findByTestId('card-pin-failed-message')).textContent).toBe(
      'Cards currently unavailable.',
    );
  });

  it('says so when the card in navigation state is not among the customer’s', async () => {
    call.mockResolvedValue({ cartoes: [wire('c1', '1111', 'Desbloqueado')] });
    renderAt({ pathname: '/digitalCard', state: { cardKey: 'other', action: 'changePin' } });
    expect(await screen.findByTestId('card-pin-no-card')).toBeTruthy();
  });
});

describe('a card blocked for a wrong PIN', () => {
  it('is unblocked with the account PIN; a wrong one is asked again', async () => {
    let unblocked = false;
    call.mockImplementation(async (path: string, body?: Record<string, unknown>) => {
      if (path === 'cartao/desbloquear-cartao-por-senha-incorreta') {
        if (body?.senha !== '6174') throw new BankError(10007, 400, 'error.pinIncorrect');
        unblocked = true;
        return {};
      }
      return { cartoes: [wire('c1', '1111', unblocked ? 'Desbloqueado' : 'Bloqueado por senha incorreta')] };
    });
    renderAt({ pathname: '/digitalCard' });
    expect((await screen.findByTestId('card-status')).textContent).toBe('Bloqueado por senha incorreta');
    expect(screen.queryByTestId('card-change-pin')).toBeNull();
    fireEvent.click(screen.getByTestId('card-unblock-wrong-pin'));
    await screen.findByTestId('card-unblock-pin');
    typePin('1111');
    expect(await screen.findByText('PIN incorreto.')).toBeTruthy();
    typePin('6174');
    expect(await screen.findByTestId('card-unblock-done')).toBeTruthy();
  });

  it('gets a new PIN with an SMS code; a wrong code is the error screen, and trying again keeps the code sent', async () => {
    call.mockImplementation(async (path: string, body?: Record<string, unknown>) => {
      if (path === 'token/gerar-2fa-alteracao-pin-cartao') return { destinoMascarado: '(71) *****-2765' };
      if (path === 'cartao/alterar-senha-por-token') {
        if (body?.token !== '482913') throw new BankError(23003, 400, 'error.incorrectToken');
        return { descricaoStatusCartao: 'Desbloqueado' };
      }
      return { cartoes: [wire('c1', '1111', 'Bloqueado por senha incorreta')] };
    });
    renderAt({ pathname: '/digitalCard', state: { cardKey: 'c1', action: 'forgotPin' } });
    fireEvent.click(await screen.findByTestId('card-forgot-submit'));
    const fill = async (code: string) => {
      fireEvent.change(await screen.findByTestId('card-forgot-code'), { target: { value: code } });
      fireEvent.change(screen.getByTestId('card-forgot-pin'), { target: { value: '4826' } });
      fireEvent.change(screen.getByTestId('card-forgot-pin-again'), { target: { value: '4826' } });
      fireEvent.click(screen.getByTestId('card-forgot-submit'));
    };
    await fill('000000');
    expect(await screen.findByTestId('card-forgot-failed')).toBeTruthy();
    fireEvent.click(screen.getByText('Tentar novamente'));
    await fill('482913');
    expect(await screen.findByTestId('card-forgot-done')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cartao/alterar-senha-por-token', {
      chaveDeCartao: 'c1',
      token: '482913',
      novaSenha: '4826',
      confirmacaoSenha: '4826',
    });
    expect(call.mock.calls.filter(([p]) => p === 'token/gerar-2fa-alteracao-pin-cartao')).toHaveLength(1);
  });
});

const product = (categoria: string, contratado: boolean, disponivel: boolean) => ({
  codigo: `X_${categoria}`,
  categoria,
  fisico: false,
  contratado,
  disponivel,
});

describe('/activateCreditCard', () => {
  const at = async (produtos: unknown[] | Error) => {
    call.mockImplementation(async () => {
      if (produtos instanceof Error) throw produtos;
      return { produtos };
    });
    renderAt({ pathname: '/activateCreditCard' });
  };

  it('starts the guaranteed credit card when the category is available', async () => {
    await at([product('DEBITO', true, false), product('CREDITO', false, true)]);
    fireEvent.click(await screen.findByTestId('activate-credit-start'));
    expect(await screen.findByTestId('gcc-first-access')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('produto/consultar-produtos-disponiveis-cliente');
  });

  it('says the credit card is virtual only when it is held (VIRTUAL_CARD_ONLY)', async () => {
    await at([product('CREDITO', true, false)]);
    expect(await screen.findByTestId('activate-credit-virtual-only')).toBeTruthy();
    fireEvent.click(screen.getByTestId('activate-credit-open'));
    expect(await screen.findByTestId('credit-card')).toBeTruthy();
  });

  it("says 'Category currently unavailable' and NO_CATEGORY, in both languages", async () => {
    await at([product('CREDITO', false, false)]);
    expect(await screen.findByText('Categoria indisponível no momento.')).toBeTruthy();
    act(() => setLocale('en'));
    expect(await screen.findByText('Category currently unavailable.')).toBeTruthy();
  });

  it('says there is no credit card for the account without the category (NO_CATEGORY)', async () => {
    await at([product('DEBITO', true, false)]);
    expect(await screen.findByText('Não há cartão de crédito para a sua conta.')).toBeTruthy();
  });

  it('shows the card flows’ error screen when the products cannot be read (ERROR_GETTING_DETAILS)', async () => {
    await at(new BankError(40090, 503, 'error.cardsUnavailable'));
    expect((await screen.findByTestId('activate-credit-failed-message')).textContent).toBe(
      'Não foi possível carregar os dados do cartão.',
    );
  });
});
