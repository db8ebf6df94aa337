/**
 * The rules of an import file that span records: unique ids, similarTo ids that exist, and
 * home-page specials naming communities that exist. They read the raw JSON defensively, so
 * that they report alongside the field errors of the Yup schema.
 */
type Loose = Record<string, unknown>;

const records = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {})) : [];

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** Reports the second and later uses of each id. */
function checkUnique(items: { path: string; id: string | null }[], what: string, errors: string[]) {
  const first = new Map<string, string>();
  for (const { path, id } of items) {
    if (id === null) continue;
    const seen = first.get(id);
    if (seen) errors.push(`${path}: duplicate ${what} id "${id}" (also at ${seen})`);
    else first.set(id, path);
  }
}

/** Splits a home special's `properties` value the way the schema does. */
function specialPropertyNames(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '')).filter(Boolean);
  return [];
}

/**
 * Resolves a community reference (id, or name case-insensitively) to its property id.
 * Returns null when no community matches.
 */
export function resolveCommunity(ref: string, properties: { id: string; name: string }[]): string | null {
  const byId = properties.find((p) => p.id === ref);
  if (byId) return byId.id;
  const lower = ref.toLowerCase();
  return properties.find((p) => p.name.trim().toLowerCase() === lower)?.id ?? null;
}

export function crossCheckListing(json: unknown): string[] {
  const errors: string[] = [];
  if (!json || typeof json !== 'object' || Array.isArray(json)) return errors;
  const root = json as Loose;
  const properties = records(root.properties);

  const floorplanIds = new Set<string>();
  const floorplanEntries: { path: string; id: string | null }[] = [];
  properties.forEach((property, p) => {
    records(property.floorplans).forEach((fp, f) => {
      const id = idOf(fp.id);
      floorplanEntries.push({ path: `properties[${p}].floorplans[${f}].id`, id });
      if (id) floorplanIds.add(id);
      checkUnique(
        records(fp.units).map((unit, u) => ({ path: `properties[${p}].floorplans[${f}].units[${u}].id`, id: idOf(unit.id) })),
        'unit',
        errors,
      );
    });
  });

  checkUnique(properties.map((property, p) => ({ path: `properties[${p}].id`, id: idOf(property.id) })), 'property', errors);
  checkUnique(floorplanEntries, 'floor plan', errors);
  checkUnique(records(root.sublets).map((s, i) => ({ path: `sublets[${i}].id`, id: idOf(s.id) })), 'sublet', errors);

  properties.forEach((property, p) => {
    records(property.floorplans).forEach((fp, f) => {
      if (!Array.isArray(fp.similarTo)) return;
      fp.similarTo.forEach((ref, s) => {
        const id = idOf(ref);
        const path = `properties[${p}].floorplans[${f}].similarTo[${s}]`;
        if (id === null) return; // the schema reports its type
        if (id === idOf(fp.id)) errors.push(`${path}: a floor plan cannot be similar to itself`);
        else if (!floorplanIds.has(id)) errors.push(`${path}: no floor plan with id "${id}" in this file`);
      });
    });
  });

  const communities = properties
    .map((property) => ({ id: idOf(property.id) ?? '', name: typeof property.name === 'string' ? property.name : '' }))
    .filter((c) => c.id);
  records(root.homePageSpecials).forEach((special, i) => {
    specialPropertyNames(special.properties).forEach((ref, r) => {
      if (!resolveCommunity(ref, communities)) {
        errors.push(`homePageSpecials[${i}].properties[${r}]: no community with id or name "${ref}" in this file`);
      }
    });
  });
  return errors;
}
