/**
 * The rows of a guard table as prettier pads it in docs/ (`| guard | holds when |`), cell by
 * cell: the graph tests compare a page's table with the one the graph's data draws. Given a
 * whole page, the rows of the table that starts at its '| guard' header.
 */
export function guardRows(text: string): string[][] {
  const start = Math.max(0, text.indexOf('| guard'));
  const end = text.indexOf('\n\n', start);
  return text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
}
