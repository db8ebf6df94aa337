import { Fragment } from 'react';

/**
 * Where a long e-mail address may wrap: after its "@" and before each dot, so that a narrow card
 * shows "maya.thompson@" over "limestonelane.example" rather than leaving its last letter alone
 * on a line. Written by hand, not with a look-behind pattern, which older Safari cannot parse.
 */
export function emailAddressParts(address: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < address.length; i += 1) {
    const breakBefore = address[i] === '.' || address[i - 1] === '@';
    if (breakBefore && i > start) {
      parts.push(address.slice(start, i));
      start = i;
    }
  }
  parts.push(address.slice(start));
  return parts;
}

/**
 * An e-mail address as text, with its wrapping points (`<wbr>`, which copies as nothing). Chromium
 * puts a space at each `<wbr>` when it names a link from its content ("maya .thompson@ …"), so
 * a link showing this needs the address as its `aria-label`.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <>
      {emailAddressParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
