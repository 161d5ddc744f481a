import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../core/deep-freeze';
import { ElevationProfile } from '../../../ui/components/ElevationProfile';
import { render } from '../../../test/support/component-fixtures';
import { profileMarkup, profileModel } from './profile';
import { ctxFor } from '../../../test/support/shape-fixtures';

const answer = { profile: Array.from({ length: 300 }, (_, i) => ({ distance: i * 37.5, elevation: 200 + 40 * Math.sin(i / 9) + i / 7 })) };

describe('the profile section rendered before', () => {
  it.each([
    ['valley-trails', 'en'],
    ['islands', 'es'],
  ] as const)('is the markup the view renders itself (%s, %s)', async (site, locale) => {
    const ctx = ctxFor(site, locale);
    const profile = profileModel(deepFreeze(structuredClone(answer)), 'imperial', 'en')!;
    const markup = profileMarkup(profile, ctx.t);
    expect(markup.__html).toContain('data-island-props="profile"');
    const own = await render(<ElevationProfile profile={profile} />, ctx.t);
    expect(await render(<ElevationProfile profile={profile} markup={markup} />, ctx.t)).toBe(own);
    expect(own).toContain('<table>');
    // The section sends the markup it is given, not its own.
    expect(await render(<ElevationProfile profile={profile} markup={{ __html: '<p>kept</p>' }} />, ctx.t)).toBe(
      '<section class="profile" aria-labelledby="profile-heading" data-slot="profile"><p>kept</p></section>',
    );
  });

  it('is kept per model and translator (one per site and language)', () => {
    const profile = profileModel(deepFreeze(structuredClone(answer)), 'metric', 'en')!;
    const en = ctxFor('valley-trails', 'en');
    expect(profileMarkup(profile, en.t)).toBe(profileMarkup(profile, ctxFor('valley-trails', 'en').t));
    expect(profileMarkup(profile, ctxFor('islands', 'es').t)).not.toBe(profileMarkup(profile, en.t));
    const preview = profileModel(structuredClone(answer), 'metric', 'en')!;
    expect(profileMarkup(preview, en.t)).toBe(profileMarkup(preview, en.t));
    expect(profileMarkup(preview, en.t)).not.toBe(profileMarkup(profile, en.t));
    expect(profileMarkup(preview, en.t).__html).toBe(profileMarkup(profile, en.t).__html);
  });
});
