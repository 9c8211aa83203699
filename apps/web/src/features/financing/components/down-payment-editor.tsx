import { sliderDownPayment } from '@carteira/core/credit';
import { type Centavos, centavos } from '@carteira/core/money';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Slider } from '../../../components/slider.tsx';
import type { PaymentTerms, Proposal } from '../flow/device-types.ts';
import { sliderRange } from '../flow/payment-terms.ts';
import { brl } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

/** One real: the slider moves in whole reais (moving it drops the centavos). */
const STEP = 100;

/**
 * down_payment: a slider from the simulated minimum (rounded up to a whole real) to the current down
 * payment + requested amount - R$ 100,00; update recreates the proposal.
 */
export function DownPaymentEditor({
  t,
  minimumEntryValue,
  proposal,
  terms,
  dispatch,
}: {
  t: DeviceT;
  minimumEntryValue: Centavos;
  proposal: Proposal;
  terms: PaymentTerms;
  dispatch: DeviceDispatch;
}) {
  const range = sliderRange(minimumEntryValue, proposal);
  const [value, setValue] = useState<Centavos>(terms.downPayment);
  return (
    <div className="flow-form" data-testid="down-payment-editor">
      <h2 className="flow-heading">{t('downPaymentTitle')}</h2>
      <Slider
        label={t('downPayment')}
        min={range.min}
        max={Math.max(range.min, range.max)}
        step={STEP}
        value={value}
        onChange={(next) => setValue(sliderDownPayment(centavos(next), range))}
        format={(v) => brl(centavos(v))}
        testId="down-payment-slider"
      />
      <p className="muted">{t('downPaymentHint')}</p>
      <div className="page-actions">
        <Button
          onClick={() => dispatch({ type: 'TERMS_CHANGED', terms: { ...terms, downPayment: value } })}
          disabled={value === terms.downPayment}
          data-testid="down-payment-update"
        >
          {t('update')}
        </Button>
      </div>
    </div>
  );
}
