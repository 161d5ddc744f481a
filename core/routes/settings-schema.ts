import * as z from 'zod';
import { localeIds } from '../i18n/locales';

// What a site file may say about routes, menus and redirects. Deliberately lenient about `view` and
// required custom-route fields: docs/product/routes.md#route-construction says an incomplete custom route is skipped, not fatal,
// so core/routes/build-table.ts decides validity and the schema only guards the shapes.

export const views = ['home', 'index', 'detail', 'embed'] as const;
export type View = (typeof views)[number];

const tabs = ['initial', 'grid', 'map'] as const;
export type Tab = (typeof tabs)[number];

const sitePath = z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with /');
const routeName = z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, 'must be a route name');

const orderSchema = z.object({ value: z.string().min(1), labelKey: z.string().min(1) });
export type RouteOrder = z.infer<typeof orderSchema>;

const routeMetaSettingsSchema = z.looseObject({
  /** The CMS entry holding the page's own text: the "meta id" of docs/product/routes.md#route-construction. */
  entryId: z.string().optional(),
  types: z.array(z.string().min(1)).optional(),
  categoriesElement: z.string().optional(),
  tabs: z.array(z.enum(tabs)).min(1).optional(),
  orders: z.array(orderSchema).optional(),
  defaultOrder: z.string().min(1).optional(),
  upcomingOnly: z.boolean().optional(),
  eventElement: z.string().optional(),
  sitemap: z.boolean().optional(),
  group: z.string().min(1).optional(),
  key: z.string().min(1).optional(),
});
export type RouteMetaSettings = z.infer<typeof routeMetaSettingsSchema>;

const aliasSchema = z.object({
  path: sitePath,
  locale: z.enum(localeIds).optional(),
  /** Alternates such as /home duplicate another page: keep them out of the sitemap. */
  sitemap: z.boolean().optional(),
});

const routeSettingsSchema = z.looseObject({
  path: z.string().optional(),
  view: z.string().optional(),
  aliases: z.array(aliasSchema).optional(),
  meta: routeMetaSettingsSchema.optional(),
});
export type RouteSettings = z.infer<typeof routeSettingsSchema>;

export const routesSettingsSchema = z.record(routeName, routeSettingsSchema);

/**
 * A site's own redirect. `from` is a pattern: literal segments, `{param}`, a trailing optional
 * `{param?}`, or a trailing `*` (anything after). The target is a route name (resolved to that
 * route's current path; dropped when the site has no such route) or a literal location, in which
 * `{param}` placeholders are filled from the match.
 */
export const redirectSchema = z.union([
  z.object({ from: sitePath, route: routeName, status: z.union([z.literal(301), z.literal(302)]).optional() }),
  z.object({ from: sitePath, location: sitePath, status: z.union([z.literal(301), z.literal(302)]).optional() }),
]);
export type RedirectSettings = z.infer<typeof redirectSchema>;

const menuItemSchema = z
  .object({
    route: routeName.optional(),
    path: z
      .string()
      .regex(/^(\/|https?:\/\/)\S*$/, 'must be a path or an http(s) URL')
      .optional(),
    textKey: z.string().min(1),
    /** Opens in a new tab. */
    external: z.boolean().default(false),
    large: z.boolean().optional(),
    icon: z.string().min(1).optional(),
  })
  .refine((item) => (item.route === undefined) !== (item.path === undefined), {
    message: 'a menu item needs exactly one of route or path',
  });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menusSchema = z.object({
  primary: z.array(menuItemSchema),
  secondary: z.array(menuItemSchema),
  bottom: z.array(menuItemSchema),
});
