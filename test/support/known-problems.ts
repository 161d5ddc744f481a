// Entries with one known problem each, imported on top of a site's demo content so the content
// health report has something certain to find (and the tests know exactly what).

const geo = (id: string, features: { id: string; json: string }[], point?: string) => ({
  id,
  type: 'geo',
  data: {
    ...(point ? { point } : {}),
    features: features.map((feature) => ({ ...feature, text: feature.id, type: { id: 'trail', name: 'Trail', type: 'path' } })),
  },
});

const line = (coordinates: number[][]) => JSON.stringify({ type: 'LineString', coordinates });

export const knownProblems = {
  entries: [
    { id: 'place-health-nowhere', title: 'Nowhere Spring', types: [{ id: 'place', name: 'Place' }] },
    {
      id: 'trail-health-broken',
      title: 'Broken Ridge Trail',
      types: [{ id: 'trail', name: 'Trail' }],
      elements: [
        geo('route', [
          { id: 'one-position', json: line([[-120.5, 47.4]]) },
          {
            id: 'off-the-map',
            json: line([
              [-120.5, 47.4],
              [-120.4, 123],
            ]),
          },
        ]),
      ],
    },
    {
      id: 'place-health-uncaptioned',
      title: 'Uncaptioned Falls',
      types: [{ id: 'place', name: 'Place' }],
      elements: [
        geo('location', [], '-120.45,47.41'),
        { id: 'images', type: 'file', data: [{ id: 'uncaptioned-image', url: '/media/trail-project/landscape.svg', type: 'image/svg+xml', name: 'falls.svg' }] },
      ],
    },
    {
      id: 'story-health-dangling',
      title: 'A Story with a Lost Link',
      types: [{ id: 'story', name: 'Story' }],
      elements: [{ id: 'related', type: 'entry', data: [{ id: 'place-demolished' }] }],
    },
    {
      id: 'event-health-past',
      title: 'Last Year’s Trail Day',
      types: [{ id: 'event', name: 'Event' }],
      elements: [{ id: 'event_date', type: 'datetime', data: [{ start: '2020-05-02T16:00:00Z', end: '2020-05-02T20:00:00Z' }] }],
    },
    {
      id: 'story-health-stale-feature',
      title: 'Highlights',
      types: [{ id: 'story', name: 'Story' }],
      elements: [{ id: 'featured', type: 'entry', data: [{ id: 'event-health-past' }] }],
    },
  ],
};
