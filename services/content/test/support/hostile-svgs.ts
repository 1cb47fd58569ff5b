/** SVG files built to cost a parser or a sanitiser as much as their size allows (BlockBeat issue 12). */

const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">';
const svgOf = (body: string, prolog = '') => Buffer.from(`${prolog}${open}${body}</svg>`);

/** `depth` <g> inside one another, inside the <svg>: 5,000 is the 35 KB file of the issue. */
export const nestedGroups = (depth: number) => svgOf(`${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}`);

/** `count` empty <g/> side by side. */
export const siblingGroups = (count: number) => svgOf('<g/>'.repeat(count));

/** `elements` rects with `attributes` attributes each, none of which DOMPurify keeps. */
export function manyAttributes(attributes: number, elements = 1): Buffer {
  const names = Array.from({ length: attributes }, (_, i) => `a${i}=""`).join(' ');
  return svgOf(`<rect ${names}/>`.repeat(elements));
}

/** Ten entities, each ten of the one before: 10⁹ "lol"s if a parser expands them all. */
export function billionLaughs(): Buffer {
  const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
  return svgOf('<text>&lol9;</text>', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol0 "lol">${entities}]>`);
}

/** One 50 KB entity referenced 20,000 times: 1 GB of text from 150 KB, with one level of expansion. */
export function quadraticBlowup(): Buffer {
  return svgOf(`<text>${'&big;'.repeat(20_000)}</text>`, `<!DOCTYPE svg [<!ENTITY big "${'x'.repeat(50_000)}">]>`);
}

/**
 * As slow to check as a file inside every limit gets (svg-limits.ts): 60 nested <g> around 9,900
 * rects with 2 attributes each, near the element and attribute caps. About 1.6 s of a worker here.
 */
export function heaviestWithinLimits(): Buffer {
  return svgOf(`${'<g>'.repeat(60)}${'<rect a0="" a1=""/>'.repeat(9_900)}${'</g>'.repeat(60)}`);
}
