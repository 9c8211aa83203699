import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCompletedPrograms } from '../api/completed-programs.ts';
import { LoadState } from '../components/load-state.tsx';
import { ProgramCard } from '../components/program-card.tsx';
import { shortDate } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import '../rewards.css';

/** /completedRewards: the programmes the customer completed. */
export function CompletedRewardsPage() {
  const t = useMessages(rewardsMessages);
  const completed = useCompletedPrograms();
  return (
    <>
      <TopBar title={t('completedTitle')} />
      <main className="page-content" id="main">
        <LoadState query={completed} />
        {completed.data && completed.data.length === 0 ? <p className="muted">{t('noCompleted')}</p> : null}
        <ul className="rewards-list">
          {completed.data?.map((program) => (
            <ProgramCard key={program.programaId} program={program} />
          ))}
        </ul>
        {completed.data?.map((program) =>
          program.concluidoEm ? (
            <p key={program.programaId} className="muted">
              {program.nome}: {t('completedOn', { when: shortDate(program.concluidoEm) })}
            </p>
          ) : null,
        )}
      </main>
    </>
  );
}
