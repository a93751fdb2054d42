/** The history state of a detail opened from the list itself (closing it then goes back). */
export interface DetailLinkState {
  fromList: true;
}
