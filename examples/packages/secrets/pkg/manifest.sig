{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "rPhfPrp11k3O8e7Z8Qy7zZ8G5rX8kGMAzax6YbhUYzIi7irMM61r6dIvxiQOREoluK7tIdfZMINhZ92TmIQHDQ=="
    }
  ]
}
