import { BankCode } from '@carteira/core/errors';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { rewardsMessages } from '../messages.ts';

/** Whether an answer says rewards are off for this customer (40240): trying again will not help. */
export function rewardsOff(error: unknown): boolean {
  return isBankError(error) && error.code === BankCode.RewardsUnavailable;
}

/** A query's waiting and failed states; rewards turned off for the customer offer no retry. */
export function LoadState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const t = useMessages(rewardsMessages);
  const errorText = useErrorText();
  if (query.isPending) return <Spinner block label={t('loading')} />;
  if (!query.isError) return null;
  return (
    <div className="rewards-error">
      <p className="field-error" role="alert" data-testid="rewards-load-failed">
        {errorText(query.error)}
      </p>
      {rewardsOff(query.error) ? null : (
        <Button variant="outlined" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );
}
