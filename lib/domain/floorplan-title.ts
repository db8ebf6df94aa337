/**
 * The browser title of a floor plan page (docs/product.md#pages): 'Floorplan: {floorplanId}' until the floor
 * plan's name is known and non-empty, then the name — or its htmlTitle, the SEO title an
 * import may give, when that is non-empty.
 */
export function floorplanPageTitle(floorplan: { id: string; name?: string | null; htmlTitle?: string | null }): string {
  const htmlTitle = floorplan.htmlTitle?.trim();
  if (htmlTitle) return htmlTitle;
  const name = floorplan.name?.trim();
  if (name) return name;
  return `Floorplan: ${floorplan.id}`;
}
