/**
 * Inline scripts of the prerendered HTML. Each is constant text for a given build, so a
 * Content-Security-Policy can allow them by hash (see INLINE_SCRIPTS). They must never
 * throw: storage access can fail, so every read is wrapped.
 */
import { siteConfig } from "../config";
import { CLIENT_LOADED_FLAG } from "../app/domIds";
import { STORAGE_KEYS } from "../lib/storage";

const DEFAULT_MODE = siteConfig.colorMode.defaultMode;

/**
 * First thing in <body>: applies the stored (or ?docusaurus-theme=) color mode before the
 * first paint, and copies ?docusaurus-data-<x>=<v> parameters to data-<x> attributes.
 */
export const THEME_SCRIPT =
  `(function(){var d=document.documentElement,p=null,t=null;` +
  `try{p=new URLSearchParams(location.search);t=p.get("docusaurus-theme")}catch(e){}` +
  `if(!t)try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}` +
  `t=t||${JSON.stringify(DEFAULT_MODE)};d.setAttribute("data-theme",t);d.setAttribute("data-theme-choice",t);` +
  `try{p&&p.forEach(function(v,k){if(k.indexOf("docusaurus-data-")===0)d.setAttribute("data-"+k.slice(16),v)})}catch(e){}})();`;

const announcementId = siteConfig.announcementBar?.id ?? "announcement-bar";

/**
 * Hides a dismissed announcement bar before the first paint (CSS reads the attribute).
 * A bar whose id changed since the dismissal counts as not dismissed.
 */
export const ANNOUNCEMENT_SCRIPT =
  `(function(){var s=false;try{var i=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)});` +
  `if(i==="annoucement-bar")i="announcement-bar";` +
  `s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==="true"&&i===${JSON.stringify(announcementId)}}catch(e){}` +
  `document.documentElement.setAttribute("data-announcement-bar-initially-dismissed",String(s))})();`;

/** The id of the base-URL banner's container; site CSS hides it, so only a page without JS and CSS shows it. */
export const BASE_URL_BANNER_ID = "__site-base-url-issue-banner-container";

const baseUrl = siteConfig.baseUrl;
const bannerHtml =
  `<div><p>Your site did not load properly.</p>` +
  `<p>A very common reason is a wrong site baseUrl configuration (baseUrl in site/config.ts).</p>` +
  `<p>Current configured baseUrl = <span>${baseUrl}</span>${baseUrl === "/" ? " (default value)" : ""}</p>` +
  `<p>We suggest trying baseUrl = <span id="${BASE_URL_BANNER_ID}-suggestion"></span></p></div>`;
// The banner's look, set through the CSSOM: the CSP allows no style attribute or element,
// and the banner shows exactly when the stylesheet did not load. Later entries win.
const bannerStyles: [selector: string, css: string][] = [
  ["div", "border:solid red thick;background-color:rgb(255,230,179);margin:20px;padding:20px;font-size:20px"],
  ["p:first-child", "font-weight:bold;font-size:30px"],
  ["span", "font-weight:bold;color:red"],
  [`#${BASE_URL_BANNER_ID}-suggestion`, "font-weight:bold;color:green"],
];

/**
 * Home page only, in <head>: shows the banner when the client bundle never ran (wrong base
 * URL). Checked at `load`: the bundle is an async module, which may run after DOMContentLoaded
 * but always before `load`.
 */
export const BASE_URL_BANNER_SCRIPT =
  `window.addEventListener("load",function(){if(window[${JSON.stringify(CLIENT_LOADED_FLAG)}])return;` +
  `var c=document.createElement("div");c.id=${JSON.stringify(BASE_URL_BANNER_ID)};c.innerHTML=${JSON.stringify(bannerHtml)};` +
  `${JSON.stringify(bannerStyles)}.forEach(function(s){c.querySelectorAll(s[0]).forEach(function(e){e.style.cssText=s[1]})});` +
  `document.body.prepend(c);var p=location.pathname;` +
  `document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID + "-suggestion")}).textContent=p.slice(-1)==="/"?p:p+"/"});`;

/** Every inline script the prerendered HTML can contain, for a CSP's script-src hashes. */
export const INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT, ANNOUNCEMENT_SCRIPT, BASE_URL_BANNER_SCRIPT];
