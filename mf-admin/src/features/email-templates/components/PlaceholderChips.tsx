import { EMAIL_PLACEHOLDERS } from '@blockbeat/contracts';

/** One button per placeholder; pressing one inserts it where the cursor was in the subject or body. */
export function PlaceholderChips({ target, onInsert }: { target: string; onInsert: (placeholder: string) => void }) {
  return (
    <div className="tpl-chips" role="group" aria-label={`Insert a placeholder into the ${target}`}>
      <span className="tpl-chips-label">Insert into the {target}:</span>
      {EMAIL_PLACEHOLDERS.map((name) => (
        <button
          key={name}
          type="button"
          className="tpl-chip"
          // Keeps the text field focused, so its cursor and selection stay where they were.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(`{{${name}}}`)}
        >
          {`{{${name}}}`}
        </button>
      ))}
    </div>
  );
}
