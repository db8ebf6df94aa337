import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink, buttonClassName } from './Button';

describe('Button', () => {
  it('is a real button of type "button" by default', () => {
    render(<Button>Apply</Button>);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'button');
  });

  it('while loading shows a spinner, is disabled and aria-busy', async () => {
    const onClick = jest.fn();
    const { container, rerender } = render(
      <Button loading onClick={onClick} type="submit">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('button > span')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button onClick={onClick} type="submit">
        Send
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives variants, sizes and full width different classes', () => {
    const primary = buttonClassName({ variant: 'primary' });
    expect(buttonClassName({ variant: 'secondary' })).not.toBe(primary);
    expect(buttonClassName({ variant: 'ghost' })).not.toBe(primary);
    expect(buttonClassName({ variant: 'link' })).not.toBe(primary);
    expect(buttonClassName({ size: 'lg' })).not.toBe(buttonClassName({ size: 'sm' }));
    expect(buttonClassName({ fullWidth: true })).not.toBe(buttonClassName({ fullWidth: false }));
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like the button', () => {
    render(
      <ButtonLink href="/apply" variant="secondary">
        Apply online
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Apply online' });
    expect(link).toHaveAttribute('href', '/apply');
    expect(link.className).toBe(buttonClassName({ variant: 'secondary' }));
  });

  it('renders tel: and external targets as plain anchors', () => {
    render(<ButtonLink href="tel:+18125550142">Call</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+18125550142');
  });
});
