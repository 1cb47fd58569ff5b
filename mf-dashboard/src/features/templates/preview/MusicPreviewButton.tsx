import { PlayIcon, StopIcon } from '../../../shared/components/icons';
import { useMusicPreview, type PreviewRequest } from './MusicPreviewProvider';

export interface MusicPreviewButtonProps extends PreviewRequest {
  /** Accessible names while stopped and while playing. */
  playLabel: string;
  stopLabel: string;
  /** Visible text while stopped and while playing; icon only when absent. */
  playText?: string;
  stopText?: string;
  small?: boolean;
}

/** Play/stop for one preview id; disabled while there is no URL to play. */
export function MusicPreviewButton({ playLabel, stopLabel, playText, stopText, small, ...request }: MusicPreviewButtonProps) {
  const { playingId, toggle } = useMusicPreview();
  const isPlaying = playingId === request.id;
  return (
    <button
      type="button"
      className={small ? 'card-btn card-btn-small' : 'card-btn'}
      aria-label={isPlaying ? stopLabel : playLabel}
      disabled={!isPlaying && !request.musicUrl.trim()}
      onClick={() => toggle(request)}
    >
      {isPlaying ? <StopIcon /> : <PlayIcon />}
      {isPlaying ? stopText : playText}
    </button>
  );
}
