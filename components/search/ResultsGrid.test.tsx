import { render, screen } from '@testing-library/react';
import { NO_MATCHES_TEXT } from '@/lib/domain/listing-search';
import { communityWithoutFloorplans } from '@/lib/domain/nothing-listed';
import { ResultsGrid } from './ResultsGrid';

const grid = (items: string[], nothingListed?: Parameters<typeof ResultsGrid>[0]['nothingListed']) => (
  <ResultsGrid items={items} label="Floor plans" itemKey={(item) => item} renderItem={(item) => item} nothingListed={nothingListed} />
);

describe('ResultsGrid when it has nothing to show', () => {
  it('answers a search that found nothing with the spec text', () => {
    render(grid([]));
    expect(screen.getByText(NO_MATCHES_TEXT)).toBeInTheDocument();
  });

  it('says under the spec text why nothing is listed and what to do', () => {
    render(grid([], { ...communityWithoutFloorplans('Maple Court', false), href: '#contact' }));
    expect(screen.getByText(NO_MATCHES_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/^Maple Court has no floor plans listed right now\./)).toHaveTextContent(
      'Maple Court has no floor plans listed right now. Contact us to join the waiting list.',
    );
    expect(screen.getByRole('link', { name: 'Contact us to join the waiting list.' })).toHaveAttribute('href', '#contact');
  });

  it('lists what there is whatever it would say when empty', () => {
    render(grid(['The Aspen'], { ...communityWithoutFloorplans('Maple Court', false), href: '#contact' }));
    expect(screen.getByRole('list', { name: 'Floor plans' })).toHaveTextContent('The Aspen');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
