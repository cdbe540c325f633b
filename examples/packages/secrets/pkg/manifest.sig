{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "lH3igh0nGR2i9OqzKj2T3YRvm/llChsoqU8uKPcbAwEkjB8vWWkYPCDsTaZLF5ytcb8H9mI6WA2N4vc2PzqEBA=="
    }
  ]
}
