import { Card as AntCard, type CardProps } from 'antd';

const HEADING_STYLE = { font: 'inherit', margin: 0 } as const;

/**
 * antd's Card, whose text title is a level-2 heading: a card is a section under the page's h1,
 * so the headings inside it (h3) follow in order and screen readers can jump from card to card.
 * It still looks like antd's title.
 */
export function Card({ title, ...props }: CardProps) {
  return <AntCard {...props} title={typeof title === 'string' ? <h2 style={HEADING_STYLE}>{title}</h2> : title} />;
}
