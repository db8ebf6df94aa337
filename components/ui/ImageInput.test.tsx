import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageInput } from './ImageInput';

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = jest.fn();
});

describe('ImageInput', () => {
  it('accepts images and keeps at most 3 by default, telling which were dropped', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Photos" onChange={onChange} />);
    const input = screen.getByLabelText(/Photos/);
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, [image('a.jpg'), image('b.jpg'), image('c.jpg'), image('d.jpg'), image('e.jpg')]);
    expect(screen.getByRole('status')).toHaveTextContent('Only first 3 files included');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.jpg' }), expect.objectContaining({ name: 'b.jpg' }), expect.objectContaining({ name: 'c.jpg' })]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Preview of a.jpg',
      'Preview of b.jpg',
      'Preview of c.jpg',
    ]);
  });

  it('says the number of its own maximum', async () => {
    render(<ImageInput label="Photos" max={5} />);
    const files = Array.from({ length: 7 }, (_, i) => image(`${i}.jpg`));
    await userEvent.upload(screen.getByLabelText(/Photos/), files);
    expect(screen.getByRole('status')).toHaveTextContent('Only first 5 files included');
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it('adds to the chosen images, and each can be removed', async () => {
    render(<ImageInput label="Photos" firstBadge="Cover" />);
    const input = screen.getByLabelText(/Photos/);
    await userEvent.upload(input, [image('a.jpg')]);
    await userEvent.upload(input, [image('b.jpg')]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Preview of b.jpg']);
  });

  it('shows an icon, not a broken picture, for a photo this browser cannot show (a HEIC outside Safari)', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Photos" onChange={onChange} accept="image/jpeg,image/heic,.heic" />);
    // Windows without its HEIF extension gives a .heic file no type.
    await userEvent.upload(screen.getByLabelText(/Photos/), [image('a.jpg'), new File(['x'], 'IMG_4021.HEIC', { type: '' })]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.jpg' }), expect.objectContaining({ name: 'IMG_4021.HEIC' })]);
    fireEvent.error(screen.getByAltText('Preview of IMG_4021.HEIC'));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Preview of a.jpg']);
    expect(screen.getByText('IMG_4021.HEIC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove IMG_4021.HEIC' })).toBeInTheDocument();
  });

  it('ignores files that are not images', async () => {
    render(<ImageInput label="Photos" />);
    await userEvent.upload(screen.getByLabelText(/Photos/), [new File(['a'], 'notes.txt', { type: 'text/plain' })], {
      applyAccept: false,
    });
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows its error', () => {
    render(<ImageInput label="Photos" error="Provide at least an image!" />);
    expect(screen.getByLabelText(/Photos/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Provide at least an image!')).toBeInTheDocument();
  });
});
