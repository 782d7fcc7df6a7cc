import { createContext, useContext } from "react";

/** The CSP nonce of this response, for the script tags React renders on the server. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
