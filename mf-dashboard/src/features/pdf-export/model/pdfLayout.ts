import { FONT_SIZE, MUTED_COLOR, type Paragraph, type PdfContent, type PdfFont, type TextRun } from './pdfContent';

/** What is drawn on a page, in millimetres from the page's top-left corner; text at its baseline. */
export type DrawCommand =
  | { op: 'text'; x: number; y: number; text: string; font: PdfFont; size: number; color: string }
  | { op: 'rect'; x: number; y: number; width: number; height: number; color: string }
  | { op: 'link'; x: number; y: number; width: number; height: number; url: string }
  | { op: 'image'; image: string; x: number; y: number; width: number; height: number };

/** The width in millimetres of `text` in that font at that size (points). */
export type TextMeasure = (text: string, font: PdfFont, sizePt: number) => number;

/** The sheet and its margin, in millimetres. */
export interface PageFrame {
  width: number;
  height: number;
  margin: number;
}

/** The instructor's branding as the layout places it: the logo's natural size in CSS pixels, valid colours. */
export interface BrandingMarks {
  logo: { width: number; height: number } | null;
  primaryColor: string | null;
  accentColor: string | null;
}

/** The image key of the logo (demo images are keyed by their URL). */
export const LOGO_IMAGE = 'logo';

export interface PdfLayout {
  pages: DrawCommand[][];
}

/** Millimetres per CSS pixel: the sizes below are the old HTML export's, in millimetres. */
const PX = 25.4 / 96;
const MM_PER_PT = 25.4 / 72;
const LINE_HEIGHT = 1.45;
/** Where the baseline sits in a line's glyph box, from its top (the fonts' ascent). */
const ASCENT = 0.77;
const EPSILON = 0.01;

const LOGO_MAX = { width: 200 * PX, height: 48 * PX };
const LOGO_GAP = 8 * PX;
const PRIMARY_BAND = 6 * PX;
const ACCENT_RULE = 2 * PX;
const BAND_GAP = 4 * PX;
const BRANDING_GAP = 10 * PX;

const PARAGRAPH_GAP = 4 * PX;
const HEADER_GAP = 6 * PX;
const BLOCK_GAP = 12 * PX;
const BORDER = 6 * PX;
const PAD_X = 12 * PX;
const PAD_Y = 8 * PX;
/** A block's demo image: a square this many millimetres wide. */
export const DEMO_SIZE_MM = 56 * PX;
const DEMO = DEMO_SIZE_MM;
const DEMO_GAP = 12 * PX;
const GROUP_INDENT = 24 * PX;
const BLOCK_BACKGROUND = '#f9fafb';
const RULE_COLOR = '#e5e7eb';
/** The footer sits in the bottom margin: its rule 4 mm below the printable area, its text under it. */
const FOOTER_RULE = 4;
const FOOTER_BASELINE = 8.5;

export const lineHeightMm = (sizePt: number) => sizePt * MM_PER_PT * LINE_HEIGHT;

/** A run of one look on one line, `x` from the line's start. */
export interface Segment {
  run: TextRun;
  text: string;
  x: number;
  width: number;
}

export interface Line {
  segments: Segment[];
}

/** Words with their trailing spaces; an address is broken anywhere, so each character is a piece. */
function pieces(run: TextRun): string[] {
  return run.text.split(/(\n)/).flatMap((part) => (part === '\n' ? ['\n'] : run.breakAnywhere ? Array.from(part) : (part.match(/\S+\s*|\s+/g) ?? [])));
}

/**
 * Fills lines greedily, breaking between words; a word wider than the line is broken between its
 * characters, and line breaks in the text are kept (notes keep their lines). Spaces at the end of
 * a line are dropped, and so are those that would start one.
 */
export function wrapParagraph(paragraph: Paragraph, maxWidth: number, measure: TextMeasure): Line[] {
  const lines: Line[] = [];
  let segments: Segment[] = [];
  let x = 0;
  const widthOf = (run: TextRun, text: string) => measure(text, run.font, paragraph.size);
  const add = (run: TextRun, text: string, width: number) => {
    const last = segments.at(-1);
    if (last && last.run === run) {
      last.text += text;
      last.width += width;
    } else {
      segments.push({ run, text, x, width });
    }
    x += width;
  };
  const endLine = () => {
    for (let last = segments.at(-1); last && last.text !== last.text.trimEnd(); last = segments.at(-1)) {
      last.text = last.text.trimEnd();
      last.width = widthOf(last.run, last.text);
      if (last.text === '') segments.pop();
    }
    lines.push({ segments });
    segments = [];
    x = 0;
  };
  for (const run of paragraph.runs) {
    for (const piece of pieces(run)) {
      if (piece === '\n') {
        endLine();
        continue;
      }
      const word = piece.trimEnd();
      if (word === '') {
        if (segments.length > 0) add(run, piece, widthOf(run, piece));
        continue;
      }
      const wordWidth = widthOf(run, word);
      if (x > 0 && x + wordWidth > maxWidth + EPSILON) endLine();
      if (wordWidth <= maxWidth + EPSILON) {
        add(run, piece, widthOf(run, piece));
        continue;
      }
      for (const char of word) {
        const width = widthOf(run, char);
        if (x > 0 && x + width > maxWidth + EPSILON) endLine();
        add(run, char, width);
      }
      if (piece.length > word.length) add(run, piece.slice(word.length), widthOf(run, piece.slice(word.length)));
    }
  }
  endLine();
  return lines;
}

