import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSimulation } from '../api/simulation.ts';
import type { Simulation } from '../api/types.ts';
import { fgtsMessages } from '../messages.ts';
import { brl, parseTypedReais } from './money.ts';
import { SimulationTable } from './simulation-table.tsx';

interface Props {
  busy: boolean;
  onContinue: (requested: number) => void;
  onFailure: (error: unknown) => void;
}

/** The simulation: the largest advance first, then the amount the customer types. */
export function SimulateStep({ busy, onContinue, onFailure }: Props) {
  const t = useMessages(fgtsMessages);
  const [requested, setRequested] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const largest = useSimulation();
  const chosen = useSimulation(requested);
  const failure = largest.isError ? largest.error : chosen.isError ? chosen.error : null;
  useEffect(() => {
    if (failure) onFailure(failure);
  }, [failure, onFailure]);
  if (failure) return null;
  if (!largest.data) return <Spinner />;
  const max: Simulation = largest.data;
  const shown = requested === undefined ? max : chosen.data;
  const bounds = { min: brl(Math.max(50, max.valorMinimoLiberado)), max: brl(max.valorMaximoLiberado) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseTypedReais(typed);
    const ok =
      value !== null && value >= Math.max(50, max.valorMinimoLiberado) && value <= max.valorMaximoLiberado;
    setInvalid(!ok);
    if (ok) setRequested(value);
  };
  return (
    <div className="flow-form" data-testid="fgts-simulate-step">
      <p>
        {t('balanceLabel')}: <strong data-testid="fgts-balance">{brl(max.saldoFgts)}</strong>
      </p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="fgts-amount">{t('amountLabel')}</label>
        <input
          id="fgts-amount"
          className="fgts-amount"
          inputMode="decimal"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="fgts-amount"
          aria-describedby="fgts-amount-hint"
        />
        <p
          id="fgts-amount-hint"
          className={invalid ? 'field__error' : 'muted'}
          role={invalid ? 'alert' : undefined}
        >
          {invalid ? t('amountInvalid', bounds) : t('amountHint', bounds)}
        </p>
        <Button type="submit" variant="outlined" data-testid="fgts-simulate-amount">
          {t('simulateButton')}
        </Button>
      </form>
      {shown ? <SimulationTable simulation={shown} /> : <Spinner />}
      <div className="page-actions">
        <Button
          onClick={() => shown && onContinue(requested ?? shown.valorLiberado)}
          loading={busy}
          disabled={!shown}
          data-testid="fgts-continue"
        >
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}
