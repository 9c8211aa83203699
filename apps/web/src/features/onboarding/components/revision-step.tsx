import { formatCep, formatCpf } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { centavos, formatBRL } from '@carteira/core/money';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { registerPerson } from '../api/onboarding-calls.ts';
import type { OnboardingEvent, OnboardingState } from '../flow/onboarding-flow.ts';
import { personPayload } from '../flow/registration-payload.ts';
import { onboardingMessages } from '../messages.ts';
import { StepAlert, useFailureText } from './step-kit.tsx';

type Dispatch = (event: OnboardingEvent) => void;
type Editable = 'idDetails' | 'personal' | 'address';

function row(label: string, value: ReactNode, testId?: string) {
  return (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * /revision: the data to be sent (the document as confirmed, about the applicant, the address), each
 * part with its correction; Confirm sends it all (cliente/cadastrar-pessoa-fisica), then the terms.
 */
export function RevisionStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const { idDetails: id, personal, address } = state;
  const send = useMutation({
    mutationFn: () => {
      if (!id || !personal || !address) throw new Error('the revision opened without the data');
      return registerPerson(personPayload(id, personal, address));
    },
    onSuccess: () => dispatch({ type: 'DATA_SENT' }),
  });
  const failure = useFailureText(send.error);
  if (!id || !personal || !address) return null;
  const section = (title: string, edit: Editable, rows: ReactNode) => (
    <section className="onboarding__revision" data-testid={`revision-${edit}`}>
      <div className="onboarding__revision-head">
        <h2>{title}</h2>
        <Button
          variant="text"
          block={false}
          onClick={() => dispatch({ type: 'EDIT', step: edit })}
          data-testid={`revision-edit-${edit}`}
        >
          {t('edit')}
        </Button>
      </div>
      <dl className="review review--stacked card">{rows}</dl>
    </section>
  );
  return (
    <div className="flow-form" data-testid="onboarding-revision">
      <h2 className="flow-heading">{t('revisionHeading')}</h2>
      <p className="muted">{t('revisionIntro')}</p>
      <dl className="review review--stacked card" data-testid="revision-holder">
        {state.name ? row(t('nameLabel'), state.name) : null}
        {row(t('cpfLabel'), formatCpf(state.cpf))}
        {state.email ? row(t('emailLabel'), state.email) : null}
        {state.phone ? row(t('phoneLabel'), state.phone) : null}
      </dl>
      {section(
        t('revisionDocument'),
        'idDetails',
        <>
          {row(t('rgLabel'), id.numero, 'revision-rg')}
          {row(t('issueDateLabelShort'), id.dataEmissao ? formatDate(id.dataEmissao) : t('notInformed'))}
          {row(t('issuerShort'), `${id.orgaoEmissor} / ${id.ufOrgaoEmissor}`)}
          {row(t('motherLabel'), id.nomeMae)}
          {id.nomePai ? row(t('fatherShort'), id.nomePai) : null}
        </>,
      )}
      {section(
        t('personalIntro'),
        'personal',
        <>
          {row(t('sexLabel'), t(personal.sexo === 'F' ? 'female' : 'male'))}
          {row(
            t('pepShort'),
            personal.pep
              ? t('pepSince', { role: personal.pep.cargo, date: formatDate(personal.pep.inicioExposicao) })
              : t('no'),
            'revision-pep',
          )}
          {row(t('incomeShort'), formatBRL(centavos(personal.renda)), 'revision-income')}
        </>,
      )}
      {section(
        t('revisionAddress'),
        'address',
        <>
          {row(
            t('revisionStreet'),
            [address.street, address.number, address.complement].filter(Boolean).join(', '),
            'revision-street',
          )}
          {address.neighborhood ? row(t('districtLabel'), address.neighborhood) : null}
          {row(t('revisionCity'), t('cityState', { city: address.city, uf: address.state }))}
          {row(t('cepLabel'), formatCep(address.cep))}
        </>,
      )}
      <StepAlert text={failure} />
      <div className="page-actions">
        <Button loading={send.isPending} onClick={() => send.mutate()} data-testid="revision-confirm">
          {t('revisionConfirm')}
        </Button>
      </div>
    </div>
  );
}
