import { UNSUPPORTED_LOGO_MESSAGE } from '@blockbeat/contracts';
import { SaxesParser } from 'saxes';

/*
 * Far beyond any real logo (a few hundred elements, under 20 deep, a dozen attributes on an
 * element), and low enough that jsdom and DOMPurify finish the heaviest file these allow in about
 * 2 s. Without them a 35 KB file of nested <g> overflowed jsdom's stack after 12 s, and one
 * element with 60,000 attributes took DOMPurify 30 s (it removes them one by one). The cost grows
 * with the attributes in all (about 0.05 ms each, 0.1 ms on a busy machine): 211,000 of them
 * (2,400 elements of 88, issue 24) took 18 s, so their total is capped too.
 */
const MAX_SVG_ELEMENTS = 10_000;
const MAX_SVG_DEPTH = 64;
const MAX_SVG_ATTRIBUTES = 100;
const MAX_SVG_TOTAL_ATTRIBUTES = 20_000;

const SVG_TOO_DEEP = `The SVG nests elements more than ${MAX_SVG_DEPTH} deep`;
const SVG_TOO_MANY_ELEMENTS = `The SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString('en')} elements`;
const SVG_TOO_MANY_ATTRIBUTES = `The SVG has an element with more than ${MAX_SVG_ATTRIBUTES} attributes`;
const SVG_TOO_MANY_ATTRIBUTES_IN_ALL = `The SVG has more than ${MAX_SVG_TOTAL_ATTRIBUTES.toLocaleString('en')} attributes in all`;
const SVG_DECLARES_ENTITIES = 'The SVG declares its own entities (<!ENTITY>); export it without a DOCTYPE';

class Refusal {
  constructor(readonly reason: string) {}
}

const refuse = (reason: string) => {
  throw new Refusal(reason);
};

/**
 * Why this SVG text is refused before any DOM is built from it, or null. It is read with saxes,
 * the XML parser jsdom uses, with jsdom's options, so it sees what the sanitiser would see; it
 * stops at the first limit crossed or the first XML error (not an SVG, as jsdom would say).
 * Entity declarations are refused: jsdom expands them (a 150 KB file of references to one 50 KB
 * entity makes a gigabyte of text), and logos do not use them.
 */
export function svgRefusal(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
  let elements = 0;
  let depth = 0;
  let attributes = 0;
  parser.on('doctype', (doctype) => {
    if (doctype.includes('<!ENTITY')) refuse(SVG_DECLARES_ENTITIES);
  });
  parser.on('opentag', (tag) => {
    if (++elements > MAX_SVG_ELEMENTS) refuse(SVG_TOO_MANY_ELEMENTS);
    if (++depth > MAX_SVG_DEPTH) refuse(SVG_TOO_DEEP);
    const own = Object.keys(tag.attributes).length;
    if (own > MAX_SVG_ATTRIBUTES) refuse(SVG_TOO_MANY_ATTRIBUTES);
    if ((attributes += own) > MAX_SVG_TOTAL_ATTRIBUTES) refuse(SVG_TOO_MANY_ATTRIBUTES_IN_ALL);
  });
  parser.on('closetag', () => depth--);
  parser.on('error', () => refuse(UNSUPPORTED_LOGO_MESSAGE));
  try {
    parser.write(text).close();
    return null;
  } catch (err) {
    if (err instanceof Refusal) return err.reason;
    throw err;
  }
}
