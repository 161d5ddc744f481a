/** Shown only when the site configures a newsletter list; posts as a plain form without JavaScript. */
export function NewsletterForm({ labels }: { labels: { newsletter: string; newsletterIntro: string; email: string; subscribe: string } }) {
  return (
    <form className="newsletter" method="post" action="/forms/newsletter" data-newsletter="">
      <h2 className="newsletter-title" id="newsletter-title">
        {labels.newsletter}
      </h2>
      <p className="newsletter-intro">{labels.newsletterIntro}</p>
      <label htmlFor="newsletter-email">{labels.email}</label>
      <div className="newsletter-row">
        <input id="newsletter-email" type="email" name="email" required autoComplete="email" aria-describedby="newsletter-title" />
        <button type="submit">{labels.subscribe}</button>
      </div>
      <p className="newsletter-status" role="status" data-newsletter-status="" />
    </form>
  );
}
