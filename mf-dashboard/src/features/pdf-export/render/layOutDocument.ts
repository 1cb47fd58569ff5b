import { pageBreakSpacers } from '../model/pageBreaks';
import type { PageGeometry } from '../model/pageGeometry';
import { PDF_BLOCK_CLASS } from '../model/pdfDocument';
import type { LaidOutLink } from '../model/pdfLinks';

/** The document as it will be drawn: placed in its frame, with page breaks between blocks. */
export interface LaidOutDocument {
  root: HTMLElement;
  heightCss: number;
  links: LaidOutLink[];
  /** Takes the frame out of the page. */
  remove(): void;
}

/**
 * A hidden same-origin frame for the document. Laid out there, it is untouched by the app's style
 * sheets and theme, as html2pdf's copy of it is when drawn (writePdf leaves the app out of what
 * html2canvas copies), so what is measured is what is drawn. In standards mode, as that copy is
 * (html2canvas gives it the page's doctype): a new frame is in quirks mode, which sizes lines
 * differently.
 */
function openFrame(geometry: PageGeometry): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    left: '-100000px',
    top: '0',
    width: `${Math.ceil(geometry.widthCss)}px`,
    height: `${Math.ceil(geometry.pageHeightCss)}px`,
    border: '0',
    visibility: 'hidden',
  });
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write('<!DOCTYPE html><html><head></head><body style="margin:0"></body></html>');
  doc.close();
  return frame;
}

function spacer(doc: Document, heightPx: number): HTMLDivElement {
  const div = doc.createElement('div');
  div.className = 'pdf-page-break';
  div.style.height = `${heightPx}px`;
  return div;
}

/** Every line box of every link, from the document's top-left corner. */
function linkBoxes(root: HTMLElement): LaidOutLink[] {
  const origin = root.getBoundingClientRect();
  return Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')).flatMap((link) =>
    Array.from(link.getClientRects(), (box) => ({ url: link.href, left: box.left - origin.left, top: box.top - origin.top, width: box.width, height: box.height })),
  );
}

/**
 * Lays the document out at the printable width and spaces its blocks so that page boundaries
 * fall between them. Images (the logo) are decoded first: their size moves everything below.
 */
export async function layOutDocument(source: HTMLElement, geometry: PageGeometry): Promise<LaidOutDocument> {
  const frame = openFrame(geometry);
  const doc = frame.contentDocument!;
  try {
    // A fixed width, not the frame's: html2pdf lays its copy out again in a box of another width.
    source.style.width = `${geometry.widthCss}px`;
    doc.body.append(source);
    await Promise.all(Array.from(source.querySelectorAll('img'), (img) => img.decode().catch(() => img.remove())));
    const blocks = Array.from(source.querySelectorAll<HTMLElement>(`:scope > .${PDF_BLOCK_CLASS}`));
    const heights = blocks.map((block) => block.getBoundingClientRect().height);
    pageBreakSpacers(heights, geometry.pageHeightCss).forEach((space, i) => {
      if (space > 0) blocks[i]!.before(spacer(doc, space));
    });
    return { root: source, heightCss: source.getBoundingClientRect().height, links: linkBoxes(source), remove: () => frame.remove() };
  } catch (error) {
    frame.remove();
    throw error;
  }
}
