import { useLayoutEffect, useRef } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The placeholder helper writes `{{name}}` where the cursor was in the field the user worked in
 * last (the subject or the body), so a click on a helper button does not lose the place.
 */
export function usePlaceholderInsertion<F extends string>(defaultField: F, setField: (field: F, value: string) => void) {
  const elements = useRef(new Map<F, TextField>());
  const lastField = useRef<F>(defaultField);
  const pendingCaret = useRef<{ field: F; caret: number } | null>(null);

  // Back into the field, just past the placeholder, in the same commit that writes the new value:
  // a later callback (an animation frame) could land after the user has clicked another field and
  // pull the cursor, and the next insertion, back to this one.
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    const element = elements.current.get(pending.field);
    element?.focus();
    element?.setSelectionRange(pending.caret, pending.caret);
  });

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
    pendingCaret.current = { field, caret: start + token.length };
    setField(field, element.value.slice(0, start) + token + element.value.slice(end));
  }

  return { target, insert };
}
