// The name search: applied by itself a moment after typing stops, or at once with Enter or
// 'Cari'. Characters the contract refuses (< > { } \) are named under the field and not
// sent. Back and forward bring the address's search back into the field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isValidQuery, MAX_QUERY_LENGTH } from '../filters';
import { messages } from '../messages';

export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  /** A new search; `commit`: Enter or 'Cari' (a history entry), otherwise typing. */
  onSearch: (q: string, commit: boolean) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed (Back, 'Hapus semua filter'): show its search.
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const trimmed = text.trim();
  const valid = isValidQuery(trimmed);
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });

  useEffect(() => {
    if (!valid || trimmed === value) return undefined;
    const timer = setTimeout(() => report.current(trimmed, false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, valid, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSearch(trimmed, true);
  };

  return (
    <form role="search" className="hs-search" onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label">
        {messages.filters.search}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="search"
          className={`form-control${valid ? '' : ' is-invalid'}`}
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={messages.filters.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : `${id}-error`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {messages.filters.searchSubmit}
        </button>
      </div>
      {!valid && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {messages.filters.searchInvalid}
        </div>
      )}
    </form>
  );
}
