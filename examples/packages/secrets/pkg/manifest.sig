{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "gfKbsk7pZqNOTRWSGZZPd9TinHorVkw6QiEFz2hRolet91divjsmHqm9wt0yfjhzeK50QF+0BoSqd/JQLfPQCg=="
    }
  ]
}
