import {
  blockColorStyle,
  breathPatternLabel,
  categoryLabel,
  difficultyLabel,
  isRoundGroupItem,
  formatBpm,
  MUSIC_TYPES,
  secondsToCounts,
  uploadIdOf,
  workoutItems,
  type Exercise,
  type RoundGroupItem,
  type Workout,
} from '@blockbeat/contracts';
import { formatMinutesSeconds, type PdfOptions } from './pdfOptions';

export type PdfFont = 'regular' | 'bold';

/** A stretch of text in one look; with `url`, a link to it (blue, underlined, clickable). */
export interface TextRun {
  text: string;
  color: string;
  font: PdfFont;
  url?: string;
  /** Wraps at any character (a web address), not only between words. */
  breakAnywhere?: boolean;
}

/** Sizes in points, as the old HTML export had them in CSS pixels (× 0.75). */
export const FONT_SIZE = { title: 18, blockName: 11.25, body: 9.75, footer: 8.25 } as const;

export interface Paragraph {
  runs: TextRun[];
  size: number;
  /** What the layout can name it by (tests, the e2e checks' vocabulary). */
  role: 'title' | 'description' | 'summary' | 'notes' | 'block-name' | 'timing' | 'structure' | 'music' | 'tempo' | 'rounds';
}

export interface ExerciseEntry {
  paragraphs: Paragraph[];
  /** The block's colour, as its left border. */
  color: string;
  /** Inside a round group: drawn indented under the group's heading. */
  inGroup: boolean;
  /** The group's heading, printed above the group's first block and kept on its page. */
  heading: Paragraph | null;
  /** Key of the demo image drawn beside the text, when one was loaded. */
  demo: string | null;
}

export interface PdfContent {
  /** Name, description, facts, the workout's notes. */
  header: Paragraph[];
  entries: ExerciseEntry[];
  /** Printed at the foot of every page, beside the page number. */
  stamp: string;
  /** The document's title in the PDF's properties (what a reader's window and screen reader name). */
  title: string;
}

/** What the export knows beyond the workout: where it runs, the uploads' names, the share link, the loaded demos. */
export interface PdfContext {
  origin: string;
  /** Upload id → the file's name, for the caller's uploads. */
  uploadNames: ReadonlyMap<string, string>;
  /** Upload id → its tempo (BPM), for the caller's uploads whose beat is sure (issue 27). */
  uploadTempos?: ReadonlyMap<string, number>;
  /** The workout's public link when it is shared, else null. */
  shareUrl: string | null;
  /** Demo image URLs that were loaded (and will be drawn). */
  demos: ReadonlySet<string>;
}

export const TEXT_COLOR = '#111827';
export const MUTED_COLOR = '#4b5563';
/** Links look like links on paper too (6.4:1 on the blocks' background). */
export const PDF_LINK_COLOR = '#1d4ed8';

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

const run = (text: string, color = TEXT_COLOR, font: PdfFont = 'regular'): TextRun => ({ text, color, font });
const para = (role: Paragraph['role'], size: number, ...runs: TextRun[]): Paragraph => ({ role, size, runs });

