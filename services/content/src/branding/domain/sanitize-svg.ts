import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/*
 * Why DOMPurify on jsdom rather than sanitize-html: an SVG is a DOM with namespaces, and what
 * matters is what a browser will build from it. DOMPurify works on a real DOM, ships an SVG
 * profile (allowlists of SVG elements and attributes: no script, no event handlers, no
 * foreignObject, no javascript: URLs), checks namespaces, and is maintained by Cure53 with
 * quick releases for each bypass found. sanitize-html is an HTML allowlister on a lenient
 * parser with no notion of namespaces, so every SVG element and attribute would be ours to list
 * and get right. jsdom gives DOMPurify its DOM on the server (and parses the upload as XML).
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const CONFIG: Config & { RETURN_DOM: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify leaves out <use> because it can pull in another document; with every href held to
  // a fragment of this one (below) it only repeats what is already here, as logos often do.
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignObject'],
  RETURN_DOM: true,
};

const LOCAL_REFERENCE = /^\s*#/;
/** A url() of anything but a fragment, an @import, or a CSS escape, which could spell either. */
const OUTSIDE_REFERENCE_IN_CSS = /url\s*\(\s*['"]?\s*(?!#)|@import|\\/i;

/**
 * A logo must not fetch anything: links and references (`href`, `xlink:href`) may only point
 * inside the document, and styles that could load a resource are dropped.
 */
function keepReferencesLocal(node: Node): void {
  const element = node as Element;
  for (const attribute of Array.from(element.attributes ?? [])) {
    const outside = attribute.localName === 'href' ? !LOCAL_REFERENCE.test(attribute.value) : OUTSIDE_REFERENCE_IN_CSS.test(attribute.value);
    if (outside) element.removeAttributeNode(attribute);
  }
  if (element.localName === 'style' && OUTSIDE_REFERENCE_IN_CSS.test(element.textContent ?? '')) element.textContent = '';
}

// Set up once per worker thread, when the worker starts (loading jsdom takes about a second).
const { window } = new JSDOM('');
const purify: DOMPurify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
purify.addHook('afterSanitizeAttributes', keepReferencesLocal);
const serializer = new window.XMLSerializer();

/**
 * The SVG without anything that could run or fetch, or null when the text is not an SVG document.
 * Synchronous and unbounded: it runs in the SVG worker, after svgRefusal, under a time limit.
 */
export function sanitizeSvgMarkup(svgText: string): string | null {
  // Parsed as the browser will read the file (XML): malformed files and other roots are refused.
  const root = new window.DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
  if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
  // Re-serialised without prolog or doctype (no entities, no stylesheet instructions survive).
  // RETURN_DOM answers the <body> the markup was sanitised in.
  const body = purify.sanitize(serializer.serializeToString(root), CONFIG) as Element;
  const svg = body.firstElementChild;
  // Written back as XML, so the file the browser parses is exactly the DOM that was checked.
  return svg?.namespaceURI === SVG_NAMESPACE && svg.localName === 'svg' ? serializer.serializeToString(svg) : null;
}
