import { PREVIEW_LIMIT_MS, previewSource, type PreviewId, type PreviewSource } from '@blockbeat/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icons';
import { UiStyles } from './styles';

export interface PreviewRequest {
  id: PreviewId;
  title: string;
  musicType: string;
  musicUrl: string;
}

interface Playing {
  id: PreviewId;
  title: string;
  source: PreviewSource;
  /** A new one per start, so starting the same track again remounts its player. */
  run: number;
}

export interface MusicPreviewApi {
  playingId: PreviewId | null;
  /** Starts this preview (stopping any other), or stops it when it is the one playing. */
  toggle: (request: PreviewRequest) => void;
  stop: () => void;
}

const MusicPreviewContext = createContext<MusicPreviewApi | null>(null);

export interface MusicPreviewProviderProps {
  /** A track that cannot be played (the app shows its 'Playback Error'); the preview has stopped. */
  onError: () => void;
  children: ReactNode;
}

/**
 * One music preview at a time on a screen: starting one stops the previous, pressing the playing
 * one stops it, and it stops by itself after 30 s. It owns the only player, shown small in a
 * corner while something plays. The dashboard's templates and the builder's blocks share it.
 */
export function MusicPreviewProvider({ onError, children }: MusicPreviewProviderProps) {
  const [playing, setPlaying] = useState<Playing | null>(null);
  const runs = useRef(0);
  // The latest handler, read when a track fails: a new function from each render of the app must
  // not restart the track that is playing.
  const errorHandler = useRef(onError);
  useEffect(() => {
    errorHandler.current = onError;
  });
  const stop = useCallback(() => setPlaying(null), []);
  const fail = useCallback(() => {
    setPlaying(null);
    errorHandler.current();
  }, []);

  const toggle = useCallback(
    (request: PreviewRequest) => {
      if (playing?.id === request.id) {
        setPlaying(null);
        return;
      }
      const source = previewSource(request.musicType, request.musicUrl);
      if (!source) {
        fail();
        return;
      }
      runs.current += 1;
      setPlaying({ id: request.id, title: request.title, source, run: runs.current });
    },
    [playing, fail],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setPlaying(null), PREVIEW_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  const value = useMemo(() => ({ playingId: playing?.id ?? null, toggle, stop }), [playing, toggle, stop]);
  return (
    <MusicPreviewContext.Provider value={value}>
      {children}
      {playing && <PreviewPlayer key={playing.run} playing={playing} onStop={stop} onError={fail} />}
    </MusicPreviewContext.Provider>
  );
}

export function useMusicPreview(): MusicPreviewApi {
  const ctx = useContext(MusicPreviewContext);
  if (!ctx) throw new Error('useMusicPreview must be used inside MusicPreviewProvider');
  return ctx;
}

export interface MusicPreviewButtonProps extends PreviewRequest {
  /** Accessible names while stopped and while playing; each contains the visible text, if any. */
  playLabel: string;
  stopLabel: string;
  /** Visible text while stopped and while playing; icon only when absent. */
  playText?: string;
  stopText?: string;
  /** The screen's own button look; a neutral outlined one by default. */
  className?: string;
}

/** Play/stop for one preview id; disabled while there is no URL to play. */
export function MusicPreviewButton({ playLabel, stopLabel, playText, stopText, className, ...request }: MusicPreviewButtonProps) {
  const { playingId, toggle } = useMusicPreview();
  const isPlaying = playingId === request.id;
  return (
    <button
      type="button"
      className={className ?? 'ui-preview-button'}
      aria-label={isPlaying ? stopLabel : playLabel}
      disabled={!isPlaying && !request.musicUrl.trim()}
      onClick={() => toggle(request)}
    >
      <UiStyles />
      <Icon name={isPlaying ? 'stop' : 'play'} />
      {isPlaying ? stopText : playText}
    </button>
  );
}

const EMBED_SIZE = { youtube: [240, 135], spotify: [300, 80], soundcloud: [300, 120] } as const;

function PreviewPlayer({ playing, onStop, onError }: { playing: Playing; onStop: () => void; onError: () => void }) {
  const { source } = playing;
  const title = playing.title || 'New template';
  return (
    <section className="ui-preview-player" aria-label="Music preview">
      <UiStyles />
      <div className="ui-preview-player-head">
        <span className="ui-preview-player-title">Previewing: {title}</span>
        <button type="button" className="ui-icon-button" aria-label="Stop preview" onClick={onStop}>
          <Icon name="close" />
        </button>
      </div>
      {source.kind === 'audio' ? (
        <PreviewAudio src={source.src} onError={onError} />
      ) : (
        <iframe
          title={`Music preview: ${title}`}
          src={source.src}
          width={EMBED_SIZE[source.provider][0]}
          height={EMBED_SIZE[source.provider][1]}
          allow="autoplay; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="eager"
        />
      )}
    </section>
  );
}

function PreviewAudio({ src, onError }: { src: string; onError: () => void }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    try {
      // play() is a promise in browsers; it rejects when the file cannot be played.
      Promise.resolve(element.play()).catch(onError);
    } catch {
      onError();
    }
    return () => element.pause();
  }, [onError]);
  return <audio ref={audio} src={src} preload="auto" onError={onError} data-testid="preview-audio" />;
}
