{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "pSo5ZFtJyq22wJHVuWSyt+eIiGYgA9ykhfWK7Pupz5RacEiXT5uP1Aiam/9NRBLz7ZzNFWppga3Dqh1aSpCCCQ=="
    }
  ]
}
