// The login page's one field, without a form library: the page is the first thing a phone
// downloads, so it carries neither react-hook-form nor zod (the budget in
// web/build/budgets.ts). The zod schema loads on the first submit; from then on the field
// is checked again as the customer types, as the other sign-in forms do.
import { useCallback, useRef, useState, type ChangeEvent } from 'react';

type Check = { ok: true; value: string } | { ok: false; message: string };

async function check(identifier: string): Promise<Check> {
  const { loginSchema } = await import('./schemas');
  const result = loginSchema.safeParse({ identifier });
  if (result.success) return { ok: true, value: result.data.identifier };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}

export function useIdentifierField(initial: string) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submitted = useRef(false);
  const ref = useRef<HTMLInputElement>(null);
  const focus = useCallback(() => ref.current?.focus(), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setValue(next);
    if (submitted.current) {
      void check(next).then((result) => setError(result.ok ? undefined : result.message));
    }
  };

  /** The checked (trimmed) entry, or null after showing why it cannot be sent. */
  const validate = async (): Promise<string | null> => {
    submitted.current = true;
    const result = await check(value);
    setError(result.ok ? undefined : result.message);
    if (result.ok) return result.value;
    focus();
    return null;
  };

  return {
    input: { ref, value, onChange, name: 'identifier' },
    error,
    validate,
    focus,
  };
}
