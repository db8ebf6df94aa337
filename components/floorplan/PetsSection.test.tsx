import { render, screen } from '@testing-library/react';
import { PetsSection } from './PetsSection';

const section = () => screen.getByRole('region', { name: 'Pets' });

describe('PetsSection', () => {
  test('says which pets are permitted and which are not, from the unit allowing the most, with its policy text', () => {
    render(
      <PetsSection
        floorplan={{
          allowedPet: 'CAT',
          petPolicy: 'Cats welcome, $300 deposit',
          units: [
            { allowedPet: null, petPolicy: null },
            { allowedPet: 'SMALL_DOG_CAT', petPolicy: 'Dogs under 30 lb, $350 deposit' },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Permitted: Cats, Small dogs', 'Not permitted: Large dogs']);
    expect(section()).toHaveTextContent('Dogs under 30 lb, $350 deposit');
    expect(section()).not.toHaveTextContent('Cats welcome');
  });

  test('no pets: nothing permitted, all three not permitted, no policy paragraph when none is written', () => {
    render(<PetsSection floorplan={{ allowedPet: 'NO_PET', petPolicy: null, units: [] }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Permitted: no pets', 'Not permitted: Cats, Small dogs, Large dogs']);
    expect(section().querySelectorAll('p')).toHaveLength(0);
  });

  test('every pet: no "not permitted" line', () => {
    render(<PetsSection floorplan={{ allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: '  ', units: [] }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Permitted: Cats, Small dogs, Large dogs']);
  });
});
