{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "UvgKHiTa3znu0UgHn/3JZscS7qD1+WZ0H92J0fZz9oR4SHIvPIk9aNWdyRvoB+znwksim4MGYxK9PqdZ6Q24AQ=="
    }
  ]
}
