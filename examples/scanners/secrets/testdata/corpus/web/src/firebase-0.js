import { initializeApp } from "firebase/app";

const firebaseConfig = {
  apiKey: "AIzaDcLRXtA1fRX7wTyTENTBZ25pPbMiygQ1wmF",
  authDomain: "acme-web.firebaseapp.com",
  projectId: "acme-web",
  storageBucket: "acme-web.appspot.com",
};

export const app = initializeApp(firebaseConfig);
