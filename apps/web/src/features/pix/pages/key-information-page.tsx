import { formatAccountNumber } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { pixKeyTypeName } from '@carteira/core/pix';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useCopyText } from '../../../components/use-copy-text.ts';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { shareText } from '../../../lib/share.ts';
import { useKeyDetails } from '../api/key-details.ts';
import { type MyPixKey, useMyKeys } from '../api/list-keys.ts';
import { KeyDeleteSheet } from '../components/key-delete-sheet.tsx';
import { keyDisplay, keyTypeMessage } from '../components/key-text.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';
import '../pix-pages.css';

/** The key /keyInformationComponent was opened for: navigation state { key } in the DICT form. */
export function keyFromState(state: unknown): string | null {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' && key !== '' ? key : null;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * /keyInformationComponent: one of the account's keys, its type and value (a CPF masked), when it was
 * registered, and what the directory says of it (holder, institution, account, same holder, the
 * look-up's end-to-end id); copy, share, and delete with the list's confirmation.
 */
export function KeyInformationPage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack('/myPixKeysComponent');
  const snackbar = useSnackbar();
  const copyText = useCopyText({ copied: t('keyInfoCopied'), failed: t('copyFailed') });
  const errorText = useErrorText();
  const wanted = keyFromState(location.state);
  const keys = useMyKeys();
  const mine: MyPixKey | null = keys.data?.find((k) => k.value === wanted) ?? null;
  const details = useKeyDetails(mine ? mine.value : null);
  const [deleting, setDeleting] = useState<MyPixKey | null>(null);

  const copy = async () => {
    if (!mine) return;
    await copyText(mine.value);
  };
  const share = async () => {
    if (!mine) return;
    const outcome = await shareText({
      title: t('keyInfoShareTitle', { type: t(keyTypeMessage(mine.type)) }),
      text: t('keyInfoShareText', { key: mine.value }),
    });
    if (outcome === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (outcome === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };

  const missing = wanted === null || (keys.isSuccess && mine === null);
  return (
    <>
      <TopBar title={t('keyInfoTitle')} onBack={goBack} />
      <main className="page-content" id="main" data-testid="pix-key-info">
        {keys.isPending && wanted !== null ? <Spinner block /> : null}
        {keys.isError ? (
          <div className="flow-form">
            <p role="alert">{t('loadFailed')}</p>
            <Button variant="outlined" onClick={() => void keys.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {missing ? (
          <div className="flow-form">
            <p role="alert" data-testid="pix-key-info-missing">
              {t('keyInfoMissing')}
            </p>
            <Button onClick={() => navigate('/myPixKeysComponent', { replace: true })}>{t('seeKeys')}</Button>
          </div>
        ) : null}
        {mine ? (
          <div className="flow-form" data-key-type={pixKeyTypeName(mine.type)}>
            <div className="card">
              <p className="muted">{t('keyInfoValue')}</p>
              <p className="pix-key-info__value" data-testid="pix-key-info-value">
                {keyDisplay(mine.type, mine.value)}
              </p>
            </div>
            <dl className="review card">
              <Row label={t('keyInfoType')} testId="pix-key-info-type">
                {t(keyTypeMessage(mine.type))}
              </Row>
              <Row label={t('keyInfoCreated')} testId="pix-key-info-created">
                {`${formatDate(mine.createdAt)} ${formatTime(mine.createdAt)}`}
              </Row>
              {details.isSuccess ? (
                <>
                  <Row label={t('keyInfoHolder')} testId="pix-key-info-holder">
                    {details.data.name}
                  </Row>
                  <Row label={t('keyInfoTaxId')} testId="pix-key-info-tax-id">
                    <Identifier text={details.data.maskedTaxId} />
                  </Row>
                  <Row label={t('keyInfoInstitution')} testId="pix-key-info-institution">
                    {details.data.institution}
                  </Row>
                  <Row label={t('keyInfoAccount')} testId="pix-key-info-account">
                    {t('keyInfoAccountValue', {
                      agency: details.data.agency,
                      account: formatAccountNumber(details.data.account),
                    })}
                  </Row>
                  {details.data.sameHolder !== null ? (
                    <Row label={t('keyInfoSameHolder')} testId="pix-key-info-same-holder">
                      {details.data.sameHolder ? t('keyInfoSameHolderYes') : t('keyInfoSameHolderNo')}
                    </Row>
                  ) : null}
                  {details.data.endToEndId ? (
                    <Row label={t('keyInfoEndToEnd')} testId="pix-key-info-e2e">
                      <span className="pix-key-info__e2e">{details.data.endToEndId}</span>
                    </Row>
                  ) : null}
                </>
              ) : null}
            </dl>
            {details.isPending ? <Spinner size="small" /> : null}
            {details.isError ? (
              <p className="muted" role="status" data-testid="pix-key-info-details-failed">
                {t('keyInfoHolderFailed')} {errorText(details.error)}
              </p>
            ) : null}
            <div className="page-actions pix-icon-buttons">
              <Button onClick={copy} data-testid="pix-key-info-copy">
                <Icon name="copy" size={20} />
                {t('keyInfoCopy')}
              </Button>
              <Button variant="outlined" onClick={share} data-testid="pix-key-info-share">
                <Icon name="share" size={20} />
                {t('keyInfoShare')}
              </Button>
              <Button variant="text" onClick={() => setDeleting(mine)} data-testid="pix-key-info-delete">
                {t('keyInfoDelete')}
              </Button>
            </div>
          </div>
        ) : null}
        <KeyDeleteSheet deleting={deleting} onClose={() => setDeleting(null)} onDeleted={goBack} />
      </main>
    </>
  );
}
