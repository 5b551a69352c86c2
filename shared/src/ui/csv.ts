/** A list as CSV for a spreadsheet (RFC 4180 quoting), and its download from the browser. */

export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
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
