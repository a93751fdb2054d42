/** How many payment receipts one case keeps at most: the page stops offering more, the server refuses more. */
export const MAX_RECEIPTS = 60;
