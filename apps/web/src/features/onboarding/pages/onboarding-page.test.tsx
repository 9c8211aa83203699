import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { onboardingStart } from '../flow/onboarding-flow.ts';
import { OnboardingPage } from './onboarding-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const PAGES = [
  '/userIdCreation',
  '/newSignUpPageComp',
  '/terms',
  '/contract',
  '/setUpPin',
  '/validateEmail',
  '/welcomeComponent',
].map((path) => ({ path, element: <OnboardingPage /> }));
const routes = [
  ...PAGES,
  { path: '/newWalletLaunch', element: <Where /> },
  { path: '/newLogin', element: <Where /> },
];

function signIn() {
  signInForTest({ accountNumber: '20000014', name: 'Joana Prado', cpf: '41230000100' });
}

beforeEach(() => {
  call.mockReset();
  sessionStore.clear('logout');
});
afterEach(() => setLocale('pt-BR'));

describe('the onboarding routes', () => {
  it('an entry route with no state starts the flow at the start; Start moves to /newSignUpPageComp, carrying the flow', async () => {
    const router = renderRoutes(routes, { at: '/newSignUpPageComp' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/userIdCreation'));
    fireEvent.click(await screen.findByTestId('onboarding-start'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newSignUpPageComp'));
    expect(screen.getByTestId('onboarding').dataset.step).toBe('holder');
    expect(router.state.location.state).toMatchObject({ onboarding: { step: 'holder' } });
  });

  it('a step opens at its route with what the navigation state carries; Back replaces the screen with the step before, moving back', async () => {
    const carried = { ...onboardingStart, step: 'pin' as const, cpf: '41230000100', name: 'Joana Prado' };
    const router = renderRoutes(routes, { at: { pathname: '/setUpPin', state: { onboarding: carried } } });
    expect((await screen.findByTestId('onboarding')).dataset.step).toBe('pin');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcomeComponent'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({
      direction: 'back',
      onboarding: { step: 'greeting' },
    });
    expect(await screen.findByText('Boas-vindas à Carteira, Joana!')).toBeTruthy();
  });

  it('a customer on a private onboarding route with no flow is home; at /validateEmail confirms the e-mail', async () => {
    signIn();
    const router = renderRoutes(routes, { at: '/setUpPin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/newWalletLaunch'));
    expect(call).not.toHaveBeenCalled();
  });
});

describe("/validateEmail with the customer's session", () => {
  it('tells where the code went, refuses a wrong one, and a right one confirms and goes home', async () => {
    signIn();
    call.mockResolvedValueOnce({
      statusCadastroClienteId: 13,
      emailConfirmado: false,
      emailMascarado: 'jXXXXa@example.com',
    });
    const router = renderRoutes(routes, { at: '/validateEmail' });
    expect(await screen.findByText(/enviamos um código para jXXXXa@example\.com/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cliente/verificar-status-cliente');

    call.mockRejectedValueOnce(new BankError(11012, 400, 'error.incorrectToken'));
    fireEvent.change(screen.getByTestId('email-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('email-confirm'));
    expect(await screen.findByTestId('onboarding-error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/validateEmail');

    call.mockResolvedValueOnce({ emailConfirmado: true });
    call.mockResolvedValue({ statusCadastroClienteId: 2, emailConfirmado: true, emailMascarado: '' });
    fireEvent.click(screen.getByTestId('email-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newWalletLaunch'));
    expect(call).toHaveBeenCalledWith('cliente/confirmacao-email', { codigo: '123456' });
  });

  it('in English: an e-mail already confirmed says so and leads home', async () => {
    signIn();
    act(() => setLocale('en'));
    call.mockResolvedValueOnce({ statusCadastroClienteId: 2, emailConfirmado: true, emailMascarado: '' });
    renderRoutes(routes, { at: '/validateEmail' });
    expect((await screen.findByTestId('customer-email-confirmed')).textContent).toContain(
      'E-mail confirmed.',
    );
    expect(screen.getByTestId('customer-email-home').textContent).toBe('Go to home');
  });
});
