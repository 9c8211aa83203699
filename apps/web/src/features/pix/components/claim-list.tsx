import { formatDate } from '@carteira/core/history';
import { detectKeyType } from '@carteira/core/pix';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Claim } from '../api/claims.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay } from './key-text.ts';

export type ClaimChoice = 'conclude' | 'cancel' | 'confirm' | 'keep';

/** What each side may do: the claimer concludes (open ownership or released) or cancels; the donor releases or keeps. */
function choices(claim: Claim): ClaimChoice[] {
  if (claim.role === 'REIVINDICADOR') {
    if (claim.status === 'CONFIRMADA') return ['conclude', 'cancel'];
    if (claim.status === 'ABERTA') return claim.type === 1 ? ['conclude', 'cancel'] : ['cancel'];
    return [];
  }
  return claim.status === 'ABERTA' ? ['confirm', 'keep'] : [];
}

const LABELS = {
  conclude: 'claimConclude',
  cancel: 'claimCancel',
  confirm: 'claimConfirm',
  keep: 'claimKeep',
} as const;

export function claimKeyText(claim: Claim): string {
  return keyDisplay(detectKeyType(claim.key), claim.key);
}

export interface ClaimListProps {
  claims: readonly Claim[];
  testId: string;
  onChoose: (claim: Claim, choice: ClaimChoice) => void;
}

/** One side's claims: key, type, status, who and until when, and the actions that side may take. */
export function ClaimList({ claims, testId, onChoose }: ClaimListProps) {
  const t = useMessages(pixMessages);
  if (claims.length === 0) return <p className="muted">{t('claimsNone')}</p>;
  return (
    <ul className="pix-keys" data-testid={testId}>
      {claims.map((claim) => (
        <li key={claim.id} className="card pix-claim" data-testid="pix-claim" data-status={claim.status}>
          <span className="pix-key__type">
            {claim.type === 1 ? t('claimTypeOwnership') : t('claimTypePortability')} ·{' '}
            <span data-testid="pix-claim-status">{t(`claimStatus${claim.status}`)}</span>
          </span>
          <span className="pix-key__value" data-testid="pix-claim-key">
            {claimKeyText(claim)}
          </span>
          <span className="muted">
            {claim.role === 'REIVINDICADOR'
              ? t('claimFrom', { institution: claim.donorInstitution })
              : t('claimBy', {
                  name: claim.claimerName,
                  taxId: claim.claimerMaskedTaxId,
                  institution: claim.claimerInstitution,
                })}
          </span>
          {claim.status === 'ABERTA' ? (
            <span className="muted">{t('claimDeadline', { date: formatDate(claim.deadline) })}</span>
          ) : null}
          <span className="pix-claim__actions">
            {choices(claim).map((choice) => (
              <Button
                key={choice}
                variant={choice === 'conclude' || choice === 'confirm' ? 'primary' : 'outlined'}
                onClick={() => onChoose(claim, choice)}
                data-testid={`pix-claim-${choice}`}
              >
                {t(LABELS[choice])}
              </Button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
