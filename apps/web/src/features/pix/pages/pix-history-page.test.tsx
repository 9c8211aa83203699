import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PixHistoryPage } from './pix-history-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({ useSession: () => ({ accountKey: 'account-1' }) }));

const now = new Date().toISOString();
const received = {
  transacaoId: 't-in',
  idTipoTransacao: 30,
  descricaoTipoTransacao: 'Pix recebido',
  dataHoraTransacao: now,
  valorBRL: 25.5,
  natureza: 'C',
  nomeContraparte: 'Bruno Henrique Lima',
  descricao: null,
  possuiComprovante: true,
  endToEnd: 'E99999999202611220639uH23pguSwM8',
  chavePix: null,
};
const receipt = {
  comprovanteId: 'c1',
  idTransacao: 't-in',
  dataOperacao: now,
  autenticacao: '37B4.9A8F',
  tipoOperacao: 'Pix',
  motivoTransacao: 'Pix enviado por chave',
  valor: 25.5,
  pagador: { nome: 'Bruno Henrique Lima' },
  destino: { nome: 'Ana Beatriz Souza' },
  endToEnd: 'E99999999202611220639uH23pguSwM8',
};

function renderPage() {
  renderRoutes(
    [
      { path: '/pixTransactionHistory', element: <PixHistoryPage /> },
      // going back leaves the route (to the previous screen, or home without one)
      { path: '*', element: <p data-testid="left-route" /> },
    ],
    { at: '/pixTransactionHistory', from: '/pixLandingComponent' },
  );
}

describe('Pix history page', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    vi.mocked(bank.call).mockImplementation(async (path: string) => {
      if (path === 'pix/operacao/consultar-extrato') return { itens: [received], pagina: 1, totalPaginas: 1 };
      if (path === 'comprovante/consultar-comprovantes-por-id-transacao') return receipt;
      throw new Error(`unexpected ${path}`);
    });
  });

  it('asks the statement by filter and steps back from a receipt to the list, then off the route', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('pix-history-item'));
    expect((await screen.findByTestId('pix-receipt-amount')).textContent).toContain('25,50');
    expect(screen.getByTestId('pix-receipt-return')).toBeTruthy();
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect((await screen.findByTestId('pix-history')).dataset.screen).toBe('list');
    fireEvent.click(screen.getByTestId('pix-history-filter-received'));
    await waitFor(() =>
      expect(bank.call).toHaveBeenCalledWith(
        'pix/operacao/consultar-extrato',
        expect.objectContaining({ filtro: 'received', pagina: 1, tamanhoPagina: 50 }),
      ),
    );
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect(await screen.findByTestId('left-route')).toBeTruthy();
  });

  it('says a failed load in its own words, never the server’s', async () => {
    vi.mocked(bank.call).mockRejectedValue(new BankError(40007, 400, 'error.validationErrors'));
    renderPage();
    const failure = await screen.findByTestId('pix-history-error');
    expect(failure.textContent).toContain('Não foi possível carregar o extrato Pix.');
    expect(failure.textContent).not.toContain('Dados inválidos');
  });
});
