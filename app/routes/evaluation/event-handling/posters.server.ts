import QRCode from "qrcode";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { fixedT } from "~/i18n/translations.server";
import { posterPlaces } from "./poster-places";

/**
 * A QR code of the address as an SVG element's markup: drawn here, so the page needs no script or image.
 * The element around it names it (an image with a label); the drawing itself is left out of the tree.
 */
const qrSvg = async (address: string) =>
  (await QRCode.toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 1 }))
    .trim()
    .replace(/^<svg /, '<svg aria-hidden="true" ');

/**
 * The posters of the active organization, one for it and one per department below it, each with the
 * report form's address at the public URL (never the request's host) and its QR code, and the texts in
 * the language asked for (the reader's by default): the page ships no script, so all it shows is here.
 */
export async function eventPosters(
  api: ApiClient,
  organizationId: number,
  publicUrl: string,
  asked: string | null,
  readerLanguage: Language,
) {
  const language: Language = isLanguage(asked) ? asked : readerLanguage;
  const t = fixedT(language);
  const [organization, departments] = await Promise.all([
    api.call(organizationsApi.get, { params: { org: organizationId } }),
    api.call(organizationsApi.departments, { params: { org: organizationId } }),
  ]);
  const places = posterPlaces(publicUrl, organization, departments.content);
  const posters = await Promise.all(
    places.map(async (place) => ({
      key: place.departmentId ?? "organization",
      name: place.name,
      within: place.within.join(" › "),
      address: place.address,
      svg: await qrSvg(place.address),
      qrLabel: t("events.posters.qrLabel", { name: place.name }),
    })),
  );
  return {
    language,
    organization: organization.name,
    posters,
    texts: {
      title: t("events.posters.title"),
      intro: t("events.posters.intro", { count: posters.length }),
      scan: t("events.posters.scan"),
      orType: t("events.posters.orType"),
      print: t("events.posters.printHint"),
      back: t("events.posters.back"),
      languages: t("events.posters.languages"),
    },
  };
}
