/**
 * JSON-LD serialization that is safe inside a <script> element: the text cannot close the
 * script or open a comment ('<' → \u003c, '>' → \u003e, '&' → \u0026) and the two line
 * separators JavaScript parsers once choked on are escaped. The result is still valid JSON
 * that parses back to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
