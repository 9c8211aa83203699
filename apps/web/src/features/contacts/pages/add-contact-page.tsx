import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import type { Contact, SaveContactDraft } from '../../../lib/bank/contacts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useSaveContact } from '../api/change-contacts.ts';
import { DetailsStep } from '../components/details-step.tsx';
import { KeyStep } from '../components/key-step.tsx';
import { KeyTypeStep } from '../components/key-type-step.tsx';
import {
  type AddContactState,
  addContactReducer,
  addKeyState,
  leavesOnBack,
  newContactState,
  stateFromDraft,
} from '../flow/add-contact-flow.ts';
import { contactsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../contacts.css';

/** Where the route starts: a receipt's draft, a kept contact to add a key to, or empty. */
function initialState(pathname: string, state: unknown): AddContactState {
  const s = (state ?? {}) as { contact?: Contact; draft?: SaveContactDraft } & Partial<SaveContactDraft>;
  if (s.contact) return addKeyState(s.contact);
  if (pathname === '/saveContactFromTransaction')
    return stateFromDraft(typeof s.name === 'string' ? (s as SaveContactDraft) : null);
  return newContactState;
}

/**
 * /addContact and /saveContactFromTransaction: name, CPF/CNPJ and nickname, then a key of a type or an
 * agency and account; from a Pix receipt the details and the key paid come filled in.
 */
export function AddContactPage() {
  const t = useMessages(contactsMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack('/contacts');
  const [state, dispatch] = useReducer(addContactReducer, undefined, () =>
    initialState(location.pathname, location.state),
  );
  const save = useSaveContact();
  const sent = useRef<AddContactState | null>(null);
  useEffect(() => {
    if (state.step !== 'saving' || sent.current === state) return;
    sent.current = state;
    save.mutate(
      { ...state.details, key: state.key },
      {
        onSuccess: (contact) => dispatch({ type: 'SAVED', name: contact.nickname || contact.name }),
        onError: (error) =>
          dispatch({
            type: 'SAVE_FAILED',
            errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater',
          }),
      },
    );
  }, [state, save]);
  const fromReceipt = location.pathname === '/saveContactFromTransaction';
  const title = fromReceipt
    ? t('saveTitle')
    : state.step === 'keyType' && state.fixedDetails
      ? t('addKeyTitle')
      : t('addTitle');
  const body = () => {
    switch (state.step) {
      case 'details':
        return <DetailsStep state={state} dispatch={dispatch} />;
      case 'keyType':
        return <KeyTypeStep state={state} dispatch={dispatch} />;
      case 'key':
        return <KeyStep state={state} dispatch={dispatch} />;
      case 'saving':
        return <Spinner block label={t('loading')} />;
      case 'saved':
        return (
          <div className="flow-form done" data-testid="contact-saved">
            <div className="done__badge">
              <Icon name="check" size={36} />
            </div>
            <h2 className="done__heading">{t('savedHeading')}</h2>
            <p className="done__text">{t('savedText', { name: state.name })}</p>
            <div className="page-actions">
              <Button
                onClick={() => navigate('/contacts', { replace: true })}
                data-testid="contact-see-contacts"
              >
                {t('seeContacts')}
              </Button>
            </div>
          </div>
        );
    }
  };
  return (
    <>
      <TopBar title={title} onBack={() => (leavesOnBack(state) ? goBack() : dispatch({ type: 'BACK' }))} />
      <main className="page-content" id="main" data-step={state.step}>
        {body()}
      </main>
    </>
  );
}
