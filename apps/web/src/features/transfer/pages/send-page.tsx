import { useNavigate } from 'react-router';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { transferMessages } from '../messages.ts';
import '../../../styles/flow.css';

type SendChoice = 'pix' | 'transfer';

/** /sendComponent: Pix or a transfer between Carteira accounts (wallet.md option menu "Transfer"). */
export function SendPage() {
  const t = useMessages(transferMessages);
  const navigate = useNavigate();
  const next = (choice: SendChoice) =>
    choice === 'pix'
      ? navigate('/pixLandingComponent', { state: { pixAction: 'send' } })
      : navigate('/tedTransfer');
  return (
    <>
      <TopBar title={t('sendTitle')} />
      <main className="page-content" id="main">
        <OptionMenu<SendChoice>
          legend={t('sendLegend')}
          options={[
            { value: 'transfer', label: t('optionTransfer'), description: t('optionTransferText') },
            { value: 'pix', label: t('optionPix'), description: t('optionPixText') },
          ]}
          onNext={next}
        />
      </main>
    </>
  );
}
