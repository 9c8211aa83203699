import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../components/snackbar.tsx';
import { bank } from '../lib/bank/bank.ts';
import { setLocale } from '../lib/i18n/locale-store.ts';
import { AppRouter } from '../lib/navigation/app-router.tsx';
import { memoryAppHistory } from '../lib/navigation/memory-app-history.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session/session.ts';
import { bridge } from '../native/bridge.ts';
import { signInForTest } from '../test/signed-in.ts';
import { FEATURE_LOADERS, type FeatureModule } from './feature-loaders.ts';
import { type Area, ROUTES } from './route-table.ts';
import { buildRoutes } from './router.tsx';

vi.mock('../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
// the report of a login (app/login) is not what these tests look at, and would take their mocked answers
vi.mock('../lib/session/app-login.ts', () => ({ reportAppLogin: vi.fn(async () => {}) }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const stub = async (): Promise<FeatureModule> => ({ routeComponents: {}, fallback: Where });
const loaders: Record<Area, () => Promise<FeatureModule>> = {
  landing: stub,
  auth: FEATURE_LOADERS.auth,
  home: stub,
  history: stub,
  transfer: stub,
  pix: stub,
  financing: stub,
  financingTerms: stub,
  financingContracts: stub,
  contacts: stub,
  security: stub,
  cards: stub,
  boleto: stub,
  onboarding: stub,
  recharge: stub,
  atm: stub,
  qrPayment: stub,
  creditCard: stub,
  profileMenu: stub,
  help: stub,
  profile: stub,
  accountState: stub,
  consents: stub,
  fgts: stub,
  salaryPortability: stub,
  giftCard: stub,
  rewards: stub,
  unavailable: FEATURE_LOADERS.unavailable,
};

function renderAt(entry: string | { pathname: string; state: unknown }, custom = loaders) {
  const history = memoryAppHistory([entry]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>
        <AppRouter history={history}>{buildRoutes(custom)}</AppRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return history;
}

const loginAnswer = {
  accessToken: 'token',
  tokenType: 'Bearer',
  expiresIn: 86400,
  chaveDeCliente: 'client-1',
  nome: 'Maria Souza',
  contas: [{ chaveDeConta: 'account-1', agencia: '0001', numero: '12345678', banco: 'Carteira' }],
};

function signIn() {
  signInForTest({ accountNumber: '12345678', name: 'Maria Souza', cpf: '52998224725' });
}

beforeEach(() => {
  sessionStore.clear('logout');
  vi.mocked(bank.call).mockReset();
});

describe('private routes', () => {
  it('send a logged-out visitor to /newLogin with the wanted route, its state and the relogin flag', async () => {
    const history = renderAt({ pathname: '/tedTransfer', state: { draft: 42 } });
    await screen.findByTestId('login-submit');
    expect(history.location.pathname).toBe('/newLogin');
    expect(history.location.state).toMatchObject({
      from: { pathname: '/tedTransfer', state: { draft: 42 } },
      relogin: true,
    });
    expect(screen.getByTestId('login-relogin')).toBeTruthy();
  });

  it('after login the customer lands where they wanted to go, with its state', async () => {
    vi.mocked(bank.call).mockResolvedValueOnce(loginAnswer);
    renderAt({ pathname: '/tedTransfer', state: { draft: 42 } });
    fireEvent.change(await screen.findByLabelText('CPF'), { target: { value: '529.982.247-25' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'senha1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/tedTransfer {"draft":42}');
    expect(bank.call).toHaveBeenCalledWith(
      'autenticar/cliente',
      { identificacaoFiscal: '52998224725', senha: 'senha1234' },
      { auth: false },
    );
    expect(sessionStore.get()).toMatchObject({
      clientKey: 'client-1',
      accountKey: 'account-1',
      name: 'Maria Souza',
    });
  });

  it('a login without a return route goes home', async () => {
    vi.mocked(bank.call).mockResolvedValueOnce(loginAnswer);
    renderAt('/newLogin');
    fireEvent.change(await screen.findByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'senha1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/newWalletLaunch/);
  });

  it('show the catalogue message for a wrong password, never the server text', async () => {
    const { BankError } = await import('../lib/bank/bank-error.ts');
    vi.mocked(bank.call).mockRejectedValueOnce(new BankError(47029, 400, 'error.invalidCredentials'));
    renderAt('/newLogin');
    fireEvent.change(await screen.findByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'errada123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Usuário ou senha inválidos.');
  });

  it('a login from a new device (40123) goes to /newDeviceAlert with its challenge', async () => {
    const { BankError } = await import('../lib/bank/bank-error.ts');
    vi.mocked(bank.call).mockRejectedValueOnce(
      new BankError(40123, 403, 'error.newDeviceLogin', undefined, undefined, {
        chaveDeDesafio: 'k'.repeat(43),
        celularMascarado: '(31) *****-3344',
      }),
    );
    renderAt('/newLogin');
    fireEvent.change(await screen.findByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'senha1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const where = (await screen.findByTestId('where')).textContent ?? '';
    expect(where).toMatch(/^\/newDeviceAlert/);
    // the challenge and the CPF travel in the navigation state
    expect(where).toContain('(31) *****-3344');
    expect(where).toContain('52998224725');
  });

  it('says how long a blocked password stays blocked (47028 with its retryAfterSeconds)', async () => {
    const { BankError } = await import('../lib/bank/bank-error.ts');
    vi.mocked(bank.call).mockRejectedValueOnce(
      new BankError(47028, 423, 'error.passwordBlocked', undefined, 1750),
    );
    renderAt('/newLogin');
    fireEvent.change(await screen.findByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'errada123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      "Senha inválida. Sua senha foi bloqueada. Tente novamente em 30 min ou use 'Esqueci minha senha'.",
    );
  });

  it('when the session ends (a 401) the customer goes to /newLogin with the return route', async () => {
    signIn();
    const history = renderAt({ pathname: '/newTransactionHistory', state: { receiptFor: 't1' } });
    await screen.findByTestId('where');
    act(() => sessionStore.clear('expired'));
    await screen.findByTestId('login-submit');
    expect(history.location.state).toMatchObject({
      from: { pathname: '/newTransactionHistory', state: { receiptFor: 't1' } },
      relogin: true,
    });
  });
});

describe('the app for phones of other makers (NM, decision 0033)', () => {
  const nmPhone = () =>
    vi.spyOn(bridge, 'deviceInfo').mockReturnValue({
      deviceId: 'nm-device-1',
      model: 'Galaxy A54',
      deviceType: 'android',
      variant: 'nm',
      webviewVersion: '1.504',
    });

  it('logs in on /nonMotoDeviceLogin: a private route leads there with its state, and back to it after', async () => {
    const device = nmPhone();
    vi.mocked(bank.call).mockResolvedValueOnce(loginAnswer);
    const history = renderAt({ pathname: '/tedTransfer', state: { draft: 42 } });
    expect((await screen.findByTestId('non-maker-login')).dataset.variant).toBe('nm');
    expect(history.location.pathname).toBe('/nonMotoDeviceLogin');
    expect(history.location.state).toMatchObject({ from: { pathname: '/tedTransfer' }, relogin: true });
    expect(screen.getByTestId('login-relogin')).toBeTruthy();
    expect(screen.getByTestId('nm-first-access').textContent).toContain(
      'limitado a R$ 200,00 por vez e R$ 1.000,00 por dia durante 24 horas',
    );
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '529.982.247-25' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'senha1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/tedTransfer {"draft":42}');
    expect(bank.call).toHaveBeenCalledWith(
      'autenticar/cliente',
      { identificacaoFiscal: '52998224725', senha: 'senha1234' },
      { auth: false },
    );
    device.mockRestore();
  });

  it('a new phone (40123) goes on to /newDeviceAlert, as from /newLogin', async () => {
    const device = nmPhone();
    const { BankError } = await import('../lib/bank/bank-error.ts');
    vi.mocked(bank.call).mockRejectedValueOnce(
      new BankError(40123, 403, 'error.newDeviceLogin', undefined, undefined, {
        chaveDeDesafio: 'k'.repeat(43),
        celularMascarado: '(31) *****-3344',
      }),
    );
    renderAt('/newLogin');
    fireEvent.change(await screen.findByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'senha1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/newDeviceAlert .*\(31\) \*{5}-3344/);
    device.mockRestore();
  });

  it('in a browser /newLogin stays, and /nonMotoDeviceLogin opened by its address is a login all the same, in English too', async () => {
    renderAt('/newLogin');
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('non-maker-login')).toBeNull();
    cleanup();
    setLocale('en');
    renderAt('/nonMotoDeviceLogin');
    const page = await screen.findByTestId('non-maker-login');
    expect(page.dataset.variant).toBe('other');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in on this phone');
    expect(screen.getByTestId('nm-first-access').textContent).toContain(
      'a Pix from this phone is limited to R$ 200,00 each and R$ 1.000,00 a day for 24 hours',
    );
    setLocale('pt-BR');
  });
});

describe('route table', () => {
  it('registers every route once; private ones need a session, public ones do not', async () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/newLogin',
        '/newWalletLaunch',
        '/FinancingTerms',
        '/ChatTicketCommentsPage',
      ]),
    );
    const everything: Record<Area, () => Promise<FeatureModule>> = {
      ...loaders,
      auth: stub,
      unavailable: stub,
    };
    const history = renderAt('/', everything);
    for (const route of ROUTES) {
      act(() => history.push(route.path));
      const expected = route.access === 'private' ? '/newLogin' : route.path;
      await waitFor(() => expect(screen.getByTestId('where').textContent?.split(' ')[0]).toBe(expected));
      expect(history.location.pathname, route.path).toBe(expected);
    }
  }, 30_000); // it renders every route (a few hundred) one after the other

  it('a lazy chunk that fails to load shows the retry page', async () => {
    const broken = async (): Promise<FeatureModule> => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/feature-landing.js');
    };
    renderAt('/', { ...loaders, landing: broken });
    expect(await screen.findByTestId('chunk-retry-page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });

  it('an unknown address shows the not-found page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('an address carrying a Pix code opens copy and paste with it, through login without a session', async () => {
    const code =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    const history = renderAt(`/${code.replaceAll(' ', '%20')}`);
    await screen.findByTestId('login-submit');
    expect(history.location.state).toMatchObject({
      from: { pathname: '/pixQrCopyPasteComponent', state: { code } },
      deeplink: true,
    });
    cleanup();
    signIn();
    renderAt(`/pix/${code.replaceAll(' ', '%20')}`);
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/pixQrCopyPasteComponent ${JSON.stringify({ code })}`,
    );
  });
});
