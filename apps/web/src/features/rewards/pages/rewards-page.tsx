import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePrograms } from '../api/programs.ts';
import { useSnapshot } from '../api/snapshot.ts';
import { LoadState, rewardsOff } from '../components/load-state.tsx';
import { ProgramCard } from '../components/program-card.tsx';
import { brl } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import '../rewards.css';

/** /rewards: the figures (snapshot) and every programme with its progress. */
export function RewardsPage() {
  const t = useMessages(rewardsMessages);
  const navigate = useNavigate();
  const snapshot = useSnapshot();
  const programs = usePrograms();
  // Rewards turned off for this customer: the refusal alone, nothing else to press.
  const off = rewardsOff(snapshot.error);
  return (
    <>
      <TopBar title={t('title')} />
      <main className="page-content" id="main">
        <LoadState query={snapshot} />
        {snapshot.data ? (
          <dl className="rewards-figures" data-testid="rewards-snapshot">
            <div>
              <dt>{t('cashbackReceived')}</dt>
              <dd data-testid="rewards-cashback">{brl(snapshot.data.cashbackRecebido)}</dd>
            </div>
            <div>
              <dt>{t('inProgress')}</dt>
              <dd>{snapshot.data.programasEmAndamento}</dd>
            </div>
            <div>
              <dt>{t('couponsAvailable')}</dt>
              <dd>{snapshot.data.cuponsDisponiveis}</dd>
            </div>
            <div>
              <dt>{t('luckyNumbers')}</dt>
              <dd>{snapshot.data.numerosDaSorte}</dd>
            </div>
          </dl>
        ) : null}
        {off ? null : <h2 className="rewards-section">{t('programsHeading')}</h2>}
        {snapshot.isError ? null : <LoadState query={programs} />}
        {programs.data ? (
          <ul className="rewards-list">
            {programs.data.map((program) => (
              <ProgramCard key={program.programaId} program={program} />
            ))}
          </ul>
        ) : null}
        {off ? null : (
          <div className="rewards-links">
            <Button
              variant="outlined"
              data-testid="rewards-coupons"
              onClick={() => navigate('/redeemReward')}
            >
              {t('couponsLink')}
            </Button>
            <Button
              variant="outlined"
              data-testid="rewards-history"
              onClick={() => navigate('/rewardsHistory')}
            >
              {t('history')}
            </Button>
            <Button
              variant="outlined"
              data-testid="rewards-completed"
              onClick={() => navigate('/completedRewards')}
            >
              {t('completedLink')}
            </Button>
          </div>
        )}
      </main>
    </>
  );
}
