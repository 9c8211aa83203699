import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { InsertBoletoPage } from './insert-boleto-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

// Banco do Brasil's published line.
const LINE = '00190000090114971860168524522114675860000102656';

const details = {
  tipo: 'BANCARIO',
  linhaDigitavel: LINE,
  codigoDeBarras: '00196758600001026560000001149718606852452211',
  valor: 1026.56,
  valorAtualizado: 1047.09,
  totalDesconto: 0,
  juros: 0.52,
  multa: 20.01,
  nomeBeneficiario: 'Escola Aprender Mais Ltda',
  documentoBeneficiario: '31.245.678/0001-68',
  nomePagador: 'Ana Beatriz Souza',
  cedente: 'Banco do Brasil',
  dataVencimento: '2018-07-15',
  dataPagamento: '2026-03-16',
  liquidacaoProximoDiaUtil: true,
  permiteAlterarValor: false,
  valorMinimo: 1047.09,
  valorMaximo: 1047.09,
  horarioLimitePagamento: '21:00',
};

function renderPage() {
  renderRoutes([{ path: '/insertBoleto', element: <InsertBoletoPage /> }], { at: '/insertBoleto' });
}

const type = (code: string) => {
  fireEvent.change(screen.getByTestId('boleto-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('boleto-code-submit'));
};

beforeEach(() => {
  call.mockReset();
  signInForTest({ name: 'Ana', cpf: '39053344705' });
});

describe('/insertBoleto', () => {
  it('names the field of a wrong digit and calls nothing', async () => {
    renderPage();
    type(`${LINE.slice(0, 20)}5${LINE.slice(21)}`);
    expect(await screen.findByText(/campo 2/)).toBeTruthy();
    type(LINE.slice(0, 40));
    expect(await screen.findByText(/tem 40 dígitos/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows fine and interest and says before the PIN that it will be paid on the next working day', async () => {
    call.mockResolvedValueOnce(details);
    renderPage();
    type(LINE);
    await waitFor(() => expect(screen.getByTestId('boleto-total').textContent).toContain('1.047,09'));
    expect(call).toHaveBeenCalledWith('pagamento/validar-boleto', { linhaDigitavel: LINE });
    expect(screen.getByTestId('boleto-fine').textContent).toContain('20,01');
    expect(screen.getByTestId('boleto-interest').textContent).toContain('0,52');
    expect(screen.getByTestId('boleto-when').textContent).toContain('16/03/2026');
    fireEvent.click(screen.getByTestId('boleto-review-confirm'));
    expect(await screen.findByText(/agendar R\$\s?1\.047,09/)).toBeTruthy();
  });

  it.each([
    [
      { motivoProximoDiaUtil: 'FERIADO', feriado: 'Natal', dataPagamento: '2026-12-28' },
      'Hoje é feriado (Natal): o pagamento será feito em 28/12/2026, o próximo dia útil.',
    ],
    [
      { motivoProximoDiaUtil: 'FIM_DE_SEMANA', dataPagamento: '2026-12-28' },
      'Hoje é fim de semana: o pagamento será feito em 28/12/2026, o próximo dia útil.',
    ],
    [
      { motivoProximoDiaUtil: 'APOS_HORARIO', dataPagamento: '2026-03-16' },
      'Já passou das 21:00, o horário limite de hoje: o pagamento será feito em 16/03/2026, o próximo dia útil.',
    ],
  ])('gives the one reason the payment waits (%o)', async (wire, text) => {
    call.mockResolvedValueOnce({ ...details, ...wire });
    renderPage();
    type(LINE);
    await waitFor(() => expect(screen.getByTestId('boleto-when').textContent).toBe(text));
    expect(screen.getByText('Ana Beatriz Souza')).toBeTruthy();
  });

  it('shows the beneficiary’s CNPJ in groups that never break inside (only after the slash)', async () => {
    call.mockResolvedValueOnce(details);
    renderPage();
    type(LINE);
    const cnpj = await screen.findByTestId('boleto-beneficiary-document');
    expect(cnpj.textContent).toBe('31.245.678/0001-68');
    expect([...cnpj.querySelectorAll('.identifier__group')].map((g) => g.textContent)).toEqual([
      '31.245.678/',
      '0001-68',
    ]);
  });

  it('offers the camera only where the browser reads ITF, and says so when no camera opens', async () => {
    renderPage();
    expect(screen.queryByTestId('boleto-scan-start')).toBeNull();
    (globalThis as Record<string, unknown>).BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['itf'];
      }
      async detect() {
        return [];
      }
    };
    try {
      renderPage();
      fireEvent.click(await screen.findByTestId('boleto-scan-start'));
      expect(await screen.findByText(/Não foi possível usar a câmera/)).toBeTruthy();
    } finally {
      delete (globalThis as Record<string, unknown>).BarcodeDetector;
    }
  });
});
