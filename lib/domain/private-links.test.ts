import { withoutPrivateLinks } from './private-links';

const KEY = 'Ab3_-x9QwErTyUiOpAsDfGhJkLzXcVbNm1234567890';
const TOKEN = 'sub_6h6ljBTywfXNMaAf.1764000000.9vJk-3xQ_eR';

it.each<[string, string]>([
  // The poster's manage page and its route.
  [`https://www.limestonelane.example/sublets/${KEY}`, 'https://www.limestonelane.example/sublets/(private)'],
  [`https://www.limestonelane.example/sublets/${KEY}/?utm_source=mail#photos`, 'https://www.limestonelane.example/sublets/(private)'],
  [`/sublets/${KEY}`, '/sublets/(private)'],
  [`/api/sublets/${KEY}`, '/api/sublets/(private)'],
  [`/api/sublets/${KEY}/message`, '/api/sublets/(private)/message'],
  [`/api/sublets/${KEY}/renew`, '/api/sublets/(private)/renew'],
  [`/sublets/${KEY}?result=renewed`, '/sublets/(private)'],
  // The moderators' links.
  [`https://www.limestonelane.example/sublets/approve/${TOKEN}`, 'https://www.limestonelane.example/sublets/approve/(private)'],
  [`/api/sublets/approve/${TOKEN}?x=1`, '/api/sublets/approve/(private)'],
  [`https://www.limestonelane.example/tours/cancel/12.${'a'.repeat(43)}?result=cancelled`, 'https://www.limestonelane.example/tours/cancel/(private)'],
  [`/api/tours/cancel/12.${'a'.repeat(43)}`, '/api/tours/cancel/(private)'],
  [`/api/sublets/remove/${TOKEN}`, '/api/sublets/remove/(private)'],
  // In running text (a log line, an error message), every occurrence.
  [`{"path":"/sublets/${KEY}","error":"Route /sublets/approve/${TOKEN} failed"}`, '{"path":"/sublets/(private)","error":"Route /sublets/approve/(private) failed"}'],
  // Public pages stay as they are.
  ['https://www.limestonelane.example/sublets', 'https://www.limestonelane.example/sublets'],
  ['https://www.limestonelane.example/sublets?page=2', 'https://www.limestonelane.example/sublets?page=2'],
  ['https://www.limestonelane.example/sublets/new', 'https://www.limestonelane.example/sublets/new'],
  ['/sublets/new?from=home', '/sublets/new?from=home'],
  // A listing's report page names its public id, no secret.
  ['https://www.limestonelane.example/sublets/report/sub_42', 'https://www.limestonelane.example/sublets/report/sub_42'],
  // So does the page where a poster asks for a new link, and its route.
  ['https://www.limestonelane.example/sublets/lost-link', 'https://www.limestonelane.example/sublets/lost-link'],
  ['POST /api/sublets/lost-link 201', 'POST /api/sublets/lost-link 201'],
  ['/floorplans/kirkwood-iris?x=1#pets', '/floorplans/kirkwood-iris?x=1#pets'],
  ['/api/photo-folders/sublet:sub_6h6ljBTywfXNMaAf', '/api/photo-folders/sublet:sub_6h6ljBTywfXNMaAf'],
  ['/api/sublets', '/api/sublets'],
  ['', ''],
  // Already redacted: unchanged (idempotent).
  ['/sublets/(private)', '/sublets/(private)'],
  ['/sublets/approve/(private)', '/sublets/approve/(private)'],
])('%s → %s', (input, output) => {
  expect(withoutPrivateLinks(input)).toBe(output);
  expect(withoutPrivateLinks(output)).toBe(output);
});
