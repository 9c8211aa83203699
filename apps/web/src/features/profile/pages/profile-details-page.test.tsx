import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ProfileDetailsPage } from './profile-details-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({
  useSession: () => ({ accountKey: 'account-1', clientKey: 'client-1' }),
  sessionStore: { get: () => ({ accountKey: 'account-1', clientKey: 'client-1' }) },
}));

const call = vi.mocked(bank.call);
const NULL_ADDRESS = {
  rua: null,
  numero: null,
  complemento: null,
  bairro: null,
  cep: null,
  cidade: null,
  uf: null,
};
const person = (mailing: Record<string, string | null>) => ({
  email: 'nadia.porto@example.com',
  telefoneMovel: { ddd: '21', numero: '987001122' },
  enderecoCorrespondencia: mailing,
});

function answer(routes: Record<string, unknown>) {
  call.mockImplementation(async (path: string) => {
    const r = routes[path];
    if (r instanceof Error) throw r;
    if (r === undefined) throw new Error(`unexpected ${path}`);
    return r as never;
  });
}

const open = () =>
  renderRoutes([{ path: '/profileDetails', element: <ProfileDetailsPage /> }], { at: '/profileDetails' });

beforeEach(() => {
  call.mockReset();
});
afterEach(() => setLocale('pt-BR'));

describe('/profileDetails', () => {
  it('shows the contacts, and NO ADDRESS for a mailing address whose fields are all null', async () => {
    answer({ 'cliente/obter-dados-pessoa-fisica-por-chave': person(NULL_ADDRESS) });
    open();
    expect((await screen.findByTestId('profile-email-value')).textContent).toBe('nadia.porto@example.com');
    expect(screen.getByTestId('profile-phone-value').textContent).toBe('(21) 98700-1122');
    expect(screen.getByTestId('profile-address-value').textContent).toBe('Nenhum endereço cadastrado');
  });

  it('speaks English and writes the address it has', async () => {
    setLocale('en');
    answer({
      'cliente/obter-dados-pessoa-fisica-por-chave': person({
        rua: 'AVENIDA AFONSO PENA',
        numero: '250',
        complemento: 'Sala 3',
        bairro: 'CENTRO',
        cep: '30130003',
        cidade: 'BELO HORIZONTE',
        uf: 'mg',
      }),
    });
    open();
    expect((await screen.findByTestId('profile-address-value')).textContent).toBe(
      'Avenida Afonso Pena, 250 - Sala 3Centro - Belo Horizonte/MG30130-003',
    );
    expect(screen.getByText('Mailing address')).toBeTruthy();
    expect(screen.getAllByText('Change')).toHaveLength(3);
  });

  it('asks for the new e-mail, the PIN and the code sent to the new address, then the selfie', async () => {
    answer({
      'cliente/obter-dados-pessoa-fisica-por-chave': person(NULL_ADDRESS),
      'token/gerar-2fa-alteracao-email': {
        chaveDeAlteracao: 'change-1',
        destinoMascarado: 'nXXXXa@example.com',
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('profile-email-change'));
    fireEvent.change(screen.getByTestId('profile-value-input'), {
      target: { value: 'nadia.nova@example.com' },
    });
    fireEvent.click(screen.getByTestId('profile-value-next'));
    for (const [i, d] of [...'1234'].entries()) {
      fireEvent.change(screen.getByTestId(`pin-digit-${i + 1}`), { target: { value: d } });
    }
    fireEvent.click(screen.getByTestId('pin-submit'));
    expect((await screen.findByTestId('profile-code-destination')).textContent).toContain(
      'nXXXXa@example.com',
    );
    expect(call).toHaveBeenCalledWith(
      'token/gerar-2fa-alteracao-email',
      expect.objectContaining({ email: 'nadia.nova@example.com' }),
    );
    fireEvent.change(screen.getByTestId('profile-code-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('profile-code-next'));
    expect(await screen.findByTestId('profile-selfie')).toBeTruthy();
  });
});
