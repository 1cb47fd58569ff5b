import { linkSegments } from '@blockbeat/contracts';

/** A message as the plain text it is, with its web addresses made links; never read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="message-text">
      {linkSegments(text).map((segment, i) =>
        segment.href ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          segment.text
        ),
      )}
    </div>
  );
}
