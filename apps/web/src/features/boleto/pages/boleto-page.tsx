import { useNavigate } from 'react-router';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { ScheduleList } from '../components/schedule-list.tsx';
import { boletoMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../boleto.css';

type Choice = 'pay' | 'deposit';

/** /boleto: pay a boleto or issue one to deposit, and the scheduled payments. */
export function BoletoPage() {
  const t = useMessages(boletoMessages);
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('hubTitle')} />
      <main className="page-content" id="main">
        <OptionMenu<Choice>
          legend={t('hubTitle')}
          options={[
            { value: 'pay', label: t('hubPay'), description: t('hubPayText') },
            { value: 'deposit', label: t('hubDeposit'), description: t('hubDepositText') },
          ]}
          onNext={(choice) => navigate(choice === 'pay' ? '/insertBoleto' : '/generateBoleto')}
        />
        <ScheduleList />
      </main>
    </>
  );
}
