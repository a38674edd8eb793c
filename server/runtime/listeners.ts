/**
 * Listener registries whose subscriptions are independent of each other: each `add` is its
 * own subscription (the same function added twice is called twice and needs both removals),
 * and each returned removal ends only its own subscription, however often it is called. A Set
 * of functions did neither: adding a function twice kept one entry, so the first removal ended
 * both subscriptions, and a keyed registry's late second removal could drop the set a newer
 * subscription had created under the same key.
 */

interface Subscription<T> {
  readonly listener: (value: T) => void;
}

/** Subscriptions to one stream of values. */
export class Listeners<T> {
  private readonly subscriptions = new Set<Subscription<T>>();

  /** Subscribes `listener`; returns its removal (idempotent; ends this subscription only). */
  add(listener: (value: T) => void): () => void {
    const subscription: Subscription<T> = { listener };
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** Live subscriptions. */
  get size(): number {
    return this.subscriptions.size;
  }

  /**
   * Calls every listener subscribed now with `value` (one added or removed meanwhile does not
   * change this call); a listener that throws is passed to `onError` (default: rethrown).
   */
  emit(value: T, onError?: (error: unknown) => void): void {
    for (const subscription of [...this.subscriptions]) {
      if (onError === undefined) {
        subscription.listener(value);
        continue;
      }
      try {
        subscription.listener(value);
      } catch (error) {
        onError(error);
      }
    }
  }
}

/** Subscriptions keyed (by run id, say); a key's registry is dropped with its last listener. */
export class KeyedListeners<K, T> {
  private readonly byKey = new Map<K, Listeners<T>>();

  /** Subscribes `listener` under `key`; returns its removal (idempotent, see Listeners.add). */
  add(key: K, listener: (value: T) => void): () => void {
    let registry = this.byKey.get(key);
    if (registry === undefined) {
      registry = new Listeners<T>();
      this.byKey.set(key, registry);
    }
    const owner = registry;
    const remove = owner.add(listener);
    return () => {
      remove();
      // Only this registry, never a newer one made for the key after it emptied.
      if (owner.size === 0 && this.byKey.get(key) === owner) this.byKey.delete(key);
    };
  }

  /** Live subscriptions under `key`. */
  size(key: K): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  /** Keys with at least one subscription. */
  get keyCount(): number {
    return this.byKey.size;
  }

  /** Calls the listeners of `key` with `value` (see Listeners.emit). */
  emit(key: K, value: T, onError?: (error: unknown) => void): void {
    this.byKey.get(key)?.emit(value, onError);
  }
}
