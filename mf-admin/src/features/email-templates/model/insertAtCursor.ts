/** `text` with `insert` in place of the selection [start, end), and where the caret goes after it. */
export function insertAtCursor(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
