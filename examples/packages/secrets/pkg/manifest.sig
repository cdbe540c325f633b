{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "3ScATVK/90f1oujrvQzS1ovvO2DktCNw6oInZrFlFWrwoW5V514rnqcc055Wn92w2FHBSMLLZbarqFyYwlh3Cw=="
    }
  ]
}
