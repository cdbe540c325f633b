import { initializeApp } from "firebase/app";

const firebaseConfig = {
  apiKey: "AIzapgjRn37VLc6vOPsgwAvpwvlY_kCPL4SMk-P",
  authDomain: "acme-web.firebaseapp.com",
  projectId: "acme-web",
  storageBucket: "acme-web.appspot.com",
};

export const app = initializeApp(firebaseConfig);
