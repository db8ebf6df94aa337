/** The bedroom filter's choices: the distinct counts listed, plus any the URL asks for (so they can be unticked). */
export function bedroomChoices(listed: readonly { bedroom: number }[], selected: readonly number[]): number[] {
  return [...new Set([...listed.map((item) => item.bedroom), ...selected])].sort((a, b) => a - b);
}
