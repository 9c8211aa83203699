import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { useDecide } from '../api/optin.ts';
import { consentsMessages } from '../messages.ts';

export interface OptOutButtonProps {
  decide: ReturnType<typeof useDecide>;
  label: string;
  disabled: boolean;
}

/** An opt-in page's "no": opted out at once, told by a snackbar, and a failure says so. */
export function OptOutButton({ decide, label, disabled }: OptOutButtonProps) {
  const t = useMessages(consentsMessages);
  const snackbar = useSnackbar();
  return (
    <Button
      variant="outlined"
      disabled={disabled}
      loading={decide.isPending && decide.variables === 'OPTED_OUT'}
      onClick={() =>
        decide.mutate('OPTED_OUT', {
          onSuccess: () => snackbar.show({ text: t('saved') }),
          onError: () => snackbar.show({ text: t('failed'), tone: 'error' }),
        })
      }
      data-testid="optin-out"
    >
      {label}
    </Button>
  );
}
