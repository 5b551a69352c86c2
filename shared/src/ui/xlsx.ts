/**
 * A list as an Excel workbook (.xlsx), downloaded from the browser: one sheet, the header bold
 * and kept in view while scrolling, numbers as numbers. The writer (write-excel-file, on fflate)
 * is fetched on the first export, so a list page carries none of it until then.
 */
import type { SheetData } from 'write-excel-file/browser';

export async function downloadXlsx(
  fileName: string,
  sheet: string,
  header: string[],
  rows: (string | number)[][],
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheetData: SheetData = [
    header.map((value) => ({ value, fontWeight: 'bold' })),
    ...rows.map((row) => row.map((value) => (value === '' ? null : value))),
  ];
  const widths = header.map((title, index) =>
    Math.min(60, Math.max(10, title.length, ...rows.map((row) => String(row[index] ?? '').length)) + 2),
  );
  await writeXlsxFile(
    sheetData,
    // Excel refuses sheet names over 31 characters.
    { sheet: sheet.slice(0, 31), stickyRowsCount: 1, columns: widths.map((width) => ({ width })) },
  ).toFile(fileName);
}
