{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "fGVkZlU70/BZv01VFfM08aeq/OjJ5jBQ7g3Ja9IVhUorkU31rhuNFSlW793QDBmUvqL/GhSiTljYDq3J6u6KCQ=="
    }
  ]
}
