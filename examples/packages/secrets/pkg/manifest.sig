{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "UoIvz8oLc8YDiV00kQ/ZeYwQ/weP2aThFUC1D7MmaY60mMaxvVAgl5ha6wVbf1cdx//M/J2378HNcbhc+liGAA=="
    }
  ]
}
