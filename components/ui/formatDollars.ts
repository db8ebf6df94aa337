const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars without decimals (SPEC §9), e.g. 1500 → "$1,500". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
