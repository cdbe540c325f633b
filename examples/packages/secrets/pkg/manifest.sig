{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "x1XJQuWoz331qTXxbhLdspZi6O6BhND36uGS39/HEozBkdk2JiY9k6BleyWjgYdI+19OHXWtlS7boYNZ34b7CA=="
    }
  ]
}
