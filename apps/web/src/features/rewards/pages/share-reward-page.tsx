import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePrograms } from '../api/programs.ts';
import { brl } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import { useRouteId } from '../state.ts';
import '../rewards.css';

/** /shareReward: shares a reward with the Web Share API, or copies the text where there is none. */
export function ShareRewardPage() {
  const t = useMessages(rewardsMessages);
  const programaId = useRouteId('programaId', '');
  const programs = usePrograms();
  const [done, setDone] = useState<'shared' | 'copied' | null>(null);
  const program = programs.data?.find((p) => p.programaId === programaId && p.premios.cashback > 0);
  const text = program
    ? t('shareText', { amount: brl(program.premios.cashback), program: program.nome })
    : t('shareGeneric');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('title'), text });
        setDone('shared');
        return;
      } catch {
        // cancelled or refused: fall back to copying
      }
    }
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setDone('copied');
  };
  return (
    <>
      <TopBar title={t('shareTitle')} />
      <main className="page-content" id="main">
        <p className="rewards-card" data-testid="share-text">
          {text}
        </p>
        <div className="page-actions">
          <Button data-testid="share-button" onClick={() => void share()}>
            {typeof navigator.share === 'function' ? t('share') : t('copy')}
          </Button>
        </div>
        {done ? (
          <p role="status" data-testid="share-done">
            {done === 'shared' ? t('shareDone') : t('shareCopied')}
          </p>
        ) : null}
      </main>
    </>
  );
}
