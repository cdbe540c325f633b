{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "6v+xRx6MAs4yKepaYPRPNaCNTXo0u4r/GwwrTaF8hV1qt6L4rTbs+H6bNOxS0rgTOYuisiYH9qAF5O97VlfHCA=="
    }
  ]
}
