/**
 * Every image value of a listing file with its JSON path (coverImage, photos[], officeImage,
 * officeMap, image, photoLink). Reads loosely so it works on raw and on validated data.
 */
type Loose = Record<string, unknown>;

export interface ImageValue {
  path: string;
  value: string;
}

const records = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {})) : [];

function push(out: ImageValue[], path: string, value: unknown) {
  if (typeof value === 'string' && value.trim()) out.push({ path, value: value.trim() });
}

function pushList(out: ImageValue[], path: string, value: unknown) {
  if (Array.isArray(value)) value.forEach((v, i) => push(out, `${path}[${i}]`, v));
}

export function collectImageValues(json: unknown): ImageValue[] {
  const out: ImageValue[] = [];
  if (!json || typeof json !== 'object') return out;
  const root = json as Loose;
  records(root.properties).forEach((property, p) => {
    const base = `properties[${p}]`;
    push(out, `${base}.coverImage`, property.coverImage);
    pushList(out, `${base}.photos`, property.photos);
    const office = property.leasingOffice;
    if (office && typeof office === 'object') {
      push(out, `${base}.leasingOffice.officeMap`, (office as Loose).officeMap);
      push(out, `${base}.leasingOffice.officeImage`, (office as Loose).officeImage);
    }
    records(property.floorplans).forEach((fp, f) => {
      push(out, `${base}.floorplans[${f}].coverImage`, fp.coverImage);
      pushList(out, `${base}.floorplans[${f}].photos`, fp.photos);
    });
  });
  records(root.homePageSpecials).forEach((special, i) => push(out, `homePageSpecials[${i}].image`, special.image));
  records(root.teamMembers).forEach((member, i) => push(out, `teamMembers[${i}].photoLink`, member.photoLink));
  records(root.sublets).forEach((sublet, i) => {
    push(out, `sublets[${i}].coverImage`, sublet.coverImage);
    pushList(out, `sublets[${i}].photos`, sublet.photos);
  });
  return out;
}
