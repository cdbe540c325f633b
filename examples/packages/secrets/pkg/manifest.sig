{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "5LtXREcTq3ZK/V1rYxxsOluX2XEs99LdxoMIvR49Nztw56o0YeCoYHtAAJ0jpItZDp3Jk7neSRdEPA97GQD4BQ=="
    }
  ]
}
