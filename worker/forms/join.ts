import type { Context } from 'hono';
import { pathFor } from '../../core/routes';
import { t } from '../../core/i18n/t';
import { loginUrl } from '../../sites/defaults';
import { joinSchema } from '../../core/validation/schemas';
import type { FormLink } from '../../ui/forms/FormResult';
import type { AppEnv } from '../env';
import { defineForm, problem, thanks } from './define-form';
import { keepSubmission } from './keep-submission';
import { hashPassword } from './password';
import { hasAccount } from './submissions';

/**
 * Where contributors log in: the menus' log-in link, else the site's /login page, else the platform's
 * log-in app, which serves every site: the thanks always leads somewhere.
 */
function logIn(c: Context<AppEnv>): FormLink {
  const { config, table } = c.var.site;
  const external = [...config.menus.secondary, ...config.menus.bottom].find((item) => item.textKey === 'login' && item.path)?.path;
  const href = external ?? pathFor(table, 'login', {}, { locale: c.var.locale }) ?? loginUrl;
  return { href, label: t(c.var.locale, 'join.login') };
}

/**
 * POST /forms/join: a contributor account per address and site. The password is kept only as a
 * PBKDF2 hash; staff hear of the new contributor by mail.
 */
export const joinForm = defineForm({
  id: 'join',
  title: 'menu.join',
  schema: joinSchema,
  async accept(c, { email, password, firstName, lastName }) {
    const address = email.toLowerCase();
    const site = c.var.site.config.id;
    if (await hasAccount(c.env.DB, site, address)) return problem(c, 409, 'email', 'user_exists');
    const added = await keepSubmission(c, 'join', address, { email: address, firstName, lastName }, { passwordHash: await hashPassword(password) });
    return added ? thanks(c, 'joined', 'join.thanks', logIn(c)) : problem(c, 409, 'email', 'user_exists');
  },
});
