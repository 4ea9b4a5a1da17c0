// The verification code as printed on the document, typed by whoever holds it: read in any
// case, with or without dashes and spaces (verificationCode.ts), then opened as the result
// page of that code, which is also where the document's QR code leads.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/form/TextField';
import { messages } from '../messages';
import { VERIFY_PATH } from '../paths';
import { normalizeCode } from '../verificationCode';

const m = messages.verify;

export function CodeForm({ initial = '', autoFocus }: { initial?: string; autoFocus?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(value);
    if (!code) {
      setError(value.trim() ? m.codeInvalid : m.codeRequired);
      field.current?.focus();
      return;
    }
    setValue(code);
    void navigate(`${VERIFY_PATH}/${code}`);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="verify-form">
      <TextField
        id={`${id}-code`}
        ref={field}
        label={m.codeLabel}
        hint={m.codeHint}
        error={error}
        value={value}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        autoFocus={autoFocus}
        inputClassName="verify-form__code"
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="btn btn-primary btn-lg w-100">
        {m.submit}
      </button>
    </form>
  );
}
