// Thread owners already looked up, so the owner check costs one backend call per thread, not
// one per request. An owner never changes, so an entry stays right for as long as its thread
// exists. Only threads that exist are remembered: a thread deleted through the proxy is
// forgotten at once; one deleted elsewhere keeps its entry, which matters only if the same id
// is created again for someone else, and the proxy lets a browser choose an id only for an
// embed token's own thread (checked without the cache).

export class OwnerCache {
  /** In use order, oldest first (a Map keeps insertion order). */
  private readonly owners = new Map<string, string | null>();

  constructor(private readonly capacity: number) {}

  /** The owner (null: the thread has none), or undefined when not known. */
  get(threadId: string): string | null | undefined {
    const owner = this.owners.get(threadId);
    if (owner === undefined) return undefined;
    this.owners.delete(threadId);
    this.owners.set(threadId, owner);
    return owner;
  }

  set(threadId: string, owner: string | null): void {
    this.owners.delete(threadId);
    this.owners.set(threadId, owner);
    if (this.owners.size > this.capacity) this.owners.delete(this.owners.keys().next().value!);
  }

  delete(threadId: string): void {
    this.owners.delete(threadId);
  }

  get size(): number {
    return this.owners.size;
  }
}
