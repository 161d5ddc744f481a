import type { GuideTheme } from './guide';

// What a small site's menus and home page lead to beyond its handful of places, café, trail, event and
// story: the activities, lodging, shopping and trip plans its menu offers (sites/*.ts), and its own
// promotions where the tourism guide's printed guide and trail day do not fit it. A list its menu
// offers is never empty.

type SmallSiteLists = Pick<GuideTheme, 'activities' | 'lodging' | 'shopping' | 'itineraries' | 'promotions'>;

export const smallSiteLists: Partial<Record<string, SmallSiteLists>> = {
  'geotourism-council': {
    itineraries: [
      { name: 'Great Salt Lake Shoreline in a Day', town: 'Salt Lake City', routeType: 'driving' },
      { name: 'Salt Lake City Gardens and Heritage Walk', town: 'Salt Lake City', routeType: 'walking' },
    ],
  },
  'river-valley': {
    activities: [
      { name: 'Backwater Kayak Tours', town: 'La Crosse', categories: ['water-sports', 'tours'] },
      { name: 'Mississippi Paddlewheel Cruise', town: 'La Crosse', categories: ['tours'] },
      { name: 'Hixon Forest Mountain Biking', town: 'La Crosse', categories: ['cycling'] },
      { name: 'Lake Onalaska Fishing Charters', town: 'Onalaska', categories: ['fishing'] },
      { name: 'Goat Prairie Bluff Hikes', town: 'La Crescent', categories: ['hiking'] },
    ],
    lodging: [
      { name: 'Pearl Street Hotel', town: 'La Crosse', categories: ['hotels'] },
      { name: 'Bluffside Bed and Breakfast', town: 'La Crosse', categories: ['inns'] },
      { name: 'Goose Island Campground', town: 'La Crosse', categories: ['campgrounds'] },
      { name: 'Lake Onalaska Cottages', town: 'Onalaska', categories: ['rentals'] },
    ],
    shopping: [
      { name: 'Driftless Outfitters', town: 'La Crosse', categories: ['outfitters'] },
      { name: 'Main Street Books and Maps', town: 'La Crosse', categories: ['gifts'] },
      { name: 'Old Towne Antiques', town: 'La Crosse', categories: ['antiques'] },
      { name: 'Bluff Country Gallery', town: 'La Crescent', categories: ['galleries'] },
    ],
    itineraries: [
      { name: 'A Day on the Bluffs', town: 'La Crosse', routeType: 'driving' },
      { name: 'Downtown La Crosse on Foot', town: 'La Crosse', routeType: 'walking' },
      { name: 'Great River Trail by Bike', town: 'Onalaska', routeType: 'cycling' },
    ],
  },
  'scenic-region': {
    activities: [
      { name: 'Gorge Windsurfing Lessons', town: 'Hood River', categories: ['water-sports'] },
      { name: 'Fruit Loop Bike Tours', town: 'Hood River', categories: ['cycling', 'tours'] },
      { name: 'White Salmon River Rafting', town: 'White Salmon', categories: ['water-sports', 'tours'] },
      { name: 'Guided Waterfall Hikes', town: 'Cascade Locks', categories: ['hiking', 'tours'] },
      { name: 'Columbia River Sturgeon Fishing', town: 'Hood River', categories: ['fishing'] },
    ],
    lodging: [
      { name: 'Columbia Gorge Hotel', town: 'Hood River', categories: ['hotels'] },
      { name: 'Oak Street Inn', town: 'Hood River', categories: ['inns'] },
      { name: 'Viento State Park Campground', town: 'Hood River', categories: ['campgrounds'] },
      { name: 'Mosier Orchard Cabins', town: 'Mosier', categories: ['rentals'] },
    ],
    shopping: [
      { name: 'Gorge Wind and Water Outfitters', town: 'Hood River', categories: ['outfitters'] },
      { name: 'Waterfront Glass Gallery', town: 'Hood River', categories: ['galleries'] },
      { name: 'Columbia Books and Maps', town: 'Hood River', categories: ['gifts'] },
      { name: 'Mosier Barn Antiques', town: 'Mosier', categories: ['antiques'] },
    ],
    itineraries: [
      { name: 'The Waterfall Corridor in a Day', town: 'Cascade Locks', routeType: 'driving' },
      { name: 'The Fruit Loop by Bike', town: 'Hood River', routeType: 'cycling' },
      { name: 'Hood River Waterfront Walk', town: 'Hood River', routeType: 'walking' },
    ],
  },
  'gateway-town': {
    activities: [
      { name: 'Colorado River Rafting Day Trip', town: 'Moab', categories: ['water-sports', 'tours'] },
      { name: 'Slickrock Mountain Biking', town: 'Moab', categories: ['cycling'] },
      { name: 'Arches Sunrise Photo Tour', town: 'Moab', categories: ['tours'] },
      { name: 'Corona Arch Guided Hike', town: 'Moab', categories: ['hiking', 'tours'] },
    ],
    lodging: [
      { name: 'Main Street Motor Inn', town: 'Moab', categories: ['hotels'] },
      { name: 'Slickrock Bed and Breakfast', town: 'Moab', categories: ['inns'] },
      { name: 'Kings Bottom Campground', town: 'Moab', categories: ['campgrounds'] },
      { name: 'Spanish Valley Vacation Homes', town: 'Moab', categories: ['rentals'] },
    ],
    itineraries: [
      { name: 'Arches and Main Street in a Day', town: 'Moab', routeType: 'driving' },
      { name: 'Mill Creek and Downtown on Foot', town: 'Moab', routeType: 'walking' },
      { name: 'The Canyon Pathway by Bike', town: 'Moab', routeType: 'cycling' },
    ],
  },
  sandbox: {
    activities: [
      { name: 'Sunrise Balloon Ride', town: 'Albuquerque', categories: ['tours'] },
      { name: 'Bosque Bike Rentals', town: 'Albuquerque', categories: ['cycling'] },
      { name: 'La Luz Trail Hike', town: 'Albuquerque', categories: ['hiking'] },
    ],
  },
  services: {
    // A studio promotes a walkthrough and its pricing: the order form is its /contact page.
    promotions: [
      { id: 'promotion-walkthrough', title: 'See your destination on the platform', text: 'A 30-minute walkthrough with your own places, trails and events on the map.', url: '/contact' },
      { id: 'promotion-trail-view-pricing', title: 'Trail view for small parks', text: 'One trail network, one yearly price: see what is included.', url: '/trail-view-pricing' },
    ],
  },
};
