import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { AddContactPage } from './add-contact-page.tsx';
import { ContactsPage } from './contacts-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

const key = (id: string, chavePix: string) => ({
  chaveId: id,
  tipoChavePix: 4,
  chavePix,
  codigoOuISPB: null,
  agencia: null,
  conta: null,
  tipoDeConta: 1,
});
/** An account kept by the bank's code or its ISPB (favorito/ keeps either). */
const accountKey = (id: string, codigoOuISPB: string) => ({
  chaveId: id,
  tipoChavePix: null,
  chavePix: null,
  codigoOuISPB,
  agencia: '0001',
  conta: '10000044',
  tipoDeConta: 1,
});
/** banco/consultar-bancos as the bank answers it: this bank first, then the sandbox's others. */
const banks = [
  { codigo: '999', ispb: '99999999', nome: 'Carteira' },
  { codigo: '901', ispb: '90400001', nome: 'Banco Horizonte S.A.' },
];
const contact = (i: number) => ({
  favoritoId: `f${i}`,
  identificacaoFiscal: '52998224725',
  nomeCompleto: `Contato ${String(i).padStart(2, '0')}`,
  apelido: null,
  chaves: [key(`k${i}`, `c${i}@example.com`)],
});

function renderAt(path: string, state?: unknown) {
  return renderRoutes(
    [
      { path: '/contacts', element: <ContactsPage /> },
      { path: '/addContact', element: <AddContactPage /> },
      { path: '/saveContactFromTransaction', element: <AddContactPage /> },
    ],
    { at: { pathname: path, state } },
  );
}

beforeEach(() => {
  call.mockReset();
  signInForTest();
});
afterEach(() => setLocale('pt-BR'));

