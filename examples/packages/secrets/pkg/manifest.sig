{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "Qh//hVo1lyDy9RZ1hF/1TapB4xwpe8Nr9bBjevcDQledLv08hm5AStZ7t/ulG8WqeVpsahV6RnXTTHeJEcfeCg=="
    }
  ]
}
