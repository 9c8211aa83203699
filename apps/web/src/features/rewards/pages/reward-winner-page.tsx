import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDraw } from '../api/draw.ts';
import { LoadState } from '../components/load-state.tsx';
import { rewardsMessages } from '../messages.ts';
import { DEFAULT_DRAW, useRouteId } from '../state.ts';
import '../rewards.css';

/** /rewardWinner: the winning number and the winner (masked), and whether it is the customer. */
export function RewardWinnerPage() {
  const t = useMessages(rewardsMessages);
  const navigate = useNavigate();
  const id = useRouteId('sorteioId', DEFAULT_DRAW);
  const draw = useDraw(id);
  const d = draw.data;
  return (
    <>
      <TopBar title={t('winnerTitle')} />
      <main className="page-content" id="main">
        <LoadState query={draw} />
        {d && d.situacao !== 'REALIZADO' ? <p data-testid="draw-waiting">{t('drawWaiting')}</p> : null}
        {d && d.situacao === 'REALIZADO' ? (
          <section className="rewards-winner" data-testid="reward-winner">
            <h2>{d.voceGanhou ? t('youWon') : t('notThisTime')}</h2>
            <span>{t('winningNumber')}</span>
            <strong className="rewards-number" data-testid="winner-number">
              {d.numeroContemplado ?? '—'}
            </strong>
            {d.ganhador ? (
              <p data-testid="winner-name">
                {t('winner')}: {d.ganhador.nome} · {d.ganhador.cpfMascarado}
              </p>
            ) : (
              <p>{t('noWinner')}</p>
            )}
            {d.numeroContemplado ? (
              <p>
                {d.voceGanhou
                  ? t('youWonText', { number: d.numeroContemplado, prize: d.premio })
                  : t('notThisTimeText', { number: d.numeroContemplado })}
              </p>
            ) : null}
            <p className="muted">
              {t('drawnNumber')}: {d.numeroSorteado}
            </p>
            <div className="page-actions">
              <Button
                variant="outlined"
                onClick={() => navigate('/shareReward', { state: { sorteioId: d.sorteioId } })}
              >
                {t('share')}
              </Button>
            </div>
          </section>
        ) : null}
      </main>
    </>
  );
}
