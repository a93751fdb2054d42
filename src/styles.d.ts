/** Global stylesheets are imported for their effect only (webpack's native CSS). */
declare module '*.css';
