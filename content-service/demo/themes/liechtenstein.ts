import { walkingCategories } from '../../osm/categories';
import { markdown } from '../elements';
import type { GuideTheme } from '../guide';
import imported from '../osm/liechtenstein.json';
import type { DemoEntry } from '../types';

// The Liechtenstein walking guide: the entries are the OpenStreetMap importer's output for
// data/osm/liechtenstein-2013-08-03.osm.pbf (regenerate with `npm run content:import-osm --
// data/osm/liechtenstein-2013-08-03.osm.pbf --project liechtenstein --out content-service/demo/osm/liechtenstein.json`), and
// these hand-written descriptions of the entries the home page features, in English and German.
// They say only what the data holds and plain geography: lengths, ends, altitudes, villages.

const written: Record<string, { en: string; de: string }> = {
  'osm-trail-way-2007': {
    en: 'The Fürstin-Gina-Weg leaves Malbun and climbs to the Pfälzer Hütte at 2,111 m, 4.6 km of mountain path (SAC scale: mountain hiking). Walk back the same way or on to the peaks around the hut.',
    de: 'Der Fürstin-Gina-Weg führt von Malbun hinauf zur Pfälzer Hütte auf 2111 m: 4,6 km Bergweg (SAC-Skala: Bergwandern). Zurück auf demselben Weg oder weiter zu den Gipfeln rund um die Hütte.',
  },
  'osm-way-3083': {
    en: 'The Pfälzer Hütte stands at 2,111 m, 3.5 km from Malbun as the crow flies, where the Fürstin-Gina-Weg ends.',
    de: 'Die Pfälzer Hütte steht auf 2111 m, 3,5 km Luftlinie von Malbun, am Ende des Fürstin-Gina-Wegs.',
  },
  'osm-relation-52': {
    en: 'Schloss Vaduz stands above Vaduz. It is private: the castle is seen from outside.',
    de: 'Schloss Vaduz steht oberhalb von Vaduz. Es ist privat: Das Schloss ist von aussen zu sehen.',
  },
  'osm-route-node-35626': {
    en: 'From Malbun along the path network to the summit of the Augstenberg (2,359 m): 3.8 km each way, partly mountain path (SAC scale: mountain hiking).',
    de: 'Von Malbun über das Wegnetz auf den Augstenberg (2359 m): 3,8 km pro Richtung, teils Bergweg (SAC-Skala: Bergwandern).',
  },
  'osm-way-333': {
    en: 'The Kunstmuseum Liechtenstein is at Städtle 32 in Vaduz. Step-free access (wheelchair: yes).',
    de: 'Das Kunstmuseum Liechtenstein liegt am Städtle 32 in Vaduz. Rollstuhlgerecht zugänglich.',
  },
  'osm-node-58238': {
    en: 'The youth hostel of Schaan and Vaduz is at Under Rüttigass 6 in Schaan. Eight of its rooms are step-free.',
    de: 'Die Jugendherberge Schaan-Vaduz liegt an der Under Rüttigass 6 in Schaan. Acht Zimmer sind hindernisfrei zugänglich.',
  },
  'osm-node-6469': {
    en: 'The Naafkopf rises to 2,571 m, 4.7 km from Malbun as the crow flies; the path from Malbun is 7.2 km each way.',
    de: 'Der Naafkopf erreicht 2571 m, 4,7 km Luftlinie von Malbun; der Weg ab Malbun misst 7,2 km pro Richtung.',
  },
  'osm-trail-way-2423': {
    en: 'The Fürstensteig is a 1.9 km path between Rotenboden above Triesenberg and the slopes above Vaduz.',
    de: 'Der Fürstensteig ist ein 1,9 km langer Weg zwischen Rotenboden oberhalb von Triesenberg und den Hängen über Vaduz.',
  },
  'osm-way-2410': {
    en: 'Schloss Gutenberg is the castle of Balzers, in the south of the country.',
    de: 'Schloss Gutenberg ist die Burg von Balzers im Süden des Landes.',
  },
  'osm-node-56075': {
    en: 'The Bergrestaurant Sareis is a mountain restaurant above Malbun.',
    de: 'Das Bergrestaurant Sareis ist ein Bergrestaurant oberhalb von Malbun.',
  },
  'osm-trail-way-999': {
    en: 'The Gaflei Trail climbs 3.1 km from above Vaduz to the Wildschloss viewpoint, and back the same way.',
    de: 'Der Gaflei Trail steigt 3,1 km von oberhalb Vaduz zum Aussichtspunkt Wildschloss, zurück auf demselben Weg.',
  },
  'osm-node-23313': {
    en: 'Guschg is a mountain hut 2.5 km from Malbun as the crow flies, reached from Malbun on a 3.7 km path.',
    de: 'Guschg ist eine Berghütte 2,5 km Luftlinie von Malbun, von Malbun auf einem 3,7 km langen Weg erreichbar.',
  },
  'osm-node-5139': {
    en: 'The Liechtensteinisches Landesmuseum is at Städtle 43 in Vaduz. Step-free access (wheelchair: yes).',
    de: 'Das Liechtensteinische Landesmuseum liegt am Städtle 43 in Vaduz. Rollstuhlgerecht zugänglich.',
  },
  'osm-trail-way-7050': {
    en: 'The Felsbandweg near Schellenberg: 1.9 km of mountain path (SAC scale: mountain hiking), walked from end to end.',
    de: 'Der Felsbandweg bei Schellenberg: 1,9 km Bergweg (SAC-Skala: Bergwandern), von einem Ende zum anderen.',
  },
  'osm-node-58562': {
    en: 'At 2,599 m the Vorder Grauspitz is the highest summit in this guide, 5.9 km from Malbun as the crow flies.',
    de: 'Mit 2599 m ist der Vorder Grauspitz der höchste Gipfel in diesem Führer, 5,9 km Luftlinie von Malbun.',
  },
  'osm-node-36722': {
    en: 'The Himmelstreppe is a viewpoint at Gaflei, above the Rhine valley.',
    de: 'Die Himmelstreppe ist ein Aussichtspunkt in Gaflei, über dem Rheintal.',
  },
  'osm-trail-way-1000': {
    en: 'The Wildschloss Trail leads 2.1 km from near Schaan to the Wildschloss viewpoint, and back the same way.',
    de: 'Der Wildschloss Trail führt 2,1 km von Schaan zum Aussichtspunkt Wildschloss, zurück auf demselben Weg.',
  },
  'osm-route-node-23313': {
    en: 'From Malbun along the path network to the Guschg hut: 3.7 km each way, partly mountain path (SAC scale: mountain hiking).',
    de: 'Von Malbun über das Wegnetz zur Hütte Guschg: 3,7 km pro Richtung, teils Bergweg (SAC-Skala: Bergwandern).',
  },
  'osm-node-31491': {
    en: 'The Drei Schwestern summit at 2,053 m lies 2.4 km from Planken as the crow flies; the path from Rotenboden is 6.3 km each way.',
    de: 'Der Gipfel der Drei Schwestern auf 2053 m liegt 2,4 km Luftlinie von Planken; der Weg ab Rotenboden misst 6,3 km pro Richtung.',
  },
  'osm-trail-way-648': {
    en: 'The Binnenkanaldamm path runs 2.8 km along the inland canal between Gamprin and Ruggell in the Rhine valley.',
    de: 'Der Weg am Binnenkanaldamm verläuft 2,8 km dem Binnenkanal entlang zwischen Gamprin und Ruggell im Rheintal.',
  },
};

