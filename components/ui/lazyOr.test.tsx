import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyOr } from './lazyOr';

const Fallback = ({ name }: { name: string }) => <p>no file for {name}</p>;

describe('lazyOr', () => {
  test('renders the loaded component', async () => {
    const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;
    const Loaded = lazyOr(async () => Hello, Fallback);
    render(
      <Suspense fallback={null}>
        <Loaded name="Aspen" />
      </Suspense>,
    );
    expect(await screen.findByText('hello Aspen')).toBeInTheDocument();
  });

  test('renders the fallback, with the same props, when the file cannot be fetched', async () => {
    const Failed = lazyOr<{ name: string }>(() => Promise.reject(new Error('ChunkLoadError')), Fallback);
    render(
      <Suspense fallback={null}>
        <Failed name="Aspen" />
      </Suspense>,
    );
    expect(await screen.findByText('no file for Aspen')).toBeInTheDocument();
  });
});
