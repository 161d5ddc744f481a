import type { GuideTheme } from '../guide';

const ny = { code: 'NY', text: 'New York' };

/** A long, flat towpath trail along a historic canal. */
export const canalTrail: GuideTheme = {
  project: 'canal-trail',
  name: 'Canal Trail',
  tagline: 'The towpath from Lockport to the Montezuma wetlands: locks, lift bridges and canal towns to stop in.',
  notices: [
    { id: 'notice-welcome', tone: 'info', text: 'The canal opens for navigation in May. [Events on the water](/events)' },
    { id: 'notice-closure', tone: 'warning', text: '**Heads up:** the towpath is detoured at Lock 34 during lock repairs. [Trail conditions](/trails).' },
  ],
  center: [-77.1, 43.1],
  spread: 0.35,
  baseElevation: 150,
  division: ny,
  places: [
    { name: 'Lockport Flight of Five', town: 'Lockport', categories: ['historic-sites'] },
    { name: 'Medina Culvert', town: 'Medina', categories: ['historic-sites', 'viewpoints'] },
    { name: 'Fairport Lift Bridge', town: 'Fairport', categories: ['historic-sites'] },
    { name: 'Erie Canal Museum Annex', town: 'Palmyra', categories: ['museums'] },
    { name: 'Schoen Place Landing', town: 'Pittsford', categories: ['parks'] },
    { name: 'Montezuma Wetlands Overlook', town: 'Savannah', categories: ['parks', 'viewpoints'] },
    { name: 'Spencerport Depot', town: 'Spencerport', categories: ['museums'] },
    { name: 'Brockport Canal Park', town: 'Brockport', categories: ['parks'] },
  ],
  activities: [
    { name: 'Canal Boat Cruise', town: 'Lockport', categories: ['tours', 'water-sports'] },
    { name: 'Towpath Bike Tours', town: 'Pittsford', categories: ['cycling', 'tours'] },
    { name: 'Kayak the Canal', town: 'Fairport', categories: ['water-sports'] },
    { name: 'Underground Boat Ride', town: 'Lockport', categories: ['tours'] },
    { name: 'Canal Fishing Spots', town: 'Brockport', categories: ['fishing'] },
  ],
  lodging: [
    { name: 'Towpath Inn', town: 'Fairport', categories: ['inns'] },
    { name: 'Lock 34 Hotel', town: 'Lockport', categories: ['hotels'] },
    { name: 'Canal Side Camping', town: 'Medina', categories: ['campgrounds'] },
    { name: 'Boathouse Rentals', town: 'Pittsford', categories: ['rentals'] },
    { name: 'Palmyra Bed & Breakfast', town: 'Palmyra', categories: ['inns'] },
  ],
  food: [
    { name: 'Towpath Café', town: 'Pittsford', categories: ['cafes'] },
    { name: 'Lift Bridge Brewery', town: 'Fairport', categories: ['breweries'] },
    { name: 'Canal Street Grill', town: 'Brockport', categories: ['restaurants'] },
    { name: 'Apple Orchard Stand', town: 'Medina', categories: ['farm-markets'] },
    { name: 'Lockside Ice Cream', town: 'Lockport', categories: ['cafes'] },
  ],
  shopping: [
    { name: 'Towpath Bike Shop', town: 'Pittsford', categories: ['outfitters'] },
    { name: 'Canal Town Gifts', town: 'Palmyra', categories: ['gifts'] },
    { name: 'Mule Barn Antiques', town: 'Medina', categories: ['antiques'] },
    { name: 'Lift Bridge Gallery', town: 'Fairport', categories: ['galleries'] },
  ],
  events: [
    { name: 'Canal Days', town: 'Fairport', inDays: 26, days: 3, category: 'festivals' },
    { name: 'Cycle the Canal Tour', town: 'Lockport', inDays: 45, days: 8, category: 'races' },
    { name: 'Towpath Music Nights', town: 'Pittsford', inDays: 5, weekly: 6, category: 'music' },
    { name: 'Lockport Farmers Market', town: 'Lockport', inDays: 1, weekly: 8, category: 'markets' },
    { name: 'Lantern Paddle', town: 'Brockport', inDays: 16, category: 'festivals' },
    { name: 'Canal Clean Sweep', town: 'Medina', inDays: 33, category: 'festivals' },
    { name: 'Ice Fishing Derby', town: 'Savannah', inDays: -45, category: 'races' },
  ],
  trails: [
    { name: 'Lockport to Medina Towpath', town: 'Lockport', difficulty: 'easy', routeType: 'pointToPoint', km: 24, relief: 15, surface: 'gravel' },
    { name: 'Pittsford to Fairport Segment', town: 'Pittsford', difficulty: 'easy', routeType: 'pointToPoint', km: 8.5, relief: 8, surface: 'paved' },
    { name: 'Montezuma Wetlands Loop', town: 'Savannah', difficulty: 'easy', routeType: 'loop', km: 5.1, relief: 5, surface: 'boardwalk', category: 'accessible' },
    { name: 'Niagara Escarpment Spur', town: 'Lockport', difficulty: 'moderate', routeType: 'outAndBack', km: 6, relief: 60, surface: 'dirt' },
    { name: 'Palmyra Aqueduct Segment', town: 'Palmyra', difficulty: 'easy', routeType: 'pointToPoint', km: 11.3, relief: 10, surface: 'gravel' },
  ],
  itineraries: [
    { name: 'Canal Towns by Bike', town: 'Pittsford', routeType: 'cycling' },
    { name: 'Lockport Locks Walk', town: 'Lockport', routeType: 'walking' },
    { name: 'A Canal Road Trip', town: 'Fairport', routeType: 'driving' },
  ],
  stories: [
    { title: 'Planning a Towpath Ride', town: 'Pittsford', format: 'markdown-table' },
    { title: 'Lift Bridges of Fairport', town: 'Fairport', format: 'markdown-plain' },
    { title: 'The Flight of Five', town: 'Lockport', format: 'markdown-hostile' },
    { title: 'Wetland Nights', town: 'Savannah', format: 'html-hostile' },
  ],
  contributors: ['Helen Marsh', 'Jorge Alvarez', 'Kim Tran'],
  organizations: ['Canal Corridor Alliance', 'Towpath Volunteers'],
  // /trail-information lists informational entries.
  extraTypes: { story: ['informational'] },
};
