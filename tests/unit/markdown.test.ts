import { describe, expect, it } from "vitest";
import { markdownText, renderMarkdown } from "../../server/domain/markdown";

describe("renderMarkdown", () => {
  it("renders the structure a policy uses, its headings one level down", () => {
    const html = renderMarkdown(
      "# Miljøpolitik\n\nVi **forebygger** forurening.\n\n- Affald\n- Kemi\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n> Citat",
    );
    expect(html).toContain("<h2>Miljøpolitik</h2>");
    expect(html).toContain("<strong>forebygger</strong>");
    expect(html).toContain("<li>Affald</li>");
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain("<blockquote>");
    expect(html).not.toContain("<h1");
  });

  it("keeps web and e-mail links, marked as leaving the product", () => {
    const html = renderMarkdown("[Miljøstyrelsen](https://mst.dk) and mail@example.com");
    expect(html).toContain('<a href="https://mst.dk" rel="noopener noreferrer nofollow">Miljøstyrelsen</a>');
    expect(html).toContain('href="mailto:mail@example.com"');
  });

  const hostile = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)><circle/></svg>",
    '<a href="javascript:alert(1)">raw link</a>',
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[click](vbscript:msgbox(1))",
    "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    '<iframe src="https://evil.example"></iframe>',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    "<form action=https://evil.example><input name=password></form>",
    "<style>body{display:none}</style>",
    '<a href="//evil.example">protocol-relative</a>',
    "[x](//evil.example)",
  ];

  // Escaped source shows as text (`&lt;script&gt;`): only real tags, which start with "<", matter.
  const tags = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)];

  it.each(hostile)("lets nothing run or load from %s", (source) => {
    for (const [, name, attributes] of tags(renderMarkdown(source))) {
      expect(name).toMatch(/^(p|a|code|em|strong)$/);
      expect(attributes).not.toMatch(/\bon\w+\s*=|\bstyle\s*=|\bsrc\s*=/i);
      const href = /\bhref="([^"]*)"/.exec(attributes!)?.[1];
      if (href !== undefined) expect(href).toMatch(/^(https?:\/\/[^/]|mailto:)/);
    }
  });

  it("keeps the words of a link it refuses and of an image", () => {
    expect(renderMarkdown("[the register](//evil.example)")).toBe("<p>the register</p>\n");
    expect(renderMarkdown("![Site plan](https://example.com/plan.png)")).toBe("<p>Site plan</p>\n");
  });

  it("shows raw HTML as text rather than dropping what was written", () => {
    expect(renderMarkdown("Use <b>bold</b> sparingly")).toContain("Use &lt;b&gt;bold&lt;/b&gt; sparingly");
  });
});

describe("markdownText", () => {
  it("is the text a reader sees: no markup, paragraphs apart, list items line by line", () => {
    const text = markdownText(
      "# Miljøpolitik\n\nVi **forebygger** _forurening_ med [planer](https://mst.dk).\n\n- Affald\n- `Kemi`\n\n3. Tre\n4. Fire",
    );
    expect(text).toBe("Miljøpolitik\n\nVi forebygger forurening med planer.\n\n• Affald\n• Kemi\n\n3. Tre\n4. Fire");
  });

  it("keeps a line break inside a paragraph and the text of a code block", () => {
    expect(markdownText("one\ntwo\n\n```\nx = 1\n```")).toBe("one\ntwo\n\nx = 1");
  });
});
