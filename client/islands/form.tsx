import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FormLink, FormStatus } from '../../ui/forms/FormResult';
import { SiteForm, type SiteFormProps } from '../../ui/forms/SiteForm';
import { formAnswer } from '../../ui/islands/form-answer';
import { useSinglePost } from '../forms/use-single-post';
import { useEnhanced } from './context';

/** Every text field of the form, the captcha widget's response field included. */
function formBody(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}

/**
 * A form page (docs/product/forms.md#states-and-confirmations): 'Submitting…' while the post is under way, then the confirmation in place of the
 * form, or each rejected field's message next to that field (focus on the first).
 */
export default function FormIsland(props: SiteFormProps) {
  const { messages, fields } = props;
  const enhanced = useEnhanced();
  const { busy, sending, send } = useSinglePost();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<FormStatus>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<{ link?: FormLink }>();

  // The form is gone: focus goes to the confirmation that replaced it rather than to the page's start.
  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    setStatus({ text: messages.submitting, tone: 'info' });
    const answer = await send(form.action, formBody(form), formAnswer);
    if (answer === null) return;
    if (answer?.ok) {
      setErrors({});
      setStatus({ text: answer.message, tone: 'success' });
      setDone(answer.link ? { link: answer.link } : {});
      return;
    }
    const named = new Set([...fields.map((field) => field.name), ...(props.captcha ? ['token'] : [])]);
    const shown = Object.fromEntries(
      (answer?.fields ?? [])
        .filter((p) => named.has(p.field))
        .reverse()
        .map((p) => [p.field, p.message]),
    );
    setErrors(shown);
    const first = answer?.fields.find((p) => named.has(p.field));
    setStatus({ text: first ? messages.fix : (answer?.message ?? messages.failed), tone: 'error' });
    const input = first ? form.elements.namedItem(first.field) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  return <SiteForm {...props} state={{ enhanced, sending: busy, errors, status, done, statusRef, onSubmit }} />;
}
