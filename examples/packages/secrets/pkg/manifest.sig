{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "m6EAF5xQ+Cjbnd276TvUU+p95IswezEVhRoEKmNY/wpFfm30sSVAyAioIGIRi81L9M0esdd062sT7/F1ATDSAw=="
    }
  ]
}
