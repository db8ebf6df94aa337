import { render, screen, within } from '@testing-library/react';
import { DEFAULT_AVATAR } from '@/lib/data/images';
import { TeamMemberCard } from './TeamMemberCard';

describe('TeamMemberCard', () => {
  it('shows photo, name, job title, e-mail link and blog link in an article named by its heading', () => {
    render(
      <TeamMemberCard
        member={{
          name: 'Maya Thompson',
          email: 'maya@limestonelane.example',
          jobTitle: 'Property Manager',
          photo: { src: '/assets/maya.png', width: 256, height: 256, alt: 'Photo of Maya Thompson', remote: false },
          blogLink: 'https://limestonelane.example/blog/maya',
        }}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Property Manager');
    expect(within(card).getByRole('img', { name: 'Photo of Maya Thompson' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /maya@limestonelane.example/ })).toHaveAttribute('href', 'mailto:maya@limestonelane.example');
    expect(within(card).getByRole('link', { name: 'Blog of Maya Thompson' })).toHaveAttribute('href', 'https://limestonelane.example/blog/maya');
  });

  it('uses the default avatar and leaves out missing links', () => {
    render(<TeamMemberCard member={{ name: 'Daniel Okafor', email: null, jobTitle: null, photo: { ...DEFAULT_AVATAR, alt: 'Photo of Daniel Okafor' }, blogLink: null }} />);
    expect(screen.getByRole('img', { name: 'Photo of Daniel Okafor' }).getAttribute('src')).toContain('default-avatar');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
