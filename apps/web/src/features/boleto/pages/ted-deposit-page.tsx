import { formatAccountNumber, formatCpf } from '@carteira/core/br';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { shareText } from '../../../lib/share.ts';
import { boletoMessages } from '../messages.ts';
import '../../../styles/flow.css';

/** This bank's COMPE code, as the bank names itself on the wire (docs/bank-api.md). */
const BANK_CODE = '999';

/** /tedDeposit: the account's details for receiving a TED. */
export function TedDepositPage() {
  const t = useMessages(boletoMessages);
  const session = useSession();
  const snackbar = useSnackbar();
  if (!session) return null;
  const rows: Array<[string, string]> = [
    [t('tedBank'), `${BANK_CODE} · ${session.bankName}`],
    [t('tedAgency'), session.agency],
    [t('tedAccount'), formatAccountNumber(session.accountNumber)],
    [t('tedHolder'), session.name],
    [t('tedCpf'), formatCpf(session.cpf)],
  ];
  const copy = async () => {
    const result = await shareText({
      title: t('tedTitle'),
      text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    });
    if (result === 'copied') snackbar.show({ text: t('detailsCopied'), duration: 'short' });
  };
  return (
    <>
      <TopBar title={t('tedTitle')} />
      <main className="page-content" id="main">
        <div className="flow-form">
          <h2 className="flow-heading">{t('tedHeading')}</h2>
          <dl className="review card" data-testid="ted-deposit-details">
            {rows.map(([label, value]) => (
              <div className="review__row" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="page-actions">
            <Button onClick={copy}>{t('copyDetails')}</Button>
          </div>
        </div>
      </main>
    </>
  );
}
