import { floorplanFaqs, type Faq } from './faqs';

const q = (question: string, answer = 'A.'): Faq => ({ question, answer });

describe("a floor plan's questions: its own first, then its community's not already asked", () => {
  it.each<[string, Faq[], Faq[], string[]]>([
    ['none anywhere', [], [], []],
    ['only the community', [], [q('Pets?'), q('Parking?')], ['Pets?', 'Parking?']],
    ['only the floor plan', [q('Own bath?')], [], ['Own bath?']],
    ['both, in that order', [q('Own bath?')], [q('Parking?')], ['Own bath?', 'Parking?']],
    ['the same question once (the floor plan answers it)', [q('Are pets allowed?', 'Yes, here.')], [q('Are pets allowed?', 'Cats.')], ['Are pets allowed?']],
    ['the same question despite case and spaces', [q('are  pets allowed? ')], [q('Are pets allowed?')], ['are  pets allowed? ']],
  ])('%s', (_case, own, community, questions) => {
    expect(floorplanFaqs(own, community).map((faq) => faq.question)).toEqual(questions);
  });

  test("the floor plan's answer wins", () => {
    expect(floorplanFaqs([q('Pets?', 'Dogs too.')], [q('Pets?', 'Cats only.')])).toEqual([q('Pets?', 'Dogs too.')]);
  });
});
