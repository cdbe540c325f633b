{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "X/IJ8N12AKwjtLEiLI4tmnf6IoDsF8p3slkwnUeGWvTyc3eh3FFENH31MpUlXLFJVEJPh5vr8xORDZNVL7MzCw=="
    }
  ]
}
