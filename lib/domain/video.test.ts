import {
  FRAME_ORIGINS,
  listingTours,
  opensInFrame,
  parseHttpUrl,
  parseVideoSiteLink,
  videoEmbedUrl,
  videoFromLink,
  videoSourceName,
} from './video';

describe('parseVideoSiteLink', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ&t=90', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=12', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 12 }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['  https://youtu.be/dQw4w9WgXcQ  ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/abcdef1234', { provider: 'vimeo', id: '76979871', hash: 'abcdef1234' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=abcdef1234', { provider: 'vimeo', id: '76979871', hash: 'abcdef1234' }],
  ])('%s', (url, expected) => {
    expect(parseVideoSiteLink(url)).toEqual(expected);
  });

  test.each([
    ['no id', 'https://www.youtube.com/watch'],
    ['short id', 'https://youtu.be/abc'],
    ['channel page', 'https://www.youtube.com/@somechannel'],
    ['lookalike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['vimeo without id', 'https://vimeo.com/about'],
    ['player.vimeo without /video', 'https://player.vimeo.com/76979871'],
    ['a tour', 'https://my.matterport.com/show/?m=abc123'],
    ['javascript', 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['relative', '/watch?v=dQw4w9WgXcQ'],
    ['empty', ''],
    ['null', null],
  ])('not a video-site link: %s', (_, url) => {
    expect(parseVideoSiteLink(url)).toBeNull();
  });
});

describe('videoFromLink (docs/product.md Video type)', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video'],
    ['https://vimeo.com/76979871', 'video'],
    ['https://my.matterport.com/show/?m=abc123', 'other'],
    ['https://example.com/tour', 'other'],
    ['http://example.com/tour', 'other'],
  ])('%s → %s', (url, type) => {
    expect(videoFromLink(url)).toEqual({ type, url: new URL(url).href });
  });

  test.each([null, undefined, '', '   ', 'not a url', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/x', '//example.com/x'])(
    '%p is no video',
    (value) => {
      expect(videoFromLink(value)).toBeNull();
    },
  );
});

describe('videoEmbedUrl', () => {
  test('YouTube plays from youtube-nocookie.com, autoplaying, with its start time', () => {
    const url = videoEmbedUrl({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ?t=42' });
    expect(url).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&modestbranding=1&playsinline=1&start=42',
    );
  });

  test('Vimeo plays with do-not-track and keeps the privacy hash', () => {
    expect(videoEmbedUrl({ type: 'video', url: 'https://vimeo.com/76979871/abcdef1234' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abcdef1234',
    );
  });

  test('a virtual tour (type other) is framed by its own url', () => {
    expect(videoEmbedUrl({ type: 'other', url: 'https://my.matterport.com/show/?m=abc123' })).toBe(
      'https://my.matterport.com/show/?m=abc123',
    );
  });

  test('a YouTube link given as type other is framed as a page, not a player', () => {
    expect(videoEmbedUrl({ type: 'other', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  test.each([
    { type: 'video' as const, url: 'https://example.com/movie' },
    { type: 'other' as const, url: 'javascript:alert(1)' },
    { type: 'video' as const, url: '' },
  ])('nothing to frame: %p', (video) => {
    expect(videoEmbedUrl(video)).toBeNull();
  });
});

describe('opensInFrame: only players and tour hosts the site frames', () => {
  test.each([
    [{ type: 'video' as const, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, true],
    [{ type: 'video' as const, url: 'https://vimeo.com/76979871' }, true],
    [{ type: 'other' as const, url: 'https://my.matterport.com/show/?m=abc123' }, true],
    // Tours as companies link them: Kuula, iGuide, a Google Maps view, a tour company's site.
    [{ type: 'other' as const, url: 'https://kuula.co/share/collection/7lVfK' }, false],
    [{ type: 'other' as const, url: 'https://youriguide.com/812_e_3rd_st_bloomington_in/' }, false],
    [{ type: 'other' as const, url: 'https://www.google.com/maps/@39.1651,-86.5232,3a,75y,90t/data=!3m6' }, false],
    [{ type: 'other' as const, url: 'https://discover.matterport.com/space/abc123' }, false],
    [{ type: 'other' as const, url: 'http://my.matterport.com/show/?m=abc123' }, false],
    [{ type: 'video' as const, url: 'https://example.com/movie' }, false],
  ])('%p → %p', (video, framed) => {
    expect(opensInFrame(video)).toBe(framed);
  });

  test('the frames are https origins the security policy can name', () => {
    for (const origin of FRAME_ORIGINS) expect(new URL(origin).origin).toBe(origin);
  });
});

test('videoSourceName names where the frame loads from', () => {
  expect(videoSourceName({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' })).toBe('YouTube');
  expect(videoSourceName({ type: 'video', url: 'https://vimeo.com/76979871' })).toBe('Vimeo');
  expect(videoSourceName({ type: 'other', url: 'https://www.example.com/tour' })).toBe('example.com');
});

test('parseHttpUrl accepts only absolute http(s) URLs', () => {
  expect(parseHttpUrl('https://example.com/a')?.href).toBe('https://example.com/a');
  expect(parseHttpUrl('mailto:a@example.com')).toBeNull();
});

describe('listingTours', () => {
  test('360°, video and virtual tours in that order, each typed', () => {
    expect(
      listingTours({
        virtualTourLink: 'https://my.matterport.com/show/?m=abc123',
        videoTourLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        threeSixtyVideoTourLink: 'https://youtu.be/aaaaaaaaaaa',
      }),
    ).toEqual([
      { kind: 'threeSixty', label: '360° Tour', video: { type: 'video', url: 'https://youtu.be/aaaaaaaaaaa' } },
      { kind: 'video', label: 'Video Tour', video: { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      { kind: 'virtual', label: 'Virtual Tour', video: { type: 'other', url: 'https://my.matterport.com/show/?m=abc123' } },
    ]);
  });

  test('missing or unusable links give no button', () => {
    expect(listingTours({ virtualTourLink: null, videoTourLink: '', threeSixtyVideoTourLink: 'javascript:x' })).toEqual([]);
    expect(listingTours({})).toEqual([]);
  });
});
