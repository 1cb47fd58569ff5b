import { linkSegments } from '@blockbeat/contracts';
import { UiStyles } from './styles';

/** A message as the plain text it is (line breaks kept), its web addresses made links; never read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="ui-message-text">
      <UiStyles />
      {linkSegments(text).map(({ text: part, href }, i) =>
        href ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer">
            {part}
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          part
        ),
      )}
    </div>
  );
}

export interface MessageImage {
  id: string;
  url: string;
  fileName: string;
}

/** A message's images as thumbnails, each opening the full image in a new tab. */
export function MessageImages({ images }: { images: readonly MessageImage[] }) {
  return (
    <ul className="ui-message-images" aria-label="Images">
      <UiStyles />
      {images.map((image) => (
        <li key={image.id}>
          <a href={image.url} target="_blank" rel="noopener noreferrer">
            <img src={image.url} alt={image.fileName} loading="lazy" />
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