/** Web addresses become links; anything else (a mistyped scheme, javascript:) stays text. */
function linkTarget(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function address(url: string): TextRun {
  const href = linkTarget(url);
  return href ? { text: url, color: PDF_LINK_COLOR, font: 'regular', url: href, breakAnywhere: true } : { ...run(url, MUTED_COLOR), breakAnywhere: true };
}

const MUSIC_LABELS: Record<string, string> = { youtube: 'YouTube', spotify: 'Spotify', soundcloud: 'SoundCloud', upload: 'Uploaded audio' };

/** The id of our upload the block plays (a stored path, or the same path written out on this origin), else null. */
function uploadOf(musicUrl: string, origin: string): string | null {
  try {
    const url = new URL(musicUrl, origin);
    return url.origin === origin ? uploadIdOf(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The music line. An upload is private to its owner (its URL answers 401 to anyone else), and a
 * file picked in the browser (blob:, data:) is no address at all: both print the file's name,
 * and the workout's share link when it is shared (a visitor plays the track there).
 */
function musicLine(exercise: Exercise, context: PdfContext): Paragraph {
  const url = exercise.musicUrl!.trim();
  const type = exercise.musicType && (MUSIC_TYPES as readonly string[]).includes(exercise.musicType) ? exercise.musicType : null;
  const uploadId = uploadOf(url, context.origin);
  const prefix = run(`Music: ${type ? `${MUSIC_LABELS[type]}: ` : ''}`, MUTED_COLOR);
  if (uploadId || type === 'upload' || /^(blob|data):/i.test(url)) {
    const name = uploadId ? context.uploadNames.get(uploadId) : undefined;
    const runs = [run(`Music: ${MUSIC_LABELS.upload}${name ? `: ${name}` : ''}`, MUTED_COLOR)];
    if (context.shareUrl) runs.push(run(' (plays from the shared link: ', MUTED_COLOR), address(context.shareUrl), run(')', MUTED_COLOR));
    return para('music', FONT_SIZE.body, ...runs);
  }
  return para('music', FONT_SIZE.body, prefix, address(url.startsWith('/') ? new URL(url, context.origin).href : url));
}

/** A count is whole within this much of a beat (whole seconds rarely land exactly). */
const WHOLE_COUNT = 0.01;

/** "128 BPM · 32 counts" ("≈ 31 counts" when the seconds are not a whole count; the tempo alone for a breath-paced block). */
function tempoAndCounts(bpm: number, exercise: Pick<Exercise, 'duration' | 'breathing'>): string {
  if (exercise.breathing || !(exercise.duration > 0)) return formatBpm(bpm);
  const counts = secondsToCounts(exercise.duration, bpm);
  const shown = Math.max(1, Math.round(counts));
  return `${formatBpm(bpm)} · ${Math.abs(counts - shown) < WHOLE_COUNT ? '' : '≈ '}${shown} counts`;
}

/**
 * The block's tempo and length in counts: its uploaded track's when that tempo is sure, or its own
 * click track's ("Click track 120 BPM · 60 counts") when it has no music; else null.
 */
export function tempoLine(exercise: Pick<Exercise, 'musicUrl' | 'duration' | 'breathing' | 'clickBpm'>, context: Pick<PdfContext, 'origin' | 'uploadTempos'>): string | null {
  if (!filled(exercise.musicUrl)) return exercise.clickBpm ? `Click track ${tempoAndCounts(exercise.clickBpm, exercise)}` : null;
  const uploadId = uploadOf(exercise.musicUrl.trim(), context.origin);
  const bpm = uploadId ? context.uploadTempos?.get(uploadId) : undefined;
  return bpm === undefined ? null : tempoAndCounts(bpm, exercise);
}

/** How the block is done beyond its length: each side, a breath pattern. */
function structureLines(exercise: Exercise): string[] {
  const lines: string[] = [];
  if (exercise.eachSide) lines.push(exercise.sideSwitchSec ? `Each side (+${exercise.sideSwitchSec} s switch)` : 'Each side');
  if (exercise.breathing) lines.push(`${exercise.breathing.breaths} ${exercise.breathing.breaths === 1 ? 'breath' : 'breaths'} · ${breathPatternLabel(exercise.breathing)}`);
  return lines;
}

/** "Rounds ×3 (60 s rest between rounds)", after the group's name when it has one. */
export function roundsHeading(group: Pick<RoundGroupItem<unknown>, 'rounds' | 'restBetweenRoundsSec' | 'name'>): string {
  const rest = group.restBetweenRoundsSec ? ` (${group.restBetweenRoundsSec} s rest between rounds)` : '';
  return `${filled(group.name) ? `${group.name.trim()}: ` : ''}Rounds ×${group.rounds}${rest}`;
}

function exerciseParagraphs(exercise: Exercise, number: number, options: PdfOptions, context: PdfContext): Paragraph[] {
  const paragraphs = [para('block-name', FONT_SIZE.blockName, run(`${number}. ${exercise.name}`, TEXT_COLOR, 'bold'))];
  if (options.includeTimings) paragraphs.push(para('timing', FONT_SIZE.body, run(`Duration: ${exercise.duration}s • Rest: ${exercise.restTime ?? 0}s`, MUTED_COLOR)));
  for (const line of structureLines(exercise)) paragraphs.push(para('structure', FONT_SIZE.body, run(line, TEXT_COLOR, 'bold')));
  // docs/product.md#validation: a notes or music line only when its option is on and the value exists.
  if (options.includeNotes && filled(exercise.notes)) paragraphs.push(para('notes', FONT_SIZE.body, run(`Notes: ${exercise.notes.trim()}`)));
  if (options.includeMusicUrls) {
    if (filled(exercise.musicUrl)) paragraphs.push(musicLine(exercise, context));
    const tempo = tempoLine(exercise, context);
    if (tempo) paragraphs.push(para('tempo', FONT_SIZE.body, run(tempo, MUTED_COLOR)));
  }
  return paragraphs;
}

/**
 * What the PDF says, before it is laid out: the workout's name and summary (its total time counts
 * every round: totalDuration), its notes, then the blocks in play order, a round group's heading
 * above its first block and its blocks indented, each with its demo image when one was loaded.
 */
export function buildPdfContent(workout: Workout, options: PdfOptions, generatedAt: Date, context: PdfContext): PdfContent {
  const header = [para('title', FONT_SIZE.title, run(workout.name, TEXT_COLOR, 'bold'))];
  if (filled(workout.description)) header.push(para('description', FONT_SIZE.body, run(workout.description.trim())));
  const count = workout.exercises.length;
  const facts = [`${count} ${count === 1 ? 'exercise' : 'exercises'}`, `Total Time: ${formatMinutesSeconds(workout.totalDuration)}`];
  if (filled(workout.category)) facts.push(`Category: ${categoryLabel(workout.category)}`);
  if (filled(workout.difficulty)) facts.push(`Difficulty: ${difficultyLabel(workout.difficulty)}`);
  header.push(para('summary', FONT_SIZE.body, run(facts.join(' • '), MUTED_COLOR)));
  if (options.includeNotes && filled(workout.notes)) header.push(para('notes', FONT_SIZE.body, run(`Notes: ${workout.notes.trim()}`)));

  let number = 0;
  const entry = (exercise: Exercise, inGroup: boolean, heading: Paragraph | null): ExerciseEntry => {
    const demo = exercise.demo?.type === 'image' && context.demos.has(exercise.demo.url) ? exercise.demo.url : null;
    return { paragraphs: exerciseParagraphs(exercise, ++number, options, context), color: blockColorStyle(exercise.blockColor).from, inGroup, heading, demo };
  };
  const entries = workoutItems(workout.exercises, workout.groups).flatMap((item) => {
    if (!isRoundGroupItem(item)) return [entry(item, false, null)];
    return item.blocks.map((exercise, i) => entry(exercise, true, i === 0 ? para('rounds', FONT_SIZE.blockName, run(roundsHeading(item), TEXT_COLOR, 'bold')) : null));
  });

  const stamp = `Generated by BlockBeat on ${generatedAt.toLocaleDateString()} at ${generatedAt.toLocaleTimeString()}`;
  return { header, entries, stamp, title: workout.name };
}

/** Every piece of text the PDF will print (to choose its fonts). */
export function contentText(content: PdfContent): string {
  const paragraphs = [...content.header, ...content.entries.flatMap((e) => [...(e.heading ? [e.heading] : []), ...e.paragraphs])];
  return [content.stamp, ...paragraphs.flatMap((p) => p.runs.map((r) => r.text))].join('\n');
}

/** The same content with every printed text passed through `map` (link targets and the title property stay as they are). */
export function mapContentText(content: PdfContent, map: (text: string) => string): PdfContent {
  const paragraph = (p: Paragraph): Paragraph => ({ ...p, runs: p.runs.map((r) => ({ ...r, text: map(r.text) })) });
  return {
    header: content.header.map(paragraph),
    entries: content.entries.map((e) => ({ ...e, heading: e.heading && paragraph(e.heading), paragraphs: e.paragraphs.map(paragraph) })),
    stamp: map(content.stamp),
    title: content.title,
  };
}
