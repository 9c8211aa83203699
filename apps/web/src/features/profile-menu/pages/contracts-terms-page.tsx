import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { type Translate as TranslateOf, useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  type DocumentRef,
  type SignedContract,
  useSignedContracts,
  useSignedDocument,
} from '../api/signed-documents.ts';
import { DocumentView } from '../components/document-view.tsx';
import { formatDay } from '../format.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

type Translate = TranslateOf<MessageKey<typeof profileMenuMessages>>;

function isDocumentRef(value: unknown): value is DocumentRef {
  const v = value as { kind?: unknown; contractId?: unknown } | null;
  return (
    v?.kind === 'terms-of-use' ||
    v?.kind === 'address-declaration' ||
    (v?.kind === 'ccb' && typeof v.contractId === 'string')
  );
}

/**
 * /contractsAndTerms: the terms signed when opening the account and every financing contract, each
 * read in the page (the document travels in the navigation state, so back returns to the list) or
 * downloaded.
 */
export function ContractsTermsPage() {
  const t = useMessages(profileMenuMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { document?: unknown } | null;
  const open = isDocumentRef(state?.document) ? state.document : null;
  const read = (document: DocumentRef) => navigate('/contractsAndTerms', { state: { document } });
  return (
    <>
      <TopBar title={t('contractsTitle')} />
      <main className="page-content" id="main">
        {open ? (
          <DocumentView docRef={open} />
        ) : (
          <>
            <p className="muted">{t('contractsIntro')}</p>
            <AccountTerms t={t} onRead={read} />
            <FinancingContracts t={t} onRead={read} />
          </>
        )}
      </main>
    </>
  );
}

function AccountTerms({ t, onRead }: { t: Translate; onRead: (ref: DocumentRef) => void }) {
  const terms = useSignedDocument({ kind: 'terms-of-use' });
  const declaration = useSignedDocument({ kind: 'address-declaration' });
  const rows = [
    { ref: { kind: 'terms-of-use' } as const, label: t('termsOfUse'), query: terms },
    { ref: { kind: 'address-declaration' } as const, label: t('addressDeclaration'), query: declaration },
  ];
  const pending = terms.isPending || declaration.isPending;
  const failed = terms.isError || declaration.isError;
  const signed = rows.filter((row) => row.query.data);
  return (
    <section className="menu-section" aria-labelledby="terms-section" data-testid="account-terms">
      <h2 id="terms-section" className="menu-section__title">
        {t('accountTermsSection')}
      </h2>
      {pending ? <Spinner size="small" /> : null}
      {failed ? <p className="menu-row">{t('listFailed')}</p> : null}
      {!pending && !failed && signed.length === 0 ? (
        <p className="menu-row muted">{t('noAccountTerms')}</p>
      ) : null}
      {signed.map((row) => (
        <DocumentRow
          key={row.ref.kind}
          title={row.label}
          detail={row.query.data?.signedAt ? t('signedOn', { date: formatDay(row.query.data.signedAt) }) : ''}
          readLabel={t('read')}
          onRead={() => onRead(row.ref)}
          testId={`document-${row.ref.kind}`}
        />
      ))}
    </section>
  );
}

const STATE_LABEL = { active: 'stateActive', settled: 'stateSettled', ended: 'stateEnded' } as const;

function FinancingContracts({ t, onRead }: { t: Translate; onRead: (ref: DocumentRef) => void }) {
  const contracts = useSignedContracts();
  const detail = (c: SignedContract) =>
    [t(STATE_LABEL[c.state]), c.acceptedAt ? t('acceptedOn', { date: formatDay(c.acceptedAt) }) : '']
      .filter(Boolean)
      .join(' · ');
  return (
    <section className="menu-section" aria-labelledby="contracts-section" data-testid="financing-documents">
      <h2 id="contracts-section" className="menu-section__title">
        {t('financingSection')}
      </h2>
      {contracts.isPending ? <Spinner size="small" /> : null}
      {contracts.isError ? <p className="menu-row">{t('listFailed')}</p> : null}
      {contracts.data?.length === 0 ? <p className="menu-row muted">{t('noContracts')}</p> : null}
      {contracts.data?.map((c) => (
        <DocumentRow
          key={c.id}
          title={t('ccbOf', { device: c.device })}
          detail={detail(c)}
          readLabel={t('read')}
          onRead={() => onRead({ kind: 'ccb', contractId: c.id })}
          testId="document-ccb"
        />
      ))}
    </section>
  );
}

function DocumentRow(props: {
  title: string;
  detail: string;
  readLabel: string;
  onRead: () => void;
  testId: string;
}) {
  return (
    <div className="menu-row" data-testid={props.testId}>
      <span>
        <strong className="document-row__title">{props.title}</strong>
        {props.detail ? <span className="menu-hint document-row__detail">{props.detail}</span> : null}
      </span>
      <Button variant="outlined" block={false} onClick={props.onRead} data-testid="document-read">
        {props.readLabel}
      </Button>
    </div>
  );
}
