import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import type { Card } from '../api/card-wire.ts';
import { useWalletTokens } from '../api/list-wallet-tokens.ts';
import { fetchOpaqueCardInfo } from '../api/opaque-card-info.ts';
import { useCardMutation } from '../api/use-card-mutation.ts';
import { addToPhoneWallet } from '../flow/add-to-phone-wallet.ts';
import { cardsMessages } from '../messages.ts';

/**
 * "Add to phone wallet", only when the shell says the phone has a wallet (a browser has none, so it
 * shows nothing) and the bank's googlePayToken flag is on for the customer (the server refuses the push
 * otherwise), with the card's tokens already in a wallet listed under it.
 */
export function PhoneWallet({ card }: { card: Card }) {
  const t = useMessages(cardsMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const available = useQuery({
    queryKey: ['native', 'phone-wallet'],
    queryFn: () => bridge.phoneWalletAvailable(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pushOffered = useFeatureFlag('googlePayToken') === true;
  const shown = available.data === true && pushOffered && card.group === 'active';
  const tokens = useWalletTokens(card.key, shown);
  const add = useCardMutation((cardKey: string) =>
    addToPhoneWallet(cardKey, { bridge, opaqueCardInfo: fetchOpaqueCardInfo }),
  );
  if (!shown) return null;
  return (
    <div className="card-wallet" data-testid="card-phone-wallet">
      <Button
        variant="outlined"
        loading={add.isPending}
        onClick={() =>
          add.mutate(card.key, {
            onSuccess: (result) => {
              if (result === 'added') snackbar.show({ text: t('walletAdded') });
              else if (result === 'failed') snackbar.show({ text: t('walletFailed'), tone: 'error' });
            },
            onError: (e) => snackbar.show({ text: errorText(e), tone: 'error' }),
          })
        }
        data-testid="card-add-to-wallet"
      >
        {t('addToWallet')}
      </Button>
      {tokens.data && tokens.data.length > 0 ? (
        <ul className="card-wallet__tokens" aria-label={t('walletTokens')} data-testid="card-wallet-tokens">
          {tokens.data.map((token) => (
            <li key={token.reference}>
              {t('walletToken', { wallet: token.wallet, last4: token.last4 })}
              {token.status === 'ACTIVE' ? null : ` (${token.status})`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
