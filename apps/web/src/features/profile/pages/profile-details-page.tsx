import { formatCep, formatPhone } from '@carteira/core/br';
import { type ReactNode, useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { type MailingAddress, useProfileDetails } from '../../../lib/customer/profile-details.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import type { ChangeKind } from '../api/profile-change.ts';
import { ChangeFlowView, useChangeFlow } from '../components/change-flow-view.tsx';
import { previousStep } from '../flow/change-flow.ts';
import { profileMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../profile.css';

const TITLE = {
  email: 'changeEmailTitle',
  phone: 'changePhoneTitle',
  address: 'changeAddressTitle',
} as const;

function addressLines(a: MailingAddress): string[] {
  const street = [a.street, a.number].filter(Boolean).join(', ');
  return [
    a.complement ? `${street} - ${a.complement}` : street,
    [a.neighborhood, [a.city, a.state].filter(Boolean).join('/')].filter(Boolean).join(' - '),
    formatCep(a.cep),
  ];
}

/** One change in progress, with the top bar's back going one step back (wallet.md section 2). */
function Editing({ kind, onLeave }: { kind: ChangeKind; onLeave: () => void }) {
  const t = useMessages(profileMessages);
  const flow = useChangeFlow(kind);
  const [state, dispatch] = flow;
  const back = () => {
    if (state.step === 'sending') return;
    if (state.step === 'done' || previousStep(state.step) === null) onLeave();
    else dispatch({ type: 'BACK' });
  };
  return (
    <>
      <TopBar title={t(TITLE[kind])} onBack={back} />
      <main className="page-content" id="main">
        <ChangeFlowView kind={kind} flow={flow} onFinished={onLeave} />
      </main>
    </>
  );
}

/** /profileDetails: the e-mail, mobile phone and mailing address, each changed through its chain. */
export function ProfileDetailsPage() {
  const t = useMessages(profileMessages);
  const goBack = useGoBack('/myAccount');
  const details = useProfileDetails();
  const [editing, setEditing] = useState<ChangeKind | null>(null);
  if (editing) return <Editing kind={editing} onLeave={() => setEditing(null)} />;

  const row = (kind: ChangeKind, label: string, value: ReactNode) => (
    <div className="profile-row" data-testid={`profile-${kind}`}>
      <dt>{label}</dt>
      <dd>
        <span className="profile-row__value" data-testid={`profile-${kind}-value`}>
          {value}
        </span>
        <button
          type="button"
          className="profile-row__change"
          onClick={() => setEditing(kind)}
          aria-label={`${t('change')}: ${label}`}
          data-testid={`profile-${kind}-change`}
        >
          {t('change')}
        </button>
      </dd>
    </div>
  );
  const d = details.data;
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        {details.isPending ? <Spinner block label={t('loading')} /> : null}
        {details.isError ? <p className="muted">{t('loadFailed')}</p> : null}
        {d ? (
          <section>
            <dl className="profile-details">
              {row('email', t('emailLabel'), d.email)}
              {row('phone', t('phoneLabel'), formatPhone(d.mobile))}
              {row(
                'address',
                t('mailingLabel'),
                d.mailing
                  ? addressLines(d.mailing).map((line) => (
                      <span key={line} className="profile-row__line">
                        {line}
                      </span>
                    ))
                  : t('noAddress'),
              )}
            </dl>
          </section>
        ) : null}
      </main>
    </>
  );
}
