import { centavos } from '@carteira/core/money';
import { buildBrCode } from '@carteira/core/pix';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { createQrReader } from '../../../native/qr-reader.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CopyPastePage } from './copy-paste-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../native/qr-reader.ts', () => ({ createQrReader: vi.fn() }));

const code = buildBrCode({
  kind: 'static',
  key: '+5521998765432',
  amount: centavos(4200),
  merchantName: 'Ana Beatriz Souza',
  merchantCity: 'Sao Paulo',
});

const processed = {
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
};

function renderWith(state: unknown) {
  renderRoutes([{ path: '/pixQrCopyPasteComponent', element: <CopyPastePage /> }], {
    at: { pathname: '/pixQrCopyPasteComponent', state },
  });
}

const track = { stop: vi.fn() };

function cameraAnswers(answer: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(answer) },
  });
}

/** The camera's frames hold this text (null: no code in sight). */
function framesShow(text: string | null) {
  vi.mocked(createQrReader).mockResolvedValue({ kind: 'jsqr', read: vi.fn(async () => text) });
}

describe('scanning a Pix QR code', () => {
  const showModal = HTMLDialogElement.prototype.showModal;
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    track.stop.mockReset();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    cameraAnswers(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
  });
  afterEach(() => {
    HTMLDialogElement.prototype.showModal = showModal;
  });

  it('a scanned Pix code goes to the same review as a pasted one, and the camera is let go', async () => {
    framesShow(code);
    vi.mocked(bank.call).mockResolvedValue(processed);
    renderWith(null);
    fireEvent.click(await screen.findByTestId('pix-scan-start'));
    expect((await screen.findByTestId('pix-review-amount')).textContent).toContain('42,00');
    expect(bank.call).toHaveBeenCalledWith('pix/qrcode/processar-qrcode', { qrCode: code });
    expect(track.stop).toHaveBeenCalled();
  });

  it('opened from the Pix home’s scan action, the camera opens at once', async () => {
    framesShow(null);
    renderWith({ scan: true });
    expect(await screen.findByTestId('pix-scan')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pix-scan').dataset.live).toBe('true'));
    fireEvent.click(screen.getByTestId('pix-scan-cancel'));
    expect(await screen.findByTestId('pix-paste-input')).toBeTruthy();
    expect(track.stop).toHaveBeenCalled();
    expect(bank.call).not.toHaveBeenCalled();
  });

  it('a QR code that is not Pix is said plainly, the bank is not asked and the field stays empty', async () => {
    framesShow('https://example.com/menu');
    renderWith(null);
    fireEvent.click(await screen.findByTestId('pix-scan-start'));
    expect((await screen.findByTestId('pix-paste-error')).textContent).toBe(
      'Este QR code não é de Pix. Leia um QR code Pix ou cole o código.',
    );
    expect((screen.getByTestId('pix-paste-input') as HTMLTextAreaElement).value).toBe('');
    expect(bank.call).not.toHaveBeenCalled();
  });

  it('a scanned code with a wrong check digit is refused like a pasted one', async () => {
    const at = code.indexOf('ANA');
    framesShow(`${code.slice(0, at)}X${code.slice(at + 1)}`);
    renderWith(null);
    fireEvent.click(await screen.findByTestId('pix-scan-start'));
    expect((await screen.findByTestId('pix-paste-error')).textContent).toContain('não é um Pix Copia e Cola');
    expect(bank.call).not.toHaveBeenCalled();
  });

  it('a refused camera opens the permission dialog where the browser has one', async () => {
    HTMLDialogElement.prototype.showModal = function open(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    cameraAnswers(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderWith(null);
    fireEvent.click(await screen.findByTestId('pix-scan-start'));
    await waitFor(() => expect(screen.getByTestId('pix-scan-camera-dialog').hasAttribute('open')).toBe(true));
    expect(screen.getByTestId('pix-paste-input')).toBeTruthy();
  });

  it('without dialogs a refusal shows the allow-camera snackbar; no camera shows its own', async () => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    cameraAnswers(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderWith(null);
    fireEvent.click(await screen.findByTestId('pix-scan-start'));
    expect((await screen.findByTestId('snackbar')).textContent).toBe(
      'Permita o acesso à câmera para ler o QR code.',
    );
    cameraAnswers(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    fireEvent.click(screen.getByTestId('pix-scan-start'));
    await waitFor(() =>
      expect(screen.getAllByTestId('snackbar').map((s) => s.textContent)).toContain(
        'Não foi possível abrir a câmera. Tente de novo ou cole o código.',
      ),
    );
  });
});
