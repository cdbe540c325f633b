{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "KS6VW4p+aEKI7EAB4VwZG4VaNh4C1Qz+z09Cigp9ybovxgJ3WZMzbuIngYo1KjE8sLaNfJhj4+5K571ClzIqCw=="
    }
  ]
}
