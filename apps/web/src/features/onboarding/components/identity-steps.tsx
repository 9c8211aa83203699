import { isStateCode, isValidName } from '@carteira/core/br';
import { todayInSaoPaulo } from '@carteira/core/calendar';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { appLog } from '../../../lib/telemetry/app-log.ts';
import { shellCapabilities } from '../../../native/shell-capabilities.ts';
import { makeCafToken } from '../api/caf-token.ts';
import { decideIdentityCheck } from '../api/identity-check.ts';
import { type DocumentOcr, extractOcr, uploadDocument, uploadSelfie } from '../api/onboarding-calls.ts';
import { OnboardingCallError } from '../api/onboarding-client.ts';
import { issuedOverTenYearsAgo } from '../flow/identity-check.ts';
import type { IdDetails, OnboardingEvent, OnboardingState } from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import {
  acceptablePhoto,
  Choice,
  fileToBase64,
  formatTypedDate,
  isoFromTyped,
  StepAlert,
  StepForm,
  typedFromIso,
  useFailureText,
} from './step-kit.tsx';

type Dispatch = (event: OnboardingEvent) => void;
type DocKind = 'RG' | 'CNH' | 'RNE';
/** Upload codes: front and back per document (RNE's 5 and 6 are ours; docs/onboarding-api.md). */
const CODES: Record<DocKind, [number, number]> = { RG: [1, 2], CNH: [3, 4], RNE: [5, 6] };

/** RG and CNH; the RNE only when the shell scans it (wallet.md section 2, reusable screen 2). */
const documentKinds = (): DocKind[] => (shellCapabilities().rneScan ? ['RG', 'CNH', 'RNE'] : ['RG', 'CNH']);

/** A photo picker: the camera on a phone (capture), the file chooser in a browser. */
function PhotoPicker(props: {
  label: string;
  done: boolean;
  busy: boolean;
  capture: 'environment' | 'user';
  testId: string;
  onPick: (file: File) => void;
}) {
  const t = useMessages(onboardingMessages);
  return (
    <label
      className={`onboarding__photo${props.done ? ' onboarding__photo--done' : ''}`}
      data-testid={`${props.testId}-label`}
    >
      <span>{props.label}</span>
      <span className="muted">{props.busy ? '…' : props.done ? t('photoSent') : t('choosePhoto')}</span>
      <input
        type="file"
        accept="image/jpeg,image/png"
        capture={props.capture}
        className="onboarding__file"
        data-testid={props.testId}
        disabled={props.busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onPick(file);
        }}
      />
    </label>
  );
}

/** A picked photo's address for the preview, released when it is no longer shown. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * The review of a picture before it is sent (wallet.md section 2 journey: front, back and selfie photos
 * with review): the picture as taken, sent only when the applicant keeps it.
 */
function PhotoReview(props: {
  file: File;
  label: string;
  busy: boolean;
  testId: string;
  onUse: () => void;
  onRetake: () => void;
}) {
  const t = useMessages(onboardingMessages);
  const url = useObjectUrl(props.file);
  return (
    <figure className="onboarding__review" data-testid={`${props.testId}-review`}>
      {url ? <img src={url} alt={t('photoPreview', { label: props.label })} /> : null}
      <figcaption className="muted">{t('photoCheck')}</figcaption>
      <div className="onboarding__review-actions">
        <Button loading={props.busy} onClick={props.onUse} data-testid={`${props.testId}-use`}>
          {t('usePhoto')}
        </Button>
        <Button
          variant="text"
          disabled={props.busy}
          onClick={props.onRetake}
          data-testid={`${props.testId}-retake`}
        >
          {t('retakePhoto')}
        </Button>
      </div>
    </figure>
  );
}

function usePhotoText() {
  const t = useMessages(onboardingMessages);
  const failure = useFailureText;
  return { t, failure };
}

