import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDecide, useOptin } from '../api/optin.ts';
import { OptinView } from '../components/optin-view.tsx';
import { consentsMessages } from '../messages.ts';

/** /marketOptin: marketing messages, opted in or out, kept by the product backend with its record. */
export function MarketOptinPage() {
  const t = useMessages(consentsMessages);
  const snackbar = useSnackbar();
  const optin = useOptin('market');
  const decide = useDecide('market');
  const status = optin.data?.status;
  const choose = (next: 'OPTED_IN' | 'OPTED_OUT') =>
    decide.mutate(next, {
      onSuccess: () => snackbar.show({ text: t('saved') }),
      onError: () => snackbar.show({ text: t('failed'), tone: 'error' }),
    });
  return (
    <OptinView purpose="market" title={t('marketTitle')} text={t('marketText')}>
      <Button
        variant={status === 'OPTED_IN' ? 'outlined' : 'primary'}
        disabled={status === 'OPTED_IN'}
        loading={decide.isPending && decide.variables === 'OPTED_IN'}
        onClick={() => choose('OPTED_IN')}
        data-testid="optin-in"
      >
        {t('optIn')}
      </Button>
      <Button
        variant="outlined"
        disabled={status === 'OPTED_OUT'}
        loading={decide.isPending && decide.variables === 'OPTED_OUT'}
        onClick={() => choose('OPTED_OUT')}
        data-testid="optin-out"
      >
        {t('optOut')}
      </Button>
    </OptinView>
  );
}
