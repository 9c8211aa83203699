import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type DocumentRef, type SignedDocument, useSignedDocument } from '../api/signed-documents.ts';
import { formatDay } from '../format.ts';
import { profileMenuMessages } from '../messages.ts';

const FILE_NAME: Record<DocumentRef['kind'], string> = {
  'terms-of-use': 'termos-de-uso.txt',
  'address-declaration': 'declaracao-de-residencia.txt',
  ccb: 'ccb.html',
};

function fileNameOf(ref: DocumentRef): string {
  return ref.kind === 'ccb' ? `ccb-${ref.contractId}.html` : FILE_NAME[ref.kind];
}

/** Saves the document as the file it is (plain text or HTML) on the device. */
export function downloadDocument(ref: DocumentRef, document: SignedDocument): void {
  const blob = new Blob([document.content], { type: `${document.contentType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileNameOf(ref);
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * One signed document, readable in the page: plain text as written, the contract's HTML in a frame
 * that runs nothing (sandboxed, no scripts); and its download.
 */
export function DocumentView({ docRef }: { docRef: DocumentRef }) {
  const t = useMessages(profileMenuMessages);
  const document = useSignedDocument(docRef);
  if (document.isPending) return <Spinner />;
  if (document.isError || !document.data) {
    return (
      <div className="menu-section" role="alert">
        <p className="menu-row">{t('documentFailed')}</p>
        <Button variant="outlined" onClick={() => void document.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const doc = document.data;
  return (
    <article className="document" data-testid="document-view">
      <h2 className="document__title">{doc.title}</h2>
      {doc.signedAt ? <p className="muted">{t('signedOn', { date: formatDay(doc.signedAt) })}</p> : null}
      {doc.contentType === 'text/html' ? (
        <iframe
          className="document__frame"
          title={doc.title}
          sandbox=""
          srcDoc={doc.content}
          data-testid="document-frame"
        />
      ) : (
        <div className="document__text" lang="pt-BR" data-testid="document-text">
          {doc.content}
        </div>
      )}
      <Button
        variant="outlined"
        onClick={() => downloadDocument(docRef, doc)}
        data-testid="document-download"
      >
        {t('download')}
      </Button>
    </article>
  );
}
