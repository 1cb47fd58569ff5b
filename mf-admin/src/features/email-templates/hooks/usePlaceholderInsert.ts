import { useLayoutEffect, useState } from 'react';
import { insertAtCursor } from '../model/insertAtCursor';

export type TextField = 'subject' | 'body';

/** The ids of the form's subject and body controls (one template form is on the page at a time). */
export const TEXT_FIELD_IDS: Record<TextField, string> = { subject: 'email-template-subject', body: 'email-template-body' };

const controlOf = (field: TextField) => document.getElementById(TEXT_FIELD_IDS[field]) as HTMLInputElement | HTMLTextAreaElement | null;

/**
 * Where a placeholder chip writes: the subject or body field last focused (the body at first), at
 * its cursor or over its selection; the cursor then follows the inserted text.
 */
export function usePlaceholderInsert(values: Record<TextField, string>, change: (field: TextField, text: string) => void) {
  const [target, setTarget] = useState<TextField>('body');
  const [caret, setCaret] = useState<{ field: TextField; at: number } | null>(null);

  useLayoutEffect(() => {
    const control = caret && controlOf(caret.field);
    if (!caret || !control) return;
    control.focus();
    control.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  return {
    target,
    /** The field becomes the chips' target when it gets focus. */
    focusFor: (field: TextField) => () => setTarget(field),
    insert(placeholder: string) {
      const text = values[target];
      const control = controlOf(target);
      const next = insertAtCursor(text, control?.selectionStart ?? text.length, control?.selectionEnd ?? text.length, placeholder);
      change(target, next.text);
      setCaret({ field: target, at: next.caret });
    },
  };
}
