import type { Element, Entry } from '../../../core/content-shapes';
import { elementsInGroup } from '../../../core/entry/elements';
import { humanLabel } from '../../../core/format/human-label';
import type { EntryIds } from '../../../core/entry/ids';
import { optionLabel, selectedOptions } from '../../../core/entry/options';
import { plainTextToHtml } from '../../../core/markdown/render-text';
import type { SiteConfig } from '../../../core/site-config';
import type { Translate } from '../../../ui/components/text';

/** Project element definitions (GET /elements) by id: where an entry's element lacks its option list. */
export type ElementDefinitions = ReadonlyMap<string, Element>;

/** Option roles whose values have interface strings of their own (status.open, difficulty.easy...). */
const translatedRoles = ['status', 'difficulty', 'routeType', 'itineraryRouteType'] as const;

type TranslatedRole = (typeof translatedRoles)[number];
type LabelIds = Pick<SiteConfig['ids'], 'elements' | 'options'>;

function roleOf(element: Element, ids: LabelIds): TranslatedRole | undefined {
  return translatedRoles.find((role) => ids.elements[role] === element.id);
}

/** The interface string of a role's option: the project's option id maps back to its value. */
function roleText(role: TranslatedRole, optionId: string, ids: LabelIds, t: Translate): string | undefined {
  const value = Object.entries(ids.options[role]).find(([, id]) => id === optionId)?.[0];
  if (!value) return undefined;
  const key = `${role}.${value}`;
  const text = t(key);
  return text === key ? undefined : text;
}

/**
 * One option's text: the element's option list (per locale), else the project definition's list,
 * else the interface string of a known role, else the id made readable.
 */
function optionText(element: Element, optionId: string, definition: Element | undefined, context: LabelContext): string {
  for (const source of [element, definition]) {
    if (source?.options?.some((option) => option.id === optionId)) return optionLabel(source, optionId, context.locale);
  }
  const role = roleOf(element, context.ids);
  return (role && roleText(role, optionId, context.ids, context.t)) || humanLabel(optionId);
}

/** The option elements of the detail-attribute group whose option list must come from the project. */
export function optionElementsToDefine(entry: Entry, ids: Pick<EntryIds, 'groups'>): string[] {
  return elementsInGroup(entry, ids.groups.detailAttribute)
    .filter((element) => element.type === 'option' && !element.options?.length)
    .map((element) => element.id);
}

export interface LabelContext {
  ids: LabelIds;
  locale: string;
  t: Translate;
  definitions: ElementDefinitions;
}

/** The readable label of an attribute line's element: its name (else its definition's), as words. */
export function attributeLabel(element: Element, context: LabelContext): string {
  const definition = context.definitions.get(element.id);
  const name = [element.name, definition?.name].find((candidate) => candidate?.trim() && candidate.trim() !== element.id) ?? element.name ?? element.id;
  return humanLabel(name);
}

/** An option element's value as sanitized HTML: its option labels, comma-joined. */
export function optionValueHtml(element: Element, context: LabelContext): string | undefined {
  const definition = context.definitions.get(element.id);
  const labels = selectedOptions(element).map((id) => optionText(element, id, definition, context));
  return labels.length > 0 ? plainTextToHtml(labels.join(', ')) : undefined;
}
