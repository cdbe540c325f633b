{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "f0ZMPVhjfUKlv4D1iGHZaEUPKYsYB7G+81vzRFX7f5QRV3nDRZzyiA14L0H8s+XptxOFdZJu7qbFl4PQ1LQsAA=="
    }
  ]
}