export function DocumentStep({ dispatch }: { dispatch: Dispatch }) {
  const { t } = usePhotoText();
  const [kind, setKind] = useState<DocKind | null>(null);
  const [sides, setSides] = useState({ front: false, back: false });
  const [problem, setProblem] = useState<string | null>(null);
  // the picture taken for a side, under review before it is sent
  const [pending, setPending] = useState<{ side: 'front' | 'back'; file: File } | null>(null);
  const upload = useMutation({
    mutationFn: async ({ side, file }: { side: 'front' | 'back'; file: File }) => {
      const codes = CODES[kind ?? 'RG'];
      return {
        side,
        result: await uploadDocument(side === 'front' ? codes[0] : codes[1], await fileToBase64(file)),
      };
    },
    onSuccess: ({ side }) => {
      setSides((s) => ({ ...s, [side]: true }));
      setPending(null);
    },
    onError: (error) => {
      setPending(null);
      setProblem(
        error instanceof OnboardingCallError && error.messageCode !== undefined ? t('unreadable') : null,
      );
    },
  });
  const genericFailure = useFailureText(problem ? null : upload.error);
  const pick = (side: 'front' | 'back') => (file: File) => {
    setProblem(null);
    upload.reset();
    if (!acceptablePhoto(file)) return setProblem(t('badImage'));
    setPending({ side, file });
  };
  return (
    <div className="flow-form" data-testid="onboarding-document">
      <Choice
        legend={t('documentIntro')}
        options={documentKinds().map((k) => ({ value: k, label: t(`doc${k}`) }))}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setSides({ front: false, back: false });
          setPending(null);
        }}
        testId="document-kind"
      />
      {kind ? (
        <>
          <p className="muted">{t('photoTips')}</p>
          <StepAlert text={problem ?? genericFailure} />
          {pending ? (
            <PhotoReview
              file={pending.file}
              label={t(pending.side)}
              busy={upload.isPending}
              testId={`document-${pending.side}`}
              onUse={() => upload.mutate(pending)}
              onRetake={() => setPending(null)}
            />
          ) : (
            <>
              <PhotoPicker
                label={t('front')}
                done={sides.front}
                busy={upload.isPending}
                capture="environment"
                testId="document-front"
                onPick={pick('front')}
              />
              <PhotoPicker
                label={t('back')}
                done={sides.back}
                busy={upload.isPending}
                capture="environment"
                testId="document-back"
                onPick={pick('back')}
              />
            </>
          )}
        </>
      ) : null}
      {pending ? null : (
        <div className="page-actions">
          <Button
            disabled={!sides.front || !sides.back}
            onClick={() => dispatch({ type: 'DOCUMENT_SENT' })}
            data-testid="document-next"
          >
            {t('next')}
          </Button>
        </div>
      )}
    </div>
  );
}

const CAF_TEXT: Record<number, 'caf300' | 'caf400' | 'caf500'> = {
  300: 'caf300',
  400: 'caf400',
  500: 'caf500',
};

/** The OCR as read; an issue date older than 10 years is tracked as an error event (wallet.md section 3). */
async function readOcr(): Promise<DocumentOcr | null> {
  const ocr = await extractOcr().catch(() => null);
  if (ocr && issuedOverTenYearsAgo(ocr.issueDate, todayInSaoPaulo())) {
    appLog(3, 'onboarding-ocr', 'the document was issued more than 10 years ago');
  }
  return ocr;
}

