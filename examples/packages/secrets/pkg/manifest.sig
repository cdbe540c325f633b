{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "G3flPlC5QShfVFnI/0muFkovDFZEz7jUhjE3tyo+7Z+z1zKwQ1H6u2KDTwBnk2f/mRwKFWdS45oA2sz7PVjRAw=="
    }
  ]
}
