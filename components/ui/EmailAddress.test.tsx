import { render } from '@testing-library/react';
import { EmailAddress, emailAddressParts } from './EmailAddress';

describe('emailAddressParts: wrap after "@" and before dots, nowhere else', () => {
  it.each([
    ['maya.thompson@limestonelane.example', ['maya', '.thompson@', 'limestonelane', '.example']],
    ['leasing@example.com', ['leasing@', 'example', '.com']],
    ['a@b', ['a@', 'b']],
    ['no-at-sign', ['no-at-sign']],
    ['.leading.dot@x.y', ['.leading', '.dot@', 'x', '.y']],
    ['two..dots@x', ['two', '.', '.dots@', 'x']],
    ['', ['']],
  ])('%s', (address, parts) => {
    expect(emailAddressParts(address)).toEqual(parts);
    expect(parts.join('')).toBe(address);
  });
});

it('renders the address whole, with a <wbr> at each wrapping point', () => {
  const { container } = render(<EmailAddress address="maya.thompson@limestonelane.example" />);
  expect(container.textContent).toBe('maya.thompson@limestonelane.example');
  expect(container.querySelectorAll('wbr')).toHaveLength(3);
});
