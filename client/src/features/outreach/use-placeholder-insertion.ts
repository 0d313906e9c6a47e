import { useRef } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The placeholder helper writes `{{name}}` where the cursor was in the field the user worked in
 * last (the subject or the body), so a click on a helper button does not lose the place.
 */
export function usePlaceholderInsertion<F extends string>(defaultField: F, setField: (field: F, value: string) => void) {
  const elements = useRef(new Map<F, TextField>());
  const lastField = useRef<F>(defaultField);

  function target(field: F) {
    return {
      ref: (element: TextField | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      },
      onFocus: () => {
        lastField.current = field;
      },
    };
  }

  function insert(name: string) {
    const field = lastField.current;
    const element = elements.current.get(field);
    if (!element) return;
    const token = `{{${name}}}`;
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    setField(field, element.value.slice(0, start) + token + element.value.slice(end));
    const caret = start + token.length;
    // After React has written the new value: back into the field, just past the placeholder.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(caret, caret);
    });
  }

  return { target, insert };
}
