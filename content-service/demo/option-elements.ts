import type { Locale } from '../../core/i18n/locales';
import { allCategories, type Category, type CategoryKind, type Taxonomy } from './categories';
import { pick, type Random } from './random';
import { elementName } from './element-names';
import type { ImportElementSchemaInput } from './types';

// The option lists of the demo's option elements. Entries carry their element's list and GET
// /elements?id= answers the whole definition, so detail pages label options from either. Texts are per
// locale on bilingual sites, English elsewhere.

/** An option's labels: English and Spanish for the demo's lists, any language a site's categories give. */
type OptionText = { en: string } & Partial<Record<Locale, string>>;

const lists: Record<string, Record<string, OptionText>> = {
  attributes: {
    parking: { en: 'Parking', es: 'Aparcamiento' },
    restrooms: { en: 'Restrooms', es: 'Aseos' },
    wheelchair: { en: 'Wheelchair accessible', es: 'Accesible en silla de ruedas' },
    pets: { en: 'Pets welcome', es: 'Se admiten mascotas' },
    guided: { en: 'Guided', es: 'Con guía' },
    rentals: { en: 'Equipment rentals', es: 'Alquiler de equipo' },
    family: { en: 'Family friendly', es: 'Para familias' },
    reservations: { en: 'Reservations recommended', es: 'Se recomienda reservar' },
    wifi: { en: 'Free wifi', es: 'Wifi gratuito' },
    breakfast: { en: 'Breakfast included', es: 'Desayuno incluido' },
    'outdoor-seating': { en: 'Outdoor seating', es: 'Terraza' },
    vegetarian: { en: 'Vegetarian options', es: 'Opciones vegetarianas' },
    takeout: { en: 'Takeout', es: 'Para llevar' },
    'local-makers': { en: 'Local makers', es: 'Artesanos locales' },
    'gift-cards': { en: 'Gift cards', es: 'Tarjetas regalo' },
  },
  difficulty: {
    easy: { en: 'Easy', es: 'Fácil' },
    moderate: { en: 'Moderate', es: 'Moderada' },
    difficult: { en: 'Difficult', es: 'Difícil' },
  },
  status: {
    open: { en: 'Open', es: 'Abierto' },
    closed: { en: 'Closed', es: 'Cerrado' },
    closedTemporarily: { en: 'Temporarily closed', es: 'Cerrado temporalmente' },
  },
  route_type: {
    loop: { en: 'Loop', es: 'Circular' },
    outAndBack: { en: 'Out and back', es: 'Ida y vuelta' },
    pointToPoint: { en: 'Point to point', es: 'De punto a punto' },
  },
  itinerary_route_type: {
    custom: { en: 'Custom', es: 'Personalizada' },
    cycling: { en: 'Cycling', es: 'En bicicleta' },
    driving: { en: 'Driving', es: 'En coche' },
    walking: { en: 'Walking', es: 'A pie' },
    none: { en: 'None', es: 'Ninguno' },
  },
  surface: {
    paved: { en: 'Paved', es: 'Asfaltado' },
    gravel: { en: 'Gravel', es: 'Grava' },
    dirt: { en: 'Packed dirt', es: 'Tierra compactada' },
    boardwalk: { en: 'Boardwalk', es: 'Pasarela de madera' },
  },
  pricing_indicator: {
    inexpensive: { en: '$', es: '$' },
    moderate: { en: '$$', es: '$$' },
    expensive: { en: '$$$', es: '$$$' },
  },
  features: {
    flythrough: { en: 'Fly-through', es: 'Recorrido aéreo' },
    measurements: { en: 'Measurements', es: 'Mediciones' },
    profile: { en: 'Elevation profile', es: 'Perfil de elevación' },
  },
  notice_type: {
    covid19: { en: 'COVID-19', es: 'COVID-19' },
  },
};

const optionElementIds: readonly string[] = Object.keys(lists);

type OptionList = { id: string; name: string; text: string | OptionText }[];

function listOf(elementId: string): Record<string, OptionText> {
  if (!Object.hasOwn(lists, elementId)) throw new Error(`No demo option list for element "${elementId}"`);
  return lists[elementId]!;
}

function optionList(list: Record<string, OptionText>, bilingual: boolean): OptionList {
  return Object.entries(list).map(([id, text]) => ({ id, name: text.en, text: bilingual ? text : text.en }));
}

/** Each category's labels in every language it is written in. */
function categoryList(categories: readonly Category[]): Record<string, OptionText> {
  return Object.fromEntries(categories.map(({ id, icon: _icon, ...labels }) => [id, labels]));
}

function withList(ctx: { bilingual: boolean }, id: string, list: Record<string, OptionText>, chosen: readonly string[], groups: string[]): ImportElementSchemaInput {
  const options = optionList(list, ctx.bilingual);
  const unknown = chosen.find((option) => !options.some((o) => o.id === option));
  if (unknown) throw new Error(`Demo option "${unknown}" is not in the "${id}" list`);
  return { id, name: elementName(id), type: 'option', groups, options, data: [...chosen] };
}

/** An entry's option element with its whole list; choosing an option the list lacks is a demo typo. */
export function optionElement(ctx: { bilingual: boolean }, id: string, chosen: readonly string[], groups: string[] = []): ImportElementSchemaInput {
  return withList(ctx, id, listOf(id), chosen, groups);
}

/**
 * An entry's categories with its kind's group of the site's categories only: the whole tree would
 * double the size of every entry in a list answer, and GET /elements?id=categories still answers all
 * of it. None where the site has no group for the kind (a services site's café has no category); without
 * `chosen`, one of the group's categories at random.
 */
export function categoriesElements(ctx: { bilingual: boolean; categories: Taxonomy; random: Random }, kind: CategoryKind, chosen?: readonly string[]): ImportElementSchemaInput[] {
  const group = ctx.categories[kind];
  if (!group) return [];
  return [withList(ctx, 'categories', categoryList(group.items), chosen ?? [pick(ctx.random, group.items).id], [])];
}

/**
 * The definitions GET /elements?id= answers: every option element with its list, the site's own categories
 * (their labels per language where `labelledCategories`, as on a site whose texts are per language).
 */
export function optionDefinitions(bilingual: boolean, categories: Taxonomy, labelledCategories = bilingual) {
  return [
    { id: 'categories', name: elementName('categories'), type: 'option' as const, options: optionList(categoryList(allCategories(categories)), labelledCategories) },
    ...optionElementIds.map((id) => ({ id, name: elementName(id), type: 'option' as const, options: optionList(listOf(id), bilingual) })),
  ];
}
