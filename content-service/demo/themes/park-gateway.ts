import type { GuideTheme } from '../guide';

const ut = { code: 'UT', text: 'Utah' };

/** A gateway town at the edge of a national park: steep canyon trails, shuttle stops, outfitters. */
export const parkGateway: GuideTheme = {
  project: 'park-gateway',
  name: 'Canyon Gateway',
  tagline: 'Springdale, Rockville and Virgin at the mouth of the canyon: where to stay, eat and hike.',
  notices: [
    { id: 'notice-welcome', tone: 'info', text: 'Park shuttles run every 10 minutes from the town center. [Getting here](/here)' },
    { id: 'notice-closure', tone: 'warning', text: '**Heads up:** flash flood warning: slot canyons are closed today. [Trail status](/trails).' },
  ],
  center: [-112.99, 37.19],
  spread: 0.08,
  baseElevation: 1190,
  division: ut,
  places: [
    { name: 'Canyon Visitor Center', town: 'Springdale', categories: ['museums'] },
    { name: 'Watchman Viewpoint', town: 'Springdale', categories: ['viewpoints'] },
    { name: 'Pioneer Cemetery', town: 'Rockville', categories: ['historic-sites'] },
    { name: 'River Park', town: 'Springdale', categories: ['parks'] },
    { name: 'Ghost Town of Grafton', town: 'Rockville', categories: ['historic-sites'] },
    { name: 'Heritage Museum', town: 'Virgin', categories: ['museums'] },
    { name: 'Sand Bench Overlook', town: 'Springdale', categories: ['viewpoints'] },
    { name: 'Shuttle Stop Town Center', town: 'Springdale', categories: ['parks'] },
  ],
  activities: [
    { name: 'Canyoneering Course', town: 'Springdale', categories: ['tours'] },
    { name: 'E-Bike Tours', town: 'Springdale', categories: ['cycling', 'tours'] },
    { name: 'River Tubing', town: 'Virgin', categories: ['water-sports'] },
    { name: 'Stargazing Program', town: 'Rockville', categories: ['tours'] },
    { name: 'Guided Slot Canyon Hike', town: 'Springdale', categories: ['hiking', 'tours'] },
  ],
  lodging: [
    { name: 'Red Rock Lodge', town: 'Springdale', categories: ['hotels'] },
    { name: 'Cottonwood Inn', town: 'Rockville', categories: ['inns'] },
    { name: 'Watchman Campground', town: 'Springdale', categories: ['campgrounds'] },
    { name: 'Canyon Cabins', town: 'Virgin', categories: ['rentals'] },
    { name: 'Desert Pearl Hotel', town: 'Springdale', categories: ['hotels'] },
  ],
  food: [
    { name: 'Trailhead Coffee', town: 'Springdale', categories: ['cafes'] },
    { name: 'Canyon Brewing', town: 'Springdale', categories: ['breweries'] },
    { name: 'Red Cliffs Grill', town: 'Springdale', categories: ['restaurants'] },
    { name: 'Fruit Stand at Rockville', town: 'Rockville', categories: ['farm-markets'] },
    { name: 'Desert Bakery', town: 'Virgin', categories: ['cafes'] },
  ],
  shopping: [
    { name: 'Canyon Outfitters', town: 'Springdale', categories: ['outfitters'] },
    { name: 'Sandstone Gallery', town: 'Springdale', categories: ['galleries'] },
    { name: 'Park Bookstore', town: 'Springdale', categories: ['gifts'] },
    { name: 'Trading Post Antiques', town: 'Virgin', categories: ['antiques'] },
  ],
  events: [
    { name: 'Plein Air Art Festival', town: 'Springdale', inDays: 11, days: 5, category: 'festivals' },
    { name: 'Night Sky Festival', town: 'Rockville', inDays: 36, days: 2, category: 'festivals' },
    { name: 'Canyon Half Marathon', town: 'Virgin', inDays: 52, category: 'races' },
    { name: 'Friday Music on the Lawn', town: 'Springdale', inDays: 1, weekly: 5, weekday: 5, category: 'music' },
    { name: 'Saturday Makers Market', town: 'Springdale', inDays: 1, weekly: 6, weekday: 6, category: 'markets' },
    { name: 'Heritage Days', town: 'Rockville', inDays: 88, days: 2, category: 'festivals' },
    { name: 'Winter Solstice Walk', town: 'Springdale', inDays: -60, category: 'festivals' },
  ],
  trails: [
    { name: 'Angels Landing Approach', town: 'Springdale', difficulty: 'difficult', routeType: 'outAndBack', km: 8.7, relief: 450, surface: 'dirt' },
    { name: 'Pa’rus Trail', town: 'Springdale', difficulty: 'easy', routeType: 'pointToPoint', km: 5.6, relief: 40, surface: 'paved', category: 'accessible' },
    { name: 'Watchman Trail', town: 'Springdale', difficulty: 'moderate', routeType: 'outAndBack', km: 5.3, relief: 112, surface: 'dirt' },
    { name: 'Canyon Overlook Trail', town: 'Springdale', difficulty: 'moderate', routeType: 'outAndBack', km: 1.6, relief: 50, surface: 'dirt' },
    { name: 'Riverside Walk', town: 'Springdale', difficulty: 'easy', routeType: 'outAndBack', km: 3.5, relief: 20, surface: 'paved' },
    { name: 'Grafton Mesa Loop', town: 'Rockville', difficulty: 'difficult', routeType: 'loop', km: 12.8, relief: 320, surface: 'dirt' },
  ],
  itineraries: [
    { name: 'Three Days at the Canyon', town: 'Springdale', routeType: 'custom' },
    { name: 'Springdale without a Car', town: 'Springdale', routeType: 'walking' },
    { name: 'Ghost Towns and Orchards', town: 'Rockville', routeType: 'driving' },
  ],
  stories: [
    { title: 'Canyon Weather by Month', town: 'Springdale', format: 'markdown-table' },
    { title: 'Riding the Shuttle', town: 'Springdale', format: 'markdown-plain' },
    { title: 'Chains and Switchbacks', town: 'Springdale', format: 'markdown-hostile' },
    { title: 'Dark Skies over Rockville', town: 'Rockville', format: 'html-hostile' },
  ],
  contributors: ['Rosa Begay', 'Caleb Hunt', 'Mei Chen'],
  organizations: ['Canyon Conservancy', 'Gateway Chamber of Commerce'],
  // This site's routes list its own kinds (/stay, /eat, /do, ...).
  extraTypes: { lodging: ['stay'], food: ['eat'], shopping: ['shop'], activity: ['do', 'tour'], place: ['here'], organization: ['community'] },
};
