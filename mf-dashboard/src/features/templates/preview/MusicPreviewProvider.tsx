import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useToast } from '@blockbeat/shell-sdk';
import { Button } from '@blockbeat/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PREVIEW_LIMIT_MS, previewSource, type PreviewId, type PreviewSource } from './previewSource';

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

export const PLAYBACK_ERROR = {
  title: 'Playback Error',
  description: 'Unable to play this track. Please check the URL and try again.',
} as const;

/**
 * One music preview at a time across the template cards and the template dialog (PRODUCT.md §4):
 * starting one stops the previous, pressing the playing one stops it, and it stops by itself
 * after 30 s. It owns the only player, shown small while something plays.
 */
export function MusicPreviewProvider({ children }: { children: ReactNode }) {
  const [playing, setPlaying] = useState<Playing | null>(null);
  const runs = useRef(0);
  const { toast } = useToast();

  const stop = useCallback(() => setPlaying(null), []);

  const fail = useCallback(() => {
    setPlaying(null);
    toast({ ...PLAYBACK_ERROR, variant: 'destructive' });
  }, [toast]);

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

const EMBED_SIZE = { youtube: [240, 135], spotify: [300, 80], soundcloud: [300, 120] } as const;

function PreviewPlayer({ playing, onStop, onError }: { playing: Playing; onStop: () => void; onError: () => void }) {
  const { source, title } = playing;
  return (
    <section className="preview-player" aria-label="Music preview">
      <div className="preview-player-head">
        <span className="preview-player-title">Previewing: {title || 'New template'}</span>
        <Button size="small" type="text" icon={<CloseOutlined aria-hidden="true" />} aria-label="Stop preview" onClick={onStop} />
      </div>
      {source.kind === 'audio' ? (
        <PreviewAudio src={source.src} onError={onError} />
      ) : (
        <iframe
          title={`Music preview: ${title || 'New template'}`}
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
