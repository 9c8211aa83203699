import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { acceptProposal } from '../api/accept-proposal.ts';
import { useFinancingTerms } from '../api/get-terms.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

/** The app's type for the contract text (the frame does not inherit the page's styles). */
const CONTRACT_STYLE =
  '<style>body{margin:12px;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14201c}' +
  'h1{font-size:1.25rem;line-height:1.3}h2{font-size:1.0625rem}' +
  'table{border-collapse:collapse;width:100%;font-size:13px}' +
  'td,th{border-bottom:1px solid #cfd9d5;padding:4px;text-align:left}</style>';

/**
 * The contract's HTML is shown in a sandboxed frame (srcdoc, no allow-* flags): no scripts, no forms,
 * no navigation of this page, and no access to its storage or session.
 */
export function ContractFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className="terms-contract"
      title={title}
      sandbox=""
      srcDoc={`${CONTRACT_STYLE}${html}`}
      data-testid="terms-contract"
    />
  );
}

/** The contract terms with the accept box; 'accept and continue' signs the proposal. */
export function TermsStep({ state, dispatch, contractingKey }: StepProps<'terms'>) {
  const t = useMessages(termsMessages);
  const terms = useFinancingTerms(contractingKey);

  const accept = async () => {
    if (!state.accepted || state.sending) return;
    dispatch({ type: 'ACCEPT_SENT' });
    try {
      await acceptProposal(contractingKey);
      dispatch({ type: 'PROPOSAL_ACCEPTED' });
    } catch {
      dispatch({ type: 'ACCEPT_FAILED' });
    }
  };

  return (
    <div className="flow-form" data-testid="terms-terms">
      <h2 className="flow-heading">{t('termsHeading')}</h2>
      {terms.isPending ? <Spinner block label={t('loading')} /> : null}
      {terms.isError ? (
        <div className="flow-form">
          <p role="alert">{t('termsLoadFailed')}</p>
          <Button variant="outlined" onClick={() => void terms.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {terms.isSuccess ? (
        <>
          <ContractFrame html={terms.data} title={t('termsFrameTitle')} />
          <label className="terms-check">
            <input
              type="checkbox"
              checked={state.accepted}
              disabled={state.sending}
              onChange={(event) => dispatch({ type: 'TERMS_TOGGLED', accepted: event.target.checked })}
              data-testid="terms-accept-check"
            />
            <span>{t('termsCheckbox')}</span>
          </label>
          <div className="page-actions">
            <Button
              onClick={accept}
              disabled={!state.accepted}
              loading={state.sending}
              data-testid="terms-accept-continue"
            >
              {t('acceptContinue')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
