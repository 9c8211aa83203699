import { useNavigate } from 'react-router';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { transferMessages } from '../messages.ts';
import type { TransferPageState } from './transfer-page.tsx';
import '../../../styles/flow.css';

type TransactionChoice = 'pix' | 'transfer' | 'schedules' | 'statement';

/**
 * /transactionOptions: what to do with money going out (wallet.md option menu "Transfer: Pix, transfer
 * money"), with the customer's scheduled transfers and the statement beside them, where a bank's
 * "transactions" menu keeps them.
 */
export function TransactionOptionsPage() {
  const t = useMessages(transferMessages);
  const navigate = useNavigate();
  const next = (choice: TransactionChoice) => {
    if (choice === 'pix') navigate('/pixLandingComponent', { state: { pixAction: 'send' } });
    else if (choice === 'transfer') navigate('/tedTransfer');
    else if (choice === 'schedules')
      navigate('/tedTransfer', { state: { view: 'schedules' } satisfies TransferPageState });
    else navigate('/newTransactionHistory');
  };
  return (
    <>
      <TopBar title={t('optionsTitle')} />
      <main className="page-content" id="main">
        <OptionMenu<TransactionChoice>
          legend={t('optionsLegend')}
          options={[
            { value: 'pix', label: t('optionPix'), description: t('optionPixText') },
            { value: 'transfer', label: t('optionTransfer'), description: t('optionTransferText') },
            { value: 'schedules', label: t('optionSchedules'), description: t('optionSchedulesText') },
            { value: 'statement', label: t('optionStatement'), description: t('optionStatementText') },
          ]}
          onNext={next}
        />
      </main>
    </>
  );
}
