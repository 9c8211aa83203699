import { useNavigate } from 'react-router';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { boletoMessages } from '../messages.ts';
import '../../../styles/flow.css';

type Choice = 'boleto' | 'ted' | 'pix';

const NEXT: Record<Choice, string> = { boleto: '/generateBoleto', ted: '/tedDeposit', pix: '/pixReceive' };

/** /depositLandingComponent: put money in by a deposit boleto, a TED or a Pix. */
export function DepositLandingPage() {
  const t = useMessages(boletoMessages);
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('depositLandingTitle')} />
      <main className="page-content" id="main">
        <OptionMenu<Choice>
          legend={t('depositLandingHeading')}
          options={[
            { value: 'boleto', label: t('depositBoleto'), description: t('depositBoletoText') },
            { value: 'ted', label: t('depositTed'), description: t('depositTedText') },
            { value: 'pix', label: t('depositPix'), description: t('depositPixText') },
          ]}
          onNext={(choice) => navigate(NEXT[choice])}
        />
      </main>
    </>
  );
}
