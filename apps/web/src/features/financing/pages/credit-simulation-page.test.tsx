import type { Centavos } from '@carteira/core/money';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { AppRouter } from '../../../lib/navigation/app-router.tsx';
import { memoryAppHistory } from '../../../lib/navigation/memory-app-history.ts';
import { createContracting } from '../api/create-contracting.ts';
import { findOpenContracting } from '../api/find-open-contracting.ts';
import { getCreditStatus } from '../api/get-credit-status.ts';
import { getResumeDetails } from '../api/get-resume-details.ts';
import { isFinancingEnabled } from '../api/is-financing-enabled.ts';
import { requestCreditAnalysis } from '../api/request-credit-analysis.ts';
import { CreditSimulationPage } from './credit-simulation-page.tsx';

vi.mock('../api/find-open-contracting.ts', () => ({ findOpenContracting: vi.fn() }));
vi.mock('../api/is-financing-enabled.ts', () => ({ isFinancingEnabled: vi.fn() }));
vi.mock('../api/create-contracting.ts', () => ({ createContracting: vi.fn() }));
vi.mock('../api/request-credit-analysis.ts', () => ({ requestCreditAnalysis: vi.fn() }));
vi.mock('../api/get-credit-status.ts', () => ({ getCreditStatus: vi.fn() }));
vi.mock('../api/get-resume-details.ts', () => ({ getResumeDetails: vi.fn() }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage() {
  const history = memoryAppHistory(['/newWalletLaunch', '/financingCreditSimulation'], 1);
  render(
    <SnackbarProvider>
      <AppRouter history={history}>
        <Routes>
          <Route path="/newWalletLaunch" element={<Where />} />
          <Route path="/financingCreditSimulation" element={<CreditSimulationPage />} />
          <Route path="/FinancingTerms" element={<Where />} />
          <Route path="/FinancingDeviceDetails" element={<Where />} />
        </Routes>
      </AppRouter>
    </SnackbarProvider>,
  );
  return history;
}

const step = () => screen.getByTestId('financing-credit').dataset.step;

beforeEach(() => {
  vi.mocked(isFinancingEnabled).mockResolvedValue(true);
  vi.mocked(findOpenContracting).mockResolvedValue({ contractingKey: null, status: null });
});

describe('/financingCreditSimulation', () => {
  it('applies, refuses back while the analysis runs, and shows the approval', async () => {
    vi.mocked(createContracting).mockResolvedValue({ contractingKey: 'ck-1' } as never);
    vi.mocked(requestCreditAnalysis).mockResolvedValue({
      contractingKey: 'ck-1',
      status: 'PROCESSANDO_ANALISE_CREDITO',
      creditSimulationId: 's',
    });
    let answer: (value: Awaited<ReturnType<typeof getCreditStatus>>) => void = () => {};
    vi.mocked(getCreditStatus).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('credit-want'));
    fireEvent.click(await screen.findByTestId('option-professional'));
    fireEvent.click(screen.getByTestId('option-next'));
    fireEvent.change(await screen.findByTestId('credit-income'), { target: { value: '420000' } });
    fireEvent.click(screen.getByTestId('credit-income-submit'));
    fireEvent.click(await screen.findByTestId('credit-protection-decline'));
    await screen.findByTestId('credit-progress');
    expect(requestCreditAnalysis).toHaveBeenCalledWith({
      contractingKey: 'ck-1',
      income: 420_000,
      jobType: 'PROFISSIONAL_PJ',
      protection: false,
    });

    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect((await screen.findByTestId('snackbar')).textContent).toBe(
      'Aguarde, estamos processando seu pedido',
    );
    expect(step()).toBe('progressBar');

    await act(async () =>
      answer({
        processingStatus: 'PROCESSADO',
        creditAnalysisStatus: 'APROVADO',
        approval: { approvedAmount: 504_000 as Centavos, minPercentage: 20 },
      }),
    );
    expect((await screen.findByTestId('credit-approved-amount')).textContent).toBe('R$ 5.040,00');
    expect(screen.getByTestId('credit-min-entry').textContent).toBe('20% do valor do celular');
    fireEvent.click(screen.getByTestId('credit-choose-phone'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/FinancingDeviceDetails {"contractingKey":"ck-1"}',
    );
  });

  it('resumes a proposal awaiting the down payment at step 3 and continues to the terms', async () => {
    vi.mocked(findOpenContracting).mockResolvedValue({
      contractingKey: 'ck-2',
      status: 'AGUARDANDO_PAGAMENTO_ENTRADA',
    });
    vi.mocked(getResumeDetails).mockResolvedValue({
      approvedAmount: 800_000 as Centavos,
      deviceName: 'Orbe S2 128 GB Areia',
      downPayment: 22_000 as Centavos,
    });
    renderPage();
    await screen.findByTestId('resume-summary');
    expect(screen.getAllByTestId('resume-step').map((s) => s.dataset.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
    ]);
    expect(screen.getByText('Aguardando o pagamento')).toBeTruthy();
    expect(screen.getByTestId('resume-device').textContent).toBe('Orbe S2 128 GB Areia');
    fireEvent.click(screen.getByTestId('resume-continue'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/FinancingTerms {"contractingKey":"ck-2","subState":"downPaymentInfo"}',
    );
  });

  it('shows the three reasons of a rejection in the help sheet', async () => {
    vi.mocked(findOpenContracting).mockResolvedValue({
      contractingKey: 'ck-3',
      status: 'ANALISE_CREDITO_REPROVADA',
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('credit-rejected-help'));
    expect(screen.getAllByTestId('credit-reason')).toHaveLength(3);
  });

  it('steps back inside the flow on the system back instead of leaving the route', async () => {
    vi.mocked(findOpenContracting).mockResolvedValue({
      contractingKey: 'ck-4',
      status: 'CONTRATACAO_INICIADA',
    });
    const history = renderPage();
    await screen.findByTestId('option-employee');
    // the back guard registers after the first paint
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/financingCreditSimulation');
    expect(step()).toBe('intro');
    act(() => history.go(-1));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/newWalletLaunch/);
  });

  it('resumes a paid down payment waiting for billing with the payment being processed', async () => {
    vi.mocked(findOpenContracting).mockResolvedValue({
      contractingKey: 'ck-5',
      status: 'AGUARDANDO_FATURAMENTO',
    });
    vi.mocked(getResumeDetails).mockResolvedValue({
      approvedAmount: 800_000 as Centavos,
      deviceName: 'Orbe S2 128 GB Areia',
      downPayment: 22_000 as Centavos,
    });
    renderPage();
    await screen.findByTestId('resume-summary');
    expect(screen.getByText('Pagamento em processamento')).toBeTruthy();
    fireEvent.click(screen.getByTestId('resume-continue'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/FinancingTerms {"contractingKey":"ck-5","subState":"getFinanceStatus"}',
    );
  });

  it('a denied contracting, and a status that cannot be read, show status_rejected', async () => {
    vi.mocked(findOpenContracting).mockResolvedValue({
      contractingKey: 'ck-6',
      status: 'CONTRATACAO_NEGADA',
    });
    renderPage();
    expect((await screen.findByTestId('credit-status-rejected')).textContent).toContain(
      'Contratação não aprovada',
    );
    cleanup();
    vi.mocked(findOpenContracting).mockRejectedValue(new Error('offline'));
    renderPage();
    expect((await screen.findByTestId('credit-status-rejected')).textContent).toContain(
      'Não conseguimos consultar o andamento',
    );
  });

  it('shows the not-available page when the flag is off', async () => {
    vi.mocked(isFinancingEnabled).mockResolvedValue(false);
    renderPage();
    expect(await screen.findByTestId('financing-unavailable')).toBeTruthy();
  });
});
