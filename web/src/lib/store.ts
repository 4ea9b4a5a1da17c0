// The one helper behind the web app's small module-level stores (tokens, error popup,
// session events, auth, selected policy, toasts, confirmations): a set of listeners
// (createEmitter) and a value with its listeners (createStore). `get` and `subscribe` are
// stable functions, so a store plugs straight into React's useSyncExternalStore.

/** Listeners of one kind of event; `subscribe` returns the function that unsubscribes. */
export interface Emitter<E = void> {
  subscribe(listener: (event: E) => void): () => void;
  /** Calls every listener subscribed now, in the order they subscribed. */
  emit(event: E): void;
}

export function createEmitter<E = void>(): Emitter<E> {
  const listeners = new Set<(event: E) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      listeners.forEach((listener) => listener(event));
    },
  };
}

/** A value that is read, replaced and watched. */
export interface Store<T> {
  get(): T;
  /** Replaces the value and tells the listeners; the same value (Object.is) changes nothing. */
  set(value: T): void;
  /** Called after each change; returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const changes = createEmitter();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      changes.emit();
    },
    subscribe: changes.subscribe,
  };
}
