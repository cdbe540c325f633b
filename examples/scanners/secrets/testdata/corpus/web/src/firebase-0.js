import { initializeApp } from "firebase/app";

const firebaseConfig = {
  apiKey: "AIzaRMIDy2i_PfeU9aNCK53j3JgQyTRmTdK39SN",
  authDomain: "acme-web.firebaseapp.com",
  projectId: "acme-web",
  storageBucket: "acme-web.appspot.com",
};

export const app = initializeApp(firebaseConfig);
