import { pick, type Random } from './random';
import type { Kind } from './categories';

// Sentence pools for demo descriptions, English and Spanish. {name} and {town} are filled in.

type Pools = Record<Kind | 'itinerary', string[]>;

const openers: Record<'en' | 'es', Pools> = {
  en: {
    place: ['{name} is one of the best-loved stops around {town}.', 'Locals send visitors to {name} first, and it rarely disappoints.', 'Set just outside {town}, {name} rewards an unhurried visit.'],
    activity: [
      '{name} runs from spring into late autumn out of {town}.',
      'Book ahead for {name}: small groups fill quickly in summer.',
      '{name} is a good way to see the country around {town} up close.',
    ],
    lodging: [
      '{name} offers quiet rooms a short walk from the centre of {town}.',
      'Guests return to {name} for the breakfasts and the views.',
      '{name} is a comfortable base for exploring {town} and beyond.',
    ],
    food: ['{name} serves seasonal dishes built on what grows near {town}.', 'Expect a line on weekends at {name}; it moves quickly.', '{name} is where {town} goes for a long lunch.'],
    shopping: [
      '{name} stocks work by makers from {town} and the surrounding hills.',
      'Browse {name} for maps, gifts and good advice.',
      '{name} has been a fixture of main street in {town} for decades.',
    ],
    event: [
      '{name} brings {town} together every year.',
      'Plan your visit around {name}: it is the highlight of the season in {town}.',
      '{name} fills the streets of {town} with music, food and neighbours.',
    ],
    trail: [
      '{name} leaves from a small trailhead near {town}.',
      '{name} follows old paths through woods and open ridges above {town}.',
      'A favourite with walkers from {town}, {name} is well marked throughout.',
    ],
    itinerary: ['This plan strings together the best of {town} in a single day.', 'A relaxed weekend route starting and ending in {town}.'],
  },
  es: {
    place: [
      '{name} es una de las paradas más queridas cerca de {town}.',
      'Los vecinos recomiendan {name} antes que nada, y rara vez decepciona.',
      'Justo a las afueras de {town}, {name} merece una visita sin prisas.',
    ],
    activity: [
      '{name} funciona desde la primavera hasta finales de otoño en {town}.',
      'Reserve con antelación {name}: los grupos pequeños se llenan en verano.',
      '{name} es una buena manera de conocer de cerca los alrededores de {town}.',
    ],
    lodging: [
      '{name} ofrece habitaciones tranquilas a pocos pasos del centro de {town}.',
      'Los huéspedes vuelven a {name} por los desayunos y las vistas.',
      '{name} es una base cómoda para explorar {town} y sus alrededores.',
    ],
    food: ['{name} sirve platos de temporada con productos de {town}.', 'Los fines de semana hay cola en {name}, pero avanza rápido.', '{name} es donde {town} va a comer sin prisas.'],
    shopping: ['{name} vende obras de artesanos de {town} y las colinas cercanas.', 'En {name} encontrará mapas, regalos y buenos consejos.', '{name} lleva décadas en la calle principal de {town}.'],
    event: ['{name} reúne a {town} cada año.', 'Planifique su visita en torno a {name}: es lo mejor de la temporada en {town}.', '{name} llena las calles de {town} de música, comida y vecinos.'],
    trail: [
      '{name} parte de un pequeño acceso cerca de {town}.',
      '{name} sigue antiguos caminos por bosques y crestas sobre {town}.',
      'Muy querido por los caminantes de {town}, {name} está bien señalizado.',
    ],
    itinerary: ['Este plan reúne lo mejor de {town} en un solo día.', 'Una ruta tranquila de fin de semana que empieza y termina en {town}.'],
  },
};

const details: Record<'en' | 'es', string[]> = {
  en: [
    'Parking is free and the entrance is step-free.',
    'Dogs on a leash are welcome outside.',
    'Bring water and sun protection in summer; shade is scarce.',
    'Cash and cards are accepted.',
    'Hours are shorter between November and March.',
  ],
  es: [
    'El aparcamiento es gratuito y la entrada no tiene escalones.',
    'Se admiten perros con correa en el exterior.',
    'Lleve agua y protección solar en verano; hay poca sombra.',
    'Se acepta efectivo y tarjeta.',
    'El horario es más corto entre noviembre y marzo.',
  ],
};

const fill = (template: string, name: string, town: string) => template.replaceAll('{name}', name).replaceAll('{town}', town);

export function shortText(kind: Kind | 'itinerary', name: string, town: string, locale: 'en' | 'es', random: Random): string {
  return fill(pick(random, openers[locale][kind]), name, town);
}

/** A markdown description: an opener, a practical detail and a short list. */
export function longText(kind: Kind | 'itinerary', name: string, town: string, locale: 'en' | 'es', random: Random): string {
  const heading = locale === 'es' ? 'Antes de ir' : 'Before you go';
  const first = pick(random, details[locale]);
  const second = pick(
    random,
    details[locale].filter((d) => d !== first),
  );
  return `${shortText(kind, name, town, locale, random)}\n\n${first}\n\n### ${heading}\n\n- ${second}\n- ${locale === 'es' ? 'Consulte el horario antes de salir.' : 'Check the hours before you set out.'}`;
}
