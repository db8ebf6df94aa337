/** The demo's home-page specials, team and sublets (fictional people, example.com addresses). */
import type { DemoCalendar } from './demo-dates';
import type { DemoImages } from './demo-images';

export function homePageSpecials(cal: DemoCalendar, images: DemoImages) {
  return [
    {
      title: 'Move-in Special',
      description: 'Sign a 12-month lease this month and get $500 off your first month.',
      details:
        '<p>Sign a 12-month lease on any available apartment at <strong>Kirkwood Commons</strong> or <strong>College Mall Flats</strong> and take <strong>$500 off</strong> your first month’s rent.</p><ul><li>New residents only</li><li>Move in within 60 days of signing</li></ul><p>Ask the leasing office for details.</p>',
      image: images.banner('move-in', 'Move-in Special', ['#2f6f6a', '#7fb8a4']),
      startDate: cal.day(-7),
      endDate: cal.day(21),
      properties: 'kirkwood-commons, college-mall-flats',
    },
    {
      title: 'Town Home Week',
      description: 'Application fees waived on every Henderson Row town home — last day today.',
      details: '<p>No application fee on <em>any</em> Henderson Row town home or house. The offer ends <strong>today</strong>.</p>',
      image: images.banner('town-home-week', 'Town Home Week', ['#8c4f6a', '#e3a9b5']),
      startDate: cal.day(-6),
      endDate: cal.today,
      properties: ['henderson-row'],
    },
    {
      title: 'Furnished Stays: 10% Off 30+ Nights',
      description: 'Book 30 nights or more at Walnut Street Suites and save 10%. Starts today.',
      details: '<p>Stay a month or longer in a furnished suite on the Square and save <strong>10%</strong> on the whole stay.</p><p>Utilities, Wi-Fi and a monthly cleaning are always included.</p>',
      image: images.banner('furnished', 'Furnished Stays', ['#33507a', '#9fbbe0']),
      startDate: cal.today,
      endDate: cal.day(30),
      properties: ['Walnut Street Suites'],
    },
    {
      title: 'Spring Preleasing',
      description: 'Reserve next year’s apartment early.',
      details: '<p>Our spring preleasing event has ended. Thank you!</p>',
      image: images.banner('spring', 'Spring Preleasing', ['#5a6e4a', '#c4d6a3']),
      startDate: cal.day(-90),
      endDate: cal.day(-30),
      properties: [],
    },
    {
      title: 'Winter Break Move-in Bonus',
      description: 'Move in over winter break and get a $100 gift card.',
      details: '<p>Coming soon: move in over winter break and receive a <strong>$100</strong> gift card for a local restaurant.</p>',
      image: images.banner('winter', 'Winter Move-in Bonus', ['#6d5a8a', '#c8b8e3']),
      startDate: cal.day(20),
      endDate: cal.day(50),
      properties: [],
    },
  ];
}

const TEAM: [string, string, string | null][] = [
  ['Maya Thompson', 'Property Manager', 'https://limestonelane.example/blog/maya-thompson'],
  ['Daniel Okafor', 'Leasing Director', null],
  ['Priya Raman', 'Leasing Consultant', null],
  ['Ethan Brooks', 'Maintenance Supervisor', 'https://limestonelane.example/blog/ethan-brooks'],
  ['Sofia Alvarez', 'Resident Experience Coordinator', null],
  ['Grace Lindqvist', 'Marketing Manager', null],
];

export function teamMembers(images: DemoImages) {
  return TEAM.map(([name, jobTitle, blogLink], i) => ({
    name,
    jobTitle,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@limestonelane.example`,
    photoLink: images.avatar(name, i),
    blogLink,
  }));
}

export function sublets(cal: DemoCalendar, images: DemoImages) {
  const photos = (first: 'living' | 'bedroom' | 'kitchen') => [
    images.room(first, 5),
    ...(['living', 'bedroom', 'kitchen', 'bath'] as const).filter((k) => k !== first).map((k) => images.room(k, 5)),
  ];
  const base = { petsAllowed: false, utilitiesIncluded: true, active: true };
  return [
    {
      ...base,
      id: 'demo-sublet-walnut',
      email: 'jamie.rivera@example.com',
      firstName: 'Jamie',
      lastName: 'Rivera',
      bedroom: 2,
      availableBedrooms: 1,
      availableFrom: cal.day(14),
      availableTo: cal.day(105),
      rent: 650,
      address: '1021 N Walnut St Apt 3, Bloomington IN',
      zipcode: '47404',
      title: 'Sunny room near Showers Park for the summer',
      description: 'One furnished bedroom in a two-bedroom apartment. Quiet roommate (grad student), in-unit laundry, five minutes to the B-Line Trail. Utilities included.',
      coverImage: photos('bedroom')[0],
      photos: photos('bedroom').slice(1, 3),
      createdDate: cal.at(-6),
      approvedDate: cal.at(-5),
      approved: true,
    },
    {
      ...base,
      id: 'demo-sublet-atwater',
      email: 'sam.chen@example.com',
      firstName: 'Sam',
      lastName: 'Chen',
      bedroom: 1,
      availableBedrooms: 1,
      availableFrom: cal.day(30),
      availableTo: cal.day(150),
      rent: 875,
      petsAllowed: true,
      utilitiesIncluded: false,
      address: '1500 E Atwater Ave Apt 12, Bloomington IN',
      zipcode: '47401',
      title: 'Whole 1BR by campus, cat friendly',
      description: 'Taking over my lease from next month to the end of the term. Bright one-bedroom with a balcony, on the Route 6 line. Cats welcome.',
      coverImage: photos('living')[0],
      photos: photos('living').slice(1),
      createdDate: cal.at(-10),
      approvedDate: cal.at(-9),
      approved: true,
    },
    {
      ...base,
      id: 'demo-sublet-second-st',
      email: 'alex.morgan@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
      bedroom: 3,
      availableBedrooms: 2,
      availableFrom: cal.day(7),
      availableTo: cal.day(80),
      rent: 540,
      address: '611 E 2nd St, Bloomington IN',
      zipcode: '47401',
      title: 'Two rooms in a house with a porch',
      description: 'Two of three bedrooms free in an old house near Bryan Park. Shared kitchen and a big porch. Rent is per room.',
      coverImage: photos('kitchen')[0],
      createdDate: cal.at(-3),
      approvedDate: cal.at(-2),
      approved: true,
    },
    {
      ...base,
      id: 'demo-sublet-pending',
      email: 'riley.stone@example.com',
      firstName: 'Riley',
      lastName: 'Stone',
      bedroom: 1,
      availableBedrooms: 1,
      availableFrom: cal.day(20),
      availableTo: cal.day(90),
      rent: 700,
      address: '909 S Woodlawn Ave, Bloomington IN',
      zipcode: '47401',
      title: 'Studio near Bryan Park (awaiting approval)',
      description: 'Small studio, available mid-semester. This listing waits for a moderator.',
      coverImage: photos('living')[0],
      createdDate: cal.at(-1),
      approved: false,
    },
  ];
}
