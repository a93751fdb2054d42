/** Stylesheets are the browser's business; in jest an import of one yields nothing. */
export default {};