/** The importer's entries, with the featured ones' descriptions. */
function withDescriptions(entries: readonly DemoEntry[]): DemoEntry[] {
  const known = new Set(entries.map((e) => e.id));
  const missing = Object.keys(written).find((id) => !known.has(id));
  if (missing) throw new Error(`A Liechtenstein description names entry "${missing}", which the import does not hold`);
  return entries.map((entry) => {
    const text = written[entry.id];
    return text ? { ...entry, elements: [...(entry.elements ?? []), markdown('description', text)] } : entry;
  });
}

export const liechtenstein: GuideTheme = {
  project: 'liechtenstein',
  // The German name is the site's own (sites/liechtenstein.ts, wording.de.site_name).
  name: { en: 'Liechtenstein on Foot', de: 'Liechtenstein zu Fuss' },
  tagline: {
    en: 'Trails, huts and peaks, castles and museums of Liechtenstein, from OpenStreetMap data of 3 August 2013.',
    de: 'Wanderwege, Hütten und Gipfel, Burgen und Museen in Liechtenstein, nach OpenStreetMap-Daten vom 3. August 2013.',
  },
  locales: ['en', 'de'],
  // The generic about page says people who live here check every listing each season: this guide is
  // OpenStreetMap's data of one day, checked by nobody since. The generic privacy page speaks of a
  // newsletter and messages: this guide offers no form and no address to write to.
  pageTexts: {
    intros: {
      about: {
        en: 'Where the places and trails of this guide come from, and how old they are.',
        de: 'Woher die Orte und Wege dieses Führers stammen und wie alt sie sind.',
      },
    },
    bodies: {
      privacy: {
        en: 'This guide asks nothing of you: it has no accounts, no forms and no analytics. The language you choose is kept in a cookie in your browser, and a guide you save for offline use stays on your device until you remove it.',
        de: 'Dieser Führer verlangt nichts von Ihnen: Er hat keine Konten, keine Formulare und keine Analyse. Die gewählte Sprache wird in einem Cookie in Ihrem Browser gespeichert, und ein für unterwegs gespeicherter Führer bleibt auf Ihrem Gerät, bis Sie ihn entfernen.',
      },
      about: {
        en: [
          'Every place and trail in this guide comes from [OpenStreetMap](https://www.openstreetmap.org/copyright), as its contributors had mapped Liechtenstein on 3 August 2013.',
          'Nothing has been checked on the ground since, so any of it may be out of date: a hut, restaurant or hotel may have closed or changed its hours, and a path may have moved or closed.',
          'Trails named for both their ends, such as “Malbun to Augstenberg”, were worked out along the mapped paths, and most descriptions were written from what the map records.',
          'Check the signs on the spot before you set out.',
        ].join(' '),
        de: [
          'Alle Orte und Wege dieses Führers stammen aus [OpenStreetMap](https://www.openstreetmap.org/copyright), so wie dessen Mitwirkende Liechtenstein am 3. August 2013 kartiert hatten.',
          'Seither wurde nichts vor Ort geprüft, daher kann alles veraltet sein: Eine Hütte, ein Restaurant oder ein Hotel kann geschlossen sein oder andere Öffnungszeiten haben, ein Weg kann verlegt oder gesperrt sein.',
          'Wege, die nach ihren beiden Enden benannt sind, etwa «Malbun – Augstenberg», wurden entlang der kartierten Wege berechnet, und die meisten Beschreibungen entstanden aus dem, was die Karte verzeichnet.',
          'Beachten Sie vor dem Aufbruch die Signalisation vor Ort.',
        ].join(' '),
      },
    },
  },
  notices: [],
  promotions: [],
  categories: walkingCategories,
  labelledCategories: true,
  center: [9.55, 47.14],
  spread: 0.05,
  baseElevation: 450,
  division: { code: 'LI', text: 'Liechtenstein' },
  places: [],
  imported: { entries: withDescriptions(imported.entries as DemoEntry[]), featured: Object.keys(written) },
};
