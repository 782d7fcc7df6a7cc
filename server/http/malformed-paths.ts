import type { RequestHandler } from "express";

// A backslash or a control character, as written or percent-encoded: URL parsers read "\" as "/" and
// drop tabs, so once decoded such a path can turn into a protocol-relative address ("//host").
const UNSAFE_CHARACTER = /\\|%5c|%[01][0-9a-f]|%7f/gi;
const PERCENT_RUN = /(?:%[0-9a-f]{2})+/gi;

/**
 * The path with every character no page address holds escaped once more, so it reads as literal text:
 * unsafe characters, percent signs not followed by two hex digits, and sequences that are not UTF-8.
 */
export function literalPath(path: string): string {
  const decodable = path.replace(PERCENT_RUN, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replaceAll("%", "%25");
    }
  });
  return decodable
    .replace(/%(?![0-9a-f]{2})/gi, "%25")
    .replace(UNSAFE_CHARACTER, (found) => (found === "\\" ? "%255C" : `%25${found.slice(1)}`));
}

/**
 * Makes an odd address an ordinary one that no page has, before the router decodes it: it then gets
 * the usual translated "not found" page instead of a failure inside the router (a 500).
 */
export const literalOddPaths: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf("?");
  const path = query < 0 ? req.url : req.url.slice(0, query);
  const literal = literalPath(path);
  if (literal !== path) {
    req.url = literal + (query < 0 ? "" : req.url.slice(query));
    req.originalUrl = req.url;
  }
  next();
};
