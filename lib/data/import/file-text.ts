/**
 * The text of a listing file, from its bytes. Windows tools often save JSON with a byte order mark,
 * and Windows PowerShell's `Out-File` writes UTF-16: both are read as what they are. Bytes that are
 * not UTF-8 otherwise (an export in Windows-1252, say) are refused with the line they are on, not
 * imported as "�" in a community's name.
 */
export function listingFileText(bytes: Uint8Array): { text: string } | { error: string } {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  try {
    // The decoder drops the byte order mark itself.
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    return { error: `line ${firstUndecodableLine(bytes, encoding)} is not ${encoding.toUpperCase()} text: save the file as UTF-8` };
  }
}

function firstUndecodableLine(bytes: Uint8Array, encoding: string): number {
  if (encoding !== 'utf-8') return 1;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line++;
    start = i + 1;
  }
  return line;
}
