import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { MailTexts } from "./texts";

export type MailFooter = {
  /** Why the reader gets it, in their words. */
  reason: string;
  settingsUrl: string;
  unsubscribe?: { url: string; label: string };
};

const page = { backgroundColor: "#f8fafc", fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a" };
const card = { backgroundColor: "#ffffff", border: "1px solid #e2e8f0", borderRadius: "6px", padding: "24px" };
const small = { fontSize: "12px", lineHeight: "18px", color: "#475569" };

/** Every mail's frame: the sender (an organization's name and logo, or the product's), the body, and why it came. */
export function MailLayout({
  texts,
  preview,
  sender,
  children,
  footer,
}: {
  texts: MailTexts;
  preview: string;
  sender: { name: string; logoUrl: string | null };
  children: ReactNode;
  footer?: MailFooter;
}) {
  return (
    <Html lang={texts.language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={{ maxWidth: "560px", padding: "16px" }}>
          <Section style={{ paddingBottom: "12px" }}>
            {sender.logoUrl ? <Img src={sender.logoUrl} alt="" height="40" style={{ marginBottom: "8px" }} /> : null}
            <Text style={{ margin: 0, fontWeight: "bold", color: "#134e4a" }}>{sender.name}</Text>
          </Section>
          <Section style={card}>{children}</Section>
          {footer ? (
            <Section style={{ paddingTop: "12px" }}>
              <Text style={small}>{footer.reason}</Text>
              <Text style={small}>
                <Link href={footer.settingsUrl}>{texts.t("mail.settings")}</Link>
                {footer.unsubscribe ? (
                  <>
                    {" · "}
                    <Link href={footer.unsubscribe.url}>{footer.unsubscribe.label}</Link>
                  </>
                ) : null}
              </Text>
            </Section>
          ) : null}
          <Hr style={{ borderColor: "#e2e8f0" }} />
          <Text style={small}>{texts.t("app.name")}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const mailStyles = {
  heading: { fontSize: "20px", lineHeight: "28px", margin: "0 0 12px" },
  text: { fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  muted: { fontSize: "13px", lineHeight: "20px", color: "#475569", margin: "0 0 12px" },
  alert: { fontSize: "13px", lineHeight: "20px", color: "#991b1b", fontWeight: "bold", margin: "0 0 4px" },
  button: {
    backgroundColor: "#115e59",
    color: "#ffffff",
    borderRadius: "4px",
    padding: "10px 16px",
    fontSize: "15px",
    textDecoration: "none",
    display: "inline-block",
  },
};
