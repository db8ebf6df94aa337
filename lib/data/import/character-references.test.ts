import { withCharacterReferencesDecoded } from './character-references';

describe('character references in exported texts', () => {
  it.each([
    ['Kirkwood &amp; Dunn Lofts', 'Kirkwood & Dunn Lofts'],
    ['Spacious&nbsp;townhome', 'Spacious\u00a0townhome'],
    ['Tenant&#39;s choice &#x2014; 5 min to IU', "Tenant's choice \u2014 5 min to IU"],
    ['&quot;Best value&quot; &ndash; $900&ndash;$1,100', '"Best value" \u2013 $900\u2013$1,100'],
    ['Rent &lt; $1,000 &gt; deposit', 'Rent < $1,000 > deposit'],
    // Escaped twice by the export.
    ['Granite&amp;nbsp;counters &amp;amp; more', 'Granite\u00a0counters & more'],
    // Not references: left as typed.
    ['R&D Building, AT&T fiber, &copy 2026, Smith&notary', 'R&D Building, AT&T fiber, &copy 2026, Smith&notary'],
    ['50% off & free parking;', '50% off & free parking;'],
    ['', ''],
  ])('%j', (text, meant) => {
    expect(withCharacterReferencesDecoded(text)).toBe(meant);
  });
});
