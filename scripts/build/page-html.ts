import { EARLY_READ } from '../../src/lib/early-read';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { TYPED_BEFORE_HYDRATION } from '../../src/lib/typed-before-hydration';

/** What the prerender step renders of one page (src/prerender/render-page.tsx). */
export interface RenderedPage {
  html: string;
  styles: string;
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** Where a page's first read goes, as the build knows it (`window.__APP_CONFIG__` may say otherwise at run time). */
export interface EarlyReadTarget {
  /** The collection of the document the address names by its second segment (`/invite/{id}`). */
  collection: string;
  /** The build's VITE_USE_EMULATORS, VITE_FIRESTORE_EMULATOR_HOST, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY. */
  env: Record<string, string>;
}

/**
 * The first read asked for from the HTML (src/lib/early-read.ts): the same REST address lib/firestore-rest.ts
 * builds for the document, from the same configuration (the injected one first, as lib/env.ts reads it).
 */
const earlyRead = (read: EarlyReadTarget | undefined) =>
  read
    ? `try{var c=window.__APP_CONFIG__||{},b=${JSON.stringify(read.env)};function v(n){return c[n]||b[n]}` +
      `var id=location.pathname.split("/")[2];if(id){var u=(v("VITE_USE_EMULATORS")==="true"?"http://"+` +
      `v("VITE_FIRESTORE_EMULATOR_HOST"):"https://firestore.googleapis.com")+"/v1/projects/"+` +
      `v("VITE_FIREBASE_PROJECT_ID")+"/databases/(default)/documents/${read.collection}/"+` +
      `encodeURIComponent(decodeURIComponent(id))+"?key="+encodeURIComponent(v("VITE_FIREBASE_API_KEY"));` +
      `window.${EARLY_READ}={url:u,response:fetch(u).catch(function(){return null})}}}catch(e){}`
    : '';

/**
 * Asks for the app's scripts once the page has painted (the frame after the first): a phone on a slow line
 * spends its first round trips on the HTML alone and shows the page, and the scripts (~200 KB) follow at once
 * instead of sharing the line with it. A page opened in a hidden tab paints nothing, so it asks at once. Scripts
 * added before the load event still hold it back, as the ones in the HTML did.
 * Until the app has taken the page over, its forms are HTML alone: the loader keeps what is typed into them
 * (src/lib/typed-before-hydration.ts), and stops the browser sending one by itself, which would put what was
 * typed (a password, a contact's address) in the address bar and reload the page. The app sends every form
 * itself, so the browser never needs to.
 * Someone who was signed in on this browser gets the page drawn afresh by the app (src/main.tsx): the build's
 * signed-out shell is taken away before it is painted, so they neither see it flash nor type into it in vain.
 * Anyone else's first read starts here too (`read`), beside the scripts.
 */
const loader = (entry: string, modules: string[], read?: EarlyReadTarget) =>
  `<script>(function(){var d=document,t=window.${TYPED_BEFORE_HYDRATION}=new WeakMap();` +
  `var fresh=0;try{fresh=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)})!==null}catch(e){}` +
  `if(fresh)d.getElementById("root").replaceChildren();else{${earlyRead(read)}}` +
  `d.addEventListener("input",function(e){var x=e.target;if(x&&typeof x.value==="string")t.set(x,x.value)},true);` +
  `d.addEventListener("submit",function(e){e.preventDefault()},true);` +
  `var done=0;function go(){if(done)return;done=1;var h=d.head;` +
  `${JSON.stringify(modules)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";` +
  `l.crossOrigin="";l.href=u;h.appendChild(l)});var s=document.createElement("script");s.type="module";` +
  `s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s)}` +
  `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go)})})()</script>`;

/**
 * The built index.html with a prerendered page put in: its markup in the root element, its styles in the head,
 * the title and description the app sets for its route, so the first paint and a link preview already say
 * what the page is. The app's stylesheet comes inline (`readAsset` reads it from the build), so nothing holds
 * the first paint back, and its scripts, with the screen's own files (`preloads`), are asked for after it.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  preloads: string[] = [],
  readAsset: (href: string) => string = () => '',
  read?: EarlyReadTarget,
): string {
  const withRoot = template.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const entry = ENTRY_SCRIPT.exec(withRoot)?.[1];
  if (!entry) throw new Error('index.html has no module script to load the app with');
  const modules = [...withRoot.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return withRoot
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, (_link, href: string) => `<style>${readAsset(href)}</style>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
    .replace('</head>', `${page.styles}</head>`)
    .replace('</body>', `${loader(entry, [...modules, ...preloads], read)}</body>`);
}
