import { renderToString } from 'react-dom/server';
import { ProfileContent } from '../../ui/components/ElevationProfile';
import type { ProfileModel, SafeHtml } from '../../ui/components/models';
import { type Translate, TextProvider } from '../../ui/components/text';
import { memo } from '../memo';

// A trail's profile section (chart, cursor island, table: a fifth of its page's markup) follows from
// its profile model (kept beside the geo answer, shape/profile.ts) and the interface strings alone:
// rendered once per model and translator (one per site and language, translator.ts)
// and sent as it is, the way the chrome and the notices are (decision 022).
const markupOf = memo((profile: ProfileModel) =>
  memo(
    (t: Translate): SafeHtml =>
      Object.freeze({
        __html: renderToString(
          <TextProvider t={t}>
            <ProfileContent profile={profile} />
          </TextProvider>,
        ),
      }),
  ),
);

/** The profile section's content rendered before the view, once per model and translator. */
export function profileMarkup(profile: ProfileModel, t: Translate): SafeHtml {
  return markupOf(profile)(t);
}
