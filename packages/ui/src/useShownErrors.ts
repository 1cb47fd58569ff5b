import { useState } from 'react';

/**
 * When a form shows a field's own error: once the user has left that field, or has tried to save
 * (then every field's) — never while a new form is still being filled in. `attempted` takes the
 * save attempt from elsewhere (e.g. a store several fields share); without it, `attempt()` marks it.
 */
export function useShownErrors<F extends string>({ attempted }: { attempted?: boolean } = {}) {
  const [left, setLeft] = useState<ReadonlySet<F>>(() => new Set());
  const [tried, setTried] = useState(false);
  const saveTried = attempted ?? tried;
  return {
    /** Whether `field`'s own error is shown. */
    shows: (field: F) => saveTried || left.has(field),
    /** The user left the field: its own error shows from now on. */
    leave: (field: F) => setLeft((l) => (l.has(field) ? l : new Set(l).add(field))),
    /** The field starts over (e.g. emptied for another kind of source): its error waits until it is left again. */
    forget: (field: F) =>
      setLeft((l) => {
        if (!l.has(field)) return l;
        const rest = new Set(l);
        rest.delete(field);
        return rest;
      }),
    /** A save attempt: every field's own error shows from now on. */
    attempt: () => setTried(true),
    /** A new, empty form. */
    reset: () => {
      setLeft(new Set());
      setTried(false);
    },
  };
}

export type ShownErrors<F extends string> = ReturnType<typeof useShownErrors<F>>;
