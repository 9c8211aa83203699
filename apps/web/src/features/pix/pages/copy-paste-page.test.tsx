import { centavos } from '@carteira/core/money';
import { buildBrCode } from '@carteira/core/pix';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CopyPastePage } from './copy-paste-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const code = buildBrCode({
  kind: 'static',
  key: '+5521998765432',
  amount: centavos(4200),
  merchantName: 'Ana Beatriz Souza',
  merchantCity: 'Sao Paulo',
});

function renderWith(state: unknown) {
  renderRoutes([{ path: '/pixQrCopyPasteComponent', element: <CopyPastePage /> }], {
    at: { pathname: '/pixQrCopyPasteComponent', state },
  });
}

describe('Pix copy and paste', () => {
  beforeEach(() => vi.mocked(bank.call).mockReset());

  it('takes the code from navigation state with %20 turned into spaces', async () => {
    renderWith({ code: code.replaceAll(' ', '%20') });
    expect(((await screen.findByTestId('pix-paste-input')) as HTMLTextAreaElement).value).toBe(code);
  });

  it('refuses a code with one changed character without asking the bank', async () => {
    const at = code.indexOf('ANA');
    renderWith({ code: `${code.slice(0, at)}X${code.slice(at + 1)}` });
    fireEvent.click(await screen.findByTestId('pix-paste-submit'));
    expect((await screen.findByTestId('pix-paste-error')).textContent).toContain('não é um Pix Copia e Cola');
    expect(bank.call).not.toHaveBeenCalled();
    expect(screen.getByRole('main').dataset.step).toBe('target');
  });

  it('reads a whole code through the bank and shows its review', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      chave: '+5521998765432',
      tipoChave: 'PHONE',
      nome: 'ANA BEATRIZ SOUZA',
      cidade: 'SAO PAULO',
      valor: 42,
      descricao: null,
      beneficiario: {
        nome: 'Ana Beatriz Souza',
        identificacaoFiscalMascarada: '***.533.447-**',
        instituicao: 'Carteira',
      },
    });
    renderWith({ code });
    fireEvent.click(await screen.findByTestId('pix-paste-submit'));
    expect((await screen.findByTestId('pix-review-amount')).textContent).toContain('42,00');
    expect(screen.getByTestId('pix-review-city').textContent).toBe('SAO PAULO');
    expect(bank.call).toHaveBeenCalledWith('pix/qrcode/processar-qrcode', { qrCode: code });
  });

  it("says another institution's code could not be loaded, not that it is invalid, and tries it again", async () => {
    const dynamic = buildBrCode({
      kind: 'dynamic',
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    vi.mocked(bank.call).mockRejectedValueOnce(new BankError(40086, 502, 'error.pixPayloadUnavailable'));
    renderWith({ code: dynamic });
    fireEvent.click(await screen.findByTestId('pix-paste-submit'));
    const error = await screen.findByTestId('pix-paste-error');
    expect(error.textContent).toContain('não conseguimos carregar os dados do pagamento');
    expect(error.textContent).not.toContain('não é válido');
    vi.mocked(bank.call).mockRejectedValueOnce(new BankError(40086, 502, 'error.pixPayloadUnavailable'));
    fireEvent.click(screen.getByTestId('pix-paste-retry'));
    await vi.waitFor(() => expect(bank.call).toHaveBeenCalledTimes(2));
    expect(bank.call).toHaveBeenLastCalledWith('pix/qrcode/processar-qrcode', { qrCode: dynamic });
  });
});
