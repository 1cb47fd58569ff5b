import type { Config, DOMPurify } from 'dompurify';

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

type Sanitize = (svgText: string) => string | null;

async function createSanitizer(): Promise<Sanitize> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  const purify: DOMPurify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', keepReferencesLocal);
  const serializer = new window.XMLSerializer();

  return (svgText) => {
    // Parsed as the browser will read the file (XML): malformed files and other roots are refused.
    const root = new window.DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
    if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
    // Re-serialised without prolog or doctype (no entities, no stylesheet instructions survive).
    // RETURN_DOM answers the <body> the markup was sanitised in.
    const body = purify.sanitize(serializer.serializeToString(root), CONFIG) as Element;
    const svg = body.firstElementChild;
    // Written back as XML, so the file the browser parses is exactly the DOM that was checked.
    return svg?.namespaceURI === SVG_NAMESPACE && svg.localName === 'svg' ? serializer.serializeToString(svg) : null;
  };
}

let sanitizer: Promise<Sanitize> | undefined;

/**
 * The SVG without anything that could run or fetch, or null when the bytes are not an SVG
 * document in UTF-8. jsdom is loaded on the first SVG, not at start (it takes half a second).
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<Buffer | null> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  sanitizer ??= createSanitizer().catch((err: unknown) => {
    sanitizer = undefined;
    throw err;
  });
  const clean = (await sanitizer)(text);
  return clean === null ? null : Buffer.from(clean, 'utf8');
}
