{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "pHjerzbGtygmSl9xxusL5awFeLY2Zaf81P6BDrz5h6nuKO8YtpNuHl6dHw0Qq/2V6vMMUUS0eO0CbAnKcIdIDw=="
    }
  ]
}
