import type { Centavos } from '@carteira/core/money';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { bridge } from '../../../native/bridge.ts';
import { signInForTest } from '../../../test/signed-in.ts';
import { calculateInsurance } from '../api/calculate-insurance.ts';
import { createProposal } from '../api/create-proposal.ts';
import { getDeviceDetails } from '../api/get-device-details.ts';
import { listDevices } from '../api/list-devices.ts';
import { simulateFinancing } from '../api/simulate-financing.ts';
import { firstDateOnWorkingDay, WorkingDayCheckFailed } from '../api/working-day.ts';
import type { Device, DeviceDetails, Proposal, Sku } from '../flow/device-types.ts';
import { DeviceDetailsPage } from './device-details-page.tsx';

vi.mock('../api/list-devices.ts', () => ({ listDevices: vi.fn() }));
vi.mock('../api/get-device-details.ts', () => ({ getDeviceDetails: vi.fn() }));
vi.mock('../api/select-product.ts', () => ({ selectProduct: vi.fn(async () => {}) }));
vi.mock('../api/simulate-financing.ts', () => ({ simulateFinancing: vi.fn() }));
vi.mock('../api/calculate-insurance.ts', () => ({ calculateInsurance: vi.fn() }));
vi.mock('../api/update-insurance.ts', () => ({ updateInsurance: vi.fn(async () => {}) }));
vi.mock('../api/create-proposal.ts', () => ({ createProposal: vi.fn() }));
vi.mock('../api/find-open-contracting.ts', () => ({ findOpenContracting: vi.fn() }));
vi.mock('../api/working-day.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/working-day.ts')>()),
  firstDateOnWorkingDay: vi.fn(),
}));
vi.mock('../../../native/bridge.ts', () => ({ bridge: { submitMetrics: vi.fn() } }));

const c = (n: number) => n as Centavos;

const device: Device = {
  productId: 'aurora-x5',
  skuId: 'aurora-x5-128gb-preto',
  name: 'Aurora X5',
  imageUrl: '/main.svg',
  storePrice: c(249_900),
  installmentValue: c(18_233),
  totalValue: c(353_186),
  minEntryValue: c(24_990),
};

function sku(color: string, storage: string, available = true): Sku {
  return {
    skuId: `aurora-x5-${storage}-${color}`,
    productId: 'aurora-x5',
    lmi: '2899.00',
    version: '1',
    available,
    name: 'Aurora X5',
    color,
    colorHex: '#123456',
    storage,
    storePrice: c(storage === '128 GB' ? 249_900 : 289_900),
    images: ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg'],
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,7"',
      displayFrequency: '120 Hz',
      cameraBack: '108 MP',
      cameraFront: '32 MP',
      battery: '5000 mAh',
      charger: '45 W',
      processor: 'Octa-core',
      processorFrequency: '2,8 GHz',
      memory: '8 GB',
      rom: '128 GB',
    },
    installmentValue: c(18_233),
    minimumEntryValue: c(24_990),
  };
}

const details: DeviceDetails = {
  skus: [
    sku('Preto', '128 GB'),
    sku('Preto', '256 GB'),
    sku('Menta', '128 GB'),
    sku('Menta', '256 GB', false),
  ],
  colors: [
    { name: 'Preto', hex: '#000' },
    { name: 'Menta', hex: '#9fd8c3' },
  ],
  storages: ['128 GB', '256 GB'],
};

const proposal: Proposal = {
  name: 'Aurora X5 128 GB Preto',
  productValue: c(249_900),
  insuranceName: 'Sem seguro',
  insuranceValue: c(0),
  downPayment: c(25_000),
  requestedAmount: c(224_900),
  iof: c(5_000),
  iofRate: 2.22,
  financedAmount: c(229_900),
  numberOfInstallments: 3,
  minimumInstallments: 3,
  installmentValue: c(82_824),
  firstInstallmentDate: '2026-12-23',
  monthlyInterestRate: 3.99,
  tecRate: 64.1,
  totalAmount: c(248_472),
  totalWithDownPayment: c(273_472),
  feeValues: [{ installments: 3, installmentValue: c(82_824), totalAmount: c(248_472) }],
  schedule: [
    { number: 1, dueDate: '2026-12-23', value: c(82_824) },
    { number: 2, dueDate: '2027-01-23', value: c(82_824) },
    { number: 3, dueDate: '2027-02-23', value: c(82_824) },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/FinancingDeviceDetails', element: <DeviceDetailsPage /> },
      { path: '/FinancingTerms', element: <Where /> },
      { path: '/financingCreditSimulation', element: <Where /> },
    ],
    { initialEntries: [{ pathname: '/FinancingDeviceDetails', state: { contractingKey: 'ck-1' } }] },
  );
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return router;
}

