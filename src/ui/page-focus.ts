/**
 * Navigation state that tells the route focus (src/app/shell/use-route-focus.ts) to leave the
 * focus to the page arrived at: the page knows better where the member continues (the next
 * contract to sign, say) than its title does.
 */
export interface PageFocusState {
  pageFocus: 'own';
}

/** The state a page that places the focus itself is navigated to with. */
export const PAGE_FOCUS_STATE: PageFocusState = { pageFocus: 'own' };

/** Whether the location's state says the page places the focus itself. */
export function pageTakesFocus(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Partial<PageFocusState>).pageFocus === 'own'
  );
}
