import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export interface RedirectTarget {
  to: string;
  state?: unknown;
}

/**
 * For the pages that spend a one-time link (account e-mail verification, booking confirmation):
 * on mount, `resolve` makes the call and says where its outcome leads; the page is then replaced
 * by that one. Once per visit: StrictMode runs effects twice in development, and a link must not
 * be sent to the server twice.
 */
export function useRedirectOnce(resolve: () => Promise<string | RedirectTarget>): void {
  const navigate = useNavigate();
  const attempted = useRef(false);
  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    void resolve().then((target) => {
      const { to, state } = typeof target === 'string' ? { to: target, state: undefined } : target;
      navigate(to, { replace: true, state });
    });
  }, [resolve, navigate]);
}