/** One line (or a gap between paragraphs) of a flow, drawn with its top-left corner at (left, top). */
interface Row {
  height: number;
  gap: boolean;
  draw: (left: number, top: number) => DrawCommand[];
}

function lineCommands(line: Line, sizePt: number, left: number, top: number): DrawCommand[] {
  const size = sizePt * MM_PER_PT;
  const height = lineHeightMm(sizePt);
  const glyphTop = top + (height - size) / 2;
  const baseline = glyphTop + ASCENT * size;
  return line.segments.flatMap(({ run, text, x, width }): DrawCommand[] => {
    const drawn: DrawCommand = { op: 'text', x: left + x, y: baseline, text, font: run.font, size: sizePt, color: run.color };
    if (!run.url) return [drawn];
    return [
      drawn,
      { op: 'rect', x: left + x, y: baseline + 0.12 * size, width, height: Math.max(0.2, 0.06 * size), color: run.color },
      { op: 'link', x: left + x, y: top, width, height, url: run.url },
    ];
  });
}

function paragraphRows(paragraphs: readonly Paragraph[], width: number, measure: TextMeasure, gap: number): Row[] {
  return paragraphs.flatMap((paragraph, i) => {
    const height = lineHeightMm(paragraph.size);
    const lines = wrapParagraph(paragraph, width, measure).map((line): Row => ({ height, gap: false, draw: (left, top) => lineCommands(line, paragraph.size, left, top) }));
    return i === 0 ? lines : [{ height: gap, gap: true, draw: () => [] }, ...lines];
  });
}

/** Something placed down the page: rows in a block's box (or none: the header), and rows above the box kept with its first. */
interface Flow {
  lead: Row[];
  rows: Row[];
  box: { color: string; indent: number; demo: string | null } | null;
}

const sum = (rows: readonly Row[]) => rows.reduce((total, row) => total + row.height, 0);

/** The logo's printed size: its own size, made smaller (never larger) to fit 200 × 48 CSS pixels. */
export function logoSizeMm(logo: { width: number; height: number }): { width: number; height: number } {
  const natural = { width: logo.width * PX, height: logo.height * PX };
  const scale = Math.min(1, LOGO_MAX.width / natural.width, LOGO_MAX.height / natural.height);
  return { width: natural.width * scale, height: natural.height * scale };
}

function brandingCommands(branding: BrandingMarks | null, frame: PageFrame): { commands: DrawCommand[]; height: number } {
  if (!branding) return { commands: [], height: 0 };
  const width = frame.width - 2 * frame.margin;
  const commands: DrawCommand[] = [];
  let y = frame.margin;
  /** Where the last mark ends. */
  let end = y;
  if (branding.logo && branding.logo.width > 0 && branding.logo.height > 0) {
    const logo = logoSizeMm(branding.logo);
    commands.push({ op: 'image', image: LOGO_IMAGE, x: frame.margin, y, ...logo });
    end = y + logo.height;
    y = end + LOGO_GAP;
  }
  const bands = [
    [branding.primaryColor, PRIMARY_BAND],
    [branding.accentColor, ACCENT_RULE],
  ] as const;
  for (const [color, height] of bands) {
    if (!color) continue;
    commands.push({ op: 'rect', x: frame.margin, y, width, height, color });
    end = y + height;
    y = end + BAND_GAP;
  }
  return commands.length === 0 ? { commands, height: 0 } : { commands, height: end - frame.margin + BRANDING_GAP };
}

