import type { BackAction } from './back-action.ts';
import type {
  Device,
  DeviceDetails,
  InsuranceOption,
  InsuranceType,
  PaymentTerms,
  Proposal,
  Simulated,
  Sku,
} from './device-types.ts';
import { CREDIT_ROUTE, HOME_ROUTE, TERMS_ROUTE } from './resume.ts';
import { defaultSku, skuFor } from './sku-choice.ts';

interface Keyed {
  contractingKey: string;
}
interface Listed extends Keyed {
  devices: readonly Device[];
}
interface Chosen extends Listed {
  device: Device;
  details: DeviceDetails;
  sku: Sku;
}
interface WithSimulation extends Chosen {
  simulated: Simulated;
}
interface Proposed extends WithSimulation {
  insurance: InsuranceOption;
  terms: PaymentTerms;
  proposal: Proposal;
}
/** The insurance screen's choice and the terms of an earlier proposal, kept when coming back. */
interface InsuranceChoice extends WithSimulation {
  chosen: InsuranceType | null;
  terms: PaymentTerms | null;
}

export type PaymentEditor = 'down_payment' | 'installments' | 'installment_date';

export type DeviceErrorReason = 'generic' | 'operation' | 'technical';

/** One state per screen of /FinancingDeviceDetails. */
export type DeviceState =
  | ({ step: 'loading' } & Keyed)
  | ({ step: 'device_options' } & Listed)
  | ({ step: 'loading_details'; device: Device } & Listed)
  | ({ step: 'device_details' } & Chosen)
  /** select-product, simulation and the insurer's options. */
  | ({ step: 'simulating' } & Chosen)
  | ({ step: 'insurance' } & InsuranceChoice)
  | ({ step: 'complete_warranty' } & InsuranceChoice)
  | ({ step: 'extended_warranty' } & InsuranceChoice)
  /** insurance upsert, then the proposal created with the current (or default) terms. */
  | ({ step: 'creating_proposal'; insurance: InsuranceOption; terms: PaymentTerms | null } & WithSimulation)
  | ({ step: 'paymentDetails' } & Proposed)
  | ({ step: PaymentEditor } & Proposed)
  /** The proposal is created again with edited terms. */
  | ({ step: 'updating'; pending: PaymentTerms } & Proposed)
  | ({ step: 'summary' } & Proposed)
  /**
   * operation: the insurance simulation failed ('failed to operate'); technical: the bank's
   * working-day check of the first instalment date failed; generic otherwise.
   */
  | { step: 'error'; reason: DeviceErrorReason }
  | { step: 'leaving'; to: string; contractingKey: string | null };

export type DeviceEvent =
  | { type: 'DEVICES_LOADED'; devices: readonly Device[] }
  | { type: 'DEVICE_CHOSEN'; device: Device }
  | { type: 'DETAILS_LOADED'; details: DeviceDetails }
  | { type: 'COLOR_PICKED'; color: string }
  | { type: 'STORAGE_PICKED'; storage: string }
  | { type: 'DETAILS_CONFIRMED' }
  | { type: 'SIMULATED'; simulated: Simulated }
  | { type: 'INSURANCE_PICKED'; insurance: InsuranceType }
  | { type: 'READ_MORE'; insurance: 'complete' | 'extended' }
  | { type: 'INSURANCE_CONFIRMED' }
  | {
      type: 'PROPOSAL_READY';
      proposal: Proposal;
      terms: PaymentTerms;
      /** A new simulation (after an insurance change the minimum entry may move). */
      simulated?: Simulated;
    }
  | { type: 'EDIT'; editor: PaymentEditor }
  | { type: 'TERMS_CHANGED'; terms: PaymentTerms }
  | { type: 'EDIT_CANCELLED' }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM' }
  | { type: 'CHANGE_PHONE' }
  | { type: 'FAILED'; reason?: Exclude<DeviceErrorReason, 'generic'> }
  | { type: 'BACK' };

export function initialDeviceState(contractingKey: string): DeviceState {
  return { step: 'loading', contractingKey };
}

function listed(state: Listed): Listed {
  return { contractingKey: state.contractingKey, devices: state.devices };
}

function chosen(state: Chosen): Chosen {
  return { ...listed(state), device: state.device, details: state.details, sku: state.sku };
}

function proposed(state: Proposed): Proposed {
  return {
    ...chosen(state),
    simulated: state.simulated,
    insurance: state.insurance,
    terms: state.terms,
    proposal: state.proposal,
  };
}

function withSku(state: Extract<DeviceState, { step: 'device_details' }>, sku: Sku | null): DeviceState {
  // a colour x storage that does not exist or is unavailable is refused: the selection stays
  return sku?.available ? { ...state, sku } : state;
}

function pickSku(state: DeviceState, color: string, storage: string): DeviceState {
  if (state.step !== 'device_details') return state;
  return withSku(state, skuFor(state.details, color, storage));
}