describe('/contacts', () => {
  it('lists a page of contacts and asks the next on "see more"', async () => {
    call.mockImplementation(async (_path: string, body?: Record<string, unknown>) => {
      const page = (body?.pagina as number) ?? 1;
      const from = (page - 1) * 50;
      const count = page === 1 ? 50 : 3;
      return {
        favoritos: Array.from({ length: count }, (_, i) => contact(from + i)),
        totalDeRegistros: 53,
        totalDePaginas: 2,
      };
    });
    renderAt('/contacts');
    expect(await screen.findAllByTestId('contact-item')).toHaveLength(50);
    fireEvent.click(screen.getByTestId('contacts-more'));
    await waitFor(() => expect(screen.getAllByTestId('contact-item')).toHaveLength(53));
    expect(screen.queryByTestId('contacts-more')).toBeNull();
    expect(call).toHaveBeenLastCalledWith('favorito/consultar-favoritos', {
      ordenacao: 'ASC',
      pagina: 2,
      tamanhoPagina: 50,
    });
  });

  it('opens a contact, and deleting it returns to the list without asking for it again', async () => {
    let deleted = false;
    const two = { ...contact(1), chaves: [key('a', 'a@example.com'), key('b', 'b@example.com')] };
    call.mockImplementation(async (path: string) => {
      if (path === 'favorito/consultar-favoritos')
        return { favoritos: deleted ? [] : [two], totalDeRegistros: deleted ? 0 : 1, totalDePaginas: 1 };
      if (path === 'favorito/consultar-chaves-favorito') {
        if (deleted) throw new BankError(40405, 404, 'error.contactNotFound');
        return two;
      }
      if (path === 'favorito/excluir-contato-favorito') {
        deleted = true;
        return { favoritoId: 'f1' };
      }
      throw new Error(path);
    });
    renderAt('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: /Contato 01/ }));
    expect((await screen.findByTestId('contact-view-name')).textContent).toBe('Contato 01');
    expect(screen.getAllByTestId('contact-key-delete')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('contact-delete'));
    fireEvent.click(screen.getByTestId('contact-confirm-delete'));
    expect(await screen.findByTestId('contacts-empty')).toBeTruthy();
    expect(call.mock.calls.filter(([p]) => p === 'favorito/consultar-chaves-favorito')).toHaveLength(1);
  });
});

describe('a contact’s accounts', () => {
  it('read with the institution’s name from the bank list, in the view and the delete sheet, in pt-BR and en', async () => {
    const daniel = {
      ...contact(1),
      nomeCompleto: 'Daniel Costa Pereira',
      chaves: [key('e', 'daniel@example.com'), accountKey('a', '999'), accountKey('b', '90400001')],
    };
    call.mockImplementation(async (path: string) => {
      if (path === 'favorito/consultar-favoritos')
        return { favoritos: [daniel], totalDeRegistros: 1, totalDePaginas: 1 };
      if (path === 'favorito/consultar-chaves-favorito') return daniel;
      if (path === 'banco/consultar-bancos') return { bancos: banks };
      throw new Error(path);
    });
    renderAt('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: /Daniel Costa Pereira/ }));
    await screen.findByTestId('contact-view');
    const lines = () => screen.getAllByTestId('contact-key-item').map((item) => item.textContent);
    await waitFor(() =>
      expect(lines()).toEqual([
        'E-maildaniel@example.com',
        'Carteira · CorrenteAgência 0001 · Conta 1000004-4',
        'Banco Horizonte S.A. · CorrenteAgência 0001 · Conta 1000004-4',
      ]),
    );
    fireEvent.click(screen.getAllByTestId('contact-key-delete')[2] as HTMLElement);
    expect(within(screen.getByRole('dialog')).getByText(/Conta 1000004-4/).textContent).toBe(
      'Banco Horizonte S.A. · Corrente · Agência 0001 · Conta 1000004-4',
    );
    act(() => setLocale('en'));
    expect(within(screen.getByRole('dialog')).getByText(/Account 1000004-4/).textContent).toBe(
      'Banco Horizonte S.A. · Checking · Branch 0001 · Account 1000004-4',
    );
    expect(lines()[1]).toBe('Carteira · CheckingBranch 0001 · Account 1000004-4');
    expect(call.mock.calls.filter(([path]) => path === 'banco/consultar-bancos')).toHaveLength(1);
  });

  it('an account paid, saved from the receipt, reads with its institution’s name', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'banco/consultar-bancos') return { bancos: banks };
      throw new Error(path);
    });
    renderAt('/saveContactFromTransaction', {
      name: 'Ana Beatriz Souza',
      taxId: '39053344705',
      account: { institution: '90400001', agency: '0001', account: '10000044', accountType: 2 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('contact-preset-key').textContent).toBe(
        'Banco Horizonte S.A. · PoupançaAgência 0001 · Conta 1000004-4',
      ),
    );
  });
});

describe('/saveContactFromTransaction', () => {
  it('saves the receipt’s key with the details typed, the CPF checked against the masked one', async () => {
    call.mockResolvedValue({
      ...contact(7),
      nomeCompleto: 'Marcos Vinícius Rocha',
      identificacaoFiscal: '41820357635',
      chaves: [key('m', 'marcos.rocha@horizonte.example')],
    });
    renderAt('/saveContactFromTransaction', {
      name: 'Marcos Vinícius Rocha',
      maskedTaxId: '***.203.576-**',
      key: { keyType: 4, key: 'marcos.rocha@horizonte.example' },
    });
    expect((screen.getByTestId('contact-name') as HTMLInputElement).value).toBe('Marcos Vinícius Rocha');
    fireEvent.change(screen.getByTestId('contact-tax-id'), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByTestId('contact-details-submit'));
    expect(await screen.findByText(/não confere/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('contact-tax-id'), { target: { value: '41820357635' } });
    fireEvent.click(screen.getByTestId('contact-details-submit'));
    expect((await screen.findByTestId('contact-saved')).textContent).toContain('Marcos Vinícius Rocha');
    expect(call).toHaveBeenCalledWith('favorito/cadastrar-favorito', {
      identificacaoFiscal: '41820357635',
      nomeCompleto: 'Marcos Vinícius Rocha',
      chaves: [{ tipoChavePix: 4, chavePix: 'marcos.rocha@horizonte.example' }],
    });
  });
});
