{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "Rwbak2FuJ0CylDroRVsT8GCZ4IqtrqBYq+QEzMlKf8cTUjiXzUn2+6N67LddlfcE8QQ3ONOPH8fJV0rSdTKuBg=="
    }
  ]
}
