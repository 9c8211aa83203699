import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { KeyInformationPage } from './key-information-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({ useSession: () => ({ accountKey: 'account-1' }) }));

const CPF = '39053344705';
const keys = [
  { chaveEnderecamento: CPF, tipoChave: 'CPF', idTipoChave: 1, dataCriacao: '2026-11-20T09:15:00-03:00' },
  {
    chaveEnderecamento: 'ana@example.com',
    tipoChave: 'EMAIL',
    idTipoChave: 4,
    dataCriacao: '2026-11-21T10:00:00-03:00',
  },
];
const details = {
  chave: CPF,
  tipoChave: 'CPF',
  idTipoChave: 1,
  nome: 'Ana Beatriz Souza',
  identificacaoFiscalMascarada: '***.533.447-**',
  instituicao: 'Carteira',
  ispb: '99999999',
  agencia: '0001',
  conta: '10000019',
  dataCriacao: '2026-11-20T09:15:00-03:00',
  mesmaTitularidade: true,
  endToEndId: 'E99999999202611201215abcdefghijk',
};

function renderWith(state: unknown) {
  return renderRoutes(
    [
      { path: '/keyInformationComponent', element: <KeyInformationPage /> },
      { path: '*', element: <p data-testid="left-route" /> },
    ],
    { at: { pathname: '/keyInformationComponent', state }, from: '/myPixKeysComponent' },
  );
}

describe('Pix key information', () => {
  const writeText = vi.fn(async () => undefined);
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === 'pix/enderecamento/consultar-chaves') return { chaves: keys };
      if (path === 'pix/enderecamento/consultar-dados-por-chave') return details;
      if (path === 'pix/enderecamento/excluir-chave') return {};
      throw new Error(`unexpected ${path}`);
    });
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('shows the key masked, when it was registered and what the directory says of it; copies it whole', async () => {
    renderWith({ key: CPF });
    expect((await screen.findByTestId('pix-key-info-value')).textContent).toBe('***.533.447-**');
    expect(screen.getByTestId('pix-key-info-created').textContent).toBe('20/11/2026 09:15');
    expect((await screen.findByTestId('pix-key-info-holder')).textContent).toBe('Ana Beatriz Souza');
    expect(screen.getByTestId('pix-key-info-institution').textContent).toBe('Carteira');
    expect(screen.getByTestId('pix-key-info-same-holder').textContent).toBe('Em seu nome');
    expect(screen.getByTestId('pix-key-info-e2e').textContent).toBe(details.endToEndId);
    expect(bank.call).toHaveBeenCalledWith('pix/enderecamento/consultar-dados-por-chave', { chave: CPF });
    fireEvent.click(screen.getByTestId('pix-key-info-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CPF));
  });

  it('deletes the key after confirming and goes back to the list', async () => {
    renderWith({ key: CPF });
    fireEvent.click(await screen.findByTestId('pix-key-info-delete'));
    fireEvent.click(await screen.findByTestId('pix-key-delete-confirm'));
    expect(await screen.findByTestId('left-route')).toBeTruthy();
    expect(bank.call).toHaveBeenCalledWith('pix/enderecamento/excluir-chave', { chave: CPF });
  });

  it('keeps the key and its actions when the directory look-up is refused', async () => {
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === 'pix/enderecamento/consultar-chaves') return { chaves: keys };
      throw new BankError(40083, 429, 'error.pixKeyLookupLimited');
    });
    renderWith({ key: 'ana@example.com' });
    expect((await screen.findByTestId('pix-key-info-value')).textContent).toBe('ana@example.com');
    expect(await screen.findByTestId('pix-key-info-details-failed')).toBeTruthy();
    expect(screen.getByTestId('pix-key-info-copy')).toBeTruthy();
    expect(screen.queryByTestId('pix-key-info-holder')).toBeNull();
  });

  it('says so for a key that is not the account’s, or none, and asks nothing of the directory', async () => {
    renderWith({ key: 'someone@example.com' });
    expect(await screen.findByTestId('pix-key-info-missing')).toBeTruthy();
    renderWith(null);
    expect((await screen.findAllByTestId('pix-key-info-missing')).length).toBe(2);
    expect(bank.call).not.toHaveBeenCalledWith(
      'pix/enderecamento/consultar-dados-por-chave',
      expect.anything(),
    );
  });
});
