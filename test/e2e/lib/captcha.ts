/// <reference types="node" />
// The captcha widget's script cannot load here (no internet): the browser suite serves the stand-in
// widget (stand-ins/captcha-widget) at exactly the URL the site configures, so the page loads it
// under its real CSP, and the form gets a token the stand-in verifier accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { captchaWidget } from '../../../core/forms/captcha-widget';
import { root } from '../../../scripts/lib/import-ts.mjs';
import { loadSiteConfig } from '../../../sites';

const standIn = readFileSync(join(root, 'stand-ins', 'captcha-widget', 'widget.js'), 'utf8');

/** The widget script URL the site's pages load. */
export function widgetScriptOf(site: string): string {
  return captchaWidget(loadSiteConfig(site).forms.captcha).script;
}

/** The token the stand-in widget hands out, as the real widgets do under their test keys. */
export const WIDGET_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * Answers requests for `site`'s widget script with the stand-in widget; returns the script URL. With
 * `token`, the widget hands out that one instead (the stand-in verifier rejects tokens starting 'fail').
 */
export async function serveCaptchaWidget(target: Page | BrowserContext, site: string, token = WIDGET_TOKEN): Promise<string> {
  const script = widgetScriptOf(site);
  const body = standIn.replace(WIDGET_TOKEN, token);
  await target.route(script, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }));
  return script;
}
