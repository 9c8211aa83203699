import { useId, useState } from 'react';
import './search-picker.css';

export interface PickerItem {
  id: string;
  title: string;
  /** A short code shown at the end of the row (a bank code, say); searched too. */
  subtitle?: string;
  /** A line under the title (a contact's bank and account, say); not searched. */
  detail?: string;
  /** More text a search may match without showing it (an ISPB, say). */
  keywords?: readonly string[];
}

export interface SearchPickerProps<T extends PickerItem> {
  label: string;
  placeholder?: string;
  emptyText: string;
  items: readonly T[];
  onPick: (item: T) => void;
  testId?: string;
}

/** Lower case without accents: "sao" finds "São", "atlantico" finds "Atlântico". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether an item answers a search: any part of its title, or the start of its subtitle or a keyword. */
export function matchesSearch(item: PickerItem, search: string): boolean {
  const wanted = foldForSearch(search);
  if (wanted === '') return true;
  if (foldForSearch(item.title).includes(wanted)) return true;
  return [item.subtitle ?? '', ...(item.keywords ?? [])].some((k) => foldForSearch(k).startsWith(wanted));
}

/** A search box over a list of choices; picking one is a single tap. */
export function SearchPicker<T extends PickerItem>({
  label,
  placeholder,
  emptyText,
  items,
  onPick,
  testId = 'search-picker',
}: SearchPickerProps<T>) {
  const [search, setSearch] = useState('');
  const inputId = useId();
  const listId = useId();
  const shown = items.filter((item) => matchesSearch(item, search));
  return (
    <div className="search-picker">
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <div className="field__control">
          <input
            id={inputId}
            className="field__input"
            type="search"
            autoComplete="off"
            placeholder={placeholder}
            aria-controls={listId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid={`${testId}-search`}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="search-picker__empty" role="status" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <ul className="search-picker__list" id={listId}>
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="search-picker__item"
                onClick={() => onPick(item)}
                data-testid={`${testId}-${item.id}`}
              >
                {item.detail ? (
                  <span className="search-picker__main">
                    <span className="search-picker__title">{item.title}</span>
                    <span className="search-picker__detail">{item.detail}</span>
                  </span>
                ) : (
                  <span className="search-picker__title">{item.title}</span>
                )}
                {item.subtitle ? <span className="search-picker__subtitle">{item.subtitle}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
