// What a script prints for a failure: anything may be thrown, and only an Error carries a message.

/** @param {unknown} error @returns {string} */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
