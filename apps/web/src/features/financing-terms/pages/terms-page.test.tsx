import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { financing } from '../../../lib/financing/financing.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { TermsPage } from './terms-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/financing/financing.ts', () => ({
  financing: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderTerms(state: unknown) {
  return renderRoutes(
    [
      { path: '/FinancingTerms', element: <TermsPage /> },
      { path: '*', element: <Where /> },
    ],
    { at: { pathname: '/FinancingTerms', state } },
  );
}

const step = () => screen.getByTestId('financing-terms').dataset.step;

describe('/FinancingTerms', () => {
  beforeEach(() => {
    vi.mocked(bank.call).mockReset();
    for (const fn of Object.values(financing)) vi.mocked(fn).mockReset();
    signInForTest({ name: 'Elisa', cpf: '52998224725' });
  });

  it('without a contracting goes to the credit route, which resumes it', async () => {
    renderTerms(null);
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/financingCreditSimulation/);
  });

  it('starts at the address: the mailing address title-cased, sent with its delivery date', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      endereco: {
        rua: 'RUA A',
        numero: '1',
        bairro: 'CENTRO',
        cep: '01001000',
        cidade: 'SAO PAULO',
        uf: 'SP',
      },
      enderecoCorrespondencia: {
        rua: 'AVENIDA PAULISTA',
        numero: '1578',
        complemento: 'APTO 52',
        bairro: 'BELA VISTA',
        cep: '01310200',
        cidade: 'SÃO PAULO',
        uf: 'sp',
      },
    });
    vi.mocked(financing.put).mockResolvedValue({ deliveryDate: '2026-12-02' });
    renderTerms({ contractingKey: 'k-1' });
    expect((await screen.findByTestId('terms-address-street')).textContent).toBe(
      'Avenida Paulista, 1578 - Apto 52',
    );
    expect(screen.getByTestId('terms-address-cep').textContent).toBe('CEP 01310-200');
    expect(screen.getByTestId('terms-delivery-date').textContent).toContain('02/12/2026');
    expect(financing.put).toHaveBeenCalledWith('/v1/api/address-v3/upsert/k-1', {
      cep: '01310200',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 52',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
  });

  it('the terms: the contract in a sandboxed frame; continue only once the box is ticked', async () => {
    vi.mocked(financing.get).mockResolvedValue({
      term: 'CcbFinancing',
      contentType: 'text/html',
      content: '<h1>CCB</h1><script>parent.alert(1)</script>',
    });
    vi.mocked(financing.post).mockResolvedValue({ status: 'AGUARDANDO_PAGAMENTO_ENTRADA' });
    renderTerms({ contractingKey: 'k-1', subState: 'terms' });
    const frame = (await screen.findByTestId('terms-contract')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>CCB</h1>');
    const accept = screen.getByTestId('terms-accept-continue') as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('terms-accept-check'));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    await waitFor(() => expect(step()).toBe('downPaymentInfo'));
    expect(financing.post).toHaveBeenCalledWith('/v1/api/proposal/accepted/k-1', {});
  });

  it('back on the down payment opens the leave sheet; another phone cancels the unpaid proposal', async () => {
    vi.mocked(bank.call).mockResolvedValue({ saldo: 5000 });
    vi.mocked(financing.get).mockImplementation(async (path: string) =>
      path.includes('available-payment-method')
        ? { availableMethods: ['DEBITO_EM_CONTA', 'PIX'], value: 400 }
        : { contractingKey: 'k-1', status: 'AGUARDANDO_PAGAMENTO_ENTRADA' },
    );
    vi.mocked(financing.delete).mockResolvedValue(undefined);
    renderTerms({ contractingKey: 'k-1', subState: 'downPaymentInfo' });
    expect((await screen.findByTestId('terms-down-payment-amount')).textContent).toBe('R$ 400,00');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    fireEvent.click(await screen.findByTestId('terms-leave-another-phone'));
    fireEvent.click(await screen.findByTestId('terms-new-phone-confirm'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/FinancingDeviceDetails {"contractingKey":"k-1"}',
    );
    expect(financing.delete).toHaveBeenCalledWith('/v1/api/proposal/cancel/k-1');
  });

  it('a failed cancellation shows the generic error with its subtext', async () => {
    vi.mocked(bank.call).mockResolvedValue({ saldo: 5000 });
    vi.mocked(financing.get).mockImplementation(async (path: string) =>
      path.includes('available-payment-method')
        ? { availableMethods: ['DEBITO_EM_CONTA'], value: 400 }
        : { contractingKey: 'k-1', status: 'AGUARDANDO_FATURAMENTO' },
    );
    vi.mocked(financing.post).mockRejectedValue(new Error('409'));
    renderTerms({ contractingKey: 'k-1', subState: 'downPaymentInfo' });
    await screen.findByTestId('terms-method-balance');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    fireEvent.click(await screen.findByTestId('terms-leave-another-phone'));
    fireEvent.click(await screen.findByTestId('terms-new-phone-confirm'));
    expect((await screen.findByTestId('terms-error-text')).textContent).toBe(
      'Não foi possível concluir a operação. Tente novamente.',
    );
    expect(financing.post).toHaveBeenCalledWith('/v1/api/contracting/k-1/cancel', {
      reason: 'Outro aparelho selecionado',
    });
  });

  it('resumed at payment pending before billing: another phone cancels the paid proposal, then a new simulation', async () => {
    vi.mocked(financing.get).mockResolvedValue({ contractingKey: 'k-1', status: 'AGUARDANDO_FATURAMENTO' });
    vi.mocked(financing.post).mockResolvedValue({ status: 'CONTRATACAO_CANCELADA', refundedAmount: 400 });
    renderTerms({ contractingKey: 'k-1', subState: 'getFinanceStatus' });
    fireEvent.click(await screen.findByTestId('terms-pending-another-phone'));
    expect((await screen.findByTestId('terms-new-phone-sheet')).textContent).toContain(
      'a entrada paga é devolvida',
    );
    fireEvent.click(screen.getByTestId('terms-new-phone-confirm'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/financingCreditSimulation {"contractingKey":"k-1"}',
    );
    expect(financing.post).toHaveBeenCalledWith('/v1/api/contracting/k-1/cancel', {
      reason: 'Outro aparelho selecionado',
    });
    expect(financing.delete).not.toHaveBeenCalled();
  });

  it('resumed at payment pending while the store bills: no other phone is offered', async () => {
    vi.mocked(financing.get).mockResolvedValue({ contractingKey: 'k-1', status: 'PROCESSANDO_FATURAMENTO' });
    renderTerms({ contractingKey: 'k-1', subState: 'getFinanceStatus' });
    await screen.findByTestId('terms-payment-pending');
    expect(screen.queryByTestId('terms-pending-another-phone')).toBeNull();
  });

  it('billing started between the offer and the confirm: nothing is cancelled, the generic error shows', async () => {
    vi.mocked(financing.get)
      .mockResolvedValueOnce({ contractingKey: 'k-1', status: 'AGUARDANDO_FATURAMENTO' })
      .mockResolvedValue({ contractingKey: 'k-1', status: 'PROCESSANDO_FATURAMENTO' });
    renderTerms({ contractingKey: 'k-1', subState: 'getFinanceStatus' });
    fireEvent.click(await screen.findByTestId('terms-pending-another-phone'));
    fireEvent.click(await screen.findByTestId('terms-new-phone-confirm'));
    expect((await screen.findByTestId('terms-error-text')).textContent).toBe(
      'Não foi possível concluir a operação. Tente novamente.',
    );
    expect(financing.post).not.toHaveBeenCalled();
    expect(financing.delete).not.toHaveBeenCalled();
  });

  it('the Pix page: the code, its copy text and the countdown', async () => {
    vi.mocked(financing.get).mockResolvedValue({
      qrCode:
        '00020101021226850014br.gov.bcb.pix2563pix.example/qr/v2/abc5204000053039865406400.005802BR6304ABCD',
      value: 400,
      expiresInSeconds: 599,
    });
    renderTerms({ contractingKey: 'k-1', subState: 'pixPage' });
    expect((await screen.findByTestId('terms-pix-code')).textContent).toContain('br.gov.bcb.pix');
    expect(screen.getByTestId('terms-pix-amount').textContent).toBe('Valor: R$ 400,00');
    expect(screen.getByTestId('terms-pix-countdown').textContent).toBe('O código expira em 09:59');
    expect(await screen.findByTestId('terms-pix-qr')).toBeTruthy();
  });
});
