/**
 * The error `promise` rejects with; throws "expected a rejection" when it resolves instead
 * (tests then assert the error's class and exact message).
 */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}
