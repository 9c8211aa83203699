import { useReducer } from 'react';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useSchedulePix } from '../api/schedules.ts';
import { useSendByAccount } from '../api/send-by-account.ts';
import { useSendByKey } from '../api/send-by-key.ts';
import { AccountStep } from '../components/account-step.tsx';
import { ContactStep } from '../components/contact-step.tsx';
import { DestinationMenu } from '../components/destination-menu.tsx';
import { KeyStep } from '../components/key-step.tsx';
import { PaySteps } from '../components/pay-steps.tsx';
import { initialSendState, leavesPayFlowOnBack, payReducer } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

/** /pixSendComponent: the destination menu, a key (looked up), an agency and account or a contact, amount, review, PIN, receipt. */
export function PixSendPage() {
  const t = useMessages(pixMessages);
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(payReducer, initialSendState);
  const byKey = useSendByKey();
  const byAccount = useSendByAccount();
  const scheduleByKey = useSchedulePix();
  const onBack = () => (leavesPayFlowOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const inverse = state.step === 'sending' || state.step === 'done';
  const body = () => {
    switch (state.step) {
      case 'destination':
        return <DestinationMenu dispatch={dispatch} />;
      case 'target':
        if (state.destination === 'CONTACTS')
          return <ContactStep contactId={state.contactId} dispatch={dispatch} />;
        return state.destination === 'ACCOUNT' ? (
          <AccountStep draft={state.draft} dispatch={dispatch} />
        ) : (
          <KeyStep destination={state.destination} dispatch={dispatch} />
        );
      default:
        return (
          <PaySteps
            state={state}
            dispatch={dispatch}
            pay={(current, pin) =>
              current.target.kind === 'account'
                ? byAccount.mutateAsync({ pin, amount: current.amount, account: current.target.account })
                : byKey.mutateAsync({
                    pin,
                    amount: current.amount,
                    key: current.target.payee.key,
                    endToEnd: current.target.payee.endToEnd,
                  })
            }
            schedule={(current, pin) =>
              current.target.kind === 'key' && current.schedule
                ? scheduleByKey.mutateAsync({
                    pin,
                    amount: current.amount,
                    key: current.target.payee.key,
                    schedule: current.schedule,
                  })
                : Promise.reject(new Error('only a Pix by key is scheduled'))
            }
          />
        );
    }
  };
  return (
    <>
      <TopBar title={t('sendTitle')} inverse={inverse} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {body()}
      </main>
    </>
  );
}
