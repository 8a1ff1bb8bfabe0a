// Every string the new-chat page's starter prompts show or announce, in one place so they move
// into the message catalogs in one step. (The prompts themselves come from the assistant.)

export const starterStrings = {
  /** The group of buttons. */
  group: "Starter prompts",
  /** A prompt that sends a sample file too. */
  withFiles: (names: readonly string[]) => `Sends ${names.join(", ")} with it`,
};
