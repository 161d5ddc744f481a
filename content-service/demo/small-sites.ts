import { foodSystemCategories, projectCategories, servicesCategories, type Taxonomy } from './categories';
import type { GuideTheme } from './guide';
import type { LngLat } from './geo';
import { smallSiteLists } from './small-site-lists';

// Every other site gets a site entry, page entries and a handful of entries, so that no site is empty,
// and the lists its menus offer (./small-site-lists.ts).

interface SmallSite {
  project: string;
  name: string;
  tagline: string;
  /** One short notice of its own (no links: small sites have few routes). */
  notice: string;
  center: LngLat;
  division: { code: string; text: string };
  town: string;
  places: string[];
  trail: string;
  event: string;
  story: string;
  /** more stories (the services site's case studies) */
  stories?: string[];
  /** the site's own categories, where tourism ones do not fit it */
  categories?: Taxonomy;
  /** each story's category, in order (the first is `story`'s) */
  storyCategories?: string[];
  /** kinds this site's own routes list (docs/product/routes.md#site-specific-routes) */
  extraTypes?: Partial<Record<string, string[]>>;
  /** entity group id -> member entry ids (an index route with meta.group lists only these) */
  groups?: Record<string, string[]>;
}

const ny = { code: 'NY', text: 'New York' };

