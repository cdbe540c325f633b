{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "CzPXXm6Yr9j5TUmrwFiDfY0mPUb/OSr0LRbP0eR2JrKjuLEwmOTZ6GYN19pM6FY7ZRsEc0oLqSrlOA0j0pKwDw=="
    }
  ]
}
