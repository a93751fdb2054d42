/**
 * The Origin a development tool's own page sends with a write. `inject` asks for `localhost:80`
 * unless told otherwise, and the tools take writes only from their own page.
 */
export const OWN_PAGE_ORIGIN = { origin: 'http://localhost' } as const;
