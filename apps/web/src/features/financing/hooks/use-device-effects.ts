import { todayInSaoPaulo } from '@carteira/core/calendar';
import { DEFAULT_INSTALLMENTS } from '@carteira/core/credit';
import { ZERO } from '@carteira/core/money';
import { type Dispatch, useEffect } from 'react';
import { calculateInsurance } from '../api/calculate-insurance.ts';
import { createProposal } from '../api/create-proposal.ts';
import { getDeviceDetails } from '../api/get-device-details.ts';
import { listDevices } from '../api/list-devices.ts';
import { selectProduct } from '../api/select-product.ts';
import { simulateFinancing } from '../api/simulate-financing.ts';
import { updateInsurance } from '../api/update-insurance.ts';
import { firstDateOnWorkingDay, WorkingDayCheckFailed } from '../api/working-day.ts';
import type { DeviceEvent, DeviceState } from '../flow/device-flow.ts';
import { proposalTerms } from '../flow/payment-terms.ts';

/** Marks an insurer failure, shown as 'failed to operate'. */
class InsuranceFailed extends Error {}

type S<K extends DeviceState['step']> = Extract<DeviceState, { step: K }>;

async function simulate(state: S<'simulating'>) {
  const { contractingKey, sku } = state;
  await selectProduct(contractingKey, sku);
  const simulation = await simulateFinancing({
    contractingKey,
    installments: DEFAULT_INSTALLMENTS,
    productValue: sku.storePrice,
    insuranceValue: ZERO,
  });
  const insuranceOptions = await calculateInsurance(sku, DEFAULT_INSTALLMENTS).catch(() => {
    throw new InsuranceFailed();
  });
  return { ...simulation, insuranceOptions };
}

/**
 * The chosen insurance on the contracting, a simulation with it (the minimum entry may move), then
 * the proposal with the current terms, or the defaults the first time (the default date checked
 * with the bank: a public holiday moves it to the next working day).
 */
async function firstProposal(state: S<'creating_proposal'>) {
  const { contractingKey, sku, insurance } = state;
  await updateInsurance(contractingKey, insurance);
  const simulation = await simulateFinancing({
    contractingKey,
    installments: state.terms?.installments ?? DEFAULT_INSTALLMENTS,
    productValue: sku.storePrice,
    insuranceValue: insurance.totalValue,
  });
  const proposed = proposalTerms(
    state.terms,
    simulation.minimumEntryValue,
    todayInSaoPaulo(),
    simulation.minimumInstallments,
  );
  const terms = state.terms
    ? proposed
    : { ...proposed, firstDate: await firstDateOnWorkingDay(proposed.firstDate) };
  const proposal = await createProposal({ contractingKey, sku, insurance, terms });
  return { proposal, terms, simulated: { ...state.simulated, ...simulation } };
}

/** Runs the calls each device state waits for; an answer to a state already left is ignored. */
export function useDeviceEffects(state: DeviceState, dispatch: Dispatch<DeviceEvent>): void {
  useEffect(() => {
    let live = true;
    const send = (event: DeviceEvent) => {
      if (live) dispatch(event);
    };
    const fail = (error: unknown) => {
      if (error instanceof InsuranceFailed) send({ type: 'FAILED', reason: 'operation' });
      else if (error instanceof WorkingDayCheckFailed) send({ type: 'FAILED', reason: 'technical' });
      else send({ type: 'FAILED' });
    };
    switch (state.step) {
      case 'loading':
        listDevices(state.contractingKey)
          .then((devices) => send({ type: 'DEVICES_LOADED', devices }))
          .catch(fail);
        break;
      case 'loading_details':
        getDeviceDetails(state.contractingKey, state.device.productId)
          .then((details) => send({ type: 'DETAILS_LOADED', details }))
          .catch(fail);
        break;
      case 'simulating':
        simulate(state)
          .then((simulated) => send({ type: 'SIMULATED', simulated }))
          .catch(fail);
        break;
      case 'creating_proposal':
        firstProposal(state)
          .then((ready) => send({ type: 'PROPOSAL_READY', ...ready }))
          .catch(fail);
        break;
      case 'updating':
        createProposal({
          contractingKey: state.contractingKey,
          sku: state.sku,
          insurance: state.insurance,
          terms: state.pending,
        })
          .then((proposal) => send({ type: 'PROPOSAL_READY', proposal, terms: state.pending }))
          .catch(fail);
        break;
      default:
        break;
    }
    return () => {
      live = false;
    };
    // each busy state runs its call once, when entered
  }, [state, dispatch]);
}
