/** docs/product.md: extra files beyond the maximum are dropped with this message. */
export function fileLimitMessage(max: number) {
  return `Only first ${max} files included`;
}

/** Keeps the first `max` files; tells whether some were dropped. */
export function limitFiles<T>(files: readonly T[], max: number): { kept: T[]; dropped: boolean } {
  return { kept: files.slice(0, Math.max(0, max)), dropped: files.length > max };
}
