import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CSV_MESSAGES,
  LIMITS,
  MESSAGES,
  PRODUCT_CSV_COLUMNS,
  ProductCsvRowSchema,
  unguardCsvCell,
  type ProductCsvColumn,
  type ProductCsvRow,
} from '@attire/contract';
import { AppError, validationError } from '../../lib/errors.js';
import type { ImportErrors } from './import-errors.js';

/** A data row read and checked on its own, with its number in the file (the header is 1). */
export interface ReadRow {
  row: number;
  cells: ProductCsvRow;
}

const HEADER_ROW = 1;

/** Where each column is in the file's header row; the problems of the header otherwise. */
function readHeader(cells: string[], errors: ImportErrors): Map<ProductCsvColumn, number> | null {
  const positions = new Map<ProductCsvColumn, number>();
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (!known.has(name)) return errors.add(HEADER_ROW, cell, CSV_MESSAGES.unknownColumn);
    const column = name as ProductCsvColumn;
    if (positions.has(column)) return errors.add(HEADER_ROW, name, CSV_MESSAGES.repeatedColumn);
    positions.set(column, index);
  });
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (!positions.has(column)) errors.add(HEADER_ROW, column, CSV_MESSAGES.missingColumn);
  }
  return errors.any ? null : positions;
}

/** One data record read into a row (the formula guard taken off), or its problems noted. */
function readRecord(
  record: string[],
  row: number,
  header: Map<ProductCsvColumn, number>,
  width: number,
  errors: ImportErrors,
): ReadRow | undefined {
  if (record.length !== width) {
    const column = PRODUCT_CSV_COLUMNS.find((name) => header.get(name)! >= record.length);
    errors.add(row, column ?? 'images', CSV_MESSAGES.cellCount(width, record.length));
    return undefined;
  }
  const cells = Object.fromEntries(
    PRODUCT_CSV_COLUMNS.map((column) => [column, unguardCsvCell(record[header.get(column)!]!)]),
  );
  const parsed = ProductCsvRowSchema.safeParse(cells);
  if (parsed.success) return { row, cells: parsed.data };
  for (const issue of parsed.error.issues) errors.add(row, String(issue.path[0]), issue.message);
  return undefined;
}

/**
 * Reads a catalogue file as it arrives, record by record (csv-parse's stream), checking each
 * row with the contract's row schema. Rows with problems are noted in `errors` and left out;
 * the good ones are kept (a few hundred bytes each) for the next step, which needs every row
 * of a product together.
 */
export async function readProductCsv(file: Readable, errors: ImportErrors): Promise<ReadRow[]> {
  const parser = file.pipe(
    parse({ bom: true, relax_column_count: true, max_record_size: 64 * 1024 }),
  );
  // pipe() does not pass on the upload's errors (past the size limit, a body cut short).
  let uploadFailed: (Error & { code?: string }) | undefined;
  file.once('error', (error) => {
    uploadFailed = error;
    parser.destroy(error);
  });
  const tooLarge = () => new AppError(413, CSV_MESSAGES.fileTooLarge);
  // A file cut at the size limit must never be imported as if it were whole.
  const truncated = () => (file as { truncated?: boolean }).truncated === true;
  const rows: ReadRow[] = [];
  let header: Map<ProductCsvColumn, number> | null | undefined;
  let width = 0;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (header === undefined) {
        header = readHeader(record, errors);
        width = record.length;
        if (header === null) break;
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (row - HEADER_ROW > LIMITS.csvImportMaxRows) {
        errors.add(row, 'product_id', CSV_MESSAGES.tooManyRows);
        break;
      }
      const read = readRecord(record, row, header!, width, errors);
      if (read) rows.push(read);
    }
  } catch (error) {
    if (uploadFailed?.code === 'FST_REQ_FILE_TOO_LARGE' || truncated()) throw tooLarge();
    if (uploadFailed) throw validationError({ file: [MESSAGES.uploadIncomplete] });
    // Otherwise what the file holds fails here (an unclosed quote, a record past 64 KB). The
    // parser counts the records it read (those still queued for this loop included).
    const { message, records } = error as { message?: string; records?: number };
    errors.add((records ?? row) + 1, 'product_id', `${CSV_MESSAGES.notCsv}: ${message ?? ''}`);
    return rows;
  } finally {
    parser.destroy();
    file.resume();
  }
  if (truncated()) throw tooLarge();
  if (header === undefined || (header !== null && row === HEADER_ROW)) {
    errors.add(HEADER_ROW, 'product_id', CSV_MESSAGES.fileEmpty);
  }
  return rows;
}
