import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  type DeviceEvent,
  type DeviceState,
  deviceBackAction,
  deviceReducer,
  initialDeviceState,
} from './device-flow.ts';
import type {
  Device,
  DeviceDetails,
  InsuranceOption,
  PaymentTerms,
  Proposal,
  Simulated,
  Sku,
} from './device-types.ts';

const KEY = 'ck-1';
const c = (n: number) => n as Centavos;

const device: Device = {
  productId: 'p1',
  skuId: 's-blue-128',
  name: 'Aurora X1',
  imageUrl: '/img/main.svg',
  storePrice: c(199_900),
  installmentValue: c(14_210),
  totalValue: c(295_780),
  minEntryValue: c(39_980),
};

function sku(color: string, storage: string, available = true): Sku {
  return {
    skuId: `s-${color.toLowerCase()}-${storage.replace('GB', '')}`,
    productId: 'p1',
    lmi: '2199.00',
    version: '1',
    available,
    name: 'Aurora X1',
    color,
    colorHex: '#000000',
    storage,
    storePrice: c(storage === '128GB' ? 199_900 : 219_900),
    images: ['a', 'b', 'c', 'd', 'e'],
    specs: {
      system: 'Android',
      displaySize: '6,5"',
      displayFrequency: '120 Hz',
      cameraBack: '50 MP',
      cameraFront: '16 MP',
      battery: '5000 mAh',
      charger: '30 W',
      processor: 'Octa',
      processorFrequency: '2,2 GHz',
      memory: '8GB',
      rom: '128GB, 256GB',
    },
    installmentValue: c(14_210),
    minimumEntryValue: c(39_980),
  };
}

// Blue 128 and 256, Black 128 only (Black 256 does not exist), Green 256 listed but unavailable
const details: DeviceDetails = {
  skus: [sku('Blue', '128GB'), sku('Blue', '256GB'), sku('Black', '128GB'), sku('Green', '256GB', false)],
  colors: [
    { name: 'Blue', hex: '#1F4FA0' },
    { name: 'Black', hex: '#111111' },
    { name: 'Green', hex: '#1A7F4B' },
  ],
  storages: ['128GB', '256GB'],
};

const option = (type: InsuranceOption['type'], total: number): InsuranceOption => ({
  type,
  name: type,
  numberOfInstallments: 18,
  installmentValue: c(Math.round(total / 18)),
  totalValue: c(total),
});

const simulated: Simulated = {
  minimumEntryValue: c(39_980),
  minimumInstallments: 3,
  insuranceOptions: [option('complete', 53_973), option('extended', 26_987), option('none', 0)],
};

const terms: PaymentTerms = { downPayment: c(40_000), installments: 18, firstDate: '2026-12-23' };

const proposal = {
  downPayment: c(40_000),
  requestedAmount: c(159_900),
  numberOfInstallments: 18,
  firstInstallmentDate: '2026-12-23',
} as Proposal;

function run(state: DeviceState, ...events: DeviceEvent[]): DeviceState {
  return events.reduce(deviceReducer, state);
}

const atDetails = run(
  initialDeviceState(KEY),
  { type: 'DEVICES_LOADED', devices: [device] },
  { type: 'DEVICE_CHOSEN', device },
  { type: 'DETAILS_LOADED', details },
);

const atInsurance = run(atDetails, { type: 'DETAILS_CONFIRMED' }, { type: 'SIMULATED', simulated });

const atPayment = run(
  atInsurance,
  { type: 'INSURANCE_PICKED', insurance: 'none' },
  { type: 'INSURANCE_CONFIRMED' },
  { type: 'PROPOSAL_READY', proposal, terms },
);

const stepOf = (state: DeviceState) => state.step;

