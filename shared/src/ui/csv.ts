/** A list as CSV for a spreadsheet (RFC 4180 quoting), and its download from the browser. */

/**
 * What a spreadsheet program reads as the start of a formula (OWASP's CSV injection list): a
 * customer's order title such as `=HYPERLINK(…)` would otherwise run in the exporter's Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. A string that could start a formula is prefixed with a single quote (the program
 * shows it as text) and quoted, so a separator in it cannot open a cell of its own. A number
 * stays a number, `-5` included: `String` of a number is digits with at most a leading minus and
 * an exponent, never a formula, and a sum over an exported column still adds up.
 */
function cell(value: string | number): string {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The one CSV writer of the platform: every export goes through it, so every cell is neutralised. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

export function downloadCsv(fileName: string, header: string[], rows: (string | number)[][]): void {
  const link = document.createElement('a');
  // A byte order mark, so spreadsheet programs read the UTF-8 (umlauts, €) as such.
  link.href = URL.createObjectURL(new Blob(['\ufeff', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
