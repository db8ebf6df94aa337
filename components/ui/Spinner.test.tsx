import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading photos" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos');
  });

  it('is silent without a label', () => {
    render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