function footerCommands(stamp: string, page: number, pages: number, frame: PageFrame, measure: TextMeasure): DrawCommand[] {
  const width = frame.width - 2 * frame.margin;
  const bottom = frame.height - frame.margin;
  const label = `Page ${page} of ${pages}`;
  const text = (x: number, value: string): DrawCommand => ({ op: 'text', x, y: bottom + FOOTER_BASELINE, text: value, font: 'regular', size: FONT_SIZE.footer, color: MUTED_COLOR });
  return [
    { op: 'rect', x: frame.margin, y: bottom + FOOTER_RULE, width, height: 0.26, color: RULE_COLOR },
    text(frame.margin, stamp),
    text(frame.margin + width - measure(label, 'regular', FONT_SIZE.footer), label),
  ];
}

/**
 * Lays the content out on pages of the frame: the branding at the top of every page, then the
 * header and the blocks, each block a box (its colour as a left border, its demo image at the
 * right); a page number and when it was made at the foot of every page. A block that does not
 * fit in what is left of a page starts the next one, its group's heading with it; only a block
 * taller than a whole page is split, between its lines, its box continued on the next page. So
 * no line is ever cut, and every page holds content. Pure: fonts come in as `measure`.
 */
export function layOutPdf(content: PdfContent, frame: PageFrame, measure: TextMeasure, branding: BrandingMarks | null = null): PdfLayout {
  const brand = brandingCommands(branding, frame);
  const left = frame.margin;
  const width = frame.width - 2 * frame.margin;
  const top = frame.margin + brand.height;
  const bottom = frame.height - frame.margin;
  const pages: DrawCommand[][] = [];
  let page: DrawCommand[] = [];
  let y = top;
  const newPage = () => {
    page = [];
    pages.push(page);
    y = top;
  };
  newPage();

  const place = (flow: Flow, gapBefore: number) => {
    const padY = flow.box ? PAD_Y : 0;
    const minInner = flow.box?.demo ? DEMO : 0;
    const whole = sum(flow.lead) + 2 * padY + Math.max(sum(flow.rows), minInner);
    const gap = y > top ? gapBefore : 0;
    const roomLeft = bottom - y - gap;
    const fitsOnAPage = whole <= bottom - top + EPSILON;
    // A block taller than a page is split; it starts here unless little of this page is left.
    if (whole > roomLeft + EPSILON && y > top && (fitsOnAPage || roomLeft < (bottom - top) / 3)) newPage();
    else y += gap;

    for (const row of flow.lead) {
      page.push(...row.draw(left, y));
      y += row.height;
    }
    const boxLeft = left + (flow.box?.indent ?? 0);
    const boxWidth = width - (flow.box?.indent ?? 0);
    const textLeft = flow.box ? boxLeft + BORDER + PAD_X : left;
    let i = 0;
    for (let first = true; first || i < flow.rows.length; first = false) {
      if (!first) {
        newPage();
        while (i < flow.rows.length && flow.rows[i]!.gap) i += 1;
      }
      const fragmentTop = y;
      y += padY;
      const drawn: DrawCommand[] = [];
      for (let placed = 0; i < flow.rows.length && (placed === 0 || y + flow.rows[i]!.height + padY <= bottom + EPSILON); placed += 1) {
        drawn.push(...flow.rows[i]!.draw(textLeft, y));
        y += flow.rows[i]!.height;
        i += 1;
      }
      if (first && flow.box?.demo) {
        drawn.push({ op: 'image', image: flow.box.demo, x: boxLeft + boxWidth - PAD_X - DEMO, y: fragmentTop + padY, width: DEMO, height: DEMO });
        y = Math.max(y, fragmentTop + padY + DEMO);
      }
      y += padY;
      if (flow.box) {
        page.push(
          { op: 'rect', x: boxLeft, y: fragmentTop, width: boxWidth, height: y - fragmentTop, color: BLOCK_BACKGROUND },
          { op: 'rect', x: boxLeft, y: fragmentTop, width: BORDER, height: y - fragmentTop, color: flow.box.color },
        );
      }
      page.push(...drawn);
    }
  };

  place({ lead: [], rows: paragraphRows(content.header, width, measure, HEADER_GAP), box: null }, 0);
  for (const entry of content.entries) {
    const indent = entry.inGroup ? GROUP_INDENT : 0;
    const textWidth = width - indent - BORDER - 2 * PAD_X - (entry.demo ? DEMO + DEMO_GAP : 0);
    const lead = entry.heading ? [...paragraphRows([entry.heading], width, measure, 0), { height: HEADER_GAP, gap: true, draw: () => [] }] : [];
    place({ lead, rows: paragraphRows(entry.paragraphs, textWidth, measure, PARAGRAPH_GAP), box: { color: entry.color, indent, demo: entry.demo } }, BLOCK_GAP);
  }

  return { pages: pages.map((commands, i) => [...brand.commands, ...commands, ...footerCommands(content.stamp, i + 1, pages.length, frame, measure)]) };
}
