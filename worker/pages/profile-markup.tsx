import { renderToString } from 'react-dom/server';
import { besideSharedBy } from '../../core/beside-shared';
import { ProfileContent } from '../../ui/components/ElevationProfile';
import type { ProfileModel, SafeHtml } from '../../ui/components/models';
import { type Translate, TextProvider } from '../../ui/components/text';

// A trail's profile section (chart, cursor island, table: a fifth of its page's markup) follows from
// its shared profile model (kept beside the stored geo answer, models/profile.ts) and the interface
// strings alone: rendered once per model and translator (one per site and language, translator.ts)
// and sent as it is, the way the chrome and the notices are (decision 022).
const markupOf = besideSharedBy((profile, t: Translate): SafeHtml => ({
  __html: renderToString(
    <TextProvider t={t}>
      <ProfileContent profile={profile as ProfileModel} />
    </TextProvider>,
  ),
}));

/** The profile section's content rendered before, for a shared model; undefined for any other (preview). */
export function profileMarkup(profile: ProfileModel, t: Translate): SafeHtml | undefined {
  return Object.isFrozen(profile) ? markupOf(profile, t) : undefined;
}
