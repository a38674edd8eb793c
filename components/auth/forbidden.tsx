/** A page a signed-in user's role may not open: the server's refusal, in words. */
export function Forbidden({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="forbidden">
      <p className="font-mono text-sm text-zinc-500">403</p>
      <h1 className="mt-1 text-xl font-semibold">Not allowed</h1>
      <p className="mt-2 text-sm text-zinc-600">{message}</p>
    </div>
  );
}
