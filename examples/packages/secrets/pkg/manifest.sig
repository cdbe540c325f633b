{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "BKi75USsK3f9QTewmmTdQNWLCo6A8s2Kon9vkGGm+WZC6ujH9XDEtmhjYCqeT1NXTJZBMtLL9BxNC2nl9PV3Cw=="
    }
  ]
}
