import { listingFileText } from './file-text';

const JSON_TEXT = '{\n  "properties": [{ "name": "Café Row" }]\n}\n';

describe('listingFileText', () => {
  it.each<[string, Uint8Array]>([
    ['UTF-8', new TextEncoder().encode(JSON_TEXT)],
    ['UTF-8 with a byte order mark (Notepad, Excel)', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON_TEXT, 'utf8')])],
    ['UTF-16LE with its mark (Windows PowerShell Out-File)', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON_TEXT, 'utf16le')])],
    ['UTF-16BE with its mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(JSON_TEXT, 'utf16le').swap16()])],
  ])('reads %s', (_name, bytes) => {
    expect(listingFileText(bytes)).toEqual({ text: JSON_TEXT });
  });

  it('refuses Windows-1252 bytes, naming their line, rather than importing "�"', () => {
    const bytes = Buffer.from('{\n  "properties": [{ "name": "Caf\xe9 Row" }]\n}\n', 'latin1');
    expect(listingFileText(bytes)).toEqual({ error: 'line 2 is not UTF-8 text: save the file as UTF-8' });
  });

  it('refuses a UTF-16 file cut in the middle of a character', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le'), Buffer.from([0x7b])]);
    expect(listingFileText(bytes)).toEqual({ error: 'line 1 is not UTF-16LE text: save the file as UTF-8' });
  });
});
