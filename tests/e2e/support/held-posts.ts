import type { Page } from "@playwright/test";

/**
 * Holds the page's form posts to matching addresses, as a slow network would, until the test releases
 * them: a second click is then sure to land while the first post is under way, however busy the machine.
 */
export async function holdPosts(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  /** Lets the held posts, and every later one, go on. */
  return { release };
}
