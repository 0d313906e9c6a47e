import { useCallback, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../api/client';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Local form state for string fields; `bind(name)` gives the props of a controlled field. */
export function useFormState<T extends Record<string, string>>(initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);

  const bind = useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<FieldElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    [values],
  );

  return { values, bind };
}

type SubmitAttempt = { isError: boolean; error: unknown; reset: () => void };

/**
 * What a form shows of its last failed submit: the message (the server's words, else `fallback`)
 * and `clear`, for the form's onChange (React's change events bubble from every field). The
 * message is about what was sent, so it goes as soon as the user edits a field to put it right.
 */
export function submitError(attempt: SubmitAttempt, fallback: string) {
  return {
    error: attempt.isError ? errorMessage(attempt.error, fallback) : null,
    clear: () => {
      if (attempt.isError) attempt.reset();
    },
  };
}
