import type { GuideTheme } from '../guide';

const ny = { code: 'NY', text: 'New York' };

/** A river-valley trail network with ten trail towns. */
export const valleyTrails: GuideTheme = {
  project: 'valley-trails',
  name: 'Valley Trails',
  tagline: 'Ninety miles of greenway and the trail towns along it, from Cuba to the gorge at Mt. Morris.',
  notices: [
    { id: 'notice-welcome', tone: 'info', text: 'Thursday concerts are back in Geneseo. [See what’s on](/experiences)' },
    { id: 'notice-closure', tone: 'warning', text: '**Heads up:** the greenway bridge at Fowlerville is closed for repairs. [Trail conditions](/trails).' },
  ],
  center: [-77.85, 42.68],
  spread: 0.22,
  baseElevation: 240,
  division: ny,
  places: [
    { name: 'Letchworth Gorge Overlook', town: 'Mt. Morris', categories: ['viewpoints', 'parks'] },
    { name: 'Genesee Valley Greenway Trailhead', town: 'Cuba', categories: ['parks'] },
    { name: 'Nunda Historical Society', town: 'Nunda', categories: ['museums', 'historic-sites'] },
    { name: 'Silver Lake Beach', town: 'Perry', categories: ['beaches'] },
    { name: 'Main Street Geneseo', town: 'Geneseo', categories: ['historic-sites'] },
    { name: 'Rattlesnake Hill', town: 'Nunda', categories: ['parks', 'viewpoints'] },
    { name: 'Avon Driving Park', town: 'Avon', categories: ['historic-sites'] },
    { name: 'Wheatland Center Mill', town: 'Wheatland', categories: ['historic-sites'] },
    { name: 'Caneadea Bridge', town: 'Caneadea', categories: ['viewpoints'] },
  ],
  activities: [
    { name: 'Genesee River Paddle', town: 'Geneseo', categories: ['water-sports'] },
    { name: 'Hot Air Balloon Flights', town: 'Mt. Morris', categories: ['tours'] },
    { name: 'Greenway Bike Rentals', town: 'Perry', categories: ['cycling'] },
    { name: 'Guided Birding Walks', town: 'York', categories: ['hiking', 'tours'] },
    { name: 'Trout Stream Fishing', town: 'Hume', categories: ['fishing'] },
  ],
  lodging: [
    { name: 'Big Tree Inn', town: 'Geneseo', categories: ['inns'] },
    { name: 'Glen Iris Inn', town: 'Mt. Morris', categories: ['inns'] },
    { name: 'Four Mile Creek Campground', town: 'Nunda', categories: ['campgrounds'] },
    { name: 'Lakeside Cottage Rentals', town: 'Perry', categories: ['rentals'] },
    { name: 'Avon Motor Lodge', town: 'Avon', categories: ['hotels'] },
  ],
  food: [
    { name: 'Muddy Paws Café', town: 'Cuba', categories: ['cafes'] },
    { name: 'Abbey Farm Market', town: 'York', categories: ['farm-markets'] },
    { name: 'Perry Brewing Company', town: 'Perry', categories: ['breweries'] },
    { name: 'Valley Diner', town: 'Mt. Morris', categories: ['restaurants'] },
    { name: 'Cuba Cheese Shoppe', town: 'Cuba', categories: ['farm-markets'] },
  ],
  shopping: [
    { name: 'Greenway Outfitters', town: 'Avon', categories: ['outfitters'] },
    { name: 'Sundance Books', town: 'Geneseo', categories: ['gifts'] },
    { name: 'Barn Antiques', town: 'Caneadea', categories: ['antiques'] },
    { name: 'Valley Arts Collective', town: 'Nunda', categories: ['galleries'] },
  ],
  events: [
    { name: 'Greenway Trail Run', town: 'Nunda', inDays: 14, category: 'races' },
    { name: 'Balloon Festival', town: 'Mt. Morris', inDays: 30, days: 3, category: 'festivals' },
    { name: 'Thursday Concerts in the Park', town: 'Geneseo', inDays: 1, weekly: 5, weekday: 4, category: 'music' },
    { name: 'Harvest Farm Market', town: 'York', inDays: 6, weekly: 4, category: 'markets' },
    { name: 'Fall Foliage Ride', town: 'Perry', inDays: 58, category: 'races' },
    { name: 'Winter Lantern Walk', town: 'Avon', inDays: -12, category: 'festivals' },
    { name: 'Trail Towns Day', town: 'Cuba', inDays: 21, category: 'festivals' },
  ],
  trails: [
    { name: 'Genesee Valley Greenway', town: 'Cuba', difficulty: 'easy', routeType: 'pointToPoint', km: 14.5, relief: 60, surface: 'gravel' },
    { name: 'Gorge Rim Trail', town: 'Mt. Morris', difficulty: 'difficult', routeType: 'outAndBack', km: 11, relief: 180, surface: 'dirt' },
    { name: 'Conesus Inlet Path', town: 'Avon', difficulty: 'easy', routeType: 'loop', km: 3.4, relief: 12, surface: 'boardwalk', category: 'accessible' },
    { name: 'Rattlesnake Hill Loop', town: 'Nunda', difficulty: 'moderate', routeType: 'loop', km: 7.2, relief: 140, surface: 'dirt' },
    { name: 'Silver Lake Bike Trail', town: 'Perry', difficulty: 'easy', routeType: 'pointToPoint', km: 5.6, relief: 25, surface: 'paved' },
    { name: 'Hume Creek Path', town: 'Hume', difficulty: 'moderate', routeType: 'outAndBack', km: 4.4, relief: 70, surface: 'gravel' },
  ],
  itineraries: [
    { name: 'Three Trail Towns in a Day', town: 'Nunda', routeType: 'driving' },
    { name: 'Greenway Weekend by Bike', town: 'Cuba', routeType: 'cycling' },
    { name: 'Geneseo on Foot', town: 'Geneseo', routeType: 'walking' },
  ],
  stories: [
    { title: 'Best Seasons on the Greenway', town: 'Nunda', format: 'markdown-table' },
    { title: 'A Slow Weekend in Perry', town: 'Perry', format: 'markdown-plain' },
    { title: 'Up Rattlesnake Hill', town: 'Nunda', format: 'markdown-hostile' },
    { title: 'Stars over the Gorge', town: 'Mt. Morris', format: 'html-hostile' },
  ],
  contributors: ['Dana Whitfield', 'Sam Okafor', 'Priya Raman'],
  organizations: ['Friends of the Greenway', 'Valley Land Trust'],
};
