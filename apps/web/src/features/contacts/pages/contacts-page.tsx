import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useContact } from '../api/get-contact.ts';
import { useContacts } from '../api/list-contacts.ts';
import { ContactList } from '../components/contact-list.tsx';
import { ContactView } from '../components/contact-view.tsx';
import { contactsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../contacts.css';

/** /contacts: the list searched by name; a contact opens with its keys, nickname and delete. */
export function ContactsPage() {
  const t = useMessages(contactsMessages);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [filter, setFilter] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const contacts = useContacts(filter);
  const open = useContact(openId);
  const body = () => {
    if (openId !== null) {
      if (open.isPending) return <Spinner block label={t('loading')} />;
      if (open.isError || !open.data) return <Failed retry={() => void open.refetch()} />;
      return <ContactView key={open.data.id} contact={open.data} onGone={() => setOpenId(null)} />;
    }
    return (
      <div className="flow-form" data-testid="contacts">
        <TextInput
          kind="text"
          label={t('filter')}
          maxLength={60}
          value={filter}
          onValueChange={setFilter}
          testId="contacts-filter"
        />
        {contacts.isPending ? <Spinner block label={t('loading')} /> : null}
        {contacts.isError ? <Failed retry={() => void contacts.refetch()} /> : null}
        {contacts.isSuccess && contacts.data.length === 0 ? (
          <p className="field__hint" data-testid="contacts-empty">
            {filter.trim() ? t('noMatch') : t('empty')}
          </p>
        ) : null}
        {contacts.isSuccess ? <ContactList contacts={contacts.data} onOpen={(c) => setOpenId(c.id)} /> : null}
        {contacts.hasNextPage ? (
          <Button
            variant="text"
            loading={contacts.isFetchingNextPage}
            onClick={() => void contacts.fetchNextPage()}
            data-testid="contacts-more"
          >
            {t('more')}
          </Button>
        ) : null}
        <div className="page-actions">
          <Button onClick={() => navigate('/addContact')} data-testid="contacts-add">
            {t('add')}
          </Button>
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('title')} onBack={() => (openId !== null ? setOpenId(null) : goBack())} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const t = useMessages(contactsMessages);
  return (
    <div className="flow-form">
      <p role="alert">{t('loadFailed')}</p>
      <Button variant="outlined" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}
