import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Element focused on activation; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element focused on deactivation; defaults to the element focused before activation. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: moves focus into the container, keeps Tab / Shift+Tab inside it,
 * calls onEscape on Escape, and gives focus back when deactivated.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, initialFocus, returnFocus }: FocusTrapOptions = {},
): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  // A layout effect: the focus moves in the same commit the container appears, before the browser
  // dispatches the next key, so keys typed while it opens reach it, not the page behind
  // (docs/decisions/019).
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const returnTarget = returnFocus?.current ?? previouslyFocused;

    const first = initialFocus?.current ?? focusableElements(container)[0] ?? container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (onEscapeRef.current) {
          event.stopPropagation();
          onEscapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || !container.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (returnTarget && document.contains(returnTarget)) returnTarget.focus();
    };
  }, [active, containerRef, initialFocus, returnFocus]);
}

/**
 * Locks page scrolling (document.body.style.overflow = 'hidden') while `locked`. Call it before
 * useFocusTrap in the same component, so the body is locked before the trap's focus lays the page out.
 */
export function useBodyScrollLock(locked: boolean): void {
  // in the same phase as the focus trap's, so it still runs first
  useLayoutEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
