/**
 * Reads one line from the terminal without echoing it (a password). The terminal is put in raw mode,
 * so this reads keys itself: Enter ends, Backspace takes back one character, Ctrl-C stops the program.
 */
export function readHiddenLine(prompt: string): Promise<string> {
  const input = process.stdin;
  // Echo goes off before the prompt shows: a key typed as soon as the prompt appears is never shown.
  input.setRawMode(true);
  process.stdout.write(prompt);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve) => {
    let typed: string[] = [];
    const finish = () => {
      input.off("data", onKeys);
      input.setRawMode(false);
      input.pause();
      process.stdout.write("\n");
    };
    const onKeys = (keys: string) => {
      for (const key of keys) {
        if (key === "\r" || key === "\n" || key === "\u0004") {
          finish();
          return resolve(typed.join(""));
        }
        if (key === "\u0003") {
          finish();
          process.exit(130);
        }
        if (key === "\u007f" || key === "\b") typed = typed.slice(0, -1);
        else if (key >= " ") typed.push(key);
      }
    };
    input.on("data", onKeys);
  });
}
