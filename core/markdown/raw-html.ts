import type { gfmHtml } from 'micromark-extension-gfm';

type HtmlExtension = ReturnType<typeof gfmHtml>;

/**
 * Passes HTML inside markdown through untouched, replacing GFM's tag filter. The filter turns
 * `<script>` into visible text "<script>…"; our sanitizer, which every rendering goes through,
 * removes such tags together with their bodies, so readers never see the hostile code.
 */
export const rawHtmlToSanitizer: HtmlExtension = {
  exit: {
    htmlFlowData(token) {
      this.raw(this.encode(this.sliceSerialize(token)));
    },
    htmlTextData(token) {
      this.raw(this.encode(this.sliceSerialize(token)));
    },
  },
};
