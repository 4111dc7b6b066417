import { splitDisplayName } from '../../src/domain/display-name';
import { AppError } from '../../src/domain/errors';
import { isSignInStale } from '../../src/domain/recent-sign-in';
import { byUid, canonicalEmail } from '../../src/demo/demo-lookups';
import type { DemoWorld } from '../../src/demo/demo-world';
import { readEmulatorToken, type EmulatorClaims } from './emulator-token';

/** Who calls: the token the in-memory API knows them by, and their emulator uid if they have one. */
export interface Caller {
  token: string;
  emulatorUid: string | null;
  /**
   * The address an emulator token names (its `email` claim): the only new e-mail the API takes.
   * Null for a demo token, whose address is its account's at the demo's identity provider.
   */
  email: string | null;
  /**
   * Whether the token's sign-in (auth_time) is recent enough for an e-mail change or a deletion,
   * measured against the token's own iat.
   * A demo token's sign-in is the in-memory identity provider's to judge: true.
   */
  recentSignIn: boolean;
}

const unauthorized = (message: string) => new AppError('api/unauthorized', message);

/** By the provider's clock alone: the token's auth_time against its own iat (DESIGN.md, Trust). */
function isRecent({ authTime, issuedAt }: EmulatorClaims): boolean {
  if (authTime === null || issuedAt === null) return false;
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  return !isSignInStale({ signedInAt: iso(authTime), issuedAt: iso(issuedAt) });
}

/**
 * Turns a bearer token into a caller of the demo world. A token the world issued (the in-memory
 * identity provider's) is passed on as it is: the API itself checks it. An ID token of the Auth
 * emulator is mapped to the world account of its user, created on first sight, and to a token the
 * world issues for that account.
 */
export class BearerTokens {
  /** Emulator users whose account was deleted: their tokens, still unexpired, are refused. */
  private readonly deleted = new Set<string>();

  constructor(
    private readonly world: DemoWorld,
    private readonly emulatorProjectId: string | null,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** Null when the request carries no Authorization header. */
  callerOf(authorization: string | undefined): Caller | null {
    if (authorization === undefined) return null;
    const token = /^Bearer +(\S+) *$/iu.exec(authorization)?.[1];
    if (!token) throw unauthorized('The Authorization header must be "Bearer <ID token>".');
    const claims = this.emulatorProjectId
      ? readEmulatorToken(token, this.emulatorProjectId, this.nowSeconds())
      : null;
    if (!claims) return { token, emulatorUid: null, email: null, recentSignIn: true };
    if (this.deleted.has(claims.uid)) throw unauthorized('This account has been deleted.');
    return {
      token: this.worldTokenOf(claims),
      emulatorUid: claims.uid,
      email: claims.email,
      recentSignIn: isRecent(claims),
    };
  }

  forget(emulatorUid: string): void {
    this.deleted.add(emulatorUid);
  }

  private worldTokenOf(claims: EmulatorClaims): string {
    const { state } = this.world;
    const issued = state.tokens.find((entry) => entry.uid === claims.uid);
    if (issued && byUid(state.accounts, claims.uid)) return issued.token;
    return this.world.change((draft) => {
      const { uid, name, picture, provider } = claims;
      const email = canonicalEmail(claims.email);
      if (!byUid(draft.accounts, uid)) {
        draft.accounts.push({
          uid,
          email,
          password: null,
          displayName: name,
          provider,
          photoURL: picture,
        });
        draft.profiles.push({
          uid,
          ...splitDisplayName(name),
          email,
          profilePictureURL: picture,
          subscription: null,
        });
      }
      let entry = draft.tokens.find((candidate) => candidate.uid === uid);
      if (!entry) {
        entry = { token: `emulator-${this.world.newId()}`, uid };
        draft.tokens.push(entry);
      }
      return entry.token;
    });
  }
}
