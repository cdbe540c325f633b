{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "LIwKdFNhbthF3Cfi1r0jYjJvsbD/q5lfqR63X92nOLnNuzV7A2/FkK+YqzaW6PkIHC3/lvzNz3VPL7n5jd3ZCQ=="
    }
  ]
}
