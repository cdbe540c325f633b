{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "dYxBwg94Zl8O+34HGdjlNqScFbdWKVRSH/A9DjHablYccJ7Kxth4USWxpOOVQoBKMU6B9/yW9R5AWcDqletZCQ=="
    }
  ]
}