describe('device choice', () => {
  it('lists the phones, then loads the chosen one and shows its cheapest sku', () => {
    const list = deviceReducer(initialDeviceState(KEY), { type: 'DEVICES_LOADED', devices: [device] });
    expect(list).toEqual({ step: 'device_options', contractingKey: KEY, devices: [device] });
    const loading = deviceReducer(list, { type: 'DEVICE_CHOSEN', device });
    expect(loading).toMatchObject({ step: 'loading_details', device });
    expect(atDetails).toMatchObject({ step: 'device_details', sku: { color: 'Blue', storage: '128GB' } });
  });

  it('goes to the error page when a model has no available sku', () => {
    const loading = run(
      initialDeviceState(KEY),
      { type: 'DEVICES_LOADED', devices: [device] },
      { type: 'DEVICE_CHOSEN', device },
    );
    const none: DeviceDetails = { ...details, skus: [sku('Green', '256GB', false)] };
    expect(deviceReducer(loading, { type: 'DETAILS_LOADED', details: none })).toEqual({
      step: 'error',
      reason: 'generic',
    });
  });

  it('changes colour and storage to an existing available combination', () => {
    const black = deviceReducer(atDetails, { type: 'COLOR_PICKED', color: 'Black' });
    expect(black).toMatchObject({ sku: { color: 'Black', storage: '128GB' } });
    const big = deviceReducer(atDetails, { type: 'STORAGE_PICKED', storage: '256GB' });
    expect(big).toMatchObject({ sku: { color: 'Blue', storage: '256GB' } });
  });

  it('refuses a combination that does not exist or is unavailable', () => {
    const black = deviceReducer(atDetails, { type: 'COLOR_PICKED', color: 'Black' });
    expect(deviceReducer(black, { type: 'STORAGE_PICKED', storage: '256GB' })).toBe(black);
    expect(deviceReducer(atDetails, { type: 'COLOR_PICKED', color: 'Green' })).toBe(atDetails);
  });

  it('simulates on next, then offers the insurance with nothing chosen', () => {
    const simulating = deviceReducer(atDetails, { type: 'DETAILS_CONFIRMED' });
    expect(stepOf(simulating)).toBe('simulating');
    expect(deviceBackAction(simulating)).toEqual({ kind: 'refused' });
    expect(atInsurance).toMatchObject({ step: 'insurance', chosen: null, terms: null, simulated });
  });
});

describe('insurance', () => {
  it('does not go on with no option chosen', () => {
    expect(deviceReducer(atInsurance, { type: 'INSURANCE_CONFIRMED' })).toBe(atInsurance);
  });

  it('opens the read-more pages, which return to the insurance with the choice kept', () => {
    const picked = deviceReducer(atInsurance, { type: 'INSURANCE_PICKED', insurance: 'extended' });
    const complete = deviceReducer(picked, { type: 'READ_MORE', insurance: 'complete' });
    expect(stepOf(complete)).toBe('complete_warranty');
    expect(deviceReducer(complete, { type: 'BACK' })).toEqual(picked);
    const extended = deviceReducer(picked, { type: 'READ_MORE', insurance: 'extended' });
    expect(stepOf(extended)).toBe('extended_warranty');
    expect(deviceReducer(extended, { type: 'BACK' })).toEqual(picked);
  });

  it('creates the proposal with the chosen option, then shows the payment details', () => {
    const creating = run(
      atInsurance,
      { type: 'INSURANCE_PICKED', insurance: 'complete' },
      { type: 'INSURANCE_CONFIRMED' },
    );
    expect(creating).toMatchObject({
      step: 'creating_proposal',
      insurance: { type: 'complete', totalValue: 53_973 },
      terms: null,
    });
    expect(deviceBackAction(creating)).toEqual({ kind: 'refused' });
    expect(atPayment).toMatchObject({ step: 'paymentDetails', terms, proposal, insurance: { type: 'none' } });
  });

  it('takes a new simulation given with the proposal', () => {
    const creating = run(
      atInsurance,
      { type: 'INSURANCE_PICKED', insurance: 'complete' },
      { type: 'INSURANCE_CONFIRMED' },
    );
    const moved = { ...simulated, minimumEntryValue: c(60_000) };
    expect(
      deviceReducer(creating, { type: 'PROPOSAL_READY', proposal, terms, simulated: moved }),
    ).toMatchObject({ step: 'paymentDetails', simulated: moved });
  });

  it('comes back to the insurance from the payment details with the choice and terms kept', () => {
    const back = deviceReducer(atPayment, { type: 'BACK' });
    expect(back).toMatchObject({ step: 'insurance', chosen: 'none', terms });
    const again = deviceReducer(back, { type: 'INSURANCE_CONFIRMED' });
    expect(again).toMatchObject({ step: 'creating_proposal', terms });
  });
});