beforeEach(() => {
  signInForTest({
    accountNumber: '12345678',
    name: 'Heitor',
    cpf: '81592630740',
    token: { value: 't', expiresAt: Date.now() + 3_600_000 },
  });
  vi.mocked(listDevices).mockResolvedValue([device]);
  vi.mocked(getDeviceDetails).mockResolvedValue(details);
  vi.mocked(simulateFinancing).mockResolvedValue({ minimumEntryValue: c(24_990), minimumInstallments: 3 });
  vi.mocked(calculateInsurance).mockResolvedValue([
    {
      type: 'complete',
      name: 'Seguro',
      numberOfInstallments: 18,
      installmentValue: c(3_749),
      totalValue: c(67_473),
    },
    {
      type: 'extended',
      name: 'Garantia',
      numberOfInstallments: 18,
      installmentValue: c(1_874),
      totalValue: c(33_737),
    },
    { type: 'none', name: 'Sem seguro', numberOfInstallments: 0, installmentValue: c(0), totalValue: c(0) },
  ]);
  vi.mocked(createProposal).mockReset().mockResolvedValue(proposal);
  vi.mocked(firstDateOnWorkingDay)
    .mockReset()
    .mockImplementation(async (date) => date);
});

function continueButton(): HTMLButtonElement {
  return screen.getByTestId('payment-continue') as HTMLButtonElement;
}

/** From the phone list to the payment details with no insurance. */
async function toPaymentDetails() {
  fireEvent.click(await screen.findByTestId('device-item'));
  fireEvent.click(await screen.findByTestId('device-next'));
  fireEvent.click(within(await screen.findByTestId('insurance-none')).getByRole('radio'));
  fireEvent.click(screen.getByTestId('insurance-next'));
  await screen.findByTestId('payment-details');
}

