{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "iCfTKGwaAUa0c+ST3Gj1kCYj8t09rN/9Kd7VpJzwlMT2vpQdqrrPH+tUul0o3imrBOPEGo3PNOmZNr83r62KDw=="
    }
  ]
}
