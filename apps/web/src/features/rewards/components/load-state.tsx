import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { rewardsMessages } from '../messages.ts';

/** A query's waiting and failed states (a 40240 answer says rewards are off for the customer). */
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
      <Button variant="outlined" onClick={() => void query.refetch()}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
