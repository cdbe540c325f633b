{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "Q3E3yhT3A+gUAgnjxI+Rjiy6pzTfDiqbpdD0qEgh6dJJ4xQaPDduuqhq8mDE5BXKUciBw0Dhmw6dlF2VlgDaAg=="
    }
  ]
}
