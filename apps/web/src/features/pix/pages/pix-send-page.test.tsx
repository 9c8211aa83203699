import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PixSendPage } from './pix-send-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({
  useSession: () => ({ accountKey: 'account-1', clientKey: 'client-1' }),
}));

/** banco/consultar-bancos as the bank answers it: this bank first, then the sandbox's others. */
const banks = [
  { codigo: '999', ispb: '99999999', nome: 'Carteira' },
  { codigo: '901', ispb: '90400001', nome: 'Banco Horizonte S.A.' },
  { codigo: '903', ispb: '90400003', nome: 'Pagar Fácil IP' },
];

/** A contact whose account at this bank is kept by its code (favorito/ keeps a code or an ISPB). */
const contacts = {
  favoritos: [
    {
      favoritoId: 'c1',
      identificacaoFiscal: '85301649240',
      nomeCompleto: 'Daniel Costa Pereira',
      apelido: null,
      chaves: [
        {
          chaveId: 'k1',
          tipoChavePix: null,
          chavePix: null,
          codigoOuISPB: '999',
          agencia: '0001',
          conta: '10000044',
          tipoDeConta: 1,
        },
      ],
    },
  ],
  totalDeRegistros: 1,
  totalDePaginas: 1,
};

function renderPage() {
  renderRoutes([{ path: '/pixSendComponent', element: <PixSendPage /> }], { at: '/pixSendComponent' });
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/**
 * Through the agency and account form, the bank picked from the list by search (the form keeps its
 * ISPB), to the amount (whose payee line is returned) and on to the review.
 */
async function reachReview(search: string, bankCode: string): Promise<string> {
  renderPage();
  fireEvent.click(await screen.findByTestId('option-ACCOUNT'));
  fireEvent.click(screen.getByTestId('option-next'));
  await screen.findByTestId('pix-bank-search');
  fill('pix-bank-search', search);
  fireEvent.click(await screen.findByTestId(`pix-bank-${bankCode}`));
  fill('pix-account-agency', '0001');
  fill('pix-account-account', '10000011');
  fill('pix-account-taxId', '390.533.447-05');
  fill('pix-account-name', 'Ana Beatriz Souza');
  fireEvent.click(screen.getByTestId('pix-account-submit'));
  await screen.findByTestId('pix-amount');
  const payee = screen.getByTestId('pix-amount-payee').textContent ?? '';
  await toReview();
  return payee;
}

/** From the amount screen to the review, with R$ 9,90. */
async function toReview(): Promise<void> {
  fill('pix-amount', '990');
  fireEvent.click(screen.getByTestId('pix-amount-submit'));
  await screen.findByTestId('pix-review-confirm');
}

describe('Pix by agency and account', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === 'banco/consultar-bancos') return { bancos: banks };
      if (path === 'banco/verificar-agencia') return { valida: true, agencia: '0001' };
      if (path === 'favorito/consultar-favoritos') return contacts;
      // the balance and the limits too: unread, the review's funds check says nothing
      throw new Error(`unexpected ${path}`);
    });
  });
  afterEach(() => setLocale('pt-BR'));

  it('masks and upper-cases the holder’s CPF or CNPJ while typing, as the contacts form does', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('option-ACCOUNT'));
    fireEvent.click(screen.getByTestId('option-next'));
    const field = (await screen.findByTestId('pix-account-taxId')) as HTMLInputElement;
    fill('pix-account-taxId', '12abc34501de35');
    expect(field.value).toBe('12.ABC.345/01DE-35');
    fill('pix-account-taxId', '39053344705');
    expect(field.value).toBe('390.533.447-05');
  });

  it("reviews this bank's account with the institution's name, not its code or ISPB", async () => {
    const payee = await reachReview('carteira', '999');
    expect(screen.getByTestId('pix-review-institution').textContent).toBe('Carteira');
    expect(payee).toContain('Ana Beatriz Souza · Carteira');
    expect(screen.getByText('Instituição')).toBeTruthy();
    expect(screen.getByTestId('pix-review-agency').textContent).toBe('0001');
    expect(screen.getByTestId('pix-review-account').textContent).toBe('1000001-1');
    // the bank is still told the institution by its ISPB
    expect(bank.call).toHaveBeenCalledWith('banco/verificar-agencia', {
      codigoOuISPB: '99999999',
      agencia: '0001',
    });
  });

  it("reviews another institution's account with its name, in English too", async () => {
    const payee = await reachReview('horizonte', '901');
    expect(screen.getByTestId('pix-review-institution').textContent).toBe('Banco Horizonte S.A.');
    expect(payee).toContain('· Banco Horizonte S.A.');
    act(() => setLocale('en'));
    expect(screen.getByText('Institution')).toBeTruthy();
    expect(screen.getByTestId('pix-review-institution').textContent).toBe('Banco Horizonte S.A.');
  });

  it("reviews a contact's account, kept by the bank's code, with the institution's name", async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('option-CONTACTS'));
    fireEvent.click(screen.getByTestId('option-next'));
    fireEvent.click(await screen.findByRole('button', { name: /Daniel Costa Pereira/ }));
    fireEvent.click(within(await screen.findByTestId('pix-contact-key')).getByRole('button'));
    await screen.findByTestId('pix-amount');
    await toReview();
    await waitFor(() => expect(screen.getByTestId('pix-review-institution').textContent).toBe('Carteira'));
    // back on the amount screen, the payee line names it too
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect((await screen.findByTestId('pix-amount-payee')).textContent).toContain(
      'Daniel Costa Pereira · Carteira',
    );
  });
});