const sites: SmallSite[] = [
  {
    project: 'canal-campaign',
    name: 'Canal Capital Campaign',
    tagline: 'Help rebuild the towpath and locks of the canal through Syracuse.',
    notice: 'The campaign is two thirds of the way to its goal. Thank you!',
    center: [-76.15, 43.05],
    division: ny,
    town: 'Syracuse',
    places: ['Lock 52 Overlook', 'Weighlock Building', 'Towpath Access at Camillus'],
    trail: 'Camillus Towpath',
    event: 'Campaign Kickoff Paddle',
    story: 'Why the Towpath Matters',
    extraTypes: { place: ['access'] },
  },
  {
    project: 'food-awareness',
    name: 'Food System Awareness',
    tagline: 'Who grows, moves and sells the food Denver eats, and how to take part.',
    notice: 'Harvest Potluck sign-ups are open.',
    center: [-105.0, 39.74],
    division: { code: 'CO', text: 'Colorado' },
    town: 'Denver',
    places: ['Five Points Community Garden', 'Westside Food Hub', 'Sun Valley Farm Stand'],
    trail: 'Cherry Creek Harvest Walk',
    event: 'Harvest Potluck',
    story: 'Where Denver’s Produce Comes From',
    extraTypes: { place: ['action'], organization: ['partner'], story: ['issue'], food: ['element'] },
    categories: foodSystemCategories,
    storyCategories: ['local-sourcing'],
  },
  {
    project: 'geotourism-council',
    name: 'International Geotourism Council',
    tagline: 'Places that keep their character: their land, culture and heritage.',
    notice: 'The Geotourism Summit meets in Salt Lake City this year.',
    center: [-111.9, 40.76],
    division: { code: 'UT', text: 'Utah' },
    town: 'Salt Lake City',
    places: ['Red Butte Garden', 'Great Salt Lake Marina', 'Antelope Island Visitor Center'],
    trail: 'Bonneville Shoreline Trail',
    event: 'Geotourism Summit',
    story: 'What Makes a Place Authentic',
    extraTypes: { organization: ['partner'] },
  },
  {
    project: 'river-valley',
    name: 'River Valley',
    tagline: 'Bluffs, river towns and backwaters around La Crosse.',
    notice: 'Riverfest tickets are on sale now.',
    center: [-91.2, 43.8],
    division: { code: 'WI', text: 'Wisconsin' },
    town: 'La Crosse',
    places: ['Grandad Bluff', 'Riverside Park', 'Pump House Regional Arts Center'],
    trail: 'Great River State Trail',
    event: 'Riverfest',
    story: 'Bluffs and Backwaters',
  },
  {
    project: 'scenic-region',
    name: 'Scenic Gorge Region',
    tagline: 'Waterfalls, scenic drives and wine country along the gorge.',
    notice: 'The old highway is open again between the falls.',
    center: [-121.52, 45.7],
    division: { code: 'OR', text: 'Oregon' },
    town: 'Hood River',
    places: ['Multnomah Falls', 'Vista House', 'Hood River Waterfront'],
    trail: 'Historic Columbia River Highway Trail',
    event: 'Hood River Fruit Loop Festival',
    story: 'Scenic Drives of the Gorge',
  },
  {
    project: 'fly-fishing',
    name: 'Fly Fishing Waters',
    tagline: 'Blue-ribbon rivers and spring creeks of the northern Rockies.',
    notice: 'Spring creek reservations open on the first of the month.',
    center: [-110.7, 45.66],
    division: { code: 'MT', text: 'Montana' },
    town: 'Livingston',
    places: ['Yellowstone River Access', 'Armstrong Spring Creek', 'Paradise Valley Put-in'],
    trail: 'River Bank Path',
    event: 'Spring Caddis Clinic',
    story: 'Reading Spring Creeks',
  },
  {
    project: 'project-explorer',
    name: 'Project Explorer',
    tagline: 'Where our prairie and wetland projects are, and how they are doing.',
    notice: 'Volunteer planting day needs twenty more hands.',
    center: [-98.5, 39.5],
    division: { code: 'KS', text: 'Kansas' },
    town: 'Lebanon',
    places: ['Prairie Restoration Site', 'Wetland Monitoring Station', 'Community Solar Field'],
    trail: 'Restoration Walk',
    event: 'Volunteer Planting Day',
    story: 'A Year of Prairie Work',
    extraTypes: { place: ['projectSite'], organization: ['individual'], trail: ['projectMap'] },
    categories: projectCategories,
  },
  {
    project: 'rail-trail',
    name: 'River Rail Trail',
    tagline: 'A former railbed along the creek: trailheads, towns and services.',
    notice: 'The Iron Bridge deck has been resurfaced.',
    center: [-77.6, 40.8],
    division: { code: 'PA', text: 'Pennsylvania' },
    town: 'Bellefonte',
    places: ['Old Depot Trailhead', 'Iron Bridge', 'Spring Creek Access'],
    trail: 'Bald Eagle Rail Trail',
    event: 'Rail Trail Ride',
    story: 'From Rails to Trails',
    extraTypes: { place: ['trailhead'], story: ['informational'] },
  },
  {
    project: 'park',
    name: 'Point Reyes Seashore Park',
    tagline: 'Beaches, elk, lighthouses and trails of the seashore.',
    notice: 'The lighthouse stairs are open Friday to Monday.',
    center: [-122.88, 38.05],
    division: { code: 'CA', text: 'California' },
    town: 'Point Reyes Station',
    places: ['Point Reyes Lighthouse', 'Drakes Beach', 'Tule Elk Reserve'],
    trail: 'Bear Valley Trail',
    event: 'Elk Rut Ranger Walk',
    story: 'Fog Season at the Lighthouse',
  },
  {
    project: 'river-guide',
    name: 'Arkansas River Guides',
    tagline: 'Whitewater trips on the Arkansas from our base in Salida.',
    notice: 'Flows are high: Browns Canyon trips run from age 12.',
    center: [-105.95, 38.53],
    division: { code: 'CO', text: 'Colorado' },
    town: 'Salida',
    places: ['Browns Canyon Put-in', 'Riverside Park Landing', 'Outfitter Base Camp'],
    trail: 'Arkansas River Trail',
    event: 'FIBArk Whitewater Festival',
    story: 'Reading the River',
  },
  {
    project: 'vote-map',
    name: 'Vote Map',
    tagline: 'Find your polling place and how to get there.',
    notice: 'Early voting is open at the Central Library.',
    center: [-93.27, 44.98],
    division: { code: 'MN', text: 'Minnesota' },
    town: 'Minneapolis',
    places: ['Central Library Polling Place', 'Northeast Community Center', 'Powderhorn Park Building'],
    trail: 'Accessible Route to Central Library',
    event: 'Early Voting Opens',
    story: 'How to Find Your Polling Place',
  },
  {
    project: 'trail-project',
    name: 'Crest Trail Project',
    tagline: 'Building the crest trail above Wenatchee, one segment at a time.',
    notice: 'Trail work weekends need volunteers.',
    center: [-120.5, 47.4],
    division: { code: 'WA', text: 'Washington' },
    town: 'Wenatchee',
    places: ['Saddle Rock Trailhead', 'Riverfront Park', 'Horse Lake Reserve'],
    trail: 'Saddle Rock Gateway',
    event: 'Trail Work Weekend',
    story: 'Building a Trail, One Switchback at a Time',
  },
  {
    project: 'gateway-town',
    name: 'Red Rock Gateway Town',
    tagline: 'Arches, slickrock and river trips, and a small town to come back to at night.',
    notice: 'Timed entry is required at the arches park this season.',
    center: [-109.55, 38.57],
    division: { code: 'UT', text: 'Utah' },
    town: 'Moab',
    places: ['Mill Creek Parkway', 'Colorado Riverway', 'Main Street Moab'],
    trail: 'Moab Canyon Pathway',
    event: 'Red Rock Arts Festival',
    story: 'Getting Here Without a Car',
  },
  {
    project: 'services',
    name: 'Travel Guide Services',
    tagline: 'Map and guide applications for destinations, trails and parks.',
    notice: 'New: trail view pricing for small parks.',
    center: [-104.99, 39.75],
    division: { code: 'CO', text: 'Colorado' },
    town: 'Denver',
    places: ['Studio Office', 'Client Showcase', 'Training Room'],
    trail: 'Demo Trail View',
    event: 'Platform Webinar',
    story: 'Case Study: A Regional Trail Guide',
    stories: ['Case Study: A Canal Corridor Map', 'Case Study: An Island Guide in Two Languages'],
    extraTypes: { story: ['caseStudy'] },
    categories: servicesCategories,
    storyCategories: ['trail-guides', 'corridor-maps', 'destination-guides'],
  },
  {
    project: 'sandbox',
    name: 'Sandbox Guide',
    tagline: 'A test guide for embeds and widgets around Albuquerque.',
    notice: 'This is the sandbox: content here is for testing.',
    center: [-106.65, 35.08],
    division: { code: 'NM', text: 'New Mexico' },
    town: 'Albuquerque',
    places: ['Old Town Plaza', 'Sandia Tramway Base', 'Rio Grande Bosque'],
    trail: 'Bosque Trail',
    event: 'Balloon Fiesta Morning',
    story: 'Food and Drink in the Sandbox',
    groups: { 'embed-tests': ['trail-bosque-trail', 'place-old-town-plaza', 'story-food-and-drink-in-the-sandbox'] },
  },
];

export const smallThemes: Record<string, GuideTheme> = Object.fromEntries(
  sites.map((s) => [
    s.project,
    {
      project: s.project,
      name: s.name,
      tagline: s.tagline,
      notices: [{ id: 'notice-welcome', tone: 'info', text: s.notice }],
      center: s.center,
      spread: 0.08,
      baseElevation: 300,
      division: s.division,
      places: s.places.map((name) => ({ name, town: s.town })),
      food: [{ name: `${s.town} Corner Café`, town: s.town }],
      events: [{ name: s.event, town: s.town, inDays: 12 }],
      trails: [{ name: s.trail, town: s.town, difficulty: 'easy', routeType: 'loop', km: 3, relief: 40, surface: 'gravel' }],
      stories: [s.story, ...(s.stories ?? [])].map((title, i) => ({ title, town: s.town, format: 'markdown-plain' as const, category: s.storyCategories?.[i] })),
      organizations: [`${s.name} Partners`],
      categories: s.categories,
      extraTypes: s.extraTypes,
      groups: s.groups,
      ...smallSiteLists[s.project],
    } satisfies GuideTheme,
  ]),
);