describe('/FinancingDeviceDetails', () => {
  it('refuses an unavailable combination, asks for an insurance, and confirms the summary', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('device-item'));
    await screen.findByTestId('device-details');
    fireEvent.click(screen.getByTestId('device-color-Menta'));
    const big = screen.getByTestId('device-storage-256 GB');
    expect(big.dataset.available).toBe('false');
    expect(big.className).toContain('sku-option--unavailable');
    fireEvent.click(big);
    expect((await screen.findByTestId('snackbar')).textContent).toBe(
      'Esta combinação de aparelho não está disponível',
    );
    expect(screen.getByTestId('device-storage-128 GB').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('carousel').querySelectorAll('img')).toHaveLength(5);

    fireEvent.click(screen.getByTestId('device-next'));
    fireEvent.click(await screen.findByTestId('insurance-next'));
    expect(screen.getByTestId('insurance-error').textContent).toBe('Selecione uma opção');
    fireEvent.click(within(screen.getByTestId('insurance-none')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('insurance-next'));

    await screen.findByTestId('payment-details');
    // the first proposal: the slider minimum (R$ 249,90 up to R$ 250,00), 18 instalments
    expect(vi.mocked(createProposal).mock.calls[0]?.[0].terms).toMatchObject({
      downPayment: 25_000,
      installments: 18,
    });
    expect(bridge.submitMetrics).toHaveBeenCalledWith(
      expect.objectContaining({
        eventType: 'financing_payment_details_viewed',
        event: expect.objectContaining({
          chaveDeConta: 'account-1',
          contractingKey: 'ck-1',
          downPayment: 250,
        }),
      }),
    );

    fireEvent.click(screen.getByTestId('payment-down-payment-edit'));
    const slider = await screen.findByTestId('down-payment-slider');
    // max = down payment + requested - R$ 100,00
    expect(slider.getAttribute('min')).toBe('25000');
    expect(slider.getAttribute('max')).toBe(String(25_000 + 224_900 - 10_000));
    fireEvent.change(slider, { target: { value: '30000' } });
    fireEvent.click(screen.getByTestId('down-payment-update'));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(vi.mocked(createProposal).mock.calls[1]?.[0].terms.downPayment).toBe(30_000);

    fireEvent.click(continueButton());
    expect(screen.getAllByTestId('schedule-row')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('summary-confirm'));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/FinancingTerms {"contractingKey":"ck-1"}',
    );
    expect(bridge.submitMetrics).toHaveBeenCalledWith(
      expect.objectContaining({
        eventType: 'financing_payment_details_confirmed',
        event: expect.objectContaining({ device: 'Aurora X5 128 GB Preto', tec: 64.1, subtotal: 2299 }),
      }),
    );
  });

  it('while edited terms are priced, see summary is busy and the edits disabled; then the summary shows the new terms', async () => {
    renderPage();
    await toPaymentDetails();
    let priced: (p: Proposal) => void = () => {};
    vi.mocked(createProposal).mockImplementationOnce(
      () =>
        new Promise<Proposal>((resolve) => {
          priced = resolve;
        }),
    );
    fireEvent.click(screen.getByTestId('payment-installments-edit'));
    await screen.findByTestId('installments-sheet');
    fireEvent.click(screen.getByTestId('installments-12'));

    await waitFor(() => expect(screen.getByTestId('financing-device').dataset.step).toBe('updating'));
    expect(continueButton().disabled).toBe(true);
    expect(continueButton().getAttribute('aria-busy')).toBe('true');
    for (const edit of [
      'payment-down-payment-edit',
      'payment-installments-edit',
      'payment-first-date-edit',
    ]) {
      expect((screen.getByTestId(edit) as HTMLButtonElement).disabled).toBe(true);
    }
    // a press now does nothing it would lose: the button is disabled
    fireEvent.click(continueButton());
    expect(screen.getByTestId('financing-device').dataset.step).toBe('updating');

    const repriced: Proposal = { ...proposal, numberOfInstallments: 3, installmentValue: c(90_000) };
    act(() => priced(repriced));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(continueButton().getAttribute('aria-busy')).toBeNull();
    fireEvent.click(continueButton());
    expect(screen.getByTestId('financing-device').dataset.step).toBe('summary');
  });

  it("shows 'failed to operate' when the insurer cannot answer", async () => {
    vi.mocked(calculateInsurance).mockRejectedValue(new Error('down'));
    renderPage();
    fireEvent.click(await screen.findByTestId('device-item'));
    fireEvent.click(await screen.findByTestId('device-next'));
    const error = await screen.findByTestId('financing-error');
    expect(error.textContent).toContain('Não foi possível concluir a operação');
  });

  it('the default first date is asked to the bank: a public holiday moves it to the next working day', async () => {
    vi.mocked(firstDateOnWorkingDay).mockImplementation(async () => '2027-01-04');
    renderPage();
    await toPaymentDetails();
    const asked = vi.mocked(firstDateOnWorkingDay).mock.calls[0]?.[0];
    expect(asked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vi.mocked(createProposal).mock.calls[0]?.[0].terms.firstDate).toBe('2027-01-04');
  });

  it('a failed check of the default date shows a technical issue', async () => {
    vi.mocked(firstDateOnWorkingDay).mockRejectedValue(new WorkingDayCheckFailed());
    renderPage();
    fireEvent.click(await screen.findByTestId('device-item'));
    fireEvent.click(await screen.findByTestId('device-next'));
    fireEvent.click(within(await screen.findByTestId('insurance-none')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('insurance-next'));
    expect((await screen.findByTestId('financing-error')).textContent).toContain(
      'Tivemos um problema técnico. Tente novamente mais tarde.',
    );
    expect(createProposal).not.toHaveBeenCalled();
  });

  it('a picked date is checked with the bank; a failed check keeps the editor with a technical issue', async () => {
    renderPage();
    await toPaymentDetails();
    fireEvent.click(screen.getByTestId('payment-first-date-edit'));
    await screen.findByTestId('installment-date-editor');
    const otherDay = () =>
      Array.from(
        screen
          .getByTestId('date-picker')
          .querySelectorAll<HTMLButtonElement>('[data-testid^="date-picker-day-"]'),
      ).find((b) => !b.disabled && b.getAttribute('aria-pressed') !== 'true');
    // at the year's end the window may hold one day of the month shown: then the next month's
    if (!otherDay()) fireEvent.click(screen.getByTestId('date-picker-next'));
    const other = otherDay();
    if (!other) throw new Error('no other selectable day');
    const picked = other.dataset.testid?.replace('date-picker-day-', '');
    fireEvent.click(other);

    vi.mocked(firstDateOnWorkingDay).mockRejectedValueOnce(new WorkingDayCheckFailed());
    fireEvent.click(screen.getByTestId('installment-date-update'));
    expect((await screen.findByTestId('snackbar')).textContent).toBe(
      'Tivemos um problema técnico. Tente novamente mais tarde.',
    );
    expect(screen.getByTestId('installment-date-editor')).toBeTruthy();
    expect(createProposal).toHaveBeenCalledTimes(1);

    // a holiday: the proposal is created again for the next working day the bank gives
    vi.mocked(firstDateOnWorkingDay).mockResolvedValueOnce('2027-01-04');
    fireEvent.click(screen.getByTestId('installment-date-update'));
    await screen.findByTestId('payment-details');
    expect(firstDateOnWorkingDay).toHaveBeenLastCalledWith(picked);
    expect(vi.mocked(createProposal).mock.calls[1]?.[0].terms.firstDate).toBe('2027-01-04');
  });

  it('goes back to the credit route from the phone list', async () => {
    renderPage();
    await screen.findByTestId('device-item');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/financingCreditSimulation/);
  });
});
