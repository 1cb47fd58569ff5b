import { CLIENT_LINK_NOT_AVAILABLE, hasBranding, type ClientPage, type ClientPageDay } from '@blockbeat/contracts';
import { serviceMessageOf, Toaster, ToastProvider } from '@blockbeat/shell-sdk';
import { useCallback, useEffect, useState } from 'react';
import { brandStyle } from '../../../shared/branding/model/brandStyle';
import { PlayerPageRoot } from '../../../shared/PlayerPageRoot';
import { Loading, NotAvailable, Problem } from '../../../shared/StatusMessage';
import { fetchClientPage, flushClientCompletions, forgetClient } from '../api/clientPageApi';
import { clearQueuedClientCompletions } from '../model/completionQueue';
import { localDate, sundayOf } from '../model/localDate';
import { dropOfflineDocument, keepDocumentOffline, keepWeekFilesOffline } from '../model/offlineDocument';
import { ForgetMe } from './ForgetMe';
import { PlanDay, type StartRequest } from './PlanDays';
import type { PlayingProps } from './Playing';
import { PLAYER_NOT_LOADED, usePlayerChunk, type PlayerChunk } from './usePlayerChunk';
import '../../../shared/player.css';
import '../client-page.css';

const CACHE_KEY = 'blockbeat-client-page';
export const OFFLINE_NOTE = 'You are offline: this is your plan as it was last loaded. Workouts you finish are sent when you are back online.';
export { QUEUED_MESSAGE, SENT_MESSAGE } from '../model/messages';
export const FORGOTTEN_MESSAGE = 'You are forgotten: your page, your schedule and what you logged are deleted, and your instructor has been told.';

type Load = { kind: 'loading' } | { kind: 'ready'; page: ClientPage; offline: boolean } | { kind: 'gone' } | { kind: 'forgotten' } | { kind: 'failed'; message: string };

function cached(token: string): ClientPage | null {
  try {
    const page = JSON.parse(window.localStorage.getItem(`${CACHE_KEY}:${token}`) ?? 'null') as ClientPage | null;
    return page && Array.isArray(page.days) ? page : null;
  } catch {
    return null;
  }
}

/**
 * The plan last loaded, read offline: "today" moves on with the device's calendar while that day
 * is still in the plan (the current week and the next), so an offline morning shows its own day.
 */
export function offlineCopy(page: ClientPage, today: string): ClientPage {
  return page.days.some((day) => day.date === today) ? { ...page, today } : page;
}

function keep(token: string, page: ClientPage | null): void {
  try {
    if (page) window.localStorage.setItem(`${CACHE_KEY}:${token}`, JSON.stringify(page));
    else window.localStorage.removeItem(`${CACHE_KEY}:${token}`);
  } catch {
    // Storage refused: the page just will not open offline.
  }
}

