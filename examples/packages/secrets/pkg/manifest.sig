{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "pnPr9f9HogGvT+U2++X4McJ1OWNHtgGu6kpcnykWoA8ZvIOF+r6yW4CsP+74Oxw8cR7gf7lHpPi7YZNqBIDICA=="
    }
  ]
}
