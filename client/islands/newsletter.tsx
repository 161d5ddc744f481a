import { type FormEvent, useRef, useState } from 'react';
import { emailPattern } from '../../core/validation/patterns';
import type { FormStatus } from '../../ui/forms/FormResult';
import { NewsletterForm, type NewsletterFormProps } from '../../ui/layout/NewsletterForm';
import { newsletterOutcome } from '../../ui/islands/newsletter-outcome';
import { useSinglePost } from '../forms/use-single-post';
import { useEnhanced } from './context';

/**
 * Newsletter form (docs/product/forms.md#fields-and-rules, #states-and-confirmations there): a bad address shows the invalid email message and nothing is sent;
 * otherwise 'Submitting…', then the server's message, and after success the input and button stay
 * disabled (subscribed).
 */
export default function NewsletterIsland(props: NewsletterFormProps) {
  const { messages } = props;
  const enhanced = useEnhanced();
  const { busy, sending, send } = useSinglePost();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<FormStatus>();
  const [invalid, setInvalid] = useState(false);
  const [subscribed, setSubscribed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    if (sending.current || subscribed || !input) return;
    const email = input.value.trim();
    if (!emailPattern.test(email)) {
      setInvalid(true);
      setStatus({ text: messages.invalidEmail, tone: 'error' });
      input.focus();
      return;
    }
    setInvalid(false);
    setStatus({ text: messages.submitting, tone: 'info' });
    const outcome = await send(event.currentTarget.action, { email }, newsletterOutcome);
    if (outcome === null) return;
    if (outcome?.ok) {
      setSubscribed(true);
      setStatus({ text: outcome.message, tone: 'success' });
      return;
    }
    setInvalid(outcome?.field === 'email');
    setStatus({ text: outcome?.message ?? messages.failed, tone: 'error' });
  };

  return <NewsletterForm {...props} state={{ enhanced, status, invalid, sending: busy, subscribed, inputRef, onSubmit }} />;
}
