import { useSyncExternalStore } from 'react';
import type { User } from '@attire/contract';
import { TOKEN_KEY } from './storage-keys';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True until the stored login has been checked with the server on this load. */
  isLoading: boolean;
  /** Signed out by Logout, not by an ended session: sign-in starts afresh, from home. */
  loggedOut?: boolean;
}

type Listener = () => void;

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let state: AuthState = {
  user: null,
  token: readStoredToken(),
  isAuthenticated: false,
  isLoading: true,
};
const listeners = new Set<Listener>();

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * A tiny store rather than a context: the API client and the route guard read it outside
 * React's tree, and it keeps state libraries off the login page's bundle.
 */
export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login, register and Google sign-in: keep the account and remember the token. */
  signIn(user: User, token: string | null) {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    setState({ user, token: token ?? state.token, isAuthenticated: true, isLoading: false });
  },
  /** Logout, a failed check or an expired session: forget the account and local storage. */
  signOut({ loggedOut = false }: { loggedOut?: boolean } = {}) {
    try {
      localStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); the in-memory state is what matters.
    }
    setState({ user: null, token: null, isAuthenticated: false, isLoading: false, loggedOut });
  },
  /** The check could not reach the server: stay signed out for now but keep the token. */
  finishLoading() {
    setState({ ...state, isLoading: false });
  },
  /** Test helper and the starting point of every load. */
  reset(next: Partial<AuthState> = {}) {
    setState({
      user: null,
      token: readStoredToken(),
      isAuthenticated: false,
      isLoading: true,
      ...next,
    });
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}

/** The signed-in account, for pages behind the route guard (which never render without one). */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser() needs a signed-in account');
  return user;
}
