import { useCallback, useState, type ChangeEvent } from 'react';

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
