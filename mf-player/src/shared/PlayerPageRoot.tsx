import { useRef, type CSSProperties, type ReactNode } from 'react';
import { usePageTop } from './usePageTop';

interface PlayerPageRootProps {
  /**
   * Nobody is signed in: the page stands alone, without the shell's top bar and its padded main
   * area, so it pads itself.
   */
  visitor: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

/** The outer box of the player's pages (player, shared player, import). */
export function PlayerPageRoot({ visitor, className, style, children, ...rest }: PlayerPageRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePageTop(ref);
  const classes = ['player-page', visitor ? 'is-visitor' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={classes} style={style} {...rest}>
      {children}
    </div>
  );
}
