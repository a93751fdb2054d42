/**
 * A prerendered page shows its content from its HTML; the app's scripts then take it
 * over. With `defer`, the page's 350 KiB of scripts were fetched beside the HTML and, on a phone
 * that had them before its first frame, run first (a second of script at 4× CPU): the content in
 * the HTML waited for code it did not need, and on a slow network the scripts shared the line with
 * the HTML's own tail. The page instead names its scripts (inert links) and starts them in order
 * once it has painted: after the frame that follows the parse (requestAnimationFrame, then a task),
 * or at once in a tab nobody sees (no frame comes there). What is typed meanwhile is held and
 * handed to the app (early-submit-guard.ts, adopt-early-input.tsx).
 *
 * Part of the page's one inline script (early-submit-guard.ts PRERENDERED_PAGE_SCRIPT), admitted
 * by the CSP by its hash: plain ES5, exactly what the page runs.
 */

/** The link type naming a script the page starts after its first paint (no browser fetches it). */
export const APP_SCRIPT_REL = 'fenqi-app-script';

/** Marks the links of the scripts the page starts after its first paint. */
export const APP_SCRIPT_ATTRIBUTE = 'data-fenqi-app';

export const START_AFTER_PAINT =
  '(function(){var d=document,started=false;' +
  'function start(){if(started)return;started=true;' +
  `var l=d.querySelectorAll("link[${APP_SCRIPT_ATTRIBUTE}]");` +
  'for(var i=0;i<l.length;i++){var s=d.createElement("script");' +
  's.src=l[i].getAttribute("href");s.async=false;d.head.appendChild(s)}}' +
  'd.addEventListener("DOMContentLoaded",function(){' +
  'if(d.visibilityState==="hidden")return start();' +
  'requestAnimationFrame(function(){setTimeout(start,0)});' +
  'd.addEventListener("visibilitychange",start)})})()';

/** The tag that names one of the page's scripts for START_AFTER_PAINT. */
export function appScriptTag(file: string): string {
  return `<link rel="${APP_SCRIPT_REL}" href="/${file}" ${APP_SCRIPT_ATTRIBUTE}>`;
}