function Plan({ page, onStart }: { page: ClientPage; onStart: (s: StartRequest) => void }) {
  const { today } = page;
  const sunday = sundayOf(today);
  const todayDay: ClientPageDay = page.days.find((d) => d.date === today) ?? { date: today, status: 'rest', workouts: [] };
  const thisWeek = page.days.filter((d) => d.date !== today && d.date <= sunday);
  const nextDays = page.days.filter((d) => d.date > sunday);
  return (
    <>
      <section className="plan-section" aria-labelledby="plan-today">
        <h2 id="plan-today">Today</h2>
        <PlanDay day={todayDay} today={today} onStart={onStart} />
      </section>
      <section className="plan-section" aria-labelledby="plan-week">
        <h2 id="plan-week">This week</h2>
        <div className="plan-days">
          {thisWeek.map((day) => (
            <PlanDay key={day.date} day={day} today={today} onStart={onStart} />
          ))}
        </div>
      </section>
      {nextDays.length > 0 && (
        <section className="plan-section" aria-labelledby="plan-next">
          <h2 id="plan-next">Next week</h2>
          <div className="plan-days">
            {nextDays.map((day) => (
              <PlanDay key={day.date} day={day} today={today} onStart={onStart} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

function PlayingWhenLoaded({ chunk, ...props }: { chunk: PlayerChunk } & PlayingProps) {
  if (chunk.kind === 'loaded') return <chunk.Playing {...props} />;
  if (chunk.kind === 'failed') {
    return (
      <Problem title={PLAYER_NOT_LOADED}>
        <button type="button" className="btn btn-primary" onClick={() => props.onBack(false)}>
          Back to my plan
        </button>
      </Problem>
    );
  }
  return <Loading label="Opening the player…" />;
}

/**
 * A client's own page (/c/{token}, no account): their plan for this week and the next, as their
 * instructor set it, and the full player for each workout. "Today" is the browser's local date.
 * The last plan loaded is kept on the device, so the page still shows it offline; completions
 * made offline wait in localStorage and go once the page is back online.
 */
export function ClientPageApp({ token }: { token: string }) {
  // No query client, as on the visitor's shared page: the player then asks for no track's beats
  // (an upload's beats are its owner's only, so a client could not read them) and the page's
  // script stays as light as the shared player's.
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [playing, setPlaying] = useState<StartRequest | null>(null);

  const refresh = useCallback(() => {
    fetchClientPage(token, localDate())
      .then((page) => {
        keep(token, page);
        if (page) {
          keepDocumentOffline();
          keepWeekFilesOffline(page, sundayOf(page.today));
        } else dropOfflineDocument();
        // Once forgotten, the page stays so: a late reload's 404 is not "not available".
        setLoad((prev) => (prev.kind === 'forgotten' ? prev : page ? { kind: 'ready', page, offline: false } : { kind: 'gone' }));
      })
      .catch((err: unknown) => {
        const kept = cached(token);
        const copy = kept && offlineCopy(kept, localDate());
        setLoad((prev) => (prev.kind === 'forgotten' ? prev : copy ? { kind: 'ready', page: copy, offline: true } : { kind: 'failed', message: serviceMessageOf(err, 'Your plan could not be loaded. Check your connection and try again.') }));
      });
  }, [token]);

  useEffect(() => {
    const back = () => void flushClientCompletions(token).then((sent) => (sent > 0 || navigator.onLine ? refresh() : undefined));
    void flushClientCompletions(token).finally(refresh);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [token, refresh]);

  const page = load.kind === 'ready' ? load.page : null;
  // Loaded as soon as there is a plan to play, so a tap on Start finds the player there, offline too.
  const playerChunk = usePlayerChunk(page !== null);
  const branding = page?.instructor.branding ?? null;
  return (
    <ToastProvider>
      <main>
        <PlayerPageRoot visitor className={`client-page${hasBranding(branding) ? ' is-branded' : ''}`} style={brandStyle(branding)} data-testid="client-page">
          {load.kind === 'loading' && <Loading label="Loading your plan…" />}
          {load.kind === 'gone' && <NotAvailable message={CLIENT_LINK_NOT_AVAILABLE} homeButton={false} />}
          {load.kind === 'forgotten' && (
            <p className="player-card" role="status">
              {FORGOTTEN_MESSAGE}
            </p>
          )}
          {load.kind === 'failed' && (
            <Problem title={load.message}>
              <button type="button" className="btn btn-primary" onClick={refresh}>
                Try again
              </button>
            </Problem>
          )}
          {page && (
            <>
              <header className="client-page-head">
                {branding?.logoUrl && <img className="brand-logo" src={branding.logoUrl} alt="Instructor logo" />}
                <div>
                  <h1>Hi {page.clientName}</h1>
                  <p className="player-muted">Your plan from {page.instructor.name}</p>
                </div>
              </header>
              {load.kind === 'ready' && load.offline && (
                <p className="player-card client-page-offline" role="status">
                  {OFFLINE_NOTE}
                </p>
              )}
              {playing ? (
                <PlayingWhenLoaded
                  chunk={playerChunk}
                  token={token}
                  start={playing}
                  onBack={(logged) => {
                    setPlaying(null);
                    if (logged) refresh();
                  }}
                />
              ) : (
                <>
                  <Plan page={page} onStart={setPlaying} />
                  <ForgetMe
                    instructorName={page.instructor.name}
                    forget={() => forgetClient(token)}
                    onForgotten={() => {
                      keep(token, null);
                      dropOfflineDocument();
                      clearQueuedClientCompletions(token);
                      setLoad({ kind: 'forgotten' });
                    }}
                  />
                </>
              )}
            </>
          )}
        </PlayerPageRoot>
      </main>
      <Toaster />
    </ToastProvider>
  );
}
