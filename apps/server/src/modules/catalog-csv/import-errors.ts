import { LIMITS, type CsvImportError } from '@attire/contract';

/**
 * The problems of one file, in the order they were found. The reply lists the first
 * LIMITS.csvImportMaxErrors (a file of the wrong shape would otherwise name every cell);
 * `count` still says how many there were.
 */
export class ImportErrors {
  readonly list: CsvImportError[] = [];
  count = 0;

  add(row: number, column: string, message: string): void {
    this.count += 1;
    if (this.list.length < LIMITS.csvImportMaxErrors) this.list.push({ row, column, message });
  }

  get any(): boolean {
    return this.count > 0;
  }
}