export function SelfieStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const { t } = usePhotoText();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  // the identity check's four conditions, decided before the selfie (wallet.md section 6)
  const check = useQuery({
    queryKey: ['onboarding', 'identity-check', state.cpf],
    queryFn: decideIdentityCheck,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const send = useMutation({
    mutationFn: async (file: File) => {
      const decided = check.data ?? (await check.refetch({ throwOnError: true })).data;
      const credentials = decided?.shouldShowCAF ? decided.credentials : null;
      const token = credentials ? await makeCafToken(credentials, state.cpf) : null;
      await uploadSelfie(await fileToBase64(file), token);
      return { ocr: await readOcr(), shouldShowCAF: token !== null };
    },
    onSuccess: ({ ocr, shouldShowCAF }) => dispatch({ type: 'SELFIE_APPROVED', ocr, shouldShowCAF }),
    onError: (error) => {
      setPending(null);
      // a flag changed at the bank since the check was decided: decided again for the next selfie
      if (error instanceof OnboardingCallError && (error.code === 40310 || error.code === 40311)) {
        void check.refetch();
      }
      if (!(error instanceof OnboardingCallError) || error.messageCode === undefined) return setProblem(null);
      if (error.triesLeft === 0) return dispatch({ type: 'SELFIE_REJECTED' });
      const text = t(CAF_TEXT[error.messageCode] ?? 'cafDefault');
      setProblem(
        error.triesLeft === undefined ? text : `${text} ${t('selfieRetries', { n: error.triesLeft })}`,
      );
    },
  });
  const generic = useFailureText(problem ? null : send.error);
  return (
    <div className="flow-form" data-testid="onboarding-selfie">
      <p>{t('selfieIntro')}</p>
      <StepAlert text={problem ?? generic} />
      {pending ? (
        <PhotoReview
          file={pending}
          label={t('takeSelfie')}
          busy={send.isPending}
          testId="selfie"
          onUse={() => send.mutate(pending)}
          onRetake={() => setPending(null)}
        />
      ) : (
        <PhotoPicker
          label={t('takeSelfie')}
          done={false}
          busy={send.isPending}
          capture="user"
          testId="selfie-input"
          onPick={(file) => {
            setProblem(null);
            send.reset();
            if (!acceptablePhoto(file)) return setProblem(t('badImage'));
            setPending(file);
          }}
        />
      )}
    </div>
  );
}

export function IdDetailsStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const ocr = state.ocr;
  const [numero, setNumero] = useState(state.idDetails?.numero ?? ocr?.rgNumber ?? '');
  const [issued, setIssued] = useState(typedFromIso(state.idDetails?.dataEmissao ?? ocr?.issueDate ?? ''));
  const [body, setBody] = useState(state.idDetails?.orgaoEmissor ?? ocr?.issueBody ?? '');
  const [uf, setUf] = useState(state.idDetails?.ufOrgaoEmissor ?? ocr?.issueState ?? '');
  const [mother, setMother] = useState(state.idDetails?.nomeMae ?? ocr?.motherName ?? '');
  const [father, setFather] = useState(state.idDetails?.nomePai ?? ocr?.fatherName ?? '');
  const [submitted, setSubmitted] = useState(false);
  const details: IdDetails = {
    numero: numero.trim(),
    dataEmissao: isoFromTyped(issued),
    orgaoEmissor: body.trim().toUpperCase(),
    ufOrgaoEmissor: uf.trim().toUpperCase(),
    nomeMae: mother.trim(),
    nomePai: father.trim(),
  };
  // the issue date may be left empty (it is sent as the year-1 date); a typed one must be a real date
  const issuedOk = issued === '' || details.dataEmissao !== '';
  const ok =
    /^[0-9A-Za-z]{5,14}$/.test(details.numero) &&
    issuedOk &&
    /^[A-Z]{2,10}$/.test(details.orgaoEmissor) &&
    isStateCode(details.ufOrgaoEmissor) &&
    isValidName(details.nomeMae) &&
    (details.nomePai === '' || isValidName(details.nomePai));
  return (
    <StepForm
      testId="onboarding-id-details"
      onSubmit={() => {
        setSubmitted(true);
        if (ok) dispatch({ type: 'ID_CONFIRMED', details });
      }}
    >
      <p className="muted">{t('idDetailsIntro')}</p>
      {ocr?.name ? (
        <p className="muted" data-testid="id-ocr-holder">
          {t('ocrHolder', {
            name: ocr.name,
            birth: ocr.dob ? formatTypedDate(typedFromIso(ocr.dob)) : '—',
          })}
        </p>
      ) : null}
      <TextInput
        kind="text"
        label={t('rgLabel')}
        value={numero}
        onValueChange={setNumero}
        pattern={/^[0-9A-Za-z]{5,14}$/}
        validateNow={submitted}
        maxLength={14}
        testId="id-number"
      />
      <TextInput
        kind="text"
        label={t('issueDateLabel')}
        value={issued}
        onValueChange={setIssued}
        digitsOnly
        maxLength={8}
        format={formatTypedDate}
        inputMode="numeric"
        required={false}
        error={submitted && !issuedOk ? t('invalidBirth') : undefined}
        testId="id-issued"
      />
      <TextInput
        kind="text"
        label={t('issueBodyLabel')}
        value={body}
        onValueChange={setBody}
        pattern={/^[A-Za-z]{2,10}$/}
        validateNow={submitted}
        maxLength={10}
        testId="id-body"
      />
      <TextInput
        kind="text"
        label={t('issueStateLabel')}
        value={uf}
        onValueChange={setUf}
        pattern={/^[A-Za-z]{2}$/}
        validateNow={submitted}
        maxLength={2}
        testId="id-uf"
      />
      <TextInput
        kind="text"
        label={t('motherLabel')}
        value={mother}
        onValueChange={setMother}
        validateNow={submitted}
        maxLength={100}
        error={submitted && !isValidName(details.nomeMae) ? t('fullName') : undefined}
        testId="id-mother"
      />
      <TextInput
        kind="text"
        label={t('fatherLabel')}
        value={father}
        onValueChange={setFather}
        required={false}
        maxLength={100}
        testId="id-father"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="id-next">
          {t('next')}
        </Button>
      </div>
    </StepForm>
  );
}
