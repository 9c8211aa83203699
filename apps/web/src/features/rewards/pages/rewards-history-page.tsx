import { useNavigate } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDrawHistory } from '../api/draw-history.ts';
import { useWonRewards } from '../api/won-rewards.ts';
import { LoadState } from '../components/load-state.tsx';
import { brl, shortDate } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import '../rewards.css';

/** /rewardsHistory: the rewards won (cashback, coupons, lucky numbers) and the draws. */
export function RewardsHistoryPage() {
  const t = useMessages(rewardsMessages);
  const navigate = useNavigate();
  const won = useWonRewards();
  const draws = useDrawHistory();
  return (
    <>
      <TopBar title={t('historyTitle')} />
      <main className="page-content" id="main">
        <LoadState query={won} />
        {won.data && won.data.length === 0 ? <p className="muted">{t('noHistory')}</p> : null}
        <ul className="rewards-list" data-testid="rewards-history-list">
          {won.data?.map((r) => (
            <li
              key={r.recompensaId}
              className="rewards-task"
              data-testid="reward-history-row"
              data-kind={r.tipo}
            >
              <span>
                <strong>{t(`kind${r.tipo}`, { number: r.numeroDaSorte ?? '' })}</strong>
                <br />
                <span className="muted">
                  {r.programa} · {shortDate(r.dataHora)}
                </span>
              </span>
              <span>{r.valor !== null ? brl(r.valor) : ''}</span>
            </li>
          ))}
        </ul>
        <h2 className="rewards-section">{t('drawsHeading')}</h2>
        <LoadState query={draws} />
        <ul className="rewards-list">
          {draws.data?.map((d) => (
            <li key={d.sorteioId}>
              <button
                type="button"
                className="rewards-card"
                data-testid="draw-row"
                onClick={() => navigate('/rewardsDetail', { state: { sorteioId: d.sorteioId } })}
              >
                <strong>{d.nome}</strong>
                <span className="muted">
                  {t('drawDate', { date: shortDate(d.dataExtracaoLoteriaFederal) })}
                </span>
                <span>
                  {d.numeroContemplado ? `${t('winningNumber')}: ${d.numeroContemplado}` : t('drawWaiting')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
