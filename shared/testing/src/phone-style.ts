import { theme } from '@replay/platform';

/**
 * The declarations the page's style sheets give `element` on a phone (inside
 * `@media (max-width: 768px)`), later rules winning. jsdom applies no media query, so
 * `getComputedStyle` cannot tell; the touch-size tests read the rules themselves.
 * tests have the same helper; both belong in @replay/testing.
 */
export function phoneStyle(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  const phone = `(max-width: ${theme.breakpoints.md})`;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes(phone)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        for (const name of Array.from(inner.style)) style[name] = inner.style.getPropertyValue(name);
      }
    }
  }
  return style;
}

/** True when `element` is at least 44 x 44 px on a phone (its min-height and min-width there, or everywhere). */
export function isTouchSized(element: Element): boolean {
  const computed = getComputedStyle(element);
  const phone = phoneStyle(element);
  const px = (name: 'min-height' | 'min-width') => parseFloat(phone[name] ?? computed.getPropertyValue(name)) || 0;
  return px('min-height') >= 44 && px('min-width') >= 44;
}
