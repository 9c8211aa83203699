import { BankCode } from '@carteira/core/errors';
import { detectKeyType } from '@carteira/core/pix';
import { Button } from '../../../components/button.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ClaimType, useClaimKey } from '../api/claims.ts';
import type { RegisterEvent, RegisterState } from '../flow/register-flow.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay } from './key-text.ts';

export interface ClaimOfferProps {
  state: Extract<RegisterState, { step: 'claim' }>;
  dispatch: (event: RegisterEvent) => void;
}

/** A key another account holds: claim its ownership (phone, e-mail) or bring it over (portability). */
export function ClaimOffer({ state, dispatch }: ClaimOfferProps) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const claim = useClaimKey();
  const shown = state.type === 'CPF' ? t('typeCPF') : keyDisplay(detectKeyType(state.key), state.key);
  const ask = (type: ClaimType) => {
    if (claim.isPending) return;
    claim.mutate(
      { keyType: state.type, key: state.key, type },
      {
        onSuccess: (opened) =>
          dispatch({
            type: 'CLAIM_OPENED',
            key: opened.key,
            status: opened.status,
            deadline: opened.deadline,
          }),
      },
    );
  };
  const failure = claim.error
    ? isBankError(claim.error) && claim.error.code === BankCode.PixClaimRefused
      ? t('claimRefused')
      : errorText(claim.error)
    : null;
  const options: Array<{ type: ClaimType; label: 'claimOwnership' | 'claimPortability'; text: string }> = [
    ...(state.type === 'CPF'
      ? []
      : [{ type: 1 as const, label: 'claimOwnership' as const, text: t('claimOwnershipText') }]),
    { type: 2, label: 'claimPortability', text: t('claimPortabilityText') },
  ];
  return (
    <div className="flow-form" data-testid="pix-claim-offer">
      <h2 className="flow-heading">{t('claimTakenHeading')}</h2>
      <p>{t('claimTakenText', { key: shown })}</p>
      <ul className="pix-actions">
        {options.map((option) => (
          <li key={option.type} className="card pix-claim-option">
            <strong>{t(option.label)}</strong>
            <span className="muted">{option.text}</span>
            <Button
              variant={option.type === 1 ? 'primary' : 'outlined'}
              loading={claim.isPending && claim.variables?.type === option.type}
              onClick={() => ask(option.type)}
              data-testid={`pix-claim-${option.type === 1 ? 'ownership' : 'portability'}`}
            >
              {t('claimSend')}
            </Button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="field-error" role="alert" data-testid="pix-claim-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
