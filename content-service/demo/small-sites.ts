import type { GuideTheme } from './guide';
import type { LngLat } from './geo';

// Every other site gets a site entry, page entries and a handful of entries, so that no site is empty.

interface SmallSite {
  project: string;
  name: string;
  center: LngLat;
  division: { code: string; text: string };
  town: string;
  places: string[];
  trail: string;
  event: string;
  story: string;
  /** kinds this site's own routes list (SPEC.md 2.5) */
  extraTypes?: Partial<Record<string, string[]>>;
  /** entity group id -> member entry ids (an index route with meta.group lists only these) */
  groups?: Record<string, string[]>;
}

const ny = { code: 'NY', text: 'New York' };

const sites: SmallSite[] = [
  { project: 'canal-campaign', name: 'Canal Capital Campaign', center: [-76.15, 43.05], division: ny, town: 'Syracuse', places: ['Lock 52 Overlook', 'Weighlock Building', 'Towpath Access at Camillus'], trail: 'Camillus Towpath', event: 'Campaign Kickoff Paddle', story: 'Why the Towpath Matters', extraTypes: { place: ['access'] } },
  { project: 'food-awareness', name: 'Know Your Food', center: [-105.0, 39.74], division: { code: 'CO', text: 'Colorado' }, town: 'Denver', places: ['Five Points Community Garden', 'Westside Food Hub', 'Sun Valley Farm Stand'], trail: 'Cherry Creek Harvest Walk', event: 'Harvest Potluck', story: 'Where Denver’s Produce Comes From', extraTypes: { place: ['action'], organization: ['partner'], story: ['issue'], food: ['element'] } },
  { project: 'geotourism-council', name: 'Geotourism Council', center: [-111.9, 40.76], division: { code: 'UT', text: 'Utah' }, town: 'Salt Lake City', places: ['Red Butte Garden', 'Great Salt Lake Marina', 'Antelope Island Visitor Center'], trail: 'Bonneville Shoreline Trail', event: 'Geotourism Summit', story: 'What Makes a Place Authentic', extraTypes: { organization: ['partner'] } },
  { project: 'river-valley', name: 'River Valley Guide', center: [-91.2, 43.8], division: { code: 'WI', text: 'Wisconsin' }, town: 'La Crosse', places: ['Grandad Bluff', 'Riverside Park', 'Pump House Regional Arts Center'], trail: 'Great River State Trail', event: 'Riverfest', story: 'Bluffs and Backwaters' },
  { project: 'scenic-region', name: 'Scenic Highlands', center: [-82.55, 35.6], division: { code: 'NC', text: 'North Carolina' }, town: 'Asheville', places: ['Craggy Gardens', 'Folk Art Center', 'Looking Glass Falls'], trail: 'Mountains-to-Sea Segment', event: 'Mountain Dance Festival', story: 'Scenic Drives of the Highlands' },
  { project: 'fly-fishing', name: 'Fly Fishing Destinations', center: [-110.7, 45.66], division: { code: 'MT', text: 'Montana' }, town: 'Livingston', places: ['Yellowstone River Access', 'Armstrong Spring Creek', 'Paradise Valley Put-in'], trail: 'River Bank Path', event: 'Spring Caddis Clinic', story: 'Reading Spring Creeks' },
  { project: 'project-explorer', name: 'Project Explorer', center: [-98.5, 39.5], division: { code: 'KS', text: 'Kansas' }, town: 'Lebanon', places: ['Prairie Restoration Site', 'Wetland Monitoring Station', 'Community Solar Field'], trail: 'Restoration Walk', event: 'Volunteer Planting Day', story: 'A Year of Prairie Work', extraTypes: { place: ['projectSite'], organization: ['individual'], trail: ['projectMap'] } },
  { project: 'rail-trail', name: 'Rail Trail', center: [-77.6, 40.8], division: { code: 'PA', text: 'Pennsylvania' }, town: 'Bellefonte', places: ['Old Depot Trailhead', 'Iron Bridge', 'Spring Creek Access'], trail: 'Bald Eagle Rail Trail', event: 'Rail Trail Ride', story: 'From Rails to Trails', extraTypes: { place: ['trailhead'], story: ['informational'] } },
  { project: 'park', name: 'Lakeside State Park', center: [-84.5, 44.3], division: { code: 'MI', text: 'Michigan' }, town: 'Roscommon', places: ['North Beach', 'Nature Center', 'Boat Launch'], trail: 'Lakeshore Loop', event: 'Star Party', story: 'Seasons at the Lake' },
  { project: 'river-guide', name: 'River Guide Outfitters', center: [-105.95, 38.53], division: { code: 'CO', text: 'Colorado' }, town: 'Salida', places: ['Browns Canyon Put-in', 'Riverside Park Landing', 'Outfitter Base Camp'], trail: 'Arkansas River Trail', event: 'FIBArk Whitewater Festival', story: 'Reading the River' },
  { project: 'vote-map', name: 'Vote Map', center: [-93.27, 44.98], division: { code: 'MN', text: 'Minnesota' }, town: 'Minneapolis', places: ['Central Library Polling Place', 'Northeast Community Center', 'Powderhorn Park Building'], trail: 'Accessible Route to Central Library', event: 'Early Voting Opens', story: 'How to Find Your Polling Place' },
  { project: 'trail-project', name: 'Trail Project', center: [-120.5, 47.4], division: { code: 'WA', text: 'Washington' }, town: 'Wenatchee', places: ['Saddle Rock Trailhead', 'Riverfront Park', 'Horse Lake Reserve'], trail: 'Saddle Rock Gateway', event: 'Trail Work Weekend', story: 'Building a Trail, One Switchback at a Time' },
  { project: 'gateway-town', name: 'Gateway Town', center: [-83.51, 35.71], division: { code: 'TN', text: 'Tennessee' }, town: 'Gatlinburg', places: ['Arts and Crafts Loop', 'Sugarlands Approach', 'Downtown Parkway'], trail: 'Gatlinburg Trail', event: 'Craftsmen’s Fair', story: 'Getting Here Without a Car' },
  { project: 'services', name: 'Travel Guide Services', center: [-104.99, 39.75], division: { code: 'CO', text: 'Colorado' }, town: 'Denver', places: ['Studio Office', 'Client Showcase', 'Training Room'], trail: 'Demo Trail View', event: 'Platform Webinar', story: 'Case Study: A Regional Trail Guide', extraTypes: { story: ['section'], place: ['section'] } },
  { project: 'sandbox', name: 'Sandbox Guide', center: [-106.65, 35.08], division: { code: 'NM', text: 'New Mexico' }, town: 'Albuquerque', places: ['Old Town Plaza', 'Sandia Tramway Base', 'Rio Grande Bosque'], trail: 'Bosque Trail', event: 'Balloon Fiesta Morning', story: 'Food and Drink in the Sandbox', groups: { 'embed-tests': ['trail-bosque-trail', 'place-old-town-plaza', 'story-food-and-drink-in-the-sandbox'] } },
];

export const smallThemes: Record<string, GuideTheme> = Object.fromEntries(
  sites.map((s) => [
    s.project,
    {
      project: s.project,
      name: s.name,
      center: s.center,
      spread: 0.08,
      baseElevation: 300,
      division: s.division,
      places: s.places.map((name) => ({ name, town: s.town })),
      food: [{ name: `${s.town} Corner Café`, town: s.town }],
      events: [{ name: s.event, town: s.town, inDays: 12 }],
      trails: [{ name: s.trail, town: s.town, difficulty: 'easy', routeType: 'loop', km: 3, relief: 40, surface: 'gravel' }],
      stories: [{ title: s.story, town: s.town, format: 'markdown-plain' }],
      organizations: [`${s.name} Partners`],
      extraTypes: s.extraTypes,
      groups: s.groups,
    } satisfies GuideTheme,
  ]),
);
