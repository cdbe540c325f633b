{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "oyKCiQrNgOJAO3oXqkMj7QPS86Y9JYMm3fBUeSRil3tbAJWSJeU/w8MSQ2h9Z0K5q6NJyZfKwdQZ53iDLGLwDg=="
    }
  ]
}
