import { useNavigate } from 'react-router';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { RewardProgram } from '../api/types.ts';
import { rewardsMessages } from '../messages.ts';

/** A programme with its status and progress bar; opens its overview. */
export function ProgramCard({ program }: { program: RewardProgram }) {
  const t = useMessages(rewardsMessages);
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        className="rewards-card"
        data-testid="reward-program"
        data-program-id={program.programaId}
        onClick={() => navigate('/programOverview', { state: { programaId: program.programaId } })}
      >
        <span className="rewards-card__head">
          <strong>{program.nome}</strong>
          <span className="rewards-badge" data-status={program.situacao}>
            {t(`status${program.situacao}`)}
          </span>
        </span>
        <span className="muted">{program.descricao}</span>
        {program.participando ? (
          <>
            <span className="rewards-progress" aria-hidden="true">
              <span style={{ width: `${program.progressoPercentual}%` }} />
            </span>
            <span className="muted">{t('progress', { percent: program.progressoPercentual })}</span>
          </>
        ) : null}
      </button>
    </li>
  );
}
