/**
 * The signal a subscription runs until: the request's own (the browser went away) or the
 * process's shutdown (AppServices.stop), whichever aborts first. The subscription then ends
 * and its stream closes; the browser reconnects by itself, to the next server.
 */
export function untilShutdown(
  request: AbortSignal | undefined,
  shutdown: AbortSignal | undefined,
): AbortSignal | undefined {
  const signals = [request, shutdown].filter((signal) => signal !== undefined);
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}
