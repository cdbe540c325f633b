import { initializeApp } from "firebase/app";

const firebaseConfig = {
  apiKey: "AIzaK45Mm_rt0GGbFpUDQGqjpNFy0ut7J6L1kO_",
  authDomain: "acme-web.firebaseapp.com",
  projectId: "acme-web",
  storageBucket: "acme-web.appspot.com",
};

export const app = initializeApp(firebaseConfig);
