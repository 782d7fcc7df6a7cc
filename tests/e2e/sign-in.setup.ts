import { test as setup } from "@playwright/test";
import { DEMO, logInAs, signInStatePath } from "./support/demo";

// Each demo user signs in once, through the form as a person would (with scripts for some, without for
// the others); the tests then start from the session this leaves (see `logIn` in support/demo.ts).
const WITH_SCRIPTS: Record<keyof typeof DEMO, boolean> = {
  maintainer: true,
  manager: false,
  editor: true,
  reader: false,
  limited: true,
};

for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
  setup(
    `${role} signs in through the form (${WITH_SCRIPTS[role] ? "with" : "without"} script)`,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: WITH_SCRIPTS[role] });
      const page = await context.newPage();
      await logInAs(page, DEMO[role], WITH_SCRIPTS[role]);
      await context.storageState({ path: signInStatePath(DEMO[role]) });
      await context.close();
    },
  );
}
