import { useMemo } from "react";
import { encode } from "uqr";

/** The SVG of a QR code: dark modules as one path on white, with a 4-module quiet zone so cameras read it. */
export function qrSvg(value: string): string {
  const qr = encode(value, { ecc: "M", border: 4 });
  let d = "";
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${d}" fill="#0f172a"/></svg>`;
}

/**
 * A QR code generated in the browser (no image service ever sees the address), shown as an image with
 * its alternative text. The page's CSP allows data: images.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const src = useMemo(() => `data:image/svg+xml,${encodeURIComponent(qrSvg(value))}`, [value]);
  return <img src={src} alt={label} width={224} height={224} className={className} />;
}
