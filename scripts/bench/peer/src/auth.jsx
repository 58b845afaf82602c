import { createContext, useContext, useEffect, useState } from 'react';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged, signOut } from 'firebase/auth';

const app = initializeApp({
  apiKey: 'demo-key',
  authDomain: 'demo-replay.firebaseapp.com',
  projectId: 'demo-replay',
});
export const auth = getAuth(app);
if (import.meta.env.VITE_AUTH_EMULATOR_URL) connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL);

const AuthContext = createContext({ user: null, loading: true });

/** The signed-in user, from Firebase as the app starts (the seed's AuthProvider). */
export function AuthProvider({ children }) {
  const [state, setState] = useState({ user: null, loading: true });
  useEffect(() => onAuthStateChanged(auth, (user) => setState({ user, loading: false })), []);
  return <AuthContext.Provider value={{ ...state, logOut: () => signOut(auth) }}>{children}</AuthContext.Provider>;
}

export const useAuth = () => useContext(AuthContext);
