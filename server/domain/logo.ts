/**
 * A logo is a raster image the browser shows as it is: no SVG, which can carry script, and small
 * enough not to slow the shell on a slow network.
 */
export const LOGO_CONTENT_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/webp"];
export const LOGO_MAX_BYTES = 1024 * 1024;
