/** One demo entry of each type on the islands site, by id: the pages tests visit per entry type. */
export const ISLANDS_ENTRY_OF_EACH_TYPE = [
  'place-flamenco-beach',
  'activity-night-kayak-tour',
  'lodging-casa-del-mar-inn',
  'food-el-quenepo',
  'shopping-seaglass-gallery',
  'trail-mount-pirata-trail',
  'event-fiesta-de-la-playa',
  'itinerary-a-perfect-beach-day',
  'story-a-weekend-in-dewey',
];
