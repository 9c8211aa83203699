import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useJoinProgram } from '../api/join-program.ts';
import { useTaskOverview } from '../api/task-overview.ts';
import { LoadState } from '../components/load-state.tsx';
import { brl } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import { DEFAULT_PROGRAM, useRouteId } from '../state.ts';
import '../rewards.css';

/** /programOverview: a programme's tasks and progress, its prizes, and joining it. */
export function ProgramOverviewPage() {
  const t = useMessages(rewardsMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = useRouteId('programaId', DEFAULT_PROGRAM);
  const overview = useTaskOverview(id);
  const join = useJoinProgram();
  const program = overview.data;
  return (
    <>
      <TopBar title={program?.nome ?? t('title')} />
      <main className="page-content" id="main" data-testid="program-overview">
        <LoadState query={overview} />
        {program ? (
          <>
            <p>{program.descricao}</p>
            <p>
              <span className="rewards-badge" data-status={program.situacao} data-testid="program-status">
                {t(`status${program.situacao}`)}
              </span>
            </p>
            <h2 className="rewards-section">{t('tasksHeading')}</h2>
            <ul className="rewards-list">
              {program.tarefas.map((task) => (
                <li
                  key={task.tarefaId}
                  className="rewards-task"
                  data-testid="reward-task"
                  data-task-id={task.tarefaId}
                  data-done={task.concluida}
                >
                  <span>
                    <strong>{task.titulo}</strong>
                    {task.numerosDaSortePorVez > 0 ? (
                      <span className="muted">
                        {' '}
                        · {t('luckyPerTask', { count: task.numerosDaSortePorVez })}
                      </span>
                    ) : null}
                  </span>
                  <span data-testid="reward-task-progress">
                    {task.concluida
                      ? t('taskDone')
                      : t('taskProgress', { done: task.realizadas, target: task.meta })}
                  </span>
                </li>
              ))}
            </ul>
            <h2 className="rewards-section">{t('prizesHeading')}</h2>
            <ul>
              {program.premios.cashback > 0 ? (
                <li>{t('prizeCashback', { amount: brl(program.premios.cashback) })}</li>
              ) : null}
              {program.premios.cupomRecarga ? (
                <li>
                  {t('prizeCoupon', {
                    amount: brl(program.premios.cupomRecarga.valor),
                    minimum: brl(program.premios.cupomRecarga.recargaMinima),
                  })}
                </li>
              ) : null}
              {program.premios.sorteioId ? <li>{t('prizeDraw')}</li> : null}
            </ul>
            {join.isError ? (
              <p className="field-error" role="alert" data-testid="program-join-failed">
                {errorText(join.error)}
              </p>
            ) : null}
            <div className="page-actions">
              {program.situacao === 'DISPONIVEL' ? (
                <Button
                  data-testid="program-join"
                  disabled={join.isPending}
                  onClick={() => join.mutate(program.programaId)}
                >
                  {join.isPending ? t('joining') : t('join')}
                </Button>
              ) : null}
              {program.premios.sorteioId ? (
                <Button
                  variant="outlined"
                  data-testid="program-draw"
                  onClick={() =>
                    navigate('/rewardsDetail', { state: { sorteioId: program.premios.sorteioId } })
                  }
                >
                  {t('seeDraw')}
                </Button>
              ) : null}
              {program.situacao === 'CONCLUIDO' ? (
                <Button
                  variant="outlined"
                  data-testid="program-share"
                  onClick={() => navigate('/shareReward', { state: { programaId: program.programaId } })}
                >
                  {t('share')}
                </Button>
              ) : null}
            </div>
            {join.isSuccess ? <p data-testid="program-joined">{t('joined')}</p> : null}
          </>
        ) : null}
      </main>
    </>
  );
}
