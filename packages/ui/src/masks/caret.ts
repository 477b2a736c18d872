/**
 * Where the caret belongs after `raw` (caret at `caret`) was reformatted into `formatted`: after
 * the same number of significant characters, counted from the start (left-to-right masks) or from
 * the end (amounts that fill from the right). A caret at the end stays at the end, whatever padding
 * the format added.
 */
export function caretAfterFormat(
  raw: string,
  caret: number,
  formatted: string,
  isSignificant: (char: string) => boolean,
  from: 'start' | 'end' = 'start',
): number {
  if (caret >= raw.length) return formatted.length;
  if (from === 'end') {
    const after = countSignificant(raw.slice(caret), isSignificant);
    return formatted.length - positionAfter([...formatted].reverse().join(''), after, isSignificant);
  }
  return positionAfter(formatted, countSignificant(raw.slice(0, caret), isSignificant), isSignificant);
}

function countSignificant(text: string, isSignificant: (char: string) => boolean): number {
  return [...text].filter(isSignificant).length;
}

/** The index just after the `count`-th significant character of `text` (0 when `count` is 0). */
function positionAfter(text: string, count: number, isSignificant: (char: string) => boolean): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