describe('payment details', () => {
  it('opens each editor and recreates the proposal on a change', () => {
    for (const editor of ['down_payment', 'installments', 'installment_date'] as const) {
      const editing = deviceReducer(atPayment, { type: 'EDIT', editor });
      expect(stepOf(editing)).toBe(editor);
      const changed: PaymentTerms = { ...terms, installments: 12 };
      const updating = deviceReducer(editing, { type: 'TERMS_CHANGED', terms: changed });
      expect(updating).toMatchObject({ step: 'updating', pending: changed, terms });
      expect(deviceBackAction(updating)).toEqual({ kind: 'refused' });
      const next = { ...proposal, numberOfInstallments: 12 };
      expect(
        deviceReducer(updating, { type: 'PROPOSAL_READY', proposal: next, terms: changed }),
      ).toMatchObject({
        step: 'paymentDetails',
        terms: changed,
        proposal: next,
      });
    }
  });

  it('while edited terms are priced, continue and edits wait: the summary opens on the new proposal', () => {
    const editing = deviceReducer(atPayment, { type: 'EDIT', editor: 'installments' });
    const changed: PaymentTerms = { ...terms, installments: 12 };
    const updating = deviceReducer(editing, { type: 'TERMS_CHANGED', terms: changed });
    // the page shows continue busy and the edits disabled; an event that still arrives changes nothing
    expect(deviceReducer(updating, { type: 'CONTINUE' })).toBe(updating);
    expect(deviceReducer(updating, { type: 'EDIT', editor: 'down_payment' })).toBe(updating);
    const next = { ...proposal, numberOfInstallments: 12 };
    const ready = deviceReducer(updating, { type: 'PROPOSAL_READY', proposal: next, terms: changed });
    expect(deviceReducer(ready, { type: 'CONTINUE' })).toMatchObject({
      step: 'summary',
      terms: changed,
      proposal: next,
    });
  });

  it('cancels an editor back to the payment details, unchanged', () => {
    const sheet = deviceReducer(atPayment, { type: 'EDIT', editor: 'installments' });
    expect(deviceReducer(sheet, { type: 'EDIT_CANCELLED' })).toEqual(atPayment);
    expect(deviceReducer(sheet, { type: 'BACK' })).toEqual(atPayment);
  });

  it('goes to the summary; confirm leaves for the terms, change phone returns to the list', () => {
    const summary = deviceReducer(atPayment, { type: 'CONTINUE' });
    expect(stepOf(summary)).toBe('summary');
    expect(deviceReducer(summary, { type: 'CONFIRM' })).toEqual({
      step: 'leaving',
      to: '/FinancingTerms',
      contractingKey: KEY,
    });
    expect(deviceReducer(summary, { type: 'CHANGE_PHONE' })).toEqual({
      step: 'device_options',
      contractingKey: KEY,
      devices: [device],
    });
    expect(deviceReducer(summary, { type: 'BACK' })).toEqual(atPayment);
  });

  it('goes to the error page on any failure', () => {
    expect(deviceReducer(atPayment, { type: 'FAILED' })).toEqual({ step: 'error', reason: 'generic' });
    const simulating = deviceReducer(atDetails, { type: 'DETAILS_CONFIRMED' });
    expect(deviceReducer(simulating, { type: 'FAILED', reason: 'operation' })).toEqual({
      step: 'error',
      reason: 'operation',
    });
    // the bank's working-day check of the first date failed: a technical issue
    expect(deviceReducer(atPayment, { type: 'FAILED', reason: 'technical' })).toEqual({
      step: 'error',
      reason: 'technical',
    });
  });
});

describe('device back rules', () => {
  it('leaves to the credit route from the list and home from the error page', () => {
    expect(deviceBackAction(run(initialDeviceState(KEY), { type: 'DEVICES_LOADED', devices: [] }))).toEqual({
      kind: 'leave',
      to: '/financingCreditSimulation',
    });
    expect(deviceBackAction({ step: 'error', reason: 'generic' })).toEqual({
      kind: 'leave',
      to: '/newWalletLaunch',
    });
  });

  it('steps back one screen at a time', () => {
    expect(deviceBackAction(atDetails)).toEqual({ kind: 'step' });
    expect(deviceReducer(atDetails, { type: 'BACK' })).toMatchObject({ step: 'device_options' });
    expect(deviceReducer(atInsurance, { type: 'BACK' })).toMatchObject({
      step: 'device_details',
      sku: { color: 'Blue' },
    });
  });

  it('refuses back while loading', () => {
    expect(deviceBackAction(initialDeviceState(KEY))).toEqual({ kind: 'refused' });
    expect(deviceReducer(initialDeviceState(KEY), { type: 'BACK' })).toEqual(initialDeviceState(KEY));
  });

  it('ignores events that do not belong to the screen', () => {
    expect(deviceReducer(atDetails, { type: 'CONFIRM' })).toBe(atDetails);
    expect(deviceReducer(atPayment, { type: 'COLOR_PICKED', color: 'Black' })).toBe(atPayment);
    expect(deviceReducer(atPayment, { type: 'TERMS_CHANGED', terms })).toBe(atPayment);
  });
});
