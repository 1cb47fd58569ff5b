/**
 * The characters PDF's standard fonts (Helvetica here) can print: WinAnsiEncoding, which is
 * Latin-1 plus these 27 in its 0x80–0x9F row (curly quotes, dashes, the bullet, the euro sign…).
 * jsPDF maps them to their codes itself; text with anything else needs an embedded font.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Every character of the text can be printed with the standard fonts (line breaks are the layout's). */
export function fitsStandardFonts(text: string): boolean {
  for (const char of text) if (char !== '\n' && !isWinAnsi(char)) return false;
  return true;
}

/** Spaces of other widths (a locale's time has a narrow no-break space before "PM") print as a space. */
const OTHER_SPACES = /[\t\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;
/** Marks that print nothing: zero-width characters, the byte-order mark, soft hyphens. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;

/** Control characters other than the line break (C0 and C1). */
function isControl(char: string): boolean {
  const code = char.codePointAt(0)!;
  return char !== '\n' && (code < 0x20 || (code >= 0x7f && code <= 0x9f));
}

/**
 * Text as the PDF prints it: composed (é as one character, not e + accent, so the standard fonts
 * cover it), every kind of space a space (a tab too), invisible marks and control characters
 * dropped; line breaks are kept for the layout to honour.
 */
export function printableText(text: string): string {
  const spaced = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(OTHER_SPACES, ' ').replace(INVISIBLE, '');
  return Array.from(spaced)
    .filter((char) => !isControl(char))
    .join('');
}

/** What a font cannot draw prints as U+FFFD: visibly a lost character, never a wrong one. */
export const REPLACEMENT_CHARACTER = '\ufffd';

export function withDrawableCharacters(text: string, canDraw: (char: string) => boolean): string {
  let out = '';
  for (const char of text) out += char === '\n' || canDraw(char) ? char : REPLACEMENT_CHARACTER;
  return out;
}
