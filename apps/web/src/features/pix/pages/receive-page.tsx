import type { Centavos } from '@carteira/core/money';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { StaticQr } from '../api/generate-static-qr.ts';
import { type MyPixKey, useMyKeys } from '../api/list-keys.ts';
import { ReceiveCode } from '../components/receive-code.tsx';
import { ReceiveForm } from '../components/receive-form.tsx';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

type Ready = StaticQr & { amount: Centavos | null; keyType: MyPixKey['type'] };

/** /pixReceive: a key and an optional amount, then the static code to show, copy or share. */
export function ReceivePage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const session = useSession();
  const keys = useMyKeys();
  const [ready, setReady] = useState<Ready | null>(null);
  return (
    <>
      <TopBar title={t('receiveTitle')} />
      <main className="page-content" id="main" data-testid="pix-receive">
        {keys.isPending ? <Spinner block /> : null}
        {keys.isError ? (
          <div className="flow-form">
            <p role="alert">{t('loadFailed')}</p>
            <Button variant="outlined" onClick={() => void keys.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {keys.isSuccess && keys.data.length === 0 ? (
          <div className="flow-form">
            <p data-testid="pix-receive-no-keys">{t('receiveNoKeys')}</p>
            <div className="page-actions">
              <Button onClick={() => navigate('/registerNewKeyComponent')}>{t('keysNew')}</Button>
            </div>
          </div>
        ) : null}
        {keys.isSuccess && keys.data.length > 0 && !ready ? (
          <ReceiveForm keys={keys.data} onReady={setReady} />
        ) : null}
        {ready ? (
          <ReceiveCode
            code={ready.code}
            keyValue={ready.key}
            keyType={ready.keyType}
            amount={ready.amount}
            holderName={session?.name ?? ''}
            onAnother={() => setReady(null)}
          />
        ) : null}
      </main>
    </>
  );
}
