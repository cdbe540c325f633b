{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "rXFMAERvrlrInJV/0aVzls4Q26eR+96yHM8Gf7x6pWhAsaEid7oGw8OSoFvL2sbAxz6HxNxg2m8+2CMS4W8NBA=="
    }
  ]
}
