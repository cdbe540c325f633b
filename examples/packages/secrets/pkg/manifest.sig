{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "gUJFW5ijUpE4uzPaPk0m/yYCjgSzwgyNy7cBze7Xlr1sHTSt32c9mGIogB6eq6oeFL+D5suxVYovGlty3YRaBg=="
    }
  ]
}
