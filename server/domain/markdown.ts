import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// Raw HTML in the source is shown as text, never passed on; the sanitizer below is the second wall.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// An image shows as its description: pages load nothing from elsewhere.
markdown.renderer.rules.image = (tokens, index) => markdown.utils.escapeHtml(tokens[index]!.content);

const SAFE_LINK = /^(https?:\/\/[^/\\]|mailto:)/i;

/**
 * What rendered content may hold: text structure, lists, tables, quotes, code and links to web pages or
 * e-mail addresses. No images, media, forms, styles, scripts or event attributes. Headings move one
 * level down, so the page's own title stays its only h1.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "s",
    "code",
    "pre",
    "blockquote",
    "hr",
    "br",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"], th: ["style"], td: ["style"] },
  allowedStyles: { "*": { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    h2: "h3",
    h3: "h4",
    h4: "h5",
    h5: "h6",
    // A link to anything but a web page or an e-mail address stays as its text.
    a: (tagName, attribs) =>
      SAFE_LINK.test(attribs.href ?? "")
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }
        : { tagName: "span", attribs: {} },
  },
};

/** Markdown as HTML that can be put in a page as it is: nothing in it can run or load anything. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), POLICY);
}
