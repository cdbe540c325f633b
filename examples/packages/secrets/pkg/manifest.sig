{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "I+RCxZOKmDO+VRkCm7CB7D6cB3JVwIXyoz+1CJ8lhH9FJVQcc4vCa5xkIKg33dbvEI1SSYuJ0KmDM8yYRHJGBQ=="
    }
  ]
}
