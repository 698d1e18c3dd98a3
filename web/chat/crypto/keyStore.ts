import type { Id } from "./sealed.ts";

/** Where this browser keeps each account's chat private key between visits. */
export type KeyStore = {
  load(userId: Id): Promise<CryptoKey | null>;
  save(userId: Id, privateKey: CryptoKey): Promise<void>;
  remove(userId: Id): Promise<void>;
};

const DATABASE = "vw-chat-keys";
const STORE = "privateKeys";

/**
 * IndexedDB keeps a CryptoKey by structured clone: it comes back as the same non-extractable key, so a
 * script on the page can use it but never read its bytes, and it survives reloads. One record per account.
 */
export function indexedDbKeyStore(factory: IDBFactory = indexedDB): KeyStore {
  let database: Promise<IDBDatabase> | null = null;
  const connect = () => {
    // A failed or closed connection is not kept: the next call opens a new one.
    database ??= openDatabase(factory, () => (database = null)).catch((error) => {
      database = null;
      throw error;
    });
    return database;
  };
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const transaction = (await connect()).transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = transaction.onerror = () => reject(transaction.error);
    });
    const [result] = await Promise.all([settled(action(transaction.objectStore(STORE))), committed]);
    return result;
  };
  return {
    load: async (userId) =>
      ((await run("readonly", (store) => store.get(String(userId)))) as CryptoKey | undefined) ?? null,
    save: async (userId, privateKey) => void (await run("readwrite", (store) => store.put(privateKey, String(userId)))),
    remove: async (userId) => void (await run("readwrite", (store) => store.delete(String(userId)))),
  };
}

/** Keys for this page's lifetime only: for tests, and for browsers where IndexedDB is missing or refused. */
export function memoryKeyStore(): KeyStore {
  const keys = new Map<string, CryptoKey>();
  return {
    load: async (userId) => keys.get(String(userId)) ?? null,
    save: async (userId, privateKey) => void keys.set(String(userId), privateKey),
    remove: async (userId) => void keys.delete(String(userId)),
  };
}

/**
 * IndexedDB when it works here, else memory (private windows of some browsers refuse IndexedDB: the key
 * then lasts until the page closes and is unwrapped from the server's bundle again at the next visit).
 */
export async function openKeyStore(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<KeyStore> {
  if (!factory) return memoryKeyStore();
  try {
    (await openDatabase(factory, () => {})).close();
    return indexedDbKeyStore(factory);
  } catch {
    return memoryKeyStore();
  }
}

async function openDatabase(factory: IDBFactory, onClose: () => void): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  const database = await settled(request);
  // Another tab upgrading (or deleting) the database must not wait on this one forever.
  database.onversionchange = () => {
    database.close();
    onClose();
  };
  database.onclose = onClose;
  return database;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
