import type { ChangeListener, SessionWithAccount } from '@app/db';
import { LRUCache } from 'lru-cache';

/** How long a copy may serve without a word from the database: a backstop, NOTIFY drops it first. */
const SESSION_CACHE_TTL_MS = 10_000;
const MAX_SESSIONS = 10_000;

/**
 * A short-lived in-process copy of the sessions (with their users' rows) this instance serves, so a
 * signed-in request needs no query before its own work. PostgreSQL stays the source of
 * truth: its triggers announce every changed or deleted session and user (SESSION_CHANGES_CHANNEL),
 * and each announcement drops the copies it concerns on every instance. While the listening connection
 * is down nothing is served from memory, and when it comes back everything is dropped (what was missed
 * meanwhile is unknown). Without a listener the cache is never used.
 */
export class SessionCache {
  readonly #entries = new LRUCache<string, SessionWithAccount>({
    max: MAX_SESSIONS,
    ttl: SESSION_CACHE_TTL_MS,
  });
  #listening = false;
  /** Moves on every drop: a read that started before one must not store what it read. */
  #epoch = 0;

  /** For `listen(SESSION_CHANGES_CHANNEL, …)`. */
  readonly listener: ChangeListener = {
    onNotify: (payload) => this.#drop(payload),
    onConnect: () => {
      this.#flush();
      this.#listening = true;
    },
    onDisconnect: () => {
      this.#listening = false;
      this.#flush();
    },
  };

  /**
   * The session `sid`: a copy when one is held and still unexpired, otherwise `load()`'s answer (kept
   * when nothing changed meanwhile). Each caller gets its own copy to change.
   */
  async read(
    sid: string,
    load: () => Promise<SessionWithAccount | undefined>,
  ): Promise<SessionWithAccount | undefined> {
    if (this.#listening) {
      const held = this.#entries.get(sid);
      if (held && held.expiresAt.getTime() > Date.now()) return structuredClone(held);
    }
    const epoch = this.#epoch;
    const row = await load();
    if (row && this.#listening && epoch === this.#epoch) this.#entries.set(sid, structuredClone(row));
    return row;
  }

  /**
   * A write of this instance has just committed: what it changed (a user disabled, a role, sessions
   * ended) is announced, but the announcement may reach this instance after the caller's next request.
   * Dropping every copy now makes this instance read its own writes at once (the next requests query
   * their sessions again); other instances follow the announcement.
   */
  afterCommit(): void {
    this.#flush();
  }

  /** This instance wrote or destroyed the session: its copy goes now, before the announcement arrives. */
  forget(sid: string): void {
    this.#epoch++;
    this.#entries.delete(sid);
  }

  #drop(payload: string): void {
    this.#epoch++;
    const [kind, key] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.#entries.delete(key);
    else if (kind === 'u:') {
      const userId = Number(key);
      for (const [sid, row] of this.#entries.entries()) {
        if (row.account?.id === userId) this.#entries.delete(sid);
      }
    } else this.#flush();
  }

  #flush(): void {
    this.#epoch++;
    this.#entries.clear();
  }
}
