// NutriPilot service worker. Registered by the web app in production builds only (features/install/pwa.ts),
// as /sw.js?build=<id of the build>, so every deployment installs a fresh copy with its own cache.
//
// What it does:
// - keeps the app shell (the built scripts and styles, icons, manifest and the offline page) in a cache, so
//   the app starts quickly and can be installed;
// - page loads always go to the network first; when the network is unreachable it shows /offline.html;
// - it never answers /api/* requests: account, meal and goal data always come fresh from the server and are
//   never stored by the service worker.
"use strict";

const BUILD = new URL(self.location.href).searchParams.get("build") || "dev";
const CACHE = `nutripilot-shell-${BUILD}`;
const OFFLINE_PAGE = "/offline.html";
const STATIC_FILES = [
  OFFLINE_PAGE,
  "/manifest.webmanifest",
  "/zod-config.js",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
];

/** The scripts and styles index.html loads: the part of the shell every page needs. */
async function shellAssets() {
  try {
    const response = await fetch("/", { cache: "no-cache", credentials: "omit" });
    if (!response.ok) return [];
    const html = await response.text();
    return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
  } catch {
    return [];
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(STATIC_FILES);
      const assets = await shellAssets();
      // One missing asset must not stop the installation.
      await Promise.allSettled(assets.map((asset) => cache.add(asset)));
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("nutripilot-") && name !== CACHE).map((name) => caches.delete(name)));
      // The first installation takes control of the open page at once, so it works offline from the first visit.
      await self.clients.claim();
    })(),
  );
});

/** Built files have content hashes in their names: a cached copy is always right. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Pages: always the network; the offline page only when the network cannot be reached. */
async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline ?? new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** Other files of the site (icons, manifest): the network, or the cached copy when offline. */
async function networkThenCache(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // API answers are never cached or replayed: the browser talks to the server directly.
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (STATIC_FILES.includes(url.pathname)) event.respondWith(networkThenCache(request));
});
