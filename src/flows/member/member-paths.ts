/** The query /member/info carries back from LINE's login page, to finish linking there. */
export const LINE_LINK_RETURN_QUERY = 'lineLink';
