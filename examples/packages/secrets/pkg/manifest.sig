{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "uyUlPjKF8VZdcTtTxnuSEWzGW6J64po9zkrig++lz60AOzybu6Q68bxrQ2ojcf0cWxam7iyWUNQjd5ZcRRG8CQ=="
    }
  ]
}
