{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "rfHC1h2m8nrAVD/AHCTvQ8bDOR6tZTnOVuf/xK7xc6MjHXuyendcve+cD+ZYG534hdAmLQU2yDmLeYLYFM/4AQ=="
    }
  ]
}
