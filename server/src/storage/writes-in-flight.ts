/**
 * The writes a storage has in flight, so the server's close can wait for them: a write whose
 * connection the shutdown bound cut (run-server.ts) is still deleting its partial object when
 * the HTTP server has closed, and the process must not exit before it has.
 */
export class WritesInFlight {
  private readonly writing = new Set<Promise<void>>();

  /** Runs `write`, remembering it until it settles; answers what it answers. */
  track<T>(write: Promise<T>): Promise<T> {
    const done = write.then(
      () => undefined,
      () => undefined,
    );
    this.writing.add(done);
    void done.then(() => this.writing.delete(done));
    return write;
  }

  /** Resolves once every write started so far has settled (stored, or cleaned up). */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }
}
