{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "blu1q9yErGX3dokiFCuLe49TT6t3FVeG29226bd7jS1o2IO0S13z+sZ/aGUzaaeJZauy11tYF86/PxVuU9wrBw=="
    }
  ]
}
