import { PUBLIC_PAGES } from "@app/shared";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";

const origin = (request: FastifyRequest) => request.server.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;

/** robots.txt and sitemap.xml, with absolute addresses for wherever the app is served. */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  app.get("/robots.txt", { config: { access: "public" } }, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin(request)}/sitemap.xml\n`),
  );
  app.get("/sitemap.xml", { config: { access: "public" } }, async (request, reply) => {
    const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${origin(request)}${p}</loc></url>`).join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
};
