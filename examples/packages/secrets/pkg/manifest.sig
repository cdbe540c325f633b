{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "Bdnd2Edu89ubfh5DX7KbR0uDHemluU+PeDWDjUdU6oFPunVbV0aHeEcA1xaUH0OXcDnuQm4yjmdVC08t8JEgDA=="
    }
  ]
}
