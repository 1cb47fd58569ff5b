import {
  blockColorStyle,
  breathPatternLabel,
  isRoundGroupItem,
  MUSIC_TYPES,
  workoutItems,
  type Exercise,
  type RoundGroupItem,
  type Workout,
} from '@blockbeat/contracts';
import { categoryLabel, difficultyLabel } from '../../../shared/labels';
import type { PdfBranding } from './pdfBranding';
import type { DemoImages } from './pdfDemos';
import { formatMinutesSeconds, type PdfOptions } from './pdfOptions';

/**
 * Every piece of content sits in one of these, and a page break never falls inside one: a block
 * that would straddle a page starts the next one (pageBreaks.ts). The block's own white padding
 * keeps its edges off the page boundary.
 */
export const PDF_BLOCK_CLASS = 'pdf-block';

const TEXT = '#111827';
const MUTED = '#4b5563';
/** Links look like links on paper too (6.4:1 on the blocks' background). */
export const PDF_LINK_COLOR = '#1d4ed8';

type Styles = Partial<CSSStyleDeclaration>;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, style: Styles, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function block(doc: Document, ...children: HTMLElement[]): HTMLDivElement {
  const wrapper = el(doc, 'div', { padding: '6px 0', breakInside: 'avoid' }, undefined, PDF_BLOCK_CLASS);
  wrapper.append(...children);
  return wrapper;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function musicUrl(exercise: Exercise, origin: string): string {
  const url = exercise.musicUrl!.trim();
  // Our uploads are stored as paths; print where they live.
  return url.startsWith('/') ? new URL(url, origin).href : url;
}

/** Where a printed address leads when clicked: web addresses only; anything else stays text. */
function linkTarget(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The address as printed, and a link over it (the export turns each link into a clickable area). */
function printedAddress(doc: Document, url: string): HTMLElement | string {
  const href = linkTarget(url);
  if (!href) return url;
  const link = el(doc, 'a', { color: PDF_LINK_COLOR, textDecoration: 'underline' }, url);
  link.href = href;
  return link;
}

const MUSIC_LABELS: Record<string, string> = { youtube: 'YouTube', spotify: 'Spotify', soundcloud: 'SoundCloud', upload: 'Uploaded audio' };

/** How the block is done beyond its length: each side, a breath pattern. */
function structureLines(exercise: Exercise): string[] {
  const lines: string[] = [];
  if (exercise.eachSide) lines.push(exercise.sideSwitchSec ? `Each side (+${exercise.sideSwitchSec} s switch)` : 'Each side');
  if (exercise.breathing) lines.push(`${exercise.breathing.breaths} ${exercise.breathing.breaths === 1 ? 'breath' : 'breaths'} · ${breathPatternLabel(exercise.breathing)}`);
  return lines;
}

/** Class of a block's demo thumbnail and of a round group's heading. */
export const PDF_DEMO_CLASS = 'pdf-demo';
export const PDF_ROUNDS_CLASS = 'pdf-rounds';

/** A round group's blocks sit this far in, under the group's heading. */
const GROUP_INDENT = '24px';

function exerciseBox(doc: Document, exercise: Exercise, index: number, options: PdfOptions, origin: string, demoImages: DemoImages): HTMLDivElement {
  const box = el(doc, 'div', {
    borderLeft: `6px solid ${blockColorStyle(exercise.blockColor).from}`,
    background: '#f9fafb',
    borderRadius: '4px',
    padding: '8px 12px',
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
  });
  const text = el(doc, 'div', { flex: '1', minWidth: '0' });
  text.append(el(doc, 'h2', { margin: '0', fontSize: '15px', color: TEXT }, `${index + 1}. ${exercise.name}`));
  if (options.includeTimings) {
    const rest = exercise.restTime ?? 0;
    text.append(el(doc, 'p', { margin: '4px 0 0', color: MUTED }, `Duration: ${exercise.duration}s • Rest: ${rest}s`, 'pdf-timing'));
  }
  for (const line of structureLines(exercise)) text.append(el(doc, 'p', { margin: '4px 0 0', color: TEXT, fontWeight: '600' }, line, 'pdf-structure'));
  // docs/product.md#validation: a notes or music line only when its option is on and the value exists.
  if (options.includeNotes && filled(exercise.notes)) {
    text.append(el(doc, 'p', { margin: '4px 0 0', color: TEXT, whiteSpace: 'pre-wrap' }, `Notes: ${exercise.notes.trim()}`, 'pdf-notes'));
  }
  if (options.includeMusicUrls && filled(exercise.musicUrl)) {
    const type = exercise.musicType && (MUSIC_TYPES as readonly string[]).includes(exercise.musicType) ? `${MUSIC_LABELS[exercise.musicType]}: ` : '';
    const line = el(doc, 'p', { margin: '4px 0 0', color: MUTED, wordBreak: 'break-all' }, `Music: ${type}`, 'pdf-music');
    line.append(printedAddress(doc, musicUrl(exercise, origin)));
    text.append(line);
  }
  box.append(text);
  const demo = exercise.demo?.type === 'image' ? demoImages.get(exercise.demo.url) : undefined;
  if (demo) {
    const image = el(doc, 'img', { width: '56px', height: '56px', objectFit: 'cover', borderRadius: '4px', flex: 'none' }, undefined, PDF_DEMO_CLASS);
    image.src = demo;
    image.alt = '';
    box.append(image);
  }
  return box;
}

/** "Rounds ×3 (60 s rest between rounds)", after the group's name when it has one. */
export function roundsHeading(group: Pick<RoundGroupItem<unknown>, 'rounds' | 'restBetweenRoundsSec' | 'name'>): string {
  const rest = group.restBetweenRoundsSec ? ` (${group.restBetweenRoundsSec} s rest between rounds)` : '';
  return `${filled(group.name) ? `${group.name.trim()}: ` : ''}Rounds ×${group.rounds}${rest}`;
}

/**
 * The blocks in play order: a round group's heading, then its blocks indented once. The heading
 * shares a page block with the group's first block, so a page never ends on a lone heading.
 */
function exerciseBlocks(doc: Document, workout: Workout, options: PdfOptions, origin: string, demoImages: DemoImages): HTMLDivElement[] {
  let index = 0;
  return workoutItems(workout.exercises, workout.groups).flatMap((item) => {
    if (!isRoundGroupItem(item)) return [block(doc, exerciseBox(doc, item, index++, options, origin, demoImages))];
    return item.blocks.map((exercise, i) => {
      const box = exerciseBox(doc, exercise, index++, options, origin, demoImages);
      box.style.marginLeft = GROUP_INDENT;
      if (i > 0) return block(doc, box);
      const heading = el(doc, 'p', { margin: '6px 0 6px', fontSize: '15px', fontWeight: '700', color: TEXT }, roundsHeading(item), PDF_ROUNDS_CLASS);
      return block(doc, heading, box);
    });
  });
}

/** Class of the logo and of the brand-coloured header rules, as the PDF draws them. */
export const PDF_LOGO_CLASS = 'pdf-logo';
export const PDF_BRAND_CLASS = 'pdf-brand';

/**
 * The instructor's branding above the name: the logo, then a band in the primary colour and a
 * rule in the accent colour. Colours mark rules only, never text (as on shared pages), so any
 * colour keeps the text readable.
 */
function brandingHeader(doc: Document, branding: PdfBranding): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (branding.logo) {
    const logo = el(doc, 'img', { display: 'block', maxHeight: '48px', maxWidth: '200px', margin: '0 0 8px' }, undefined, PDF_LOGO_CLASS);
    logo.src = branding.logo.src;
    logo.alt = '';
    parts.push(logo);
  }
  for (const [color, height] of [
    [branding.primaryColor, '6px'],
    [branding.accentColor, '2px'],
  ] as const) {
    if (color) parts.push(el(doc, 'div', { height, background: color, margin: '0 0 4px' }, undefined, PDF_BRAND_CLASS));
  }
  if (parts.length > 0) parts[parts.length - 1]!.style.marginBottom = '10px';
  return parts;
}

/**
 * The page the PDF is made from: the instructor's branding when there is any, the workout's name
 * and summary (its total time counts every round: totalDuration), the blocks in their round
 * groups, each with its demo image when one was loaded, and a footer with when it was generated.
 * Built from text nodes only (no HTML parsing of user content).
 */
export function buildPdfDocument(
  workout: Workout,
  options: PdfOptions,
  generatedAt: Date,
  doc: Document = document,
  branding: PdfBranding | null = null,
  demoImages: DemoImages = new Map(),
): HTMLDivElement {
  const origin = doc.location?.origin && doc.location.origin !== 'null' ? doc.location.origin : 'http://localhost';
  const root = el(doc, 'div', {
    fontFamily: "Helvetica, Arial, 'Segoe UI', sans-serif",
    fontSize: '13px',
    lineHeight: '1.45',
    color: TEXT,
    background: '#ffffff',
    width: '100%',
  });

  const header = [...(branding ? brandingHeader(doc, branding) : []), el(doc, 'h1', { margin: '0 0 6px', fontSize: '24px', color: TEXT }, workout.name)];
  if (filled(workout.description)) header.push(el(doc, 'p', { margin: '0 0 6px', color: TEXT }, workout.description.trim()));
  const facts = [`${workout.exercises.length} ${workout.exercises.length === 1 ? 'exercise' : 'exercises'}`, `Total Time: ${formatMinutesSeconds(workout.totalDuration)}`];
  if (filled(workout.category)) facts.push(`Category: ${categoryLabel(workout.category)}`);
  if (filled(workout.difficulty)) facts.push(`Difficulty: ${difficultyLabel(workout.difficulty)}`);
  header.push(el(doc, 'p', { margin: '0', color: MUTED }, facts.join(' • '), 'pdf-summary'));
  if (options.includeNotes && filled(workout.notes)) {
    header.push(el(doc, 'p', { margin: '6px 0 0', color: TEXT, whiteSpace: 'pre-wrap' }, `Notes: ${workout.notes.trim()}`, 'pdf-notes'));
  }
  root.append(block(doc, ...header));

  root.append(...exerciseBlocks(doc, workout, options, origin, demoImages));

  const stamp = `Generated by BlockBeat on ${generatedAt.toLocaleDateString()} at ${generatedAt.toLocaleTimeString()}`;
  root.append(block(doc, el(doc, 'p', { margin: '8px 0 0', paddingTop: '6px', borderTop: '1px solid #e5e7eb', color: MUTED, fontSize: '11px' }, stamp, 'pdf-footer')));
  return root;
}
