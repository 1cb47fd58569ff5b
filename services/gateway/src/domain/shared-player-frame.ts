import { brandColorVars, escapeHtml, hasBranding, PAGE_FRAME_ATTRIBUTE, type SharedWorkout } from '@blockbeat/contracts';
import {
  blockTitle,
  buildTimeline,
  DEFAULT_LEAD_IN_SECONDS,
  formatClock,
  formatTotalTime,
  IDLE_STATE,
  PHASE_LABELS,
  snapshotAt,
} from '@blockbeat/timer-engine';

const RING_RADIUS = 88;

/**
 * The shared player's idle screen as HTML: the same elements and classes that mf-player's
 * SharedPlayerPage draws before Play is pressed (header, workout name, "Save to my library", the
 * timer stage with its ring, countdown, first block and totals), from the timer engine's own
 * snapshot with the default lead-in. No controls: they come with the app, below the stage, so
 * nothing on screen moves when the app takes over (e2e/public.e2e.ts compares the two).
 * Null when the workout cannot be played (the player then explains it itself).
 */
export function sharedPlayerFrame(workout: SharedWorkout): string | null {
  const e = escapeHtml;
  const { branding } = workout;
  const style = Object.entries(brandColorVars(branding))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const open = [
    `<div ${PAGE_FRAME_ATTRIBUTE} class="player-page${hasBranding(branding) ? ' is-branded' : ''}"${style ? ` style="${e(style)}"` : ''}>`,
    '<header class="shared-header">',
    branding?.logoUrl ? `<img class="brand-logo" src="${e(branding.logoUrl)}" alt="Instructor logo">` : '',
    '<h1>Shared Workout</h1></header>',
  ].join('');
  const head = (phaseClass: string) =>
    `<div class="player${phaseClass}"><div class="player-head"><h2 class="player-workout-name">${e(workout.name)}</h2>` +
    `<a class="btn btn-ghost" href="/import/${encodeURIComponent(workout.id)}">Save to my library</a></div>`;

  if (workout.exercises.length === 0) {
    return `${open}${head('')}<p class="player-card">This workout has no blocks yet.</p></div></div>`;
  }
  let snap;
  try {
    snap = snapshotAt(buildTimeline(workout.exercises, { leadInSeconds: DEFAULT_LEAD_IN_SECONDS }), IDLE_STATE, 0);
  } catch {
    return null;
  }
  const title = snap.block ? e(blockTitle(snap.block, snap.blockIndex)) : '';
  const circumference = 2 * Math.PI * RING_RADIUS;
  return [
    open,
    head(` phase-${snap.phase} is-stopped`),
    '<section class="player-stage" aria-label="Timer">',
    `<p class="phase-label"><span class="phase-badge">${PHASE_LABELS[snap.phase]}</span></p>`,
    '<div class="ring"><svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">',
    `<circle class="ring-track" cx="100" cy="100" r="${RING_RADIUS}"></circle>`,
    `<circle class="ring-progress" cx="100" cy="100" r="${RING_RADIUS}" stroke-dasharray="${circumference}" stroke-dashoffset="0" transform="rotate(-90 100 100)"></circle>`,
    '</svg><div class="ring-content">',
    `<p class="countdown">${formatClock(snap.phaseRemainingMs)}</p>`,
    '<p class="status-line">Press Play or Space to start</p></div></div>',
    snap.phase === 'getReady' ? '<p class="up-first">Up first</p>' : '',
    `<h3 class="block-name">${title}</h3>`,
    snap.block?.notes ? `<p class="block-notes">${e(snap.block.notes)}</p>` : '',
    '<dl class="totals">',
    `<div><dt>Elapsed</dt><dd>${formatTotalTime(snap.totalElapsedMs)}</dd></div>`,
    `<div><dt>Remaining</dt><dd>${formatTotalTime(snap.totalRemainingMs, 'up')}</dd></div>`,
    '</dl></section></div></div>',
  ].join('');
}
