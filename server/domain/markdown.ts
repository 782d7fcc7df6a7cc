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

type Token = ReturnType<typeof markdown.parse>[number];

const inlineText = (tokens: Token[]) =>
  tokens
    .map((token) =>
      token.type === "softbreak" || token.type === "hardbreak"
        ? "\n"
        : ["text", "code_inline", "image"].includes(token.type)
          ? token.content
          : "",
    )
    .join("");

/**
 * Markdown as the text a reader sees, without its markup: a block per paragraph, list items on lines of
 * their own with a bullet or their number. Revisions are compared in this, so a change reads as one.
 */
export function markdownText(source: string): string {
  const lists: { ordered: boolean; next: number }[] = [];
  let text = "";
  let item: string | null = null;
  let listStarts = false;
  for (const token of markdown.parse(source, {})) {
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      lists.push({ ordered: token.type === "ordered_list_open", next: Number(token.attrGet("start") ?? 1) });
      listStarts ||= lists.length === 1;
    } else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") {
      lists.pop();
    } else if (token.type === "list_item_open") {
      const list = lists.at(-1)!;
      item = `${"  ".repeat(lists.length - 1)}${list.ordered ? `${list.next++}.` : "•"} `;
    } else if (token.type === "inline" || token.type === "fence" || token.type === "code_block") {
      const block = token.type === "inline" ? inlineText(token.children ?? []) : token.content.replace(/\n$/, "");
      // Items of a list follow each other line by line; everything else is a paragraph of its own.
      const separator = !text ? "" : item !== null && !listStarts ? "\n" : "\n\n";
      text += `${separator}${item ?? ""}${block}`;
      item = null;
      listStarts = false;
    }
  }
  return text;
}
