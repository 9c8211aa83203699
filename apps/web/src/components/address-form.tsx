import { CEP_LENGTH, formatCep } from '@carteira/core/br';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isBankError } from '../lib/bank/bank-error.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { addressMessages } from './address-messages.ts';
import { type AddressValue, addressProblems, type CepLookup, canGoNext } from './address-rules.ts';
import { Button } from './button.tsx';
import { TextInput } from './text-input.tsx';
import './address-form.css';

/** The bank's answer for a CEP it does not know. */
const CODE_CEP_NOT_FOUND = 40402;

type CepStatus = 'idle' | 'searching' | 'found' | 'notFound' | 'failed' | 'offline';

export interface AddressFormProps {
  /** The feature's own CEP look-up (its api/ file); throws the bank's error when it fails. */
  lookup: (cep: string) => Promise<CepLookup>;
  onSubmit: (address: AddressValue) => void;
  submitLabel: string;
  busy?: boolean;
  /** Prefix of every test id: `${testId}-cep`, `-street`, `-neighborhood`, `-number`, `-reference`, `-submit`. */
  testId: string;
  /** Above the fields: a heading, a text. */
  children?: ReactNode;
  /** A refusal to show above the button (already translated). */
  alert?: string | undefined;
  /** An address entered before (a correction): its CEP is looked up again, the typed fields kept. */
  initial?: AddressValue | null | undefined;
}

/**
 * The shared address screen (wallet.md section 2, Reusable input screens; section 5, address form):
 * the CEP, looked up once it has 8 digits; then the street and neighbourhood (read-only when the
 * look-up filled them), the number and the reference; the city and state (and the CEP's own note)
 * come from the look-up and are shown. Next waits for a verified CEP and the required fields.
 */
export function AddressForm({
  lookup,
  onSubmit,
  submitLabel,
  busy = false,
  testId,
  children,
  alert,
  initial,
}: AddressFormProps) {
  const t = useMessages(addressMessages);
  const [cep, setCep] = useState('');
  const [status, setStatus] = useState<CepStatus>('idle');
  const [found, setFound] = useState<(CepLookup & { cep: string }) | null>(null);
  const [street, setStreet] = useState('');
  const [neighborhood, setNeighborhood] = useState('');
  const [number, setNumber] = useState(initial?.number ?? '');
  const [reference, setReference] = useState(initial?.complement ?? '');
  const [submitted, setSubmitted] = useState(false);
  const asked = useRef('');
  const earlier = useRef(initial);

  const onCep = (value: string) => {
    setCep(value);
    if (value.length !== CEP_LENGTH) {
      setStatus('idle');
      setFound(null);
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStatus('offline');
      return;
    }
    asked.current = value;
    setStatus('searching');
    lookup(value).then(
      (answer) => {
        if (asked.current !== value) return;
        // what the customer typed before for this CEP, where the look-up leaves it to them
        const typed = earlier.current?.cep === value ? earlier.current : undefined;
        setFound({ ...answer, cep: value });
        setStreet(answer.street.trim() || (typed?.street ?? ''));
        setNeighborhood(answer.neighborhood.trim() || (typed?.neighborhood ?? ''));
        setStatus('found');
      },
      (error: unknown) => {
        if (asked.current !== value) return;
        setFound(null);
        setStatus(isBankError(error) && error.code === CODE_CEP_NOT_FOUND ? 'notFound' : 'failed');
      },
    );
  };

  // a correction starts from the address entered before: its CEP is looked up once, on opening
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (earlier.current) onCep(earlier.current.cep);
  }, []);

  const verified = status === 'found' && found ? found.cep : null;
  const fields = { street, neighborhood, number, complement: reference };
  const problems = addressProblems(fields);
  // what the look-up filled is the directory's text, read-only: only what the customer types is checked
  if (found?.street.trim()) delete problems.street;
  if (found?.neighborhood.trim()) delete problems.neighborhood;
  const ready = canGoNext(cep, verified, fields);
  const shown = (field: keyof typeof problems) => {
    const key = problems[field];
    return (submitted || (field === 'complement' && reference !== '')) && key ? t(key) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!ready || !found || busy || Object.keys(problems).length > 0) return;
    onSubmit({
      cep,
      street: street.trim(),
      neighborhood: neighborhood.trim(),
      number,
      complement: reference.trim(),
      city: found.city,
      state: found.state,
    });
  };
  const cepError =
    status === 'notFound'
      ? t('cepNotFound')
      : status === 'failed'
        ? t('lookupFailed')
        : status === 'offline'
          ? t('offline')
          : submitted && status !== 'found'
            ? t('cepUnverified')
            : undefined;

  return (
    <form className="flow-form address-form" onSubmit={submit} noValidate data-testid={testId}>
      {children}
      <TextInput
        kind="text"
        label={t('cepLabel')}
        value={cep}
        onValueChange={onCep}
        digitsOnly
        maxLength={CEP_LENGTH}
        format={formatCep}
        inputMode="numeric"
        autoComplete="postal-code"
        error={cepError}
        hint={status === 'searching' ? t('cepSearching') : undefined}
        testId={`${testId}-cep`}
      />
      {found && status === 'found' ? (
        <>
          <p className="muted" data-testid={`${testId}-place`}>
            {t('place', { city: found.city, state: found.state })}
            {found.complement ? ` · ${t('cepComplement', { complement: found.complement })}` : ''}
          </p>
          <AddressText
            label={t('streetLabel')}
            value={street}
            locked={found.street.trim() !== ''}
            onChange={setStreet}
            error={shown('street')}
            testId={`${testId}-street`}
            maxLength={80}
          />
          <AddressText
            label={t('neighborhoodLabel')}
            value={neighborhood}
            locked={found.neighborhood.trim() !== ''}
            onChange={setNeighborhood}
            error={shown('neighborhood')}
            testId={`${testId}-neighborhood`}
            maxLength={60}
          />
          <TextInput
            kind="text"
            label={t('numberLabel')}
            value={number}
            onValueChange={setNumber}
            digitsOnly
            maxLength={5}
            inputMode="numeric"
            error={shown('number')}
            testId={`${testId}-number`}
          />
          <TextInput
            kind="text"
            label={t('referenceLabel')}
            value={reference}
            onValueChange={setReference}
            required={false}
            maxLength={40}
            error={shown('complement')}
            testId={`${testId}-reference`}
          />
        </>
      ) : null}
      {alert ? (
        <p className="field-error" role="alert" data-testid={`${testId}-alert`}>
          {alert}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" disabled={!ready} loading={busy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The street or neighbourhood: typed when the look-up left it empty, read-only once it filled it. */
function AddressText(props: {
  label: string;
  value: string;
  locked: boolean;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
  maxLength: number;
}) {
  const id = useId();
  if (props.locked) {
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {props.label}
        </label>
        <div className="field__control">
          <input id={id} className="field__input" value={props.value} readOnly data-testid={props.testId} />
        </div>
      </div>
    );
  }
  return (
    <TextInput
      kind="text"
      label={props.label}
      value={props.value}
      onValueChange={props.onChange}
      maxLength={props.maxLength}
      error={props.error}
      testId={props.testId}
    />
  );
}
