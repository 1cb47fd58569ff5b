import { linkSegments } from '@blockbeat/contracts';

/** A message as the plain text it is, its web addresses made links; never read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="staff-message-text">
      {linkSegments(text).map(({ text: part, href }, i) =>
        href ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer">
            {part}
            <span className="staff-visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          part
        ),
      )}
    </div>
  );
}
