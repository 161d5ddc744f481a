import { useRef, useState } from 'react';
import { useServices } from '../islands/context';

/**
 * One post at a time for a form island, with the page's progress bar: a submit while one is under way
 * is ignored. `send` resolves to the answer read by `read`, or to null when it was ignored.
 */
export function useSinglePost() {
  const { progress, post } = useServices();
  // A ref, not state: a second submit in the same tick must already see the first one.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const send = async <A extends { ok: boolean }>(action: string, body: Record<string, string>, read: (answer: unknown) => A | undefined): Promise<A | undefined | null> => {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    progress?.start();
    const answer = read(await post?.(action, body));
    sending.current = false;
    setBusy(false);
    if (answer?.ok) progress?.finish();
    else progress?.fail();
    return answer;
  };

  return { busy, sending, send };
}
