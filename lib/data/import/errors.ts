/** A listing file that cannot be imported: each error names the JSON path of a bad field. */
export class ListingValidationError extends Error {
  constructor(readonly errors: string[]) {
    super(
      `The listing file has ${errors.length} error${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((e) => `  - ${e}`).join('\n'),
    );
    this.name = 'ListingValidationError';
  }
}
