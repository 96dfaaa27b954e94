/** Prints rows as columns: the first left-aligned, the others (figures) right-aligned. */
export function printTable(rows: string[][], print: (line: string) => void = console.log) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  print(line(rows[0]!));
  print(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) print(line(row));
}