/** What back does on each screen (financing.md section 2, back behaviour). */
export function deviceBackAction(state: DeviceState): BackAction {
  switch (state.step) {
    case 'device_options':
      return { kind: 'leave', to: CREDIT_ROUTE };
    case 'error':
    case 'leaving':
      return { kind: 'leave', to: HOME_ROUTE };
    case 'loading':
    case 'loading_details':
    case 'simulating':
    case 'creating_proposal':
    case 'updating':
      return { kind: 'refused' };
    default:
      return { kind: 'step' };
  }
}

function back(state: DeviceState): DeviceState {
  switch (state.step) {
    case 'device_details':
      return { step: 'device_options', ...listed(state) };
    case 'insurance':
      return { step: 'device_details', ...chosen(state) };
    case 'complete_warranty':
    case 'extended_warranty':
      return { ...state, step: 'insurance' };
    case 'paymentDetails':
      return {
        step: 'insurance',
        ...chosen(state),
        simulated: state.simulated,
        chosen: state.insurance.type,
        terms: state.terms,
      };
    case 'down_payment':
    case 'installments':
    case 'installment_date':
    case 'summary':
      return { step: 'paymentDetails', ...proposed(state) };
    default:
      return state;
  }
}

/** The device and payment-terms state machine: pages render a state and dispatch events. */
export function deviceReducer(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'DEVICES_LOADED':
      if (state.step !== 'loading') return state;
      return { step: 'device_options', contractingKey: state.contractingKey, devices: event.devices };
    case 'DEVICE_CHOSEN':
      if (state.step !== 'device_options') return state;
      return { step: 'loading_details', ...listed(state), device: event.device };
    case 'DETAILS_LOADED': {
      if (state.step !== 'loading_details') return state;
      const sku = defaultSku(event.details, state.device.skuId);
      if (!sku) return { step: 'error', reason: 'generic' };
      return { step: 'device_details', ...listed(state), device: state.device, details: event.details, sku };
    }
    case 'COLOR_PICKED':
      return state.step === 'device_details' ? pickSku(state, event.color, state.sku.storage) : state;
    case 'STORAGE_PICKED':
      return state.step === 'device_details' ? pickSku(state, state.sku.color, event.storage) : state;
    case 'DETAILS_CONFIRMED':
      return state.step === 'device_details' ? { step: 'simulating', ...chosen(state) } : state;
    case 'SIMULATED':
      if (state.step !== 'simulating') return state;
      return { step: 'insurance', ...chosen(state), simulated: event.simulated, chosen: null, terms: null };
    case 'INSURANCE_PICKED':
      return state.step === 'insurance' ? { ...state, chosen: event.insurance } : state;
    case 'READ_MORE':
      if (state.step !== 'insurance') return state;
      return { ...state, step: event.insurance === 'complete' ? 'complete_warranty' : 'extended_warranty' };
    case 'INSURANCE_CONFIRMED': {
      if (state.step !== 'insurance' || state.chosen === null) return state;
      const insurance = state.simulated.insuranceOptions.find((o) => o.type === state.chosen);
      if (!insurance) return state;
      return {
        step: 'creating_proposal',
        ...chosen(state),
        simulated: state.simulated,
        insurance,
        terms: state.terms,
      };
    }
    case 'PROPOSAL_READY':
      if (state.step === 'creating_proposal') {
        return {
          step: 'paymentDetails',
          ...chosen(state),
          simulated: event.simulated ?? state.simulated,
          insurance: state.insurance,
          terms: event.terms,
          proposal: event.proposal,
        };
      }
      if (state.step === 'updating') {
        return { ...proposed(state), step: 'paymentDetails', terms: event.terms, proposal: event.proposal };
      }
      return state;
    case 'EDIT':
      return state.step === 'paymentDetails' ? { ...state, step: event.editor } : state;
    case 'TERMS_CHANGED':
      if (state.step !== 'down_payment' && state.step !== 'installments' && state.step !== 'installment_date')
        return state;
      return { step: 'updating', ...proposed(state), pending: event.terms };
    case 'EDIT_CANCELLED':
      if (state.step !== 'down_payment' && state.step !== 'installments' && state.step !== 'installment_date')
        return state;
      return { step: 'paymentDetails', ...proposed(state) };
    case 'CONTINUE':
      return state.step === 'paymentDetails' ? { ...state, step: 'summary' } : state;
    case 'CONFIRM':
      if (state.step !== 'summary') return state;
      return { step: 'leaving', to: TERMS_ROUTE, contractingKey: state.contractingKey };
    case 'CHANGE_PHONE':
      return state.step === 'summary' ? { step: 'device_options', ...listed(state) } : state;
    case 'FAILED':
      return state.step === 'leaving' ? state : { step: 'error', reason: event.reason ?? 'generic' };
    case 'BACK':
      return back(state);
  }
}
