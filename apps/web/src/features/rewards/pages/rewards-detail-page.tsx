import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDraw } from '../api/draw.ts';
import { LoadState } from '../components/load-state.tsx';
import { shortDate } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import { DEFAULT_DRAW, useRouteId } from '../state.ts';
import '../rewards.css';

/** /rewardsDetail: a draw's details, the customer's lucky numbers in it, and its result once held. */
export function RewardsDetailPage() {
  const t = useMessages(rewardsMessages);
  const navigate = useNavigate();
  const id = useRouteId('sorteioId', DEFAULT_DRAW);
  const draw = useDraw(id);
  const d = draw.data;
  return (
    <>
      <TopBar title={d?.nome ?? t('drawHeading')} />
      <main className="page-content" id="main" data-testid="draw-detail">
        <LoadState query={draw} />
        {d ? (
          <>
            <p>{t('drawDate', { date: shortDate(d.dataExtracaoLoteriaFederal) })}</p>
            <p>{t('drawPrize', { prize: d.premio })}</p>
            <p className="muted">{d.certificadoAutorizacao}</p>
            <h2 className="rewards-section">{t('luckyHeading')}</h2>
            {d.meusNumeros.length === 0 ? <p className="muted">{t('noLuckyNumbers')}</p> : null}
            <ul className="rewards-list" data-testid="lucky-numbers">
              {d.meusNumeros.map((n) => (
                <li key={n.numero} className="rewards-number" data-testid="lucky-number">
                  {n.numero}
                  {n.cancelado ? <span className="muted"> ({t('cancelled')})</span> : null}
                </li>
              ))}
            </ul>
            <h2 className="rewards-section">{t('drawResult')}</h2>
            {d.situacao === 'AGUARDANDO_EXTRACAO' ? (
              <p data-testid="draw-waiting">{t('drawWaiting')}</p>
            ) : null}
            {d.premiosLoteriaFederal ? (
              <ol className="rewards-list" data-testid="draw-prizes">
                {d.premiosLoteriaFederal
                  .map((prize, i) => ({ position: i + 1, prize }))
                  .map(({ position, prize }) => (
                    <li key={position}>
                      {t('drawPrizeLine', { position, number: String(prize).padStart(5, '0') })}
                    </li>
                  ))}
              </ol>
            ) : null}
            {d.numeroSorteado ? (
              <p>
                {t('drawnNumber')}:{' '}
                <strong className="rewards-number" data-testid="draw-drawn">
                  {d.numeroSorteado}
                </strong>
              </p>
            ) : null}
            <p className="muted">{t('drawRule')}</p>
            {d.situacao === 'REALIZADO' ? (
              <div className="page-actions">
                <Button
                  data-testid="draw-see-winner"
                  onClick={() => navigate('/rewardWinner', { state: { sorteioId: d.sorteioId } })}
                >
                  {t('seeWinner')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </main>
    </>
  );
}
