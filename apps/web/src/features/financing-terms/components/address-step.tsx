import { formatDate } from '@carteira/core/calendar';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { getClientAddress } from '../api/client-address.ts';
import { registerPerson } from '../api/register-person.ts';
import { upsertAddress } from '../api/upsert-address.ts';
import { termsMessages } from '../messages.ts';
import { cepText, cityLine, streetLine } from './address-text.ts';
import type { StepProps } from './step-props.ts';

/** Reads the client data (mailing address first) and sends it as the delivery address. */
function useLoadAddress({ state, dispatch, contractingKey }: StepProps<'address'>): void {
  const started = useRef(false);
  useEffect(() => {
    if (state.phase !== 'loading' || started.current) return;
    started.current = true;
    (async () => {
      const address = await getClientAddress();
      if (!address) {
        dispatch({ type: 'NO_ADDRESS_ON_FILE' });
        return;
      }
      const sent = await upsertAddress(contractingKey, address);
      dispatch({ type: 'ADDRESS_READY', address: sent.address, deliveryDate: sent.deliveryDate });
    })().catch(() => dispatch({ type: 'ADDRESS_FAILED' }));
  }, [state.phase, dispatch, contractingKey]);
}

/** Delivery address confirmation: 'deliver to address' or 'ship to another'. */
export function AddressStep(props: StepProps<'address'>) {
  const { state, dispatch, contractingKey } = props;
  const t = useMessages(termsMessages);
  const errors = useMessages(errorMessages);
  const snackbar = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  useLoadAddress(props);
  if (state.phase === 'loading' || !state.address) return <Spinner block label={t('loading')} />;
  const { address, deliveryDate } = state;

  const confirm = async () => {
    setConfirming(true);
    try {
      await registerPerson(contractingKey);
      dispatch({ type: 'ADDRESS_CONFIRMED' });
    } catch {
      // an incomplete profile (or any failure) asks to try again later
      setConfirming(false);
      snackbar.show({ text: errors('error.tryAgainLater'), tone: 'error' });
    }
  };

  return (
    <div className="flow-form" data-testid="terms-address">
      <h2 className="flow-heading">{t('addressHeading')}</h2>
      <p className="muted">{t('addressText')}</p>
      <div className="card terms-address">
        <span className="terms-address__icon" aria-hidden="true">
          <Icon name="phone" />
        </span>
        <address className="terms-address__text">
          <span className="terms-address__street" data-testid="terms-address-street">
            {streetLine(address)}
          </span>
          <span>{cityLine(address)}</span>
          <span data-testid="terms-address-cep">{t('addressCep', { cep: cepText(address) })}</span>
        </address>
      </div>
      {deliveryDate ? (
        <p className="terms-note" data-testid="terms-delivery-date">
          {t('addressDelivery', { date: formatDate(deliveryDate) })}
        </p>
      ) : null}
      <div className="page-actions">
        <Button onClick={confirm} loading={confirming} data-testid="terms-deliver-here">
          {t('deliverToAddress')}
        </Button>
        <Button
          variant="outlined"
          disabled={confirming}
          onClick={() => dispatch({ type: 'SHIP_TO_ANOTHER' })}
          data-testid="terms-ship-another"
        >
          {t('shipToAnother')}
        </Button>
      </div>
    </div>
  );
}
